/* engine.c - applying a semantic patch to C files; see engine.h.
 *
 * For each file: lex and parse it, then run the rules of the semantic
 * patch in order.  A rule's pattern (its minus view, parsed by the SmPL
 * front end into the node kinds of ast.h) is matched against the C tree
 * with the structural matcher; every match is an environment that binds
 * the rule's metavariables and maps pattern tokens to C tokens.  Minus
 * tokens give the C tokens to remove, plus fragments give the text to
 * add at the C token their anchor matched.  The edits of a rule are
 * applied to the file's text, and the next rule sees the new text,
 * parsed again.  At the end the old and new texts go to the output.
 */
#include "run/engine.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "config.h"
#include "base/arena.h"
#include "match/bind.h"
#include "cfront/clex.h"
#include "cfront/cmacro.h"
#include "flow/cfg.h"
#include "cfront/cparse.h"
#include "cfront/cinclude.h"
#include "cfront/ctypes.h"
#include "base/diag.h"
#include "match/iso.h"
#include "match/match.h"
#include "transform/pretty.h"
#include "script/pyscript.h"
#include "smpl/smpl.h"
#include "flow/smpl2ctl.h"
#include "base/source.h"
#include "base/vec.h"
#include "transform/edit.h"
#include "output/output.h"
#include "run/parallel.h"
#include "output/udiff.h"

#ifdef HAVE_PCRE2
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#endif

/* ---- the files to process --------------------------------------------- */

static int has_suffix(const char *s, const char *suf)
{
	size_t n = strlen(s), m = strlen(suf);
	return n >= m && strcmp(s + n - m, suf) == 0;
}

/* Add the .c (and with HEADERS .h) files under DIR to L, in the order
 * of a pre-order walk like find's.  Like find, symbolic links to folders
 * are not followed (so a link loop cannot make the walk endless).
 * Returns the number of folders that could not be read. */
static int collect_dir(StrList *l, const char *dir, int headers, int depth)
{
	if (depth > 64)
		return 0;
	DIR *d = opendir(dir);
	if (!d) {
		diag(DIAG_ERROR, "cannot open directory %s: %s", dir, strerror(errno));
		return 1;
	}
	int bad = 0;
	VEC(char *) names = {0};
	struct dirent *de;
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		size_t n = strlen(dir) + strlen(de->d_name) + 2;
		char *p = xmalloc(n);
		snprintf(p, n, "%s/%s", dir, de->d_name);
		vec_push(&names, p);
	}
	closedir(d);
	/* directory order, as `find` (and so spatch) walks a folder */
	for (size_t i = 0; i < names.n; i++) {
		struct stat st;
		char *p = names.v[i];
		if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode))
			bad += collect_dir(l, p, headers, depth + 1);
		else if (has_suffix(p, ".c") || (headers && has_suffix(p, ".h")))
			strlist_push(l, xstrdup(p));
		xfree(p);
	}
	vec_free(&names);
	return bad;
}

/* Collect the files named on the command line and those under the --dir
 * folders into L.  Returns the number of folders that could not be read. */
static int collect_files(StrList *l, const Options *o)
{
	int bad = 0;
	for (size_t i = 0; i < o->files.n; i++) {
		struct stat st;
		const char *p = o->files.v[i];
		if (stat(p, &st) == 0 && S_ISDIR(st.st_mode))
			bad += collect_dir(l, p, o->include_headers, 0);
		else
			strlist_push(l, xstrdup(p));
	}
	for (size_t i = 0; i < o->dirs.n; i++)
		bad += collect_dir(l, o->dirs.v[i], o->include_headers, 0);
	return bad;
}

/* ---- one version of a file's text, lexed and parsed ------------------- */

typedef VEC(const Node *) NodeVec;

typedef struct Version {
	Source *src;
	TokenArray ta;
	Node *unit;
	Arena arena;        /* the parse tree */
	CfgSet cfgs;        /* control-flow graphs, built when a rule needs them */
	int has_cfgs;
	CTypes *types;      /* declarations (the file's own; the included headers' are
			       added when a typed metavariable needs them) */
	int has_headers;    /* the headers' declarations are in types */
	struct Version *prev;
	/* found on the first rule that needs them (find_matches) */
	NodeVec blocks, lone;
	int have_blocks, have_lone;
} Version;

/* The macro table of the run (macro file and heuristics). */
static MacroTable *run_macros;
static IsoSet *run_isos;        /* the run's isomorphisms (iso.h) */

/* The bodies of the file's #defines that read as an expression or as
 * statements become the defines' kid 1, so patterns find code there. */
/* A #define body BF..BL that is `do { ... } while (0)` without its `;`
 * (the usual statement macro): parsed as the do statement, with the
 * end of the directive's line (the TK_PP_END after BL, zero-width)
 * standing for the `;` while the parser reads it.  NULL otherwise. */
static Node *define_do_while(Version *v, uint32_t bf, uint32_t bl)
{
	Token *t = v->ta.v;
	if (bl + 1 >= v->ta.n || t[bl + 1].kind != TK_PP_END || t[bl].kind != TK_RPAREN ||
	    t[bf].kind != TK_KEYWORD || !t[bf].id || t[bf].id->kw != KW_DO)
		return NULL;
	t[bl + 1].kind = TK_SEMI;
	CParseErrors errs = {0};
	Node *top = cparse_pattern(&v->ta, bf, bl + 1, CPARSE_BODY, &v->arena, &errs);
	cparse_errors_free(&errs);
	t[bl + 1].kind = TK_PP_END;
	if (top && top->kind == TOP_UNIT && top->n == 1 && top->kid[0] &&
	    top->kid[0]->kind == S_DO && top->kid[0]->first == bf && top->kid[0]->last == bl + 1)
		return top->kid[0];
	return NULL;
}

static void parse_define_bodies(Version *v)
{
	Node *u = (Node *)v->unit;
	if (!u)
		return;
	CTypedefs *tds = NULL;
	for (uint32_t i = 0; i < u->n; i++) {
		Node *d = u->kid[i];
		if (!d || d->kind != PP_DEFINE || d->n != 2 || d->kid[1])
			continue;
		if (!tds)
			tds = cparse_typedefs(u);
		uint32_t bf = d->kid[0] ? d->kid[0]->last + 1 : d->first + 2;
		uint32_t bl = d->last;
		while (bl >= bf && bl > 0 &&
		       (v->ta.v[bl].kind == TK_PP_END || (v->ta.v[bl].flags & TF_HIDDEN)))
			bl--;
		if (bf > bl || bl >= v->ta.n)
			continue;
		int bad = 0;
		for (uint32_t k = bf; k <= bl && !bad; k++)
			bad = v->ta.v[k].kind == TK_HASH || v->ta.v[k].kind == TK_HASHHASH ||
			      (v->ta.v[k].flags & TF_EXPANDED);
		if (bad)
			continue;
		CParseErrors errs = {0};
		Node *body = cparse_fragment(&v->ta, bf, bl, CPARSE_EXPR, &v->arena, &errs, tds);
		cparse_errors_free(&errs);
		if (!body) {
			CParseErrors e2 = {0};
			Node *top = cparse_fragment(&v->ta, bf, bl, CPARSE_BODY, &v->arena, &e2, tds);
			cparse_errors_free(&e2);
			if (top && top->kind == TOP_UNIT && top->n == 1 && top->kid[0] &&
			    top->kid[0]->kind >= S_EXPR && top->kid[0]->kind <= S_DECL &&
			    top->kid[0]->first == bf && top->kid[0]->last == bl)
				body = top->kid[0];
		}
		if (!body)
			body = define_do_while(v, bf, bl);
		if (body && body->first == bf && (body->last == bl || body->last == bl + 1))
			d->kid[1] = body;
	}
	cparse_typedefs_free(tds);
}

static Version *version_new(const char *path, char *text, size_t len)
{
	Version *v = xcalloc(1, sizeof *v);
	v->src = source_from_string(path, text, len);
	arena_init(&v->arena);
	clex_file(v->src, &v->ta);
	cmacro_apply(&v->ta, run_macros);
	v->unit = cparse_unit(&v->ta, &v->arena, NULL);
	parse_define_bodies(v);
	/* which declaration each local name refers to, for comparing bound code */
	v->types = ctypes_build(&v->arena, v->unit, &v->ta);
	v->ta.decl_of = ctypes_local_decls(v->types, &v->arena, v->unit);
	return v;
}

static void version_free_all(Version *v)
{
	while (v) {
		Version *p = v->prev;
		if (v->has_cfgs)
			cfg_free(&v->cfgs);
		xfree(v->blocks.v);
		xfree(v->lone.v);
		ctypes_free(v->types);
		token_array_free(&v->ta);
		arena_free(&v->arena);
		source_free(v->src);
		xfree(v);
		v = p;
	}
}

/* ---- edits ---------------------------------------------------------------- */

/* An added run of code placed at a C token. */
typedef struct Add {
	uint32_t anchor;     /* C token */
	int after;
	int lines;           /* EDIT_LINES rather than EDIT_INLINE */
	const char *text;
	uint32_t pfirst;     /* the frag's first token in the rule, for messages */
	uint32_t item_cf, item_cl; /* C tokens of the pattern item holding the anchor */
	int many;            /* `++` code: every match adds it, even at one place */
	int brace_balance;   /* `{` less `}` in the added tokens */
	const char *rest;    /* lines opening a block: the text after the `{`, or NULL */
} Add;

/* What the matches of one rule ask of one version of a file. */
typedef struct Edits {
	uint8_t *tokdel;     /* per C token: 1 removed, 2 starred (context mode) */
	VEC(uint32_t) touched; /* the tokens whose tokdel is set */
	uint8_t *pending;    /* per C token: removed by some match with nothing added
				in its place (2: a starred line, only reported); issued
				at the end of the rule, so that adjacent removals of
				several matches form one run */
	VEC(uint32_t) pend;  /* the tokens whose pending is set */
	VEC(Add) adds;
	int changed;
	const Node **mdecl;  /* per C token: the declaration with several
				declarators it belongs to, or NULL */
} Edits;

/* A declaration (or struct field) with several declarators? */
static int is_multi_decl(const TokenArray *ta, const Node *n)
{
	return n && (n->kind == D_DECL || n->kind == D_FIELD) && n->n > 2 && n->kid[0] &&
	       n->last < ta->n && ta->v[n->last].kind == TK_SEMI;
}

static void find_multi_decls(const TokenArray *ta, const Node *n, const Node **md, int depth)
{
	if (!n || depth > 5000)
		return;
	if (is_multi_decl(ta, n)) {
		for (uint32_t i = n->first; i <= n->last; i++)
			md[i] = n;
		return;
	}
	for (uint32_t i = 0; i < n->n; i++)
		find_multi_decls(ta, n->kid[i], md, depth + 1);
}

/* The tokens of multi-declaration D that its declarators share: the
 * specifiers and the `;`. */
static int md_shared(const Node *d, uint32_t i)
{
	return i == d->last || (i >= d->kid[0]->first && i <= d->kid[0]->last);
}

/* One match removes one declarator of `int a, b, c;`: the specifiers and
 * the `;` stay (the other declarators need them), code added in their
 * place goes after the declaration (before it when the pattern adds it
 * before); issue_removals settles the commas. */
static void split_multi_decl_edits(const TokenArray *ta, Edits *ed)
{
	if (!ed->mdecl)
		return;
	/* only where the match removes a declarator itself */
	const Node *split = NULL;
	for (size_t x = 0; x < ed->touched.n && !split; x++) {
		uint32_t i = ed->touched.v[x];
		const Node *d = ed->mdecl[i];
		if (d && ed->tokdel[i] == 1 && !md_shared(d, i) && ta->v[i].kind != TK_COMMA)
			split = d;
	}
	if (!split)
		return;
	size_t w = 0;
	for (size_t x = 0; x < ed->touched.n; x++) {
		uint32_t i = ed->touched.v[x];
		const Node *d = ed->mdecl[i];
		if (d == split && ed->tokdel[i] == 1 && md_shared(d, i)) {
			ed->tokdel[i] = 0;
			continue;
		}
		ed->touched.v[w++] = i;
	}
	ed->touched.n = w;
	for (size_t k = 0; k < ed->adds.n; k++) {
		Add *ad = &ed->adds.v[k];
		const Node *d = ad->anchor < ta->n ? ed->mdecl[ad->anchor] : NULL;
		if (d == split && md_shared(d, ad->anchor) && ad->lines) {
			/* before the declaration or after it, as written */
			ad->anchor = ad->after ? d->last : d->first;
		}
	}
}

/* After all of a rule's matches: in each multi-declaration some of whose
 * declarators go, the commas left are those between kept declarators;
 * when none is kept the whole declaration goes. */
static void settle_multi_decls(const TokenArray *ta, Edits *ed)
{
	if (!ed->mdecl)
		return;
	size_t n0 = ed->pend.n;
	const Node *last = NULL;
	for (size_t x = 0; x < n0; x++) {
		const Node *d = ed->mdecl[ed->pend.v[x]];
		if (!d || d == last)
			continue;
		last = d;
		int kept = 0;
		for (uint32_t k = 1; k < d->n; k++)
			if (d->kid[k] && !ed->pending[d->kid[k]->first])
				kept++;
		for (uint32_t t = d->first; t <= d->last; t++) {
			int want;
			if (!kept) {
				want = 1;
			} else if (md_shared(d, t)) {
				want = 0;
			} else if (ta->v[t].kind == TK_COMMA) {
				/* a comma stays when the declarator just before it
				 * stays and so does a later one */
				int before = 0, after = 0;
				for (uint32_t k = 1; k < d->n; k++) {
					const Node *q = d->kid[k];
					if (!q)
						continue;
					if (q->last < t)
						before = !ed->pending[q->first];
					else if (q->first > t && !ed->pending[q->first])
						after = 1;
				}
				want = !(before && after);
			} else {
				continue;
			}
			if (want && !ed->pending[t]) {
				ed->pending[t] = 1;
				vec_push(&ed->pend, t);
			} else if (!want && ed->pending[t]) {
				ed->pending[t] = 0;
			}
		}
	}
	size_t w = 0;
	for (size_t x = 0; x < ed->pend.n; x++)
		if (ed->pending[ed->pend.v[x]])
			ed->pend.v[w++] = ed->pend.v[x];
	ed->pend.n = w;
}

static int u32_cmp(const void *a, const void *b);

/* Is token T part of a preprocessor directive's line? */
static int pp_line_tok(const Token *t)
{
	return (t->kind >= TK_PP_DEFINE && t->kind <= TK_PP_SKIPPED) || (t->flags & TF_IN_PP);
}

/* Mark in MAP the first token of every preprocessor line that is a node
 * of its own in N (a statement, declaration or list element); the other
 * directives stand inside some construct (`f(3\n#ifdef A\n+5\n#endif\n)`).
 * The parser keeps the tree's height bounded, so the recursion is. */
static void mark_pp_nodes(const Node *n, uint8_t *map)
{
	if (!n)
		return;
	if (n->kind == PP_COND || n->kind == PP_OTHER || n->kind == PP_DEFINE ||
	    n->kind == PP_INCLUDE) {
		map[n->first] = 1;
		return;
	}
	for (uint32_t k = 0; k < n->n; k++)
		mark_pp_nodes(n->kid[k], map);
}

/* Tokens the parser skipped (a macro the macro file erases, like
 * `__read_mostly`) between two removed tokens go with them: removing
 * `struct foo x = ...;` removes `x __read_mostly =`.  So do the lines of
 * directives that stand inside the removed construct (not those that are
 * statements or list elements of their own): removing `x = f(3 #ifdef A
 * +5 #endif);` removes the `#endif` after `+5` too.  TOUCHED is sorted;
 * the tokens added keep it sorted. */
static void fill_hidden_gaps(const TokenArray *ta, const Node *unit, Edits *ed)
{
	size_t n0 = ed->touched.n;
	uint8_t *pp_node = NULL;
	for (size_t x = 0; x + 1 < n0; x++) {
		uint32_t i = ed->touched.v[x], j = ed->touched.v[x + 1];
		if (j <= i + 1 || ed->tokdel[i] != 1 || ed->tokdel[j] != 1)
			continue;
		/* directives only between code outside directives: whole lines */
		int all_hidden = 1, pp = 0, in_pp = (ta->v[i].flags | ta->v[j].flags) & TF_IN_PP;
		for (uint32_t k = i + 1; k < j && all_hidden; k++) {
			const Token *t = &ta->v[k];
			if (ed->tokdel[k])
				all_hidden = 0;
			else if (pp_line_tok(t) && !in_pp)
				pp = 1;
			else
				all_hidden = (t->flags & (TF_HIDDEN | TF_EXPANDED)) != 0;
		}
		if (all_hidden && pp) {
			if (!pp_node) {
				pp_node = xcalloc(ta->n + 1, 1);
				mark_pp_nodes(unit, pp_node);
			}
			for (uint32_t k = i + 1; k < j && all_hidden; k++)
				all_hidden = !pp_node[k];
		}
		if (!all_hidden)
			continue;
		for (uint32_t k = i + 1; k < j; k++) {
			ed->tokdel[k] = 1;
			vec_push(&ed->touched, k);
		}
	}
	xfree(pp_node);
	if (ed->touched.n > n0)
		qsort(ed->touched.v, ed->touched.n, sizeof *ed->touched.v, u32_cmp);
}

static void add_add(Edits *ed, Add ad);

/* Code is added before the closing bracket at C token CLOSE of a list
 * whose pattern has a comma before that code: the last item of the
 * list, if it has no comma, gets one. */
static void comma_before_close(Edits *ed, const TokenArray *cta, uint32_t close, uint32_t pfirst)
{
	uint32_t b = close;
	while (b-- > 0 && (cta->v[b].flags & (TF_HIDDEN | TF_EXPANDED)))
		;
	if (b >= cta->n || ed->tokdel[b])
		return;
	int k = cta->v[b].kind;
	if (k == TK_COMMA || k == TK_LBRACE || k == TK_LPAREN || k == TK_LBRACK)
		return;
	Add cm;
	memset(&cm, 0, sizeof cm);
	cm.anchor = b;
	cm.after = 1;
	cm.text = ",";
	cm.pfirst = pfirst;
	cm.item_cf = 1;
	add_add(ed, cm);
}

/* Is C token I the first of its line (only blanks before it)? */
static int line_starts_at(const TokenArray *ta, uint32_t i)
{
	const char *s = ta->src->text;
	uint32_t p = ta->v[i].start;
	while (p > 0 && (s[p - 1] == ' ' || s[p - 1] == '\t'))
		p--;
	return p == 0 || s[p - 1] == '\n';
}

static void add_add(Edits *ed, Add ad)
{
	for (size_t i = 0; i < ed->adds.n; i++) {
		const Add *o = &ed->adds.v[i];
		if (o->anchor == ad.anchor && o->after == ad.after && o->lines == ad.lines &&
		    !ad.many && strcmp(o->text, ad.text) == 0)
			return;   /* the same code added twice at one place: once */
	}
	vec_push(&ed->adds, ad);
	ed->changed = 1;
}

/* ---- per-run state --------------------------------------------------------- */

typedef struct RuleState {
	int matched;                 /* in the current file */
	int ever;                    /* in an earlier file of the run (see dep_true) */
	VEC(const Env *) envs;       /* bindings exported to later rules */
} RuleState;

typedef struct Run {
	const Options *o;
	SmplFile *sp;
	RuleState *rs;
	Arena match_arena;           /* per file */
	int grouped;                 /* the files named on the command line are found */
	StrList group;               /* those files when there are several: one unit */
	const Rule *rule;            /* the rule being matched */
	Node **pat;                  /* per rule: its minus view parsed as code */
	Arena pat_arena;
	const Version *ver;          /* the file version being matched */
	char *display;               /* context mode: the text the diff shows */
	uint8_t *star_marks;         /* context mode: per token of star_ver, starred by
					some rule so far (display shows them all) */
	const Version *star_ver;
	int conflict;                /* a rule's matches changed the same code differently */
	size_t display_len;
	unsigned fresh_counter;      /* for fresh identifiers without a seed */
	unsigned fresh_seeded;       /* for fresh identifiers seeded by strings only */
	uint8_t *in_nest;            /* per token of the current rule: inside a nest */
	Output *out;
	int errors;
	VEC(struct MadeCode *) made; /* code made by scripts, for the current file */
	int script_failed;           /* a Python script failed: the run stops */
	uint8_t *never;              /* per rule: cannot run with these -D (dep_possible) */
	VEC(struct PosList *) poslists; /* the script rule being run: positions collected
					   into one value (collect_positions) */
} Run;

/* ---- constraints -------------------------------------------------------------- */

static int value_is(Arena *a, const Binding *b, const SmplValue *v)
{
	const char *t = binding_text(a, b);
	const char *s = v->text;
	/* compare ignoring white space */
	while (*t && *s) {
		while (*t == ' ' || *t == '\t' || *t == '\n')
			t++;
		while (*s == ' ' || *s == '\t' || *s == '\n')
			s++;
		if (*t != *s)
			return 0;
		if (*t) {
			t++;
			s++;
		}
	}
	while (*t == ' ' || *t == '\t' || *t == '\n')
		t++;
	while (*s == ' ' || *s == '\t' || *s == '\n')
		s++;
	return !*t && !*s;
}

static int regex_matches(const char *re, const char *subject)
{
#ifdef HAVE_PCRE2
	size_t n = strlen(re);
	if (n >= 2 && re[0] == '"' && re[n - 1] == '"') {
		re++;
		n -= 2;
	}
	/* the constraints' regexps, compiled once for the run (their texts
	 * live as long as the semantic patch) */
	static struct { const char *re; pcre2_code *code; pcre2_match_data *md; } cache[64];
	static unsigned next;
	const char *key = re;
	for (unsigned i = 0; i < 64; i++)
		if (cache[i].re == key && cache[i].code)
			return pcre2_match(cache[i].code, (PCRE2_SPTR)subject, strlen(subject), 0, 0,
					   cache[i].md, NULL) >= 0;
	int err;
	PCRE2_SIZE off;
	pcre2_code *code = pcre2_compile((PCRE2_SPTR)re, n, 0, &err, &off, NULL);
	if (!code)
		return 0;
	pcre2_match_data *md = pcre2_match_data_create_from_pattern(code, NULL);
	int rc = pcre2_match(code, (PCRE2_SPTR)subject, strlen(subject), 0, 0, md, NULL);
	unsigned slot = next++ % 64;
	if (cache[slot].code) {
		pcre2_match_data_free(cache[slot].md);
		pcre2_code_free(cache[slot].code);
	}
	cache[slot].re = key;
	cache[slot].code = code;
	cache[slot].md = md;
	return rc >= 0;
#else
	(void)re;
	(void)subject;
	return 1;
#endif
}

static const Rule *meta_owner(const Run *r, const Meta *m);
static int own_meta(const Rule *R, const Meta *m);
static const Ident *qualified_name(const Rule *q, const Meta *m);

/* The value in E of metavariable REF named in a constraint (q.x of a
 * rule the current one does not declare under its qualified name), or
 * NULL when it is not bound. */
static const Binding *constraint_value(Run *r, const Meta *ref, const Env *e)
{
	const Ident *nm = ref->name;
	if (r->rule && !own_meta(r->rule, ref)) {
		const Rule *q = meta_owner(r, ref);
		if (q)
			nm = qualified_name(q, ref);
	}
	return env_lookup(e, nm);
}

/* `x <= r.E` (or `<= {r.E, s.F}`): VAL is a subterm of one of the
 * values named; a value that is not bound does not constrain. */
static int subterm_constraint(Run *r, const Constraint *c, const Binding *val, const Env *e)
{
	int unbound = 0;
	for (uint32_t i = 0; i < c->nvals; i++) {
		const Meta *ref = c->vals[i].ref;
		if (!ref)
			continue;
		const Binding *o = constraint_value(r, ref, e);
		if (!o)
			unbound = 1;
		else if (binding_subterm(val, o))
			return 1;
	}
	return unbound || !c->nvals;
}

/* `type T = r.U *`: a value written as a type metavariable of another
 * rule followed by `*`.  spatch 1.1.1 accepts any pointer type for it,
 * whatever r.U is bound to. */
static int pointer_of_meta(const SmplValue *v)
{
	const char *s = v->text;
	if (v->ref || !s)
		return 0;
	int parts = 0;
	for (;;) {
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_'))
			return 0;
		while ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ||
		       *s == '_')
			s++;
		parts++;
		if (*s != '.')
			break;
		s++;
	}
	while (*s == ' ')
		s++;
	if (parts != 2 || *s != '*')
		return 0;
	while (*s == '*' || *s == ' ')
		s++;
	return !*s;
}

static int one_constraint(Run *r, const Constraint *c, const Binding *val, const Env *e)
{
	Arena *a = &r->match_arena;
	switch (c->kind) {
	case CK_EQ:
	case CK_NE: {
		int any = 0;
		for (uint32_t i = 0; i < c->nvals && !any; i++) {
			const SmplValue *v = &c->vals[i];
			if (pointer_of_meta(v)) {
				const char *s = binding_text(a, val);
				size_t n = s ? strlen(s) : 0;
				while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
					n--;
				any = n > 0 && s[n - 1] == '*';
			} else if (v->ref) {
				const Binding *o = constraint_value(r, v->ref, e);
				any = o && binding_equal(o, val);
			} else {
				any = value_is(a, val, v);
			}
		}
		return c->kind == CK_EQ ? any : !any;
	}
	case CK_SUBTERM:
		return subterm_constraint(r, c, val, e);
	case CK_REGEX:
	case CK_NOT_REGEX: {
		if (!c->nvals)
			return 1;
		int m = regex_matches(c->vals[0].text, binding_text(a, val));
		return c->kind == CK_REGEX ? m : !m;
	}
	default:
		return 1;
	}
}

/* Does the expression bound in VAL have one of the types written for M? */
/* Pointer levels written in a type: `*` and `[]` (arrays are pointers
 * to the type inference). */
static size_t count_stars(const char *t)
{
	size_t n = 0;
	for (; *t; t++)
		n += *t == '*' || (*t == '[' && t[1] == ']');
	return n;
}

