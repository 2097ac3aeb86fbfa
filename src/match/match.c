/* match.c - structural matching of pattern trees against C trees; see match.h.
 *
 * The matcher is a function from (pattern node, C node, environment) to
 * the list of environments under which they match.  Two nodes of the
 * same kind match when their kids match pairwise and their own tokens
 * (the tokens of the node that belong to no kid: operators, keywords,
 * punctuation, names) are the same; a metavariable token among the own
 * tokens binds the C token in its place (names, operators).  So most
 * kinds need no code of their own; lists, metavariables and the pattern
 * kinds do.
 */
#include "match/match.h"
#include "match/iso.h"

#include <stdlib.h>
#include <string.h>
#include "cfront/fmtstr.h"

enum { DEFAULT_MAX_DEPTH = 2000 };

void match_init(MatchCtx *m, Arena *a, const TokenArray *pta, const TokenArray *cta)
{
	memset(m, 0, sizeof *m);
	m->a = a;
	m->pta = pta;
	m->cta = cta;
	m->max_depth = DEFAULT_MAX_DEPTH;
	m->budget = 50000000;
}

void envlist_push(Arena *a, EnvList *l, const Env *e)
{
	if (l->n == l->cap) {
		size_t nc = l->cap ? l->cap * 2 : 4;
		const Env **nv = arena_alloc(a, nc * sizeof *nv);
		if (l->n)
			memcpy(nv, l->v, l->n * sizeof *nv);
		l->v = nv;
		l->cap = nc;
	}
	l->v[l->n++] = e;
}

int ast_is_expr(int k)
{
	return k >= E_IDENT && k <= E_GENERIC;
}

int ast_is_stmt(int k)
{
	return k >= S_EXPR && k <= S_DECL;
}

const Meta *match_token_meta(const TokenArray *pta, uint32_t i)
{
	if (i >= pta->n || pta->v[i].kind != TK_META)
		return NULL;
	return pta->v[i].aux;
}

/* Does E map pattern token T, by one of the maps added since BASE, to
 * a C token other than CT?  An isomorphism that reorders code (a
 * negated if swapping its branches) puts the pattern's last token
 * inside the C item rather than at its end. */
static int mapped_inside(const Env *e, const Env *base, uint32_t t, uint32_t ct)
{
	for (const TokMap *k = e->map; k && k != base->map; k = k->next)
		if (!k->anchor_only && k->p_first == t && k->p_last == t)
			return k->c_last != ct;
	return 0;
}

static int enter(MatchCtx *m)
{
	if (m->too_deep)
		return 0;
	if (++m->depth > m->max_depth || --m->budget <= 0) {
		m->too_deep = 1;
		m->depth--;
		return 0;
	}
	return 1;
}

static void leave(MatchCtx *m)
{
	m->depth--;
}

/* ---- binding metavariables ------------------------------------------- */

static const Env *bind_value(MatchCtx *m, const Meta *meta, Binding *val, const Env *e)
{
	if (meta->rule && !env_lookup(e, meta->name))
		return NULL; /* inherited, but its rule left it unbound */
	if (m->meta_ok && !m->meta_ok(m->hook, meta, val, e))
		return NULL;
	const Env *ne = env_bind(m->a, e, meta->name, val);
	if (ne && ne != e && m->bind_more)
		ne = m->bind_more(m->hook, meta, val, ne);
	return ne;
}

static const Env *bind_node(MatchCtx *m, const Meta *meta, const Node *c, const Env *e)
{
	Binding v = {0};
	v.kind = BV_NODE;
	v.node = c;
	v.ta = m->cta;
	v.first = c->first;
	v.last = c->last;
	return bind_value(m, meta, &v, e);
}

static const Env *bind_tokens(MatchCtx *m, const Meta *meta, uint32_t first,
			      uint32_t last, const Env *e)
{
	Binding v = {0};
	v.kind = BV_TOKENS;
	v.ta = m->cta;
	v.first = first;
	v.last = last;
	return bind_value(m, meta, &v, e);
}

static int is_name_tok(int k)
{
	return k == TK_IDENT || k == TK_TYPEDEF_NAME || k == TK_MACRO_STMT ||
	       k == TK_MACRO_ITER || k == TK_MACRO_DECL || k == TK_MACRO_ATTR;
}

static int is_binop_tok(int k)
{
	switch (k) {
	case TK_PLUS: case TK_MINUS: case TK_STAR: case TK_SLASH: case TK_PERCENT:
	case TK_SHL: case TK_SHR: case TK_LT: case TK_GT: case TK_LE: case TK_GE:
	case TK_EQ: case TK_NE: case TK_AMP: case TK_CARET: case TK_PIPE:
	case TK_ANDAND: case TK_OROR:
		return 1;
	}
	return 0;
}

static int is_assignop_tok(int k)
{
	return k >= TK_ASSIGN && k <= TK_OR_ASSIGN;
}

/* Bind metavariable token PI of the pattern to C token CI (a name or an
 * operator in the place of an own token). */
static const Env *bind_token(MatchCtx *m, const Meta *meta, uint32_t ci, const Env *e)
{
	const Token *ct = &m->cta->v[ci];
	Binding v = {0};
	v.ta = m->cta;
	v.first = v.last = ci;
	switch (meta_category(meta->kind)) {
	case MC_IDENT:
		if (!is_name_tok(ct->kind))
			return NULL;
		if (meta->kind == MK_SYMBOL)
			return ct->id == meta->name ? e : NULL;
		v.kind = BV_IDENT;
		v.id = ct->id;
		break;
	case MC_BINOP:
		if (!is_binop_tok(ct->kind))
			return NULL;
		v.kind = BV_OP;
		v.op = ct->kind;
		break;
	case MC_ASSIGNOP:
		if (!is_assignop_tok(ct->kind))
			return NULL;
		v.kind = BV_OP;
		v.op = ct->kind;
		break;
	case MC_UNOP:
		v.kind = BV_OP;
		v.op = ct->kind;
		break;
	case MC_TYPE:
		/* a type metavariable standing for a typedef name */
		if (!is_name_tok(ct->kind))
			return NULL;
		v.kind = BV_TOKENS;
		break;
	default:
		return NULL;
	}
	return bind_value(m, meta, &v, e);
}

/* ---- own tokens --------------------------------------------------------- */

typedef struct TokIdx {
	uint32_t *v;
	uint32_t n;
} TokIdx;

static int kid_cmp(const void *x, const void *y)
{
	const Node *a = *(const Node *const *)x, *b = *(const Node *const *)y;
	return (a->first > b->first) - (a->first < b->first);
}

static int tok_skipped(const Token *t)
{
	return (t->flags & (TF_HIDDEN | TF_EXPANDED)) || t->kind == TK_PP_END ||
	       (t->kind >= TK_PP_DEFINE && t->kind <= TK_PP_SKIPPED) ||
	       t->kind == TK_EOF;
}

/* The tokens of N that belong to no kid, in order. */
static TokIdx own_tokens(MatchCtx *m, const TokenArray *ta, const Node *n)
{
	TokIdx r = {0};
	if (n->first > n->last || n->last >= ta->n)
		return r;
	Node *small[16];
	Node **ks = small;
	uint32_t nk = 0;
	if (n->n > 16)
		ks = arena_alloc(m->a, n->n * sizeof *ks);
	for (uint32_t i = 0; i < n->n; i++)
		if (n->kid[i] && n->kid[i]->first <= n->kid[i]->last)
			ks[nk++] = n->kid[i];
	int sorted = 1;
	for (uint32_t i = 1; i < nk; i++)
		if (ks[i]->first < ks[i - 1]->first)
			sorted = 0;
	if (!sorted)
		qsort(ks, nk, sizeof *ks, kid_cmp);
	size_t cap = 8;
	r.v = arena_alloc(m->a, cap * sizeof *r.v);
	uint32_t k = 0;
	for (uint32_t i = n->first; i <= n->last; i++) {
		while (k < nk && ks[k]->last < i)
			k++;
		if (k < nk && ks[k]->first <= i) {
			i = ks[k]->last;
			continue;
		}
		if (tok_skipped(&ta->v[i]))
			continue;
		if (r.n == cap) {
			uint32_t *nv = arena_alloc(m->a, cap * 2 * sizeof *nv);
			memcpy(nv, r.v, cap * sizeof *nv);
			r.v = nv;
			cap *= 2;
		}
		r.v[r.n++] = i;
	}
	return r;
}

static int same_token(const TokenArray *pta, uint32_t pi, const TokenArray *cta, uint32_t ci)
{
	return tokens_equal(pta, pi, pi, cta, ci, ci);
}

/* ---- format strings ---------------------------------------------------- */

typedef struct FmtMatch {
	MatchCtx *m;
	const char *ps, *cs;          /* the two strings' texts */
	const FmtFrag *pf, *cf;
	uint32_t np, nc;
} FmtMatch;

static int same_frag(const FmtMatch *f, const FmtFrag *a, const FmtFrag *b)
{
	return a->kind == b->kind && a->end - a->start == b->end - b->start &&
	       memcmp(f->ps + a->start, f->cs + b->start, a->end - a->start) == 0;
}

/* Match pattern fragments I.. against C fragments J.. under E; the first
 * environment that works, or NULL. */
static const Env *fmt_frags(FmtMatch *f, uint32_t i, uint32_t j, const Env *e)
{
	if (!enter(f->m))
		return NULL;
	const Env *r = NULL;
	if (i == f->np) {
		r = j == f->nc ? e : NULL;
	} else {
		const FmtFrag *p = &f->pf[i];
		switch (p->kind) {
		case FF_DOTS:
			for (uint32_t k = j; k <= f->nc && !r; k++)
				r = fmt_frags(f, i + 1, k, e);
			break;
		case FF_META: {
			if (!p->meta)
				break;
			Binding v = {0};
			v.kind = BV_TEXT;
			if (p->meta->kind == MK_FORMAT) {
				/* one directive, bound without its `%` */
				if (j < f->nc && f->cf[j].kind == FF_DIR) {
					const FmtFrag *c = &f->cf[j];
					v.text = arena_strndup(f->m->a, f->cs + c->start + 1,
							       c->end - c->start - 1);
					const Env *e2 = bind_value(f->m, p->meta, &v, e);
					if (e2)
						r = fmt_frags(f, i + 1, j + 1, e2);
				}
				break;
			}
			/* a format list: fragments J..K-1, counted by directives */
			uint32_t ndir = 0;
			for (uint32_t k = j; k <= f->nc && !r; k++) {
				if (k > j && f->cf[k - 1].kind == FF_DIR)
					ndir++;
				if (!ndir)
					continue;   /* as spatch: a format list holds a directive */
				if (f->m->len_ok && !f->m->len_ok(f->m->hook, p->meta, ndir))
					continue;
				uint32_t from = k > j ? f->cf[j].start : 0, to = k > j ? f->cf[k - 1].end : 0;
				v.text = arena_strndup(f->m->a, f->cs + from, to - from);
				const Env *e2 = bind_value(f->m, p->meta, &v, e);
				if (e2)
					r = fmt_frags(f, i + 1, k, e2);
			}
			break;
		}
		default:
			if (j < f->nc && same_frag(f, p, &f->cf[j]))
				r = fmt_frags(f, i + 1, j + 1, e);
			break;
		}
	}
	leave(f->m);
	return r;
}

/* Pattern string token PI, which holds `...` or format metavariables,
 * against C string token CI: fragment by fragment (see fmtstr.h). */
static const Env *match_fmt_string(MatchCtx *m, uint32_t pi, uint32_t ci, const Env *e)
{
	const Token *pt = &m->pta->v[pi], *ct = &m->cta->v[ci];
	if (ct->kind != TK_STRING)
		return NULL;
	FmtMatch f = { .m = m, .ps = tok_text(m->pta, pt), .cs = tok_text(m->cta, ct) };
	f.pf = fmt_split(m->a, f.ps, tok_len(pt), pt->aux, &f.np);
	f.cf = fmt_split(m->a, f.cs, tok_len(ct), NULL, &f.nc);
	return fmt_frags(&f, 0, 0, e);
}

static const Node *enclosing_stmt(const Node *root, uint32_t first, uint32_t last);
static const Node *enclosing_kind(const Node *root, uint32_t first, uint32_t last, int kind);

/* `X@M` with M no position: M names the code X matched (C), or for a
 * statement (declaration) metavariable the smallest statement
 * (declaration) around it. */
static const Env *bind_around(MatchCtx *m, const Meta *meta, const Node *c, const Env *e)
{
	MetaCategory k = meta_category(meta->kind);
	const Node *n = c;
	if (k == MC_IDENT && !c->name)
		return NULL;    /* c@i: the code must be a name (not `1`) */
	if (k == MC_STMT && !ast_is_stmt(c->kind))
		n = enclosing_stmt(m->unit, c->first, c->last);
	else if (k == MC_DECL && c->kind != D_DECL)
		n = enclosing_kind(m->unit, c->first, c->last, D_DECL);
	return n ? bind_node(m, meta, n, e) : NULL;
}

/* The names of the parameters in tokens F..L of TA (a parameter list),
 * as the text of an expression list (`x, y`); NULL when a parameter has
 * no name. */
