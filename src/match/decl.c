/* decl.c - declarations and types that the pattern writes in another
 * shape than the code; see match_int.h.
 *
 * Most declarations match node by node (match.c).  These do not: a type
 * metavariable standing for more than the specifiers (`T x` against
 * `char *p`, `int a[4]`, `int (*f)(int)`, a whole type name), one
 * declarator of a declaration with several, typedefs of structures,
 * functions written with no return type, declaration macros with
 * attributes.  match_node tries them through match_type_forms (before
 * comparing kinds) and match_decl_forms (after lists).
 */
#include "match/match_int.h"

#include <stdio.h>
#include <string.h>

/* `struct s { ... };` against `typedef struct s { ... } t;`: a structure
 * definition standing alone in the pattern also matches the one a
 * typedef declares (the typedef's names are left alone). */
static void match_typedef_struct(MatchCtx *m, const Node *p, const Node *c, const Env *e,
				 EnvList *out)
{
	const Node *ps = p->kid[0], *cs = c->kid[0];
	if (!ps || !cs || ps->kind != T_SPECS || cs->kind != T_SPECS || p->last <= ps->last)
		return;
	int body = 0, tdef = 0;
	for (uint32_t i = 0; i < ps->n; i++)
		if (ps->kid[i] && (ps->kid[i]->kind == T_STRUCT || ps->kid[i]->kind == T_ENUM) &&
		    ps->kid[i]->n && ps->kid[i]->kid[0])
			body = 1;
	for (uint32_t i = 0; i < cs->n; i++)
		if (cs->kid[i] && cs->kid[i]->kind == T_STORAGE && cs->kid[i]->op == KW_TYPEDEF)
			tdef = 1;
	if (!body || !tdef)
		return;
	EnvList r = {0};
	match_node(m, ps, cs, e, &r);
	for (size_t x = 0; x < r.n; x++)
		envlist_push(m->a, out, env_map(m->a, r.v[x], ps->last + 1, p->last, c->last, c->last));
}

/* Pattern declaration P (`T x;`, `T a, b;`, no initializer) read as a
 * structure field: the same tokens as a D_FIELD with D_FIELD_DECLARATOR
 * kids (allocated in the match arena).  NULL when P is no such thing. */
const Node *match_decl_as_field(MatchCtx *m, const Node *p)
{
	if (p->n < 1 || !p->kid[0] || p->kid[0]->kind != T_SPECS)
		return NULL;
	Node *f = arena_alloc(m->a, sizeof *f);
	*f = *p;
	f->kind = D_FIELD;
	f->kid = arena_alloc(m->a, (p->n ? p->n : 1) * sizeof *f->kid);
	f->kid[0] = p->kid[0];
	for (uint32_t i = 1; i < p->n; i++) {
		const Node *d = p->kid[i];
		if (!d || d->kind != D_INIT_DECLARATOR || !d->n || (d->n > 1 && d->kid[1]))
			return NULL;
		Node *fd = arena_alloc(m->a, sizeof *fd);
		*fd = *d;
		fd->kind = D_FIELD_DECLARATOR;
		fd->n = 2;
		fd->kid = arena_alloc(m->a, 2 * sizeof *fd->kid);
		fd->kid[0] = d->kid[0];
		fd->kid[1] = NULL;
		f->kid[i] = fd;
	}
	return f;
}

/* Is N a type metavariable of the pattern (not a list)? */
static const Meta *type_meta_node(const MatchCtx *m, const Node *n)
{
	if (!n || n->kind != P_META)
		return NULL;
	const Meta *tm = n->aux ? n->aux : match_token_meta(m->pta, n->first);
	return tm && meta_category(tm->kind) == MC_TYPE && !match_meta_is_list(tm) ? tm : NULL;
}

/* `typedef T1 T2;` (the pattern reads both as specifiers) against
 * `typedef int int_t;`: T1 and the other specifiers match the code's
 * specifiers, T2 (perhaps with a position) the name the typedef
 * declares, or each of them (`typedef int A, B;`).  Returns 0 when P
 * and C are not of those shapes. */
static int match_typedef_pair(MatchCtx *m, const Node *p, const Node *c, const Env *e,
			      EnvList *out)
{
	if (p->n != 1 || c->n < 2 || !p->kid[0] || !c->kid[0])
		return 0;
	const Node *ps = p->kid[0];
	if (ps->kind != T_SPECS || ps->n < 3 || !match_has_kid_kind(ps, T_STORAGE))
		return 0;
	const Node *pt2 = ps->kid[ps->n - 1];
	const Node *t2 = pt2 && pt2->kind == P_POS && pt2->n ? pt2->kid[0] : pt2;
	if (!type_meta_node(m, t2) || !type_meta_node(m, ps->kid[ps->n - 2]))
		return 0;
	Node pv = *ps;
	pv.n = ps->n - 1;
	pv.last = ps->kid[ps->n - 2]->last;
	EnvList r = {0};
	match_node(m, &pv, c->kid[0], e, &r);
	for (uint32_t i = 1; i < c->n; i++) {
		const Node *id = c->kid[i];
		if (!id || id->kind != D_INIT_DECLARATOR || id->n < 1 || (id->n > 1 && id->kid[1]) ||
		    !id->kid[0] || id->kid[0]->kind != DR_IDENT)
			continue;
		for (size_t x = 0; x < r.n; x++) {
			EnvList r2 = {0};
			match_node(m, pt2, id->kid[0], r.v[x], &r2);
			for (size_t y = 0; y < r2.n; y++) {
				const Env *ne = r2.v[y];
				if (m->pta->v[p->last].kind == TK_SEMI && m->cta->v[c->last].kind == TK_SEMI)
					ne = env_map(m->a, ne, p->last, p->last, c->last, c->last);
				envlist_push(m->a, out, ne);
			}
		}
	}
	return 1;
}

