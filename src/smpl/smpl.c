/* smpl.c - the SmPL front end's entry points; see smpl.h.
 *
 * Runs the flex/bison grammar of grammar/smpl.[ly] over a Source with a
 * fresh parse context, then moves what the builders recorded into the
 * SmplFile.  Reads the files that `#include` names, through the hook it
 * hands the builder in the context.  Also the --parse-cocci mode.
 */
#include "smpl/smpl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/diag.h"
#include "smpl/smpl_print.h"
#include "smpl/smpl_unused.h"
#include "smpl/spctx.h"
#include "smpl.tab.h"

/* The flex scanner's interface (prefix smpl_). */
typedef void *yyscan_t;
int smpl_lex_init_extra(SpCtx *extra, yyscan_t *scanner);
int smpl_lex_destroy(yyscan_t scanner);
void *smpl__scan_bytes(const char *bytes, int len, yyscan_t scanner);

static NameList to_list(Arena *a, const Ident **v, size_t n)
{
	NameList l = { NULL, (uint32_t)n };
	if (n)
		l.v = (const Ident **)arena_ptrdup(a, (void *const *)v, n);
	return l;
}

enum { MAX_INCLUDE_DEPTH = 16 };

static SmplFile *parse_source(Source *src, int is_iso, int depth);

/* The context's read_include hook (see spctx.h). */
static SmplFile *smpl_parse_included(SpCtx *c, const char *quoted, uint32_t off)
{
	size_t n = strlen(quoted);
	if (n < 2 || quoted[0] != '"') {
		sp_error(c, off, "#include needs a file name in double quotes");
		return NULL;
	}
	if (c->depth >= MAX_INCLUDE_DEPTH) {
		sp_error(c, off, "#include nested more than %d deep", MAX_INCLUDE_DEPTH);
		return NULL;
	}
	char *name = xmalloc(n);
	memcpy(name, quoted + 1, n - 2);
	name[n - 2] = 0;
	/* beside the including file first, then as given */
	char *path = NULL;
	const char *slash = strrchr(c->src->path, '/');
	if (name[0] != '/' && slash) {
		size_t d = (size_t)(slash - c->src->path) + 1;
		path = xmalloc(d + strlen(name) + 1);
		memcpy(path, c->src->path, d);
		strcpy(path + d, name);
	}
	char err[512];
	Source *s = path ? source_read(path, err, sizeof err) : NULL;
	if (!s)
		s = source_read(name, err, sizeof err);
	/* then beside each ancestor of the including file's directory: a
	 * name like "tests/x.cocci" is often relative to a project root */
	char *real = s || name[0] == '/' ? NULL : realpath(c->src->path, NULL);
	if (real) {
		size_t dir = strlen(real);
		char *buf = xmalloc(dir + strlen(name) + 2);
		memcpy(buf, real, dir + 1);
		while (dir > 0 && buf[dir - 1] != '/')
			dir--;                          /* "/a/b/c/" */
		for (int up = 0; !s && up < 8 && dir > 1; up++) {
			dir--;                          /* "/a/b/c" */
			while (dir > 0 && buf[dir - 1] != '/')
				dir--;                  /* "/a/b/" */
			strcpy(buf + dir, name);
			s = source_read(buf, err, sizeof err);
		}
		xfree(buf);
		free(real); /* realpath's own malloc */
	}
	xfree(path);
	if (!s) {
		sp_error(c, off, "cannot read the included semantic patch %s", quoted);
		xfree(name);
		return NULL;
	}
	xfree(name);
	SmplFile *f = parse_source(s, 0, c->depth + 1);
	if (!f)
		c->failed = 1;
	return f;
}

SmplFile *smpl_parse_source(Source *src, int is_iso)
{
	return parse_source(src, is_iso, 0);
}

int smpl_check_modes(const SmplFile *f, const uint8_t *inactive)
{
	int mode = 0;           /* TF_STAR, or TF_MINUS | TF_PLUS: the first rule's */
	for (uint32_t i = 0; i < f->nrules; i++) {
		const Rule *r = f->rules[i];
		if ((inactive && inactive[i]) || r->kind != RK_CODE)
			continue;
		int has = r->has_star ? TF_STAR : r->has_minus || r->has_plus ? TF_MINUS | TF_PLUS : 0;
		if (!mode)
			mode = has;
		if (!has || has == mode)
			continue;
		for (uint32_t k = 0; k < r->toks.n; k++)
			if (r->toks.v[k].flags & has) {
				size_t at = r->toks.v[k].start;   /* the line's `*', `-' or `+' */
				while (at > 0 && r->src->text[at - 1] != '\n')
					at--;
				diag_at(DIAG_ERROR, r->src, at,
					"a semantic patch may not mix `*' lines with `-' or `+' lines "
					"(`%s' lines come first)", mode == TF_STAR ? "*" : "-' or `+");
				return -1;
			}
	}
	return 0;
}