static const char *param_names(Arena *a, const TokenArray *ta, uint32_t f, uint32_t l)
{
	if (l >= ta->n || ta->v[l].end < ta->v[f].start)
		return NULL;
	size_t cap = 3 * (size_t)(ta->v[l].end - ta->v[f].start) + 1, n = 0;
	char *s = arena_alloc(a, cap);
	uint32_t i = f;
	while (i <= l) {
		/* one parameter: up to a `,` outside parentheses; its name is
		 * its last word outside them, or the word in its first group
		 * (`int (*f)(int)`) */
		uint32_t name = UINT32_MAX, j = i;
		int depth = 0, groups = 0;
		for (; j <= l; j++) {
			int k = ta->v[j].kind;
			if (k == TK_COMMA && depth == 0)
				break;
			if (k == TK_LPAREN || k == TK_LBRACK)
				depth++;
			else if (k == TK_RPAREN || k == TK_RBRACK)
				groups += --depth == 0;
			else if (k == TK_IDENT && (depth == 0 || (depth == 1 && groups == 0)))
				name = j;
		}
		if (name == UINT32_MAX)
			return NULL;
		size_t len = tok_len(&ta->v[name]);
		if (n + len + 2 >= cap)
			return NULL;
		if (n) {
			s[n++] = ',';
			s[n++] = ' ';
		}
		memcpy(s + n, tok_text(ta, &ta->v[name]), len);
		n += len;
		i = j + 1;
	}
	s[n] = 0;
	return s;
}

/* `P@E`, P a parameter list and E an expression list: E is bound to the
 * names of the parameters of the function C declares.  NULL when that
 * does not apply. */
static const Env *bind_param_names(MatchCtx *m, const Meta *pm, const Meta *lm, const Node *c,
				   const Env *e)
{
	if (!lm || meta_category(lm->kind) != MC_PARAM_LIST || meta_category(pm->kind) != MC_EXPR_LIST)
		return NULL;
	const TokenArray *ta = m->cta;
	uint32_t open = c->first;
	while (open <= c->last && ta->v[open].kind != TK_LPAREN)
		open++;
	uint32_t close = open;
	int depth = 0;
	for (; close <= c->last; close++) {
		depth += ta->v[close].kind == TK_LPAREN;
		if (ta->v[close].kind == TK_RPAREN && --depth == 0)
			break;
	}
	if (close > c->last)
		return NULL;
	const char *names = open + 1 < close ? param_names(m->a, ta, open + 1, close - 1) : "";
	if (!names)
		return NULL;
	Binding v = {0};
	v.kind = BV_TEXT;
	v.text = names;
	return bind_value(m, pm, &v, e);
}

/* Does the `@` at own token A of PO follow an own token directly (or
 * another `@M` that does: `+@E@S`)?  Not so in `P@E` after a kid. */
static int at_on_own(const TokenArray *pta, const TokIdx *po, uint32_t a)
{
	uint32_t t = po->v[a];
	while (a >= 2 && po->v[a - 1] + 1 == t && match_token_meta(pta, po->v[a - 1]) &&
	       pta->v[po->v[a - 2]].kind == TK_AT && po->v[a - 2] + 1 == po->v[a - 1]) {
		a -= 2;
		t = po->v[a];
	}
	return a >= 1 && po->v[a - 1] + 1 == t;
}

/* Does `@M` at own token A of PO name code: after an own token (see
 * at_on_own), or `P@E` with P a parameter list and M (PM) an expression
 * list, which takes the names of the parameters? */
static int at_names(const TokenArray *pta, const TokIdx *po, uint32_t a, const Meta *pm)
{
	if (at_on_own(pta, po, a))
		return 1;
	uint32_t t = po->v[a];
	const Meta *lm = t > 0 ? match_token_meta(pta, t - 1) : NULL;
	return lm && pm && meta_category(lm->kind) == MC_PARAM_LIST &&
	       meta_category(pm->kind) == MC_EXPR_LIST;
}

const Env *match_bind_pos(MatchCtx *m, uint32_t pt, uint32_t ct, const Env *e)
{
	const Meta *pm = match_token_meta(m->pta, pt);
	if (!pm || meta_category(pm->kind) != MC_POSITION || ct >= m->cta->n)
		return NULL;
	Binding v = {0};
	v.kind = BV_POS;
	v.ta = m->cta;
	v.first = v.last = ct;
	e = bind_value(m, pm, &v, e);
	return e ? env_map(m->a, e, pt, pt, ct, ct) : NULL;
}

/* Pair the own tokens of P and C in order; metavariable tokens bind. */
static const Env *match_own(MatchCtx *m, const Node *p, const Node *c, const Env *e)
{
	TokIdx po = own_tokens(m, m->pta, p);
	TokIdx co = own_tokens(m, m->cta, c);
	/* `if@p`: a position after an own token is that token's position */
	uint32_t npos = 0;
	for (uint32_t i = 1; i < po.n; i++) {
		const Meta *pm = match_token_meta(m->pta, po.v[i]);
		if (pm && meta_category(pm->kind) == MC_POSITION)
			npos++;
		else if (m->pta->v[po.v[i]].kind == TK_AT)
			npos++;
		else if (pm && m->pta->v[po.v[i - 1]].kind == TK_AT && at_names(m->pta, &po, i - 1, pm))
			npos++;   /* `+@E`: E names the code of the operator */
	}
	if (npos && po.n - npos == co.n) {
		uint32_t w = 0;
		for (uint32_t i = 0; i < po.n && e; i++) {
			const Meta *pm = match_token_meta(m->pta, po.v[i]);
			if (i > 0 && m->pta->v[po.v[i]].kind == TK_AT)
				continue;
			if (i > 0 && w > 0 && pm && meta_category(pm->kind) != MC_POSITION &&
			    m->pta->v[po.v[i - 1]].kind == TK_AT && at_names(m->pta, &po, i - 1, pm)) {
				const Meta *lm = po.v[i - 1] > 0 ? match_token_meta(m->pta, po.v[i - 1] - 1) : NULL;
				const Env *pe = bind_param_names(m, pm, lm, c, e);
				e = pe ? pe : bind_around(m, pm, c, e);
				if (e)
					e = env_map(m->a, e, po.v[i], po.v[i], co.v[w - 1], co.v[w - 1]);
				continue;
			}
			if (i > 0 && w > 0 && pm && meta_category(pm->kind) == MC_POSITION) {
				Binding v = {0};
				v.kind = BV_POS;
				v.ta = m->cta;
				v.first = v.last = co.v[w - 1];
				e = bind_value(m, pm, &v, e);
				if (e)
					e = env_map(m->a, e, po.v[i], po.v[i], co.v[w - 1], co.v[w - 1]);
				continue;
			}
			po.v[w++] = po.v[i];
		}
		po.n = w;
		if (!e)
			return NULL;
	}
	if (po.n != co.n)
		return NULL;
	for (uint32_t i = 0; i < po.n && e; i++) {
		const Meta *meta = match_token_meta(m->pta, po.v[i]);
		if (meta)
			e = bind_token(m, meta, co.v[i], e);
		else if (m->pta->v[po.v[i]].kind == TK_STRING && m->pta->v[po.v[i]].aux)
			e = match_fmt_string(m, po.v[i], co.v[i], e);
		else if (!same_token(m->pta, po.v[i], m->cta, co.v[i]))
			return NULL;
		if (e)
			e = env_map(m->a, e, po.v[i], po.v[i], co.v[i], co.v[i]);
	}
	return e;
}

/* ---- metavariables as nodes ------------------------------------------- */

static int is_list_kind(int k)
{
	switch (k) {
	case L_ARGS: case L_PARAMS: case L_FIELDS: case L_ENUMERATORS:
	case L_KR_DECLS: case S_BLOCK: case I_LIST: case T_SPECS: case T_QUALS:
	case L_DESIGNATORS: case L_MACRO_PARAMS: case TOP_UNIT:
		return 1;
	}
	return 0;
}

static int is_sep_list(int k)
{
	return k == L_ARGS || k == L_PARAMS || k == L_ENUMERATORS || k == I_LIST ||
	       k == L_MACRO_PARAMS;
}

static int meta_is_list(const Meta *meta)
{
	switch (meta_category(meta->kind)) {
	case MC_EXPR_LIST: case MC_STMT_LIST: case MC_PARAM_LIST: case MC_FIELD_LIST:
	case MC_INIT_LIST: case MC_IDENT_LIST:
		return 1;
	default:
		return 0;
	}
}

static const Node *strip_stmt_decl(const Node *c)
{
	return c->kind == S_DECL && c->n == 1 && c->kid[0] ? c->kid[0] : c;
}

/* May a metavariable of META's kind stand for C node C? */
static int meta_accepts(const Meta *meta, const Node *c)
{
	int k = c->kind;
	switch (meta->kind) {
	case MK_EXPRESSION: case MK_TYPED_EXPRESSION:
		return ast_is_expr(k) || k == E_TYPE_ARG;
	case MK_IDEXPRESSION:
		return k == E_IDENT;
	case MK_CONSTANT:
		if (k == E_IDENT && c->name) {
			/* an upper-case name is a macro constant */
			int up = 0;
			for (const char *q = c->name->name; *q; q++) {
				if (*q >= 'a' && *q <= 'z')
					return 0;
				if (*q >= 'A' && *q <= 'Z')
					up = 1;
			}
			return up;
		}
		if (k == E_UNARY && (c->op == TK_MINUS || c->op == TK_PLUS) && c->n && c->kid[0])
			return meta_accepts(meta, c->kid[0]);
		return k == E_CONST || k == E_STRING;
	case MK_METAVARIABLE:
		/* `metavariable m;`: a name, or any expression */
		return k == E_IDENT || k == DR_IDENT || k == T_NAME || ast_is_expr(k);
	case MK_IDENTIFIER: case MK_FUNCTION: case MK_DECLARER: case MK_ITERATOR:
	case MK_SYMBOL: case MK_VIRTUAL_ID:
		return k == E_IDENT || k == DR_IDENT || k == T_NAME;
	case MK_STATEMENT:
		return ast_is_stmt(k) && k != S_CASE && k != S_DEFAULT && k != S_LABEL &&
		       k != S_DECL;
	case MK_TYPE: case MK_TYPEDEF:
		/* an identifier or macro argument may well name a type; a
		 * declarator is the name a typedef declares */
		return k == T_TYPENAME || k == T_SPECS || k == T_NAME || k == T_BASE || k == DR_IDENT ||
		       k == T_STRUCT || k == T_ENUM || k == E_TYPE_ARG ||
		       (k == E_IDENT && meta->kind == MK_TYPE);
	case MK_PARAMETER:
		return k == D_PARAM || k == D_VARARGS;
	case MK_DECLARATION:
		return k == D_DECL || k == S_DECL || k == D_MACRO_DECL;
	case MK_INITIALIZER:
		return ast_is_expr(k) || k == I_LIST || k == I_DESIG;
	case MK_FIELD:
		return k == D_FIELD || k == S_MACRO;   /* a macro line among the fields too */
	case MK_ATTRIBUTE:
		return k == T_ATTRS;
	default:
		return 0;
	}
}

static void match_one_declarator(MatchCtx *m, const Node *p, const Node *c, const Env *e,
				 EnvList *out);
static int match_ptr_decl(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out);
static int match_ptr_prefix_decl(MatchCtx *m, const Node *p, const Node *c, const Env *e,
				 EnvList *out);
static int match_array_decl(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out);
static int match_array_decl_attrs(MatchCtx *m, const Node *p, const Node *c, const Env *e,
				  EnvList *out);
static int storage_only_specs(MatchCtx *m, const Node *p, const Node *c);

static void match_meta(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	const Meta *meta = p->aux ? p->aux : match_token_meta(m->pta, p->first);
	if (!meta)
		return;
	if (meta->kind != MK_DECLARATION)
		c = strip_stmt_decl(c);
	if (!meta_accepts(meta, c))
		return;
	const Env *ne;
	int ident = c->kind == E_IDENT || c->kind == DR_IDENT || c->kind == T_NAME;
	if (meta_category(meta->kind) == MC_IDENT && (meta->kind != MK_METAVARIABLE || ident)) {
		Binding v = {0};
		v.kind = BV_IDENT;
		v.id = c->name;
		v.ta = m->cta;
		v.first = c->first;
		v.last = c->last;
		if (!c->name)
			return;
		if (meta->kind == MK_SYMBOL)
			ne = c->name == meta->name ? e : NULL;
		else
			ne = bind_value(m, meta, &v, e);
	} else {
		ne = bind_node(m, meta, c, e);
	}
	if (!ne)
		return;
	ne = env_map(m->a, ne, p->first, p->last, c->first, c->last);
	envlist_push(m->a, out, ne);
}

/* ---- sequences ---------------------------------------------------------- */

typedef struct Seq {
	MatchCtx *m;
	Node *const *pk;
	uint32_t np;
	Node *const *ck;
	uint32_t nc;
	int anchored;           /* must consume all of ck */
	int sep;                /* comma-separated list */
	int specs;              /* declaration specifiers: type metavariables take runs */
	EnvList *out;
	uint32_t **ends;        /* with !anchored: end positions, parallel to out */
	size_t ends_cap;
} Seq;

static void push_end(Seq *s, uint32_t j)
{
	if (!s->ends)
		return;
	if (s->out->n > s->ends_cap) {
		size_t nc = s->ends_cap ? s->ends_cap * 2 : 8;
		while (nc < s->out->n)
			nc *= 2;
		uint32_t *nv = arena_alloc(s->m->a, nc * sizeof *nv);
		if (*s->ends)
			memcpy(nv, *s->ends, s->ends_cap * sizeof *nv);
		*s->ends = nv;
		s->ends_cap = nc;
	}
	(*s->ends)[s->out->n - 1] = j;
}

