/* isofile.c - isomorphism files: loading them, choosing those of a rule;
 * see isofile.h.
 *
 * The set is a flat list of entries, one per isomorphism rule of every
 * file read.  For a rule of the semantic patch the engine asks for its
 * active list (a subset, cached); the matcher (match/iso.c) tries the
 * entries of that list in file order.
 */
#include "smpl/isofile.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/arena.h"
#include "base/datadir.h"
#include "base/diag.h"

struct IsoSet {
	SmplFile **files;
	char **paths;
	uint32_t nfiles;
	uint32_t nglobal;         /* files[0..nglobal) apply to every rule */
	IsoEntry *ents;
	uint32_t nents;
	unsigned long *used;
	IsoActive **cache;        /* per rule of the semantic patch */
	uint32_t ncache;
	uint32_t *urule, *ufile;  /* rule urule[i] reads file ufile[i] with `using` */
	uint32_t nu;
};

/* ---- names ------------------------------------------------------------- */

unsigned match_iso_bit(const char *n)
{
	static const struct { const char *name; unsigned bit; } t[] = {
		{"paren", ISO_PAREN}, {"drop_cast", ISO_CAST}, {"is_zero", ISO_ZERO},
		{"is_null", ISO_ZERO}, {"not_ptr1", ISO_ZERO}, {"isnt_zero", ISO_NONZERO},
		{"isnt_null1", ISO_NONZERO}, {"commeq", ISO_COMM}, {"commneq", ISO_COMM},
		{"plus_comm", ISO_COMM}, {"mult_comm", ISO_COMM}, {"bitand_comm", ISO_COMM},
		{"bitor_comm", ISO_COMM}, {"decl_init", ISO_DECLINIT}, {"braces4", ISO_BRACES},
		{"braces0", ISO_BRACES_DOTS}, {"braces1", ISO_BRACES_DOTS},
		{"braces2", ISO_BRACES_DOTS}, {"braces3", ISO_BRACES_DOTS},
		{"ret", ISO_RET}, {"optional_storage", ISO_STORAGE},
		{"optional_qualifier", ISO_QUAL}, {"optional_attributes", ISO_ATTR},
		{"prototypes", ISO_PROTO}, {"all", ~0u},
	};
	for (size_t i = 0; i < sizeof t / sizeof *t; i++)
		if (strcmp(n, t[i].name) == 0)
			return t[i].bit;
	return 0;
}

/* Names that `disable` accepts besides those of the files: the
 * matcher's own isomorphisms, and `all`. */
static const char *const builtin_names[] = {
	"optional_storage", "optional_qualifier", "optional_attributes", "prototypes",
	"value_format", "comm_assoc", "all",
};

static int name_known(const IsoSet *s, const char *name)
{
	for (size_t i = 0; i < sizeof builtin_names / sizeof *builtin_names; i++)
		if (strcmp(builtin_names[i], name) == 0)
			return 1;
	return iso_known(s, name);
}

/* ---- loading ---------------------------------------------------------- */

static int readable(const char *path)
{
	return access(path, R_OK) == 0;
}

const char *iso_default_path(void)
{
	static char buf[4096];
	return datadir_path("standard.iso", buf, sizeof buf);
}

static int section_class(const Ident *s)
{
	static const struct { const char *name; int cls; } t[] = {
		{"Expression", ISOC_EXPR}, {"TestExpression", ISOC_TEST},
		{"ToTestExpression", ISOC_TOTEST}, {"ArgExpression", ISOC_ARG},
		{"Statement", ISOC_STMT}, {"Type", ISOC_TYPE}, {"Declaration", ISOC_DECL},
		{"TopLevel", ISOC_TOP},
	};
	for (size_t i = 0; s && i < sizeof t / sizeof *t; i++)
		if (strcmp(s->name, t[i].name) == 0)
			return t[i].cls;
	return ISOC_EXPR;
}

