/* version.c - one version of a file's text, lexed and parsed; see
 * version.h. */
#include "run/version.h"

#include <stdlib.h>
#include <string.h>

#include "base/diag.h"
#include "base/vec.h"
#include "cfront/cinclude.h"
#include "cfront/clex.h"
#include "cfront/cparse.h"

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

static void define_body_at(Version *v, Node *d, CTypedefs **tds, uint32_t bf, uint32_t bl);

/* The nodes under N that end at token FROM end at TO. */
static void extend_last(Node *n, uint32_t from, uint32_t to, int depth)
{
	if (!n || depth > 500 || n->first > from || n->last < from)
		return;
	if (n->last == from)
		n->last = to;
	for (uint32_t i = 0; i < n->n; i++)
		extend_last(n->kid[i], from, to, depth + 1);
}

/* Parse the body of #define D, when it reads as an expression, as a
 * statement or as a function definition, into D's kid 1. */
static void parse_define_body(Version *v, Node *d, CTypedefs **tds)
{
	if (!d || d->kind != PP_DEFINE || d->n != 2 || d->kid[1])
		return;
	if (!*tds)
		*tds = cparse_typedefs(v->unit);
	uint32_t bf = d->kid[0] ? d->kid[0]->last + 1 : d->first + 2;
	uint32_t bl = d->last;
	while (bl >= bf && bl > 0 &&
	       (v->ta.v[bl].kind == TK_PP_END || (v->ta.v[bl].flags & TF_HIDDEN)))
		bl--;
	if (bf > bl || bl >= v->ta.n)
		return;
	/* the preprocessor's operators: `x ## y' reads as one name,
	 * `x##y' (x's token takes that name, the others are hidden, as
	 * words the macro file erases), `#x' as a string, `, ##
	 * __VA_ARGS__' as `, __VA_ARGS__' */
	VEC(uint32_t) hid = {0};
	VEC(uint32_t) renamed = {0};
	VEC(const Ident *) was = {0};
	uint32_t head = 0;
	for (uint32_t k = bf; k <= bl; k++) {
		Token *t = &v->ta.v[k];
		if (t->flags & TF_EXPANDED) {
			hid.n = 0;      /* the body is not read: nothing hidden */
			goto out;
		}
		if (t->kind != TK_HASH && t->kind != TK_HASHHASH)
			continue;
		int name_after = k < bl && (v->ta.v[k + 1].kind == TK_IDENT ||
					    v->ta.v[k + 1].kind == TK_INT ||
					    v->ta.v[k + 1].kind == TK_KEYWORD);
		int pasted = t->kind == TK_HASHHASH && k > bf &&
			     (v->ta.v[k - 1].kind == TK_IDENT || v->ta.v[k - 1].kind == TK_INT ||
			      v->ta.v[k - 1].kind == TK_KEYWORD || (v->ta.v[k - 1].flags & TF_HIDDEN));
		if (t->kind == TK_HASH && !name_after) {
			hid.n = 0;
			goto out;
		}
		vec_push(&hid, k);
		if (name_after && pasted) {
			if (!(v->ta.v[k - 1].flags & TF_HIDDEN) && !(hid.n >= 2 && hid.v[hid.n - 2] == k - 1))
				head = k - 1;   /* the chain's first word */
			Token *h = &v->ta.v[head];
			const Token *y = &v->ta.v[k + 1];
			if (h->kind == TK_IDENT && h->id) {
				size_t hl = strlen(h->id->name), yl = tok_len(y);
				char *buf = xmalloc(hl + yl + 3);
				memcpy(buf, h->id->name, hl);
				memcpy(buf + hl, "##", 2);
				memcpy(buf + hl + 2, tok_text(&v->ta, y), yl);
				vec_push(&renamed, head);
				vec_push(&was, h->id);
				h->id = intern(buf, hl + 2 + yl);
				xfree(buf);
			}
		}
		if (name_after && (t->kind == TK_HASH || pasted))
			vec_push(&hid, ++k);
	}
	for (size_t h = 0; h < hid.n; h++)
		v->ta.v[hid.v[h]].flags |= TF_HIDDEN;
	define_body_at(v, d, tds, bf, bl);
	if (d->kid[1] && renamed.n) {
		/* a node ending with a pasted name ends with all of it */
		for (size_t r = 0; r < renamed.n; r++) {
			uint32_t end = renamed.v[r];
			while (end + 1 <= bl && (v->ta.v[end + 1].flags & TF_HIDDEN) &&
			       (v->ta.v[end + 1].kind == TK_HASHHASH ||
				v->ta.v[end].kind == TK_HASHHASH))
				end++;
			extend_last(d->kid[1], renamed.v[r], end, 0);
		}
	}
out:
	if (!d->kid[1]) {
		for (size_t h = 0; h < hid.n; h++)
			v->ta.v[hid.v[h]].flags &= (uint16_t)~TF_HIDDEN;
		for (size_t r = renamed.n; r-- > 0;)
			v->ta.v[renamed.v[r]].id = was.v[r];
	}
	vec_free(&hid);
	vec_free(&renamed);
	vec_free(&was);
}