/* The separator token after element N of a list in TA, if any. */
static int64_t sep_after(const TokenArray *ta, const Node *n)
{
	uint32_t i = n->last + 1;
	if (i < ta->n && ta->v[i].kind == TK_COMMA)
		return i;
	return -1;
}

/* Does the skipped C range CK[J..K) obey the `when` clauses of DOTS? */
static int when_ok(Seq *s, const Node *dots, uint32_t j, uint32_t k, const Env *e)
{
	for (uint32_t w = 0; w < dots->n; w++) {
		const Node *wc = dots->kid[w];
		if (!wc || wc->kind != P_WHEN || !wc->n || !wc->kid[0])
			continue;
		if (wc->op != PW_NEQ)
			continue;
		for (uint32_t x = j; x < k; x++)
			if (match_occurs(s->m, wc->kid[0], s->ck[x], e))
				return 0;
	}
	return 1;
}

/* `...` followed by a statement B in a statement sequence stops at the
 * first B: C element X may be skipped only when B does not match it
 * (with B's own unbound variables free), unless the dots say `when any`. */
static int dots_may_skip(Seq *s, uint32_t i, uint32_t x, const Env *e)
{
	const Node *dots = s->pk[i];
	if (s->sep || s->specs || i + 1 >= s->np)
		return 1;
	for (uint32_t w = 0; w < dots->n; w++)
		if (dots->kid[w] && dots->kid[w]->kind == P_WHEN && dots->kid[w]->op == PW_ANY)
			return 1;
	const Node *b = s->pk[i + 1];
	const Node *c = s->ck[x];
	if (!b || !c || !ast_is_stmt(c->kind))
		return 1;
	if (b->kind == P_META) {
		const Meta *bm = b->aux ? b->aux : match_token_meta(s->m->pta, b->first);
		if (!bm || meta_is_list(bm) || meta_category(bm->kind) != MC_STMT)
			return 1;
	} else if (!ast_is_stmt(b->kind)) {
		return 1;
	}
	EnvList r = {0};
	match_node(s->m, b, c, e, &r);
	return r.n == 0;
}

static const Env *map_run(Seq *s, const Node *p, uint32_t j, uint32_t k, const Env *e)
{
	MatchCtx *m = s->m;
	if (k > j)
		return env_map(m->a, e, p->first, p->last, s->ck[j]->first, s->ck[k - 1]->last);
	return env_map(m->a, e, p->first, p->last, 1, 0);
}

static void seq_at(Seq *s, uint32_t i, uint32_t j, const Env *e);
static void seq_next(Seq *s, uint32_t i, uint32_t k, const Env *e);

/* After pattern element I matched C elements up to K (exclusive): map
 * the separators and go on. */
static void seq_next(Seq *s, uint32_t i, uint32_t k, const Env *e)
{
	MatchCtx *m = s->m;
	if (s->sep) {
		int64_t ps = sep_after(m->pta, s->pk[i]);
		if (ps >= 0 && i + 1 < s->np) {
			int64_t cs = k > 0 ? sep_after(m->cta, s->ck[k - 1]) : -1;
			if (cs >= 0)
				e = env_map(m->a, e, (uint32_t)ps, (uint32_t)ps, (uint32_t)cs, (uint32_t)cs);
			else
				e = env_map(m->a, e, (uint32_t)ps, (uint32_t)ps, 1, 0);
		}
	}
	seq_at(s, i + 1, k, e);
}

static int has_seq_branch(const Node *p)
{
	for (uint32_t b = 0; b < p->n; b++)
		if (p->kid[b] && p->kid[b]->kind == P_SEQ)
			return 1;
	return 0;
}

/* The runs CK[J..end) that the items of SUB match, each with its env. */
static void sub_runs(Seq *s, const Node *sub, uint32_t j, const Env *e,
		     EnvList *out, uint32_t **ends)
{
	if (sub->kind == P_SEQ) {
		match_seq_prefix(s->m, sub->kid, sub->n, s->ck, s->nc, j, e, out, ends);
		return;
	}
	*ends = NULL;
	if (j >= s->nc)
		return;
	match_node(s->m, sub, s->ck[j], e, out);
	*ends = arena_alloc(s->m->a, (out->n + 1) * sizeof **ends);
	for (size_t x = 0; x < out->n; x++)
		(*ends)[x] = j + 1;
}

/* A sequence item that is itself a sequence. */
static void seq_sub(Seq *s, uint32_t i, uint32_t j, const Env *e, const Node *sub)
{
	EnvList r = {0};
	uint32_t *ends;
	sub_runs(s, sub, j, e, &r, &ends);
	for (size_t x = 0; x < r.n; x++)
		seq_next(s, i, ends[x], r.v[x]);
}

/* E, a match of disjunction P through branch TAKEN, with the other
 * branches mapped to no code: code added in them is not placed by a
 * wider range around the disjunction (a function matched whole). */
static const Env *map_untaken(MatchCtx *m, const Node *p, uint32_t taken, const Env *e)
{
	for (uint32_t b = 0; b < p->n && e; b++) {
		const Node *k = p->kid[b];
		if (b != taken && k && k->first <= k->last)
			e = env_map(m->a, e, k->first, k->last, 1, 0);
	}
	return e;
}

/* A disjunction of sequences: the first branch that matches here wins;
 * a conjunction: every branch must match the same run. */
static void seq_disj(Seq *s, uint32_t i, uint32_t j, const Env *e)
{
	const Node *p = s->pk[i];
	if (p->kind == P_DISJ) {
		for (uint32_t b = 0; b < p->n; b++) {
			EnvList r = {0};
			uint32_t *ends;
			sub_runs(s, p->kid[b], j, e, &r, &ends);
			for (size_t x = 0; x < r.n; x++)
				seq_next(s, i, ends[x], map_untaken(s->m, p, b, r.v[x]));
			if (r.n)
				return;
		}
		return;
	}
	EnvList r = {0};
	uint32_t *ends;
	sub_runs(s, p->kid[0], j, e, &r, &ends);
	for (size_t x = 0; x < r.n; x++) {
		const Env *acc = r.v[x];
		for (uint32_t b = 1; b < p->n && acc; b++) {
			EnvList r2 = {0};
			uint32_t *ends2;
			sub_runs(s, p->kid[b], j, acc, &r2, &ends2);
			const Env *found = NULL;
			for (size_t y = 0; y < r2.n && !found; y++)
				if (ends2[y] == ends[x])
					found = r2.v[y];
			acc = found;
		}
		if (acc)
			seq_next(s, i, ends[x], acc);
	}
}

/* <... P ...> among statements: any run of statements, in which every
 * occurrence of P is matched (<+... ...+>: at least one).  The run is
 * the shortest one after which the rest of the pattern matches, as for
 * `...`. */
/* Every occurrence of the statement sequence BODY inside C (in any
 * block, at any depth): their token maps are added to *ACC. */
static void outermost(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out);

/* Bindings made inside a nest's occurrences that agree among them are
 * visible after the nest too (a later `+` line may use them). */
static const Env *lift_nest_bindings(MatchCtx *m, const Env *acc, const Env *outer)
{
	for (const SubEnv *sb = acc->subs; sb; sb = sb->next)
		for (const Binding *b = sb->e->b; b; b = b->next) {
			/* each lift is a step: a long nest over a long
			 * sequence lifts many, from every start */
			if (m->too_deep || --m->budget <= 0) {
				m->too_deep = 1;
				return acc;
			}
			if (env_lookup(outer, b->name))
				continue;
			const Env *ne = env_bind(m->a, acc, b->name, b);
			if (ne)
				acc = ne;
		}
	return acc;
}

/* The environments a nest stands for, from ACC (OUTER plus one inner
 * match per occurrence, newest first, down to OUTER's own).  When the
 * occurrences agree on the metavariables they bind, that is one
 * environment with those bindings lifted (lift_nest_bindings).  When
 * they bind a metavariable to different values, the nest matches once
 * per value, as a free metavariable of a nest does in spatch: each
 * result holds the occurrences that agree with that value (and those
 * that do not bind it) and binds it, so that later code and later rules
 * see every value. */
static void nest_results(MatchCtx *m, const Env *acc, const Env *outer, EnvList *res)
{
	enum { MAXN = 16, MAXSUB = 256 };
	const Ident *names[MAXN];
	const Binding *first[MAXN];
	int conflict[MAXN];
	uint32_t nn = 0, nsub = 0, nconf = 0;
	const SubEnv *sb;
	for (sb = acc->subs; sb && sb != outer->subs && nsub < MAXSUB; sb = sb->next, nsub++)
		for (const Binding *b = sb->e->b; b; b = b->next) {
			if (env_lookup(outer, b->name))
				continue;
			uint32_t k = 0;
			while (k < nn && names[k] != b->name)
				k++;
			if (k == nn) {
				if (nn == MAXN)
					continue;
				names[nn] = b->name;
				first[nn] = b;
				conflict[nn++] = 0;
			} else if (!conflict[k] && !binding_equal(first[k], b)) {
				conflict[k] = 1;
				nconf++;
			}
		}
	if (!nconf || (sb && sb != outer->subs)) {
		envlist_push(m->a, res, lift_nest_bindings(m, acc, outer));
		return;
	}
	/* one group per distinct combination of the disputed values */
	const Env *subs[MAXSUB];
	uint32_t ns = 0;
	for (sb = acc->subs; sb && sb != outer->subs; sb = sb->next)
		subs[ns++] = sb->e;
	for (uint32_t g = 0; g < ns; g++) {
		int dup = 0;
		for (uint32_t h = 0; h < g && !dup; h++) {
			int same = 1;
			for (uint32_t k = 0; k < nn && same; k++) {
				if (!conflict[k])
					continue;
				const Binding *x = env_lookup(subs[g], names[k]);
				const Binding *y = env_lookup(subs[h], names[k]);
				same = (!x && !y) || (x && y && binding_equal(x, y));
			}
			dup = same;
		}
		if (dup)
			continue;
		/* the occurrences that agree with occurrence g, oldest first */
		const Env *ge = outer;
		for (uint32_t h = ns; h-- > 0;) {
			int ok = 1;
			for (uint32_t k = 0; k < nn && ok; k++) {
				if (!conflict[k])
					continue;
				const Binding *x = env_lookup(subs[g], names[k]);
				const Binding *y = env_lookup(subs[h], names[k]);
				ok = !x || !y || binding_equal(x, y);
			}
			if (ok)
				ge = env_add_sub(m->a, ge, subs[h]);
		}
		envlist_push(m->a, res, lift_nest_bindings(m, ge, outer));
	}
}

/* Is C a loop (or, for `break`, a switch) that the `break;` or
 * `continue;` among the items of nest body BODY would belong to inside
 * it?  Such a jump of the pattern leaves the pattern's own loop, so its
 * occurrences are not looked for inside C. */
static int captures_jumps(const Node *body, const Node *c)
{
	int brk = 0, cont = 0;
	for (uint32_t i = 0; i < body->n; i++) {
		const Node *k = body->kid[i];
		brk |= k && k->kind == S_BREAK;
		cont |= k && k->kind == S_CONTINUE;
	}
	switch (c->kind) {
	case S_WHILE: case S_DO: case S_FOR: case S_ITERATOR:
		return brk || cont;
	case S_SWITCH:
		return brk;
	default:
		return 0;
	}
}

static int nest_occurrences(MatchCtx *m, const Node *body, const Node *c, const Env **acc,
			    int depth)
{
	if (!c || depth > 3000 || m->too_deep)
		return 0;
	int found = 0;
	if (c->kind == S_BLOCK) {
		for (uint32_t j = 0; j < c->n; j++) {
			EnvList r = {0};
			uint32_t *ends;
			match_seq_prefix(m, body->kid, body->n, c->kid, c->n, j,
					 env_no_subs(m->a, *acc), &r, &ends);
			for (size_t x = 0; x < r.n; x++) {
				*acc = env_add_sub(m->a, *acc, r.v[x]);
				found = 1;
			}
			if (r.n)
				break;   /* one match per block start is enough */
		}
	}
	if (captures_jumps(body, c))
		return found;
	for (uint32_t i = 0; i < c->n; i++)
		found |= nest_occurrences(m, body, c->kid[i], acc, depth + 1);
	return found;
}

/* <... P ...> among statements: any run of statements, in which every
 * occurrence of P is matched (<+... ...+>: at least one).  The run is
 * the shortest one after which the rest of the pattern matches, as for
 * `...`. */