/* Two types the same but for const and volatile? */
static int same_type_noqual(const char *a, const char *b)
{
	for (;;) {
		while (*a == ' ')
			a++;
		while (*b == ' ')
			b++;
		if (!strncmp(a, "const", 5) && (a[5] == ' ' || a[5] == '*' || !a[5])) {
			a += 5;
			continue;
		}
		if (!strncmp(b, "const", 5) && (b[5] == ' ' || b[5] == '*' || !b[5])) {
			b += 5;
			continue;
		}
		if (!strncmp(a, "volatile", 8) && (a[8] == ' ' || a[8] == '*' || !a[8])) {
			a += 8;
			continue;
		}
		if (!strncmp(b, "volatile", 8) && (b[8] == ' ' || b[8] == '*' || !b[8])) {
			b += 8;
			continue;
		}
		if (!*a || !*b)
			return !*a && !*b;
		if (*a != *b)
			return 0;
		a++;
		b++;
	}
}

static CTypes *version_types(Run *r)
{
	Version *v = (Version *)r->ver;
	if (!v->types)
		v->types = ctypes_build(&v->arena, v->unit, &v->ta);
	if (!v->has_headers) {
		v->has_headers = 1;
		cinclude_add_types(v->types, r->o, run_macros, v->src->path, &v->ta);
	}
	return v->types;
}

static int meta_ok(void *hook, const Meta *m, const Binding *val, const Env *e);

/* The next word of a type string: a name or one punctuation character. */
static const char *type_word(const char *s, size_t *n)
{
	while (*s == ' ')
		s++;
	size_t k = 0;
	while (s[k] && (s[k] == '_' || (s[k] >= 'a' && s[k] <= 'z') || (s[k] >= 'A' && s[k] <= 'Z') ||
			(s[k] >= '0' && s[k] <= '9')))
		k++;
	if (!k && s[0])
		k = 1;
	*n = k;
	return s;
}

/* A type written with identifier metavariables of the rule (`struct str *`)
 * against the type TY: word by word, a metavariable standing for any name
 * that its value (when bound) or its constraints accept.  Returns -1 when
 * W names no identifier metavariable, else whether it matches. */
static int type_with_names(Run *r, const char *ty, const char *w, const Env *e)
{
	const Rule *R = r->rule;
	int has_meta = 0;
	while (*w || *ty) {
		size_t nw, nt;
		const char *pw = type_word(w, &nw), *pt = type_word(ty, &nt);
		if (!nw || !nt)
			return has_meta ? (!nw && !nt) : -1;
		const Meta *im = NULL;
		for (uint32_t k = 0; k < R->nmetas && !im; k++) {
			const Meta *m = R->metas[k];
			if (meta_category(m->kind) == MC_IDENT && m->name->len == nw &&
			    memcmp(m->name->name, pw, nw) == 0)
				im = m;
		}
		if (im) {
			has_meta = 1;
			char *word = arena_strndup(&r->match_arena, pt, nt);
			Binding v = {0};
			v.kind = BV_TEXT;
			v.text = word;
			const Binding *b = env_lookup(e, im->name);
			if (b ? !binding_equal(b, &v) : !meta_ok(r, im, &v, e))
				return 0;
		} else if (nw != nt || memcmp(pw, pt, nw) != 0) {
			if (!has_meta) {
				/* no metavariable seen yet: look on for one */
				const char *rest = pw + nw;
				int later = 0;
				while (*rest && !later) {
					size_t n2;
					const char *p2 = type_word(rest, &n2);
					if (!n2)
						break;
					for (uint32_t k = 0; k < R->nmetas && !later; k++) {
						const Meta *m = R->metas[k];
						later = meta_category(m->kind) == MC_IDENT &&
							m->name->len == n2 && memcmp(m->name->name, p2, n2) == 0;
					}
					rest = p2 + n2;
				}
				return later ? 0 : -1;
			}
			return 0;
		}
		w = pw + nw;
		ty = pt + nt;
	}
	return has_meta ? 1 : -1;
}

/* `r.T *E`: T belongs to earlier rule r (and is not bound here): is
 * BASE one of the values r gave T (0 when r gave it none)?  -1 when T
 * is the current rule's. */
static int earlier_type_ok(Run *r, const Meta *tm, const char *base)
{
	for (uint32_t q = 0; q < r->sp->nrules; q++) {
		const Rule *Q = r->sp->rules[q];
		if (Q == r->rule)
			continue;
		int owns = 0;
		for (uint32_t k = 0; k < Q->nmetas && !owns; k++)
			owns = Q->metas[k] == tm;
		if (!owns)
			continue;
		const RuleState *qs = &r->rs[Q->index];
		int seen = 0;
		for (size_t k = 0; k < qs->envs.n; k++) {
			const Binding *b = env_lookup(qs->envs.v[k], tm->name);
			seen |= b != NULL;
			if (b && same_type_noqual(ctypes_resolve(version_types(r),
								 binding_text(&r->match_arena, b)),
						  ctypes_resolve(version_types(r), base)))
				return 1;
		}
		return 0;   /* r gave T no value (or not this one) */
	}
	return -1;
}

/* Two types the same, qualifiers included (typedef names unfolded)? */
static int same_type_exact(Run *r, const char *a, const char *b)
{
	CTypes *t = version_types(r);
	return a && b && strcmp(ctypes_resolve(t, a), ctypes_resolve(t, b)) == 0;
}

/* Does BASE (the type of a bound expression, stripped of what the
 * written type WRITTEN adds around T) agree with T's value TB?  With
 * pointer levels written, qualifiers do not count. */
static int type_value_ok(Run *r, const Binding *tb, const char *base, const char *written)
{
	const char *tv = binding_text(&r->match_arena, tb);
	if (count_stars(written))
		return same_type_noqual(ctypes_resolve(version_types(r), tv),
					ctypes_resolve(version_types(r), base));
	return same_type_exact(r, tv, base);
}

/* Does the expression bound in VAL have one of the types written for M?
 * For `T **E` (T a type metavariable) the pointer levels must be there,
 * and the rest must be T's value when T is bound already.  The type of
 * the expression must be known. */
static int type_ok(Run *r, const SmplMeta *sm, const Binding *val, const Env *e)
{
	if (val->kind != BV_NODE || !val->node)
		return 0;
	const char *ty = ctypes_of(version_types(r), val->node);
	if (!ty)
		return 0;
	for (uint32_t i = 0; i < sm->ntypes; i++) {
		if (sm->type_metas && sm->type_metas[i]) {
			const char *base = ctypes_peel_written(version_types(r), ty, sm->types[i]);
			if (!base)
				continue;
			const Binding *tb = env_lookup(e, sm->type_metas[i]->name);
			if (!tb) {
				int v = earlier_type_ok(r, sm->type_metas[i], base);
				if (v > 0)
					return 1;
				if (v == 0 || sm->type_metas[i]->rule)
					continue;   /* its rule gave T no such value */
				return 1;
			}
			if (type_value_ok(r, tb, base, sm->types[i]))
				return 1;
			continue;
		}
		const char *w = ctypes_norm(&r->match_arena, sm->types[i]);
		if (ctypes_match_in(version_types(r), ty, w))
			return 1;
		if (type_with_names(r, ty, w, e) == 1)
			return 1;
	}
	return 0;
}

/* Binding type metavariable M to VAL: the typed metavariables of the
 * rule already bound with `M *...` must agree. */
static int type_meta_ok(Run *r, const Meta *m, const Binding *val, const Env *e)
{
	const Rule *R = r->rule;
	for (uint32_t k = 0; k < R->nmetas; k++) {
		const SmplMeta *xs = smpl_meta(R->metas[k]);
		if (!xs || !xs->type_metas || xs->ntypes != 1 || xs->type_metas[0] != m)
			continue;
		const Binding *xb = env_lookup(e, R->metas[k]->name);
		if (!xb || xb->kind != BV_NODE || !xb->node)
			continue;
		const char *ty = ctypes_of(version_types(r), xb->node);
		const char *base = ctypes_peel_written(version_types(r), ty, xs->types[0]);
		if (!base || !type_value_ok(r, val, base, xs->types[0]))
			return 0;
	}
	return 1;
}

/* The canonical spelling of type TY: typedef names unfolded, so that
 * a type written two ways gives a type metavariable one value. */
static const Ident *type_canon(Run *r, const char *ty)
{
	const char *c = ty ? ctypes_resolve(version_types(r), ty) : NULL;
	return c ? intern(c, strlen(c)) : NULL;
}

/* MatchCtx.bind_more: a typed expression `T *E` bound to code of a
 * known type binds T (when it is the rule's own and not bound yet) to
 * the rest of that type, so that T written elsewhere must be the same
 * type and T in added code prints it. */
static const Env *bind_type_of(void *hook, const Meta *m, const Binding *val, const Env *e)
{
	Run *r = hook;
	const SmplMeta *sm = smpl_meta(m);
	if (!sm || sm->ntypes != 1 || !sm->type_metas || !sm->type_metas[0] ||
	    val->kind != BV_NODE || !val->node)
		return e;
	const Meta *tm = sm->type_metas[0];
	if (tm->rule || env_lookup(e, tm->name))
		return e;
	const char *ty = ctypes_of(version_types(r), val->node);
	const char *base = ctypes_peel_written(version_types(r), ty, sm->types[0]);
	if (!base)
		return e;
	Binding v = {0};
	v.kind = BV_TEXT;
	v.text = arena_strdup(&r->match_arena, base);
	v.canon = type_canon(r, base);
	return env_bind(&r->match_arena, e, tm->name, &v);
}

/* WRITTEN (a typed metavariable's type) with STARS more `*`, in A. */
static const char *add_stars(Arena *a, const char *written, int stars)
{
	size_t n = strlen(written);
	char *w = arena_alloc(a, n + 2 * (size_t)stars + 1);
	memcpy(w, written, n);
	for (int i = 0; i < stars; i++) {
		w[n++] = ' ';
		w[n++] = '*';
	}
	w[n] = 0;
	return w;
}

/* MatchCtx.type_is: the isomorphisms driven by types (fld_to_ptr,
 * sizeof_type_expr, mkinit) ask whether code has a pattern
 * metavariable's type. */
static int iso_type_is(void *hook, const Meta *m, int stars, const Node *c, const Env *e)
{
	Run *r = hook;
	CTypes *t = version_types(r);
	const char *ty;
	if (ast_is_expr(c->kind)) {
		ty = ctypes_of(t, c);
	} else {
		Binding v = {0};
		v.kind = BV_NODE;
		v.node = c;
		v.ta = &r->ver->ta;
		v.first = c->first;
		v.last = c->last;
		ty = ctypes_norm(&r->match_arena, binding_text(&r->match_arena, &v));
	}
	if (!ty || !*ty)
		return 0;
	if (meta_category(m->kind) == MC_TYPE) {
		const char *base = ctypes_peel_written(t, ty, add_stars(&r->match_arena, "T", stars));
		if (!base)
			return 0;
		const Binding *tb = env_lookup(e, m->name);
		return !tb || same_type_noqual(ctypes_resolve(t, binding_text(&r->match_arena, tb)),
					       ctypes_resolve(t, base));
	}
	const SmplMeta *sm = smpl_meta(m);
	for (uint32_t i = 0; sm && i < sm->ntypes; i++) {
		const char *w = add_stars(&r->match_arena, sm->types[i], stars);
		if (sm->type_metas && sm->type_metas[i]) {
			const char *base = ctypes_peel_written(t, ty, w);
			if (!base)
				continue;
			const Binding *tb = env_lookup(e, sm->type_metas[i]->name);
			if (!tb || type_value_ok(r, tb, base, w))
				return 1;
			continue;
		}
		if (ctypes_match_in(t, ty, ctypes_norm(&r->match_arena, w)))
			return 1;
	}
	return 0;
}

static int script_constraint_ok(Run *r, const Constraint *c, const Meta *m, const Binding *val,
				const Env *e);

static int meta_ok(void *hook, const Meta *m, const Binding *val, const Env *e)
{
	Run *r = hook;
	const SmplMeta *sm = smpl_meta(m);
	if (!sm)
		return 1;
	if (sm->ntypes && !type_ok(r, sm, val, e))
		return 0;
	if (meta_category(m->kind) == MC_TYPE && !type_meta_ok(r, m, val, e))
		return 0;
	if ((sm->flags & (SM_LOCAL | SM_GLOBAL)) && val->kind == BV_NODE && val->node &&
	    val->node->kind == E_IDENT) {
		int local = ctypes_is_local(version_types(r), val->node);
		if ((sm->flags & SM_LOCAL) ? !local : local)
			return 0;
	}
	int ok = 1, pending_or = 0;
	for (const Constraint *c = sm->constraints; c; c = c->next) {
		int v = c->kind == CK_SCRIPT ? script_constraint_ok(r, c, m, val, e)
					     : one_constraint(r, c, val, e);
		if (pending_or)
			ok = ok || v;
		else
			ok = ok && v;
		pending_or = c->or_next;
	}
	return ok;
}

/* ---- finding matches --------------------------------------------------------- */

/* list[n]: a number, a range {a ... b}, or a length metavariable
 * (not checked). */
static int len_ok(void *hook, const Meta *m, uint32_t n)
{
	(void)hook;
	const SmplMeta *sm = smpl_meta(m);
	if (!sm)
		return 1;
	if (sm->len.kind == 1)
		return (long)n == sm->len.num;
	if (sm->len.range) {
		const char *p = sm->len.range;
		while (*p && (*p < '0' || *p > '9'))
			p++;
		char *end;
		long lo = strtol(p, &end, 10);
		if (end == p)
			return 1;
		p = end;
		while (*p && (*p < '0' || *p > '9'))
			p++;
		long hi = *p ? strtol(p, &end, 10) : lo;
		return (long)n >= lo && (long)n <= hi;
	}
	return 1;
}

/* list[n] with a length metavariable n: the list's length binds n (a
 * number, as text), or must equal the length n already has (from an
 * earlier list of the rule or an inherited `r.n`). */
static const Env *len_bind(void *hook, const Meta *m, uint32_t n, const Env *e)
{
	Run *r = hook;
	const SmplMeta *sm = smpl_meta(m);
	if (!sm || sm->len.kind != 2 || !sm->len.meta)
		return e;
	const Meta *lm = sm->len.meta;
	if (lm->rule && !env_lookup(e, lm->name))
		return NULL;    /* inherited, but its rule left it unbound */
	char buf[16];
	snprintf(buf, sizeof buf, "%u", n);
	Binding v = {0};
	v.kind = BV_TEXT;
	v.text = arena_strdup(&r->match_arena, buf);
	v.first = 1;
	v.last = 0;
	return env_bind(&r->match_arena, e, lm->name, &v);
}

static void match_ctx(Run *r, MatchCtx *m)
{
	match_init(m, &r->match_arena, &r->rule->minus_view, &r->ver->ta);
	m->meta_ok = meta_ok;
	m->len_ok = len_ok;
	m->len_bind = len_bind;
	m->bind_more = bind_type_of;
	m->type_is = iso_type_is;
	m->hook = r;
	m->unit = r->ver->unit;
	const Rule *R = r->rule;
	for (uint32_t i = 0; i < R->disable.n; i++)
		m->iso_off |= match_iso_bit(R->disable.v[i]->name);
	for (size_t i = 0; i < r->o->disable_isos.n; i++)
		m->iso_off |= match_iso_bit(r->o->disable_isos.v[i]);
	m->isos = iso_for_rule(run_isos, R, r->o);
	if (m->isos)
		m->iso_off |= m->isos->covered;
}

/* Every block (S_BLOCK) of the tree, outermost first. */
static void collect_blocks(const Node *n, NodeVec *out, int depth)
{
	if (!n || depth > 5000)
		return;
	if (n->kind == S_BLOCK)
		vec_push(out, n);
	for (uint32_t i = 0; i < n->n; i++)
		collect_blocks(n->kid[i], out, depth + 1);
}

/* Every statement that is not an element of a block (bodies of if and
 * loops written without braces). */
static void collect_lone_stmts(const Node *n, NodeVec *out, int depth)
{
	if (!n || depth > 5000)
		return;
	for (uint32_t i = 0; i < n->n; i++) {
		const Node *k = n->kid[i];
		if (!k)
			continue;
		if (n->kind != S_BLOCK && ast_is_stmt(k->kind) &&
		    (k->kind != S_BLOCK || n->kind != D_FUNCDEF))
			vec_push(out, k);
		collect_lone_stmts(k, out, depth + 1);
	}
}

/* The nodes COLLECT finds in UNIT, found once per version and kept in
 * CACHE (*HAVE says it is filled). */
static const NodeVec *version_nodes(NodeVec *cache, int *have, const Node *unit,
				    void (*collect)(const Node *, NodeVec *, int))
{
	if (!*have) {
		collect(unit, cache, 0);
		*have = 1;
	}
	return cache;
}

/* The bodies of the function definitions of UNIT: a block pattern
 * matches them as well as the blocks inside them. */
static void collect_bodies(const Node *unit, NodeVec *out)
{
	for (uint32_t i = 0; i < unit->n; i++) {
		const Node *k = unit->kid[i];
		if (k && k->kind == D_FUNCDEF && k->n > 3 && k->kid[3] && k->kid[3]->kind == S_BLOCK)
			vec_push(out, k->kid[3]);
	}
}

/* The elements of a rule body. */
static void body_elems(const Node *body, Node *const **v, uint32_t *n)
{
	static Node *one[1];
	if (body->kind == TOP_UNIT || (body->kind == S_BLOCK && body->first > body->last)) {
		*v = body->kid;
		*n = body->n;
	} else {
		one[0] = (Node *)body;
		*v = one;
		*n = 1;
	}
}

static int all_expr(Node *const *v, uint32_t n)
{
	if (n != 1)
		return 0;
	const Node *k = v[0];
	while (k && (k->kind == P_DISJ || k->kind == P_CONJ || k->kind == P_POS) && k->n)
		k = k->kid[0];
	if (!k)
		return 0;
	if (ast_is_expr(k->kind) || k->kind == T_TYPENAME || k->kind == T_SPECS ||
	    k->kind == I_LIST)    /* an initializer `{ .a = E, }`: found anywhere too */
		return 1;
	if (k->kind == P_META && k->aux) {
		MetaCategory c = meta_category(((const Meta *)k->aux)->kind);
		return c == MC_EXPR || c == MC_IDENT || c == MC_TYPE;
	}
	return 0;
}

static int all_toplevel(Node *const *v, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		const Node *k = v[i];
		while (k && (k->kind == P_DISJ || k->kind == P_POS) && k->n)
			k = k->kid[0];
		if (!k || !(k->kind == D_FUNCDEF || k->kind == PP_DEFINE || k->kind == PP_INCLUDE))
			return 0;
	}
	return n > 0;
}

/* The type metavariables of rule R that the typed expression
 * metavariables on pattern tokens FIRST..LAST bind (`T E;`: matching E
 * binds T), as names into NAMES (at most MAX). */
static uint32_t implied_type_metas(const Rule *R, uint32_t first, uint32_t last,
				   const Ident **names, uint32_t max)
{
	uint32_t n = 0;
	for (uint32_t i = first; i <= last && i < R->minus_view.n && n < max; i++) {
		const Meta *m = match_token_meta(&R->minus_view, i);
		const SmplMeta *sm = m ? smpl_meta(m) : NULL;
		if (sm && sm->ntypes == 1 && sm->type_metas && sm->type_metas[0] &&
		    !sm->type_metas[0]->rule)
			names[n++] = sm->type_metas[0]->name;
	}
	return n;
}

/* The metavariables of the added code anchored on pattern tokens
 * FIRST..LAST of the current rule, and the type metavariables that
 * matching those tokens binds. */
static uint32_t plus_uses(void *ctx, uint32_t first, uint32_t last, const Ident **names,
			  uint32_t max)
{
	Run *r = ctx;
	const Rule *R = r->rule;
	uint32_t n = 0;
	for (uint32_t f = 0; f < R->nfrags && n < max; f++) {
		const PlusFrag *pf = &R->frags[f];
		if (pf->anchor < first || pf->anchor > last)
			continue;
		for (uint32_t i = pf->first; i <= pf->last && i < R->toks.n && n < max; i++) {
			const Meta *m = match_token_meta(&R->toks, i);
			if (m)
				names[n++] = m->name;
		}
	}
	return n + implied_type_metas(R, first, last, names + n, max - n);
}

static S2cOpts s2c_opts(Run *r)
{
	S2cOpts so = {0};
	so.plus_uses = plus_uses;
	so.ctx = r;
	so.exists = r->rule->quantifier == Q_EXISTS ||
		    (r->rule->has_star && !r->rule->has_minus && !r->rule->has_plus);
	/* a runaway check stops with a warning: by default after ten
	 * million steps per function */
	so.max_steps = r->o->steps > 0 ? r->o->steps : 10000000;
	so.timeout = r->o->timeout;
	return so;
}

static void need_cfgs(Version *v)
{
	if (!v->has_cfgs) {
		cfg_build_unit(&v->cfgs, v->unit, &v->ta);
		v->has_cfgs = 1;
	}
}

/* A function definition pattern whose body has `...`: its header matches
 * structurally, its body along the control flow of the function. */
static void match_funcdefs(Run *r, MatchCtx *m, const Node *pf, const Env *seed, EnvList *out)
{
	Version *v = (Version *)r->ver;
	need_cfgs(v);
	const Node *pbody = pf->kid[3];
	Node ph = *pf;
	ph.n = 3;
	ph.last = pbody->first - 1;
	S2cOpts so = s2c_opts(r);
	for (size_t i = 0; i < v->cfgs.n; i++) {
		const Cfg *cfg = &v->cfgs.v[i];
		const Node *cf = cfg->func;
		if (!cf || cf->kind != D_FUNCDEF || cf->n < 4 || !cf->kid[3])
			continue;
		Node ch = *cf;
		ch.n = 3;
		ch.last = cf->kid[3]->first - 1;
		EnvList hs = {0};
		match_node(m, &ph, &ch, seed, &hs);
		for (size_t k = 0; k < hs.n; k++) {
			const Env *e = hs.v[k];
			e = env_map(m->a, e, pbody->first, pbody->first, cf->kid[3]->first, cf->kid[3]->first);
			e = env_map(m->a, e, pbody->last, pbody->last, cf->kid[3]->last, cf->kid[3]->last);
			if (s2c_match_body(m, cfg, pbody->kid, pbody->n, &so, e, out))
				diag(DIAG_WARNING, "%s: a function was not fully checked (step or time limit)",
				     v->src->path);
		}
	}
}

/* Does a `...` among the items say `when any`? */
static int any_when_any(Node *const *pv, uint32_t pn)
{
	for (uint32_t i = 0; i < pn; i++) {
		if (pv[i]->kind != P_DOTS)
			continue;
		for (uint32_t w = 0; w < pv[i]->n; w++)
			if (pv[i]->kid[w] && pv[i]->kid[w]->kind == P_WHEN &&
			    pv[i]->kid[w]->op == PW_ANY)
				return 1;
	}
	return 0;
}

/* Does block pattern B hold a `...` or a nest among its items? */
static int block_has_dots(const Node *b)
{
	for (uint32_t i = 0; i < b->n; i++)
		if (b->kid[i] && (b->kid[i]->kind == P_DOTS || b->kid[i]->kind == P_NEST))
			return 1;
	return 0;
}

/* All matches of the current rule in the current version, from SEED. */
static void find_matches(Run *r, const Env *seed, EnvList *out)
{
	const Node *body = r->pat[r->rule->index];
	const Node *unit = r->ver->unit;
	if (!body || !unit)
		return;
	MatchCtx m;
	match_ctx(r, &m);
	Node *const *pv;
	uint32_t pn;
	body_elems(body, &pv, &pn);
	if (pn == 0)
		return;
	if (all_expr(pv, pn)) {
		const Node *p = pv[0];
		/* a type pattern is matched as its specifiers */
		if (p->kind == T_TYPENAME && p->n && p->kid[0] && (p->n < 2 || !p->kid[1]))
			p = p->kid[0];
		match_anywhere(&m, p, unit, seed, out);
		return;
	}
	int top = all_toplevel(pv, pn);
	if (top && pn == 1 && pv[0]->kind == D_FUNCDEF && pv[0]->n > 3 && pv[0]->kid[3] &&
	    pv[0]->kid[3]->kind == S_BLOCK && s2c_body_applies(pv[0]->kid[3]->kid, pv[0]->kid[3]->n)) {
		match_funcdefs(r, &m, pv[0], seed, out);
		return;
	}
	if (!top && pn == 1 && s2c_if_block_applies(pv[0])) {
		/* `if (C) { ... S }`: its `...` along the control flow */
		Version *v = (Version *)r->ver;
		need_cfgs(v);
		S2cOpts so = s2c_opts(r);
		int st = s2c_match_if_block(&m, &v->cfgs, pv[0], &so, seed, out);
		if (st > 0)
			diag(DIAG_WARNING, "%s: a function was not fully checked (step or time limit)",
			     v->src->path);
		if (st >= 0)
			return;
	}
	if (!top && s2c_applies(pv, pn)) {
		/* a sequence with `...`: along the control flow of each function */
		Version *v = (Version *)r->ver;
		need_cfgs(v);
		S2cOpts so = s2c_opts(r);
		if (s2c_match(&m, &v->cfgs, pv, pn, &so, seed, out))
			diag(DIAG_WARNING, "%s: a function was not fully checked (step or time limit)",
			     v->src->path);
		return;
	}
	/* statements and declarations: every run of items of the file and,
	 * unless the pattern is made of toplevel definitions, of every block */
	NodeVec blocks = {0};
	int has_dots = 0;
	for (uint32_t i = 0; i < pn; i++)
		if (pv[i]->kind == P_DOTS || pv[i]->kind == P_NEST)
			has_dots = 1;
	/* `...` runs along code inside functions, never across definitions */
	if (top || !has_dots)
		vec_push(&blocks, unit);
	if (!top) {
		Version *v = (Version *)r->ver;   /* its caches */
		const NodeVec *all = version_nodes(&v->blocks, &v->have_blocks, unit, collect_blocks);
		for (size_t i = 0; i < all->n; i++)
			vec_push(&blocks, all->v[i]);
	}
	if (pn == 1 && pv[0]->kind == PP_INCLUDE && r->rule->nfrags) {
		/* code added next to an #include goes once: before the first
		 * matching one, or after the last one not under #if */
		int after = r->rule->frags[0].after;
		int depth = 0;
		const Env *pick = NULL;
		for (uint32_t s = 0; s < unit->n; s++) {
			const Node *k = unit->kid[s];
			if (!k)
				continue;
			if (k->kind == PP_COND) {
				if (k->op == TK_PP_IF || k->op == TK_PP_IFDEF || k->op == TK_PP_IFNDEF)
					depth++;
				else if (k->op == TK_PP_ENDIF && depth > 0)
					depth--;
				continue;
			}
			EnvList tmp = {0};
			match_node(&m, pv[0], k, seed, &tmp);
			if (!tmp.n)
				continue;
			if (!after) {
				pick = tmp.v[0];
				break;
			}
			if (depth == 0)
				pick = tmp.v[0];
		}
		if (pick)
			envlist_push(&r->match_arena, out, pick);
		vec_free(&blocks);
		return;
	}
	for (size_t b = 0; b < blocks.n; b++) {
		const Node *blk = blocks.v[b];
		for (uint32_t s = 0; s < blk->n; s++) {
			EnvList tmp = {0};
			uint32_t *ends = NULL;
			match_seq_prefix(&m, pv, pn, blk->kid, blk->n, s, seed, &tmp, &ends);
			/* the shortest run from each start: `...` stops at the first
			 * match; a nest or `...` ending the pattern runs to the end */
			int longest = pv[pn - 1]->kind == P_NEST || pv[pn - 1]->kind == P_DOTS;
			uint32_t best = longest ? 0 : UINT32_MAX;
			if (any_when_any(pv, pn))
				ends = NULL; /* `when any`: every end */
			for (size_t i = 0; i < tmp.n; i++)
				if (ends && (longest ? ends[i] > best : ends[i] < best))
					best = ends[i];
			for (size_t i = 0; i < tmp.n; i++)
				if (!ends || ends[i] == best)
					envlist_push(&r->match_arena, out, tmp.v[i]);
		}
	}
	vec_free(&blocks);
	if (pn == 1 && !top) {
		NodeVec lone = {0};
		Version *v = (Version *)r->ver;   /* its caches */
		const NodeVec *all = version_nodes(&v->lone, &v->have_lone, unit, collect_lone_stmts);
		for (size_t i = 0; i < all->n; i++)
			vec_push(&lone, all->v[i]);
		/* a function's body too: for `{ ... }`, and for a block
		 * pattern that keeps its braces (a function keeps its body's) */
		if (pv[0]->kind == S_BLOCK &&
		    (block_has_dots(pv[0]) ||
		     !(r->rule->minus_view.v[pv[0]->first].flags & TF_MINUS)))
			collect_bodies(unit, &lone);
		for (size_t i = 0; i < lone.n; i++)
			match_node(&m, pv[0], lone.v[i], seed, out);
		vec_free(&lone);
	}
	if (m.too_deep)
		diag(DIAG_WARNING, "%s: matching stopped: too deep or too long", r->ver->src->path);
}