/* A declaration macro with trailing attributes (`DECLARER(a) __attr;`,
 * a third kid) against one without: the absent attributes are a NULL
 * kid, which matches attributes of the code but not the other way. */
static void match_macro_decl_attrs(MatchCtx *m, const Node *p, const Node *c, const Env *e,
				   EnvList *out)
{
	if (p->n > 3 || c->n > 3)
		return;
	Node *pk[3] = {0}, *ck[3] = {0};
	for (uint32_t i = 0; i < p->n; i++)
		pk[i] = p->kid[i];
	for (uint32_t i = 0; i < c->n; i++)
		ck[i] = c->kid[i];
	Node pp = *p, cc = *c;
	pp.kid = pk;
	cc.kid = ck;
	pp.n = cc.n = 3;
	const Env *ne = match_own(m, p, c, e);
	if (ne)
		match_kids(m, &pp, &cc, 0, ne, out);
}

/* `T { ... };` against `typedef struct { ... } name;`: the type
 * metavariable stands for the name the typedef gives the anonymous
 * structure, and the bodies match.  Returns 0 when P and C are not of
 * those shapes. */
static int match_typedef_anon(MatchCtx *m, const Node *p, const Node *c, const Env *e,
			      EnvList *out)
{
	if (p->n != 1 || c->n != 2 || !p->kid[0] || !c->kid[0] || !c->kid[1])
		return 0;
	const Node *ps = p->kid[0], *cs = c->kid[0];
	if (ps->kind != T_SPECS || ps->n != 1 || !ps->kid[0] || ps->kid[0]->kind != T_STRUCT ||
	    cs->kind != T_SPECS || !match_has_kid_kind(cs, T_STORAGE))
		return 0;
	const Node *pst = ps->kid[0], *cst = NULL;
	for (uint32_t i = 0; i < cs->n; i++)
		if (cs->kid[i] && cs->kid[i]->kind == T_STRUCT)
			cst = cs->kid[i];
	if (!cst || cst->name || pst->n != cst->n || pst->first >= pst->last ||
	    m->pta->v[pst->first].kind != TK_META || m->pta->v[pst->first + 1].kind != TK_LBRACE ||
	    m->cta->v[cst->first].kind != TK_KEYWORD || cst->first + 1 > cst->last ||
	    m->cta->v[cst->first + 1].kind != TK_LBRACE)
		return 0;
	const Meta *tm = match_token_meta(m->pta, pst->first);
	const Node *id = c->kid[1];
	if (!tm || meta_category(tm->kind) != MC_TYPE || id->kind != D_INIT_DECLARATOR || !id->n ||
	    !id->kid[0] || id->kid[0]->kind != DR_IDENT)
		return 0;
	const Node *name = id->kid[0];
	const Env *ne = match_bind_node(m, tm, name, e);
	if (!ne)
		return 1;
	ne = env_map(m->a, ne, pst->first, pst->first, name->first, name->last);
	Node pp = *pst, cc = *cst;
	pp.first = pst->first + 1;
	cc.first = cst->first + 1;
	ne = match_own(m, &pp, &cc, ne);
	if (!ne)
		return 1;
	if (m->pta->v[p->last].kind == TK_SEMI && m->cta->v[c->last].kind == TK_SEMI)
		ne = env_map(m->a, ne, p->last, p->last, c->last, c->last);
	match_kids(m, &pp, &cc, 0, ne, out);
	return 1;
}

/* `(T)x` against `(const char *)x`: a type name that is a type
 * metavariable alone stands for the whole type of the code's type name,
 * pointers and qualifiers included.  Returns 0 when P is not of that
 * shape. */
static int match_typename_meta(MatchCtx *m, const Node *p, const Node *c, const Env *e,
			       EnvList *out)
{
	if (!p->n || !p->kid[0] || (p->n > 1 && p->kid[1]))
		return 0;
	const Node *k = p->kid[0];
	if (k->kind == T_SPECS && k->n == 1)
		k = k->kid[0];
	if (!k || k->kind != P_META)
		return 0;
	const Meta *tm = k->aux ? k->aux : match_token_meta(m->pta, k->first);
	if (!tm || meta_category(tm->kind) != MC_TYPE || match_meta_is_list(tm))
		return 0;
	const Env *ne = match_bind_node(m, tm, c, e);
	if (ne)
		envlist_push(m->a, out, env_map(m->a, ne, p->first, p->last, c->first, c->last));
	return 1;
}

/* Pattern token I is the `{` of a function body: are it and its
 * matching `}` both removed (the whole definition goes, its return
 * type with it)? */
