/* smpl.c - the SmPL front end's entry points; see smpl.h.
 *
 * Runs the flex/bison grammar of grammar/smpl.[ly] over a Source with a
 * fresh parse context, then moves what the builders recorded into the
 * SmplFile.  Also the --parse-cocci mode.
 */
#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "smpl_int.h"
#include "smpl.tab.h"

/* The flex scanner's interface (prefix smpl_). */
typedef void *yyscan_t;
int smpl_lex_init_extra(SpCtx *extra, yyscan_t *scanner);
int smpl_lex_destroy(yyscan_t scanner);
void *smpl__scan_bytes(const char *bytes, int len, yyscan_t scanner);
int smpl_lex(SPSTYPE *lval, SPLTYPE *lloc, yyscan_t scanner);

/* Feed bison: the start token that picks .cocci or iso, then the flex
 * tokens; nothing more after an error. */
int splex(SPSTYPE *lval, SPLTYPE *lloc, SpCtx *c)
{
	if (!c->started) {
		c->started = 1;
		lloc->start = lloc->end = 0;
		return c->is_iso ? SPT_ISO_START : SPT_COCCI_START;
	}
	if (c->failed) {
		lloc->start = lloc->end = c->off;
		return 0;
	}
	return smpl_lex(lval, lloc, c->scanner);
}

static NameList to_list(Arena *a, const Ident **v, size_t n)
{
	NameList l = { NULL, (uint32_t)n };
	if (n)
		l.v = (const Ident **)arena_ptrdup(a, (void *const *)v, n);
	return l;
}

SmplFile *smpl_parse_source(Source *src, int is_iso)
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
	} else if (!c.failed) {
		diag_at(DIAG_ERROR, src, c.off, "cannot parse the semantic patch");
		c.failed = 1;
	}
	vec_free(&c.rules);
	vec_free(&c.metas);
	vec_free(&c.binds);
	vec_free(&c.names);
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

SmplFile *smpl_parse_string(const char *name, const char *text, size_t len)
{
	return smpl_parse_source(source_from_string(name, text, len), 0);
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

int smpl_parse_cocci_run(const Options *o)
{
	SmplFile *f;
	size_t n = o->sp_file ? strlen(o->sp_file) : 0;
	if (o->sp_file && n > 4 && strcmp(o->sp_file + n - 4, ".iso") == 0)
		f = smpl_parse_iso(o->sp_file);
	else if (o->sp_file)
		f = smpl_parse_file(o->sp_file);
	else if (o->sp_inline)
		f = smpl_parse_string("<sp>", o->sp_inline, strlen(o->sp_inline));
	else {
		diag(DIAG_ERROR, "--parse-cocci needs a semantic patch");
		return 2;
	}
	if (!f)
		return 255;
	smpl_print(stdout, f);
	smpl_file_free(f);
	return 0;
}