/* ---- edits of one match ---------------------------------------------------- */

/* Pattern token -> C token range, built from an env's maps. */
typedef struct PMap {
	uint32_t *cf, *cl;
	uint32_t *nf, *nl;   /* the same from maps that are not anchor-only */
	uint32_t n;
} PMap;

/* Does E mark pattern token P as matched by another match of the same
 * result (a map with c_first UINT32_MAX, see smpl2ctl)? */
static int matched_elsewhere(const Env *e, uint32_t p)
{
	for (const TokMap *t = e->map; t; t = t->next)
		if (t->c_first == UINT32_MAX && t->p_first <= p && p <= t->p_last)
			return 1;
	return 0;
}

static void pmap_build(PMap *pm, Arena *a, uint32_t n, const Env *e)
{
	pm->n = n;
	pm->cf = arena_alloc(a, n * sizeof *pm->cf);
	pm->cl = arena_alloc(a, n * sizeof *pm->cl);
	pm->nf = arena_alloc(a, n * sizeof *pm->nf);
	pm->nl = arena_alloc(a, n * sizeof *pm->nl);
	uint32_t *w = arena_alloc(a, n * sizeof *w);
	uint32_t *nw = arena_alloc(a, n * sizeof *nw);
	for (uint32_t i = 0; i < n; i++) {
		pm->cf[i] = pm->nf[i] = 1;
		pm->cl[i] = pm->nl[i] = 0;
		w[i] = nw[i] = UINT32_MAX;
	}
	/* the narrowest pattern range that covers a token says where it went */
	for (const TokMap *t = e->map; t; t = t->next) {
		if (t->c_first == UINT32_MAX)
			continue;   /* matched by another match of the result */
		uint32_t width = t->p_last - t->p_first;
		for (uint32_t i = t->p_first; i <= t->p_last && i < n; i++) {
			if (!t->anchor_only && width < nw[i]) {
				nw[i] = width;
				pm->nf[i] = t->c_first;
				pm->nl[i] = t->c_last;
			}
			if (width >= w[i])
				continue;
			w[i] = width;
			pm->cf[i] = t->c_first;
			pm->cl[i] = t->c_last;
		}
	}
}

/* E plus the values of the rule's fresh identifiers (seed strings and
 * metavariables joined). */
static const char *script_fresh_name(Run *r, const SmplMeta *sm, const Env *e);

static const Env *with_fresh(Run *r, const Env *e)
{
	const Rule *R = r->rule;
	Arena *a = &r->match_arena;
	for (uint32_t i = 0; i < R->nmetas; i++) {
		const Meta *m = R->metas[i];
		const SmplMeta *sm = smpl_meta(m);
		if (m->kind != MK_FRESH_IDENTIFIER || env_lookup(e, m->name))
			continue;
		if (sm && sm->seed_code) {
			/* = script:python(args) { code }: the name the script gives */
			const char *name = script_fresh_name(r, sm, e);
			if (name) {
				Binding v = {0};
				v.kind = BV_TEXT;
				v.text = name;
				const Env *ne = env_bind(a, e, m->name, &v);
				if (ne)
					e = ne;
			}
			continue;
		}
		VEC(char) b = {0};
		int has_meta = 0;
		for (uint32_t k = 0; sm && k < sm->nseed; k++)
			has_meta |= sm->seed[k].meta != NULL || strchr(sm->seed[k].text, '.') != NULL;
		if (sm && sm->nseed) {
			for (uint32_t k = 0; k < sm->nseed; k++) {
				const SmplSeed *sd = &sm->seed[k];
				const char *txt = sd->text;
				size_t n = strlen(txt);
				if (sd->meta) {
					const Binding *v = env_lookup(e, sd->meta->name);
					const char *dot = strchr(sd->text, '.');
					if (!v && dot) {
						/* r.x named only in the seed: r's value */
						const Rule *q = smpl_find_rule(
							r->sp, intern(sd->text, (size_t)(dot - sd->text)));
						const Ident *nm = intern_cstr(dot + 1);
						const RuleState *qs = q ? &r->rs[q->index] : NULL;
						for (size_t k = 0; qs && k < qs->envs.n && !v; k++)
							v = env_lookup(qs->envs.v[k], nm);
					}
					txt = v ? binding_text(a, v) : "";
					n = strlen(txt);
				} else if (n >= 2 && txt[0] == '"') {
					txt++;
					n -= 2;
				}
				vec_grow(&b, n + 1);
				memcpy(b.v + b.n, txt, n);
				b.n += n;
			}
			if (!has_meta) {
				/* a seed of strings only: numbered, to stay fresh */
				char num[32];
				snprintf(num, sizeof num, "%u", r->fresh_seeded++);
				vec_grow(&b, strlen(num));
				memcpy(b.v + b.n, num, strlen(num));
				b.n += strlen(num);
			}
		} else {
			char num[32];
			snprintf(num, sizeof num, "%u", ++r->fresh_counter);
			size_t n = m->name->len;
			vec_grow(&b, n + strlen(num));
			memcpy(b.v + b.n, m->name->name, n);
			b.n += n;
			memcpy(b.v + b.n, num, strlen(num));
			b.n += strlen(num);
		}
		vec_push(&b, '\0');
		Binding v = {0};
		v.kind = BV_TEXT;
		v.text = arena_strdup(a, b.v);
		vec_free(&b);
		const Env *ne = env_bind(a, e, m->name, &v);
		if (ne)
			e = ne;
	}
	return e;
}

static int is_word_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_';
}

/* Mark in R the pattern tokens inside nests (their added code belongs
 * to the nest's occurrences). */
static void mark_nests(const Node *n, uint8_t *in, uint32_t ntok, int inside, int depth)
{
	if (!n || depth > 3000)
		return;
	if (inside && n->first <= n->last)
		for (uint32_t i = n->first; i <= n->last && i < ntok; i++)
			in[i] = 1;
	for (uint32_t i = 0; i < n->n; i++)
		mark_nests(n->kid[i], in, ntok, inside || (n->kind == P_NEST && i == 0), depth + 1);
}

/* Is C token TOK the closing brace of a function defined at toplevel
 * of UNIT? */
static int toplevel_funcdef_end(const Node *unit, uint32_t tok)
{
	if (!unit)
		return 0;
	for (uint32_t i = 0; i < unit->n; i++) {
		const Node *k = unit->kid[i];
		if (k && k->kind == D_FUNCDEF && k->last == tok)
			return 1;
	}
	return 0;
}

/* The number of `+` lines with nothing else on them just before
 * pattern token I. */
static size_t plus_blank_lines(const TokenArray *pta, uint32_t i)
{
	if (i == 0 || i >= pta->n)
		return 0;
	const char *s = pta->src->text;
	size_t from = pta->v[i - 1].end, to = pta->v[i].start, n = 0;
	size_t k = from;
	while (k < to && s[k] != '\n')
		k++;            /* the rest of the previous token's line */
	while (k < to) {
		size_t ls = k + 1, e = ls;
		while (e < to && s[e] != '\n')
			e++;
		if (e >= to)
			break;      /* the line of token I itself */
		size_t q = ls;
		while (q < e && (s[q] == ' ' || s[q] == '\t'))
			q++;
		if (q < e && s[q] == '+') {
			q++;
			while (q < e && (s[q] == ' ' || s[q] == '\t'))
				q++;
			if (q == e)
				n++;
		}
		k = e;
	}
	return n;
}

/* The innermost statement (not a block) of pattern N holding token TOK
 * below N itself, or NULL. */
static const Node *innermost_stmt(const Node *n, uint32_t tok, int depth)
{
	if (!n || depth > 3000 || n->first > n->last || tok < n->first || tok > n->last)
		return NULL;
	for (uint32_t i = 0; i < n->n; i++) {
		const Node *r = innermost_stmt(n->kid[i], tok, depth + 1);
		if (r)
			return r;
	}
	return depth > 0 && ast_is_stmt(n->kind) && n->kind != S_BLOCK ? n : NULL;
}

/* Does pattern token I stand for a closing brace it is not (the `}` of
 * a function body that an implicit `return;` matched): only placed
 * there, with no code of its own? */
static int stands_for_brace(const TokenArray *pta, const TokenArray *cta, const PMap *pm,
			    uint32_t i)
{
	return i < pm->n && pm->nf[i] > pm->nl[i] && pm->cf[i] == pm->cl[i] &&
	       pm->cf[i] < cta->n && cta->v[pm->cf[i]].kind == TK_RBRACE &&
	       pta->v[i].kind != TK_RBRACE;
}

/* Does added TEXT start with a binary operator or an assignment that
 * follows code ending with character C (an operand's end): `x` then
 * `= 0` is `x = 0`, as spatch spaces them.  `->`, `++`, `--` do not
 * count. */
static int opens_binary_after(char c, const char *text)
{
	if (!(is_word_char(c) || c == ')' || c == ']'))
		return 0;
	char t0 = text[0], t1 = t0 ? text[1] : 0;
	if (!strchr("=+-*/%<>&|^?", t0) || !t0)
		return 0;
	if ((t0 == '-' && t1 == '>') || ((t0 == '+' || t0 == '-') && t1 == t0))
		return 0;
	return 1;
}

static void edits_of_match(Run *r, const Env *e, Edits *ed, const char *unit, int inner)
{
	const Rule *R = r->rule;
	if (!r->in_nest) {
		r->in_nest = arena_alloc(&r->match_arena, R->toks.n + 1);
		mark_nests(r->pat[R->index], r->in_nest, (uint32_t)R->toks.n, 0, 0);
	}
	const TokenArray *pta = &R->toks;
	const TokenArray *cta = &r->ver->ta;
	Arena *a = &r->match_arena;
	PMap pm;
	pmap_build(&pm, a, (uint32_t)pta->n, e);

	/* removed and starred tokens */
	for (const TokMap *t = e->map; t; t = t->next) {
		if (t->c_first > t->c_last || t->anchor_only)
			continue;
		/* a map is removed (starred) when all its pattern tokens are:
		 * a nest or `...` that holds a starred line is not starred */
		int minus = 1, star = 1, any = 0;
		for (uint32_t i = t->p_first; i <= t->p_last && i < pta->n; i++) {
			uint16_t f = pta->v[i].flags;
			if (f & TF_PLUS)
				continue;
			any = 1;
			if (!(f & TF_MINUS))
				minus = 0;
			if (!(f & TF_STAR))
				star = 0;
		}
		if (!any || !(minus || star))
			continue;
		for (uint32_t c = t->c_first; c <= t->c_last && c < cta->n; c++)
			if (cta->v[c].kind != TK_EOF) {
				if (!ed->tokdel[c])
					vec_push(&ed->touched, c);
				ed->tokdel[c] = star ? 2 : 1;
			}
		ed->changed = 1;
	}

	/* added code */
	for (uint32_t f = 0; f < R->nfrags; f++) {
		const PlusFrag *pf = &R->frags[f];
		if (pf->anchor >= pm.n)
			continue;
		if (!inner && r->in_nest[pf->anchor])
			continue;   /* added by the nest's occurrences */
		if (inner && !r->in_nest[pf->anchor])
			continue;   /* added by the whole match, not each occurrence */
		uint32_t anchor = pf->anchor;
		int after = pf->after;
		uint32_t cf = pm.cf[anchor], cl = pm.cl[anchor];
		/* an anchor-only map widens the item for code added before its
		 * first token or after its last; code added on the other side
		 * of the token goes next to the token itself */
		if (pm.nf[anchor] <= pm.nl[anchor] &&
		    (after ? cl < pm.nl[anchor] : cf > pm.nf[anchor])) {
			cf = pm.nf[anchor];
			cl = pm.nl[anchor];
		}
		int dots = pta->v[anchor].kind == TK_ELLIPSIS;
		int comma_item = 0;
		if (after && (cf > cl || cl >= cta->n) && pta->v[anchor].kind == TK_COMMA &&
		    !(pta->v[anchor].flags & TF_MINUS)) {
			/* `b,` + code, where the code's last item b has no comma:
			 * the comma comes with the code, after b */
			uint32_t b = anchor;
			while (b-- > 0 && (pta->v[b].flags & TF_PLUS))
				;
			if (b < pm.n && pm.cf[b] <= pm.cl[b] && pm.cl[b] < cta->n &&
			    pta->v[b].kind != TK_ELLIPSIS && !ed->tokdel[pm.cl[b]]) {
				anchor = b;
				cf = pm.cf[b];
				cl = pm.cl[b];
				comma_item = 1;
			}
		}
		if (!dots && cf > cl && matched_elsewhere(e, anchor))
			continue;   /* added by the match that found its item */
		if (dots || cf > cl || cl >= cta->n) {
			/* code added next to `...` (or to code that matched
			 * nothing) goes next to the code on the frag's other side */
			uint32_t k = UINT32_MAX;
			if (after) {
				for (uint32_t i = pf->last + 1; i < pta->n; i++)
					if (!(pta->v[i].flags & TF_PLUS) && pta->v[i].kind != TK_EOF) {
						k = i;
						break;
					}
			} else {
				for (uint32_t i = pf->first; i-- > 0;)
					if (!(pta->v[i].flags & TF_PLUS)) {
						k = i;
						break;
					}
			}
			if (k < pm.n && pm.cf[k] <= pm.cl[k] && pm.cl[k] < cta->n &&
			    pta->v[k].kind != TK_ELLIPSIS && pta->v[k].kind < TK_DOTS_OPEN_NEST) {
				if (after && pta->v[anchor].kind == TK_COMMA &&
				    !(pta->v[anchor].flags & TF_MINUS) &&
				    (pta->v[k].kind == TK_RBRACE || pta->v[k].kind == TK_RPAREN))
					/* `...,` + code before the list's end, where the
					 * code's last item has no comma: it gets one */
					comma_before_close(ed, cta, pm.cf[k], pf->first);
				anchor = k;
				after = !after;
				cf = pm.cf[k];
				cl = pm.cl[k];
			} else if (after && !dots && pta->v[anchor].kind == TK_COMMA) {
				/* `E,` + code, where the code has no comma after E
				 * (the last item of a list): after E's code */
				uint32_t b = anchor;
				while (b-- > 0 && (pta->v[b].flags & TF_PLUS))
					;
				if (b < pm.n && pm.cf[b] <= pm.cl[b] && pm.cl[b] < cta->n) {
					anchor = b;
					cf = pm.cf[b];
					cl = pm.cl[b];
				}
			}
		}
		if (cf > cl || cl >= cta->n)
			continue;
		if (after && stands_for_brace(pta, cta, &pm, anchor))
			after = 0;   /* code after an implicit `return;` goes before the `}` */
		Add ad;
		ad.many = (pta->v[pf->first].flags & TF_PLUS_MANY) != 0;
		ad.lines = pretty_is_lines(pta, pf->first, pf->last);
		ad.after = after;
		ad.anchor = after ? cl : cf;
		ad.item_cf = 1;
		ad.item_cl = 0;
		{
			Node *const *iv;
			uint32_t in;
			body_elems(r->pat[R->index], &iv, &in);
			for (uint32_t k = 0; k < in; k++) {
				const Node *it = iv[k];
				if (anchor < it->first || anchor > it->last || it->last >= pm.n)
					continue;
				ad.item_cf = pm.cf[it->first];
				ad.item_cl = pm.cl[it->last];
				/* the statement of the pattern around the anchor,
				 * when the item is a larger one (a function) */
				const Node *st = innermost_stmt(it, anchor, 0);
				if (st && st != it && st->last < pm.n &&
				    pm.cf[st->first] <= pm.cl[st->last] && pm.cl[st->last] < cta->n &&
				    pm.nf[st->first] <= pm.nl[st->first]) {
					ad.item_cf = pm.cf[st->first];
					ad.item_cl = pm.cl[st->last];
				}
			}
		}
		if (comma_item) {
			/* the item's comma; the code on a line of its own when
			 * the item starts its line */
			Add cm = ad;
			cm.lines = 0;
			cm.text = ",";
			cm.pfirst = pf->first;
			add_add(ed, cm);
			uint32_t f = ad.item_cf <= ad.item_cl ? ad.item_cf : cf;
			ad.lines = ad.lines || line_starts_at(cta, f);
		}
		ad.text = pretty_plus(a, pta, pf->first, pf->last, e, ad.lines, "", unit);
		ad.pfirst = pf->first;
		ad.brace_balance = 0;
		for (uint32_t k = pf->first; k <= pf->last && k < pta->n; k++)
			ad.brace_balance += (pta->v[k].kind == TK_LBRACE) - (pta->v[k].kind == TK_RBRACE);
		ad.rest = NULL;
		if (ad.lines && ad.brace_balance > 0 && pf->first < pf->last &&
		    pta->v[pf->first].kind == TK_LBRACE)
			ad.rest = pretty_plus(a, pta, pf->first + 1, pf->last, e, 1, "", unit);
		if (ad.lines && after && ad.text[0] && pta->v[pf->last].kind == TK_RBRACE &&
		    toplevel_funcdef_end(r->ver->unit, ad.anchor)) {
			/* a function added after a function: a blank line between them,
			 * and one more per empty `+` line written before it */
			size_t blank = 1 + plus_blank_lines(pta, pf->first);
			size_t n = strlen(ad.text);
			char *x = arena_alloc(a, n + blank + 1);
			memset(x, '\n', blank);
			memcpy(x + blank, ad.text, n + 1);
			ad.text = x;
		}
		if (!ad.lines && ad.text[0] && !ed->tokdel[ad.anchor]) {
			/* words must not run together with the code beside them */
			const Token *at = &cta->v[ad.anchor];
			const char *ct = r->ver->src->text;
			size_t n = strlen(ad.text);
			if (after && at->end > at->start &&
			    ((is_word_char(ct[at->end - 1]) && is_word_char(ad.text[0])) ||
			     opens_binary_after(ct[at->end - 1], ad.text))) {
				char *x = arena_alloc(a, n + 2);
				x[0] = ' ';
				memcpy(x + 1, ad.text, n + 1);
				ad.text = x;
			} else if (!after && at->end > at->start && is_word_char(ct[at->start]) &&
				   is_word_char(ad.text[n - 1])) {
				char *x = arena_alloc(a, n + 2);
				memcpy(x, ad.text, n);
				x[n] = ' ';
				x[n + 1] = 0;
				ad.text = x;
			} else if (!after && ad.text[n - 1] == ',') {
				char *x = arena_alloc(a, n + 2);
				memcpy(x, ad.text, n);
				x[n] = ' ';
				x[n + 1] = 0;
				ad.text = x;
			}
		}
		add_add(ed, ad);
	}
}

/* The edits of E and of the matches inside it (nest occurrences), each
 * with its own bindings. */
static void edits_with_subs(Run *r, const Env *e, Edits *ed, const char *unit, int depth)
{
	if (getenv("LADYBUG_DEBUG_MATCH")) {
		int nm = 0, ns = 0;
		for (const TokMap *t = e->map; t; t = t->next)
			nm++;
		for (const SubEnv *s = e->subs; s; s = s->next)
			ns++;
		fprintf(stderr, "match: depth %d, %u bindings, %d maps, %d inner\n", depth,
			(unsigned)e->nb, nm, ns);
		env_print(stderr, e);
	}
	edits_of_match(r, e, ed, unit, depth > 0);
	if (depth > 100)
		return;
	for (const SubEnv *s = e->subs; s; s = s->next)
		edits_with_subs(r, with_fresh(r, s->e), ed, unit, depth + 1);
}

typedef VEC(uint64_t) RangeVec;

/* The token ranges of the statements that are the whole body of an if,
 * else or loop (not a block), sorted. */
static void lone_bodies(const Node *n, RangeVec *out, int depth)
{
	if (!n || depth > 5000)
		return;
	int body_from = -1;
	switch (n->kind) {
	case S_IF: body_from = 1; break;
	case S_WHILE: case S_SWITCH: body_from = 1; break;
	case S_DO: body_from = 0; break;
	case S_FOR: body_from = 3; break;
	case S_ITERATOR: body_from = 1; break;
	}
	for (uint32_t i = 0; i < n->n; i++) {
		const Node *k = n->kid[i];
		if (!k)
			continue;
		int is_body = body_from >= 0 && (int)i >= body_from &&
			      (n->kind != S_DO || i == 0) && ast_is_stmt(k->kind) && k->kind != S_BLOCK;
		if (is_body)
			vec_push(out, ((uint64_t)k->first << 32) | k->last);
		lone_bodies(k, out, depth + 1);
	}
}

static int u64_cmp(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return (x > y) - (x < y);
}

/* Lines AD added before a lone body of an if or loop that open a block
 * around it (`+ {` ... `+ }`): the `{` goes at the end of the header's
 * line, the rest on lines before the body, as spatch does.  Returns 1
 * when so issued, 0 when AD is no such addition. */
static int opens_lone_body(EditSet *es, const TokenArray *ta, const RangeVec *bodies,
			   const Add *ad, const EditOrigin *why)
{
	for (size_t b = 0; b < bodies->n; b++) {
		uint32_t bf = (uint32_t)(bodies->v[b] >> 32);
		if (bf == 0)
			continue;
		uint32_t h = bf - 1;
		while (h > 0 && (ta->v[h].flags & (TF_HIDDEN | TF_EXPANDED)))
			h--;
		if (ad->after ? ad->anchor != h : ad->anchor != bf)
			continue;
		edit_insert(es, h, EDIT_AFTER, EDIT_INLINE, " {", 2, why);
		if (*ad->rest)
			edit_insert_keyed(es, bf, EDIT_BEFORE, EDIT_LINES, ad->rest, strlen(ad->rest), why,
					  ((uint64_t)ad->item_cf << 32) | ad->item_cl);
		return 1;
	}
	return 0;
}

static int is_lone_body(const RangeVec *rv, uint32_t first, uint32_t last)
{
	uint64_t key = ((uint64_t)first << 32) | last;
	return rv->n && bsearch(&key, rv->v, rv->n, sizeof key, u64_cmp) != NULL;
}

/* Hand the edits of a rule to the edit module; return the new text (in
 * the arena of the edit set) and its length. */
static int u32_cmp(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	return (x > y) - (x < y);
}

/* The toplevel item of UNIT that holds token I, or NULL. */
static const Node *toplevel_holding(const Node *unit, uint32_t i)
{
	if (!unit)
		return NULL;
	uint32_t lo = 0, hi = unit->n;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		const Node *k = unit->kid[mid];
		if (!k || k->last < i)
			lo = mid + 1;
		else
			hi = mid;
	}
	const Node *k = lo < unit->n ? unit->kid[lo] : NULL;
	return k && k->first <= i && i <= k->last ? k : NULL;
}

/* The toplevel item of UNIT that starts at token I, or NULL. */
static const Node *toplevel_at(const Node *unit, uint32_t i)
{
	const Node *k = toplevel_holding(unit, i);
	return k && k->first == i ? k : NULL;
}

/* ---- prototypes follow their function's header ------------------------ */

/* As spatch's `prototypes' isomorphism: when a match changes the header
 * of a function definition (its return type, name or parameters), the
 * prototypes of that function in the same file change the same way.
 * The header of the definition and that of a prototype are paired token
 * by token (HeaderPair), and what the match removes or adds in the first
 * is removed or added at the paired tokens of the second. */

/* The declarator that attributes (`f(int a) __attribute__((x))`) go
 * with, or NULL. */
static const Node *declarator_under_attrs(const Node *d)
{
	for (uint32_t i = 0; i < d->n; i++)
		if (d->kid[i] && d->kid[i]->kind != T_ATTRS)
			return d->kid[i];
	return NULL;
}

/* The last token of a function declarator (the `)` of its parameters)
 * and its name token, for a declarator of the form NAME(...) under
 * pointers; 0 if it is not one. */
static int func_declarator(const Node *d, uint32_t *name, uint32_t *end, int depth)
{
	while (d && depth++ < 100) {
		if (d->kind == DR_FUNC) {
			const Node *id = d->n ? d->kid[0] : NULL;
			if (!id || id->kind != DR_IDENT || !id->name)
				return 0;
			*name = id->first;
			*end = d->last;
			return 1;
		}
		if (d->kind == DR_POINTER)
			d = d->n > 1 ? d->kid[1] : NULL;
		else if (d->kind == DR_ATTR)
			d = declarator_under_attrs(d);
		else if (d->kind == D_INIT_DECLARATOR)
			d = d->n ? d->kid[0] : NULL;
		else
			return 0;
	}
	return 0;
}