static int whole_funcdef_minus(const TokenArray *pta, uint32_t i)
{
	if (i >= pta->n || pta->v[i].kind != TK_LBRACE || !(pta->v[i].flags & TF_MINUS))
		return 0;
	uint32_t depth = 0;
	for (uint32_t k = i; k < pta->n; k++) {
		if (pta->v[k].kind == TK_LBRACE)
			depth++;
		else if (pta->v[k].kind == TK_RBRACE && --depth == 0)
			return (pta->v[k].flags & TF_MINUS) != 0;
	}
	return 0;
}

/* `(T attr)` against `(int *attr)`: a type metavariable followed by
 * attributes in a type name takes the type up to the last `*` when the
 * attributes are that pointer's (and nothing else is).  Returns 0 when
 * the shapes do not apply. */
static int match_typename_meta_attrs(MatchCtx *m, const Node *p, const Node *c, const Env *e,
				     EnvList *out)
{
	if (p->n < 1 || !p->kid[0] || (p->n > 1 && p->kid[1]) || c->n < 2 || !c->kid[0] ||
	    !c->kid[1])
		return 0;
	const Node *ps = p->kid[0], *cd = c->kid[1];
	if (ps->kind != T_SPECS || ps->n < 2 || !ps->kid[0] || ps->kid[0]->kind != P_META)
		return 0;
	for (uint32_t i = 1; i < ps->n; i++)
		if (!ps->kid[i] || ps->kid[i]->kind != T_ATTRS)
			return 0;
	const Node *pm = ps->kid[0];
	const Meta *tm = pm->aux ? pm->aux : match_token_meta(m->pta, pm->first);
	if (!tm || meta_category(tm->kind) != MC_TYPE || match_meta_is_list(tm))
		return 0;
	/* the innermost pointer level: `int **attr` has the attributes on
	 * the last star */
	const Node *ptr = NULL;
	int guard = 0;
	while (cd && cd->kind == DR_POINTER && cd->n > 1 && ++guard < 64) {
		ptr = cd;
		cd = cd->kid[1];
	}
	if (!ptr || !cd || cd->kind != DR_ABSTRACT)
		return 0;
	const Node *q = ptr->kid[0];
	if (!q || q->kind != T_QUALS || q->n != ps->n - 1)
		return 0;
	for (uint32_t i = 0; i < q->n; i++)
		if (!q->kid[i] || q->kid[i]->kind != T_ATTRS)
			return 0;
	if (q->first == 0 || q->first <= c->first)
		return 0;
	const Env *ne = match_bind_tokens(m, tm, c->first, q->first - 1, e);
	if (!ne)
		return 1;
	ne = env_map(m->a, ne, pm->first, pm->last, c->first, q->first - 1);
	EnvList acc = {0};
	envlist_push(m->a, &acc, ne);
	for (uint32_t i = 0; i < q->n; i++) {
		EnvList nx = {0};
		for (size_t x = 0; x < acc.n; x++)
			match_node(m, ps->kid[i + 1], q->kid[i], acc.v[x], &nx);
		acc = nx;
	}
	for (size_t x = 0; x < acc.n; x++)
		envlist_push(m->a, out, acc.v[x]);
	return 1;
}

/* The declarator of a one-declarator declaration or parameter N. */
static const Node *decl_declarator(const Node *n)
{
	if (!n->kid[1])
		return NULL;
	if (n->kind == D_PARAM)
		return n->kid[1];
	return n->kid[1]->n ? n->kid[1]->kid[0] : NULL;
}

static int word_tok_char(char ch)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_';
}

/* The text of tokens [F, L] of the code, but for token SKIP, with
 * single spaces (an arena string). */
static const char *code_text_but(MatchCtx *m, uint32_t f, uint32_t l, uint32_t skip)
{
	size_t n = 0;
	for (uint32_t i = f; i <= l && i < m->cta->n; i++)
		n += tok_len(&m->cta->v[i]) + 1;
	char *r = arena_alloc(m->a, n + 1), *o = r;
	for (uint32_t i = f; i <= l && i < m->cta->n; i++) {
		const Token *t = &m->cta->v[i];
		if (i == skip || (t->flags & (TF_HIDDEN | TF_EXPANDED)) || !tok_len(t))
			continue;
		if (o > r && (word_tok_char(o[-1]) && word_tok_char(tok_text(m->cta, t)[0])))
			*o++ = ' ';
		else if (o > r && (t->kind == TK_STAR || t->kind == TK_LPAREN) && o[-1] != '*' &&
			 o[-1] != '(')
			*o++ = ' ';
		memcpy(o, tok_text(m->cta, t), tok_len(t));
		o += tok_len(t);
	}
	*o = 0;
	return r;
}

/* Match the declarator of pattern P (PD: its declarator) against that of
 * code C, where a type metavariable took the outer levels of C's
 * declarator and INNER is what is left: for a parameter INNER itself, for
 * a declaration C's init-declarator with INNER in place of its
 * declarator (and, when TRIM and it has no initializer, ending with
 * INNER: what follows is the type's).  Adds the results to R. */
static void match_inner_declarator(MatchCtx *m, const Node *p, const Node *c, const Node *pd,
				   const Node *inner, const Env *ne, int trim, EnvList *r)
{
	if (c->kind == D_PARAM) {
		match_node(m, pd, inner, ne, r);
		return;
	}
	Node vc = *c->kid[1];
	Node *kids[8];
	uint32_t k = vc.n < 8 ? vc.n : 8;
	for (uint32_t i = 0; i < k; i++)
		kids[i] = vc.kid[i];
	kids[0] = (Node *)inner;
	vc.kid = kids;
	vc.n = k;
	vc.first = inner->first;
	if (trim && (k < 2 || !kids[1]))
		vc.last = inner->last;   /* `[4]` is the type's */
	match_node(m, p->kid[1], &vc, ne, r);
}