/* A form as the parser gave it, down to the one node it is. */
static Node *unwrap(Node *n)
{
	int guard = 0;
	while (n && (n->kind == TOP_UNIT || n->kind == P_SEQ) && n->n == 1 && ++guard < 8)
		n = n->kid[0];
	if (n && n->kind == S_DECL && n->n == 1 && n->kid[0])
		n = n->kid[0];
	/* a type without declarator stands as its specifiers */
	if (n && n->kind == T_TYPENAME && n->n >= 1 && n->kid[0] && (n->n < 2 || !n->kid[1]))
		n = n->kid[0];
	return n;
}

/* Does a typed metavariable of R name one of R's type metavariables
 * (`T E;`)?  Then the types of code decide where it applies. */
static int needs_types(const Rule *r)
{
	for (uint32_t i = 0; i < r->nmetas; i++) {
		const SmplMeta *sm = smpl_meta(r->metas[i]);
		for (uint32_t k = 0; sm && k < sm->ntypes; k++)
			if (sm->type_metas && sm->type_metas[k])
				return 1;
	}
	return 0;
}

static void add_file(IsoSet *s, SmplFile *f, const char *path)
{
	s->files = xrealloc(s->files, (s->nfiles + 1) * sizeof *s->files);
	s->paths = xrealloc(s->paths, (s->nfiles + 1) * sizeof *s->paths);
	s->files[s->nfiles] = f;
	s->paths[s->nfiles] = xstrdup(path);
	uint32_t fi = s->nfiles++;
	for (uint32_t i = 0; i < f->nrules; i++) {
		const Rule *r = f->rules[i];
		if (r->kind != RK_ISO || r->iso.n < 2 || !r->iso.nodes)
			continue;
		s->ents = xrealloc(s->ents, (s->nents + 1) * sizeof *s->ents);
		IsoEntry *e = &s->ents[s->nents];
		memset(e, 0, sizeof *e);
		e->name = r->name;
		e->rule = r;
		e->ta = &r->minus_view;
		e->cls = section_class(r->iso_section);
		e->nform = r->iso.n;
		e->form = arena_alloc(&f->arena, e->nform * sizeof *e->form);
		for (uint32_t k = 0; k < e->nform; k++)
			e->form[k] = unwrap(r->iso.nodes[k]);
		e->reach = arena_alloc(&f->arena, (size_t)e->nform * e->nform);
		for (uint32_t a = 0; a < e->nform; a++)
			for (uint32_t b = 0; b < e->nform; b++) {
				int ok = a != b;
				for (uint32_t k = b + 1; ok && b < a && k <= a; k++)
					ok = r->iso.equiv[k];
				e->reach[a * e->nform + b] = (uint8_t)ok;
			}
		e->index = s->nents;
		e->file = fi;
		e->usable = 1;
		e->typed = needs_types(r);
		s->nents++;
	}
}

/* Find a `using` file: as written, beside BASE (a file path), or
 * beside the default iso file. */
static char *find_using(const char *quoted, const char *base)
{
	char name[4096];
	size_t n = strlen(quoted);
	if (n >= 2 && quoted[0] == '"' && quoted[n - 1] == '"')
		quoted++, n -= 2;
	if (n >= sizeof name)
		n = sizeof name - 1;
	memcpy(name, quoted, n);
	name[n] = 0;
	if (name[0] == '/' || readable(name))
		return xstrdup(name);
	const char *bases[2] = {base, iso_default_path()};
	for (int i = 0; i < 2; i++) {
		if (!bases[i])
			continue;
		const char *slash = strrchr(bases[i], '/');
		if (!slash)
			continue;
		size_t dn = (size_t)(slash - bases[i]);
		char *p = xmalloc(dn + strlen(name) + 2);
		memcpy(p, bases[i], dn);
		p[dn] = '/';
		strcpy(p + dn + 1, name);
		if (readable(p))
			return p;
		xfree(p);
	}
	return xstrdup(name);
}