static void seq_nest(Seq *s, uint32_t i, uint32_t j, const Env *e, const Node *p)
{
	MatchCtx *m = s->m;
	const Node *body = p->kid[0];
	const Node *one = body->kind != P_SEQ ? body : body->n == 1 ? body->kid[0] : NULL;
	const Env *acc = e;
	int found = 0;
	for (uint32_t k = j; k <= s->nc; k++) {
		if (k > j) {
			/* occurrences inside statement k-1 */
			const Node *st = s->ck[k - 1];
			if (one) {
				EnvList r = {0};
				outermost(m, one, st, env_no_subs(m->a, acc), &r);
				for (size_t x = 0; x < r.n; x++) {
					acc = env_add_sub(m->a, acc, r.v[x]);
					found = 1;
				}
			} else {
				/* a sequence: at the level of the run itself, then inside */
				EnvList r = {0};
				uint32_t *ends;
				match_seq_prefix(m, body->kid, body->n, s->ck, k, k - 1,
						 env_no_subs(m->a, acc), &r, &ends);
				for (size_t x = 0; x < r.n; x++) {
					acc = env_add_sub(m->a, acc, r.v[x]);
					found = 1;
				}
				for (uint32_t x = 0; x < st->n && !captures_jumps(body, st); x++)
					found |= nest_occurrences(m, body, st->kid[x], &acc, 0);
			}
		}
		if (!found && (p->flags & NF_NEST_PLUS))
			continue;
		/* the nest's own delimiters stand for the run */
		EnvList groups = {0};
		nest_results(m, acc, e, &groups);
		for (size_t g = 0; g < groups.n; g++) {
			const Env *ne = groups.v[g];
			if (k > j && (m->pta->v[p->first].flags & TF_MINUS) &&
			    (m->pta->v[p->last].flags & TF_MINUS)) {
				/* a removed nest removes the whole run it spans */
				ne = env_map(m->a, ne, p->first, p->first, s->ck[j]->first,
					     s->ck[k - 1]->last);
				ne = env_map(m->a, ne, p->last, p->last, s->ck[k - 1]->last,
					     s->ck[k - 1]->last);
			} else if (k > j) {
				ne = env_map(m->a, ne, p->first, p->first, s->ck[j]->first,
					     s->ck[j]->first);
				ne = env_map(m->a, ne, p->last, p->last, s->ck[k - 1]->last,
					     s->ck[k - 1]->last);
			}
			seq_next(s, i, k, ne);
		}
	}
}

/* Is K a T_BASE `int` that its fellow specifiers make implied
 * (`unsigned int` = `unsigned`; spatch does not do it for long, short)? */
static int implied_int(Node *const *v, uint32_t n, const Node *k)
{
	if (!k || k->kind != T_BASE || k->op != KW_INT)
		return 0;
	for (uint32_t i = 0; i < n; i++)
		if (v[i] && v[i]->kind == T_BASE &&
		    v[i]->op == KW_UNSIGNED)
			return 1;
	return 0;
}

/* Is pattern P an expression, or a disjunction of expressions? */
static int expr_pattern(const Node *p, int depth)
{
	if (!p || depth > 100)
		return 0;
	if (p->kind == P_DISJ) {
		for (uint32_t i = 0; i < p->n; i++) {
			const Node *k = p->kid[i];
			if (k && k->kind == P_SEQ && k->n == 1)
				k = k->kid[0];
			if (!expr_pattern(k, depth + 1))
				return 0;
		}
		return p->n > 0;
	}
	return ast_is_expr(p->kind);
}

/* A bare expression item of a statement sequence (`x = f(E)` before
 * `...`) against a C statement: the expression anywhere in a simple
 * statement, or in the test of an if, loop or switch (not in their
 * branches, which are statements of their own). */
static void expr_item_in_stmt(MatchCtx *m, const Node *p, const Node *c, const Env *e,
			      EnvList *out)
{
	switch (c->kind) {
	case S_EXPR: case S_RETURN: case S_DECL:
		match_anywhere(m, p, c, e, out);
		break;
	case S_IF: case S_WHILE: case S_SWITCH:
		if (c->n && c->kid[0]) {
			/* the test, where isomorphisms on truth values apply */
			const Node *saved = m->test;
			m->test = c->kid[0];
			match_anywhere(m, p, c->kid[0], e, out);
			m->test = saved;
		}
		break;
	default:
		break;
	}
}

/* C item C is a directive with no control flow (#define, #undef,
 * #include...) and pattern item P no directive: P's match is looked for
 * after it, as if the directive were not there. */
static int skippable_directive(const Node *p, const Node *c)
{
	if (!c || !(c->kind == PP_DEFINE || c->kind == PP_INCLUDE || c->kind == PP_OTHER))
		return 0;
	return !(p->kind == PP_DEFINE || p->kind == PP_INCLUDE || p->kind == PP_OTHER ||
		 p->kind == PP_COND);
}

static void seq_at(Seq *s, uint32_t i, uint32_t j, const Env *e)
{
	MatchCtx *m = s->m;
	if (!enter(m))
		return;
	if (s->specs) {
		/* the pattern's `int` may be implied in the code (spatch
		 * does not take the code's `int` as implied) */
		if (i < s->np && implied_int(s->pk, s->np, s->pk[i]) &&
		    !(j < s->nc && s->ck[j] && s->ck[j]->kind == T_BASE && s->ck[j]->op == KW_INT))
			seq_next(s, i, j, e);
	}
	if (i == s->np) {
		if (!s->anchored || j == s->nc) {
			envlist_push(m->a, s->out, e);
			push_end(s, j);
		}
		leave(m);
		return;
	}
	const Node *p = s->pk[i];
	const Meta *lm = NULL;
	if (p->kind == P_META) {
		lm = p->aux ? p->aux : match_token_meta(m->pta, p->first);
		if (lm && !meta_is_list(lm) && !(s->specs && meta_category(lm->kind) == MC_TYPE))
			lm = NULL;
	}
	if (lm && s->specs && meta_category(lm->kind) == MC_TYPE) {
		/* a type metavariable among specifiers: one or more of them
		 * (`unsigned T` with T = long long int) */
		for (uint32_t k = j + 1; k <= s->nc; k++) {
			int ok = 1;
			for (uint32_t x = j; x < k && ok; x++)
				ok = s->ck[x] && s->ck[x]->kind != T_STORAGE &&
				     !(m->cta->v[s->ck[x]->first].flags & TF_EXPANDED);
			if (!ok)
				break;
			const Env *ne = bind_tokens(m, lm, s->ck[j]->first, s->ck[k - 1]->last, e);
			if (!ne)
				continue;
			ne = map_run(s, p, j, k, ne);
			seq_next(s, i, k, ne);
		}
		leave(m);
		return;
	}
	if (p->kind == P_DOTS || lm) {
		/* `...` ending a statement sequence runs to the end of it */
		uint32_t k0 = j;
		if (p->kind == P_DOTS && i + 1 == s->np && !s->sep && !s->specs)
			k0 = s->nc;
		for (uint32_t k = j; k <= s->nc; k++) {
			if (k < k0)
				continue;
			if (p->kind == P_DOTS && k > j && !when_ok(s, p, j, k, e))
				break;
			if (p->kind == P_DOTS && k > j && !dots_may_skip(s, i, k - 1, e))
				break;
			if (lm && m->len_ok && !m->len_ok(m->hook, lm, k - j))
				continue;
			const Env *ne = e;
			if (lm) {
				if (k > j)
					ne = bind_tokens(m, lm, s->ck[j]->first, s->ck[k - 1]->last, e);
				else
					ne = bind_tokens(m, lm, 1, 0, e);
				if (ne && m->len_bind)
					ne = m->len_bind(m->hook, lm, k - j, ne);
				if (!ne)
					continue;
			}
			ne = map_run(s, p, j, k, ne);
			seq_next(s, i, k, ne);
		}
	} else if ((p->kind == P_DISJ || p->kind == P_CONJ) && has_seq_branch(p)) {
		seq_disj(s, i, j, e);
	} else if (p->kind == P_SEQ) {
		seq_sub(s, i, j, e, p);
	} else if (p->kind == P_NEST && !s->sep && p->n && p->kid[0]) {
		seq_nest(s, i, j, e, p);
	} else if (p->kind == P_OPT) {
		if (j < s->nc && p->n && p->kid[0]) {
			EnvList r = {0};
			match_node(m, p->kid[0], s->ck[j], e, &r);
			for (size_t x = 0; x < r.n; x++)
				seq_next(s, i, j + 1, r.v[x]);
		}
		seq_next(s, i, j, e);
	} else if (j < s->nc && skippable_directive(p, s->ck[j])) {
		seq_at(s, i, j + 1, e);
	} else if (j < s->nc) {
		EnvList r = {0};
		const Node *c = s->ck[j];
		match_node(m, p, c, e, &r);
		int inside = 0;
		if (!r.n && !s->sep && !s->specs && expr_pattern(p, 0) && ast_is_stmt(c->kind)) {
			expr_item_in_stmt(m, p, c, e, &r);
			inside = 1;
		}
		for (size_t x = 0; x < r.n; x++) {
			const Env *ne = r.v[x];
			/* code added before or after the item goes before or after
			 * the whole C item (its storage class, attributes...) */
			if (!inside && p->first < p->last && c->first <= c->last) {
				const Meta *fm = match_token_meta(m->pta, p->first);
				const Meta *lm = match_token_meta(m->pta, p->last);
				if (!fm || meta_category(fm->kind) == MC_IDENT)
					ne = env_map_anchor(m->a, ne, p->first, c->first);
				if ((!lm || meta_category(lm->kind) == MC_IDENT) &&
				    !mapped_inside(ne, e, p->last, c->last))
					ne = env_map_anchor(m->a, ne, p->last, c->last);
			}
			seq_next(s, i, j + 1, ne);
		}
	}
	leave(m);
}

void match_seq(MatchCtx *m, Node *const *pk, uint32_t np, Node *const *ck,
	       uint32_t nc, const Env *e, EnvList *out)
{
	Seq s = {m, pk, np, ck, nc, 1, 0, 0, out, NULL, 0};
	seq_at(&s, 0, 0, e);
}

void match_seq_prefix(MatchCtx *m, Node *const *pk, uint32_t np,
		      Node *const *ck, uint32_t nc, uint32_t start,
		      const Env *e, EnvList *out, uint32_t **ends)
{
	*ends = NULL;
	Seq s = {m, pk, np, ck, nc, 0, 0, 0, out, ends, 0};
	if (out->n) {
		/* keep ends parallel to out */
		s.ends_cap = 0;
	}
	seq_at(&s, 0, start, e);
}

/* Can block pattern P, whose items hold a `...`, stand for a statement
 * without braces?  Not when its braces are removed and its code kept
 * (the code has no braces to remove). */
static int block_dots_lone(MatchCtx *m, const Node *p)
{
	int dots = 0;
	for (uint32_t i = 0; i < p->n; i++) {
		if (!p->kid[i])
			return 0;
		dots |= p->kid[i]->kind == P_DOTS;
	}
	if (!dots)
		return 0;
	if ((m->pta->v[p->first].flags & TF_MINUS) && p->n &&
	    !(m->pta->v[p->kid[0]->first].flags & TF_MINUS))
		return 0;
	return 1;
}

/* Is PK, a branch of control statement pattern P, a block pattern with
 * a `...` (see block_dots_lone) where the code CK has a statement
 * without braces? */
static int block_branch(MatchCtx *m, const Node *p, const Node *pk, const Node *ck)
{
	if (!pk || !ck || pk->kind != S_BLOCK || ck->kind == S_BLOCK || !ast_is_stmt(ck->kind) ||
	    (m->iso_off & ISO_BRACES))
		return 0;
	switch (p->kind) {
	case S_IF: case S_WHILE: case S_DO: case S_FOR: case S_ITERATOR:
		return block_dots_lone(m, pk);
	default:
		return 0;
	}
}

/* { ... S } (items with `...`) against a lone statement C: the items
 * as a sequence of that one statement. */
static void match_block_lone(MatchCtx *m, const Node *p, const Node *c, const Env *e,
			     EnvList *out)
{
	EnvList r = {0};
	Node *one[1] = {(Node *)c};
	match_seq(m, p->kid, p->n, one, 1, e, &r);
	for (size_t x = 0; x < r.n; x++) {
		const Env *ne = env_map_anchor(m->a, r.v[x], p->first, c->first);
		envlist_push(m->a, out, env_map_anchor(m->a, ne, p->last, c->last));
	}
}

/* Brackets around a list ( { [ : map the first and last tokens. */
static const Env *map_brackets(MatchCtx *m, const Node *p, const Node *c, const Env *e)
{
	if (p->first > p->last || c->first > c->last)
		return e;
	int pk = m->pta->v[p->first].kind, ck = m->cta->v[c->first].kind;
	if ((pk == TK_LPAREN || pk == TK_LBRACE || pk == TK_LBRACK) && pk == ck) {
		e = env_map(m->a, e, p->first, p->first, c->first, c->first);
		int pl = m->pta->v[p->last].kind, cl = m->cta->v[c->last].kind;
		if (pl == cl && (pl == TK_RPAREN || pl == TK_RBRACE || pl == TK_RBRACK))
			e = env_map(m->a, e, p->last, p->last, c->last, c->last);
	}
	return e;
}

static int has_kid_kind(const Node *n, int kind)
{
	for (uint32_t i = 0; i < n->n; i++)
		if (n->kid[i] && n->kid[i]->kind == kind)
			return 1;
	return 0;
}

/* Is one of the specifiers P a type metavariable?  It stands for the
 * whole type, qualifiers included (`T` binds `const int`). */
static int specs_have_type_meta(const MatchCtx *m, const Node *p)
{
	for (uint32_t i = 0; i < p->n; i++) {
		const Node *k = p->kid[i];
		if (!k || k->kind != P_META)
			continue;
		const Meta *tm = k->aux ? k->aux : match_token_meta(m->pta, k->first);
		if (tm && meta_category(tm->kind) == MC_TYPE)
			return 1;
	}
	return 0;
}