/* The type metavariable that stands alone as the specifiers PS of a
 * pattern declaration, or NULL. */
static const Meta *lone_type_meta(MatchCtx *m, const Node *ps)
{
	if (!ps || ps->kind != T_SPECS || ps->n != 1 || !ps->kid[0] || ps->kid[0]->kind != P_META)
		return NULL;
	const Meta *tm = ps->kid[0]->aux ? ps->kid[0]->aux : match_token_meta(m->pta, ps->kid[0]->first);
	if (!tm || meta_category(tm->kind) != MC_TYPE || match_meta_is_list(tm))
		return NULL;
	return tm;
}

/* `T x` against `int a[4]` or `int (*f)(int)`: a type metavariable
 * standing alone among the specifiers takes the array or function
 * pointer type (T = int[4]), a text that added code prints around its
 * declarators.
 * Returns 0 when the shapes do not apply. */
static int match_array_decl(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	const Node *ps = p->kid[0], *cs = c->kid[0];
	const Meta *tm = lone_type_meta(m, ps);
	if (!tm || !cs || cs->first > cs->last)
		return 0;
	const Node *pd = decl_declarator(p), *cd = decl_declarator(c);
	if (!pd || !cd || (cd->kind != DR_ARRAY && cd->kind != DR_FUNC && cd->kind != DR_PAREN) ||
	    (pd->kind != P_META && pd->kind != DR_IDENT))
		return 0;
	const Node *inner = cd;
	int guard = 0;
	while (inner && (inner->kind == DR_ARRAY || inner->kind == DR_POINTER || inner->kind == DR_FUNC ||
			 inner->kind == DR_PAREN) && ++guard < 64)
		inner = inner->kind == DR_POINTER ? (inner->n > 1 ? inner->kid[1] : NULL)
						  : (inner->n ? inner->kid[0] : NULL);
	if (!inner || inner->kind != DR_IDENT)
		return 1;
	Binding v = {0};
	v.kind = BV_TEXT;
	const char *spec = code_text_but(m, cs->first, cs->last, UINT32_MAX);
	const char *dec = code_text_but(m, cd->first, cd->last, inner->first);
	size_t n = strlen(spec) + strlen(dec) + 2;
	char *txt = arena_alloc(m->a, n);
	snprintf(txt, n, "%s%s%s", spec, dec[0] == '*' || dec[0] == '(' ? " " : "", dec);
	v.text = txt;
	const Env *ne = match_bind_value(m, tm, &v, e);
	if (!ne)
		return 1;
	ne = env_map(m->a, ne, ps->first, ps->last, cs->first, cs->last);
	EnvList r = {0};
	match_inner_declarator(m, p, c, pd, inner, ne, 1, &r);
	for (size_t x = 0; x < r.n; x++) {
		/* the array part goes with the name */
		const Env *oe = env_map(m->a, r.v[x], pd->first, pd->last, cd->first, cd->last);
		if (p->last != p->kid[1]->last && c->last != c->kid[1]->last)
			oe = match_own(m, p, c, oe);
		if (oe)
			envlist_push(m->a, out, oe);
	}
	return 1;
}

/* The text of the kids of specifiers CS that are no attributes, with
 * single spaces, then SUFFIX (an arena string); *F and *L get the tokens
 * from the first such kid to the last (F > L: none). */
static const char *specs_text_no_attrs(MatchCtx *m, const Node *cs, const char *suffix,
				       uint32_t *f, uint32_t *l)
{
	size_t n = strlen(suffix) + 2;
	*f = UINT32_MAX;
	*l = 0;
	for (uint32_t i = 0; i < cs->n; i++) {
		const Node *k = cs->kid[i];
		if (!k || k->kind == T_ATTRS)
			continue;
		n += strlen(code_text_but(m, k->first, k->last, UINT32_MAX)) + 1;
		if (*f == UINT32_MAX)
			*f = k->first;
		*l = k->last;
	}
	char *r = arena_alloc(m->a, n), *o = r;
	*o = 0;
	for (uint32_t i = 0; i < cs->n; i++) {
		const Node *k = cs->kid[i];
		if (!k || k->kind == T_ATTRS)
			continue;
		const char *t = code_text_but(m, k->first, k->last, UINT32_MAX);
		if (o > r)
			*o++ = ' ';
		size_t tl = strlen(t);
		memcpy(o, t, tl);
		o += tl;
	}
	strcpy(o, suffix);
	return r;
}

/* Match the attributes P[0..N) against C[0..N) pairwise, from each
 * environment of IN; the results replace IN. */
static void match_attr_pairs(MatchCtx *m, const Node *const *p, const Node *const *c, uint32_t n,
			     EnvList *in)
{
	for (uint32_t i = 0; i < n; i++) {
		EnvList nx = {0};
		for (size_t x = 0; x < in->n; x++)
			match_node(m, p[i], c[i], in->v[x], &nx);
		*in = nx;
	}
}