static int is_word_tok(const Token *t)
{
	return t->kind == TK_IDENT || t->kind == TK_TYPEDEF_NAME;
}

static int skip_tok(const Token *t)
{
	return (t->flags & (TF_HIDDEN | TF_EXPANDED)) != 0;
}

static int storage_word(const Token *t)
{
	static const char *const words[] = {"static", "extern", "inline", "__inline", "__inline__"};
	if (!t->id)
		return 0;
	for (size_t i = 0; i < sizeof words / sizeof *words; i++)
		if (strcmp(t->id->name, words[i]) == 0)
			return 1;
	return 0;
}

/* Pair the header tokens of definition D (FIRST..DEND, name DNAME) with
 * those of prototype P (PFIRST..PEND, name PNAME): MAP[t - FIRST] gets
 * the token of P for token t of D, or UINT32_MAX.  Type words before
 * the names pair from the name backwards as long as they agree;
 * parameters pair one by one, their tokens left to right, where names
 * may differ or be missing in P.  Returns 0 when the two do not fit. */
static int pair_header(const TokenArray *ta, uint32_t first, uint32_t dname, uint32_t dend,
		       uint32_t pfirst, uint32_t pname, uint32_t pend, uint32_t *map)
{
	for (uint32_t t = first; t <= dend; t++)
		map[t - first] = UINT32_MAX;
	map[dname - first] = pname;
	uint32_t i0 = dname, j0 = pname;
	while (i0 > first && j0 > pfirst) {
		uint32_t i = i0 - 1, j = j0 - 1;
		while (i > first && skip_tok(&ta->v[i]))
			i--;
		while (j > pfirst && skip_tok(&ta->v[j]))
			j--;
		if (!tokens_equal(ta, i, i, ta, j, j))
			break;
		map[i - first] = j;
		i0 = i;
		j0 = j;
	}
	/* what stays unpaired before the names may only be storage words */
	for (uint32_t i = first; i < i0; i++)
		if (!skip_tok(&ta->v[i]) && !storage_word(&ta->v[i]))
			return 0;
	for (uint32_t j = pfirst; j < j0; j++)
		if (!skip_tok(&ta->v[j]) && !storage_word(&ta->v[j]))
			return 0;
	uint32_t i = dname + 1, j = pname + 1;
	int depth = 0;
	while (i <= dend && j <= pend) {
		const Token *a = &ta->v[i], *b = &ta->v[j];
		if (skip_tok(a)) {
			i++;
			continue;
		}
		if (skip_tok(b)) {
			j++;
			continue;
		}
		int aend = depth == 1 && (a->kind == TK_COMMA || a->kind == TK_RPAREN);
		int bend = depth == 1 && (b->kind == TK_COMMA || b->kind == TK_RPAREN);
		if (tokens_equal(ta, i, i, ta, j, j) || (is_word_tok(a) && is_word_tok(b))) {
			depth += a->kind == TK_LPAREN || a->kind == TK_LBRACK;
			depth -= a->kind == TK_RPAREN || a->kind == TK_RBRACK;
			map[i - first] = j;
			i++;
			j++;
		} else if (is_word_tok(a) && bend) {
			i++;        /* a parameter name that P does not write */
		} else {
			return 0;
		}
		(void)aend;
	}
	return i > dend && j > pend;
}

/* `NAME (params);` with no return type, which reads as a macro use:
 * its name token and the `)` closing the parameters, which must be
 * followed by the final `;`. */
static int macro_proto(const TokenArray *ta, const Node *P, uint32_t *name, uint32_t *end)
{
	uint32_t i = P->first;
	while (i < P->last && !(ta->v[i].id == P->name && ta->v[i + 1].kind == TK_LPAREN))
		i++;
	if (i >= P->last)
		return 0;
	int depth = 0;
	for (uint32_t j = i + 1; j <= P->last; j++) {
		depth += ta->v[j].kind == TK_LPAREN;
		depth -= ta->v[j].kind == TK_RPAREN;
		if (depth == 0) {
			*name = i;
			*end = j;
			return j + 1 == P->last && ta->v[P->last].kind == TK_SEMI;
		}
	}
	return 0;
}

/* The prototypes of the function that definition D defines: toplevel
 * declarations of that one name with a parameter list and no body. */
static void mirror_one(Run *r, Edits *ed, const Node *D, uint32_t dname, uint32_t dend,
		       size_t nadds)
{
	const Version *v = r->ver;
	const TokenArray *ta = &v->ta;
	const Node *unit = v->unit;
	uint32_t *map = xmalloc((dend - D->first + 1) * sizeof *map);
	for (uint32_t k = 0; k < unit->n; k++) {
		const Node *P = unit->kid[k];
		uint32_t pname, pend;
		if (P && P->kind == D_DECL && P->n == 2 && P->kid[1]) {
			if (!func_declarator(P->kid[1], &pname, &pend, 0) ||
			    ta->v[pname].id != ta->v[dname].id)
				continue;
		} else if (!(P && P->kind == D_MACRO_DECL && P->name == ta->v[dname].id &&
			     macro_proto(ta, P, &pname, &pend))) {
			continue;
		}
		if (!pair_header(ta, D->first, dname, dend, P->first, pname, pend, map))
			continue;
		size_t nt = ed->touched.n;
		for (size_t x = 0; x < nt; x++) {
			uint32_t t = ed->touched.v[x];
			if (t < D->first || t > dend || ed->tokdel[t] != 1)
				continue;
			uint32_t u = map[t - D->first];
			if (u != UINT32_MAX && !ed->tokdel[u]) {
				ed->tokdel[u] = 1;
				vec_push(&ed->touched, u);
			}
		}
		uint32_t brace = D->n > 3 && D->kid[3] ? D->kid[3]->first : UINT32_MAX;
		for (size_t x = 0; x < nadds; x++) {
			Add ad = ed->adds.v[x];
			if (ad.anchor == brace && ed->tokdel[brace] && ed->tokdel[dend] == 1) {
				/* `- f(old) {` `+ f(new) {`: the header without the
				 * brace replaces the prototype's */
				size_t n = strlen(ad.text);
				while (n && (ad.text[n - 1] == ' ' || ad.text[n - 1] == '\n'))
					n--;
				if (!n || ad.text[n - 1] != '{')
					continue;
				n--;
				while (n && (ad.text[n - 1] == ' ' || ad.text[n - 1] == '\n'))
					n--;
				ad.text = arena_strndup(&r->match_arena, ad.text, n);
				ad.anchor = dend;
				ad.after = 1;
			}
			if (ad.anchor < D->first || ad.anchor > dend)
				continue;
			uint32_t t = ad.anchor, u = map[t - D->first];
			/* an unpaired token (a name P does not write): the
			 * nearest paired one on the side the code goes */
			while (u == UINT32_MAX && (ad.after ? t > D->first : t < dend)) {
				t = ad.after ? t - 1 : t + 1;
				u = map[t - D->first];
			}
			if (u == UINT32_MAX)
				continue;
			ad.anchor = u;
			ad.item_cf = 1;
			ad.item_cl = 0;
			add_add(ed, ad);
		}
	}
	xfree(map);
}

/* Mirror on the prototypes what the current match (ED, before it is
 * issued) does to function headers. */
static void mirror_prototypes(Run *r, Edits *ed)
{
	const Rule *R = r->rule;
	const Node *unit = r->ver->unit;
	if (!unit || (!ed->touched.n && !ed->adds.n))
		return;
	for (uint32_t i = 0; i < R->disable.n; i++)
		if (strcmp(R->disable.v[i]->name, "prototypes") == 0)
			return;
	for (size_t i = 0; i < r->o->disable_isos.n; i++)
		if (strcmp(r->o->disable_isos.v[i], "prototypes") == 0)
			return;
	size_t nadds = ed->adds.n;
	const Node *done[8];
	size_t ndone = 0;
	for (size_t x = 0; x < ed->touched.n + nadds && ndone < 8; x++) {
		uint32_t t = x < ed->touched.n ? ed->touched.v[x] : ed->adds.v[x - ed->touched.n].anchor;
		if (x < ed->touched.n && ed->tokdel[t] != 1)
			continue;
		const Node *D = toplevel_holding(unit, t);
		if (!D || D->kind != D_FUNCDEF || D->n < 2)
			continue;
		uint32_t dname, dend;
		if (!func_declarator(D->kid[1], &dname, &dend, 0) || t > dend)
			continue;
		int seen = 0;
		for (size_t k = 0; k < ndone; k++)
			seen |= done[k] == D;
		if (seen)
			continue;
		done[ndone++] = D;
		mirror_one(r, ed, D, dname, dend, nadds);
	}
}

/* Hand what one match asks (ED) to the edit module, then clear ED for
 * the next match.  Edits of different matches that touch the same
 * tokens differently are conflicts, which the edit module reports. */
/* Is TEXT (LEN bytes) the source of tokens I..J of TA, up to white
 * space? */
static int same_code(const TokenArray *ta, uint32_t i, uint32_t j, const char *text, size_t len)
{
	const char *s = ta->src->text;
	size_t a = ta->v[i].start, ae = ta->v[j].end, b = 0;
	for (;;) {
		while (a < ae && (s[a] == ' ' || s[a] == '\t' || s[a] == '\n'))
			a++;
		while (b < len && (text[b] == ' ' || text[b] == '\t' || text[b] == '\n'))
			b++;
		if (a >= ae || b >= len)
			return a >= ae && b >= len;
		if (s[a] != text[b])
			return 0;
		a++;
		b++;
	}
}

static void issue_edits(Run *r, const Version *v, Edits *ed, EditSet *es, const RangeVec *bodies)
{
	const TokenArray *ta = &v->ta;
	const Rule *R = r->rule;
	EditOrigin why = {r->sp->src, R->off, R->name ? R->name->name : NULL};
	/* context mode: whole lines of starred code */
	size_t nt = ed->touched.n;
	for (size_t x = 0; x < nt; x++) {
		uint32_t i = ed->touched.v[x];
		if (ed->tokdel[i] != 2)
			continue;
		uint32_t s = i, e = i;
		while (s > 0 && !(ta->v[s].flags & TF_BOL))
			s--;
		while (e + 1 < ta->n && !(ta->v[e + 1].flags & TF_BOL) && ta->v[e + 1].kind != TK_EOF)
			e++;
		for (uint32_t k = s; k <= e; k++)
			if (!ed->tokdel[k]) {
				ed->tokdel[k] = 3;
				vec_push(&ed->touched, k);
			}
	}
	split_multi_decl_edits(ta, ed);
	if (ed->touched.n > 1)
		qsort(ed->touched.v, ed->touched.n, sizeof *ed->touched.v, u32_cmp);
	fill_hidden_gaps(ta, v->unit, ed);
	/* runs of removed tokens, and the added code that replaces them */
	uint8_t *used = xcalloc(ed->adds.n + 1, 1);
	const Node *unit = v->unit;
	for (size_t x = 0; x < ed->touched.n; x++) {
		uint32_t i = ed->touched.v[x];
		if (x > 0 && ed->touched.v[x - 1] == i)
			continue;
		uint32_t j = i;
		while (x + 1 < ed->touched.n && (ed->touched.v[x + 1] == j + 1 || ed->touched.v[x + 1] == j)) {
			j = ed->touched.v[x + 1];
			x++;
		}
		VEC(char) txt = {0};
		int lines = 0, any = 0, own = 0;
		for (size_t k = 0; k < ed->adds.n; k++) {
			const Add *ad = &ed->adds.v[k];
			if (ad->anchor < i || ad->anchor > j)
				continue;
			used[k] = 1;
			own |= ad->item_cf == i && ad->item_cl == j;
			if (any)
				vec_push(&txt, ad->lines || lines ? '\n' : ' ');
			size_t n = strlen(ad->text);
			vec_grow(&txt, n + 1);
			memcpy(txt.v + txt.n, ad->text, n);
			txt.n += n;
			lines |= ad->lines;
			any = 1;
		}
		if (any) {
			/* code that replaces part of a line stays inline */
			if (lines && (!(ta->v[i].flags & TF_BOL) ||
				      (j + 1 < ta->n && !(ta->v[j + 1].flags & TF_BOL) &&
				       ta->v[j + 1].kind != TK_EOF)) &&
			    !memchr(txt.v, '\n', txt.n))
				lines = 0;
			if (same_code(ta, i, j, txt.v, txt.n)) {
				/* the added code is the removed code again: it stays as
				 * context, so an overlapping match does not conflict */
				vec_free(&txt);
				continue;
			}
			edit_replace(es, i, j, txt.v, txt.n, lines ? EDIT_LINES : EDIT_INLINE, &why);
			if (lines && own && memchr(txt.v, '\n', txt.n) && is_lone_body(bodies, i, j) &&
			    i > 0) {
				/* several statements in the place of a lone body: braces */
				uint32_t h = i - 1;
				while (h > 0 && (ta->v[h].flags & (TF_HIDDEN | TF_EXPANDED)))
					h--;
				edit_insert(es, h, EDIT_AFTER, EDIT_INLINE, " {", 2, &why);
				uint32_t nx = j + 1;
				while (nx < ta->n && (ta->v[nx].flags & (TF_HIDDEN | TF_EXPANDED)))
					nx++;
				if (nx < ta->n && (ta->v[nx].flags & TF_BOL) && ta->v[nx].kind != TK_EOF)
					edit_insert(es, nx, EDIT_BEFORE, EDIT_LINES, "}", 1, &why);
				else
					edit_insert(es, j, EDIT_AFTER, EDIT_LINES, "}", 1, &why);
			}
		} else {
			for (uint32_t k = i; k <= j; k++)
				if (!ed->pending[k]) {
					ed->pending[k] = ed->tokdel[k] >= 2 ? 2 : 1;
					vec_push(&ed->pend, k);
				}
		}
		vec_free(&txt);
	}
	VEC(uint64_t) braced = {0};
	for (size_t x = 0; x < ed->adds.n; x++) {
		if (used[x])
			continue;
		const Add *ad = &ed->adds.v[x];
		if (ad->rest && opens_lone_body(es, ta, bodies, ad, &why))
			continue;
		if (ad->many)
			edit_insert_stacked(es, ad->anchor, ad->after ? EDIT_AFTER : EDIT_BEFORE,
					    ad->lines ? EDIT_LINES : EDIT_INLINE, ad->text,
					    strlen(ad->text), &why,
					    ((uint64_t)ad->item_cf << 32) | ad->item_cl);
		else
			edit_insert_keyed(es, ad->anchor, ad->after ? EDIT_AFTER : EDIT_BEFORE,
					  ad->lines ? EDIT_LINES : EDIT_INLINE, ad->text,
					  strlen(ad->text), &why,
					  ((uint64_t)ad->item_cf << 32) | ad->item_cl);
		if (!ad->lines)
			continue;
		/* lines added next to the lone body of an if or loop: the body
		 * gets braces, as spatch does */
		for (size_t b = 0; b < bodies->n; b++) {
			uint32_t bf = (uint32_t)(bodies->v[b] >> 32), bl = (uint32_t)bodies->v[b];
			if (!((ad->after && ad->anchor == bl) || (!ad->after && ad->anchor == bf)))
				continue;
			/* only when the pattern's statement is that body itself */
			if (ad->item_cf != bf || ad->item_cl != bl)
				continue;
			/* not when the added code opens (closes) a block around it */
			if ((!ad->after && ad->brace_balance > 0) || (ad->after && ad->brace_balance < 0))
				break;
			int done = 0;
			for (size_t k = 0; k < braced.n; k++)
				done |= braced.v[k] == bodies->v[b];
			if (done || bf == 0 || ed->tokdel[bf])
				break;
			vec_push(&braced, bodies->v[b]);
			uint32_t h = bf - 1;
			while (h > 0 && (ta->v[h].flags & (TF_HIDDEN | TF_EXPANDED)))
				h--;
			edit_insert(es, h, EDIT_AFTER, EDIT_INLINE, " {", 2, &why);
			/* the `}` on a line after the body's, before what other
			 * matches add after the whole statement (see edit.c) */
			edit_insert_keyed(es, bl, EDIT_AFTER, EDIT_LINES, "}", 1, &why, bodies->v[b]);
			break;
		}
	}
	vec_free(&braced);
	xfree(used);
	for (size_t x = 0; x < ed->touched.n; x++)
		ed->tokdel[ed->touched.v[x]] = 0;
	ed->touched.n = 0;
	ed->adds.n = 0;
	(void)unit;
}

/* Kept code whose enclosing `if` (without else) loses its header
 * (`- if (E)` over a kept `kfree(E);`) moves out to the `if`'s
 * indentation, as spatch prints it.  Walks N (depth bounded by the
 * parser); PENDING says which tokens go (a starred header, 2, is only
 * reported: its code stays). */
static void dedent_kept_bodies(const Node *n, const uint8_t *pending, EditSet *es, int depth)
{
	if (!n || depth > 3000)
		return;
	if (n->kind == S_IF && n->n >= 2 && (n->n < 3 || !n->kid[2]) && n->kid[1] &&
	    n->kid[1]->kind != S_BLOCK && pending[n->first] == 1 && !pending[n->kid[1]->first] &&
	    !pending[n->kid[1]->last])
		edit_indent_like(es, n->kid[1]->first, n->kid[1]->last, n->first);
	for (uint32_t i = 0; i < n->n; i++)
		dedent_kept_bodies(n->kid[i], pending, es, depth + 1);
}

/* Context mode: the lines earlier rules starred in VER stay starred
 * (each rule's display shows the starred lines of all rules so far),
 * and this rule's starred tokens (ED's pending ones) join them. */
static void keep_star_marks(Run *r, const Version *ver, Edits *ed)
{
	size_t n = ver->ta.n + 1;
	if (r->star_ver != ver) {
		xfree(r->star_marks);
		r->star_marks = xcalloc(n, 1);
		r->star_ver = ver;
	}
	for (uint32_t c = 0; c < n; c++)
		if (r->star_marks[c] && !ed->pending[c]) {
			ed->pending[c] = 2;
			vec_push(&ed->pend, c);
			ed->changed = 1;
		}
	for (size_t x = 0; x < ed->pend.n; x++)
		if (ed->pending[ed->pend.v[x]] == 2)
			r->star_marks[ed->pend.v[x]] = 1;
}

/* Forget the starred lines of the file just finished. */
static void drop_star_marks(Run *r)
{
	xfree(r->star_marks);
	r->star_marks = NULL;
	r->star_ver = NULL;
}

/* The removals of all the rule's matches, in runs. */
static void issue_removals(Run *r, const Version *v, Edits *ed, EditSet *es, const RangeVec *bodies)
{
	const Rule *R = r->rule;
	EditOrigin why = {r->sp->src, R->off, R->name ? R->name->name : NULL};
	if (ed->pend.n > 1)
		qsort(ed->pend.v, ed->pend.n, sizeof *ed->pend.v, u32_cmp);
	settle_multi_decls(&v->ta, ed);
	if (ed->pend.n > 1)
		qsort(ed->pend.v, ed->pend.n, sizeof *ed->pend.v, u32_cmp);
	for (size_t x = 0; x < ed->pend.n; x++) {
		uint32_t i = ed->pend.v[x], j = i;
		while (x + 1 < ed->pend.n && ed->pend.v[x + 1] == j + 1) {
			j++;
			x++;
		}
		/* the last item of a list takes the comma before it along */
		const TokenArray *ta = &v->ta;
		if (i > 0 && j + 1 < ta->n && ta->v[i - 1].kind == TK_COMMA && !ed->pending[i - 1] &&
		    ta->v[j].kind != TK_COMMA &&
		    (ta->v[j + 1].kind == TK_RPAREN || ta->v[j + 1].kind == TK_RBRACE))
			i--;
		/* the first item of a list takes the comma after it along */
		if (i > 0 && j + 1 < ta->n && ta->v[i - 1].kind == TK_LPAREN &&
		    ta->v[j + 1].kind == TK_COMMA && !ed->pending[j + 1] && ta->v[j].kind != TK_COMMA)
			j++;
		/* a toplevel definition removed whole goes with its comments */
		const Node *top = toplevel_at(v->unit, i);
		if (top && top->last == j)
			edit_remove_decl(es, i, j, &why);
		else if (ed->pending[i] != 2 && is_lone_body(bodies, i, j))
			/* the body of an if or loop cannot vanish: an empty block
			 * (a starred one is only reported) */
			edit_replace(es, i, j, "{}", 2, EDIT_INLINE, &why);
		else
			edit_remove(es, i, j, &why);
	}
	if (ed->pend.n)
		dedent_kept_bodies(v->unit, ed->pending, es, 0);
}

/* ---- rules ---------------------------------------------------------------- */

static int dep_true(Run *r, const Dep *d)
{
	if (!d)
		return 1;
	switch (d->kind) {
	case DEP_NAME:
	case DEP_EVER: {
		const Rule *q = smpl_find_rule(r->sp, d->name);
		if (q)
			return r->rs[q->index].matched;
		for (size_t i = 0; i < r->o->defines.n; i++) {
			const char *s = r->o->defines.v[i];
			size_t n = strcspn(s, "=");
			if (n == d->name->len && memcmp(s, d->name->name, n) == 0)
				return 1;
		}
		return 0;
	}
	case DEP_NEVER: {
		/* as spatch 1.1.1: `never r' fails for the rest of the run once
		 * r has matched in some file, while `ever r' is per file */
		const Rule *q = smpl_find_rule(r->sp, d->name);
		if (q && r->rs[q->index].ever)
			return 0;
		return !dep_true(r, &(Dep){DEP_NAME, d->name, NULL, NULL, 0});
	}
	case DEP_NOT:
		return !dep_true(r, d->l);
	case DEP_AND:
		return dep_true(r, d->l) && dep_true(r, d->r);
	case DEP_OR:
		return dep_true(r, d->l) || dep_true(r, d->r);
	default:
		return 1;
	}
}

/* Could dependency D hold in some file?  Virtual names are known from
 * -D; a rule name is unknown (3), unless that rule can never run (0).
 * Returns 0 (never), 1 (always) or 3 (depends on the file). */
static int dep_possible(Run *r, const Dep *d, const uint8_t *never)
{
	if (!d)
		return 1;
	switch (d->kind) {
	case DEP_NAME: case DEP_EVER: case DEP_NEVER: {
		const Rule *q = smpl_find_rule(r->sp, d->name);
		int v;
		if (q)
			v = never[q->index] ? 0 : 3;
		else
			v = dep_true(r, &(Dep){DEP_NAME, d->name, NULL, NULL, 0});
		if (d->kind == DEP_NEVER && v != 3)
			v = !v;
		return v;
	}
	case DEP_NOT: {
		int v = dep_possible(r, d->l, never);
		return v == 3 ? 3 : !v;
	}
	case DEP_AND: {
		int a = dep_possible(r, d->l, never), b = dep_possible(r, d->r, never);
		return !a || !b ? 0 : a == 1 && b == 1 ? 1 : 3;
	}
	case DEP_OR: {
		int a = dep_possible(r, d->l, never), b = dep_possible(r, d->r, never);
		return a == 1 || b == 1 ? 1 : !a && !b ? 0 : 3;
	}
	default:
		return 3;
	}
}

/* Does rule R use its metavariable M: in its code, or through another
 * of its metavariables (a constraint, a type, a list length, a fresh
 * identifier's seed)?  An inherited metavariable R declares but never
 * uses does not make R wait for the rule it comes from. */
static int meta_used(const Rule *R, const Meta *m)
{
	const SmplMeta *x = smpl_meta(m);
	if (!x || (x->flags & (SM_USED_MINUS | SM_USED_PLUS)))
		return 1;
	for (uint32_t i = 0; i < R->nmetas; i++) {
		const SmplMeta *o = smpl_meta(R->metas[i]);
		if (!o || R->metas[i] == m)
			continue;
		if (o->len.meta == m)
			return 1;
		for (uint32_t t = 0; t < o->ntypes; t++)
			if (o->type_metas && o->type_metas[t] == m)
				return 1;
		for (uint32_t t = 0; t < o->nseed; t++)
			if (o->seed[t].meta == m)
				return 1;
		for (const Constraint *k = o->constraints; k; k = k->next)
			for (uint32_t v = 0; v < k->nvals; v++)
				if (k->vals[v].ref == m)
					return 1;
	}
	return 0;
}

/* A value rule R takes from an earlier rule Q: the name it has in R and
 * the name it had in Q. */
typedef struct Inherit {
	const Rule *q;
	const Ident *local, *src;
	int weak;               /* only named in a constraint: may have no value */
	int cons;               /* only named in a constraint */
} Inherit;
typedef VEC(Inherit) InheritVec;

/* The rule that declares metavariable M (NULL if none). */
static const Rule *meta_owner(const Run *r, const Meta *m)
{
	for (uint32_t i = 0; i < r->sp->nrules; i++) {
		const Rule *q = r->sp->rules[i];
		for (uint32_t j = 0; j < q->nmetas; j++)
			if (q->metas[j] == m)
				return q;
	}
	return NULL;
}

static int own_meta(const Rule *R, const Meta *m)
{
	for (uint32_t i = 0; i < R->nmetas; i++)
		if (R->metas[i] == m)
			return 1;
	return 0;
}

/* The name under which a constraint's `q.x` (a metavariable of another
 * rule that R does not declare) is bound in R's environments. */
static const Ident *qualified_name(const Rule *q, const Meta *m)
{
	char buf[256];
	int n = snprintf(buf, sizeof buf, "%s.%s", q->name ? q->name->name : "",
			 m->src_name->name);
	if (n < 0 || (size_t)n >= sizeof buf)
		n = (int)sizeof buf - 1;
	return intern(buf, (size_t)n);
}

/* How many times metavariable NAME stands in pattern tokens F..L. */
static uint32_t meta_uses_in(const TokenArray *ta, uint32_t f, uint32_t l, const Ident *name)
{
	uint32_t n = 0;
	for (uint32_t i = f; i <= l && i < ta->n; i++) {
		const Meta *m = match_token_meta(ta, i);
		n += m && m->name == name;
	}
	return n;
}

/* Does NAME stand in pattern P only inside branches of disjunctions
 * that have a branch without it (so that P can match with NAME
 * unbound: those branches just fail)? */