/* Is every item of initializer list P designated (or `...`)? */
static int designated_only(const Node *p)
{
	int any = 0;
	for (uint32_t i = 0; i < p->n; i++) {
		const Node *k = p->kid[i];
		if (!k)
			return 0;
		if (k->kind == I_DESIG)
			any = 1;
		else if (k->kind != P_DOTS)
			return 0;
	}
	return any;
}

/* Designated initializers match in any order: each item of P (from I on)
 * finds a distinct item of C (USED marks the taken ones, up to 64); the
 * others of C may be anything. */
static void match_designated(MatchCtx *m, const Node *p, const Node *c, uint32_t i,
			     uint64_t used, const Env *e, EnvList *out)
{
	if (!enter(m))
		return;
	while (i < p->n && p->kid[i]->kind == P_DOTS)
		i++;
	if (i == p->n) {
		/* a removed `...` takes the items no pattern item took */
		const Node *md = NULL;
		for (uint32_t k = 0; k < p->n && !md; k++)
			if (p->kid[k]->kind == P_DOTS && (m->pta->v[p->kid[k]->first].flags & TF_MINUS))
				md = p->kid[k];
		for (uint32_t j = 0; md && e && j < c->n && j < 64; j++) {
			if (used & (1ull << j) || !c->kid[j])
				continue;
			int64_t cs = sep_after(m->cta, c->kid[j]);
			uint32_t last = cs >= 0 ? (uint32_t)cs : c->kid[j]->last;
			e = env_map(m->a, e, md->first, md->last, c->kid[j]->first, last);
		}
		if (e)
			envlist_push(m->a, out, e);
		leave(m);
		return;
	}
	const Node *pk = p->kid[i];
	for (uint32_t j = 0; j < c->n && j < 64; j++) {
		if (used & (1ull << j) || !c->kid[j])
			continue;
		EnvList r = {0};
		match_node(m, pk, c->kid[j], e, &r);
		for (size_t x = 0; x < r.n; x++) {
			const Env *ne = r.v[x];
			/* the comma after the item goes with it */
			int64_t ps = sep_after(m->pta, pk), cs = sep_after(m->cta, c->kid[j]);
			if (ps >= 0 && (uint32_t)ps <= p->last)
				ne = cs >= 0 ? env_map(m->a, ne, (uint32_t)ps, (uint32_t)ps, (uint32_t)cs,
						       (uint32_t)cs)
					     : env_map(m->a, ne, (uint32_t)ps, (uint32_t)ps, 1, 0);
			match_designated(m, p, c, i + 1, used | (1ull << j), ne, out);
		}
		if (r.n)
			break;
	}
	leave(m);
}

/* Specifiers V[0..N) in a canonical order (a copy in the match arena):
 * with ATTRS attributes as written, then storage classes, then
 * qualifiers, each by keyword, then the others as written. */
static Node **specs_in_order(MatchCtx *m, Node *const *v, uint32_t n, int attrs)
{
	Node **r = arena_alloc(m->a, (n ? n : 1) * sizeof *r);
	uint32_t k = 0;
	for (uint32_t i = 0; i < n && attrs; i++)
		if (v[i] && v[i]->kind == T_ATTRS)
			r[k++] = v[i];  /* attributes first, as written */
	for (int pass = 0; pass < 2; pass++) {
		int kind = pass == 0 ? T_STORAGE : T_QUAL;
		uint32_t from = k;
		for (uint32_t i = 0; i < n; i++)
			if (v[i] && v[i]->kind == kind && v[i]->n == 0) {
				/* insertion by keyword: a handful of items */
				uint32_t j = k++;
				while (j > from && r[j - 1]->op > v[i]->op) {
					r[j] = r[j - 1];
					j--;
				}
				r[j] = v[i];
			}
	}
	for (uint32_t i = 0; i < n; i++)
		if (!v[i] || !((v[i]->kind == T_STORAGE || v[i]->kind == T_QUAL) && v[i]->n == 0))
			if (!attrs || !v[i] || v[i]->kind != T_ATTRS)
				r[k++] = v[i];
	return r;
}

/* Is every token of pattern node P (of the minus view) removed code,
 * with no added code right before or after it (a replacement keeps
 * what the pattern leaves optional: `- int + long f(...)` keeps
 * `static`)? */
static int all_minus(const MatchCtx *m, const Node *p)
{
	int any = 0;
	if ((p->first > 0 && (m->pta->v[p->first - 1].flags & TF_PLUS)) ||
	    (p->last + 1 < m->pta->n && (m->pta->v[p->last + 1].flags & TF_PLUS)))
		return 0;
	for (uint32_t i = p->first; i <= p->last && i < m->pta->n; i++) {
		uint16_t f = m->pta->v[i].flags;
		if (f & TF_HIDDEN)
			continue;
		if (!(f & TF_MINUS))
			return 0;
		any = 1;
	}
	return any;
}

/* Is added code written in the run of removed code around removed
 * pattern node P (P is replaced, not only removed)?  The minus view
 * keeps the added tokens, hidden. */
static int replaced(const MatchCtx *m, const Node *p)
{
	for (uint32_t i = p->last + 1; i < m->pta->n; i++) {
		const Token *t = &m->pta->v[i];
		if (t->flags & TF_PLUS)
			return 1;
		if (!(t->flags & (TF_HIDDEN | TF_MINUS)) || t->kind == TK_EOF)
			break;
	}
	for (uint32_t i = p->first; i-- > 0;) {
		const Token *t = &m->pta->v[i];
		if (t->flags & TF_PLUS)
			return 1;
		if (!(t->flags & (TF_HIDDEN | TF_MINUS)))
			break;
	}
	return 0;
}

static void match_list(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	e = map_brackets(m, p, c, e);
	Node *const *ck = c->kid;
	uint32_t nc = c->n;
	if ((p->kind == T_SPECS || p->kind == T_QUALS) && c->n &&
	    (m->iso_off & (ISO_STORAGE | ISO_QUAL | ISO_ATTR)) != (ISO_STORAGE | ISO_QUAL | ISO_ATTR)) {
		/* storage classes, qualifiers and attributes the pattern does
		 * not mention are optional in the code */
		int ps = has_kid_kind(p, T_STORAGE) || (m->iso_off & ISO_STORAGE),
		    pq = has_kid_kind(p, T_QUAL) || (m->iso_off & ISO_QUAL),
		    pa = has_kid_kind(p, T_ATTRS) || (m->iso_off & ISO_ATTR);
		if (p->kind == T_SPECS && specs_have_type_meta(m, p))
			pq = 1;
		Node **f = arena_alloc(m->a, c->n * sizeof *f);
		nc = 0;
		for (uint32_t i = 0; i < c->n; i++) {
			const Node *k = c->kid[i];
			if (k && ((k->kind == T_STORAGE && !ps) || (k->kind == T_QUAL && !pq) ||
				  (k->kind == T_ATTRS && !pa)))
				continue;
			f[nc++] = c->kid[i];
		}
		ck = f;
	}
	if (p->kind == I_LIST && p->n == 0 && c->kind == I_LIST) {
		/* { } in a pattern (code is added inside): any initializer */
		envlist_push(m->a, out, e);
		return;
	}
	if (p->kind == I_LIST && designated_only(p)) {
		match_designated(m, p, c, 0, 0, e, out);
		return;
	}
	Node *const *pkids = p->kid;
	if (p->kind == T_SPECS && (has_kid_kind(p, T_QUAL) || has_kid_kind(p, T_STORAGE) ||
				   (m->in_typename && has_kid_kind(p, T_ATTRS)))) {
		/* `const char` is `char const`: storage classes, qualifiers
		 * (and in a type name attributes) match in any order */
		pkids = specs_in_order(m, p->kid, p->n, m->in_typename);
		ck = specs_in_order(m, ck, nc, m->in_typename);
	}
	Seq s = {m, pkids, p->n, ck, nc, 1, is_sep_list(p->kind), p->kind == T_SPECS, out, NULL, 0};
	size_t before = out->n;
	seq_at(&s, 0, 0, e);
	if (all_minus(m, p) && !(p->kind == T_SPECS && replaced(m, p)))
		/* a removed list goes whole: the specifiers the pattern left
		 * optional (`- int x;` removes `static int x;`, but `- int
		 * + long` keeps them, as spatch), the trailing comma of an
		 * initializer `{ ... }` */
		for (size_t x = before; x < out->n; x++)
			out->v[x] = env_map(m->a, out->v[x], p->first, p->last, c->first, c->last);
}

/* ---- nodes --------------------------------------------------------------- */

static int is_cond_kid(const MatchCtx *m, const Node *c, uint32_t i);

static void match_kids(MatchCtx *m, const Node *p, const Node *c, uint32_t i,
		       const Env *e, EnvList *out)
{
	if (!enter(m))
		return;
	if (i == p->n) {
		envlist_push(m->a, out, e);
		leave(m);
		return;
	}
	const Node *pk = p->kid[i], *ck = c->kid[i];
	if (!pk || !ck) {
		if (!pk && (!ck || (ck->kind == T_ATTRS && !(m->iso_off & ISO_ATTR)) ||
			    (ck->kind == T_QUALS && !(m->iso_off & ISO_QUAL))))
			match_kids(m, p, c, i + 1, e, out);
		else if (pk && !ck && pk->kind == P_DOTS && p->kind == S_RETURN &&
			 !(m->iso_off & ISO_RET))
			/* return ...; also matches return; */
			match_kids(m, p, c, i + 1, e, out);
		else if (pk && !ck && pk->kind == P_DOTS && p->kind == S_FOR && i < 3)
			/* for (...;...;...) also matches a for with parts left out */
			match_kids(m, p, c, i + 1, e, out);
		leave(m);
		return;
	}
	/* conditions of if, loops, and the operands of && || ! in them */
	const Node *saved = m->test;
	m->test = is_cond_kid(m, c, i) ? ck : NULL;
	EnvList r = {0};
	if (block_branch(m, p, pk, ck))
		match_block_lone(m, pk, ck, e, &r);
	else
		match_node(m, pk, ck, e, &r);
	m->test = saved;
	for (size_t x = 0; x < r.n; x++)
		match_kids(m, p, c, i + 1, r.v[x], out);
	leave(m);
}

/* Kinds compared by their tokens alone. */
/* Tokens PF..PL against CF..CL where a pattern `...` stands for any run
 * of code with balanced parentheses (`__attribute__((aligned(...)))`). */
static int tokens_with_dots(const TokenArray *pta, uint32_t pf, uint32_t pl,
			    const TokenArray *cta, uint32_t cf, uint32_t cl, int depth)
{
	if (depth > 64)
		return 0;
	for (;;) {
		while (pf <= pl && (pta->v[pf].flags & (TF_HIDDEN | TF_EXPANDED)))
			pf++;
		while (cf <= cl && (cta->v[cf].flags & (TF_HIDDEN | TF_EXPANDED)))
			cf++;
		if (pf > pl || cf > cl)
			break;
		if (pta->v[pf].kind == TK_ELLIPSIS) {
			int bal = 0;
			for (uint32_t j = cf;; j++) {
				if (bal == 0 &&
				    tokens_with_dots(pta, pf + 1, pl, cta, j, cl, depth + 1))
					return 1;
				if (j > cl)
					return 0;
				int k = cta->v[j].kind;
				bal += k == TK_LPAREN ? 1 : k == TK_RPAREN ? -1 : 0;
				if (bal < 0)
					return 0;
			}
		}
		if (!tokens_equal(pta, pf, pf, cta, cf, cf))
			return 0;
		pf++;
		cf++;
	}
	while (pf <= pl && pta->v[pf].kind == TK_ELLIPSIS)
		pf++;
	return pf > pl && cf > cl;
}

static int tokens_only(int k)
{
	return k == E_CONST || k == E_STRING || k == T_ATTRS || k == S_ASM ||
	       k == PP_INCLUDE || k == PP_COND || k == PP_OTHER || k == TOP_ERROR;
}

/* The kid of N that holds tokens FIRST..LAST, or NULL. */
static const Node *kid_around(const Node *n, uint32_t first, uint32_t last)
{
	for (uint32_t i = 0; i < n->n; i++) {
		const Node *k = n->kid[i];
		if (k && k->first <= first && last <= k->last && k->first <= k->last)
			return k;
	}
	return NULL;
}

/* The smallest statement of ROOT that holds tokens FIRST..LAST, or NULL. */
static const Node *enclosing_stmt(const Node *root, uint32_t first, uint32_t last)
{
	const Node *best = NULL, *n = root;
	for (int depth = 0; n && depth < 4000; depth++, n = kid_around(n, first, last))
		if (ast_is_stmt(n->kind) && n->kind != S_DECL && n->kind != S_BLOCK)
			best = n;
	return best;
}

/* The smallest node of KIND in ROOT around tokens FIRST..LAST. */
static const Node *enclosing_kind(const Node *root, uint32_t first, uint32_t last, int kind)
{
	const Node *best = NULL, *n = root;
	for (int depth = 0; n && depth < 4000; depth++, n = kid_around(n, first, last))
		if (n->kind == kind)
			best = n;
	return best;
}

const Env *match_bind_at(MatchCtx *m, const Meta *meta, uint32_t ct, const Env *e)
{
	const Node *n = m->unit;
	for (int depth = 0; n && depth < 4000; depth++) {
		const Node *in = NULL;
		for (uint32_t i = 0; i < n->n && !in; i++) {
			const Node *k = n->kid[i];
			if (k && k->first <= ct && ct <= k->last && k->first <= k->last)
				in = k;
		}
		if (!in)
			break;
		n = in;
	}
	if (!n || n == m->unit)
		return NULL;
	return bind_around(m, meta, n, e);
}