/* `T attr x;` or `T x attr;` against `char attr a[2];` or `char a[2]
 * attr;`: as match_array_decl, with the attributes among the specifiers
 * or after the declarator matched one for one (T takes the specifiers
 * but their attributes, and the array levels: T = char[2]).  Returns 0
 * when the shapes do not apply. */
static int match_array_decl_attrs(MatchCtx *m, const Node *p, const Node *c, const Env *e,
				  EnvList *out)
{
	const Node *ps = p->kid[0], *cs = c->kid[0];
	if (!ps || !cs || ps->kind != T_SPECS || cs->kind != T_SPECS || !ps->n || !ps->kid[0] ||
	    ps->kid[0]->kind != P_META || cs->first > cs->last)
		return 0;
	const Node *pa[8], *ca[8];
	uint32_t npa = 0, nca = 0;
	for (uint32_t i = 1; i < ps->n; i++) {
		if (!ps->kid[i] || ps->kid[i]->kind != T_ATTRS || npa == 7)
			return 0;
		pa[npa++] = ps->kid[i];
	}
	for (uint32_t i = 0; i < cs->n; i++)
		if (cs->kid[i] && cs->kid[i]->kind == T_ATTRS) {
			if (nca == 7)
				return 0;
			ca[nca++] = cs->kid[i];
		}
	const Node *pd = decl_declarator(p), *cd = decl_declarator(c);
	if (!pd || !cd || p->kid[1]->n > 1 || c->kid[1]->n > 1 ||
	    (p->kid[1]->n == 1 && p->kid[1]->kind == D_INIT_DECLARATOR &&
	     p->kid[1]->last != pd->last))
		return 0;
	if (pd->kind == DR_ATTR) {
		if (cd->kind != DR_ATTR || pd->n < 2 || cd->n < 2 || !pd->kid[1] || !cd->kid[1])
			return 0;
		pa[npa++] = pd->kid[1];
		ca[nca++] = cd->kid[1];
		pd = pd->kid[0];
		cd = cd->kid[0];
	}
	if (npa == 0 || npa != nca || !pd || !cd)
		return 0;
	const Node *pm = ps->kid[0];
	const Meta *tm = pm->aux ? pm->aux : match_token_meta(m->pta, pm->first);
	if (!tm || meta_category(tm->kind) != MC_TYPE || match_meta_is_list(tm) ||
	    (cd->kind != DR_ARRAY && cd->kind != DR_POINTER) ||
	    (pd->kind != P_META && pd->kind != DR_IDENT))
		return 0;
	const Node *inner = cd;
	int guard = 0;
	while (inner && (inner->kind == DR_ARRAY || inner->kind == DR_POINTER) && ++guard < 64)
		inner = inner->kind == DR_POINTER ? (inner->n > 1 ? inner->kid[1] : NULL)
						  : (inner->n ? inner->kid[0] : NULL);
	if (!inner || inner->kind != DR_IDENT)
		return 1;
	const char *dec = code_text_but(m, cd->first, cd->last, inner->first);
	char *suffix = arena_alloc(m->a, strlen(dec) + 2);
	snprintf(suffix, strlen(dec) + 2, "%s%s", dec[0] == '*' ? " " : "", dec);
	uint32_t tf, tl;
	Binding v = {0};
	v.kind = BV_TEXT;
	v.text = specs_text_no_attrs(m, cs, suffix, &tf, &tl);
	if (tf > tl)
		return 1;
	const Env *ne = match_bind_value(m, tm, &v, e);
	if (!ne)
		return 1;
	ne = env_map(m->a, ne, ps->kid[0]->first, ps->kid[0]->last, tf, tl);
	EnvList r = {0};
	match_node(m, pd, inner, ne, &r);
	match_attr_pairs(m, pa, ca, npa, &r);
	for (size_t x = 0; x < r.n; x++) {
		/* the array part goes with the name */
		const Env *oe = env_map(m->a, r.v[x], pd->first, pd->last, cd->first, cd->last);
		if (m->pta->v[p->last].kind == TK_SEMI && m->cta->v[c->last].kind == TK_SEMI)
			oe = env_map(m->a, oe, p->last, p->last, c->last, c->last);
		envlist_push(m->a, out, oe);
	}
	return 1;
}

/* Type metavariable TM (the specifiers of declaration P) takes the code
 * of C from its specifiers up to declarator INNER (`char *` of `char
 * *p`); then PD (P's declarator) matches INNER, and the rest of P its
 * own tokens.  Results are appended to OUT. */
static void type_with_prefix(MatchCtx *m, const Meta *tm, const Node *p, const Node *c,
			     const Node *pd, const Node *inner, const Env *e, EnvList *out)
{
	const Node *ps = p->kid[0], *cs = c->kid[0];
	const Env *ne = match_bind_tokens(m, tm, cs->first, inner->first - 1, e);
	if (!ne)
		return;
	ne = env_map(m->a, ne, ps->first, ps->last, cs->first, inner->first - 1);
	EnvList r = {0};
	match_inner_declarator(m, p, c, pd, inner, ne, 0, &r);
	for (size_t x = 0; x < r.n; x++) {
		const Env *oe = r.v[x];
		if (p->last != p->kid[1]->last && c->last != c->kid[1]->last)
			oe = match_own(m, p, c, oe);
		if (oe)
			envlist_push(m->a, out, oe);
	}
}