void smpl_context_mode(SmplFile *f, const uint8_t *inactive)
{
	int star = 0, edit = 0;
	for (uint32_t i = 0; i < f->nrules; i++) {
		if (inactive && inactive[i])
			continue;
		star |= f->rules[i]->has_star;
		edit |= f->rules[i]->has_minus || f->rules[i]->has_plus;
	}
	for (uint32_t i = 0; i < f->nrules; i++)
		f->rules[i]->sp_context = star && !edit;
}

static SmplFile *parse_source(Source *src, int is_iso, int depth)
{
	SmplFile *f = xcalloc(1, sizeof *f);
	f->src = src;
	f->is_iso = is_iso;
	arena_init(&f->arena);
	if (src->len > 0x7fffffffu) {
		diag_at(DIAG_ERROR, src, 0, "semantic patch too large");
		smpl_file_free(f);
		return NULL;
	}
	SpCtx c;
	memset(&c, 0, sizeof c);
	c.f = f;
	c.a = &f->arena;
	c.src = src;
	c.is_iso = is_iso;
	c.depth = depth;
	c.read_include = smpl_parse_included;
	yyscan_t sc;
	smpl_lex_init_extra(&c, &sc);
	c.scanner = sc;
	smpl__scan_bytes(src->text, (int)src->len, sc);
	int rc = spparse(&c);
	smpl_lex_destroy(sc);
	if (rc == 0 && !c.failed) {
		f->nrules = (uint32_t)c.rules.n;
		f->rules = (Rule **)arena_ptrdup(&f->arena, (void *const *)c.rules.v, c.rules.n);
		f->virtuals = to_list(&f->arena, c.virtuals.v, c.virtuals.n);
		f->includes = to_list(&f->arena, c.includes.v, c.includes.n);
		f->usings = to_list(&f->arena, c.usings.v, c.usings.n);
		f->spatch_opts = to_list(&f->arena, c.spatch_opts.v, c.spatch_opts.n);
		if (depth == 0 && !is_iso) {
			smpl_context_mode(f, NULL);
			smpl_warn_unused(f);
		}
	} else if (!c.failed) {
		diag_at(DIAG_ERROR, src, c.off, "cannot parse the semantic patch");
		c.failed = 1;
	}
	f->nincluded = (uint32_t)c.included.n;
	f->included = (SmplFile **)arena_ptrdup(&f->arena, (void *const *)c.included.v, c.included.n);
	vec_free(&c.included);
	vec_free(&c.rules);
	vec_free(&c.metas);
	vec_free(&c.binds);
	vec_free(&c.d.types);
	vec_free(&c.d.script_args);
	vec_free(&c.virtuals);
	vec_free(&c.includes);
	vec_free(&c.usings);
	vec_free(&c.spatch_opts);
	if (c.failed) {
		smpl_file_free(f);
		return NULL;
	}
	return f;
}

SmplFile *smpl_parse_file(const char *path)
{
	char err[512];
	Source *s = source_read(path, err, sizeof err);
	if (!s) {
		diag(DIAG_ERROR, "%s", err);
		return NULL;
	}
	return smpl_parse_source(s, 0);
}

/* `--sp TEXT`: unless TEXT is a whole semantic patch (it has `@@`), it
 * is code to match: every name that starts with a capital letter is a
 * metavariable, and every line is a `*` line. */