static void match_pos(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	EnvList r = {0};
	if (!p->n || !p->kid[0])
		return;
	match_node(m, p->kid[0], c, e, &r);
	const Meta *meta = p->aux;
	if (!meta) {
		for (uint32_t t = p->kid[0]->last + 1; t <= p->last && !meta; t++)
			meta = match_token_meta(m->pta, t);
	}
	for (size_t x = 0; x < r.n; x++) {
		const Env *ne = r.v[x];
		if (meta && meta_category(meta->kind) == MC_POSITION) {
			Binding v = {0};
			v.kind = BV_POS;
			v.ta = m->cta;
			v.first = c->first;
			v.last = c->last;
			ne = bind_value(m, meta, &v, ne);
		} else if (meta && meta_category(meta->kind) == MC_STMT && !ast_is_stmt(c->kind)) {
			/* f()@S: S names the smallest statement around the code */
			const Node *st = enclosing_stmt(m->unit, c->first, c->last);
			ne = st ? bind_node(m, meta, st, ne) : NULL;
		} else if (meta) {
			/* x@E: another metavariable naming the enclosing code */
			ne = bind_around(m, meta, c, ne);
		}
		/* `@p` stands where the code it follows ends */
		if (ne && p->kid[0]->last < p->last)
			ne = env_map(m->a, ne, p->kid[0]->last + 1, p->last, c->last, c->last);
		if (ne)
			envlist_push(m->a, out, ne);
	}
}

static void match_conj(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	EnvList cur = {0};
	envlist_push(m->a, &cur, e);
	for (uint32_t i = 0; i < p->n && cur.n; i++) {
		EnvList next = {0};
		for (size_t x = 0; x < cur.n; x++)
			match_node(m, p->kid[i], c, cur.v[x], &next);
		cur = next;
	}
	for (size_t x = 0; x < cur.n; x++)
		envlist_push(m->a, out, cur.v[x]);
}

/* <... P ...> and <+... P ...+> standing for an expression or statement:
 * every occurrence of P inside C is matched (their token maps are merged
 * into one environment); the plus form needs at least one. */
static int nest_occurrences(MatchCtx *m, const Node *body, const Node *c, const Env **acc,
			    int depth);

/* <... P ...> and <+... P ...+> standing for an expression or statement:
 * every occurrence of P inside C is matched (their token maps are merged
 * into one environment); the plus form needs at least one. */
static void match_nest(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	if (!p->n || !p->kid[0])
		return;
	const Node *body = p->kid[0];
	const Env *acc = e;
	int found = 0;
	if (body->kind == P_SEQ && body->n > 1) {
		found = nest_occurrences(m, body, c, &acc, 0);
	} else {
		EnvList r = {0};
		outermost(m, body, c, env_no_subs(m->a, e), &r);
		for (size_t x = 0; x < r.n; x++) {
			/* each occurrence is transformed with its own bindings */
			acc = env_add_sub(m->a, acc, r.v[x]);
			found = 1;
		}
	}
	if (!found && (p->flags & NF_NEST_PLUS))
		return;
	EnvList groups = {0};
	nest_results(m, acc, e, &groups);
	for (size_t g = 0; g < groups.n; g++) {
		acc = groups.v[g];
		if ((m->pta->v[p->first].flags & TF_MINUS) &&
		    (m->pta->v[p->last].flags & TF_MINUS) && c->first <= c->last) {
			/* a removed nest removes all the code it spans */
			acc = env_map(m->a, acc, p->first, p->first, c->first, c->last);
			acc = env_map(m->a, acc, p->last, p->last, c->last, c->last);
		} else {
			acc = env_map(m->a, acc, p->first, p->first, c->first, c->first);
			acc = env_map(m->a, acc, p->last, p->last, c->last, c->last);
		}
		envlist_push(m->a, out, acc);
	}
}

unsigned match_iso_bit(const char *n)
{
	static const struct { const char *name; unsigned bit; } t[] = {
		{"paren", ISO_PAREN}, {"drop_cast", ISO_CAST}, {"is_zero", ISO_ZERO},
		{"is_null", ISO_ZERO}, {"not_ptr1", ISO_ZERO}, {"isnt_zero", ISO_NONZERO},
		{"isnt_null1", ISO_NONZERO}, {"commeq", ISO_COMM}, {"commneq", ISO_COMM},
		{"plus_comm", ISO_COMM}, {"mult_comm", ISO_COMM}, {"bitand_comm", ISO_COMM},
		{"bitor_comm", ISO_COMM}, {"decl_init", ISO_DECLINIT}, {"braces4", ISO_BRACES},
		{"ret", ISO_RET}, {"optional_storage", ISO_STORAGE},
		{"optional_qualifier", ISO_QUAL}, {"optional_attributes", ISO_ATTR},
		{"prototypes", ISO_PROTO}, {"all", ~0u},
	};
	for (size_t i = 0; i < sizeof t / sizeof *t; i++)
		if (strcmp(n, t[i].name) == 0)
			return t[i].bit;
	return 0;
}

static int is_null_or_zero(const TokenArray *ta, const Node *n)
{
	if (!n)
		return 0;
	if (n->kind == E_IDENT && n->name && strcmp(n->name->name, "NULL") == 0)
		return 1;
	if (n->kind == E_CONST && n->first == n->last) {
		const Token *t = &ta->v[n->first];
		return tok_len(t) == 1 && tok_text(ta, t)[0] == '0';
	}
	return 0;
}

static int commutative(int op)
{
	return op == TK_PLUS || op == TK_STAR || op == TK_AMP || op == TK_PIPE ||
	       op == TK_CARET || op == TK_EQ || op == TK_NE;
}

/* Some of spatch's standard isomorphisms: other shapes of C code that a
 * pattern also matches.  Results are added to OUT. */
static void match_isos1(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out);

/* Is pattern token T matched to code by one of E's token maps? */
static int token_mapped(const Env *e, uint32_t t)
{
	for (const TokMap *k = e->map; k; k = k->next)
		if (!k->anchor_only && k->p_first <= t && t <= k->p_last)
			return 1;
	return 0;
}

/* An isomorphism drops tokens of pattern P that have no counterpart in
 * the code (the `!= 0` of `X != 0` matching `X`).  It may not drop a
 * token that is removed or has code added next to it, unless P is
 * removed as a whole: then the code it matched is.  Drops from OUT the
 * results [BEFORE, n) that would. */
static void iso_drop_unmodified(MatchCtx *m, const Node *p, EnvList *out, size_t before)
{
	const TokenArray *ta = m->pta;
	if (out->n == before || p->last >= ta->n)
		return;
	int all_minus = 1;
	for (uint32_t t = p->first; t <= p->last && all_minus; t++)
		if (!(ta->v[t].flags & TF_PLUS))
			all_minus = (ta->v[t].flags & TF_MINUS) != 0;
	if (all_minus)
		return;
	size_t w = before;
	for (size_t i = before; i < out->n; i++) {
		int bad = 0;
		for (uint32_t t = p->first; t <= p->last && !bad; t++) {
			if (ta->v[t].flags & TF_PLUS)
				continue;
			int mod = (ta->v[t].flags & TF_MINUS) ||
				  (t + 1 < ta->n && (ta->v[t + 1].flags & TF_PLUS)) ||
				  (t > 0 && (ta->v[t - 1].flags & TF_PLUS));
			bad = mod && !token_mapped(out->v[i], t);
		}
		if (!bad)
			out->v[w++] = out->v[i];
	}
	out->n = w;
}

/* A pattern matched through an isomorphism: its whole token range stands
 * for the whole C node too (so removing it removes the code's own
 * shape). */
static void match_isos(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	size_t before = out->n;
	if (m->isos && iso_limit_reached(m))
		return;
	match_isos1(m, p, c, e, out);
	iso_drop_unmodified(m, p, out, before);
	for (size_t i = before; i < out->n; i++)
		out->v[i] = env_map(m->a, out->v[i], p->first, p->last, c->first, c->last);
	/* then the isomorphisms of the iso file */
	if (out->n == before)
		iso_match(m, p, c, e, out);
}

static void match_isos1(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	unsigned off = m->iso_off;
	/* (E) => E */
	if (!(off & ISO_PAREN) && p->kind == E_PAREN && c->kind != E_PAREN && p->n && ast_is_expr(c->kind)) {
		match_node(m, p->kid[0], c, e, out);
		return;
	}
	/* (T)E => E */
	if (!(off & ISO_CAST) && p->kind == E_CAST && c->kind != E_CAST && p->n > 1 && ast_is_expr(c->kind)) {
		match_node(m, p->kid[1], c, e, out);
		return;
	}
	if (p->kind == E_BINARY && p->n == 2 && p->kid[0] && p->kid[1]) {
		/* X == NULL => !X, X == 0 => !X */
		if (!(off & ISO_ZERO) && p->op == TK_EQ && is_null_or_zero(m->pta, p->kid[1]) &&
		    c->kind == E_UNARY &&
		    c->op == TK_BANG && c->n) {
			match_node(m, p->kid[0], c->kid[0], e, out);
			return;
		}
		/* X != NULL => X, X != 0 => X in a condition */
		if (!(off & ISO_NONZERO) && p->op == TK_NE && is_null_or_zero(m->pta, p->kid[1]) &&
		    m->test == c &&
		    !(c->kind == E_BINARY && (c->op == TK_NE || c->op == TK_EQ))) {
			match_node(m, p->kid[0], c, e, out);
			return;
		}
		/* commutative operators: X op Y => Y op X */
		if (!(off & ISO_COMM) && c->kind == E_BINARY && c->op == p->op &&
		    commutative(p->op) && c->n == 2) {
			EnvList r = {0};
			const Env *ne = match_own(m, p, c, e);
			if (ne) {
				EnvList r1 = {0};
				match_node(m, p->kid[0], c->kid[1], ne, &r1);
				for (size_t x = 0; x < r1.n; x++)
					match_node(m, p->kid[1], c->kid[0], r1.v[x], &r);
			}
			for (size_t x = 0; x < r.n; x++)
				envlist_push(m->a, out, r.v[x]);
			return;
		}
	}
	/* !X => X == NULL */
	if (!(off & ISO_ZERO) && p->kind == E_UNARY && p->op == TK_BANG && p->n &&
	    c->kind == E_BINARY &&
	    c->op == TK_EQ && c->n == 2 && is_null_or_zero(m->cta, c->kid[1])) {
		match_node(m, p->kid[0], c->kid[0], e, out);
		return;
	}
	/* x = E also matches the declaration T x = E; */
	if (p->kind == E_ASSIGN && p->op == TK_ASSIGN && p->n == 2 && c->kind == D_INIT_DECLARATOR &&
	    c->n >= 2 && c->kid[0] && c->kid[1]) {
		const Node *d = c->kid[0];
		while (d && (d->kind == DR_POINTER || d->kind == DR_ATTR || d->kind == DR_PAREN))
			d = d->kind == DR_POINTER ? (d->n > 1 ? d->kid[1] : NULL) : (d->n ? d->kid[0] : NULL);
		if (d && d->kind == DR_IDENT) {
			Node id = *d;
			id.kind = E_IDENT;
			id.n = 0;
			id.kid = NULL;
			Node *idp = arena_alloc(m->a, sizeof *idp);
			*idp = id;
			EnvList r = {0};
			match_node(m, p->kid[0], idp, e, &r);
			for (size_t x = 0; x < r.n; x++)
				match_node(m, p->kid[1], c->kid[1], r.v[x], out);
		}
		return;
	}
	/* T x; => T x = E; not for a removed declaration, as spatch: the
	 * initializer, which the pattern does not name, would go with it */
	if (!(off & ISO_DECLINIT) && p->kind == D_INIT_DECLARATOR &&
	    !(m->pta->v[p->first].flags & TF_MINUS) &&
	    c->kind == D_INIT_DECLARATOR && p->n >= 1 &&
	    c->n >= 2 && (p->n < 2 || !p->kid[1]) && c->kid[1] && p->kid[0] && c->kid[0]) {
		EnvList r = {0};
		match_node(m, p->kid[0], c->kid[0], e, &r);
		for (size_t x = 0; x < r.n; x++)
			envlist_push(m->a, out, env_map(m->a, r.v[x], p->first, p->last, c->first, c->last));
	}
}

/* The value of integer constant token I (suffixes ignored), or
 * UINT64_MAX when it does not read as one. */
static uint64_t int_value(const TokenArray *ta, uint32_t i)
{
	const Token *t = &ta->v[i];
	char buf[64];
	size_t n = tok_len(t);
	if (n >= sizeof buf)
		return UINT64_MAX;
	memcpy(buf, tok_text(ta, t), n);
	buf[n] = 0;
	char *end;
	unsigned long long v = strtoull(buf, &end, 0);
	while (*end == 'u' || *end == 'U' || *end == 'l' || *end == 'L')
		end++;
	return *end ? UINT64_MAX : (uint64_t)v;
}

/* #include patterns: `#include <linux/...>` matches every header under
 * linux/, `#include ...` any header; otherwise the same header. */