/* `T x` against `char *p`: a type metavariable standing alone among the
 * specifiers takes the pointer stars too (T = char *) when they follow
 * the specifiers directly.  Returns 0 when the shapes do not apply. */
static int match_ptr_decl(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	const Node *ps = p->kid[0], *cs = c->kid[0];
	const Meta *tm = lone_type_meta(m, ps);
	if (!tm || !cs || cs->first > cs->last)
		return 0;
	const Node *pd = decl_declarator(p), *cd = decl_declarator(c);
	if (!pd || !cd || cd->kind != DR_POINTER || pd->kind == DR_POINTER)
		return 0;
	if (pd->kind != P_META && pd->kind != DR_IDENT)
		return 0;
	if (cd->first != cs->last + 1)
		return 0;
	const Node *inner = cd;
	int guard = 0;
	while (inner && inner->kind == DR_POINTER && inner->n > 1 && ++guard < 64)
		inner = inner->kid[1];
	if (!inner || inner->kind == DR_POINTER || inner->first <= cs->last)
		return 1;
	type_with_prefix(m, tm, p, c, pd, inner, e, out);
	return 1;
}

/* Plain pointer levels (`*` with no qualifiers) at the top of
 * declarator D: their count, the declarator below them in *BELOW. */
static int plain_pointer_levels(const Node *d, const Node **below)
{
	int k = 0;
	while (d && d->kind == DR_POINTER && d->n > 1 && k < 64) {
		if (d->kid[0] && d->kid[0]->n)
			break;
		k++;
		d = d->kid[1];
	}
	*below = d;
	return k;
}

/* `T *x` (`T *x[]`...) against `int **x` (`bool **x[]`...): a type
 * metavariable standing alone among the specifiers takes the pointer
 * levels that the code has beyond the pattern's (T = int *), when they
 * follow the specifiers directly.  Returns 0 when the shapes do not
 * apply. */
static int match_ptr_prefix_decl(MatchCtx *m, const Node *p, const Node *c, const Env *e,
				 EnvList *out)
{
	const Node *ps = p->kid[0], *cs = c->kid[0];
	const Meta *tm = lone_type_meta(m, ps);
	if (!tm || !cs || cs->first > cs->last)
		return 0;
	const Node *pd = decl_declarator(p), *cd = decl_declarator(c);
	if (!pd || !cd || pd->kind != DR_POINTER || cd->kind != DR_POINTER || cd->first != cs->last + 1)
		return 0;
	const Node *pbelow, *cbelow;
	int pk = plain_pointer_levels(pd, &pbelow), ck = plain_pointer_levels(cd, &cbelow);
	if (pk == 0 || ck <= pk || !pbelow || !cbelow)
		return 0;
	const Node *inner = cd;
	for (int i = 0; i < ck - pk; i++)
		inner = inner->kid[1];
	type_with_prefix(m, tm, p, c, pd, inner, e, out);
	return 1;
}

/* Text D of pointer levels with a space after each star that something
 * follows (`**` reads `* *`, as spatch prints a pointer type). */
static const char *spaced_stars(MatchCtx *m, const char *d)
{
	size_t n = strlen(d);
	char *r = arena_alloc(m->a, 2 * n + 1), *o = r;
	for (size_t i = 0; i < n; i++) {
		*o++ = d[i];
		if (d[i] == '*' && i + 1 < n && d[i + 1] != ' ')
			*o++ = ' ';
	}
	*o = 0;
	return r;
}

/* `T x;` against declarator I of `int k, *x, y[4];`: the type
 * metavariable T takes the specifiers with the pointer or array levels
 * of that declarator (a text: "int *", "int[4]"), the pattern's name
 * the name inside, and its declarator the whole of the code's (which a
 * removal takes).  Adds the results to OUT. */
static void match_typed_declarator(MatchCtx *m, const Node *p, const Node *c, uint32_t i,
				   const Env *e, EnvList *out)
{
	const Node *ps = p->kid[0], *cs = c->kid[0];
	const Meta *tm = lone_type_meta(m, ps);
	const Node *ci = c->kid[i];
	const Node *cd = ci && ci->n ? ci->kid[0] : NULL;
	const Node *pd = p->kid[1]->n ? p->kid[1]->kid[0] : NULL;
	if (!tm || !cd || !pd || cs->first > cs->last ||
	    (cd->kind != DR_POINTER && cd->kind != DR_ARRAY) ||
	    (pd->kind != P_META && pd->kind != DR_IDENT))
		return;
	const Node *inner = cd;
	int guard = 0;
	while (inner && (inner->kind == DR_ARRAY || inner->kind == DR_POINTER) && ++guard < 64)
		inner = inner->kind == DR_POINTER ? (inner->n > 1 ? inner->kid[1] : NULL)
						  : (inner->n ? inner->kid[0] : NULL);
	if (!inner || inner->kind != DR_IDENT)
		return;
	Binding v = {0};
	v.kind = BV_TEXT;
	const char *spec = code_text_but(m, cs->first, cs->last, UINT32_MAX);
	const char *dec = code_text_but(m, cd->first, cd->last, inner->first);
	if (cd->kind == DR_POINTER)
		dec = spaced_stars(m, dec);
	size_t n = strlen(spec) + strlen(dec) + 2;
	char *txt = arena_alloc(m->a, n);
	snprintf(txt, n, "%s%s%s", spec, dec[0] == '*' ? " " : "", dec);
	v.text = txt;
	const Env *ne = match_bind_value(m, tm, &v, e);
	if (!ne)
		return;
	ne = env_map(m->a, ne, ps->first, ps->last, cs->first, cs->last);
	/* the declaration as if it had declarator I alone */
	Node vc = *c;
	Node *kids[2] = { c->kid[0], (Node *)ci };
	vc.kid = kids;
	vc.n = 2;
	EnvList r = {0};
	match_inner_declarator(m, p, &vc, pd, inner, ne, cd->kind == DR_ARRAY, &r);
	for (size_t x = 0; x < r.n; x++) {
		const Env *oe = env_map(m->a, r.v[x], pd->first, pd->last, cd->first, cd->last);
		envlist_push(m->a, out, env_map(m->a, oe, p->last, p->last, c->last, c->last));
	}
}

