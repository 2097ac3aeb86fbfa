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

/* Are pattern tokens FIRST..LAST all removed, with no added code right
 * before or after them? */
static int removed_alone(const TokenArray *pta, uint32_t first, uint32_t last)
{
	for (uint32_t i = first; i <= last && i < pta->n; i++)
		if (!(pta->v[i].flags & TF_MINUS))
			return 0;
	if (first > 0 && (pta->v[first - 1].flags & TF_PLUS))
		return 0;
	return !(last + 1 < pta->n && (pta->v[last + 1].flags & TF_PLUS));
}

/* A declaration macro with trailing attributes (`DECLARER(a) __attr;`,
 * a third kid) against one without: the absent attributes are a NULL
 * kid, which matches attributes of the code but not the other way.  So
 * do absent specifiers before it: `DEFINE_MUTEX(m);` matches
 * `static DEFINE_MUTEX(lock);`, as `int x;` matches `static int x;`. */
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
	if (!pk[1])
		ck[1] = NULL;
	Node pp = *p, cc = *c;
	pp.kid = pk;
	cc.kid = ck;
	pp.n = cc.n = 3;
	const Env *ne = match_own(m, p, c, e);
	if (!ne)
		return;
	if (!pk[1] && c->kid[1] && removed_alone(m->pta, p->first, p->last)) {
		/* the whole declaration removed with nothing in its place:
		 * its specifiers go with it (with code in its place, or
		 * with the declaration kept, they stay, as spatch) */
		EnvList r = {0};
		match_kids(m, &pp, &cc, 0, ne, &r);
		for (size_t x = 0; x < r.n; x++)
			envlist_push(m->a, out, env_map(m->a, r.v[x], p->first, p->first,
							c->first, c->kid[1]->last + 1));
		return;
	}
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

/* A type spelled from code tokens, one at a time, with the blanks
 * spatch prints a type with: `char **', `const char * const *', `int
 * (*)(int, char *)', `u8 [1 + LEN(0xff)]', `typeof(x)'.  Inside
 * brackets and parentheses an operator between operands is binary and
 * has a blank on each side; a `(' glued to a name (a macro or typeof)
 * opens its arguments. */
typedef struct TypeText {
	char *b;
	size_t n, cap;
	Arena *a;
	int last;        /* kind of the last token put, 0: none */
	int binop;       /* the last token put is a binary operator */
	int depth;       /* open `[' and `(' */
	uint64_t params; /* bit d: the bracket open at depth d + 1 holds parameters */
} TypeText;

static void tt_put(TypeText *t, const char *s, size_t n)
{
	if (t->n + n + 2 > t->cap) {
		size_t cap = (t->cap + n + 2) * 2;
		char *nb = arena_alloc(t->a, cap);
		if (t->n)
			memcpy(nb, t->b, t->n);
		t->b = nb;
		t->cap = cap;
	}
	memcpy(t->b + t->n, s, n);
	t->n += n;
	t->b[t->n] = 0;
}

/* Is token kind K an operator that is binary between two operands? */
static int tt_binary(int k)
{
	switch (k) {
	case TK_PLUS: case TK_MINUS: case TK_STAR: case TK_SLASH: case TK_PERCENT:
	case TK_SHL: case TK_SHR: case TK_LT: case TK_GT: case TK_LE: case TK_GE:
	case TK_EQ: case TK_NE: case TK_AMP: case TK_CARET: case TK_PIPE:
	case TK_ANDAND: case TK_OROR: case TK_QUESTION: case TK_COLON:
		return 1;
	default:
		return 0;
	}
}

/* Does the last token put end an operand (a name, a number, `)', `]')? */
static int tt_operand_end(const TypeText *t)
{
	if (!t->n)
		return 0;
	char c = t->b[t->n - 1];
	return word_tok_char(c) || c == ')' || c == ']' || c == '\'' || c == '"';
}