/* Read iso file PATH into S unless it is there already.  Returns its
 * index in S->files, or -1 on error. */
static int load_path(IsoSet *s, const char *path)
{
	for (uint32_t i = 0; i < s->nfiles; i++)
		if (strcmp(s->paths[i], path) == 0)
			return (int)i;
	SmplFile *f = smpl_parse_iso(path);
	if (!f)
		return -1;
	add_file(s, f, path);
	return (int)s->nfiles - 1;
}

static int rule_line(const Rule *R)
{
	int line = 0, col = 0;
	if (R->src)
		source_linecol(R->src, R->off, &line, &col);
	return line;
}

IsoSet *iso_load(const Options *o, const SmplFile *sp)
{
	IsoSet *s = xcalloc(1, sizeof *s);
	const char *base = sp && sp->src ? sp->src->path : NULL;
	if (o->iso_file) {
		if (load_path(s, o->iso_file) < 0)
			goto fail;
	} else {
		const char *def = iso_default_path();
		if (readable(def) && load_path(s, def) < 0)
			goto fail;
	}
	for (uint32_t i = 0; sp && i < sp->usings.n; i++) {
		char *p = find_using(sp->usings.v[i]->name, base);
		int rc = load_path(s, p);
		xfree(p);
		if (rc < 0)
			goto fail;
	}
	s->nglobal = s->nfiles;
	for (uint32_t r = 0; sp && r < sp->nrules; r++) {
		const Rule *R = sp->rules[r];
		for (uint32_t i = 0; i < R->using.n; i++) {
			char *p = find_using(R->using.v[i]->name, base);
			int rc = load_path(s, p);
			xfree(p);
			if (rc < 0)
				goto fail;
			s->urule = xrealloc(s->urule, (s->nu + 1) * sizeof *s->urule);
			s->ufile = xrealloc(s->ufile, (s->nu + 1) * sizeof *s->ufile);
			s->urule[s->nu] = R->index;
			s->ufile[s->nu++] = (uint32_t)rc;
		}
	}
	/* every name a rule or --disable-iso switches off must exist */
	for (uint32_t r = 0; sp && r < sp->nrules; r++) {
		const Rule *R = sp->rules[r];
		for (uint32_t i = 0; i < R->disable.n; i++)
			if (!name_known(s, R->disable.v[i]->name)) {
				diag_at(DIAG_ERROR, R->src, R->off,
					"invalid iso name %s in rule starting on line %d",
					R->disable.v[i]->name, rule_line(R));
				goto fail;
			}
	}
	for (size_t i = 0; i < o->disable_isos.n; i++)
		if (!name_known(s, o->disable_isos.v[i])) {
			diag(DIAG_ERROR, "--disable-iso %s: invalid iso name", o->disable_isos.v[i]);
			goto fail;
		}
	s->used = xcalloc(s->nents + 1, sizeof *s->used);
	s->ncache = sp ? sp->nrules : 0;
	s->cache = xcalloc(s->ncache + 1, sizeof *s->cache);
	return s;
fail:
	iso_free(s);
	return NULL;
}

void iso_free(IsoSet *s)
{
	if (!s)
		return;
	for (uint32_t i = 0; i < s->nfiles; i++) {
		smpl_file_free(s->files[i]);
		xfree(s->paths[i]);
	}
	for (uint32_t i = 0; i < s->ncache; i++)
		if (s->cache && s->cache[i]) {
			if (s->cache[i]->plain_free)
				s->cache[i]->plain_free(s->cache[i]->plain);
			xfree(s->cache[i]->v);
			xfree(s->cache[i]);
		}
	xfree(s->cache);
	xfree(s->files);
	xfree(s->paths);
	xfree(s->ents);
	xfree(s->used);
	xfree(s->urule);
	xfree(s->ufile);
	xfree(s);
}