/* May pattern declaration P (one declarator) match one declarator of
 * the multi-declaration C?  Only when what it changes leaves the other
 * declarators whole: changes on its declarator alone (the specifiers
 * and the `;` kept, nothing added after them), or the removal of the
 * whole declaration adding nothing, or adding code after it with `++`
 * where C has no storage class.  Code added before it is outside it. */
static int multi_decl_safe(MatchCtx *m, const Node *p, const Node *c)
{
	const TokenArray *ta = m->pta;
	const Node *ps = p->kid[0], *pd = p->kid[1];
	int all_minus = 1, shared_changed = 0, added_after = 0, added_many = 1;
	uint32_t anchor = UINT32_MAX;   /* the last visible token seen */
	for (uint32_t t = p->first; t < ta->n; t++) {
		const Token *k = &ta->v[t];
		if (k->flags & TF_PLUS) {
			if (anchor == UINT32_MAX)
				continue;   /* added before the declaration */
			if (anchor >= pd->first && anchor <= pd->last)
				continue;   /* added inside the declarator */
			shared_changed = 1;
			added_after |= anchor == p->last;
			added_many &= (k->flags & TF_PLUS_MANY) != 0;
			continue;
		}
		if (t > p->last)
			break;
		if (match_tok_skipped(k))
			continue;
		anchor = t;
		int minus = (k->flags & TF_MINUS) != 0;
		all_minus &= minus;
		if (minus && ((t >= ps->first && t <= ps->last) || t == p->last))
			shared_changed = 1;
	}
	if (!shared_changed)
		return 1;
	if (!all_minus)
		return 0;
	if (!added_after)
		return 1;
	if (!added_many)
		return 0;
	const Node *cs = c->kid[0];
	for (uint32_t i = 0; cs && i < cs->n; i++)
		if (cs->kid[i] && cs->kid[i]->kind == T_STORAGE)
			return 0;
	return 1;
}

/* A declaration pattern with one declarator against a declaration with
 * several (`int x;` and `int a, b, c;`): it matches each declarator with
 * the shared specifiers; the pattern's `;` stands for the C one.  The
 * edits of a removal keep what the other declarators need (engine). */
static void match_one_declarator(MatchCtx *m, const Node *p, const Node *c, const Env *e,
				 EnvList *out)
{
	if (m->pta->v[p->last].kind != TK_SEMI || m->cta->v[c->last].kind != TK_SEMI ||
	    !multi_decl_safe(m, p, c))
		return;
	EnvList rs = {0};
	match_node(m, p->kid[0], c->kid[0], e, &rs);
	for (size_t x = 0; x < rs.n; x++) {
		for (uint32_t i = 1; i < c->n; i++) {
			if (!c->kid[i])
				continue;
			EnvList rd = {0};
			match_node(m, p->kid[1], c->kid[i], rs.v[x], &rd);
			for (size_t y = 0; y < rd.n; y++)
				envlist_push(m->a, out, env_map(m->a, rd.v[y], p->last, p->last,
								c->last, c->last));
		}
	}
	for (uint32_t i = 1; i < c->n; i++)
		if (c->kid[i])
			match_typed_declarator(m, p, c, i, e, out);
}

/* `static f(...) {...}`: function specifiers with a storage class and
 * no type stand for any return type; the storage classes must be in C. */
static int storage_only_specs(MatchCtx *m, const Node *p, const Node *c)
{
	if (c->kind != D_FUNCDEF || !p->n || !c->n || !p->kid[0] || !c->kid[0] ||
	    p->kid[0]->kind != T_SPECS || c->kid[0]->kind != T_SPECS || !p->kid[0]->n)
		return 0;
	const Node *ps = p->kid[0], *cs = c->kid[0];
	for (uint32_t i = 0; i < ps->n; i++) {
		const Node *k = ps->kid[i];
		if (!k || k->kind != T_STORAGE)
			return 0;
		int found = 0;
		for (uint32_t j = 0; j < cs->n && !found; j++)
			found = cs->kid[j] && cs->kid[j]->kind == T_STORAGE &&
				match_same_token(m->pta, k->first, m->cta, cs->kid[j]->first);
		if (!found)
			return 0;
	}
	return 1;
}

/* A function pattern with no return type (`f(...) {...}`, or storage
 * classes alone: see storage_only_specs) against function C: any return
 * type and storage; the pattern's range stands for the whole function. */