/* The next token of TA after I that is printed, or NULL. */
/* Is token I of TA printed in a type's text?  Not an expanded token nor
 * one the parser skips, except a word (`void __iomem *', an attribute
 * the macro file erases), which is part of the type as written; a
 * hidden call (`X(a)') is not. */
static int tt_printed(const TokenArray *ta, uint32_t i)
{
	const Token *k = &ta->v[i];
	if ((k->flags & TF_EXPANDED) || !tok_len(k))
		return 0;
	if (!(k->flags & TF_HIDDEN))
		return 1;
	return k->kind == TK_IDENT &&
	       !(i + 1 < ta->n && (ta->v[i + 1].flags & TF_HIDDEN) && ta->v[i + 1].kind == TK_LPAREN);
}

static const Token *tt_next(const TokenArray *ta, uint32_t i)
{
	for (uint32_t j = i + 1; j < ta->n; j++)
		if (tt_printed(ta, j))
			return &ta->v[j];
	return NULL;
}

static void tt_tok(TypeText *t, const TokenArray *ta, uint32_t i)
{
	const Token *k = &ta->v[i];
	if (!tt_printed(ta, i))
		return;
	const char *s = tok_text(ta, k);
	int kind = k->kind;
	char prev = t->n ? t->b[t->n - 1] : 0;
	const Token *nx = tt_next(ta, i);
	const char *ns = nx ? tok_text(ta, nx) : "";
	/* (in parameters, `int *p' declares: no operator there) */
	int in_params = t->depth > 0 && t->depth <= 64 && ((t->params >> (t->depth - 1)) & 1);
	int binop = t->depth > 0 && !in_params && tt_binary(kind) && tt_operand_end(t) && nx &&
		    (word_tok_char(ns[0]) || nx->kind == TK_LPAREN);
	int opens_params = 0;
	int sp = 0;
	if (prev && prev != '(' && prev != '[') {
		if (binop || t->binop || prev == ',')
			sp = 1;
		else if (kind == TK_RPAREN || kind == TK_RBRACK || kind == TK_COMMA ||
			 kind == TK_LBRACK)
			sp = 0;
		else if (word_tok_char(s[0]))
			/* `char * const', but a parameter's name sticks to its
			 * star: `int (*)(int *p, char *q)' */
			sp = word_tok_char(prev) ||
			     (prev == '*' && !(in_params && kind == TK_IDENT && nx &&
					       (nx->kind == TK_COMMA || nx->kind == TK_RPAREN ||
						nx->kind == TK_LBRACK)));
		else if (kind == TK_STAR)
			sp = prev != '*';
		else if (kind == TK_LPAREN) {
			/* `int (*)(int)': a declarator's parentheses; `typeof(x)',
			 * `sizeof(struct s)', `LEN(3)': arguments, glued to their
			 * name */
			int grouping = nx && (nx->kind == TK_STAR || nx->kind == TK_LPAREN ||
					      nx->kind == TK_CARET);
			int named = t->last == TK_IDENT ||
				    (t->last == TK_KEYWORD && i > 0 && ta->v[i - 1].id &&
				     (ta->v[i - 1].id->kw == KW_TYPEOF ||
				      ta->v[i - 1].id->kw == KW_SIZEOF ||
				      ta->v[i - 1].id->kw == KW_ALIGNOF));
			sp = prev != ')' && (grouping || !named);
			opens_params = !grouping && !named;
		}
	} else if (kind == TK_LPAREN && prev == '(') {
		opens_params = !(nx && (nx->kind == TK_STAR || nx->kind == TK_LPAREN ||
					nx->kind == TK_CARET));
	}
	if (sp)
		tt_put(t, " ", 1);
	tt_put(t, s, tok_len(k));
	if (kind == TK_LBRACK || kind == TK_LPAREN) {
		if (t->depth < 64) {
			uint64_t bit = (uint64_t)1 << t->depth;
			t->params = opens_params && kind == TK_LPAREN ? t->params | bit
								       : t->params & ~bit;
		}
		t->depth++;
	}
	else if ((kind == TK_RBRACK || kind == TK_RPAREN) && t->depth > 0)
		t->depth--;
	t->binop = binop;
	t->last = kind;
}