static int include_matches(MatchCtx *m, const Node *p, const Node *c)
{
	if (c->kind != PP_INCLUDE || p->last < 1 || c->last < 1)
		return 0;
	uint32_t ph = p->last, ch = c->last;
	while (ph > p->first && (m->pta->v[ph].kind == TK_PP_END || (m->pta->v[ph].flags & TF_HIDDEN)))
		ph--;
	while (ch > c->first && m->cta->v[ch].kind == TK_PP_END)
		ch--;
	const Token *pt = &m->pta->v[ph], *ct = &m->cta->v[ch];
	const char *ps = tok_text(m->pta, pt), *cs = tok_text(m->cta, ct);
	size_t pn = tok_len(pt), cn = tok_len(ct);
	if (pt->kind == TK_ELLIPSIS || (pn == 3 && memcmp(ps, "...", 3) == 0))
		return 1;
	const char *dots = NULL;
	for (size_t i = 0; i + 3 <= pn; i++)
		if (memcmp(ps + i, "...", 3) == 0) {
			dots = ps + i;
			break;
		}
	if (!dots)
		return tokens_equal(m->pta, ph, ph, m->cta, ch, ch);
	/* same opening delimiter and the same text before the dots */
	size_t pre = (size_t)(dots - ps);
	return cn > pre && memcmp(ps, cs, pre) == 0;
}

/* An #include pattern, which may end with `@p`: P's position binds
 * the whole directive of C. */
static void match_include(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	uint32_t pl = p->last;
	while (pl > p->first && (m->pta->v[pl].kind == TK_PP_END || (m->pta->v[pl].flags & TF_HIDDEN)))
		pl--;
	const Meta *pm = pl > p->first + 1 ? match_token_meta(m->pta, pl) : NULL;
	if (!pm || meta_category(pm->kind) != MC_POSITION || m->pta->v[pl - 1].kind != TK_AT) {
		if (include_matches(m, p, c))
			envlist_push(m->a, out, env_map(m->a, e, p->first, p->last, c->first, c->last));
		return;
	}
	Node np = *p;
	np.last = pl - 2;
	if (!include_matches(m, &np, c))
		return;
	uint32_t cl = c->last;
	while (cl > c->first && m->cta->v[cl].kind == TK_PP_END)
		cl--;
	Binding v = {0};
	v.kind = BV_POS;
	v.ta = m->cta;
	v.first = c->first;
	v.last = cl;
	e = bind_value(m, pm, &v, e);
	if (e)
		envlist_push(m->a, out, env_map(m->a, e, p->first, p->last, c->first, c->last));
}

/* The tokens of a #define's body: after the name (and parameters), up
 * to its end of line. */
static void define_body(const TokenArray *ta, const Node *n, uint32_t *bf, uint32_t *bl)
{
	uint32_t i = n->first + 2;
	if (n->n && n->kid[0] && n->kid[0]->last + 1 > i)
		i = n->kid[0]->last + 1;   /* after the `)` of the parameters */
	uint32_t l = n->last;
	while (l >= i && l > 0 && (ta->v[l].kind == TK_PP_END || (ta->v[l].flags & TF_HIDDEN)))
		l--;
	*bf = i;
	*bl = l;
}

/* Pair pattern tokens PF..PL with C tokens CF..CL one by one (a #define
 * body that is not a whole metavariable): an identifier metavariable
 * binds the C name in its place (`#define NUM(x) WRAP(x)`), other
 * tokens must be the same.  Returns the extended env or NULL. */
static const Env *match_body_tokens(MatchCtx *m, uint32_t pf, uint32_t pl, uint32_t cf,
				    uint32_t cl, const Env *e)
{
	uint32_t i = pf, j = cf;
	for (;;) {
		while (i <= pl && tok_skipped(&m->pta->v[i]))
			i++;
		while (j <= cl && tok_skipped(&m->cta->v[j]))
			j++;
		if (i > pl || j > cl)
			return i > pl && j > cl ? e : NULL;
		const Meta *pm = match_token_meta(m->pta, i);
		if (pm && meta_category(pm->kind) == MC_IDENT)
			e = bind_token(m, pm, j, e);
		else if (!same_token(m->pta, i, m->cta, j))
			return NULL;
		if (!e)
			return NULL;
		i++;
		j++;
	}
}

/* The token kind before the variadic `...` among tokens F..L of TA
 * (SmPL's `......` when SMPL), TK_EOF when there is none. */
static int define_varargs_prev(const TokenArray *ta, uint32_t f, uint32_t l, int smpl)
{
	for (uint32_t i = f + 1; i <= l && i < ta->n; i++)
		if (ta->v[i].kind == TK_ELLIPSIS && (!smpl || tok_len(&ta->v[i]) == 6))
			return ta->v[i - 1].kind;
	return TK_EOF;
}

/* #define parameters: SmPL's `......` stands for C's `...` itself, so a
 * pattern's `, ......` asks for `, ...` and its `y......` for `y...`. */
static int define_varargs_agree(MatchCtx *m, const Node *pp, const Node *cp)
{
	int pk = define_varargs_prev(m->pta, pp->first, pp->last, 1);
	if (pk == TK_EOF)
		return 1;
	int ck = define_varargs_prev(m->cta, cp->first, cp->last, 0);
	return ck != TK_EOF && (pk == TK_COMMA) == (ck == TK_COMMA);
}

/* #define NAME[(params)] BODY: the name and parameters structurally, the
 * body by its tokens, or bound whole by a metavariable standing alone. */
static void match_define(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	if (c->kind != PP_DEFINE || p->last < p->first + 1 || c->last < c->first + 1)
		return;
	/* the name */
	const Meta *nm = match_token_meta(m->pta, p->first + 1);
	if (nm)
		e = bind_token(m, nm, c->first + 1, e);
	else if (!same_token(m->pta, p->first + 1, m->cta, c->first + 1))
		return;
	if (!e)
		return;
	e = env_map(m->a, e, p->first, p->first + 1, c->first, c->first + 1);
	int pparams = p->n && p->kid[0], cparams = c->n && c->kid[0];
	if (pparams != cparams || (pparams && !define_varargs_agree(m, p->kid[0], c->kid[0])))
		return;
	EnvList r = {0};
	if (pparams)
		match_node(m, p->kid[0], c->kid[0], e, &r);
	else
		envlist_push(m->a, &r, e);
	uint32_t pf, pl, cf, cl;
	define_body(m->pta, p, &pf, &pl);
	define_body(m->cta, c, &cf, &cl);
	for (size_t x = 0; x < r.n; x++) {
		const Env *ne = r.v[x];
		const Meta *bm = pf == pl ? match_token_meta(m->pta, pf) : NULL;
		if (p->n > 1 && p->kid[1]) {
			/* a body with dots or a nest: parsed, matched as code */
			EnvList br = {0};
			if (c->n > 1 && c->kid[1])
				match_node(m, p->kid[1], c->kid[1], ne, &br);
			for (size_t y = 0; y < br.n; y++) {
				const Env *be = br.v[y];
				if (p->last > pl && c->last > cl)
					be = env_map(m->a, be, pl + 1, p->last, cl + 1, c->last);
				envlist_push(m->a, out, be);
			}
			continue;
		} else if (bm && cf <= cl) {
			ne = bind_tokens(m, bm, cf, cl, ne);
		} else if (!tokens_equal(m->pta, pf, pl, m->cta, cf, cl)) {
			ne = match_body_tokens(m, pf, pl, cf, cl, ne);
		}
		if (!ne)
			continue;
		if (pf <= pl)
			ne = env_map(m->a, ne, pf, pl, cf, cl);
		if (p->last > pl && c->last > cl)
			ne = env_map(m->a, ne, pl + 1, p->last, cl + 1, c->last);
		envlist_push(m->a, out, ne);
	}
}

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
static const Node *decl_as_field(MatchCtx *m, const Node *p)
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
	return tm && meta_category(tm->kind) == MC_TYPE && !meta_is_list(tm) ? tm : NULL;
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
	if (ps->kind != T_SPECS || ps->n < 3 || !has_kid_kind(ps, T_STORAGE))
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
	    cs->kind != T_SPECS || !has_kid_kind(cs, T_STORAGE))
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
	const Env *ne = bind_node(m, tm, name, e);
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
	if (!tm || meta_category(tm->kind) != MC_TYPE || meta_is_list(tm))
		return 0;
	const Env *ne = bind_node(m, tm, c, e);
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
	if (!tm || meta_category(tm->kind) != MC_TYPE || meta_is_list(tm))
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
	const Env *ne = bind_tokens(m, tm, c->first, q->first - 1, e);
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

/* Is P `A || ...` or `A && ...`? */
static int is_chain_dots(const Node *p)
{
	return p->kind == E_BINARY && (p->op == TK_OROR || p->op == TK_ANDAND) && p->n == 2 &&
	       p->kid[0] && p->kid[1] && p->kid[1]->kind == P_DOTS && p->kid[0]->kind != P_DOTS;
}

/* `A || ...` (P) against condition C: A matches C itself or, when C is
 * a chain of the same operator, whatever P matches in either of its
 * operands (so A matches any operand and any part of the chain). */
static void match_chain_dots(MatchCtx *m, const Node *p, const Node *c, const Env *e,
			     EnvList *out, int depth)
{
	if (!c || depth > 500)
		return;
	const Node *saved = m->test;
	m->test = c;
	match_node(m, p->kid[0], c, e, out);
	if (c->kind == E_BINARY && c->op == p->op && c->n == 2)
		for (uint32_t i = 0; i < 2; i++) {
			m->test = c->kid[i];
			match_chain_dots(m, p, c->kid[i], e, out, depth + 1);
		}
	m->test = saved;
}