/* parse_define_body on the body BF..BL of D. */
static void define_body_at(Version *v, Node *d, CTypedefs **tds, uint32_t bf, uint32_t bl)
{
	CParseErrors errs = {0};
	Node *body = cparse_fragment(&v->ta, bf, bl, CPARSE_EXPR, &v->arena, &errs, *tds);
	cparse_errors_free(&errs);
	if (!body) {
		CParseErrors e2 = {0};
		Node *top = cparse_fragment(&v->ta, bf, bl, CPARSE_BODY, &v->arena, &e2, *tds);
		cparse_errors_free(&e2);
		if (top && top->kind == TOP_UNIT && top->n == 1 && top->kid[0] &&
		    ((top->kid[0]->kind >= S_EXPR && top->kid[0]->kind <= S_DECL) ||
		     top->kid[0]->kind == D_FUNCDEF) &&
		    top->kid[0]->first == bf && top->kid[0]->last == bl)
			body = top->kid[0];
	}
	if (!body)
		body = define_do_while(v, bf, bl);
	if (body && body->first == bf && (body->last == bl || body->last == bl + 1))
		d->kid[1] = body;
}

/* The #defines in the field lists of struct and union definitions
 * under N, at any depth (a local struct in a function too): spatch
 * 1.1.1 reads their bodies as it reads those of the file's own
 * #defines; not those in a function's statements, an enum or an
 * initializer. */
static void field_defines(Version *v, Node *n, CTypedefs **tds, int depth)
{
	if (!n || depth > 200)
		return;
	for (uint32_t i = 0; i < n->n; i++) {
		Node *k = n->kid[i];
		if (!k)
			continue;
		if (k->kind == PP_DEFINE) {
			if (n->kind == L_FIELDS)
				parse_define_body(v, k, tds);
			continue;
		}
		if (k->kind >= E_IDENT && k->kind <= L_DESIGNATORS)
			continue;   /* expressions and initializers hold no struct
				       definition worth the walk */
		field_defines(v, k, tds, depth + 1);
	}
}

/* The bodies of the file's #defines (top level, or in a struct's
 * fields) that read as an expression or as statements become the
 * defines' kid 1, so patterns find code there. */
static void parse_define_bodies(Version *v)
{
	Node *u = (Node *)v->unit;
	if (!u)
		return;
	/* is there a #define inside braces at all (most files have none)? */
	int inner = 0;
	long depth = 0;
	for (size_t i = 0; i < v->ta.n && !inner; i++) {
		const Token *t = &v->ta.v[i];
		if (t->kind == TK_PP_DEFINE)
			inner = depth > 0;
		else if (t->flags & TF_IN_PP)
			continue;
		else if (t->kind == TK_LBRACE)
			depth++;
		else if (t->kind == TK_RBRACE && depth > 0)
			depth--;
	}
	CTypedefs *tds = NULL;
	for (uint32_t i = 0; i < u->n; i++) {
		Node *d = u->kid[i];
		if (d && d->kind == PP_DEFINE)
			parse_define_body(v, d, &tds);
		else if (inner)
			field_defines(v, d, &tds, 0);
	}
	cparse_typedefs_free(tds);
}

/* The file's types, without those of its headers, and which
 * declaration each local name refers to (from those types, before any
 * header's are added: see version_types). */
static void types_and_decls(Version *v)
{
	if (!v->types)
		v->types = ctypes_build(&v->arena, v->unit, &v->ta);
	if (!v->ta.decl_of && !v->has_headers)
		v->ta.decl_of = ctypes_local_decls(v->types, &v->arena, v->unit);
}

static const uint32_t *make_decl_of(void *ctx)
{
	Version *v = ctx;
	types_and_decls(v);
	v->ta.decl_make = NULL;
	return v->ta.decl_of;
}

Version *version_new(const char *path, const char *text, size_t len, const MacroTable *mt)
{
	Version *v = xcalloc(1, sizeof *v);
	v->src = source_from_string(path, text, len);
	arena_init(&v->arena);
	v->unit = cparse_file(v->src, &v->ta, mt, &v->arena, NULL);
	parse_define_bodies(v);
	/* which declaration each local name refers to, for comparing bound
	 * code: made when first asked for */
	v->ta.decl_make = make_decl_of;
	v->ta.decl_ctx = v;
	return v;
}

void version_free_all(Version *v)
{
	while (v) {
		Version *p = v->prev;
		if (v->has_cfgs)
			cfg_free(&v->cfgs);
		if (v->has_define_cfgs)
			cfg_free(&v->define_cfgs);
		xfree(v->blocks.v);
		xfree(v->lone.v);
		xfree(v->back);
		ctypes_free(v->types);
		token_array_free(&v->ta);
		arena_free(&v->arena);
		source_free(v->src);
		xfree(v);
		v = p;
	}
}