static int meta_optional_in(const Node *p, const TokenArray *ta, const Ident *name, int depth)
{
	if (!p)
		return 1;
	uint32_t here = meta_uses_in(ta, p->first, p->last, name);
	if (!here)
		return 1;
	if (depth > 200 || !p->n)
		return 0;
	if (p->kind == P_DISJ) {
		for (uint32_t i = 0; i < p->n; i++)
			if (p->kid[i] && !meta_uses_in(ta, p->kid[i]->first, p->kid[i]->last, name))
				return 1;
	}
	uint32_t in_kids = 0;
	for (uint32_t i = 0; i < p->n; i++) {
		if (!p->kid[i])
			continue;
		if (!meta_optional_in(p->kid[i], ta, name, depth + 1))
			return 0;
		in_kids += meta_uses_in(ta, p->kid[i]->first, p->kid[i]->last, name);
	}
	return in_kids >= here;
}

/* An inherited metavariable of code rule R that only some branches of
 * its disjunctions use, and no added code: R runs without its value,
 * and those branches do not match. */
static int meta_in_branches_only(const Run *r, const Rule *R, const Meta *m)
{
	const SmplMeta *sm = smpl_meta(m);
	if (R->kind != RK_CODE || !r->pat || !r->pat[R->index] || !sm ||
	    (sm->flags & SM_USED_PLUS))
		return 0;
	return meta_optional_in(r->pat[R->index], &R->minus_view, m->name, 0);
}

/* The values R inherits: its used `q.x` metavariables, and the `q.x`
 * named in its constraints.  Returns 0 when one comes from no rule. */
static int inherited_of(Run *r, const Rule *R, InheritVec *out)
{
	for (uint32_t i = 0; i < R->nmetas; i++) {
		const Meta *m = R->metas[i];
		const SmplMeta *sm = smpl_meta(m);
		if (!m->rule || (sm && (sm->flags & SM_VIRTUAL)) || m->kind == MK_VIRTUAL_ID ||
		    !meta_used(R, m))
			continue;
		const Rule *q = smpl_find_rule(r->sp, m->rule);
		if (!q)
			return 0;
		vec_push(out, ((Inherit){ q, m->name, m->src_name, meta_in_branches_only(r, R, m), 0 }));
	}
	for (uint32_t i = 0; i < R->nmetas; i++) {
		const SmplMeta *sm = smpl_meta(R->metas[i]);
		for (const Constraint *k = sm ? sm->constraints : NULL; k; k = k->next)
			for (uint32_t v = 0; v < k->nvals; v++) {
				const Meta *ref = k->vals[v].ref;
				if (!ref || own_meta(R, ref))
					continue;
				const Rule *q = meta_owner(r, ref);
				if (!q || q == R)
					continue;
				Inherit in = { q, qualified_name(q, ref), ref->name, 1, 1 };
				int dup = 0;
				for (size_t x = 0; x < out->n && !dup; x++)
					dup = out->v[x].local == in.local;
				if (!dup)
					vec_push(out, in);
			}
	}
	return 1;
}

/* Are two rows of inherited values the same but for their positions? */
static int same_but_positions(const Binding **x, const Binding **y, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (!x[i] || !y[i]) {
			if (x[i] != y[i])
				return 0;
			continue;
		}
		if (x[i]->kind == BV_POS && y[i]->kind == BV_POS)
			continue;
		if (!binding_equal(x[i], y[i]))
			return 0;
	}
	return 1;
}

/* Replace SEEDS by every seed joined with every environment of PROJ
 * (those that disagree are dropped). */
static void seeds_times(Arena *a, EnvList *seeds, const EnvList *proj)
{
	EnvList next = {0};
	for (size_t s = 0; s < seeds->n; s++)
		for (size_t k = 0; k < proj->n; k++) {
			const Env *ne = seeds->v[s];
			for (const Binding *y = proj->v[k]->b; y && ne; y = y->next)
				ne = env_bind(a, ne, y->name, y);
			if (ne)
				envlist_push(a, &next, ne);
		}
	*seeds = next;
}

/* The distinct combinations of the values that the envs of rule Q give
 * to the items IN[0..N) (all from Q).  Envs that differ only in
 * positions make one combination whose positions are sets: a later
 * rule sees every place an earlier one matched with the same values. */
static void project_rule(Run *r, const RuleState *qs, const Inherit *in, size_t n, EnvList *out)
{
	Arena *a = &r->match_arena;
	VEC(const Binding **) rows = {0};
	for (size_t k = 0; k < qs->envs.n; k++) {
		const Binding **row = arena_alloc(a, n * sizeof *row);
		int any = 0;
		for (size_t j = 0; j < n; j++) {
			row[j] = env_lookup(qs->envs.v[k], in[j].src);
			any |= row[j] != NULL;   /* unbound there: a use of it fails to match */
		}
		if (!any)
			continue;
		size_t x = 0;
		while (x < rows.n && !same_but_positions(rows.v[x], row, n))
			x++;
		if (x == rows.n) {
			vec_push(&rows, row);
			continue;
		}
		for (size_t j = 0; j < n; j++)
			if (row[j] && row[j]->kind == BV_POS)
				rows.v[x][j] = binding_pos_union(a, rows.v[x][j], row[j]);
	}
	for (size_t x = 0; x < rows.n; x++) {
		const Env *pe = env_empty();
		for (size_t j = 0; j < n && pe; j++)
			if (rows.v[x][j])
				pe = env_bind(a, pe, in[j].local, rows.v[x][j]);
		if (pe)
			envlist_push(a, out, pe);
	}
	vec_free(&rows);
}

/* spatch refuses a position inherited over a rule that changes code
 * (positions name places in the code as it was), counting only the
 * rules that can run with the virtual names set (NEVER: those that
 * cannot).  Reports each such position; returns whether there was one. */
static int positions_over_changes(Run *r, const uint8_t *never)
{
	int bad = 0;
	for (uint32_t i = 0; i < r->sp->nrules && !bad; i++) {
		const Rule *R = r->sp->rules[i];
		if (never[i])
			continue;
		for (uint32_t k = 0; k < R->nmetas && !bad; k++) {
			const Meta *m = R->metas[k];
			const SmplMeta *sm = smpl_meta(m);
			if (m->kind != MK_POSITION || !m->rule || !sm || !(sm->flags & SM_INHERITED))
				continue;
			const Rule *from = smpl_find_rule(r->sp, m->rule);
			if (!from || from->index >= i || never[from->index])
				continue;
			for (uint32_t q = from->index + 1; q < i && !bad; q++) {
				const Rule *Q = r->sp->rules[q];
				if (never[q] || Q->kind != RK_CODE || !(Q->has_minus || Q->has_plus))
					continue;
				diag_at(DIAG_ERROR, R->src, sm->off,
					"position `%s' cannot be inherited over modifications: a rule between `%s' and this one changes code",
					m->src_name->name, m->rule->name);
				bad = 1;
			}
		}
	}
	return bad;
}

/* The name under which the value of NAME in rule RULE was bound first:
 * `o.x` for the rule o that binds x itself, following inheritance
 * through code and script rules (a bounded number of steps). */
static const Ident *origin_key(Run *r, const Ident *rule, const Ident *name)
{
	for (int hop = 0; hop < 64; hop++) {
		const Rule *p = rule ? smpl_find_rule(r->sp, rule) : NULL;
		const Ident *nr = NULL, *nn = NULL;
		for (uint32_t k = 0; p && k < p->nmetas && !nr; k++)
			if (p->metas[k]->name == name && p->metas[k]->rule) {
				nr = p->metas[k]->rule;
				nn = p->metas[k]->src_name;
			}
		for (uint32_t k = 0; p && k < p->nbindings && !nr; k++)
			if (p->bindings[k].local == name && p->bindings[k].rule) {
				nr = p->bindings[k].rule;
				nn = p->bindings[k].var;
			}
		if (!nr)
			break;
		rule = nr;
		name = nn;
	}
	char buf[256];
	int n = snprintf(buf, sizeof buf, "%s.%s", rule ? rule->name : "", name->name);
	if (n < 0 || (size_t)n >= sizeof buf)
		n = (int)sizeof buf - 1;
	return intern(buf, (size_t)n);
}

/* The items IN[0..N) come from several earlier rules.  Those rules'
 * environments may hold values that they inherited from one rule (`a.x`
 * in rules q1 and q2, R inheriting q1.y and q2.z), directly or through
 * rules in between: R's seeds combine only environments that agree on
 * them, as the environments of spatch extend one another rule after
 * rule.  Appends to EXTRA, for the rules of IN and the rules they
 * inherit from (transitively), one item (weak = 2) per value whose
 * origin two of those rules share, bound under the origin's name
 * (origin_key), which seeds_of drops afterwards. */
static void shared_origins(Run *r, const Inherit *in, size_t n, int positions,
			   InheritVec *extra)
{
	uint32_t nr = r->sp->nrules;
	uint8_t *src = xcalloc(nr + 1, 1);
	size_t nsrc = 0;
	for (size_t i = 0; i < n; i++)
		if (!in[i].cons && in[i].q->index < nr && !src[in[i].q->index]) {
			src[in[i].q->index] = 1;
			nsrc++;
		}
	if (nsrc < 2) {
		xfree(src);
		return;
	}
	/* the rules they inherit from, transitively (rules only look back) */
	for (uint32_t k = nr; k-- > 0;) {
		const Rule *q = r->sp->rules[k];
		if (!src[k])
			continue;
		for (uint32_t m = 0; m < q->nmetas + q->nbindings; m++) {
			const Ident *from = m < q->nmetas ? q->metas[m]->rule
							  : q->bindings[m - q->nmetas].rule;
			const Rule *p = from ? smpl_find_rule(r->sp, from) : NULL;
			if (p && p->index < k && !src[p->index])
				src[p->index] = 2;
		}
	}
	InheritVec all = {0};
	for (uint32_t k = 0; k < nr; k++) {
		const Rule *q = r->sp->rules[k];
		for (uint32_t m = 0; src[k] && m < q->nmetas; m++)
			if (positions || q->metas[m]->kind != MK_POSITION)
				vec_push(&all, ((Inherit){ q, origin_key(r, q->name, q->metas[m]->name),
							   q->metas[m]->name, 2, 0 }));
		for (uint32_t m = 0; src[k] && m < q->nbindings; m++)
			vec_push(&all, ((Inherit){ q, origin_key(r, q->name, q->bindings[m].local),
						   q->bindings[m].local, 2, 0 }));
	}
	for (size_t i = 0; i < all.n; i++) {
		int shared = 0;
		for (size_t j = 0; j < all.n && !shared; j++)
			shared = j != i && all.v[j].local == all.v[i].local && all.v[j].q != all.v[i].q;
		if (shared)
			vec_push(extra, all.v[i]);
	}
	vec_free(&all);
	xfree(src);
}

/* Do environments X and Y bind the same names to the same values? */
static int same_env(const Env *x, const Env *y)
{
	if (x->nb != y->nb)
		return 0;
	for (const Binding *b = x->b; b; b = b->next) {
		const Binding *c = env_lookup(y, b->name);
		if (!c || !binding_equal(b, c) || !binding_equal(c, b))
			return 0;
	}
	return 1;
}

/* Are environments X and Y the same but for their positions? */
static int same_env_but_positions(const Env *x, const Env *y)
{
	if (x->nb != y->nb)
		return 0;
	for (const Binding *b = x->b; b; b = b->next) {
		const Binding *c = env_lookup(y, b->name);
		if (!c)
			return 0;
		if (b->kind == BV_POS && c->kind == BV_POS)
			continue;
		if (!binding_equal(b, c))
			return 0;
	}
	return 1;
}

/* SEEDS without the bindings named in EXTRA; seeds that are then the
 * same make one; with MERGE, so do those that are the same but for
 * their positions, whose positions become sets. */
static void drop_origin_keys(Arena *a, EnvList *seeds, const InheritVec *extra, int merge)
{
	if (!extra->n)
		return;
	size_t w = 0;
	for (size_t s = 0; s < seeds->n; s++) {
		const Env *ne = env_empty();
		for (const Binding *y = seeds->v[s]->b; y && ne; y = y->next) {
			int key = 0;
			for (size_t x = 0; x < extra->n && !key; x++)
				key = extra->v[x].local == y->name;
			if (!key)
				ne = env_bind(a, ne, y->name, y);
		}
		if (!ne)
			continue;
		size_t d = 0;
		while (d < w && !(merge ? same_env_but_positions(seeds->v[d], ne)
				     : same_env(seeds->v[d], ne)))
			d++;
		if (d == w) {
			seeds->v[w++] = ne;
			continue;
		}
		const Env *m = env_empty();
		for (const Binding *y = seeds->v[d]->b; y && m; y = y->next) {
			const Binding *o = env_lookup(ne, y->name);
			if (y->kind == BV_POS && o && o->kind == BV_POS && !binding_equal(y, o))
				m = env_bind(a, m, y->name, binding_pos_union(a, y, o));
			else
				m = env_bind(a, m, y->name, y);
		}
		if (m)
			seeds->v[d] = m;
	}
	seeds->n = w;
}

static void sort_seeds(Run *r, const InheritVec *in, EnvList *seeds);

/* The environments a rule starts from: one per distinct combination of
 * the values its inherited metavariables had in earlier rules.  Returns
 * 0 when an inherited variable has no value (the rule does not run). */
static int seeds_of(Run *r, const Rule *R, EnvList *seeds)
{
	Arena *a = &r->match_arena;
	envlist_push(a, seeds, env_empty());
	for (uint32_t i = 0; i < R->nmetas; i++) {
		const Meta *m = R->metas[i];
		const SmplMeta *sm = smpl_meta(m);
		if ((sm && (sm->flags & SM_VIRTUAL)) || m->kind == MK_VIRTUAL_ID) {
			/* virtual.x: the value given with -D x=value */
			const char *val = NULL;
			for (size_t k = 0; k < r->o->defines.n; k++) {
				const char *d = r->o->defines.v[k];
				size_t n = strcspn(d, "=");
				if (n == m->src_name->len && memcmp(d, m->src_name->name, n) == 0 && d[n])
					val = d + n + 1;
			}
			if (!val)
				return 0;
			Binding v = {0};
			v.kind = BV_TEXT;
			v.text = val;
			for (size_t s = 0; s < seeds->n; s++) {
				const Env *ne = env_bind(a, seeds->v[s], m->name, &v);
				if (ne)
					seeds->v[s] = ne;
			}
		}
	}
	InheritVec in = {0};
	if (!inherited_of(r, R, &in)) {
		vec_free(&in);
		return 0;
	}
	InheritVec extra = {0};
	shared_origins(r, in.v, in.n, 0, &extra);
	/* per earlier rule: its values of the items must come from one and
	 * the same env of it */
	int ok = 1;
	size_t nin = in.n;
	for (size_t j = 0; j < extra.n; j++)
		vec_push(&in, extra.v[j]);
	for (size_t i = 0; i < in.n && ok; i++) {
		const Rule *q = in.v[i].q;
		int first = 1;
		for (size_t j = 0; j < i && first; j++)
			first = in.v[j].q != q;
		if (!first)
			continue;
		Inherit *items = xmalloc(in.n * sizeof *items);
		size_t n = 0;
		int weak = 1;
		for (size_t j = i; j < in.n; j++)
			if (in.v[j].q == q) {
				items[n++] = in.v[j];
				weak &= j >= nin || in.v[j].weak;
			}
		EnvList proj = {0};
		project_rule(r, &r->rs[q->index], items, n, &proj);
		xfree(items);
		if (!proj.n && weak)
			continue;   /* `!= q.p' with q unmatched: no constraint */
		seeds_times(a, seeds, &proj);
		ok = seeds->n != 0;
	}
	drop_origin_keys(a, seeds, &extra, 1);
	vec_free(&extra);
	sort_seeds(r, &in, seeds);
	vec_free(&in);
	return ok;
}

/* Where a metavariable's values come from: the rule that binds it
 * first and its name there (M belongs to rule R). */
static void meta_origin(const Rule *R, const Meta *m, const Ident **rule, const Ident **name)
{
	if (m->rule) {
		*rule = m->rule;
		*name = m->src_name;
	} else {
		*rule = R->name;
		*name = m->name;
	}
}

/* Did rule Q match in an environment that agrees with SEED, R's seed?
 * They agree when the metavariables of R and Q that come from the same
 * earlier rule have the same values (as spatch decides `depends on' for
 * each environment a rule inherits); with none in common, when Q
 * matched at all. */
static int matched_with(Run *r, const Rule *R, const Rule *q, const Env *seed)
{
	const RuleState *qs = &r->rs[q->index];
	if (!qs->matched)
		return 0;
	const Ident *rn[32], *qn[32];
	size_t np = 0;
	for (uint32_t i = 0; i < R->nmetas && np < 32; i++) {
		const Meta *m = R->metas[i];
		if (!m->rule || !env_lookup(seed, m->name))
			continue;
		const Ident *ro, *rv;
		meta_origin(R, m, &ro, &rv);
		for (uint32_t j = 0; j < q->nmetas && np < 32; j++) {
			const Ident *qo, *qv;
			meta_origin(q, q->metas[j], &qo, &qv);
			if (qo && qo == ro && qv == rv) {
				rn[np] = m->name;
				qn[np++] = q->metas[j]->name;
			}
		}
	}
	if (!np)
		return 1;
	for (size_t k = 0; k < qs->envs.n; k++) {
		int ok = 1;
		for (size_t x = 0; x < np && ok; x++) {
			const Binding *a = env_lookup(seed, rn[x]), *b = env_lookup(qs->envs.v[k], qn[x]);
			ok = !b || binding_equal(a, b);
		}
		if (ok)
			return 1;
	}
	return 0;
}

/* dep_true for one of R's seeds: a rule name holds when that rule
 * matched in agreement with the seed (see matched_with). */
static int dep_true_for(Run *r, const Rule *R, const Dep *d, const Env *seed)
{
	if (!d)
		return 1;
	switch (d->kind) {
	case DEP_NAME: {
		const Rule *q = smpl_find_rule(r->sp, d->name);
		return q ? matched_with(r, R, q, seed) : dep_true(r, d);
	}
	case DEP_NOT:
		return !dep_true_for(r, R, d->l, seed);
	case DEP_AND:
		return dep_true_for(r, R, d->l, seed) && dep_true_for(r, R, d->r, seed);
	case DEP_OR:
		return dep_true_for(r, R, d->l, seed) || dep_true_for(r, R, d->r, seed);
	default:
		return dep_true(r, d);
	}
}

/* Does R inherit values that a rule named in its dependency shares (so
 * that the dependency is decided for each of R's seeds)? */
static int dep_per_seed(Run *r, const Rule *R, const Dep *d)
{
	if (!d)
		return 0;
	if (d->kind == DEP_NOT || d->kind == DEP_AND || d->kind == DEP_OR)
		return dep_per_seed(r, R, d->l) || dep_per_seed(r, R, d->r);
	if (d->kind != DEP_NAME)
		return 0;
	const Rule *q = smpl_find_rule(r->sp, d->name);
	if (!q)
		return 0;
	for (uint32_t i = 0; i < R->nmetas; i++) {
		const Ident *ro, *rv;
		if (!R->metas[i]->rule)
			continue;
		meta_origin(R, R->metas[i], &ro, &rv);
		for (uint32_t j = 0; j < q->nmetas; j++) {
			const Ident *qo, *qv;
			meta_origin(q, q->metas[j], &qo, &qv);
			if (qo && qo == ro && qv == rv)
				return 1;
		}
	}
	return 0;
}

/* Keep an env's bindings for later rules (copied out of the match arena
 * into the file's arena). */
static const Env *export_env(Arena *fa, const Env *e)
{
	const Env *r = env_empty();
	for (const Binding *b = e->b; b; b = b->next)
		r = env_bind(fa, r, b->name, b);
	return r;
}

/* ---- script rules (Python, through pyscript) ------------------------------ */

/* Code that a script made (cocci.make_expr, make_stmt, make_type): its
 * own source and tokens, kept until the end of the file. */
typedef struct MadeCode {
	Source *src;
	TokenArray ta;
	Arena arena;
} MadeCode;

static void made_code_free_all(Run *r)
{
	for (size_t i = 0; i < r->made.n; i++) {
		MadeCode *mc = r->made.v[i];
		token_array_free(&mc->ta);
		arena_free(&mc->arena);
		source_free(mc->src);
		xfree(mc);
	}
	r->made.n = 0;
}

/* The tokens of [F, L] of TA joined by single spaces, as scripts see code. */
static const char *spaced_text(Arena *a, const TokenArray *ta, uint32_t f, uint32_t l)
{
	VEC(char) b = {0};
	for (uint32_t i = f; i <= l && i < ta->n; i++) {
		const Token *t = &ta->v[i];
		if ((t->flags & (TF_EXPANDED | TF_HIDDEN)) || t->kind == TK_EOF)
			continue;
		if (b.n)
			vec_push(&b, ' ');
		vec_grow(&b, tok_len(t));
		memcpy(b.v + b.n, tok_text(ta, t), tok_len(t));
		b.n += tok_len(t);
	}
	vec_push(&b, '\0');
	const char *s = arena_strdup(a, b.v);
	vec_free(&b);
	return s;
}

/* The name declared by declarator D (the function's name for a function
 * declarator), or NULL. */
static const Ident *declarator_ident(const Node *d, int depth)
{
	while (d && depth++ < 200) {
		switch (d->kind) {
		case DR_IDENT:
			return d->name;
		case DR_POINTER:
			d = d->n > 1 ? d->kid[1] : NULL;
			break;
		case DR_ARRAY: case DR_FUNC: case DR_PAREN: case DR_ATTR: case D_INIT_DECLARATOR:
			d = d->n > 0 ? d->kid[0] : NULL;
			break;
		default:
			return NULL;
		}
	}
	return NULL;
}

/* Where position binding B is, for a script. */
static void pos_loc(Run *r, const Binding *b, PyLoc *l)
{
	const TokenArray *ta = b->ta;
	memset(l, 0, sizeof *l);
	l->elem = "something_else";
	if (!ta || b->first >= ta->n)
		return;
	uint32_t last = b->last < ta->n ? b->last : b->first;
	l->file = ta->src->path;
	source_linecol(ta->src, ta->v[b->first].start, &l->line, &l->col);
	source_linecol(ta->src, ta->v[last].end, &l->line_end, &l->col_end);
	l->col--;
	l->col_end--;
	const Version *v = r->ver;
	while (v && &v->ta != ta)
		v = v->prev;
	const Node *top = v ? toplevel_holding(v->unit, b->first) : NULL;
	if (!top)
		return;
	const Ident *name = NULL;
	if (top->kind == D_FUNCDEF && top->n > 1)
		name = declarator_ident(top->kid[1], 0);
	else if (top->kind == D_DECL && top->n == 2)
		name = declarator_ident(top->kid[1], 0);
	else if (top->kind == D_MACRO_DECL)
		name = top->name;
	if (name)
		l->elem = name->name;
	source_linecol(ta->src, ta->v[top->first].start, &l->el_line, &l->el_col);
	source_linecol(ta->src, ta->v[top->last].end, &l->el_line_end, &l->el_col_end);
	l->el_col--;
	l->el_col_end--;
}

static int is_list_kind(MetaKind k)
{
	return k == MK_EXPRESSION_LIST || k == MK_PARAMETER_LIST || k == MK_FIELD_LIST ||
	       k == MK_INITIALIZER_LIST || k == MK_IDENTIFIER_LIST || k == MK_STATEMENT_LIST;
}

/* Positions collected into one value: a script given the position
 * bound to [first, last] of TA gets all of them (collect_positions). */
typedef struct PosList {
	const TokenArray *ta;
	uint32_t first, last;
	VEC(const Binding *) all;
} PosList;
static PosList *poslist_of(Run *r, const Binding *b);

static int pos_line(const Binding *b)
{
	int line = 0, col = 0;
	if (b->ta && b->first < b->ta->n)
		source_linecol(b->ta->src, b->ta->v[b->first].start, &line, &col);
	return line;
}

/* The Python value of binding B of a metavariable of kind K, named NAME. */
static PyArg script_arg(Run *r, const char *name, MetaKind k, const Binding *b)
{
	Arena *a = &r->match_arena;
	PyArg pa = {0};
	pa.name = name;
	pa.kind = PA_STR;
	if (b->kind == BV_POS) {
		const PosList *pl = r->poslists.n ? poslist_of(r, b) : NULL;
		size_t n = pl ? pl->all.n : 1;
		PyLoc *l = arena_alloc(a, n * sizeof *l);
		pa.kind = PA_POS;
		pa.locs = l;
		for (size_t i = 0; i < n; i++) {
			pos_loc(r, pl ? pl->all.v[i] : b, &l[pa.nlocs]);
			if (l[pa.nlocs].file)
				pa.nlocs++;
		}
		return pa;
	}
	if (b->kind == BV_IDENT || b->kind == BV_TEXT || !b->ta) {
		pa.text = binding_text(a, b);
		return pa;
	}
	pa.text = spaced_text(a, b->ta, b->first, b->last);
	if (is_list_kind(k)) {
		/* the elements: split at the commas outside brackets */
		VEC(const char *) el = {0};
		int depth = 0;
		uint32_t start = b->first;
		for (uint32_t i = b->first; i <= b->last && i < b->ta->n; i++) {
			int tk = b->ta->v[i].kind;
			depth += tk == TK_LPAREN || tk == TK_LBRACK || tk == TK_LBRACE;
			depth -= tk == TK_RPAREN || tk == TK_RBRACK || tk == TK_RBRACE;
			if ((tk == TK_COMMA && depth == 0) || i == b->last) {
				uint32_t end = tk == TK_COMMA && depth == 0 ? i - 1 : i;
				if (end + 1 > start)
					vec_push(&el, spaced_text(a, b->ta, start, end));
				start = i + 1;
			}
		}
		pa.kind = PA_LIST;
		pa.nelems = (uint32_t)el.n;
		pa.elems = el.n ? arena_alloc(a, el.n * sizeof *pa.elems) : NULL;
		if (el.n)
			memcpy((void *)pa.elems, el.v, el.n * sizeof *el.v);
		vec_free(&el);
	}
	return pa;
}

/* The line of the cocci file where rule R's script (or the code at OFF
 * when OFF is not 0) starts. */
static int script_line(const Rule *R, uint32_t off)
{
	int line = 1, col = 1;
	if (!R->src)
		return line;
	if (!off) {
		/* the script text starts after the end of the `@@` line */
		off = R->body_start;
		while (off < R->src->len && (R->src->text[off] == ' ' || R->src->text[off] == '\t' ||
					     R->src->text[off] == '\r'))
			off++;
		if (off < R->src->len && R->src->text[off] == '\n')
			off++;
	}
	source_linecol(R->src, off, &line, &col);
	return line;
}