/* The text of tokens [F, L] of the code, but for token SKIP, spaced as
 * a type is printed (an arena string). */
static const char *code_text_but(MatchCtx *m, uint32_t f, uint32_t l, uint32_t skip)
{
	TypeText t = {0};
	t.a = m->a;
	tt_put(&t, "", 0);
	for (uint32_t i = f; i <= l && i < m->cta->n; i++)
		if (i != skip)
			tt_tok(&t, m->cta, i);
	return t.b;
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

/* ---- a type metavariable that takes declarator levels ------------------
 *
 * C writes a type in two places: the specifiers, and the declarator
 * around the name (`char *s[3]`: an array of 3 pointers to char).  SmPL
 * matches types, not spellings: `T x;` takes `char *s[3]` with T = the
 * array type `char *[3]`, `T *p;` takes `int **p` with T = `int *`, `T
 * x[E];` takes `int *a[4]` with T = `int *`.  A declarator is read as
 * type levels from the name outward (next to the name, `[3]`; then `*`);
 * the pattern's levels must be the code's nearest the name, and a type
 * metavariable standing alone among the pattern's specifiers takes the
 * code's specifiers with the levels that remain.  T then stands for
 * those tokens wherever they are (removing T removes `[3]` too), the
 * name for the name alone (renaming it keeps `[3]`). */

enum { MAX_LEVELS = 24 };

/* A declarator read as type levels from the name outward, as spatch
 * reads it: `*x[4]` is an array (next to the name) of pointers; a
 * parenthesized declarator is a level of its own, outside the levels
 * it holds (`(*f)(int)` is parentheses around a pointer to a function:
 * `T *f` does not take it, `T f` and `T (*f)(int)` do). */
typedef struct Levels {
	int kind[MAX_LEVELS];        /* DR_POINTER, DR_ARRAY, DR_FUNC, DR_PAREN */
	int n;
	const Node *path[MAX_LEVELS * 2 + 2]; /* the declarator's nodes from the name up */
	int lens[MAX_LEVELS * 2 + 2];         /* the number of levels each of them has */
	int npath;
	const Node *name;            /* the node in the name's place: a name, a name
					metavariable or disjunction, an abstract name */
	const Node *root;            /* the declarator without attributes after it */
} Levels;

/* Read declarator D as levels into L; -1 when there are too many. */
static int levels_of(const Node *d, Levels *L)
{
	const Node *down[MAX_LEVELS * 2 + 2];
	int nd = 0;
	while (d && d->kind == DR_ATTR && d->n)
		d = d->kid[0];
	L->root = d;
	for (;;) {
		if (!d || (d->kind != DR_POINTER && d->kind != DR_ARRAY && d->kind != DR_FUNC &&
			   d->kind != DR_PAREN && d->kind != DR_ATTR))
			break;
		if (nd == MAX_LEVELS * 2 + 1)
			return -1;
		down[nd++] = d;
		d = d->kind == DR_POINTER ? (d->n > 1 ? d->kid[1] : NULL) : (d->n ? d->kid[0] : NULL);
	}
	L->name = d;
	L->n = 0;
	L->npath = 0;
	L->path[L->npath] = d;
	L->lens[L->npath++] = 0;
	for (int i = nd; i-- > 0;) {
		const Node *x = down[i];
		if (x->kind != DR_ATTR) {
			if (L->n == MAX_LEVELS)
				return -1;
			if (x->kind == DR_PAREN) {
				memmove(L->kind + 1, L->kind, (size_t)L->n * sizeof *L->kind);
				L->kind[0] = DR_PAREN;
			} else {
				L->kind[L->n] = x->kind;
			}
			L->n++;
		}
		L->path[L->npath] = x;
		L->lens[L->npath++] = L->n;
	}
	return L->n;
}

/* Is node N empty of tokens (an abstract name)? */
static int no_tokens(const Node *n)
{
	return !n || n->first > n->last || n->kind == DR_ABSTRACT;
}

/* The code tokens of type metavariable T where it takes the code's
 * specifiers CS and declarator ROOT but INNER (the part the pattern's
 * declarator matches): the specifiers, and the tokens of ROOT before
 * and after INNER.  Parentheses around INNER alone are dropped from
 * the text (`int (*f)(int)` less `*f` is `int (int)`), not from the
 * tokens. */
typedef struct TypeSplit {
	uint32_t spec_f, spec_l;     /* the specifiers (and the hidden tokens after them) */
	uint32_t pre_f, pre_l;       /* ROOT before INNER (pre_f > pre_l: none) */
	uint32_t post_f, post_l;     /* ROOT after INNER */
	uint32_t drop[8];            /* parentheses left out of the text */
	int ndrop;
	int contiguous;              /* specifiers and the part before INNER are one run
					of tokens, and nothing comes after INNER */
} TypeSplit;

/* The path from declarator D down to node X (exclusive of X) into
 * PATH; its length, or -1 when X is not below D. */
static int path_to(const Node *d, const Node *x, const Node **path, int max)
{
	int n = 0;
	while (d && d != x && n < max) {
		path[n++] = d;
		d = d->kind == DR_POINTER ? (d->n > 1 ? d->kid[1] : NULL) : (d->n ? d->kid[0] : NULL);
	}
	return d == x ? n : -1;
}

static int split_tokens(MatchCtx *m, const Node *cs, const Node *root, const Node *inner,
			int shared_specs, TypeSplit *ts)
{
	const TokenArray *ta = m->cta;
	memset(ts, 0, sizeof *ts);
	ts->spec_f = cs->first;
	ts->spec_l = cs->last;
	/* hidden tokens between the specifiers and the declarator
	 * (`int __user *p`) are the type's */
	if (!shared_specs) {
		uint32_t k = cs->last + 1;
		while (k < root->first && k < ta->n && (ta->v[k].flags & TF_HIDDEN))
			k++;
		if (k == root->first)
			ts->spec_l = root->first - 1;
	}
	ts->pre_f = ts->post_f = 1;
	ts->pre_l = ts->post_l = 0;
	if (no_tokens(inner)) {
		/* an abstract name: the whole declarator is the type's */
		ts->pre_f = root->first;
		ts->pre_l = root->last;
	} else {
		if (inner->first > root->first) {
			ts->pre_f = root->first;
			ts->pre_l = inner->first - 1;
		}
		if (inner->last < root->last) {
			ts->post_f = inner->last + 1;
			ts->post_l = root->last;
		}
		const Node *path[MAX_LEVELS * 4];
		int np = path_to(root, inner, path, MAX_LEVELS * 4);
		if (np < 0)
			return 0;
		for (int i = np; i-- > 0 && ts->ndrop < 7;) {
			if (path[i]->kind == DR_ATTR)
				continue;
			if (path[i]->kind != DR_PAREN)
				break;
			ts->drop[ts->ndrop++] = path[i]->first;
			ts->drop[ts->ndrop++] = path[i]->last;
		}
	}
	ts->contiguous = !shared_specs && ts->ndrop == 0 && ts->post_f > ts->post_l &&
			 (ts->pre_f > ts->pre_l || ts->pre_f == ts->spec_l + 1);
	return 1;
}

static int dropped(const TypeSplit *ts, uint32_t i)
{
	for (int k = 0; k < ts->ndrop; k++)
		if (ts->drop[k] == i)
			return 1;
	return 0;
}

/* The text of the type TS describes (an arena string). */
static const char *split_text(MatchCtx *m, const TypeSplit *ts)
{
	TypeText t = {0};
	t.a = m->a;
	tt_put(&t, "", 0);
	uint32_t r[3][2] = {{ts->spec_f, ts->spec_l}, {ts->pre_f, ts->pre_l},
			    {ts->post_f, ts->post_l}};
	for (int k = 0; k < 3; k++)
		for (uint32_t i = r[k][0]; i <= r[k][1] && i < m->cta->n; i++)
			if (!dropped(ts, i))
				tt_tok(&t, m->cta, i);
	return t.b;
}

/* Bind type metavariable TM (the pattern's specifiers PS) to the type
 * TS describes, and map PS to each of its token runs.  NULL when the
 * binding fails. */
static const Env *bind_split(MatchCtx *m, const Meta *tm, const Node *ps, const TypeSplit *ts,
			     const Env *e)
{
	const Env *ne;
	if (ts->contiguous) {
		uint32_t l = ts->pre_f <= ts->pre_l ? ts->pre_l : ts->spec_l;
		ne = match_bind_tokens(m, tm, ts->spec_f, l, e);
	} else {
		Binding v = {0};
		v.kind = BV_TEXT;
		v.text = split_text(m, ts);
		ne = match_bind_value(m, tm, &v, e);
	}
	if (!ne)
		return NULL;
	if (ts->post_f <= ts->post_l)
		ne = env_map(m->a, ne, ps->first, ps->last, ts->post_f, ts->post_l);
	if (ts->pre_f <= ts->pre_l)
		ne = env_map(m->a, ne, ps->first, ps->last, ts->pre_f, ts->pre_l);
	/* (last: what is added before T goes before the specifiers) */
	return env_map(m->a, ne, ps->first, ps->last, ts->spec_f, ts->spec_l);
}

/* The part of code declarator CD that pattern declarator PD stands for
 * when a type metavariable of the pattern's specifiers takes the rest
 * (see above), and the code's levels in *CL; NULL when the shapes do
 * not apply: PD has as many levels as CD or more, the levels nearest
 * the name differ, or they are no part of CD of their own. */
static const Node *split_inner(const Node *pd, const Node *cd, Levels *cl)
{
	Levels pl;
	if (!cd || levels_of(pd, &pl) < 0 || levels_of(cd, cl) < 0 || cl->n <= pl.n || !cl->root)
		return NULL;
	if (pd && pl.root != pd)
		return NULL;     /* attributes after the pattern's declarator */
	for (int i = 0; i < pl.n; i++)
		if (pl.kind[i] != cl->kind[i])
			return NULL;
	if (pl.name && pl.name->kind == DR_ABSTRACT && cl->name && !no_tokens(cl->name))
		return NULL;     /* an abstract declarator takes no name */
	/* the node whose own levels are the pattern's (the highest, with
	 * the attributes around it) */
	const Node *inner = NULL;
	for (int i = 0; i < cl->npath; i++)
		if (cl->lens[i] == pl.n)
			inner = cl->path[i];
	if (!inner)
		return NULL;
	Levels il;
	if (levels_of(inner, &il) != pl.n)
		return NULL;
	for (int i = 0; i < pl.n; i++)
		if (il.kind[i] != pl.kind[i])
			return NULL;
	return inner;
}

/* Pattern P and code C, declarations of one declarator each (or C's
 * declarator I of several: SHARED), parameters or type names, whose
 * specifiers PS and CS and declarators PD and CD (CD's holder CH: the
 * init-declarator or field declarator, or NULL) are given: the type
 * metavariable standing alone in PS takes CS and the levels of CD that
 * PD leaves.  Returns 0 when the shapes do not apply. */
static int match_split(MatchCtx *m, const Node *p, const Node *c, const Node *ps,
		       const Node *cs, const Node *pd, const Node *cd, const Node *ph,
		       const Node *ch, int shared, const Env *e, EnvList *out)
{
	const Meta *tm = lone_type_meta(m, ps);
	/* `static T f(...)': storage classes before the type metavariable
	 * match the code's leading ones, the metavariable the rest */
	const Node *ps0 = ps, *cs0 = cs;
	uint32_t nst = 0;
	Node ps1, cs1;
	if (!tm && ps && cs && ps->kind == T_SPECS && cs->kind == T_SPECS && ps->n >= 2) {
		while (nst < ps->n && ps->kid[nst] && ps->kid[nst]->kind == T_STORAGE)
			nst++;
		int ok = nst + 1 == ps->n && cs->n > nst;
		for (uint32_t k = 0; ok && k < nst; k++)
			ok = cs->kid[k] && cs->kid[k]->kind == T_STORAGE && cs->kid[k]->op == ps->kid[k]->op;
		if (!ok)
			return 0;
		ps1 = *ps;
		ps1.kid = ps->kid + nst;
		ps1.n = 1;
		ps1.first = ps->kid[nst]->first;
		cs1 = *cs;
		cs1.kid = cs->kid + nst;
		cs1.n = cs->n - nst;
		cs1.first = cs->kid[nst]->first;
		ps = &ps1;
		cs = &cs1;
		tm = lone_type_meta(m, ps);
	}
	if (!tm || !cs || cs->first > cs->last)
		return 0;
	Levels cl;
	const Node *inner = split_inner(pd, cd, &cl);
	if (!inner)
		return 0;
	TypeSplit ts;
	if (!split_tokens(m, cs, cl.root, inner, shared, &ts))
		return 1;
	const Env *ne = bind_split(m, tm, ps, &ts, e);
	if (!ne)
		return 1;
	EnvList r = {0};
	if (ph && ch) {
		/* the holder with INNER for its declarator */
		Node vc = *ch;
		Node *kids[4] = {0};
		uint32_t k = ch->n < 4 ? ch->n : 4;
		for (uint32_t i = 0; i < k; i++)
			kids[i] = ch->kid[i];
		kids[0] = (Node *)inner;
		vc.kid = kids;
		vc.n = k;
		if (ph->n > 1 && ph->kid[1] && ph->n == ch->n && ch->n <= 4) {
			/* with an initializer: the holder's own tokens (`=`)
			 * are compared where they are, the levels the type
			 * took (`[]` of `int a[] = {...}`, between the name
			 * and `=`) are the type's */
			const Env *oe = match_own(m, ph, ch, ne);
			if (oe)
				match_kids(m, ph, &vc, 0, oe, &r);
		} else {
			/* as if its declarator were INNER alone */
			if (!no_tokens(inner))
				vc.first = inner->first;
			uint32_t l = inner->last;
			for (uint32_t i = 1; i < k; i++)
				if (kids[i] && kids[i]->last > l)
					l = kids[i]->last;
			vc.last = no_tokens(inner) ? ch->last : l;
			match_node(m, ph, &vc, ne, &r);
		}
	} else {
		match_node(m, pd, inner, ne, &r);
	}
	for (size_t x = 0; x < r.n; x++) {
		const Env *oe = r.v[x];
		for (uint32_t k = 0; k < nst; k++)
			oe = env_map(m->a, oe, ps0->kid[k]->first, ps0->kid[k]->last, cs0->kid[k]->first,
				     cs0->kid[k]->last);
		if (shared) {
			/* a removal takes the whole declarator */
			oe = env_map(m->a, oe, pd->first, pd->last, cd->first, cd->last);
			oe = env_map(m->a, oe, p->last, p->last, c->last, c->last);
		} else if (p->kind != T_TYPENAME && p->kind != D_PARAM) {
			oe = match_own(m, p, c, oe);   /* the `;` (and a position on it) */
			if (!oe)
				continue;
		} else if (p->kind == T_TYPENAME) {
			oe = env_map(m->a, oe, p->first, p->last, c->first, c->last);
		}
		if (match_all_minus(m, p) && !shared)
			oe = env_map(m->a, oe, p->first, p->last, c->first, c->last);
		envlist_push(m->a, out, oe);
	}
	return 1;
}

/* match_split for declarations of one declarator, fields, parameters
 * and type names P and C of the same kind. */
static int match_split_decl(MatchCtx *m, const Node *p, const Node *c, const Env *e,
			    EnvList *out)
{
	if (p->n < 2 || c->n < 2 || !p->kid[0] || !c->kid[0])
		return 0;
	if (p->kind == D_PARAM || p->kind == T_TYPENAME)
		return p->kid[1] && c->kid[1] &&
		       match_split(m, p, c, p->kid[0], c->kid[0], p->kid[1], c->kid[1], NULL, NULL,
				   0, e, out);
	if (p->n != 2 || c->n != 2 || !p->kid[1] || !c->kid[1] || !p->kid[1]->n || !c->kid[1]->n)
		return 0;
	return match_split(m, p, c, p->kid[0], c->kid[0], p->kid[1]->kid[0], c->kid[1]->kid[0],
			   p->kid[1], c->kid[1], 0, e, out);
}

/* May pattern declaration P (one declarator) match one declarator of
 * the multi-declaration C?  Only when what it changes leaves the other
 * declarators whole: changes on its declarator's name or initializer
 * alone (the specifiers, the `;` and the type levels around the name
 * kept -- spatch 1.1.1 makes no change to the type of one declarator of
 * several, `int - *x + x`, and neither do we), nothing added after
 * them, or the removal of the whole declaration adding nothing, or
 * adding code after it with `++` where C has no storage class.  Code
 * added before it is outside it. */
static int multi_decl_safe(MatchCtx *m, const Node *p, const Node *c)
{
	const TokenArray *ta = m->pta;
	const Node *ps = p->kid[0], *pd = p->kid[1];
	/* the tokens of the type levels: the declarator's but its name's */
	uint32_t lv_f = 1, lv_l = 0, nm_f = 1, nm_l = 0;
	Levels pl;
	if (pd->n && pd->kid[0] && levels_of(pd->kid[0], &pl) > 0) {
		lv_f = pd->kid[0]->first;
		lv_l = pd->kid[0]->last;
		if (pl.name && !no_tokens(pl.name)) {
			nm_f = pl.name->first;
			nm_l = pl.name->last;
		}
	}
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
		if (minus && ((t >= ps->first && t <= ps->last) || t == p->last ||
			      (t >= lv_f && t <= lv_l && !(t >= nm_f && t <= nm_l))))
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
	/* the type metavariable taking the levels of one declarator */
	for (uint32_t i = 1; i < c->n; i++)
		if (c->kid[i] && c->kid[i]->n && p->kid[1]->n)
			match_split(m, p, c, p->kid[0], c->kid[0], p->kid[1]->kid[0],
				    c->kid[i]->kid[0], p->kid[1], c->kid[i], 1, e, out);
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

/* `T f(...) {...}' (P, a type metavariable alone as the return type,
 * maybe after storage classes) against a function returning a pointer
 * (C, `struct s *f(...) {...}'): T takes the stars too, as for `T x;'
 * against `char *p;'.  Returns 0 when the shapes do not apply. */
static int match_funcdef_split(MatchCtx *m, const Node *p, const Node *c, const Env *e,
			       EnvList *out)
{
	if (p->n != c->n || p->n < 2 || p->n > 8 || !p->kid[0] || !c->kid[0] || !p->kid[1] ||
	    !c->kid[1] || p->kid[1]->kind == DR_POINTER || c->kid[1]->kind != DR_POINTER)
		return 0;
	/* the header: specifiers and declarator */
	Node ph = *p, ch = *c;
	ph.n = ch.n = 2;
	ph.last = p->kid[1]->last;
	ch.last = c->kid[1]->last;
	/* storage classes (and inline) the pattern does not write are the
	 * code's own, not T's: the leading ones are left out */
	const Node *cs = c->kid[0];
	Node cs1;
	if (cs->kind == T_SPECS && p->kid[0]->kind == T_SPECS &&
	    !match_has_kid_kind(p->kid[0], T_STORAGE)) {
		uint32_t k = 0;
		while (k < cs->n && cs->kid[k] && cs->kid[k]->kind == T_STORAGE)
			k++;
		if (k > 0 && k < cs->n && cs->kid[k]) {
			cs1 = *cs;
			cs1.kid = cs->kid + k;
			cs1.n = cs->n - k;
			cs1.first = cs->kid[k]->first;
			cs = &cs1;
		}
	}
	EnvList r = {0};
	if (!match_split(m, &ph, &ch, p->kid[0], cs, p->kid[1], c->kid[1], NULL, NULL, 0, e, &r))
		return 0;
	/* then the rest (the parameters' declarations, the body) */
	Node pr = *p, cr = *c;
	Node *pk[8], *ck[8];
	for (uint32_t i = 0; i < p->n; i++) {
		pk[i] = i < 2 ? NULL : p->kid[i];
		ck[i] = i < 2 ? NULL : c->kid[i];
	}
	pr.kid = pk;
	cr.kid = ck;
	for (size_t x = 0; x < r.n; x++)
		match_kids(m, &pr, &cr, 0, r.v[x], out);
	return 1;
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

/* `struct \(a\|b\)' (P, its kid 2 the disjunction of names) against
 * the code's `struct a' (C, no body): the same keyword, and the tag a
 * name of the disjunction (the first branch that matches). */
static void match_struct_disj(MatchCtx *m, const Node *p, const Node *c, const Env *e,
			      EnvList *out)
{
	if (p->op != c->op || !c->name || (c->n && c->kid[0]) || (p->n > 1 && p->kid[1]))
		return;
	uint32_t nt = c->first + 1;
	while (nt <= c->last && m->cta->v[nt].id != c->name)
		nt++;
	if (nt > c->last)
		return;
	Node *id = arena_alloc(m->a, sizeof *id);
	memset(id, 0, sizeof *id);
	id->kind = E_IDENT;
	id->first = id->last = nt;
	id->name = c->name;
	EnvList r = {0};
	match_node(m, p->kid[2], id, e, &r);
	for (size_t x = 0; x < r.n; x++)
		envlist_push(m->a, out, env_map(m->a, r.v[x], p->first, p->first, c->first, c->first));
}

/* Do the specifiers of declaration D hold `typedef'? */
static int declares_typedef(const Node *d)
{
	const Node *s = d->n ? d->kid[0] : NULL;
	for (uint32_t i = 0; s && s->kind == T_SPECS && i < s->n; i++)
		if (s->kid[i] && s->kid[i]->kind == T_STORAGE && s->kid[i]->op == KW_TYPEDEF)
			return 1;
	return 0;
}

int match_type_forms(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	/* a declaration that declares names is never a typedef unless it
	 * says so (`int x;' and `T x;' leave `typedef int t;' alone: the
	 * storage classes a pattern does not mention are optional, but
	 * `typedef' is no storage class there) */
	if (p->kind == D_DECL && c->kind == D_DECL && p->n > 1 && declares_typedef(c) &&
	    !declares_typedef(p))
		return 1;
	if (p->kind == T_TYPENAME && c->kind == T_TYPENAME && match_typename_meta(m, p, c, e, out))
		return 1;
	if (p->kind == T_TYPENAME && c->kind == T_TYPENAME &&
	    match_typename_meta_attrs(m, p, c, e, out))
		return 1;
	if (p->kind == T_TYPENAME && c->kind == T_TYPENAME && match_split_decl(m, p, c, e, out))
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
	if ((p->kind == D_DECL || p->kind == D_FIELD || p->kind == D_PARAM) &&
	    match_split_decl(m, p, c, e, out))
		return 1;
	if (p->kind == D_FUNCDEF && c->kind == D_FUNCDEF && match_funcdef_split(m, p, c, e, out))
		return 1;
	if ((p->kind == D_DECL || p->kind == D_FIELD) && p->kind == c->kind && p->n == 2 &&
	    c->n == 2 && match_array_decl_attrs(m, p, c, e, out))
		return 1;
	if (p->kind == T_STRUCT && p->n == 3 && p->kid[2] && c->kind == T_STRUCT) {
		match_struct_disj(m, p, c, e, out);
		return 1;
	}
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
	if (p->kind == D_MACRO_DECL &&
	    (p->n != c->n || (p->n > 1 && c->n > 1 && !p->kid[1] && c->kid[1]))) {
		match_macro_decl_attrs(m, p, c, e, out);
		return 1;
	}
	return 0;
}