void match_node(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	if (!p || !c) {
		if (!p && !c)
			envlist_push(m->a, out, e);
		return;
	}
	if (!enter(m))
		return;
	size_t before_n = out->n;
	if (m->test == c && is_chain_dots(p)) {
		match_chain_dots(m, p, c, e, out, 0);
		goto done;
	}
	switch (p->kind) {
	case P_META:
		if (c->kind == DR_ATTR && c->n && c->kid[0])
			break;  /* a declarator with attributes: below */
		match_meta(m, p, c, e, out);
		goto done;
	case P_DISJ:
		/* branches in order: a later branch only where no earlier one matches */
		for (uint32_t i = 0; i < p->n; i++) {
			size_t before = out->n;
			const Node *k = p->kid[i];
			Node named;
			if (k && k->kind == E_IDENT && c->kind == DR_IDENT) {
				/* a name in a disjunction of declarator names (`int
				 * \(x\|y\)`, `\(f\|g\)(...)`) is parsed as an expression */
				named = *k;
				named.kind = DR_IDENT;
				k = &named;
			}
			match_node(m, k, c, e, out);
			if (out->n > before) {
				for (size_t x = before; x < out->n; x++)
					out->v[x] = map_untaken(m, p, i, out->v[x]);
				break;
			}
		}
		goto done;
	case P_CONJ:
		match_conj(m, p, c, e, out);
		goto done;
	case P_POS:
		match_pos(m, p, c, e, out);
		goto done;
	case P_OPT:
		if (p->n)
			match_node(m, p->kid[0], c, e, out);
		goto done;
	case P_DOTS:
		envlist_push(m->a, out, env_map(m->a, e, p->first, p->last, c->first, c->last));
		goto done;
	case P_NEST:
		match_nest(m, p, c, e, out);
		goto done;
	case P_SEQ:
		/* a sequence of one item stands for that item */
		if (p->n == 1)
			match_node(m, p->kid[0], c, e, out);
		goto done;
	default:
		break;
	}
	if (c->kind == DR_ATTR && p->kind != DR_ATTR && c->n && c->kid[0] &&
	    !(m->iso_off & ISO_ATTR)) {
		/* attributes the pattern does not mention are optional (and
		 * go with a removed declarator) */
		size_t before = out->n;
		match_node(m, p, c->kid[0], e, out);
		if (all_minus(m, p))
			for (size_t x = before; x < out->n; x++)
				out->v[x] = env_map(m->a, out->v[x], p->first, p->last, c->first, c->last);
		goto done;
	}
	if (!(m->iso_off & ISO_BRACES) && p->kind == S_BLOCK && c->kind != S_BLOCK &&
	    ast_is_stmt(c->kind) && p->n == 1 && p->kid[0] &&
	    /* removed braces around kept code: the code has none to remove */
	    !((m->pta->v[p->first].flags & TF_MINUS) &&
	      !(m->pta->v[p->kid[0]->first].flags & TF_MINUS)) &&
	    p->kid[0]->kind != P_DOTS &&
	    ((m->pta->v[p->first].flags & TF_MINUS) || iso_stmt_movable(m->pta, p->kid[0]))) {
		/* { S } in the pattern also matches S without braces */
		EnvList r = {0};
		match_node(m, p->kid[0], c, e, &r);
		for (size_t x = 0; x < r.n; x++) {
			const Env *ne = env_map_anchor(m->a, r.v[x], p->first, c->first);
			envlist_push(m->a, out, env_map_anchor(m->a, ne, p->last, c->last));
		}
		goto done;
	}
	if (p->kind == T_TYPENAME && c->kind == T_TYPENAME && match_typename_meta(m, p, c, e, out))
		goto done;
	if (p->kind == T_TYPENAME && c->kind == T_TYPENAME &&
	    match_typename_meta_attrs(m, p, c, e, out))
		goto done;
	if (p->kind == D_DECL && c->kind == D_DECL && (match_typedef_pair(m, p, c, e, out) ||
						       match_typedef_anon(m, p, c, e, out)))
		goto done;
	if (p->kind != c->kind) {
		/* a declaration pattern against a declaration statement */
		if (c->kind == S_DECL && c->n == 1 && c->kid[0] && c->kid[0]->kind == p->kind)
			match_node(m, p, c->kid[0], e, out);
		else if (p->kind == S_DECL && p->n == 1 && p->kid[0] && c->kind == p->kid[0]->kind)
			match_node(m, p->kid[0], c, e, out);
		else if (p->kind == D_DECL && c->kind == D_FIELD) {
			/* a declaration in a field-level disjunction is a field */
			const Node *f = decl_as_field(m, p);
			if (f)
				match_node(m, f, c, e, out);
		}
		goto done;
	}
	if (p->kind == E_CONST && p->first == p->last && c->first == c->last &&
	    m->pta->v[p->first].kind == TK_INT && m->cta->v[c->first].kind == TK_CHAR &&
	    int_value(m->pta, p->first) == 0) {
		/* 0 and '\0' are one value */
		const Token *ct = &m->cta->v[c->first];
		if (tok_len(ct) == 4 && memcmp(tok_text(m->cta, ct), "'\\0'", 4) == 0)
			envlist_push(m->a, out, env_map(m->a, e, p->first, p->last, c->first, c->last));
		goto done;
	}
	if (p->kind == E_CONST && p->first == p->last && c->first == c->last &&
	    m->pta->v[p->first].kind == TK_INT && m->cta->v[c->first].kind == TK_INT) {
		/* integer constants are equal by value (0 and 0x00) */
		if (int_value(m->pta, p->first) == int_value(m->cta, c->first) &&
		    int_value(m->pta, p->first) != UINT64_MAX)
			envlist_push(m->a, out, env_map(m->a, e, p->first, p->last, c->first, c->last));
		else if (tokens_equal(m->pta, p->first, p->last, m->cta, c->first, c->last))
			envlist_push(m->a, out, env_map(m->a, e, p->first, p->last, c->first, c->last));
		goto done;
	}
	if (p->kind == T_BASE && c->kind == T_BASE && p->op == c->op && c->first <= c->last &&
	    (m->cta->v[c->first].flags & TF_EXPANDED)) {
		/* a type keyword that a macro of the code expands to
		 * (`complex` is `_Complex`): it stands for the macro's use,
		 * the hidden tokens after the expansion */
		uint32_t l = c->last;
		while (l + 1 < m->cta->n && (m->cta->v[l + 1].flags & TF_EXPANDED))
			l++;
		while (l + 1 < m->cta->n && (m->cta->v[l + 1].flags & TF_HIDDEN) &&
		       m->cta->v[l + 1].kind != TK_EOF)
			l++;
		envlist_push(m->a, out, env_map(m->a, e, p->first, p->last, c->first, l));
		goto done;
	}
	if (p->kind == PP_DEFINE) {
		match_define(m, p, c, e, out);
		goto done;
	}
	if (p->kind == PP_INCLUDE) {
		match_include(m, p, c, e, out);
		goto done;
	}
	if (p->kind == PP_OTHER && c->kind == PP_OTHER) {
		/* `#pragma name p`: a metavariable ending the line takes the
		 * rest of the code's line */
		uint32_t pl = p->last, cl = c->last;
		while (pl > p->first && (m->pta->v[pl].kind == TK_PP_END ||
					 (m->pta->v[pl].flags & TF_HIDDEN)))
			pl--;
		while (cl > c->first && (m->cta->v[cl].kind == TK_PP_END ||
					 (m->cta->v[cl].flags & TF_HIDDEN)))
			cl--;
		const Meta *rest = pl > p->first ? match_token_meta(m->pta, pl) : NULL;
		if (rest && pl - p->first <= cl - c->first &&
		    tokens_equal(m->pta, p->first, pl - 1, m->cta, c->first,
				 c->first + (pl - 1 - p->first))) {
			const Env *ne = bind_tokens(m, rest, c->first + (pl - p->first), cl, e);
			if (ne)
				envlist_push(m->a, out,
					     env_map(m->a, ne, p->first, p->last, c->first, c->last));
			goto done;
		}
	}
	if (p->kind == T_ATTRS && p->n == 1 && p->kid[0] && p->kid[0]->kind == P_META &&
	    p->first == p->kid[0]->first && p->last == p->kid[0]->last) {
		/* an attribute metavariable: binds the attribute */
		match_node(m, p->kid[0], c, e, out);
		goto done;
	}
	if (p->kind == E_STRING && p->first == p->last && m->pta->v[p->first].aux) {
		/* a string with `...` or format metavariables */
		const Env *ne = c->kind == E_STRING && c->first == c->last
					? match_fmt_string(m, p->first, c->first, e) : NULL;
		if (ne)
			envlist_push(m->a, out, env_map(m->a, ne, p->first, p->last, c->first, c->last));
		goto done;
	}
	if (tokens_only(p->kind)) {
		if (tokens_equal(m->pta, p->first, p->last, m->cta, c->first, c->last) ||
		    (p->kind == T_ATTRS &&
		     tokens_with_dots(m->pta, p->first, p->last, m->cta, c->first, c->last, 0)))
			envlist_push(m->a, out,
				     env_map(m->a, e, p->first, p->last, c->first, c->last));
		goto done;
	}
	if (is_list_kind(p->kind)) {
		match_list(m, p, c, e, out);
		goto done;
	}
	if (p->kind == D_FUNCDEF && ((p->flags & NF_IMPLICIT_INT) || storage_only_specs(m, p, c)) &&
	    c->kind == D_FUNCDEF && p->n == c->n && p->n > 1) {
		/* a function pattern with no return type: any return type and
		 * storage; the pattern's range stands for the whole function */
		Node pp = *p, cc = *c;
		pp.first = p->kid[1]->first;
		cc.first = c->kid[1]->first;
		Node *pk[8], *ckk[8];
		uint32_t n = p->n < 8 ? p->n : 8;
		for (uint32_t i = 0; i < n; i++) {
			pk[i] = i == 0 ? NULL : p->kid[i];
			ckk[i] = i == 0 ? NULL : c->kid[i];
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
		goto done;
	}
	if ((p->kind == D_DECL || p->kind == D_FIELD || p->kind == D_PARAM) && p->n == 2 &&
	    c->n == 2 && match_ptr_decl(m, p, c, e, out))
		goto done;
	if ((p->kind == D_DECL || p->kind == D_FIELD || p->kind == D_PARAM) && p->n == 2 &&
	    c->n == 2 && match_ptr_prefix_decl(m, p, c, e, out))
		goto done;
	if ((p->kind == D_DECL || p->kind == D_PARAM || p->kind == D_FIELD) && p->n == 2 &&
	    c->n == 2 && match_array_decl(m, p, c, e, out))
		goto done;
	if ((p->kind == D_DECL || p->kind == D_FIELD) && p->kind == c->kind && p->n == 2 &&
	    c->n == 2 && match_array_decl_attrs(m, p, c, e, out))
		goto done;
	if (p->kind == T_STRUCT && p->n == c->n && p->first < p->last &&
	    m->pta->v[p->first].kind == TK_META && m->pta->v[p->first + 1].kind == TK_LBRACE) {
		/* `T { ... }`: a type metavariable names the structure (`struct foo`) */
		const Meta *tm = match_token_meta(m->pta, p->first);
		uint32_t br = c->first;
		while (br <= c->last && m->cta->v[br].kind != TK_LBRACE)
			br++;
		if (!tm || meta_category(tm->kind) != MC_TYPE || br > c->last || br == c->first)
			goto done;
		/* an anonymous structure is named by its whole text */
		const Env *ne = bind_tokens(m, tm, c->first, c->name ? br - 1 : c->last, e);
		if (!ne)
			goto done;
		ne = env_map(m->a, ne, p->first, p->first, c->first, br - 1);
		Node pp = *p, cc = *c;
		pp.first = p->first + 1;
		cc.first = br;
		ne = match_own(m, &pp, &cc, ne);
		if (ne)
			match_kids(m, &pp, &cc, 0, ne, out);
		goto done;
	}
	if ((p->kind == D_DECL || p->kind == D_FIELD) && p->n == 2 && c->n > 2 &&
	    p->kid[0] && p->kid[1] && c->kid[0]) {
		match_one_declarator(m, p, c, e, out);
		goto done;
	}
	if (p->kind == D_DECL && p->n == 1 && c->kind == D_DECL && c->n > 1) {
		match_typedef_struct(m, p, c, e, out);
		goto done;
	}
	if (p->kind == D_MACRO_DECL && p->n != c->n) {
		match_macro_decl_attrs(m, p, c, e, out);
		goto done;
	}
	if (p->n != c->n)
		goto done;
	if (p->kind == E_IDENT || p->kind == DR_IDENT || p->kind == T_NAME) {
		/* names: compared (or bound) through the own tokens below */
	} else if (p->op != c->op && match_token_meta(m->pta, p->first) == NULL) {
		/* operators differ; an operator metavariable is checked below */
		int has_meta = 0;
		TokIdx po = own_tokens(m, m->pta, p);
		for (uint32_t i = 0; i < po.n; i++)
			if (match_token_meta(m->pta, po.v[i]))
				has_meta = 1;
		if (!has_meta)
			goto done;
	}
	{
		const Env *ne = match_own(m, p, c, e);
		int saved_tn = m->in_typename;
		if (p->kind == T_TYPENAME)
			m->in_typename = 1;
		if (ne)
			match_kids(m, p, c, 0, ne, out);
		m->in_typename = saved_tn;
	}
done:
	if (out->n == before_n)
		match_isos(m, p, c, e, out);
	leave(m);
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
	if (!tm || meta_category(tm->kind) != MC_TYPE || meta_is_list(tm))
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
	const Env *ne = bind_value(m, tm, &v, e);
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
	if (!tm || meta_category(tm->kind) != MC_TYPE || meta_is_list(tm) ||
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
	const Env *ne = bind_value(m, tm, &v, e);
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
	const Env *ne = bind_tokens(m, tm, cs->first, inner->first - 1, e);
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
	const Env *ne = bind_value(m, tm, &v, e);
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
		if (tok_skipped(k))
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
				same_token(m->pta, k->first, m->cta, cs->kid[j]->first);
		if (!found)
			return 0;
	}
	return 1;
}

/* ---- searching inside a tree ------------------------------------------- */

/* Is kid I of C a condition (or inside one, through && || ! and
 * parentheses, when C itself is)? */
static int is_cond_kid(const MatchCtx *m, const Node *c, uint32_t i)
{
	return ((c->kind == S_IF || c->kind == S_WHILE || c->kind == S_SWITCH) && i == 0) ||
	       (c->kind == S_DO && i == 1) || (c->kind == S_FOR && i == 1) ||
	       (m->test == c && ((c->kind == E_BINARY && (c->op == TK_ANDAND || c->op == TK_OROR)) ||
				 (c->kind == E_UNARY && c->op == TK_BANG) || c->kind == E_PAREN));
}

static void anywhere(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	if (!c || !enter(m))
		return;
	match_node(m, p, c, e, out);
	const Node *saved = m->test;
	for (uint32_t i = 0; i < c->n; i++) {
		if (c->kind == E_MEMBER && i == 1)
			continue;   /* the field name of x.f / x->f is no expression */
		m->test = saved;
		int cond = c->kid[i] && is_cond_kid(m, c, i);
		m->test = cond ? c->kid[i] : NULL;
		anywhere(m, p, c->kid[i], e, out);
	}
	m->test = saved;
	leave(m);
}

static void outermost(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out);

/* Is P a structure, union or enum with a body (`struct t { ... }`),
 * alone or as the specifiers of a type? */
static int body_type_pattern(const Node *p)
{
	if (p && p->kind == T_SPECS && p->n == 1)
		p = p->kid[0];
	return p && (p->kind == T_STRUCT || p->kind == T_ENUM) && p->n && p->kid[0];
}

void match_anywhere(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	/* a structure definition that matched takes the ones nested in
	 * its body with it: they are not matched again on their own */
	if (body_type_pattern(p))
		outermost(m, p, c, e, out);
	else
		anywhere(m, p, c, e, out);
}

/* As anywhere, but not inside a node that matched: the occurrences do
 * not overlap (nests). */
static void outermost(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	if (!c || !enter(m))
		return;
	size_t before = out->n;
	match_node(m, p, c, e, out);
	if (out->n == before) {
		const Node *saved = m->test;
		for (uint32_t i = 0; i < c->n; i++) {
			if (c->kind == E_MEMBER && i == 1)
				continue;   /* a field name is no expression */
			m->test = saved;
			int cond = c->kid[i] && is_cond_kid(m, c, i);
			m->test = cond ? c->kid[i] : NULL;
			outermost(m, p, c->kid[i], e, out);
		}
		m->test = saved;
	}
	leave(m);
}

static int occurs(MatchCtx *m, const Node *p, const Node *c, const Env *e)
{
	if (!c || !enter(m))
		return 0;
	EnvList r = {0};
	match_node(m, p, c, e, &r);
	int found = r.n > 0;
	for (uint32_t i = 0; i < c->n && !found; i++)
		found = !(c->kind == E_MEMBER && i == 1) && occurs(m, p, c->kid[i], e);
	leave(m);
	return found;
}

int match_occurs(MatchCtx *m, const Node *p, const Node *c, const Env *e)
{
	return occurs(m, p, c, e);
}