/* The value of R.NAME for a script argument of the current rule (RULE
 * NULL: the current rule's own NAME): bound in E, else in the first
 * environment of RULE.  Sets *KIND to the metavariable's kind. */
static const Binding *script_lookup(Run *r, const Env *e, const Ident *rule, const Ident *name,
				    MetaKind *kind)
{
	const Rule *R = r->rule;
	*kind = MK_EXPRESSION;
	for (uint32_t i = 0; i < R->nmetas; i++) {
		const Meta *m = R->metas[i];
		if ((rule && m->rule == rule && m->src_name == name) || (!rule && m->name == name)) {
			*kind = m->kind;
			const Binding *b = env_lookup(e, m->name);
			if (b)
				return b;
		}
	}
	const Rule *q = rule ? smpl_find_rule(r->sp, rule) : NULL;
	if (!q)
		return rule ? NULL : env_lookup(e, name);
	const Meta *qm = smpl_rule_meta(q, name);
	if (qm)
		*kind = qm->kind;
	const RuleState *qs = &r->rs[q->index];
	for (size_t k = 0; k < qs->envs.n; k++) {
		const Binding *b = env_lookup(qs->envs.v[k], name);
		if (b)
			return b;
	}
	return NULL;
}

/* Arguments `(a, r.b)` of a script constraint or seed, plus SELF (the
 * constrained metavariable) when not NULL.  Returns the count, or -1
 * when one of them has no value. */
static int script_call_args(Run *r, const Env *e, const Ident *const *pairs, uint32_t n,
			    const Meta *self, const Binding *selfval, PyArg **out)
{
	PyArg *args = arena_alloc(&r->match_arena, (n + 1) * sizeof *args);
	uint32_t k = 0;
	if (self)
		args[k++] = script_arg(r, self->name->name, self->kind, selfval);
	for (uint32_t i = 0; i < n; i++) {
		const Ident *rule = pairs[2 * i + 1] ? pairs[2 * i] : NULL;
		const Ident *name = pairs[2 * i + 1] ? pairs[2 * i + 1] : pairs[2 * i];
		MetaKind kind;
		const Binding *b = script_lookup(r, e, rule, name, &kind);
		if (!b)
			return -1;
		args[k++] = script_arg(r, name->name, kind, b);
	}
	*out = args;
	return (int)k;
}

/* A script constraint on M: is VAL allowed under E? */
static int script_constraint_ok(Run *r, const Constraint *c, const Meta *m, const Binding *val,
				const Env *e)
{
	if (!c->lang || strcmp(c->lang, "python") != 0 || r->script_failed)
		return 1;
	/* the arguments, written `r.x` or `x` */
	uint32_t n = c->nvals;
	const Ident **pairs = arena_alloc(&r->match_arena, (2 * n + 1) * sizeof *pairs);
	for (uint32_t i = 0; i < n; i++) {
		const char *t = c->vals[i].text;
		const char *dot = strchr(t, '.');
		if (dot) {
			pairs[2 * i] = intern(t, (size_t)(dot - t));
			pairs[2 * i + 1] = intern_cstr(dot + 1);
		} else {
			pairs[2 * i] = intern_cstr(t);
			pairs[2 * i + 1] = NULL;
		}
	}
	PyArg *args;
	int na = script_call_args(r, e, pairs, n, m, val, &args);
	if (na < 0)
		return 1;   /* an argument not bound yet: cannot tell here */
	int t = pyscript_test(c->code, r->sp->src ? r->sp->src->path : "", script_line(r->rule, 0),
			      args, (uint32_t)na);
	if (t < 0) {
		r->script_failed = 1;
		return 0;
	}
	return t;
}

/* The name a fresh identifier's script makes under E, or NULL. */
static const char *script_fresh_name(Run *r, const SmplMeta *sm, const Env *e)
{
	if (!sm->seed_lang || strcmp(sm->seed_lang, "python") != 0 || r->script_failed)
		return NULL;
	PyArg *args;
	int na = script_call_args(r, e, sm->seed_args, sm->nseed_args, NULL, NULL, &args);
	if (na < 0)
		return NULL;
	char *s = pyscript_string(sm->seed_code, r->sp->src ? r->sp->src->path : "",
				  script_line(r->rule, 0), args, (uint32_t)na);
	if (!s) {
		r->script_failed = 1;
		return NULL;
	}
	const char *t = arena_strdup(&r->match_arena, s);
	xfree(s);
	return t;
}

/* ---- the order in which a script sees the environments ------------------- */

typedef VEC(const Ident *) ScriptVars;

/* spatch runs a script once per environment of the rules it inherits
 * from, in the order of its sorted environment sets: each environment
 * projected on the variables later rules inherit, compared variable by
 * variable (by name) and value by value, values in the order of its
 * terms (positions by file, element, then place; names by spelling;
 * expressions by the kind of term, in the order below, then their parts). */

static int expr_rank(int kind, int op)
{
	switch (kind) {
	case E_IDENT: return 0;
	case E_CONST: return 1;
	case E_STRING: return 2;
	case E_CALL: return 3;
	case E_COND: return 4;
	case E_COMMA: return 5;
	case E_ASSIGN: return 6;
	case E_POSTFIX: return 7;
	case E_PREFIX: return 8;
	case E_UNARY: return 9;
	case E_BINARY: return 10;
	case E_INDEX: return 11;
	case E_MEMBER: return op == TK_ARROW ? 13 : 12;
	case E_SIZEOF_EXPR: return 14;
	case E_SIZEOF_TYPE: return 15;
	case E_CAST: return 16;
	case E_STMT_EXPR: return 17;
	case E_COMPOUND_LIT: return 18;
	case E_PAREN: return 19;
	default: return 100 + kind;
	}
}

/* The rank of binary operator K among spatch's: arithmetic ones first. */
static int binop_rank(int k)
{
	static const int order[] = {TK_PLUS, TK_MINUS, TK_STAR, TK_SLASH, TK_PERCENT, TK_SHR,
				    TK_SHL, TK_AMP, TK_PIPE, TK_CARET, TK_LT, TK_GT, TK_LE,
				    TK_GE, TK_EQ, TK_NE, TK_ANDAND, TK_OROR};
	for (int i = 0; i < (int)(sizeof order / sizeof *order); i++)
		if (order[i] == k)
			return i;
	return 100 + k;
}

static int text_cmp(const TokenArray *ta1, uint32_t f1, uint32_t l1,
		    const TokenArray *ta2, uint32_t f2, uint32_t l2)
{
	uint32_t i = f1, j = f2;
	for (;;) {
		while (i <= l1 && i < ta1->n && (ta1->v[i].flags & (TF_EXPANDED | TF_HIDDEN)))
			i++;
		while (j <= l2 && j < ta2->n && (ta2->v[j].flags & (TF_EXPANDED | TF_HIDDEN)))
			j++;
		int e1 = i > l1 || i >= ta1->n, e2 = j > l2 || j >= ta2->n;
		if (e1 || e2)
			return e1 - e2 ? (e1 ? -1 : 1) : 0;
		const Token *a = &ta1->v[i], *b = &ta2->v[j];
		size_t na = tok_len(a), nb = tok_len(b);
		int c = memcmp(tok_text(ta1, a), tok_text(ta2, b), na < nb ? na : nb);
		if (c || na != nb)
			return c ? c : na < nb ? -1 : 1;
		i++, j++;
	}
}

static int node_cmp(const TokenArray *ta1, const Node *a, const TokenArray *ta2, const Node *b,
		    int depth)
{
	if (!a || !b)
		return !a - !b ? (!a ? -1 : 1) : 0;
	if (depth > 200)
		return text_cmp(ta1, a->first, a->last, ta2, b->first, b->last);
	int ra = expr_rank(a->kind, a->op), rb = expr_rank(b->kind, b->op);
	if (ra != rb)
		return ra < rb ? -1 : 1;
	if (a->kind == E_IDENT && a->name && b->name)
		return strcmp(a->name->name, b->name->name);
	if (a->kind == E_CONST || a->kind == E_STRING || a->kind >= E_GENERIC_ASSOC + 1)
		return text_cmp(ta1, a->first, a->last, ta2, b->first, b->last);
	uint32_t n = a->n < b->n ? a->n : b->n;
	for (uint32_t i = 0; i < n; i++) {
		if (i == 1 && a->kind == E_BINARY && a->op != b->op)
			return binop_rank(a->op) < binop_rank(b->op) ? -1 : 1;
		int c = node_cmp(ta1, a->kid[i], ta2, b->kid[i], depth + 1);
		if (c)
			return c;
	}
	if (a->n != b->n)
		return a->n < b->n ? -1 : 1;
	if (a->op != b->op)
		return a->op < b->op ? -1 : 1;
	return text_cmp(ta1, a->first, a->last, ta2, b->first, b->last);
}

static int value_cmp(Run *r, const Binding *x, const Binding *y)
{
	if (!x || !y)
		return !x - !y ? (!x ? -1 : 1) : 0;
	if (x->kind == BV_POS && y->kind == BV_POS) {
		PyLoc a, b;
		pos_loc(r, x, &a);
		pos_loc(r, y, &b);
		int c = strcmp(a.file ? a.file : "", b.file ? b.file : "");
		if (!c)
			c = strcmp(a.elem, b.elem);
		if (c)
			return c;
		int ka[] = {a.line, a.col, a.line_end, a.col_end};
		int kb[] = {b.line, b.col, b.line_end, b.col_end};
		for (int i = 0; i < 4; i++)
			if (ka[i] != kb[i])
				return ka[i] < kb[i] ? -1 : 1;
		return 0;
	}
	if (x->kind == BV_NODE && y->kind == BV_NODE && x->node && y->node && x->ta && y->ta)
		return node_cmp(x->ta, x->node, y->ta, y->node, 0);
	if (x->kind == BV_OP && y->kind == BV_OP)
		return x->op < y->op ? -1 : x->op > y->op;
	if (x->ta && y->ta && x->kind != BV_TEXT && y->kind != BV_TEXT && x->kind != BV_IDENT &&
	    y->kind != BV_IDENT)
		return text_cmp(x->ta, x->first, x->last, y->ta, y->first, y->last);
	Arena *a = &r->match_arena;
	return strcmp(binding_text(a, x), binding_text(a, y));
}

/* The variables of rule Q that rule FROM and the rules after it (those
 * that can run) inherit, sorted by name. */
static void inherited_after(Run *r, const Rule *q, uint32_t from, ScriptVars *out)
{
	for (uint32_t i = from; i < r->sp->nrules; i++) {
		const Rule *R = r->sp->rules[i];
		if (r->never && r->never[i])
			continue;
		for (uint32_t k = 0; k < R->nmetas; k++)
			if (R->metas[k]->rule == q->name)
				vec_push(out, R->metas[k]->src_name);
		for (uint32_t k = 0; k < R->nbindings; k++)
			if (R->bindings[k].rule == q->name)
				vec_push(out, R->bindings[k].var);
	}
	/* sort by name, no duplicates */
	for (size_t i = 1; i < out->n; i++)
		for (size_t j = i; j > 0 && strcmp(out->v[j - 1]->name, out->v[j]->name) > 0; j--) {
			const Ident *t = out->v[j];
			out->v[j] = out->v[j - 1];
			out->v[j - 1] = t;
		}
	size_t w = 0;
	for (size_t i = 0; i < out->n; i++)
		if (!w || out->v[w - 1] != out->v[i])
			out->v[w++] = out->v[i];
	out->n = w;
}

static int env_order_cmp(Run *r, const ScriptVars *vars, const Env *x, const Env *y)
{
	for (size_t i = 0; i < vars->n; i++) {
		int c = value_cmp(r, env_lookup(x, vars->v[i]), env_lookup(y, vars->v[i]));
		if (c)
			return c;
	}
	return 0;
}

/* A text that is the same for two environments exactly when they bind
 * VARS to the same values (as binding_equal compares them). */
static const char *env_key(Run *r, const Env *e, const Ident *const *vars, size_t n)
{
	Arena *a = &r->match_arena;
	VEC(char) k = {0};
	for (size_t i = 0; i < n; i++) {
		const Binding *b = env_lookup(e, vars[i]);
		char head[96];
		const char *t = "";
		if (!b)
			snprintf(head, sizeof head, "-");
		else if (b->kind == BV_POS)
			snprintf(head, sizeof head, "P%p:%u:%u", (const void *)b->ta, b->first, b->last);
		else if (b->kind == BV_OP)
			snprintf(head, sizeof head, "O%d", b->op);
		else {
			snprintf(head, sizeof head, "V");
			t = b->kind == BV_IDENT || b->kind == BV_TEXT || !b->ta
				    ? binding_text(a, b) : spaced_text(a, b->ta, b->first, b->last);
		}
		size_t hn = strlen(head), tn = strlen(t);
		vec_grow(&k, hn + tn + 1);
		memcpy(k.v + k.n, head, hn);
		memcpy(k.v + k.n + hn, t, tn);
		k.n += hn + tn;
		k.v[k.n++] = '\x01';
	}
	vec_push(&k, '\0');
	const char *s = arena_strdup(a, k.v);
	vec_free(&k);
	return s;
}

/* A set of keys (open addressing); returns 1 when KEY was already in. */
typedef struct KeySet {
	const char **v;
	size_t cap, n;
} KeySet;

static int keyset_add(KeySet *ks, const char *key)
{
	if (2 * (ks->n + 1) > ks->cap) {
		KeySet big = {xcalloc(ks->cap ? 2 * ks->cap : 64, sizeof *big.v),
			      ks->cap ? 2 * ks->cap : 64, 0};
		for (size_t i = 0; i < ks->cap; i++)
			if (ks->v[i])
				keyset_add(&big, ks->v[i]);
		xfree(ks->v);
		*ks = big;
	}
	uint64_t h = 1469598103934665603ull;
	for (const char *p = key; *p; p++)
		h = (h ^ (unsigned char)*p) * 1099511628211ull;
	for (size_t i = h & (ks->cap - 1);; i = (i + 1) & (ks->cap - 1)) {
		if (!ks->v[i]) {
			ks->v[i] = key;
			ks->n++;
			return 0;
		}
		if (strcmp(ks->v[i], key) == 0)
			return 1;
	}
}

typedef struct SortCtx {
	Run *r;
	const ScriptVars *vars;
} SortCtx;

/* Stable merge sort of V[0..n) by env_order_cmp (TMP has room for n). */
static void env_sort(SortCtx *c, const Env **v, const Env **tmp, size_t n)
{
	if (n < 2)
		return;
	size_t h = n / 2;
	env_sort(c, v, tmp, h);
	env_sort(c, v + h, tmp, n - h);
	size_t i = 0, j = h, w = 0;
	while (i < h && j < n)
		tmp[w++] = env_order_cmp(c->r, c->vars, v[j], v[i]) < 0 ? v[j++] : v[i++];
	while (i < h)
		tmp[w++] = v[i++];
	while (j < n)
		tmp[w++] = v[j++];
	memcpy(v, tmp, n * sizeof *v);
}

static int inherit_name_cmp(const void *x, const void *y)
{
	const Inherit *a = x, *b = y;
	int c = strcmp(a->q->name ? a->q->name->name : "", b->q->name ? b->q->name->name : "");
	return c ? c : strcmp(a->src->name, b->src->name);
}

/* SEEDS in the order spatch takes them: sorted by their values of the
 * inherited items IN, compared variable by variable in the order of
 * their `rule.name'.  (That order shows where each environment adds
 * `++' code.) */
static void sort_seeds(Run *r, const InheritVec *in, EnvList *seeds)
{
	if (seeds->n < 2 || !in->n)
		return;
	Inherit *sorted = xmalloc(in->n * sizeof *sorted);
	memcpy(sorted, in->v, in->n * sizeof *sorted);
	qsort(sorted, in->n, sizeof *sorted, inherit_name_cmp);
	ScriptVars vars = {0};
	for (size_t i = 0; i < in->n; i++)
		vec_push(&vars, sorted[i].local);
	xfree(sorted);
	const Env **tmp = xmalloc(seeds->n * sizeof *tmp);
	SortCtx c = {r, &vars};
	env_sort(&c, (const Env **)seeds->v, tmp, seeds->n);
	xfree(tmp);
	vec_free(&vars);
}

static void poslists_free(Run *r)
{
	for (size_t i = 0; i < r->poslists.n; i++) {
		vec_free(&r->poslists.v[i]->all);
		xfree(r->poslists.v[i]);
	}
	r->poslists.n = 0;
}

static PosList *poslist_of(Run *r, const Binding *b)
{
	for (size_t i = 0; i < r->poslists.n; i++) {
		PosList *pl = r->poslists.v[i];
		if (pl->ta == b->ta && pl->first == b->first && pl->last == b->last)
			return pl;
	}
	return NULL;
}

/* Does rule Q's pattern span paths (`...` or a nest)? */
static int has_paths(const Rule *q)
{
	for (size_t i = 0; i < q->minus_view.n; i++) {
		const Token *t = &q->minus_view.v[i];
		if (!(t->flags & TF_HIDDEN) &&
		    (t->kind == TK_ELLIPSIS || t->kind == TK_DOTS_OPEN_NEST ||
		     t->kind == TK_DOTS_OPEN_PLUS))
			return 1;
	}
	return 0;
}

/* The first token of the first `...` or nest among statements in
 * pattern N (STMT: N stands where a statement does), or UINT32_MAX.
 * Dots in an argument list or an expression span no path. */
static uint32_t stmt_dots(const Node *n, int stmt, int depth)
{
	if (!n || depth > 500)
		return UINT32_MAX;
	if ((n->kind == P_DOTS || n->kind == P_NEST) && stmt)
		return n->first;
	int kids_stmt = n->kind == TOP_UNIT || n->kind == S_BLOCK || n->kind == P_SEQ ||
			((n->kind == P_DISJ || n->kind == P_CONJ || n->kind == P_OPT) && stmt);
	uint32_t best = UINT32_MAX;
	for (uint32_t i = 0; i < n->n; i++) {
		uint32_t f = stmt_dots(n->kid[i], kids_stmt, depth + 1);
		if (f < best)
			best = f;
	}
	return best;
}

/* Is position NAME of rule Q written before token DOTS of its pattern
 * (so bound once per match, before any path splits)? */
static int pos_before(const Rule *q, const Ident *name, uint32_t dots)
{
	for (uint32_t i = 0; i < q->minus_view.n && i < dots; i++) {
		const Meta *m = match_token_meta(&q->minus_view, i);
		if (m && m->name == name)
			return 1;
	}
	return 0;
}

/* A forall rule whose pattern spans paths binds a position once per
 * path, where spatch gathers the positions that the paths of one match
 * give it into one list.  Approximated here: environments of OUT (each
 * projected on VARS) with the same other values, their positions in the
 * same function, sharing a position when they have several, and whose
 * other positions are on lines not yet in the lists, are merged into
 * the first one, and the lists recorded.  A position written before
 * the first `...` among statements is bound once per match: it counts
 * among the other values. */
static void collect_positions(Run *r, const Rule *q, const ScriptVars *vars, EnvList *out)
{
	ScriptVars pos = {0}, other = {0};
	uint32_t dots = r->pat[q->index] ? stmt_dots(r->pat[q->index], 1, 0) : 0;
	for (size_t i = 0; i < vars->n; i++) {
		const Meta *m = smpl_rule_meta(q, vars->v[i]);
		if (m && m->kind == MK_POSITION && !pos_before(q, m->name, dots))
			vec_push(&pos, vars->v[i]);
		else
			vec_push(&other, vars->v[i]);
	}
	if (!pos.n || out->n < 2) {
		vec_free(&pos);
		vec_free(&other);
		return;
	}
	VEC(const char *) keys = {0};
	VEC(PosList **) lists = {0};
	size_t w = 0;
	for (size_t k = 0; k < out->n; k++) {
		const Env *e = out->v[k];
		const char *key = env_key(r, e, other.v, other.n);
		int merged = 0;
		for (size_t g = 0; g < keys.n && !merged; g++) {
			if (strcmp(keys.v[g], key) != 0)
				continue;
			int ok = 1, shared = 0;
			for (size_t i = 0; i < pos.n && ok; i++) {
				const Binding *b = env_lookup(e, pos.v[i]);
				PosList *pl = lists.v[g][i];
				if (!b || !pl || b->kind != BV_POS) {
					ok = !b && !pl;
					continue;
				}
				PyLoc l0, l1;
				pos_loc(r, pl->all.v[0], &l0);
				pos_loc(r, b, &l1);
				ok = l0.file && l1.file && strcmp(l0.file, l1.file) == 0 &&
				     strcmp(l0.elem, l1.elem) == 0 && l0.el_line == l1.el_line;
				int same = 0, line_used = 0;
				for (size_t j = 0; j < pl->all.n && ok; j++) {
					if (binding_equal(pl->all.v[j], b))
						same = 1;
					else if (pos_line(pl->all.v[j]) == pos_line(b))
						line_used = 1;
				}
				ok = ok && (same || !line_used);
				shared |= same;
			}
			if (!ok || (pos.n > 1 && !shared))
				continue;
			for (size_t i = 0; i < pos.n; i++) {
				const Binding *b = env_lookup(e, pos.v[i]);
				PosList *pl = lists.v[g][i];
				int have = 0;
				for (size_t j = 0; pl && b && j < pl->all.n && !have; j++)
					have = binding_equal(pl->all.v[j], b);
				if (pl && b && !have)
					vec_push(&pl->all, b);
			}
			merged = 1;
		}
		if (merged)
			continue;
		PosList **pls = arena_alloc(&r->match_arena, pos.n * sizeof *pls);
		for (size_t i = 0; i < pos.n; i++) {
			const Binding *b = env_lookup(e, pos.v[i]);
			if (!b || b->kind != BV_POS)
				continue;
			pls[i] = xcalloc(1, sizeof **pls);
			pls[i]->ta = b->ta;
			pls[i]->first = b->first;
			pls[i]->last = b->last;
			vec_push(&pls[i]->all, b);
			vec_push(&r->poslists, pls[i]);
		}
		vec_push(&keys, key);
		vec_push(&lists, pls);
		out->v[w++] = e;
	}
	out->n = w;
	/* each list in the order of the code */
	for (size_t i = 0; i < r->poslists.n; i++) {
		PosList *pl = r->poslists.v[i];
		for (size_t x = 1; x < pl->all.n; x++)
			for (size_t y = x; y > 0 && value_cmp(r, pl->all.v[y - 1], pl->all.v[y]) > 0; y--) {
				const Binding *t = pl->all.v[y];
				pl->all.v[y] = pl->all.v[y - 1];
				pl->all.v[y - 1] = t;
			}
	}
	vec_free(&keys);
	vec_free(&lists);
	vec_free(&pos);
	vec_free(&other);
}

/* The environments of rule Q in the order script rule R sees them:
 * projected on what R and the rules after it inherit from Q, without
 * repeats, sorted. */
static void script_order(Run *r, const Rule *R, const Rule *q, const RuleState *qs,
			 const InheritVec *extra, EnvList *out)
{
	Arena *a = &r->match_arena;
	ScriptVars vars = {0};
	inherited_after(r, q, R->index, &vars);
	/* and the values shared with other rules (see shared_origins) */
	for (size_t j = 0; extra && j < extra->n; j++) {
		int dup = extra->v[j].q != q;
		for (size_t i = 0; i < vars.n && !dup; i++)
			dup = vars.v[i] == extra->v[j].src;
		if (!dup)
			vec_push(&vars, extra->v[j].src);
	}
	KeySet seen = {0};
	for (size_t k = 0; k < qs->envs.n; k++) {
		const Env *pe = env_empty();
		for (size_t i = 0; i < vars.n; i++) {
			const Binding *b = env_lookup(qs->envs.v[k], vars.v[i]);
			const Env *ne = b ? env_bind(a, pe, vars.v[i], b) : NULL;
			if (ne)
				pe = ne;
		}
		if (!keyset_add(&seen, env_key(r, pe, vars.v, vars.n)))
			envlist_push(a, out, pe);
	}
	xfree(seen.v);
	if (smpl_quantifier(q) == Q_FORALL && q->kind == RK_CODE && has_paths(q) &&
	    (!r->pat[q->index] || stmt_dots(r->pat[q->index], 1, 0) != UINT32_MAX))
		collect_positions(r, q, &vars, out);
	if (out->n > 1) {
		const Env **tmp = xmalloc(out->n * sizeof *tmp);
		SortCtx c = {r, &vars};
		env_sort(&c, (const Env **)out->v, tmp, out->n);
		xfree(tmp);
	}
	vec_free(&vars);
}

static int script_seeds_from(Run *r, const Rule *R, const InheritVec *extra, EnvList *seeds);

/* The environments a script rule runs with: one per distinct
 * combination of the values of its inherited variables, bound under
 * their local names.  A variable unbound in an environment of its rule
 * drops that environment unless it has a default (then it stays
 * unbound here, and the script gets the default).  Returns 0 when the
 * script does not run. */
static int script_seeds(Run *r, const Rule *R, EnvList *seeds)
{
	Arena *a = &r->match_arena;
	envlist_push(a, seeds, env_empty());
	/* the values the rules it inherits from share an origin for (see
	 * shared_origins; a script sees positions one by one) */
	InheritVec in = {0}, extra = {0};
	for (uint32_t i = 0; i < R->nbindings; i++) {
		const ScriptBinding *sb = &R->bindings[i];
		const Rule *q = sb->rule ? smpl_find_rule(r->sp, sb->rule) : NULL;
		if (q)
			vec_push(&in, ((Inherit){ q, sb->local, sb->var, 0, 0 }));
	}
	shared_origins(r, in.v, in.n, 1, &extra);
	vec_free(&in);
	int ok = script_seeds_from(r, R, &extra, seeds);
	/* the rules that only join the others */
	for (size_t i = 0; i < extra.n && ok; i++) {
		const Rule *q = extra.v[i].q;
		int first = 1;
		for (size_t j = 0; j < i && first; j++)
			first = extra.v[j].q != q;
		for (uint32_t j = 0; j < R->nbindings && first; j++)
			first = R->bindings[j].rule != q->name;
		if (!first)
			continue;
		Inherit *items = xmalloc(extra.n * sizeof *items);
		size_t n = 0;
		for (size_t j = i; j < extra.n; j++)
			if (extra.v[j].q == q)
				items[n++] = extra.v[j];
		EnvList proj = {0};
		project_rule(r, &r->rs[q->index], items, n, &proj);
		xfree(items);
		if (!proj.n)
			continue;
		seeds_times(a, seeds, &proj);
		ok = seeds->n != 0;
	}
	drop_origin_keys(a, seeds, &extra, 0);
	vec_free(&extra);
	return ok;
}