SmplFile *smpl_parse_string(const char *name, const char *text, size_t len)
{
	int whole = 0;
	for (size_t i = 0; i + 1 < len; i++)
		if (text[i] == '@' && text[i + 1] == '@')
			whole = 1;
	if (whole)
		return smpl_parse_source(source_from_string(name, text, len), 0);
	VEC(char) b = { 0 };
	VEC(const Ident *) names = { 0 };
#define PUTS(str) do { const char *s_ = (str); size_t n_ = strlen(s_); \
		vec_grow(&b, n_); memcpy(b.v + b.n, s_, n_); b.n += n_; } while (0)
	PUTS("@@\n");
	for (size_t i = 0; i < len;) {
		char ch = text[i];
		if (ch == '"' || ch == '\'') {
			for (i++; i < len && text[i] != ch; i++)
				if (text[i] == '\\')
					i++;
			i++;
			continue;
		}
		if (!(ch == '_' || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z'))) {
			i++;
			continue;
		}
		size_t j = i;
		while (j < len && (text[j] == '_' || (text[j] >= 'a' && text[j] <= 'z') ||
				   (text[j] >= 'A' && text[j] <= 'Z') || (text[j] >= '0' && text[j] <= '9')))
			j++;
		if (ch >= 'A' && ch <= 'Z') {
			const Ident *id = intern(text + i, j - i);
			size_t k;
			for (k = 0; k < names.n && names.v[k] != id; k++)
				;
			if (k == names.n) {
				vec_push(&names, id);
				PUTS("metavariable ");
				PUTS(id->name);
				PUTS(";\n");
			}
		}
		i = j;
	}
	PUTS("@@\n");
	for (size_t i = 0; i < len;) {
		size_t j = i;
		while (j < len && text[j] != '\n')
			j++;
		PUTS("* ");
		vec_grow(&b, j - i + 1);
		memcpy(b.v + b.n, text + i, j - i);
		b.n += j - i;
		b.v[b.n++] = '\n';
		i = j + 1;
	}
#undef PUTS
	SmplFile *f = smpl_parse_source(source_from_string(name, b.v, b.n), 0);
	vec_free(&b);
	vec_free(&names);
	return f;
}

SmplFile *smpl_parse_iso(const char *path)
{
	char err[512];
	Source *s = source_read(path, err, sizeof err);
	if (!s) {
		diag(DIAG_ERROR, "%s", err);
		return NULL;
	}
	return smpl_parse_source(s, 1);
}

void smpl_file_free(SmplFile *f)
{
	if (!f)
		return;
	for (uint32_t i = 0; i < f->nincluded; i++)
		smpl_file_free(f->included[i]);
	arena_free(&f->arena);
	source_free(f->src);
	xfree(f);
}

Rule *smpl_find_rule(const SmplFile *f, const Ident *name)
{
	for (uint32_t i = 0; i < f->nrules; i++)
		if (f->rules[i]->name == name)
			return f->rules[i];
	return NULL;
}

Meta *smpl_rule_meta(const Rule *r, const Ident *name)
{
	for (uint32_t i = 0; i < r->nmetas; i++)
		if (r->metas[i]->name == name)
			return r->metas[i];
	return NULL;
}

int smpl_check_defines(const SmplFile *f, const StrList *defines)
{
	for (size_t i = 0; defines && i < defines->n; i++) {
		const char *d = defines->v[i];
		if (strchr(d, '='))
			continue;
		const Ident *id = intern_cstr(d);
		uint32_t k;
		for (k = 0; k < f->virtuals.n && f->virtuals.v[k] != id; k++)
			;
		if (k == f->virtuals.n) {
			diag(DIAG_ERROR, "-D %s: the semantic patch has no `virtual %s' (virtual rule %s not supported)",
			     d, d, d);
			return -1;
		}
	}
	return 0;
}

int smpl_parse_cocci_run(const Options *o)
{
	SmplFile *f;
	const char *inl = o->sp_inline;
	/* `--parse-cocci --sp TEXT`, as spatch allows: the option parser
	 * took `--sp` for the file and TEXT for a C file */
	if (!inl && o->sp_file && (strcmp(o->sp_file, "--sp") == 0 || strcmp(o->sp_file, "-sp") == 0) &&
	    o->files.n >= 1)
		inl = o->files.v[0];
	size_t n = o->sp_file ? strlen(o->sp_file) : 0;
	if (inl)
		f = smpl_parse_string("<sp>", inl, strlen(inl));
	else if (o->sp_file && n > 4 && strcmp(o->sp_file + n - 4, ".iso") == 0)
		f = smpl_parse_iso(o->sp_file);
	else if (o->sp_file)
		f = smpl_parse_file(o->sp_file);
	else {
		diag(DIAG_ERROR, "--parse-cocci needs a semantic patch");
		return 2;
	}
	if (!f)
		return 255;
	if (smpl_check_defines(f, &o->defines) != 0) {
		smpl_file_free(f);
		return 255;
	}
	smpl_print(stdout, f);
	smpl_file_free(f);
	return 0;
}