/* ---- choosing the isomorphisms of a rule ------------------------------- */

int iso_known(const IsoSet *s, const char *name)
{
	for (uint32_t i = 0; s && i < s->nents; i++)
		if (s->ents[i].name && strcmp(s->ents[i].name->name, name) == 0)
			return 1;
	return 0;
}

static int disabled(const Ident *name, const Rule *R, const Options *o)
{
	if (!name)
		return 0;
	for (uint32_t i = 0; i < R->disable.n; i++)
		if (R->disable.v[i] == name || strcmp(R->disable.v[i]->name, "all") == 0)
			return 1;
	for (size_t i = 0; i < o->disable_isos.n; i++)
		if (strcmp(o->disable_isos.v[i], name->name) == 0 ||
		    strcmp(o->disable_isos.v[i], "all") == 0)
			return 1;
	return 0;
}

const IsoActive *iso_for_rule(IsoSet *s, const Rule *R, const Options *o)
{
	if (!s || !R)
		return NULL;
	if (R->index < s->ncache && s->cache[R->index])
		return s->cache[R->index];
	IsoActive *a = xcalloc(1, sizeof *a);
	a->v = xcalloc(s->nents + 1, sizeof *a->v);
	a->limit = o->iso_limit;
	a->used = s->used;
	for (uint32_t i = 0; i < s->nents; i++) {
		const IsoEntry *e = &s->ents[i];
		int mine = e->file < s->nglobal;
		for (uint32_t k = 0; !mine && k < s->nu; k++)
			mine = s->urule[k] == R->index && s->ufile[k] == e->file;
		if (mine && e->usable && !disabled(e->name, R, o))
			a->v[a->n++] = e;
	}
	/* a group of the matcher's own isomorphisms whose every member the
	 * files define is left to the files */
	unsigned have = 0, miss = 0;
	static const char *const group[] = {"paren", "drop_cast", "is_zero", "is_null", "not_ptr1",
		"isnt_zero", "isnt_null1", "commeq", "commneq", "plus_comm", "mult_comm",
		"bitand_comm", "bitor_comm", "decl_init", "ret"};
	for (size_t g = 0; g < sizeof group / sizeof *group; g++) {
		unsigned bit = match_iso_bit(group[g]);
		int found = 0;
		for (uint32_t i = 0; i < s->nents && !found; i++)
			found = s->ents[i].name && strcmp(s->ents[i].name->name, group[g]) == 0 &&
				s->ents[i].usable && (s->ents[i].file < s->nglobal);
		if (found)
			have |= bit;
		else
			miss |= bit;
	}
	a->covered = (o->iso_file || have) ? (have | miss) : 0;
	/* decl_init (`T Z; => T Z = ...;', and its static and extern
	 * forms) the matcher does itself, on every declarator shape (`T
	 * x[E];', `T *x;'), unless another iso file replaces the standard
	 * one: the entries of that name are then no use */
	if (!o->iso_file && (have & ISO_DECLINIT)) {
		a->covered &= ~(unsigned)ISO_DECLINIT;
		uint32_t w = 0;
		for (uint32_t i = 0; i < a->n; i++) {
			const Ident *nm = a->v[i]->name;
			size_t l = nm ? strlen(nm->name) : 0;
			if (!(l >= 9 && strcmp(nm->name + l - 9, "decl_init") == 0))
				a->v[w++] = a->v[i];
		}
		a->n = w;
	}
	if (R->index < s->ncache)
		s->cache[R->index] = a;
	return a;
}

void iso_report(const IsoSet *s, FILE *out)
{
	for (uint32_t i = 0; s && i < s->nents; i++)
		if (s->used[i])
			fprintf(out, "iso: %s used %lu time%s\n",
				s->ents[i].name ? s->ents[i].name->name : "(anonymous)", s->used[i],
				s->used[i] == 1 ? "" : "s");
}