/* script_seeds, the values of the script's own bindings; EXTRA: the
 * origin keys to bind along from the same environments. */
static int script_seeds_from(Run *r, const Rule *R, const InheritVec *extra, EnvList *seeds)
{
	Arena *a = &r->match_arena;
	for (uint32_t i = 0; i < R->nbindings; i++) {
		const ScriptBinding *sb = &R->bindings[i];
		if (!sb->rule)
			continue;
		int first = 1;
		for (uint32_t j = 0; j < i && first; j++)
			first = R->bindings[j].rule != sb->rule;
		if (!first)
			continue;
		EnvList proj = {0};
		if (strcmp(sb->rule->name, "virtual") == 0) {
			/* x << virtual.name: the value of -D name=value */
			const Env *pe = env_empty();
			for (uint32_t j = i; j < R->nbindings && pe; j++) {
				const ScriptBinding *o = &R->bindings[j];
				if (o->rule != sb->rule)
					continue;
				const char *val = NULL;
				for (size_t k = 0; k < r->o->defines.n; k++) {
					const char *d = r->o->defines.v[k];
					size_t n = strcspn(d, "=");
					if (n == o->var->len && memcmp(d, o->var->name, n) == 0 && d[n])
						val = d + n + 1;
				}
				Binding v = {0};
				v.kind = BV_TEXT;
				v.text = val;
				if (val)
					pe = env_bind(a, pe, o->local, &v);
				else if (!o->dflt)
					pe = NULL;
			}
			if (pe)
				envlist_push(a, &proj, pe);
		} else {
			const Rule *q = smpl_find_rule(r->sp, sb->rule);
			const RuleState *qs = q ? &r->rs[q->index] : NULL;
			int all_dflt = 1;
			ScriptVars locals = {0};
			for (uint32_t j = i; j < R->nbindings; j++)
				if (R->bindings[j].rule == sb->rule) {
					all_dflt &= R->bindings[j].dflt != NULL;
					vec_push(&locals, R->bindings[j].local);
				}
			for (size_t j = 0; j < extra->n; j++)
				if (extra->v[j].q == q)
					vec_push(&locals, extra->v[j].local);
			EnvList ordered = {0};
			if (qs)
				script_order(r, R, q, qs, extra, &ordered);
			KeySet seen = {0};
			for (size_t k = 0; k < ordered.n; k++) {
				const Env *pe = env_empty();
				for (uint32_t j = i; j < R->nbindings && pe; j++) {
					const ScriptBinding *o = &R->bindings[j];
					if (o->rule != sb->rule)
						continue;
					const Binding *b = env_lookup(ordered.v[k], o->var);
					if (b)
						pe = env_bind(a, pe, o->local, b);
					else if (!o->dflt)
						pe = NULL;
				}
				for (size_t j = 0; j < extra->n && pe; j++) {
					const Binding *b = extra->v[j].q == q
						? env_lookup(ordered.v[k], extra->v[j].src) : NULL;
					if (b)
						pe = env_bind(a, pe, extra->v[j].local, b);
				}
				if (pe && !keyset_add(&seen, env_key(r, pe, locals.v, locals.n)))
					envlist_push(a, &proj, pe);
			}
			xfree(seen.v);
			vec_free(&locals);
			if (!proj.n && all_dflt && !(qs && qs->matched))
				envlist_push(a, &proj, env_empty());
		}
		seeds_times(a, seeds, &proj);
		if (!seeds->n)
			return 0;
	}
	return 1;
}

/* The search of script_joined: environments for the rules Q[I..N) of
 * the script's bindings agreeing with the values of SEED and with the
 * environments CH[0..I) chosen for the rules before. */
typedef struct Join {
	Run *r;
	const Rule *R;
	const Rule *q[4];
	InheritVec in[4];       /* what q[i] inherits */
	const Env *ch[4];
	size_t n;
	long budget;
} Join;

static int join_from(Join *j, size_t i, const Env *seed)
{
	if (i == j->n)
		return 1;
	const RuleState *qs = &j->r->rs[j->q[i]->index];
	for (size_t k = 0; k < qs->envs.n; k++) {
		if (--j->budget < 0)
			return 1;   /* too many to try: keep the combination */
		const Env *e = qs->envs.v[k];
		int ok = 1;
		for (uint32_t b = 0; b < j->R->nbindings && ok; b++) {
			const ScriptBinding *sb = &j->R->bindings[b];
			if (!sb->rule || sb->rule != j->q[i]->name)
				continue;
			const Binding *want = env_lookup(seed, sb->local);
			const Binding *have = env_lookup(e, sb->var);
			ok = !want || (have && binding_equal(want, have));
		}
		/* the values rule q[i] inherited from a rule chosen before, and
		 * those a rule chosen before inherited from q[i] */
		for (size_t x = 0; x < i && ok; x++) {
			for (size_t y = 0; y < j->in[i].n && ok; y++) {
				const Inherit *h = &j->in[i].v[y];
				if (h->q != j->q[x])
					continue;
				const Binding *a = env_lookup(e, h->local), *b = env_lookup(j->ch[x], h->src);
				ok = !a || !b || binding_equal(a, b);
			}
			for (size_t y = 0; y < j->in[x].n && ok; y++) {
				const Inherit *h = &j->in[x].v[y];
				if (h->q != j->q[i])
					continue;
				const Binding *a = env_lookup(j->ch[x], h->local), *b = env_lookup(e, h->src);
				ok = !a || !b || binding_equal(a, b);
			}
		}
		if (!ok)
			continue;
		j->ch[i] = e;
		if (join_from(j, i + 1, seed))
			return 1;
	}
	return 0;
}

/* A script that takes values from several rules, one of which inherits
 * from another (err inherits p from prelocked; the script takes
 * prelocked.p1 and err.r): keep only the SEEDS whose values come from
 * environments of those rules that agree, as spatch combines them. */
static void script_joined(Run *r, const Rule *R, EnvList *seeds)
{
	Join j;
	memset(&j, 0, sizeof j);
	j.r = r;
	j.R = R;
	for (uint32_t b = 0; b < R->nbindings; b++) {
		const ScriptBinding *sb = &R->bindings[b];
		if (!sb->rule || strcmp(sb->rule->name, "virtual") == 0)
			continue;
		const Rule *q = smpl_find_rule(r->sp, sb->rule);
		if (!q)
			return;
		size_t x = 0;
		while (x < j.n && j.q[x] != q)
			x++;
		if (x == j.n) {
			if (j.n == 4)
				return;
			j.q[j.n++] = q;
		}
	}
	int linked = 0;
	for (size_t i = 0; i < j.n; i++) {
		inherited_of(r, j.q[i], &j.in[i]);
		for (size_t y = 0; y < j.in[i].n; y++)
			for (size_t x = 0; x < j.n; x++)
				linked |= x != i && j.in[i].v[y].q == j.q[x];
	}
	if (linked) {
		size_t w = 0;
		for (size_t k = 0; k < seeds->n; k++) {
			j.budget = 100000;
			if (join_from(&j, 0, seeds->v[k]))
				seeds->v[w++] = seeds->v[k];
		}
		seeds->n = w;
	}
	for (size_t i = 0; i < j.n; i++)
		vec_free(&j.in[i]);
}

/* A script dropped SEED (cocci.include_match(False)): the environments
 * of the rules it inherits from that have those values are gone for
 * the later rules. */
static void script_drop(Run *r, const Rule *R, const Env *seed)
{
	for (uint32_t i = 0; i < R->nbindings; i++) {
		const ScriptBinding *sb = &R->bindings[i];
		int first = sb->rule != NULL;
		for (uint32_t j = 0; j < i && first; j++)
			first = R->bindings[j].rule != sb->rule;
		if (!first)
			continue;
		const Rule *q = smpl_find_rule(r->sp, sb->rule);
		if (!q)
			continue;
		RuleState *qs = &r->rs[q->index];
		size_t w = 0;
		for (size_t k = 0; k < qs->envs.n; k++) {
			int same = 1;
			for (uint32_t j = i; j < R->nbindings && same; j++) {
				const ScriptBinding *o = &R->bindings[j];
				if (o->rule != sb->rule)
					continue;
				const Binding *x = env_lookup(seed, o->local);
				const Binding *y = env_lookup(qs->envs.v[k], o->var);
				same = (!x && !y) || (x && y && binding_equal(x, y));
			}
			if (!same)
				qs->envs.v[w++] = qs->envs.v[k];
		}
		qs->envs.n = w;
		if (!w)
			qs->matched = 0;
	}
}

/* TEXT parsed as code of kind START (CPARSE_EXPR, _BODY, _TYPE) into
 * binding V; 0 when it does not parse. */
static int made_code(Run *r, const char *text, int start, Binding *v)
{
	MadeCode *mc = xcalloc(1, sizeof *mc);
	mc->src = source_from_string("<script>", text, strlen(text));
	arena_init(&mc->arena);
	clex_file(mc->src, &mc->ta);
	vec_push(&r->made, mc);
	if (mc->ta.n < 2)
		return 0;
	uint32_t last = (uint32_t)mc->ta.n - 2;
	CParseErrors errs = {0};
	Node *n = cparse_pattern(&mc->ta, 0, last, start, &mc->arena, &errs);
	cparse_errors_free(&errs);
	if (n && n->kind == TOP_UNIT && n->n == 1)
		n = n->kid[0];
	if (!n)
		return 0;
	v->kind = BV_NODE;
	v->node = n;
	v->ta = &mc->ta;
	v->first = 0;
	v->last = last;
	return 1;
}

/* The binding of what a script made (M), or 0 when it binds nothing. */
static int made_binding(Run *r, Arena *fa, const PyMade *m, Binding *v)
{
	memset(v, 0, sizeof *v);
	switch (m->kind) {
	case PM_UNSET:
		return 0;
	case PM_IDENT:
		v->kind = BV_IDENT;
		v->id = intern_cstr(m->text);
		return 1;
	case PM_EXPR:
	case PM_STMT:
	case PM_TYPE: {
		int start = m->kind == PM_EXPR ? CPARSE_EXPR : m->kind == PM_TYPE ? CPARSE_TYPE : CPARSE_BODY;
		if (made_code(r, m->text, start, v))
			return 1;
		break;
	}
	case PM_POS: {
		/* the token of the current version that starts at the line and
		 * column, through the one that ends at the end */
		const TokenArray *ta = &r->ver->ta;
		uint32_t f = UINT32_MAX, l = UINT32_MAX;
		for (uint32_t i = 0; i + 1 < ta->n; i++) {
			if (ta->v[i].flags & (TF_EXPANDED | TF_HIDDEN))
				continue;
			int line, col;
			source_linecol(ta->src, ta->v[i].start, &line, &col);
			if (f == UINT32_MAX && line == m->loc.line && col - 1 == m->loc.col)
				f = i;
			source_linecol(ta->src, ta->v[i].end, &line, &col);
			if (f != UINT32_MAX && line == m->loc.line_end && col - 1 == m->loc.col_end) {
				l = i;
				break;
			}
		}
		if (f == UINT32_MAX || l == UINT32_MAX)
			return 0;
		v->kind = BV_POS;
		v->ta = ta;
		v->first = f;
		v->last = l;
		return 1;
	}
	default:
		break;
	}
	v->kind = BV_TEXT;
	v->text = arena_strdup(fa, m->text);
	return 1;
}

/* Run script rule R on the file: once per seed (script_seeds); each run
 * that keeps its match exports the seed and the variables the script
 * bound to the later rules. */
static void run_script(Run *r, const Rule *R, Version *ver, Arena *fa)
{
	RuleState *st = &r->rs[R->index];
	if (!R->lang || strcmp(R->lang, "python") != 0 || r->script_failed)
		return;
	if (!dep_true(r, R->depends))
		return;
	r->rule = R;
	r->ver = ver;
	EnvList seeds = {0};
	poslists_free(r);
	if (!script_seeds(r, R, &seeds)) {
		poslists_free(r);
		return;
	}
	script_joined(r, R, &seeds);
	Arena *a = &r->match_arena;
	uint32_t nnew = 0;
	const char **names = arena_alloc(a, (R->nbindings + 1) * sizeof *names);
	const Ident **new_ids = arena_alloc(a, (R->nbindings + 1) * sizeof *new_ids);
	for (uint32_t i = 0; i < R->nbindings; i++)
		if (!R->bindings[i].rule) {
			new_ids[nnew] = R->bindings[i].local;
			names[nnew++] = R->bindings[i].local->name;
		}
	PyMade *made = xcalloc(nnew + 1, sizeof *made);
	PyArg *args = arena_alloc(a, (R->nbindings + 1) * sizeof *args);
	const char *file = r->sp->src ? r->sp->src->path : "";
	int line = script_line(R, 0), rule_line = script_line(R, R->off);
	for (size_t s = 0; s < seeds.n && !pyscript_exit_requested(); s++) {
		const Env *seed = seeds.v[s];
		uint32_t na = 0;
		for (uint32_t i = 0; i < R->nbindings; i++) {
			const ScriptBinding *sb = &R->bindings[i];
			if (!sb->rule)
				continue;
			const Binding *b = env_lookup(seed, sb->local);
			if (!b) {
				args[na++] = (PyArg){.name = sb->local->name, .kind = PA_EXPR, .text = sb->dflt};
				continue;
			}
			const Rule *q = smpl_find_rule(r->sp, sb->rule);
			const Meta *qm = q ? smpl_rule_meta(q, sb->var) : NULL;
			args[na++] = script_arg(r, sb->local->name, qm ? qm->kind : MK_EXPRESSION, b);
		}
		int include = 1;
		if (pyscript_rule(R->script, file, line, rule_line, args, na, names, made, nnew,
				  &include) != 0) {
			r->script_failed = 1;
			break;
		}
		if (pyscript_exit_requested())
			break;
		if (!include) {
			script_drop(r, R, seed);
		} else {
			const Env *e = seed;
			for (uint32_t k = 0; k < nnew; k++) {
				Binding v;
				if (made_binding(r, fa, &made[k], &v)) {
					const Env *ne = env_bind(a, e, new_ids[k], &v);
					if (ne)
						e = ne;
				}
			}
			st->matched = 1;
			vec_push(&st->envs, export_env(fa, e));
		}
		for (uint32_t k = 0; k < nnew; k++)
			pyscript_made_free(&made[k]);
	}
	xfree(made);
	poslists_free(r);
}

/* Run the initialize (INIT 1) or finalize (INIT 0) rules of the patch. */
static int run_init_final(Run *r, int init)
{
	for (uint32_t i = 0; i < r->sp->nrules && !r->script_failed; i++) {
		const Rule *R = r->sp->rules[i];
		if (R->kind != (init ? RK_INITIALIZE : RK_FINALIZE))
			continue;
		if (!R->lang || strcmp(R->lang, "python") != 0 || !dep_true(r, R->depends))
			continue;
		int include;
		if (pyscript_rule(R->script, r->sp->src ? r->sp->src->path : "", script_line(R, 0),
				  script_line(R, R->off), NULL, 0, NULL, NULL, 0, &include) != 0)
			r->script_failed = 1;
	}
	return r->script_failed;
}

/* Run rule R on the file; returns the new version if it changed the text. */
static Version *run_rule(Run *r, const Rule *R, Version *ver, Arena *fa)
{
	RuleState *st = &r->rs[R->index];
	st->matched = 0;
	if (R->kind == RK_SCRIPT) {
		run_script(r, R, ver, fa);
		return ver;
	}
	if (R->kind != RK_CODE || !r->pat[R->index])
		return ver;
	int per_seed = dep_per_seed(r, R, R->depends);
	if (!per_seed && !dep_true(r, R->depends))
		return ver;
	r->rule = R;
	r->ver = ver;
	r->in_nest = NULL;
	EnvList seeds = {0};
	if (!seeds_of(r, R, &seeds))
		return ver;
	if (per_seed) {
		size_t k = 0;
		for (size_t s = 0; s < seeds.n; s++)
			if (dep_true_for(r, R, R->depends, seeds.v[s]))
				seeds.v[k++] = seeds.v[s];
		seeds.n = k;
	}
	Edits ed = {0};
	Arena ea;
	arena_init(&ea);
	EditSet *es = NULL;
	const char *unit = NULL;
	RangeVec bodies = {0};
	for (size_t s = 0; s < seeds.n; s++) {
		EnvList res = {0};
		find_matches(r, seeds.v[s], &res);
		if (res.n && !es) {
			/* the first match: what edits need about the file (most
			 * rules match in few files, so only then) */
			ed.tokdel = xcalloc(ver->ta.n + 1, 1);
			ed.mdecl = xcalloc(ver->ta.n + 1, sizeof *ed.mdecl);
			find_multi_decls(&ver->ta, ver->unit, ed.mdecl, 0);
			ed.pending = xcalloc(ver->ta.n + 1, 1);
			es = edit_new(&ea, &ver->ta);
			if (R->has_star && !R->has_minus && !R->has_plus)
				edit_no_tidy(es);   /* context mode shows exactly the starred lines */
			unit = edit_indent_unit(es);
			lone_bodies(ver->unit, &bodies, 0);
			if (bodies.n > 1)
				qsort(bodies.v, bodies.n, sizeof *bodies.v, u64_cmp);
		}
		if (es)
			edit_stack_group(es, (uint32_t)s);
		for (size_t i = 0; i < res.n; i++) {
			const Env *e = with_fresh(r, res.v[i]);
			st->matched = 1;
			vec_push(&st->envs, export_env(fa, e));
			edits_with_subs(r, e, &ed, unit, 0);
			mirror_prototypes(r, &ed);
			issue_edits(r, ver, &ed, es, &bodies);
		}
	}
	if (es && R->has_star && !R->has_minus && !R->has_plus)
		keep_star_marks(r, ver, &ed);
	if (es) {
		issue_removals(r, ver, &ed, es, &bodies);
		if (edit_conflicts(es))
			r->conflict = 1;   /* reported by the edit set; the file is dropped */
	}
	vec_free(&bodies);
	vec_free(&ed.touched);
	vec_free(&ed.pend);
	xfree(ed.pending);
	Version *nv = ver;
	if (ed.changed) {
		size_t nl;
		char *nt = edit_apply(es, &nl);
		if (R->has_star && !R->has_minus && !R->has_plus) {
			/* context mode: the starred lines show as removed in the
			 * diff only; the code itself does not change */
			xfree(r->display);
			r->display = xmalloc(nl + 1);
			memcpy(r->display, nt, nl + 1);
			r->display_len = nl;
		} else if (nl != ver->src->len || memcmp(nt, ver->src->text, nl) != 0) {
			nv = version_new(ver->src->path, nt, nl);
			nv->prev = ver;
		}
	}
	arena_free(&ea);
	xfree(ed.tokdel);
	xfree(ed.mdecl);
	vec_free(&ed.adds);
	return nv;
}

/* ---- which files can match at all ------------------------------------ */

/* Names that isomorphisms can make disappear from matched code. */
static int iso_name(const Ident *id)
{
	static const char *const names[] = {"NULL", "likely", "unlikely", "__predict_true",
					    "__predict_false"};
	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		if (strcmp(id->name, names[i]) == 0)
			return 1;
	return 0;
}

/* The index in W (N bytes, N > 0) of its letter least common in C code. */
static size_t rare_char(const char *w, size_t n)
{
	static const char common[] = "_etaoinsrlcdupmfhgbyvwkxjqz";
	size_t best = 0;
	int best_rank = -1;
	for (size_t i = 0; i < n; i++) {
		const char *at = strchr(common, w[i]);
		int rank = at && w[i] ? (int)(at - common) : 40;   /* digits, capitals: rare */
		if (rank > best_rank) {
			best_rank = rank;
			best = i;
		}
	}
	return best;
}

/* Does TEXT contain NAME as a whole word? */
static int has_word(const char *text, size_t len, const Ident *name)
{
	const char *p = text, *end = text + len;
	/* look for the rarest letter of NAME, then compare the whole name
	 * around it: memchr stops less often than on a common first letter */
	size_t k = rare_char(name->name, name->len);
	while (p < end) {
		if ((size_t)(end - p) < name->len)
			return 0;
		const char *q = memchr(p + k, name->name[k], (size_t)(end - p) - k);
		if (!q || (size_t)(end - (q - k)) < name->len)
			return 0;
		q -= k;
		if (memcmp(q, name->name, name->len) != 0) {
			p = q + 1;
			continue;
		}
		int before = q > text && is_word_char(q[-1]);
		int after = q + name->len < end && is_word_char(q[name->len]);
		if (!before && !after)
			return 1;
		p = q + 1;
	}
	return 0;
}

/* Could pattern N match somewhere in TEXT, as far as the plain names it
 * needs tell?  A disjunction needs one of its branches; optional parts,
 * nests, dots and `when` need nothing. */
static int names_may_match(const Node *n, const TokenArray *pta, const char *text, size_t len,
			   int depth)
{
	if (!n || depth > 3000)
		return 1;
	switch (n->kind) {
	case P_OPT: case P_NEST: case P_WHEN: case P_DOTS:
		return 1;
	case P_DISJ:
		for (uint32_t i = 0; i < n->n; i++)
			if (!n->kid[i] || names_may_match(n->kid[i], pta, text, len, depth + 1))
				return 1;
		return n->n == 0;
	case E_IDENT: case S_MACRO: case S_ITERATOR: case D_MACRO_DECL:
	case T_NAME: case T_STRUCT: case T_ENUM: case DR_IDENT:
		/* typedef names, struct and enum tags and declared names are
		 * written in the code they match, as called names are */
		if (n->name && !(n->flags & NF_META_NAME) && !iso_name(n->name) &&
		    n->first < pta->n && pta->v[n->first].kind != TK_META &&
		    !has_word(text, len, n->name))
			return 0;
		break;
	default:
		break;
	}
	for (uint32_t i = 0; i < n->n; i++)
		if (!names_may_match(n->kid[i], pta, text, len, depth + 1))
			return 0;
	return 1;
}

/* Does pattern N have metavariable M where every match binds it (1), or
 * only in some branches of a disjunction or optional parts (0), or not
 * at all (-1)? */
static int meta_in(const Node *n, const Meta *m, int depth)
{
	if (!n || depth > 3000)
		return -1;
	if (n->kind == P_META && n->aux == m)
		return 1;
	int some = 0;
	if (n->kind == P_DISJ) {
		int all = n->n > 0;
		for (uint32_t i = 0; i < n->n; i++) {
			int k = meta_in(n->kid[i], m, depth + 1);
			all &= k == 1;
			some |= k >= 0;
		}
		return all ? 1 : some ? 0 : -1;
	}
	int opt = n->kind == P_OPT || n->kind == P_NEST || n->kind == P_WHEN || n->kind == P_DOTS;
	for (uint32_t i = 0; i < n->n; i++) {
		int k = meta_in(n->kid[i], m, depth + 1);
		if (k == 1 && !opt)
			return 1;
		some |= k >= 0;
	}
	return some ? 0 : -1;
}

/* Must a match of pattern P (NULL: no pattern) bind the inherited M
 * that the rule uses?  Not when M is in P only where a match may do
 * without it: the rule can match without M's rule. */
static int meta_needed(const Node *p, const Meta *m, int depth)
{
	return !p || meta_in(p, m, depth) != 0;
}

/* Can some rule match in TEXT?  A rule whose every match needs a name
 * that TEXT lacks cannot; neither can one whose `depends on` needs a rule
 * that cannot, nor one that uses a metavariable inherited from such a
 * rule.  Those two need ALONE: the file is a unit of its own, not one of
 * the command-line files whose rules are decided together. */
static int file_may_match(Run *r, const char *text, size_t len, int alone)
{
	uint32_t nr = r->sp->nrules;
	uint8_t *never = xcalloc(nr + 1, 1);
	int any = 0;
	for (uint32_t i = 0; i < nr && !any; i++) {
		const Rule *R = r->sp->rules[i];
		int can = R->kind != RK_CODE || r->pat[i] != NULL;
		if (alone && can && dep_possible(r, R->depends, never) == 0)
			can = 0;
		for (uint32_t k = 0; k < R->nmetas && can && alone; k++) {
			const Meta *m = R->metas[k];
			const Rule *q = m->rule ? smpl_find_rule(r->sp, m->rule) : NULL;
			if (q && q->index < i && never[q->index] && meta_used(R, m) &&
			    meta_needed(r->pat[i], m, 0))
				can = 0;
		}
		if (can && R->kind == RK_CODE)
			can = names_may_match(r->pat[i], &R->minus_view, text, len, 0);
		never[i] = !can;
		any = can && R->kind == RK_CODE;
	}
	xfree(never);
	return any;
}

/* ---- the files named on the command line: one unit ------------------- */

/* spatch 1.1.1 treats the C files named together on the command line
 * (not those found in folders) as one unit: each rule runs over all of
 * them before the next rule, so a rule matched in one of them counts for
 * `depends on' in all of them, and later rules inherit the bindings made
 * in any of them.  Is PATH one of those files (when there are several)?
 * *FIRST tells whether it is the first. */
static int in_group(Run *r, const char *path, int *first)
{
	if (!r->grouped) {
		r->grouped = 1;
		for (size_t i = 0; i < r->o->files.n; i++) {
			struct stat st;
			const char *p = r->o->files.v[i];
			if (!(stat(p, &st) == 0 && S_ISDIR(st.st_mode)))
				strlist_push(&r->group, p);
		}
		if (r->group.n < 2)
			r->group.n = 0;
	}
	for (size_t i = 0; i < r->group.n; i++)
		if (strcmp(r->group.v[i], path) == 0) {
			*first = i == 0;
			return 1;
		}
	return 0;
}

/* One file of the unit. */
typedef struct GroupFile {
	Source *src;            /* NULL: unreadable */
	Version *v;             /* NULL: no rule can match, not parsed */
	char *display;          /* context mode: the text the diff shows */
	size_t display_len;
} GroupFile;

/* Report file F of the unit (its old text SRC, its new one in V), as
 * process_file does for a single file. */