/* ---- kept tokens across versions ---------------------------------------- */

enum { MAX_EDITS = 1024 };   /* beyond: only the common ends are aligned */

static int same_tok(const TokenArray *a, uint32_t i, const TokenArray *b, uint32_t j)
{
	const Token *x = &a->v[i], *y = &b->v[j];
	return x->kind == y->kind && tok_len(x) == tok_len(y) &&
	       memcmp(tok_text(a, x), tok_text(b, y), tok_len(x)) == 0;
}

/* Align A[a0, a1) with B[b0, b1) (a shortest edit script, Myers's greedy
 * algorithm, the furthest points of each step kept for the way back),
 * setting BACK[j] = i for each kept pair.  Returns 0 when the script is
 * longer than MAX_EDITS (nothing set then). */
static int align(const TokenArray *a, long a0, long a1, const TokenArray *b, long b0, long b1,
		 int32_t *back)
{
	long n = a1 - a0, m = b1 - b0, max = n + m;
	if (max > MAX_EDITS)
		max = MAX_EDITS;
	long w = 2 * max + 1;
	int32_t *vv = xcalloc((size_t)w, sizeof *vv);
	int32_t *trace = NULL;    /* vv after each step d: trace[d * w ...] */
	long found = -1;
	for (long d = 0; d <= max && found < 0; d++) {
		for (long k = -d; k <= d; k += 2) {
			long x;
			if (k == -d || (k != d && vv[k - 1 + max] < vv[k + 1 + max]))
				x = vv[k + 1 + max];
			else
				x = vv[k - 1 + max] + 1;
			long y = x - k;
			while (x < n && y < m && same_tok(a, (uint32_t)(a0 + x), b, (uint32_t)(b0 + y)))
				x++, y++;
			vv[k + max] = (int32_t)x;
			if (x >= n && y >= m) {
				found = d;
				break;
			}
		}
		trace = xrealloc(trace, (size_t)(d + 1) * (size_t)w * sizeof *trace);
		memcpy(trace + d * w, vv, (size_t)w * sizeof *vv);
	}
	for (long d = found, x = n, y = m; d >= 0; d--) {
		/* the step d ended at (x, y): its snake back to where the
		 * step's one move from the point of step d - 1 landed */
		long k = x - y, px = 0, py = 0;
		if (d > 0) {
			const int32_t *pv = trace + (d - 1) * w;
			long pk = (k == -d || (k != d && pv[k - 1 + max] < pv[k + 1 + max])) ? k + 1
											      : k - 1;
			px = pv[pk + max];
			py = px - pk;
		}
		while (x > px && y > py) {
			x--, y--;
			back[b0 + y] = (int32_t)(a0 + x);
		}
		x = px;
		y = py;
	}
	xfree(trace);
	xfree(vv);
	return found >= 0;
}

static void find_back(Version *v)
{
	const TokenArray *a = &v->prev->ta, *b = &v->ta;
	v->back = xmalloc((b->n ? b->n : 1) * sizeof *v->back);
	for (size_t j = 0; j < b->n; j++)
		v->back[j] = -1;
	long a0 = 0, b0 = 0, a1 = (long)a->n, b1 = (long)b->n;
	while (a0 < a1 && b0 < b1 && same_tok(a, (uint32_t)a0, b, (uint32_t)b0)) {
		v->back[b0] = (int32_t)a0;
		a0++, b0++;
	}
	while (a1 > a0 && b1 > b0 && same_tok(a, (uint32_t)(a1 - 1), b, (uint32_t)(b1 - 1))) {
		a1--, b1--;
		v->back[b1] = (int32_t)a1;
	}
	if (a0 < a1 && b0 < b1)
		align(a, a0, a1, b, b0, b1, v->back);
}

long version_orig_token(const Version *v, uint32_t i, const Version **first)
{
	long t = i;
	while (v->prev && t >= 0) {
		if (!v->back)
			find_back((Version *)v);   /* a cache: the text stays as it is */
		t = t < (long)v->ta.n ? v->back[t] : -1;
		v = v->prev;
	}
	*first = v;
	return t;
}

CfgSet *version_cfgs(Version *v)
{
	if (!v->has_cfgs) {
		cfg_build_unit(&v->cfgs, v->unit, &v->ta);
		v->has_cfgs = 1;
	}
	return &v->cfgs;
}

CfgSet *version_define_cfgs(Version *v)
{
	if (!v->has_define_cfgs) {
		cfg_build_defines(&v->define_cfgs, v->unit, &v->ta);
		v->has_define_cfgs = 1;
	}
	return &v->define_cfgs;
}

CTypes *version_types(Version *v, const Options *o, const MacroTable *mt)
{
	if (!v->has_headers)
		types_and_decls(v);
	if (!v->has_headers) {
		v->has_headers = 1;
		cinclude_add_types(v->types, o, mt, v->src->path, &v->ta);
	}
	return v->types;
}