static void match_funcdef_any_type(MatchCtx *m, const Node *p, const Node *c, const Env *e,
				   EnvList *out)
{
	Node pp = *p, cc = *c;
	/* the stars of a pointer returned are the return type's
	 * (`struct s *get(...)`), unless the pattern writes some */
	Node *cd = c->kid[1];
	if (p->kid[1]->kind != DR_POINTER)
		while (cd && cd->kind == DR_POINTER && cd->n > 1 && cd->kid[1])
			cd = cd->kid[1];
	if (!cd)
		return;
	pp.first = p->kid[1]->first;
	cc.first = cd->first;
	Node *pk[8], *ckk[8];
	uint32_t n = p->n < 8 ? p->n : 8;
	for (uint32_t i = 0; i < n; i++) {
		pk[i] = i == 0 ? NULL : p->kid[i];
		ckk[i] = i == 0 ? NULL : i == 1 ? cd : c->kid[i];
	}
	pp.kid = pk;
	cc.kid = ckk;
	pp.n = cc.n = n;
	EnvList r = {0};
	const Env *ne = match_own(m, &pp, &cc, e);
	if (ne)
		match_kids(m, &pp, &cc, 0, ne, &r);
	/* a header alone (the engine matches the body apart) only
	 * places code: the return type it does not write stays */
	int header = m->pta->v[p->last].kind != TK_RBRACE &&
		     !whole_funcdef_minus(m->pta, p->last + 1);
	for (size_t x = 0; x < r.n; x++) {
		const Env *we = env_map(m->a, r.v[x], p->first, p->last, c->first, c->last);
		if (header)
			we->map->anchor_only = 1;
		envlist_push(m->a, out, we);
	}
}

/* `T { ... }` (P, a structure whose tag is a type metavariable) against
 * structure C: the type metavariable names the structure (`struct
 * foo`, an anonymous one by its whole text), the bodies match. */
static void match_struct_named(MatchCtx *m, const Node *p, const Node *c, const Env *e,
			       EnvList *out)
{
	const Meta *tm = match_token_meta(m->pta, p->first);
	uint32_t br = c->first;
	while (br <= c->last && m->cta->v[br].kind != TK_LBRACE)
		br++;
	if (!tm || meta_category(tm->kind) != MC_TYPE || br > c->last || br == c->first)
		return;
	/* an anonymous structure is named by its whole text */
	const Env *ne = match_bind_tokens(m, tm, c->first, c->name ? br - 1 : c->last, e);
	if (!ne)
		return;
	ne = env_map(m->a, ne, p->first, p->first, c->first, br - 1);
	Node pp = *p, cc = *c;
	pp.first = p->first + 1;
	cc.first = br;
	ne = match_own(m, &pp, &cc, ne);
	if (ne)
		match_kids(m, &pp, &cc, 0, ne, out);
}

int match_type_forms(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	if (p->kind == T_TYPENAME && c->kind == T_TYPENAME && match_typename_meta(m, p, c, e, out))
		return 1;
	if (p->kind == T_TYPENAME && c->kind == T_TYPENAME &&
	    match_typename_meta_attrs(m, p, c, e, out))
		return 1;
	if (p->kind == D_DECL && c->kind == D_DECL && (match_typedef_pair(m, p, c, e, out) ||
						       match_typedef_anon(m, p, c, e, out)))
		return 1;
	return 0;
}

int match_decl_forms(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	if (p->kind == D_FUNCDEF && ((p->flags & NF_IMPLICIT_INT) || storage_only_specs(m, p, c)) &&
	    c->kind == D_FUNCDEF && p->n == c->n && p->n > 1) {
		match_funcdef_any_type(m, p, c, e, out);
		return 1;
	}
	if ((p->kind == D_DECL || p->kind == D_FIELD || p->kind == D_PARAM) && p->n == 2 &&
	    c->n == 2 && match_ptr_decl(m, p, c, e, out))
		return 1;
	if ((p->kind == D_DECL || p->kind == D_FIELD || p->kind == D_PARAM) && p->n == 2 &&
	    c->n == 2 && match_ptr_prefix_decl(m, p, c, e, out))
		return 1;
	if ((p->kind == D_DECL || p->kind == D_PARAM || p->kind == D_FIELD) && p->n == 2 &&
	    c->n == 2 && match_array_decl(m, p, c, e, out))
		return 1;
	if ((p->kind == D_DECL || p->kind == D_FIELD) && p->kind == c->kind && p->n == 2 &&
	    c->n == 2 && match_array_decl_attrs(m, p, c, e, out))
		return 1;
	if (p->kind == T_STRUCT && p->n == c->n && p->first < p->last &&
	    m->pta->v[p->first].kind == TK_META && m->pta->v[p->first + 1].kind == TK_LBRACE) {
		match_struct_named(m, p, c, e, out);
		return 1;
	}
	if ((p->kind == D_DECL || p->kind == D_FIELD) && p->n == 2 && c->n > 2 &&
	    p->kid[0] && p->kid[1] && c->kid[0]) {
		match_one_declarator(m, p, c, e, out);
		return 1;
	}
	if (p->kind == D_DECL && p->n == 1 && c->kind == D_DECL && c->n > 1) {
		match_typedef_struct(m, p, c, e, out);
		return 1;
	}
	if (p->kind == D_MACRO_DECL && p->n != c->n) {
		match_macro_decl_attrs(m, p, c, e, out);
		return 1;
	}
	return 0;
}