static int group_output(Run *r, const char *path, GroupFile *f)
{
	const Source *src = f->src;
	if (!f->v) {
		if (r->o->mode == MODE_TEST)
			return output_file(r->out, path, src->text, src->len, src->text, src->len) != 0;
		output_skipped(r->out, path);
		return 0;
	}
	if (r->conflict)
		return output_file(r->out, path, src->text, src->len, src->text, src->len), 1;
	const Source *nw = f->v->src;
	if (!f->display)
		return output_file(r->out, path, src->text, src->len, nw->text, nw->len) != 0;
	Options o2 = *r->o;
	o2.out_file = NULL;
	o2.in_place = 0;
	o2.out_place = 0;
	Output *shown = output_new(&o2, 1);
	int rc = output_file(shown, path, src->text, src->len, f->display, f->display_len) != 0;
	output_finish(shown);
	int same = nw->len == src->len && memcmp(nw->text, src->text, src->len) == 0;
	if (!same || r->o->out_file || r->o->in_place || r->o->out_place)
		rc |= output_file(r->out, path, src->text, src->len, nw->text, nw->len) != 0;
	return rc;
}

/* Run the semantic patch on the files of the unit (r->group): rule by
 * rule over all of them.  A conflict in one leaves them all unchanged.
 * As spatch, the results are reported in the reverse order. */
static int process_group(Run *r)
{
	size_t n = r->group.n;
	GroupFile *g = xcalloc(n, sizeof *g);
	int rc = 0;
	Arena fa;
	arena_init(&fa);
	arena_init(&r->match_arena);
	for (uint32_t i = 0; i < r->sp->nrules; i++) {
		r->rs[i].ever |= r->rs[i].matched;
		r->rs[i].matched = 0;
		r->rs[i].envs.n = 0;
	}
	for (size_t f = 0; f < n; f++) {
		char err[512];
		g[f].src = source_read(r->group.v[f], err, sizeof err);
		if (!g[f].src) {
			diag(DIAG_ERROR, "%s", err);
			rc = 1;
		} else if (file_may_match(r, g[f].src->text, g[f].src->len, 0)) {
			g[f].v = version_new(r->group.v[f], g[f].src->text, g[f].src->len);
		}
	}
	r->conflict = 0;
	drop_star_marks(r);
	pyscript_clear_exit();
	for (uint32_t i = 0; i < r->sp->nrules && !r->conflict && !r->script_failed &&
			     !pyscript_exit_requested(); i++) {
		int matched = 0, script = r->sp->rules[i]->kind == RK_SCRIPT;
		for (size_t f = 0; f < n && !r->conflict && !r->script_failed; f++) {
			if (!g[f].v)
				continue;
			g[f].v = run_rule(r, r->sp->rules[i], g[f].v, &fa);
			matched |= r->rs[i].matched;
			if (script)
				break;      /* a script runs once for the unit's environments */
			if (r->display) {
				xfree(g[f].display);
				g[f].display = r->display;
				g[f].display_len = r->display_len;
				r->display = NULL;
			}
		}
		r->rs[i].matched = matched;
	}
	if (r->script_failed)
		r->conflict = 1;
	drop_star_marks(r);
	for (size_t f = n; f-- > 0;)
		if (g[f].src && group_output(r, r->group.v[f], &g[f]))
			rc = 1;
	made_code_free_all(r);
	for (size_t f = 0; f < n; f++) {
		if (g[f].v)
			version_free_all(g[f].v);
		xfree(g[f].display);
		if (g[f].src)
			source_free(g[f].src);
	}
	xfree(g);
	arena_free(&r->match_arena);
	arena_free(&fa);
	return rc;
}


static int process_file(Run *r, const char *path)
{
	int first;
	if (in_group(r, path, &first))
		return first ? process_group(r) : 0;
	char err[512];
	Source *src = source_read(path, err, sizeof err);
	if (!src) {
		diag(DIAG_ERROR, "%s", err);
		return 1;
	}
	if (!file_may_match(r, src->text, src->len, 1)) {
		/* No rule can match: the file is not even parsed.  --test reads
		 * its result back from -o, so there the copy is written all the
		 * same. */
		int rc = r->o->mode == MODE_TEST
			 ? output_file(r->out, path, src->text, src->len, src->text, src->len) != 0
			 : (output_skipped(r->out, path), 0);
		source_free(src);
		return rc;
	}
	Arena fa;
	arena_init(&fa);
	arena_init(&r->match_arena);
	for (uint32_t i = 0; i < r->sp->nrules; i++) {
		r->rs[i].ever |= r->rs[i].matched;
		r->rs[i].matched = 0;
		r->rs[i].envs.n = 0;
	}
	Version *v0 = version_new(path, src->text, src->len);
	Version *v = v0;
	r->conflict = 0;
	drop_star_marks(r);
	pyscript_clear_exit();
	for (uint32_t i = 0; i < r->sp->nrules && !r->conflict && !r->script_failed &&
			     !pyscript_exit_requested(); i++)
		v = run_rule(r, r->sp->rules[i], v, &fa);
	if (r->script_failed)
		r->conflict = 1;
	int rc;
	if (r->conflict) {
		/* conflicting changes: as spatch, the file is left as it was,
		 * no diff is shown, and the run fails */
		xfree(r->display);
		r->display = NULL;
		(void)output_file(r->out, path, src->text, src->len, src->text, src->len);
		rc = 1;
	} else if (r->display) {
		/* the diff shows the starred lines; the files get the code */
		Options o2 = *r->o;
		o2.out_file = NULL;
		o2.in_place = 0;
		o2.out_place = 0;
		o2.context_diff = 1;
		Output *shown = output_new(&o2, 1);
		rc = output_file(shown, path, src->text, src->len, r->display, r->display_len) != 0;
		output_finish(shown);
		xfree(r->display);
		r->display = NULL;
		int same = v->src->len == src->len && memcmp(v->src->text, src->text, src->len) == 0;
		if (same && !r->o->out_file && !r->o->in_place && !r->o->out_place)
			;
		else
			rc |= output_file(r->out, path, src->text, src->len, v->src->text, v->src->len) != 0;
	} else {
		rc = output_file(r->out, path, src->text, src->len, v->src->text, v->src->len) != 0;
	}
	drop_star_marks(r);
	version_free_all(v);
	made_code_free_all(r);
	source_free(src);
	arena_free(&r->match_arena);
	arena_free(&fa);
	return rc;
}

/* Does the minus view of R (tokens not hidden) contain a `;` or a brace? */
static int body_has_stmt_tokens(const Rule *R)
{
	const TokenArray *ta = &R->minus_view;
	for (size_t i = 0; i < ta->n; i++) {
		const Token *t = &ta->v[i];
		if (t->flags & TF_HIDDEN)
			continue;
		if (t->kind == TK_SEMI || t->kind == TK_LBRACE || t->kind == TK_RBRACE ||
		    (t->kind >= TK_PP_DEFINE && t->kind <= TK_PP_OTHER))
			return 1;
	}
	return 0;
}

/* The pattern of rule R: its minus view parsed as code (by the SmPL front
 * end, or here), or NULL with a message when it does not parse. */
static Node *rule_pattern1(Run *r, Rule *R);

/* A rule body item `name(..., int x) { ... }` written without a return
 * type is a function definition, even where the C grammar saw an
 * iterator: rebuild it as one (NF_IMPLICIT_INT). */
static Node *iterator_as_funcdef(Arena *a, const TokenArray *ta, Node *it)
{
	if (it->kind != S_ITERATOR || it->n < 2 || !it->kid[0] || !it->kid[1] ||
	    it->kid[1]->kind != S_BLOCK)
		return it;
	Node *args = it->kid[0];
	int params = 0;
	for (uint32_t i = 0; i < args->n; i++) {
		const Node *k = args->kid[i];
		if (!k)
			return it;
		if (k->kind == D_PARAM)
			params = 1;
		else if (k->kind == P_META && k->aux &&
			 (meta_category(((const Meta *)k->aux)->kind) == MC_PARAM ||
			  meta_category(((const Meta *)k->aux)->kind) == MC_PARAM_LIST))
			params = 1;
		else if (k->kind != P_DOTS)
			return it;
	}
	if (!params && args->n)
		return it;
	Node *name;
	if ((it->flags & NF_META_NAME) && it->aux) {
		name = ast_new(a, P_META, it->first, it->first);
		name->aux = it->aux;
		name->name = it->name;
	} else {
		name = ast_new(a, DR_IDENT, it->first, it->first);
		name->name = it->name;
	}
	Node *pl = ast_new_kids(a, L_PARAMS, args->first, args->last, args->n, args->kid);
	uint32_t close = it->kid[1]->first - 1;
	while (close > it->first && ta->v[close].kind != TK_RPAREN)
		close--;
	Node *dk[2] = {name, pl};
	Node *df = ast_new_kids(a, DR_FUNC, it->first, close, 2, dk);
	Node *fk[4] = {NULL, df, NULL, it->kid[1]};
	Node *fd = ast_new_kids(a, D_FUNCDEF, it->first, it->last, 4, fk);
	fd->flags |= NF_IMPLICIT_INT;
	return fd;
}

static Node *rule_pattern(Run *r, Rule *R)
{
	Node *n = rule_pattern1(r, R);
	if (n && n->kind == TOP_UNIT)
		for (uint32_t i = 0; i < n->n; i++)
			if (n->kid[i])
				n->kid[i] = iterator_as_funcdef(&r->pat_arena, &R->minus_view, n->kid[i]);
	if (n && getenv("LADYBUG_DEBUG_PATTERN"))
		ast_dump(stderr, &R->minus_view, n);
	return n;
}

static Node *rule_pattern1(Run *r, Rule *R)
{
	if (R->kind != RK_CODE)
		return NULL;
	if (R->minus)
		return R->minus;
	TokenArray *ta = &R->minus_view;
	if (ta->n == 0)
		return NULL;
	uint32_t last = (uint32_t)ta->n - 1;
	while (last > 0 && ta->v[last].kind == TK_EOF)
		last--;
	if (ta->v[last].kind == TK_EOF)
		return NULL;
	int order[3];
	if (R->pattern_kind == PK_TYPE) {
		order[0] = CPARSE_TYPE;
		order[1] = order[2] = -1;
	} else if (R->pattern_kind == PK_IDENTIFIER) {
		order[0] = CPARSE_IDENT;
		order[1] = order[2] = -1;
	} else if (R->pattern_kind == PK_EXPRESSION || !body_has_stmt_tokens(R)) {
		order[0] = CPARSE_EXPR;
		order[1] = CPARSE_BODY;
		order[2] = CPARSE_TYPE;
	} else {
		order[0] = CPARSE_BODY;
		order[1] = CPARSE_EXPR;
		order[2] = -1;
	}
	CParseErrors first_errs = {0};
	for (int k = 0; k < 3 && order[k] >= 0; k++) {
		CParseErrors errs = {0};
		Node *n = cparse_pattern(ta, 0, last, order[k], &r->pat_arena, &errs);
		if (n) {
			cparse_errors_free(&errs);
			cparse_errors_free(&first_errs);
			return n;
		}
		if (k == 0)
			first_errs = errs;
		else
			cparse_errors_free(&errs);
	}
	if (first_errs.n) {
		const CParseError *e = &first_errs.v[0];
		uint32_t at = e->at < ta->n ? e->at : last;
		diag_at(DIAG_ERROR, ta->src, ta->v[at].start, "%s in the code of rule %s",
			e->msg ? e->msg : "syntax error", R->name ? R->name->name : "(anonymous)");
	}
	cparse_errors_free(&first_errs);
	return NULL;
}

/* Names the semantic patch declares as attribute names (`attribute name
 * a;`) are attributes in the C code too, as if the macro file said so. */
static void declare_patch_attrs(MacroTable *mt, const SmplFile *sp)
{
	for (uint32_t i = 0; i < sp->nrules; i++)
		for (uint32_t k = 0; k < sp->rules[i]->nmetas; k++) {
			const Meta *m = sp->rules[i]->metas[k];
			if (m->kind == MK_ATTRIBUTE && (smpl_meta(m)->flags & SM_NAME_ONLY))
				cmacro_add_hint(mt, m->name, TK_MACRO_ATTR);
		}
}

/* Names the semantic patch declares as declarers (`declarer name D;`)
 * stay declarer calls in the C code, even where the macro file gives
 * them a body (or hides them): the pattern `D(a, b);` finds them as
 * written. */
static void declare_patch_declarers(MacroTable *mt, const SmplFile *sp)
{
	for (uint32_t i = 0; i < sp->nrules; i++)
		for (uint32_t k = 0; k < sp->rules[i]->nmetas; k++) {
			const Meta *m = sp->rules[i]->metas[k];
			if (m->kind != MK_DECLARER || !(smpl_meta(m)->flags & SM_NAME_ONLY))
				continue;
			const MacroDef *d = cmacro_lookup(mt, m->name);
			if (d && !d->hint)
				cmacro_add_hint(mt, m->name, TK_MACRO_DECL);
		}
}

/* Does some rule that can run with these -D change code, star it or run
 * a script?  Else spatch stops before the files, with exit status 255
 * (the kernel's coccicheck relies on it in its chain mode: a semantic
 * patch without a patch mode fails `-D patch', then report is tried). */
static int some_rule_applies(Run *r)
{
	for (uint32_t i = 0; i < r->sp->nrules; i++) {
		const Rule *R = r->sp->rules[i];
		if (r->never[i])
			continue;
		if (R->kind == RK_SCRIPT ||
		    (R->kind == RK_CODE && (R->has_minus || R->has_plus || R->has_star)))
			return 1;
	}
	return 0;
}

/* ---- OCaml scripts: not run, but said so ------------------------------ */

static int is_ocaml(const char *lang)
{
	return lang && strcmp(lang, "ocaml") == 0;
}

/* ladybug runs Python scripts only.  Say once, at its place, of every
 * OCaml script of the patch that could run with these -D: the script
 * rule is skipped as if it never matched (the rules that depend on it do
 * not apply, its new metavariables stay unbound, the matches it would
 * drop with include_match(False) are kept), an initialize or finalize
 * rule is skipped, a script constraint accepts every value and a fresh
 * identifier made by a script keeps the metavariable's own name. */
static void warn_ocaml(Run *r)
{
	static const char why[] = "ladybug runs Python scripts only";
	for (uint32_t i = 0; i < r->sp->nrules; i++) {
		const Rule *R = r->sp->rules[i];
		if (r->never[i])
			continue;
		const char *name = R->name ? R->name->name : NULL;
		if (R->kind == RK_SCRIPT && is_ocaml(R->lang) && name)
			diag_at(DIAG_WARNING, R->src, R->off, "script:ocaml rule `%s' is not run (%s): "
				"the rules that depend on it do not apply", name, why);
		else if (R->kind == RK_SCRIPT && is_ocaml(R->lang))
			diag_at(DIAG_WARNING, R->src, R->off, "script:ocaml rule is not run (%s)", why);
		else if ((R->kind == RK_INITIALIZE || R->kind == RK_FINALIZE) && is_ocaml(R->lang))
			diag_at(DIAG_WARNING, R->src, R->off, "%s:ocaml rule is not run (%s)",
				R->kind == RK_INITIALIZE ? "initialize" : "finalize", why);
		for (uint32_t k = 0; k < R->nmetas; k++) {
			const Meta *m = R->metas[k];
			const SmplMeta *sm = smpl_meta(m);
			if (!sm || sm->origin)
				continue;
			for (const Constraint *c = sm->constraints; c; c = c->next)
				if (c->kind == CK_SCRIPT && is_ocaml(c->lang))
					diag_at(DIAG_WARNING, R->src, sm->off,
						"the script:ocaml constraint on %s is not checked (%s): "
						"every value is accepted", m->name->name, why);
			if (is_ocaml(sm->seed_lang))
				diag_at(DIAG_WARNING, R->src, sm->off,
					"fresh identifier %s is made by script:ocaml, which is not run "
					"(%s): the name %s is added as it is", m->name->name, why,
					m->name->name);
		}
	}
}

/* ---- --jobs: the files in worker processes (parallel.h) ------------- */

typedef struct ParCtx {
	Run *r;
	const StrList *files;
} ParCtx;

static int par_file(void *ctx, size_t i)
{
	ParCtx *c = ctx;
	int rc = process_file(c->r, c->files->v[i]);
	fflush(stdout);
	fflush(stderr);
	return (rc ? PAR_FAILED : 0) | (c->r->script_failed ? PAR_STOP : 0);
}

/* Does dependency D use `never'? */
static int dep_has_never(const Dep *d, int depth)
{
	if (!d || depth > 200)
		return d != NULL;
	return d->kind == DEP_NEVER || dep_has_never(d->l, depth + 1) ||
	       dep_has_never(d->r, depth + 1);
}

/* With --jobs N (N != 1), process FILES in worker processes; the output
 * is that of a sequential run.  The run stays sequential when its result
 * would depend on the files seen before: a finalize rule (it must see
 * the whole run's script state), `depends on never' (decided over the
 * files seen so far), the command-line files processed as one unit, and
 * -o (one output file).  Returns 0 when the caller must process the
 * files itself, else 1 with *RC updated. */
static int run_parallel(Run *r, const StrList *files, int *rc)
{
	const Options *o = r->o;
	int first;
	if (o->jobs == 1 || files->n < 2 || o->out_file || o->mode == MODE_TEST)
		return 0;
	for (uint32_t i = 0; i < r->sp->nrules; i++) {
		const Rule *R = r->sp->rules[i];
		if (R->kind == RK_FINALIZE || dep_has_never(R->depends, 0))
			return 0;
	}
	if (in_group(r, files->v[0], &first))
		return 0;
	ParCtx c = { r, files };
	int bits = par_run(files->n, files->v, par_jobs(o->jobs), o->chunksize, par_file, &c);
	if (bits < 0)
		return 0;
	if (bits & PAR_FAILED)
		*rc = 1;
	if (bits & PAR_STOP)
		r->script_failed = 1;
	return 1;
}

static int run_files(const Options *o, SmplFile *sp, const StrList *files)
{
	Run r = {0};
	r.o = o;
	r.sp = sp;
	pretty_set_style(&(PrettyStyle){ !o->linux_spacing, o->max_width });
	edit_set_max_width(o->max_width);
	edit_set_keep_comments(o->keep_comments);
	r.rs = xcalloc(sp->nrules + 1, sizeof *r.rs);
	int rc = 0;
	clex_init();
	run_macros = cmacro_load(o);
	if (!run_macros) {
		xfree(r.rs);
		return 2;
	}
	declare_patch_attrs(run_macros, sp);
	declare_patch_declarers(run_macros, sp);
	run_isos = iso_load(o, sp);
	if (!run_isos) {
		cmacro_free(run_macros);
		run_macros = NULL;
		xfree(r.rs);
		return 2;
	}
	arena_init(&r.pat_arena);
	r.pat = xcalloc(sp->nrules + 1, sizeof *r.pat);
	uint8_t *never = xcalloc(sp->nrules + 1, 1);
	for (uint32_t i = 0; i < sp->nrules; i++) {
		/* a rule that no file can run (its virtual names are not set)
		 * is not even parsed: only the active part of a patch matters */
		if (dep_possible(&r, sp->rules[i]->depends, never) == 0) {
			never[i] = 1;
			continue;
		}
		r.pat[i] = rule_pattern(&r, sp->rules[i]);
		if (!r.pat[i] && sp->rules[i]->kind == RK_CODE && diag_error_count())
			rc = 1;
	}
	r.never = never;
	if (!rc && !some_rule_applies(&r)) {
		fprintf(stderr, "No rules apply.  Perhaps your semantic patch doesn't contain any "
			"+/-/* code, or you have a failed dependency.  If the problem is not "
			"clear, try --debug-parse-cocci%s.\n",
			sp->virtuals.n ? " or check whether any virtual rules (e.g., report) "
					 "should be defined" : "");
		rc = 255;
	}
	warn_ocaml(&r);
	if (!rc && positions_over_changes(&r, never))
		rc = 1;
	for (uint32_t i = 0; o->track_iso && i < sp->nrules; i++) {
		uint32_t nodes, alts;
		const Rule *R = sp->rules[i];
		if (!r.pat[i])
			continue;
		iso_measure(iso_for_rule(run_isos, R, o), &R->minus_view, r.pat[i], &nodes, &alts);
		fprintf(stderr, "iso: rule %s: %u pattern nodes, %u isomorphic forms\n",
			R->name ? R->name->name : "(anonymous)", nodes, alts);
	}
	if (rc) {
		xfree(r.never);
		arena_free(&r.pat_arena);
		xfree(r.pat);
		xfree(r.rs);
		cmacro_free(run_macros);
		run_macros = NULL;
		iso_free(run_isos);
		run_isos = NULL;
		return rc;
	}
	r.out = output_new(o, files->n);
	pyscript_set_context(o->sp_file, (const char *const *)files->v, (uint32_t)files->n);
	if (run_init_final(&r, 1))
		rc = 1;
	if (!run_parallel(&r, files, &rc))
		for (size_t i = 0; i < files->n && !r.script_failed; i++)
			if (process_file(&r, files->v[i]))
				rc = 1;
	if (!r.script_failed && run_init_final(&r, 0))
		rc = 1;
	if (r.script_failed)
		rc = 1;
	int orc = output_finish(r.out);
	if (!rc)
		rc = orc;
	if (r.script_failed)
		rc = 255;   /* as spatch, when a script fails */
	for (uint32_t i = 0; i < sp->nrules; i++)
		vec_free(&r.rs[i].envs);
	vec_free(&r.made);
	vec_free(&r.poslists);
	xfree(r.never);
	pyscript_end();
	xfree(r.rs);
	xfree(r.pat);
	arena_free(&r.pat_arena);
	xfree(r.group.v);
	cmacro_free(run_macros);
	run_macros = NULL;
	cinclude_free();
	if (o->track_iso)
		iso_report(run_isos, stderr);
	iso_free(run_isos);
	run_isos = NULL;
	return rc;
}

/* `#spatch --int-bits N` (or --long-bits) in the semantic patch: PREV
 * is the option word before W. */
static void spatch_line_int_size(Options *o, const char *prev, const char *w)
{
	if (!prev)
		return;
	while (*prev == '-')
		prev++;
	if (!strcmp(prev, "int-bits") || !strcmp(prev, "int_bits"))
		o->int_bits = atoi(w);
	else if (!strcmp(prev, "long-bits") || !strcmp(prev, "long_bits"))
		o->long_bits = atoi(w);
}

int engine_run(const Options *o)
{
	SmplFile *sp;
	if (o->sp_inline)
		sp = smpl_parse_string("--sp", o->sp_inline, strlen(o->sp_inline));
	else if (o->sp_file)
		sp = smpl_parse_file(o->sp_file);
	else {
		diag(DIAG_ERROR, "no semantic patch given (use --sp-file FILE)");
		return 2;
	}
	if (!sp)
		return 1;
	/* `#spatch -D name[=value]` lines of the semantic patch add defines */
	Options o2 = *o;
	StrList defs = {0};
	for (size_t i = 0; i < o->defines.n; i++)
		strlist_push(&defs, o->defines.v[i]);
	char **words = NULL;
	size_t nwords = 0;
	for (uint32_t i = 0; i < sp->spatch_opts.n; i++) {
		const char *t = sp->spatch_opts.v[i]->name;
		char *copy = xstrdup(t);
		words = xrealloc(words, (nwords + 1) * sizeof *words);
		words[nwords++] = copy;
		char *save = NULL, *prev = NULL;
		for (char *w = strtok_r(copy, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) {
			if (prev && (strcmp(prev, "-D") == 0 || strcmp(prev, "--define") == 0))
				strlist_push(&defs, w);
			spatch_line_int_size(&o2, prev, w);
			prev = w;
		}
	}
	o2.defines = defs;
	o = &o2;
	if (smpl_check_defines(sp, &o->defines) != 0) {
		/* -D NAME without `virtual NAME': spatch stops (coccicheck's
		 * chain mode then tries the next mode) */
		for (size_t i = 0; i < nwords; i++)
			xfree(words[i]);
		xfree(words);
		xfree(defs.v);
		smpl_file_free(sp);
		return 255;
	}
	ctypes_set_int_sizes(o->int_bits, o->long_bits);
	StrList files = {0};
	int unreadable = collect_files(&files, o);
	if (o->distrib_max > 0) {
		/* --max N --index I: only this run's share of the files */
		size_t first, end;
		par_share(files.n, o->distrib_max, o->distrib_index, &first, &end);
		for (size_t i = 0; i < files.n; i++)
			if (i < first || i >= end)
				xfree((void *)files.v[i]);
		memmove(files.v, files.v + first, (end - first) * sizeof *files.v);
		files.n = end - first;
	}
	int rc = run_files(o, sp, &files);
	for (size_t i = 0; i < nwords; i++)
		xfree(words[i]);
	xfree(words);
	xfree(defs.v);
	if (unreadable && !rc)
		rc = 1;
	for (size_t i = 0; i < files.n; i++)
		xfree((void *)files.v[i]);
	xfree(files.v);
	smpl_file_free(sp);
	return rc;
}

int engine_test_run(const Options *o)
{
	const char *name = o->test_name;
	size_t n = strlen(name) + 32;
	char *cocci = xmalloc(n), *c = xmalloc(n), *res = xmalloc(n), *out = xmalloc(n + 32);
	snprintf(cocci, n, "tests/%s.cocci", name);
	snprintf(c, n, "tests/%s.c", name);
	snprintf(res, n, "tests/%s.res", name);
	snprintf(out, n + 32, "/tmp/ladybug-test-%ld-%s.c", (long)getpid(), name);
	int rc = 2;
	SmplFile *sp = smpl_parse_file(cocci);
	if (sp) {
		StrList files = {0};
		strlist_push(&files, c);
		Options to = *o;
		to.out_file = out;
		rc = run_files(&to, sp, &files);
		xfree(files.v);
		smpl_file_free(sp);
		if (rc == 0) {
			char err[512];
			Source *got = source_read(out, err, sizeof err);
			Source *want = source_read(res, err, sizeof err);
			if (!got || !want) {
				diag(DIAG_ERROR, "%s", err);
				rc = 2;
			} else if (got->len == want->len && memcmp(got->text, want->text, got->len) == 0) {
				printf("%s: correct\n", name);
			} else {
				printf("%s: INCORRECT\n", name);
				printf("--- %s\n+++ %s\n", res, out);
				udiff_hunks(stdout, want->text, want->len, got->text, got->len, 3);
				rc = 1;
			}
			if (got)
				source_free(got);
			if (want)
				source_free(want);
		}
		remove(out);
	}
	xfree(cocci);
	xfree(c);
	xfree(res);
	xfree(out);
	return rc;
}
