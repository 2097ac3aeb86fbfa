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
 *
 * This file holds the core: the context, binding metavariables, own
 * tokens, format strings, metavariables as nodes, the dispatch of
 * match_node, the matcher's own isomorphisms, directives, and searching
 * inside a tree.  Lists and statement sequences are in seq.c, the
 * declarations and types of other shapes in decl.c (match_int.h).
 */
#include "match/match_int.h"

#include <stdlib.h>
#include <string.h>
#include "cfront/fmtstr.h"

enum { DEFAULT_MAX_DEPTH = 2000 };

void match_core_init(MatchCtx *m, Arena *a, const TokenArray *pta, const TokenArray *cta)
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


int match_enter(MatchCtx *m)
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

void match_leave(MatchCtx *m)
{
	m->depth--;
}

/* ---- binding metavariables ------------------------------------------- */

/* L, the last token of a type, or the last of the names the macro file
 * erases right after it when a `*` follows them: `__u32 __user *`,
 * `void __iomem *` (spatch's type is `__u32 __user`, printed again with
 * its annotation). */
static uint32_t type_end(const TokenArray *cta, uint32_t l)
{
	uint32_t i = l + 1;
	while (i < cta->n && (cta->v[i].flags & TF_HIDDEN) && cta->v[i].kind == TK_IDENT)
		i++;
	if (i > l + 1 && i < cta->n && cta->v[i].kind == TK_STAR)
		return i - 1;
	return l;
}

const Env *match_bind_value(MatchCtx *m, const Meta *meta, Binding *val, const Env *e)
{
	if (meta->rule && !env_lookup(e, meta->name))
		return NULL; /* inherited, but its rule left it unbound */
	if (meta_category(meta->kind) == MC_TYPE && (val->kind == BV_NODE || val->kind == BV_TOKENS) &&
	    val->ta == m->cta && val->first <= val->last)
		val->last = type_end(m->cta, val->last);
	if (m->meta_ok && !m->meta_ok(m->hook, meta, val, e))
		return NULL;
	const Env *ne = env_bind(m->a, e, meta->name, val);
	if (ne && ne != e && m->bind_more)
		ne = m->bind_more(m->hook, meta, val, ne);
	return ne;
}

const Env *match_bind_node(MatchCtx *m, const Meta *meta, const Node *c, const Env *e)
{
	Binding v = {0};
	v.kind = BV_NODE;
	v.node = c;
	v.ta = m->cta;
	v.first = c->first;
	v.last = c->last;
	return match_bind_value(m, meta, &v, e);
}

const Env *match_bind_tokens(MatchCtx *m, const Meta *meta, uint32_t first,
				     uint32_t last, const Env *e)
{
	Binding v = {0};
	v.kind = BV_TOKENS;
	v.ta = m->cta;
	v.first = first;
	v.last = last;
	return match_bind_value(m, meta, &v, e);
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
	return match_bind_value(m, meta, &v, e);
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

int match_tok_skipped(const Token *t)
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
		if (match_tok_skipped(&ta->v[i]))
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

int match_same_token(const TokenArray *pta, uint32_t pi, const TokenArray *cta, uint32_t ci)
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
	if (!match_enter(f->m))
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
					const Env *e2 = match_bind_value(f->m, p->meta, &v, e);
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
				const Env *e2 = match_bind_value(f->m, p->meta, &v, e);
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
	match_leave(f->m);
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
	return n ? match_bind_node(m, meta, n, e) : NULL;
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
	return match_bind_value(m, pm, &v, e);
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
	e = match_bind_value(m, pm, &v, e);
	return e ? env_map(m->a, e, pt, pt, ct, ct) : NULL;
}

/* Pair the own tokens of P and C in order; metavariable tokens bind. */
const Env *match_own(MatchCtx *m, const Node *p, const Node *c, const Env *e)
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
				e = match_bind_value(m, pm, &v, e);
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
		else if (!match_same_token(m->pta, po.v[i], m->cta, co.v[i]))
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

int match_meta_is_list(const Meta *meta)
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

/* Is C a name pasted together in a #define body (`EXT4_##F##_FL')?
 * Such a name is an expression, but no identifier and no constant: it
 * is no single word of the program. */
static int pasted_name(const Node *c)
{
	return c->name && strstr(c->name->name, "##") != NULL;
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
			if (pasted_name(c))
				return 0;
			/* a name without a lower-case letter is a macro
			 * constant (`ABC', `__X_2', `_') */
			for (const char *q = c->name->name; *q; q++)
				if (*q >= 'a' && *q <= 'z')
					return 0;
			return 1;
		}
		if (k == E_UNARY && (c->op == TK_MINUS || c->op == TK_PLUS) && c->n && c->kid[0])
			return meta_accepts(meta, c->kid[0]);
		return k == E_CONST || k == E_STRING;
	case MK_METAVARIABLE:
		/* `metavariable m;`: a name, or any expression */
		return k == E_IDENT || k == DR_IDENT || k == T_NAME || ast_is_expr(k);
	case MK_IDENTIFIER: case MK_FUNCTION: case MK_DECLARER: case MK_ITERATOR:
	case MK_SYMBOL: case MK_VIRTUAL_ID:
		return (k == E_IDENT || k == DR_IDENT || k == T_NAME) && !pasted_name(c);
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
			ne = match_bind_value(m, meta, &v, e);
	} else {
		ne = match_bind_node(m, meta, c, e);
	}
	if (!ne)
		return;
	ne = env_map(m->a, ne, p->first, p->last, c->first, c->last);
	envlist_push(m->a, out, ne);
}

/* ---- shapes of pattern nodes ------------------------------------------- */

int match_has_kid_kind(const Node *n, int kind)
{
	for (uint32_t i = 0; i < n->n; i++)
		if (n->kid[i] && n->kid[i]->kind == kind)
			return 1;
	return 0;
}

/* Is every token of pattern node P (of the minus view) removed code,
 * with no added code right before or after it (a replacement keeps
 * what the pattern leaves optional: `- int + long f(...)` keeps
 * `static`)? */
int match_all_minus(const MatchCtx *m, const Node *p)
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

int match_stmt_movable(const TokenArray *pta, const Node *s)
{
	if (!s || s->first > s->last || s->last >= pta->n)
		return 1;
	if (s->kind == P_META || s->kind == P_DISJ)
		return 1;
	int minus = 0, kept = 0, plus_in = 0;
	for (uint32_t i = s->first; i <= s->last; i++) {
		/* only the statement's own code counts, not that of the
		 * statements inside it */
		const Node *in = NULL;
		for (uint32_t k = 0; k < s->n && !in; k++) {
			const Node *kd = s->kid[k];
			if (kd && kd->first <= i && i <= kd->last && kd->first <= kd->last &&
			    (ast_is_stmt(kd->kind) || kd->kind == P_DOTS || kd->kind == P_SEQ ||
			     kd->kind == P_NEST || kd->kind == P_DISJ || kd->kind == P_META))
				in = kd;
		}
		if (in) {
			i = in->last;
			continue;
		}
		const Token *t = &pta->v[i];
		if (t->flags & TF_PLUS) {
			plus_in = 1;
			continue;
		}
		if (match_tok_skipped(t))
			continue;
		/* a starred statement is only reported: it moves as kept code */
		if (t->flags & TF_MINUS)
			minus = 1;
		else
			kept = 1;
	}
	uint32_t a = s->last + 1;
	while (a < pta->n && (pta->v[a].flags & TF_HIDDEN) && !(pta->v[a].flags & TF_PLUS))
		a++;
	int plus_after = a < pta->n && (pta->v[a].flags & TF_PLUS);
	if (kept)
		return !minus && !plus_in && !plus_after;
	return minus && (plus_in || plus_after);
}

/* Is plus token I of PTA (within [.., TO]) followed, among the added
 * tokens up to TO, by keyword KW? */
static int plus_next_is(const TokenArray *pta, uint32_t i, uint32_t to, int kw)
{
	for (uint32_t j = i + 1; j <= to && j < pta->n; j++) {
		const Token *t = &pta->v[j];
		if (!(t->flags & TF_PLUS))
			continue;
		return t->kind == TK_KEYWORD && t->id && t->id->kw == kw;
	}
	return 0;
}

/* (match.h)  A statement ends at a `;` or a statement metavariable
 * outside parentheses and braces, or at the `}` of a body (a `{` that
 * starts the statement or follows `)`, `else` or `do`), unless `else`
 * (or the `while` of a do) comes next. */
uint32_t match_plus_stmts(const TokenArray *pta, uint32_t from, uint32_t to, int *lone_if)
{
	uint32_t n = 0, paren = 0, brace = 0, body = 0;
	int start = 1, is_if = 0, prev_kind = 0, prev_kw = 0;
	for (uint32_t i = from; i <= to && i < pta->n; i++) {
		const Token *t = &pta->v[i];
		if (!(t->flags & TF_PLUS))
			continue;
		int kw = t->kind == TK_KEYWORD && t->id ? t->id->kw : 0;
		int end = 0;
		if (start) {
			is_if = kw == KW_IF;
			start = 0;
			if (t->kind == TK_LBRACE) {
				brace++;
				body = 1;
				prev_kind = t->kind, prev_kw = kw;
				continue;
			}
		}
		if (kw == KW_ELSE && paren == 0 && brace == 0)
			is_if = 0;
		switch (t->kind) {
		case TK_LPAREN: case TK_LBRACK: paren++; break;
		case TK_RPAREN: case TK_RBRACK: if (paren) paren--; break;
		case TK_LBRACE:
			if (brace++ == 0 && paren == 0)
				body = prev_kind == TK_RPAREN || prev_kw == KW_ELSE || prev_kw == KW_DO;
			break;
		case TK_RBRACE:
			if (brace && --brace == 0 && paren == 0 && body)
				end = 1;
			break;
		case TK_SEMI:
			end = paren == 0 && brace == 0;
			break;
		case TK_META:
			end = paren == 0 && brace == 0 && t->aux &&
			      (meta_category(((const Meta *)t->aux)->kind) == MC_STMT ||
			       meta_category(((const Meta *)t->aux)->kind) == MC_STMT_LIST);
			break;
		default:
			break;
		}
		if (end && !plus_next_is(pta, i, to, KW_ELSE) &&
		    !(t->kind == TK_RBRACE && plus_next_is(pta, i, to, KW_WHILE))) {
			n++;
			*lone_if = is_if;
			start = 1;
		}
		prev_kind = t->kind, prev_kw = kw;
	}
	return n;
}

/* Has pattern node P code that stays (a token neither removed nor
 * added)? */
static int has_kept(const TokenArray *pta, const Node *p)
{
	for (uint32_t i = p->first; i <= p->last && i < pta->n; i++) {
		const Token *t = &pta->v[i];
		if (!(t->flags & (TF_PLUS | TF_MINUS)) && !match_tok_skipped(t))
			return 1;
	}
	return 0;
}

/* How many statements of item KD of a block pattern remain after the
 * change: a kept item is one; a disjunction one when each of its
 * branches leaves one, else what a branch that does not leaves
 * (`( A | ... - B; )': B's branch leaves none, the block could become
 * empty; `( A | ... B; + C; )': two); `...' none. */
static uint32_t kept_stmts(const TokenArray *pta, const Node *kd, int *lone_if, int depth)
{
	if (!kd || kd->kind == P_DOTS || depth > 100)
		return 0;
	if (kd->kind == P_SEQ) {
		uint32_t n = 0, from = kd->first;
		for (uint32_t i = 0; i < kd->n; i++) {
			const Node *k = kd->kid[i];
			if (!k || k->first > k->last)
				continue;
			if (k->first > from)
				n += match_plus_stmts(pta, from, k->first - 1, lone_if);
			n += kept_stmts(pta, k, lone_if, depth + 1);
			from = k->last + 1;
		}
		if (from <= kd->last)
			n += match_plus_stmts(pta, from, kd->last, lone_if);
		return n;
	}
	if (kd->kind == P_DISJ) {
		/* each branch with the code added after it, up to the next
		 * `|' or the closing `)': one statement whichever is taken */
		uint32_t odd = 1;
		for (uint32_t i = 0; i < kd->n; i++) {
			const Node *k = kd->kid[i];
			if (!k)
				continue;
			int ignored = 0;
			uint32_t b = kept_stmts(pta, k, &ignored, depth + 1);
			uint32_t end = i + 1 < kd->n && kd->kid[i + 1] ? kd->kid[i + 1]->first : kd->last;
			if (k->first <= k->last && k->last + 1 < end)
				b += match_plus_stmts(pta, k->last + 1, end - 1, &ignored);
			if (b != 1)
				odd = b;
		}
		*lone_if = 0;
		return odd;
	}
	if (has_kept(pta, kd)) {
		*lone_if = 0;
		return 1;
	}
	return match_plus_stmts(pta, kd->first, kd->last, lone_if);
}

int match_block_unbraced(const TokenArray *pta, const Node *p)
{
	if (!p || p->kind != S_BLOCK || p->first >= p->last || p->last >= pta->n)
		return 0;
	if (pta->v[p->first].flags & TF_MINUS)
		/* removed braces: not around kept code (it has none to remove) */
		return !(p->n && p->kid[0] && !(pta->v[p->kid[0]->first].flags & TF_MINUS));
	uint32_t n = 0, items = 0, from = p->first + 1;
	int lone_if = 0;
	for (uint32_t k = 0; k < p->n; k++) {
		const Node *kd = p->kid[k];
		if (!kd || kd->first > kd->last)
			continue;
		if (kd->first > from)
			n += match_plus_stmts(pta, from, kd->first - 1, &lone_if);
		from = kd->last + 1;
		if (kd->kind == P_DOTS)
			continue;
		items++;
		n += kept_stmts(pta, kd, &lone_if, 0);
	}
	n += match_plus_stmts(pta, from, p->last - 1, &lone_if);
	if (items == 0)
		return n == 0;          /* `{ ... }`: the dots are the statement */
	return n == 1 && !lone_if;
}

/* E, a match of disjunction P through branch TAKEN, with the other
 * branches mapped to no code: code added in them is not placed by a
 * wider range around the disjunction (a function matched whole). */
const Env *match_map_untaken(MatchCtx *m, const Node *p, uint32_t taken, const Env *e)
{
	for (uint32_t b = 0; b < p->n && e; b++) {
		const Node *k = p->kid[b];
		if (b != taken && k && k->first <= k->last)
			e = env_map(m->a, e, k->first, k->last, 1, 0);
	}
	return e;
}

/* ---- nodes --------------------------------------------------------------- */

void match_kids(MatchCtx *m, const Node *p, const Node *c, uint32_t i,
		const Env *e, EnvList *out)
{
	if (!match_enter(m))
		return;
	if (i == p->n) {
		envlist_push(m->a, out, e);
		match_leave(m);
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
		else if (pk && !ck && pk->kind == P_DOTS && p->kind == DR_ARRAY)
			/* x[...] also matches x[] (spatch 1.1.1) */
			match_kids(m, p, c, i + 1, e, out);
		match_leave(m);
		return;
	}
	/* conditions of if, loops, and the operands of && || ! in them */
	const Node *saved = m->test;
	m->test = match_cond_kid(m, c, i) ? ck : NULL;
	EnvList r = {0};
	if (match_block_branch(m, p, pk, ck))
		match_block_lone(m, pk, ck, e, &r);
	else
		match_node(m, pk, ck, e, &r);
	m->test = saved;
	for (size_t x = 0; x < r.n; x++)
		match_kids(m, p, c, i + 1, r.v[x], out);
	match_leave(m);
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

/* `X@p': the position is that of the code the token before `@' matched
 * (the manual: a position is attached to a token).  A metavariable
 * there stands for all of its code (`f(E@p)', `E@p'); another token for
 * the one code token it matched (`f(E)@p': the `)'; `x@p').  K is the
 * pattern node before `@', E its match; *FIRST..*LAST hold K's code and
 * are narrowed to the token's when E maps that token alone.  Returns 0
 * when the token matched no code of its own (an isomorphism dropped it:
 * `(E)@p' on code without parentheses), which a position forbids. */
static int pos_of_token(const MatchCtx *m, const Node *k, const Env *e, uint32_t *first,
			uint32_t *last)
{
	uint32_t pt = k->last;
	if (pt >= m->pta->n)
		return 1;
	if (match_token_meta(m->pta, pt)) {
		/* a metavariable ending a larger term (`E->f@p`): the code it
		 * stands for; the metavariable alone (`E@p`): all the code */
		if (k->first == pt)
			return 1;
		for (const TokMap *t = e->map; t; t = t->next)
			if (!t->anchor_only && t->p_first == pt && t->p_last == pt &&
			    t->c_first <= t->c_last && *first <= t->c_first && t->c_last <= *last) {
				*first = t->c_first;
				*last = t->c_last;
				break;
			}
		return 1;
	}
	int covered = 0;
	for (const TokMap *t = e->map; t; t = t->next) {
		if (t->anchor_only || t->c_first > t->c_last || t->p_first > pt || pt > t->p_last)
			continue;
		if (t->p_first == pt && t->p_last == pt && t->c_first == t->c_last &&
		    *first <= t->c_first && t->c_last <= *last) {
			*first = *last = t->c_first;
			return 1;
		}
		covered = 1;
	}
	return !covered;
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
			ne = pos_of_token(m, p->kid[0], ne, &v.first, &v.last)
				? match_bind_value(m, meta, &v, ne) : NULL;
		} else if (meta && meta_category(meta->kind) == MC_STMT && !ast_is_stmt(c->kind)) {
			/* f()@S: S names the smallest statement around the code */
			const Node *st = enclosing_stmt(m->unit, c->first, c->last);
			ne = st ? match_bind_node(m, meta, st, ne) : NULL;
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

/* Is pattern P an expression, maybe under disjunctions, conjunctions and
 * positions? */
static int pattern_is_expr(const Node *p)
{
	if (!p)
		return 0;
	if (p->kind == P_DISJ || p->kind == P_CONJ || p->kind == P_POS) {
		for (uint32_t i = 0; i < p->n; i++)
			if (p->kid[i] && p->kid[i]->kind != P_META && pattern_is_expr(p->kid[i]))
				return 1;
		return 0;
	}
	return ast_is_expr(p->kind);
}

/* ( A & B ): C matches every branch.  A conjunction of expressions is
 * matched on expressions only: `x = E' reads as the declaration `T x =
 * E;' on its own or in a disjunction, but not in a conjunction (spatch
 * 1.1.1; tests/conjdecl) */
static void match_conj(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	if (c->kind == D_INIT_DECLARATOR)
		for (uint32_t i = 0; i < p->n; i++)
			if (pattern_is_expr(p->kid[i]))
				return;
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

/* ---- the matcher's own isomorphisms ------------------------------------ */

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

/* Is the name declarator D declares (past pointers, attributes and
 * parentheses) a metavariable of the pattern? */
static int declared_name_is_meta(const Node *d)
{
	for (int guard = 0; d && guard < 64; guard++) {
		if (d->kind == P_META || (d->flags & NF_META_NAME))
			return 1;
		if (d->kind == DR_IDENT)
			return 0;
		d = d->kind == DR_POINTER ? (d->n > 1 ? d->kid[1] : NULL) : (d->n ? d->kid[0] : NULL);
	}
	return 0;
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

/* Is the --iso-limit nesting bound reached for M? */
static int iso_limit_reached(const MatchCtx *m)
{
	return m->isos && m->isos->limit >= 0 && m->iso_depth >= m->isos->limit;
}

/* A pattern matched through an isomorphism: its whole token range stands
 * for the whole C node too (so removing it removes the code's own
 * shape). */
static void match_isos(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	size_t before = out->n;
	if (iso_limit_reached(m))
		return;
	match_isos1(m, p, c, e, out);
	iso_drop_unmodified(m, p, out, before);
	/* but `x = E' on a declarator `*x[2] = E': the stars, qualifiers
	 * and array parts around the name are the declaration's, not the
	 * pattern's (spatch keeps them: `int *q = NULL;') */
	int declarator = p->kind == E_ASSIGN && c->kind == D_INIT_DECLARATOR;
	for (size_t i = before; i < out->n && !declarator; i++)
		out->v[i] = env_map(m->a, out->v[i], p->first, p->last, c->first, c->last);
	/* then the isomorphisms of the iso file */
	if (out->n == before && m->iso_fallback)
		m->iso_fallback(m, p, c, e, out);
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
	/* x = E also matches the declaration T x = E; (the `=` of the
	 * pattern is the declaration's: a position on it binds there) */
	if (p->kind == E_ASSIGN && p->op == TK_ASSIGN && p->n == 2 && c->kind == D_INIT_DECLARATOR &&
	    c->n >= 2 && c->kid[0] && c->kid[1]) {
		/* not where the rule changes the name but keeps the rest: a
		 * declared name is not renamed that way (spatch 1.1.1) */
		int name_minus = 0, rest_kept = 0;
		for (uint32_t t = p->first; t <= p->last && t < m->pta->n; t++) {
			int in_name = p->kid[0] && t >= p->kid[0]->first && t <= p->kid[0]->last;
			if (in_name && (m->pta->v[t].flags & TF_MINUS))
				name_minus = 1;
			else if (!in_name && !(m->pta->v[t].flags & (TF_MINUS | TF_PLUS)))
				rest_kept = 1;
		}
		if (name_minus && rest_kept)
			return;
		e = match_own(m, p, c, e);
		if (!e)
			return;
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
	 * initializer, which the pattern does not name, would go with it;
	 * and only where x is a metavariable (`int i;' matches no `int i =
	 * 0;' in spatch, `int x;' with x an identifier metavariable does) */
	if (!(off & ISO_DECLINIT) && p->kind == D_INIT_DECLARATOR &&
	    !(m->pta->v[p->first].flags & TF_MINUS) && declared_name_is_meta(p->kid[0]) &&
	    c->kind == D_INIT_DECLARATOR && p->n >= 1 &&
	    c->n >= 2 && (p->n < 2 || !p->kid[1]) && c->kid[1] && p->kid[0] && c->kid[0]) {
		EnvList r = {0};
		match_node(m, p->kid[0], c->kid[0], e, &r);
		for (size_t x = 0; x < r.n; x++)
			envlist_push(m->a, out, env_map(m->a, r.v[x], p->first, p->last, c->first, c->last));
	}
}

/* ---- constants and directives ------------------------------------------ */

/* The value of integer constant token I as spatch reads an integer of
 * the pattern and of the code to compare them: decimal digits (leading
 * zeros too: 020 is twenty), or hexadecimal, octal, binary after 0x, 0o,
 * 0b; UINT64_MAX when it does not read so (a suffix: 1u, 0UL), and
 * such constants are compared by their text.  So 0x10 is 16 and 0x010,
 * but 020 is not 16, and 1u is neither 1 nor 1U. */
static uint64_t int_value(const TokenArray *ta, uint32_t i)
{
	const Token *t = &ta->v[i];
	const char *s = tok_text(ta, t);
	size_t n = tok_len(t), k = 0;
	unsigned base = 10;
	if (n > 2 && s[0] == '0') {
		char b = s[1] | 0x20;
		base = b == 'x' ? 16 : b == 'o' ? 8 : b == 'b' ? 2 : 10;
		if (base != 10)
			k = 2;
	}
	if (k == n)
		return UINT64_MAX;
	uint64_t v = 0;
	for (; k < n; k++) {
		char c = s[k];
		unsigned d = c >= '0' && c <= '9' ? (unsigned)(c - '0')
			     : (c | 0x20) >= 'a' && (c | 0x20) <= 'f' ? (unsigned)((c | 0x20) - 'a' + 10)
			     : 99;
		if (d >= base || v > (UINT64_MAX - 1 - d) / base)
			return UINT64_MAX;
		v = v * base + d;
	}
	return v;
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
	e = match_bind_value(m, pm, &v, e);
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
		while (i <= pl && match_tok_skipped(&m->pta->v[i]))
			i++;
		while (j <= cl && match_tok_skipped(&m->cta->v[j]))
			j++;
		if (i > pl || j > cl)
			return i > pl && j > cl ? e : NULL;
		const Meta *pm = match_token_meta(m->pta, i);
		if (pm && meta_category(pm->kind) == MC_IDENT)
			e = bind_token(m, pm, j, e);
		else if (!match_same_token(m->pta, i, m->cta, j))
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
	else if (!match_same_token(m->pta, p->first + 1, m->cta, c->first + 1))
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
			ne = match_bind_tokens(m, bm, cf, cl, ne);
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

/* ---- the dispatch ------------------------------------------------------ */

/* Is OP an operator whose chains `A op B op ...` a pattern `A op ...`
 * stands for whatever their length (spatch 1.1.1: | & + * && ||; not
 * - / ^ or comparisons, where `...` is one operand)? */
static int chain_op(int op)
{
	return op == TK_OROR || op == TK_ANDAND || op == TK_PIPE || op == TK_AMP ||
	       op == TK_PLUS || op == TK_STAR;
}

/* Is P `A op ...` for a chain operator? */
static int is_chain_dots(const Node *p)
{
	return p->kind == E_BINARY && chain_op(p->op) && p->n == 2 && p->kid[0] && p->kid[1] &&
	       p->kid[1]->kind == P_DOTS && p->kid[0]->kind != P_DOTS;
}

/* `A op ...` (P) against C: `...` stands for any number of operands,
 * none included.  So A matches C itself (for && and ||, where C is a
 * test: an operand of && || ! or a condition) or, when C is a chain of
 * op, whatever P matches in either of its operands: A matches any
 * operand of the chain, and a pattern `A op B op ...` a run of the
 * chain from its first operand. */
static void match_chain_dots(MatchCtx *m, const Node *p, const Node *c, const Env *e,
			     EnvList *out, int depth)
{
	if (!c || depth > 500)
		return;
	int logic = p->op == TK_OROR || p->op == TK_ANDAND;
	const Node *saved = m->test;
	if (!logic || m->test == c)
		match_node(m, p->kid[0], c, e, out);
	if (c->kind == E_BINARY && c->op == p->op && c->n == 2)
		for (uint32_t i = 0; i < 2; i++) {
			m->test = logic ? c->kid[i] : NULL;
			match_chain_dots(m, p, c->kid[i], e, out, depth + 1);
		}
	m->test = saved;
}

/* A declarer the pattern names (`declarer name EXPORT_SYMBOL;' then
 * `EXPORT_SYMBOL(f);') against the statement `EXPORT_SYMBOL(one);' in a
 * function body, which the C parser reads as a call: the name is the
 * callee, the arguments match one for one, parentheses and `;' map to
 * the call's (spatch 1.1.1 matches a named declarer there; a declarer
 * metavariable is left to what the parser made a declaration). */
static void match_declarer_call(MatchCtx *m, const Node *p, const Node *c, const Env *e,
				EnvList *out)
{
	const Node *call = c->n ? c->kid[0] : NULL;
	if (!call || call->kind != E_CALL || call->n < 2 || !call->kid[0] ||
	    call->kid[0]->kind != E_IDENT || !call->kid[1] || !p->n || !p->kid[0] ||
	    (p->n > 1 && p->kid[1]) || match_token_meta(m->pta, p->first) ||
	    m->pta->v[p->last].kind != TK_SEMI || m->cta->v[c->last].kind != TK_SEMI ||
	    p->first + 1 >= p->last || m->pta->v[p->first + 1].kind != TK_LPAREN ||
	    m->pta->v[p->last - 1].kind != TK_RPAREN ||
	    !tokens_equal(m->pta, p->first, p->first, m->cta, call->kid[0]->first,
			  call->kid[0]->last))
		return;
	uint32_t cname = call->kid[0]->first, crp = call->last;
	if (cname + 1 >= m->cta->n || m->cta->v[cname + 1].kind != TK_LPAREN ||
	    m->cta->v[crp].kind != TK_RPAREN)
		return;
	const Env *ne = env_map(m->a, e, p->first, p->first, cname, cname);
	ne = env_map(m->a, ne, p->first + 1, p->first + 1, cname + 1, cname + 1);
	EnvList r = {0};
	match_node(m, p->kid[0], call->kid[1], ne, &r);
	for (size_t x = 0; x < r.n; x++) {
		const Env *oe = env_map(m->a, r.v[x], p->last - 1, p->last - 1, crp, crp);
		envlist_push(m->a, out, env_map(m->a, oe, p->last, p->last, c->last, c->last));
	}
}

/* The metavariables (not positions) of disjunction P that a later rule
 * uses, into NAMES (at most MAX); how many.  Remembered per disjunction
 * (a small table by the node's address). */
enum { DISJ_AFTER_SLOTS = 64, DISJ_AFTER_MAX = 8 };
struct DisjAfter {
	const Node *p;
	uint32_t n;
	const Ident *names[DISJ_AFTER_MAX];
};

static uint32_t disj_after_scan(MatchCtx *m, const Node *p, const Ident **names, uint32_t max);

static uint32_t disj_after_names(MatchCtx *m, const Node *p, const Ident **names, uint32_t max)
{
	if (!m->used_after)
		return 0;
	if (!m->disj_after) {
		m->disj_after = arena_alloc(m->a, DISJ_AFTER_SLOTS * sizeof *m->disj_after);
		memset(m->disj_after, 0, DISJ_AFTER_SLOTS * sizeof *m->disj_after);
	}
	struct DisjAfter *d = &m->disj_after[((uintptr_t)p >> 4) % DISJ_AFTER_SLOTS];
	if (d->p != p) {
		d->p = p;
		d->n = disj_after_scan(m, p, d->names, DISJ_AFTER_MAX);
	}
	uint32_t n = d->n < max ? d->n : max;
	memcpy(names, d->names, n * sizeof *names);
	return n;
}

static uint32_t disj_after_scan(MatchCtx *m, const Node *p, const Ident **names, uint32_t max)
{
	uint32_t n = 0;
	for (uint32_t t = p->first; t <= p->last && t < m->pta->n && n < max; t++) {
		const Meta *mt = match_token_meta(m->pta, t);
		if (!mt || mt->kind == MK_POSITION)
			continue;
		uint32_t k = 0;
		while (k < n && names[k] != mt->name)
			k++;
		if (k == n && m->used_after(m->hook, mt->name))
			names[n++] = mt->name;
	}
	return n;
}

/* Do A and B give the same values to NAMES (both none counts)? */
static int same_values(const Env *a, const Env *b, const Ident **names, uint32_t n)
{
	for (uint32_t k = 0; k < n; k++) {
		const Binding *x = env_lookup(a, names[k]), *y = env_lookup(b, names[k]);
		if ((x == NULL) != (y == NULL) || (x && !binding_equal(x, y)))
			return 0;
	}
	return 1;
}

void match_node(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	if (!p || !c) {
		if (!p && !c)
			envlist_push(m->a, out, e);
		return;
	}
	if (!match_enter(m))
		return;
	size_t before_n = out->n;
	if (is_chain_dots(p)) {
		/* an operator removed with its `...' kept (`- A |' then
		 * `...'): which operator of the chain goes is not known
		 * to the match; no match rather than a broken expression */
		uint32_t op = p->kid[0]->last + 1, dd = p->kid[1]->first;
		if (op < m->pta->n && dd < m->pta->n && (m->pta->v[op].flags & TF_MINUS) &&
		    !(m->pta->v[dd].flags & TF_MINUS))
			goto done;
		/* the pattern spans the whole chain: removed whole when
		 * it is */
		match_chain_dots(m, p, c, e, out, 0);
		for (size_t x = before_n; x < out->n; x++)
			out->v[x] = env_map(m->a, out->v[x], p->first, p->last, c->first, c->last);
		goto done;
	}
	switch (p->kind) {
	case P_META:
		if (c->kind == DR_ATTR && c->n && c->kid[0])
			break;  /* a declarator with attributes: below */
		match_meta(m, p, c, e, out);
		goto done;
	case P_DISJ: {
		/* branches in order: a later branch only where no earlier one
		 * matches, but for the values of metavariables a later rule
		 * uses: with other values a later branch's match is one of
		 * its own (spatch 1.1.1: `foo(\(E\|!E\))' on foo(!a) gives
		 * E = !a and E = a when a script reads E) */
		size_t first = out->n;
		const Ident *after[8];
		uint32_t nafter = disj_after_names(m, p, after, 8);
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
				size_t keep = before;
				for (size_t x = before; x < out->n; x++) {
					int seen = 0;
					for (size_t y = first; y < before && !seen; y++)
						seen = same_values(out->v[x], out->v[y], after, nafter);
					if (!seen)
						out->v[keep++] = match_map_untaken(m, p, i, out->v[x]);
				}
				out->n = keep;
				if (!nafter)
					break;
			}
		}
		goto done;
	}
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
		if (match_all_minus(m, p))
			for (size_t x = before; x < out->n; x++)
				out->v[x] = env_map(m->a, out->v[x], p->first, p->last, c->first, c->last);
		goto done;
	}
	if (!(m->iso_off & ISO_BRACES) && p->kind == S_BLOCK && c->kind != S_BLOCK &&
	    ast_is_stmt(c->kind) && p->n == 1 && p->kid[0] && p->kid[0]->kind != P_DOTS &&
	    match_block_unbraced(m->pta, p)) {
		/* { S } in the pattern also matches S without braces */
		EnvList r = {0};
		match_node(m, p->kid[0], c, e, &r);
		for (size_t x = 0; x < r.n; x++) {
			const Env *ne = env_map_anchor(m->a, r.v[x], p->first, c->first);
			envlist_push(m->a, out, env_map_anchor(m->a, ne, p->last, c->last));
		}
		goto done;
	}
	if (match_type_forms(m, p, c, e, out))
		goto done;
	if (p->kind != c->kind) {
		/* a declaration pattern against a declaration statement */
		if (c->kind == S_DECL && c->n == 1 && c->kid[0] && c->kid[0]->kind == p->kind)
			match_node(m, p, c->kid[0], e, out);
		else if (p->kind == S_DECL && p->n == 1 && p->kid[0] && c->kind == p->kid[0]->kind)
			match_node(m, p->kid[0], c, e, out);
		else if (p->kind == D_MACRO_DECL && c->kind == S_EXPR)
			match_declarer_call(m, p, c, e, out);
		else if (p->kind == D_DECL && c->kind == D_FIELD) {
			/* a declaration in a field-level disjunction is a field */
			const Node *f = match_decl_as_field(m, p);
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
			const Env *ne = match_bind_tokens(m, rest, c->first + (pl - p->first), cl, e);
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
	if (match_decl_forms(m, p, c, e, out))
		goto done;
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
	match_leave(m);
}

/* ---- searching inside a tree ------------------------------------------- */

int match_cond_kid(const MatchCtx *m, const Node *c, uint32_t i)
{
	return ((c->kind == S_IF || c->kind == S_WHILE) && i == 0) ||
	       (c->kind == S_DO && i == 1) || (c->kind == S_FOR && i == 1) ||
	       (c->kind == E_COND && i == 0) ||
	       (c->kind == E_BINARY && (c->op == TK_ANDAND || c->op == TK_OROR)) ||
	       (c->kind == E_UNARY && c->op == TK_BANG) || (m->test == c && c->kind == E_PAREN);
}

/* Is P an expression pattern: an expression, an expression or identifier
 * metavariable, or a disjunction, conjunction or position of those?  In
 * a search it stands for expressions only: not for the names that code
 * declares (of a function, a variable, a field, a type). */
static int expr_search(const MatchCtx *m, const Node *p, int depth)
{
	if (!p || depth > 100)
		return 0;
	switch (p->kind) {
	case P_META: {
		const Meta *meta = p->aux ? p->aux : match_token_meta(m->pta, p->first);
		return meta && (meta_category(meta->kind) == MC_EXPR || meta->kind == MK_IDENTIFIER);
	}
	case P_DISJ: case P_CONJ: case P_POS:
		for (uint32_t i = 0; i < p->n; i++)
			if (p->kid[i] && !expr_search(m, p->kid[i], depth + 1))
				return 0;
		return p->n > 0;
	default:
		return ast_is_expr(p->kind);
	}
}

/* May code node C be an occurrence of a pattern in a search (EXPR: an
 * expression pattern, see expr_search)? */
static int search_candidate(int expr, const Node *c)
{
	return !expr || (c->kind != DR_IDENT && c->kind != T_NAME);
}

/* Is P, searched for, an expression pattern (expr_search), in a rule
 * whose pattern is no name? */
static int search_expr(const MatchCtx *m, const Node *p)
{
	return !m->ident_rule && expr_search(m, p, 0);
}

/* Is kid I of C a field name that a search does not enter: that of
 * `x.f`, `x->f` (no expression, but a name: an identifier rule finds
 * it), or of `.f =` in an initializer (not even an identifier rule)? */
static int field_name_kid(const MatchCtx *m, const Node *c, uint32_t i)
{
	return (c->kind == E_MEMBER && i == 1 && !m->ident_rule) || c->kind == I_FIELD_DESIG;
}

/* ---- names a match needs -------------------------------------------------
 * A pattern matches only code that spells certain names: a name the
 * pattern writes (`kfree` of `kfree(E)`), the keyword sizeof, an
 * operator (the `+` of `a + b`), the value of an identifier
 * metavariable inherited from an earlier rule, and the names in the
 * value of an inherited expression metavariable (values compare by
 * their tokens, bind.c).  Code with no token of such a name holds no
 * match and need not be searched: a search visits only the nodes
 * around the tokens of those names.  The names are kept as clauses:
 * each clause a set of names one of which every match spells (a
 * disjunction `( kfree(E) | vfree(E) )` needs kfree or vfree).
 * Only the parts of a pattern that every match maps to code count: of
 * a disjunction what every branch needs; not optional or `when` code,
 * nor dots, types, sizeof, the else of an if (drop_else), the type of
 * a cast (drop_cast), the structure of a field access (fld_to_ptr,
 * mkinit), the NULL or 0 that the matcher's own isomorphisms drop
 * (`X != NULL` matching `X`), nor a pattern node that an isomorphism of
 * the rule may rewrite dropping a metavariable or a name of it
 * (MatchCtx.iso_drops). */

enum { MAX_ALT = 16, MAX_VALUE_NAMES = 3 };

/* What a match needs is a name (its Ident) or an operator (its token
 * kind): a key each, that of a C token being need_tok_key's. */
typedef uintptr_t NeedKey;

static NeedKey need_name_key(const Ident *id)
{
	return (NeedKey)id;                      /* even: an aligned pointer */
}

static NeedKey need_tok_key(const Token *t)
{
	return t->id ? need_name_key(t->id) : ((NeedKey)t->kind << 1) | 1;
}

typedef struct NeedClause {
	uint32_t n;
	NeedKey alt[MAX_ALT];
} NeedClause;

typedef struct NeedList {
	uint32_t n;
	NeedClause c[MATCH_MAX_NEEDED];
	int env_free;            /* no binding was looked at: the same for every env */
} NeedList;

static int clause_same(const NeedClause *x, const NeedClause *y)
{
	if (x->n != y->n)
		return 0;
	for (uint32_t i = 0; i < x->n; i++) {
		uint32_t j = 0;
		while (j < y->n && y->alt[j] != x->alt[i])
			j++;
		if (j == y->n)
			return 0;
	}
	return 1;
}

static void need_add(NeedList *l, const NeedClause *c)
{
	if (!c->n || l->n == MATCH_MAX_NEEDED)
		return;
	for (uint32_t i = 0; i < l->n; i++)
		if (clause_same(&l->c[i], c))
			return;
	l->c[l->n++] = *c;
}

static void need_key(NeedList *l, NeedKey k)
{
	NeedClause c;
	c.n = 1;
	c.alt[0] = k;
	need_add(l, &c);
}

static void need_one(NeedList *l, const Ident *id)
{
	need_key(l, need_name_key(id));
}

/* The operator of P, when every match spells it: not an operator
 * metavariable, nor one that the matcher's own isomorphisms drop
 * (`X == NULL` matching `!X`, `X != NULL` matching `X`, `!X` matching
 * `X == NULL`). */
static void need_operator(MatchCtx *m, const Node *p, NeedList *out)
{
	if ((p->kind == E_BINARY && (p->op == TK_EQ || p->op == TK_NE)) ||
	    (p->kind == E_UNARY && p->op == TK_BANG))
		return;
	/* `A && ...' and `A || ...' match A alone too */
	if (p->kind == E_BINARY && (p->op == TK_ANDAND || p->op == TK_OROR) && p->n == 2 &&
	    ((p->kid[0] && p->kid[0]->kind == P_DOTS) || (p->kid[1] && p->kid[1]->kind == P_DOTS)))
		return;
	TokIdx own = own_tokens(m, m->pta, p);
	int found = 0;
	for (uint32_t i = 0; i < own.n; i++) {
		const Token *t = &m->pta->v[own.v[i]];
		if (t->kind == TK_META || match_token_meta(m->pta, own.v[i]))
			return;
		found |= t->kind == p->op && !t->id;
	}
	if (found)
		need_key(out, ((NeedKey)p->op << 1) | 1);
}

/* The names of a bound expression's value B (at most MAX_VALUE_NAMES):
 * every code it equals spells them (tokens_equal). */
static void need_value_names(NeedList *l, const Binding *b)
{
	if (b->kind != BV_NODE || !b->ta || b->first > b->last || b->last >= b->ta->n)
		return;
	uint32_t got = 0;
	for (uint32_t i = b->first; i <= b->last && got < MAX_VALUE_NAMES; i++) {
		const Token *t = &b->ta->v[i];
		if (!t->id || t->id->kw || (t->flags & (TF_EXPANDED | TF_HIDDEN)))
			continue;
		uint32_t before = l->n;
		need_one(l, t->id);
		got += l->n > before;
	}
}

/* Is pattern node P a NULL or 0 that the matcher's own isomorphisms may
 * drop (`X == NULL` matching `!X`)? */
static int own_iso_drops(const MatchCtx *m, const Node *p)
{
	return is_null_or_zero(m->pta, p);
}

/* The clauses of patterns, made once per pattern node while they do not
 * depend on the environment, and what iso_drops said of pattern nodes.
 * An entry holds only when its generation is the cache's: forgetting
 * everything is a new generation. */
enum { NEED_CACHE = 32, DROPS_CACHE = 4096, MAX_KEPT = 4 };
typedef struct DropsEntry {
	const Node *p;
	uint32_t gen;
	uint8_t drops, nkept;
	const Node *kept[MAX_KEPT];
} DropsEntry;
typedef struct NeedCache {
	uint32_t gen;         /* 1 or more */
	const Node *p[NEED_CACHE];
	uint32_t pgen[NEED_CACHE];
	NeedList l[NEED_CACHE];
	DropsEntry d[DROPS_CACHE];
} NeedCache;

void *match_need_cache_new(Arena *a)
{
	NeedCache *nc = arena_alloc(a, sizeof *nc);   /* zeroed */
	nc->gen = 1;
	return nc;
}

void match_need_cache_clear(void *cache)
{
	NeedCache *nc = cache;
	if (!nc)
		return;
	if (nc->gen == UINT32_MAX) {
		memset(nc, 0, sizeof *nc);
		nc->gen = 0;
	}
	nc->gen++;
}

static NeedCache *need_cache(MatchCtx *m)
{
	if (!m->need_cache)
		m->need_cache = match_need_cache_new(m->a);
	return m->need_cache;
}

/* MatchCtx.iso_drops of P, asked once per pattern node. */
static const DropsEntry *iso_drops_cached(MatchCtx *m, const Node *p)
{
	NeedCache *nc = need_cache(m);
	/* (the address's bits mixed: nodes of one size, made in a row,
	 * would share a few slots) */
	uint64_t h = (uint64_t)(uintptr_t)p * 0x9E3779B97F4A7C15ull;
	DropsEntry *d = &nc->d[(h >> 40) & (DROPS_CACHE - 1)];
	if (d->p != p || d->gen != nc->gen) {
		uint32_t nk = 0;
		d->p = p;
		d->gen = nc->gen;
		d->drops = m->iso_drops && m->iso_drops(m, p, d->kept, &nk, MAX_KEPT);
		d->nkept = (uint8_t)nk;
	}
	return d;
}

/* Does every match of pattern node P match its kids KID[FROM..TO) (the
 * parts needed_walk looks into)?  0: P needs no name of its own. */
static int needed_kids(const Node *p, uint32_t *from, uint32_t *to)
{
	*from = 0;
	*to = p->n;
	switch (p->kind) {
	case P_META: case E_IDENT: case P_DISJ: case E_SIZEOF_EXPR: case E_SIZEOF_TYPE:
		*to = 0;
		return 1;
	case E_MEMBER: *from = 1; return 1;   /* the field name only */
	case E_CAST: *from = 1; return 1;     /* the operand only */
	case S_IF: *to = p->n < 2 ? p->n : 2; return 1;
	case S_ITERATOR: *to = 0; return 1;   /* the iterator's name only */
	case E_PAREN: case E_CALL: case E_INDEX: case E_POSTFIX: case E_PREFIX:
	case E_UNARY: case E_BINARY: case E_ASSIGN: case E_COND: case E_COMMA:
	case L_ARGS: case S_EXPR: case S_RETURN: case D_MACRO_DECL: case P_POS: case P_SEQ:
		return 1;
	default:
		return 0;
	}
}

static void needed_walk(MatchCtx *m, const Node *p, const Env *e, NeedList *out, int depth)
{
	uint32_t from, to;
	if (!p || depth > 200 || out->n == MATCH_MAX_NEEDED || own_iso_drops(m, p) ||
	    !needed_kids(p, &from, &to))
		return;
	const DropsEntry *d = iso_drops_cached(m, p);
	if (d->drops) {
		/* an isomorphism may rewrite P: only what it keeps counts */
		const Node *kept[MAX_KEPT];
		uint32_t nk = d->nkept;
		memcpy(kept, d->kept, nk * sizeof *kept);
		for (uint32_t k = 0; k < nk; k++)
			needed_walk(m, kept[k], e, out, depth + 1);
		return;
	}
	switch (p->kind) {
	case P_META: {
		const Meta *mt = p->aux ? p->aux : match_token_meta(m->pta, p->first);
		if (!mt)
			return;
		if (mt->kind == MK_SYMBOL) {
			need_one(out, mt->name);
			return;
		}
		if (mt->kind != MK_IDENTIFIER && meta_category(mt->kind) != MC_EXPR)
			return;
		out->env_free = 0;
		const Binding *b = env_lookup(e, mt->name);
		if (!b)
			return;
		if (mt->kind == MK_IDENTIFIER && p->name && b->kind == BV_IDENT && b->id)
			need_one(out, b->id);
		else if (meta_category(mt->kind) == MC_EXPR)
			need_value_names(out, b);
		return;
	}
	case E_IDENT:
		/* a name the pattern writes */
		if (p->name && !p->name->kw)
			need_one(out, p->name);
		return;
	case S_ITERATOR: {
		/* the iterator's name, unless a metavariable */
		const Token *t = p->first < m->pta->n ? &m->pta->v[p->first] : NULL;
		if (t && t->id && !t->id->kw && !match_token_meta(m->pta, p->first))
			need_one(out, t->id);
		return;
	}
	case E_SIZEOF_EXPR: case E_SIZEOF_TYPE: {
		/* the keyword (what is measured may be written otherwise:
		 * sizeof(E) matches sizeof(T), T the type of E) */
		const Token *t = p->first < m->pta->n ? &m->pta->v[p->first] : NULL;
		if (t && t->id && t->id->kw)
			need_one(out, t->id);
		return;
	}
	case P_DISJ: {
		/* the clauses every branch needs, and one made of a clause
		 * of each branch (kfree or vfree) */
		NeedList common, cur;
		NeedClause u;
		common.n = u.n = 0;
		for (uint32_t i = 0; i < p->n; i++) {
			cur.n = 0;
			cur.env_free = 1;
			needed_walk(m, p->kid[i], e, &cur, depth + 1);
			if (!cur.env_free)
				out->env_free = 0;
			if (!cur.n)
				return;
			if (i == 0)
				common = cur;
			else {
				uint32_t w = 0;
				for (uint32_t a = 0; a < common.n; a++) {
					int has = 0;
					for (uint32_t b = 0; b < cur.n && !has; b++)
						has = clause_same(&common.c[a], &cur.c[b]);
					if (has)
						common.c[w++] = common.c[a];
				}
				common.n = w;
			}
			for (uint32_t k = 0; k < cur.c[0].n && u.n <= MAX_ALT; k++) {
				NeedKey id = cur.c[0].alt[k];
				uint32_t j = 0;
				while (j < u.n && u.alt[j] != id)
					j++;
				if (j < u.n)
					continue;
				if (u.n < MAX_ALT)
					u.alt[u.n] = id;
				u.n++;   /* past MAX_ALT: too many to keep */
			}
		}
		for (uint32_t a = 0; a < common.n; a++)
			need_add(out, &common.c[a]);
		if (u.n <= MAX_ALT)
			need_add(out, &u);
		return;
	}
	case E_BINARY: case E_ASSIGN: case E_UNARY: case E_PREFIX: case E_POSTFIX:
		need_operator(m, p, out);
		break;
	default:
		break;
	}
	for (uint32_t i = from; i < to; i++)
		needed_walk(m, p->kid[i], e, out, depth + 1);
}

/* The clauses of pattern P from E (SCRATCH holds them when they depend
 * on E). */
static const NeedList *needed_of(MatchCtx *m, const Node *p, const Env *e, NeedList *scratch)
{
	NeedCache *nc = need_cache(m);
	uint32_t h = (uint32_t)(((uintptr_t)p >> 4) & (NEED_CACHE - 1));
	if (nc->p[h] == p && nc->pgen[h] == nc->gen && nc->l[h].env_free)
		return &nc->l[h];
	scratch->n = 0;
	scratch->env_free = 1;
	if (p)
		needed_walk(m, p, e, scratch, 0);
	if (scratch->env_free) {
		nc->p[h] = p;
		nc->pgen[h] = nc->gen;
		nc->l[h] = *scratch;
		return &nc->l[h];
	}
	return scratch;
}

uint32_t match_needed_names(MatchCtx *m, const Node *p, const Env *e, const Ident **out,
			    uint32_t max)
{
	if (max > MATCH_MAX_NEEDED)
		max = MATCH_MAX_NEEDED;
	NeedList scratch;
	const NeedList *l = needed_of(m, p, e, &scratch);
	uint32_t n = 0;
	for (uint32_t i = 0; i < l->n && n < max; i++)
		if (l->c[i].n == 1 && !(l->c[i].alt[0] & 1))
			out[n++] = (const Ident *)l->c[i].alt[0];
	return n;
}

const MatchNeeds *match_needs(MatchCtx *m, const Node *p, const Env *e, Arena *a)
{
	NeedList scratch;
	const NeedList *l = needed_of(m, p, e, &scratch);
	NeedList *c = arena_alloc(a, sizeof *c);
	*c = *l;
	return c;
}

int match_needs_met(MatchCtx *m, const Node *p, const Env *e, int all,
		    int (*has)(void *ctx, const Ident *id), void *ctx)
{
	NeedList scratch;
	return match_needs_in(needed_of(m, p, e, &scratch), all, has, ctx);
}

int match_needs_in(const MatchNeeds *l, int all, int (*has)(void *ctx, const Ident *id),
		   void *ctx)
{
	for (uint32_t i = 0; i < l->n; i++) {
		if (l->c[i].n < 2 && !all)
			continue;
		int met = 0;
		for (uint32_t a = 0; a < l->c[i].n && !met; a++)
			/* a key of a token kind (odd) is not asked about */
			met = (l->c[i].alt[a] & 1) || has(ctx, (const Ident *)l->c[i].alt[a]);
		if (!met)
			return 0;
	}
	return 1;
}

/* Where the names a search needs are among the C tokens. */
typedef struct Needed {
	const NeedList *l;
	uint32_t nid;
	NeedKey id[MATCH_MAX_NEEDED * MAX_ALT];
	uint32_t *at[MATCH_MAX_NEEDED * MAX_ALT];   /* per name: its tokens, ascending */
	uint32_t nat[MATCH_MAX_NEEDED * MAX_ALT];
} Needed;

/* Below this many tokens a search looks for the names once, over the
 * whole node, instead of indexing them. */
enum { NEED_SCAN = 256 };

/* ND for the clauses L over the tokens of C; NULL when nothing is
 * needed or C, a small node, holds every clause (nothing to prune);
 * NEED_NONE when C holds no match. */
static const Needed need_none;
#define NEED_NONE (&need_none)

static const Needed *needed_at(MatchCtx *m, const NeedList *l, const Node *c, Needed *nd)
{
	if (!c || !l->n || c->first > c->last)
		return NULL;
	nd->l = l;
	nd->nid = 0;
	for (uint32_t k = 0; k < l->n; k++)
		for (uint32_t a = 0; a < l->c[k].n; a++) {
			uint32_t j = 0;
			while (j < nd->nid && nd->id[j] != l->c[k].alt[a])
				j++;
			if (j == nd->nid) {
				nd->id[nd->nid] = l->c[k].alt[a];
				nd->at[nd->nid] = NULL;
				nd->nat[nd->nid++] = 0;
			}
		}
	uint32_t hi = c->last < m->cta->n ? c->last : (uint32_t)m->cta->n - 1;
	int small = hi - c->first < NEED_SCAN;
	uint32_t cap[MATCH_MAX_NEEDED * MAX_ALT] = {0};
	for (uint32_t i = c->first; i <= hi; i++) {
		NeedKey id = need_tok_key(&m->cta->v[i]);
		for (uint32_t k = 0; k < nd->nid; k++) {
			if (nd->id[k] != id)
				continue;
			if (small) {
				nd->nat[k] = 1;
				break;
			}
			if (nd->nat[k] == cap[k]) {
				uint32_t ncap = cap[k] ? cap[k] * 2 : 16;
				uint32_t *nv = arena_alloc(m->a, ncap * sizeof *nv);
				if (cap[k])
					memcpy(nv, nd->at[k], cap[k] * sizeof *nv);
				nd->at[k] = nv;
				cap[k] = ncap;
			}
			nd->at[k][nd->nat[k]++] = i;
			break;
		}
	}
	if (!small)
		return nd;
	/* a small node: each clause holds over all of it, or nothing does */
	for (uint32_t c2 = 0; c2 < l->n; c2++) {
		int found = 0;
		for (uint32_t a = 0; a < l->c[c2].n && !found; a++)
			for (uint32_t k = 0; k < nd->nid && !found; k++)
				found = nd->id[k] == l->c[c2].alt[a] && nd->nat[k];
		if (!found)
			return NEED_NONE;
	}
	return NULL;
}

/* Has name K of ND a token in FIRST..LAST? */
static int name_in(const Needed *nd, uint32_t k, uint32_t first, uint32_t last)
{
	uint32_t lo = 0, hi = nd->nat[k];
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		if (nd->at[k][mid] < first)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < nd->nat[k] && nd->at[k][lo] <= last;
}

/* Does each clause of ND have a name with a token in FIRST..LAST? */
static int needed_in(const Needed *nd, uint32_t first, uint32_t last)
{
	if (nd == NEED_NONE)
		return 0;
	if (!nd || first > last)
		return 1;
	for (uint32_t c = 0; c < nd->l->n; c++) {
		const NeedClause *cl = &nd->l->c[c];
		int found = 0;
		for (uint32_t a = 0; a < cl->n && !found; a++) {
			uint32_t k = 0;
			while (nd->id[k] != cl->alt[a])
				k++;
			found = name_in(nd, k, first, last);
		}
		if (!found)
			return 0;
	}
	return 1;
}

static void anywhere(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out,
		     int expr, const Needed *nd)
{
	if (!c || !needed_in(nd, c->first, c->last) || !match_enter(m))
		return;
	if (search_candidate(expr, c))
		match_node(m, p, c, e, out);
	const Node *saved = m->test;
	for (uint32_t i = 0; i < c->n; i++) {
		if (field_name_kid(m, c, i))
			continue;
		m->test = saved;
		int cond = c->kid[i] && match_cond_kid(m, c, i);
		m->test = cond ? c->kid[i] : NULL;
		anywhere(m, p, c->kid[i], e, out, expr, nd);
	}
	m->test = saved;
	match_leave(m);
}


/* Is P a structure, union or enum with a body (`struct t { ... }`),
 * alone or as the specifiers of a type? */
static int body_type_pattern(const Node *p)
{
	if (p && p->kind == T_SPECS && p->n == 1)
		p = p->kid[0];
	return p && (p->kind == T_STRUCT || p->kind == T_ENUM) && p->n && p->kid[0];
}

/* ---- disjunctions among the occurrences ---------------------------------
 * A pattern with disjunctions stands for the patterns its branches make
 * (`h(\(A\|B\))` for `h(A)` and `h(B)`), in order.  At one node of the
 * code spatch tries them in that order over the whole node: an
 * occurrence through a later branch is dropped where it overlaps (is
 * inside, or holds) an occurrence through an earlier one that stays.
 * So on `g(f(1))` the pattern `\(f(x)\|g(x)\)` finds `f(1)` only, on
 * `f(1) + g(2)` both, and `v < 0` is no occurrence of its own inside
 * `v < 0 || v > c` found by an earlier branch. */

enum { MAX_CHOICES = 16 };

typedef struct Choices {
	uint8_t n;
	uint8_t v[MAX_CHOICES];  /* per disjunction reached, in pre-order: the branch taken */
	uint32_t first, last;    /* the code the occurrence covers */
} Choices;

static int has_disj(const Node *p, int depth)
{
	if (!p || depth > 500)
		return 0;
	if (p->kind == P_DISJ)
		return 1;
	for (uint32_t i = 0; i < p->n; i++)
		if (has_disj(p->kid[i], depth + 1))
			return 1;
	return 0;
}

int match_has_disj(const Node *p)
{
	return has_disj(p, 0);
}

/* Is some part of K matched to code in E (a map within K)? */
static int branch_mapped(const Env *e, const Node *k)
{
	if (!k || k->first > k->last)
		return 0;
	for (const TokMap *t = e->map; t; t = t->next)
		if (!t->anchor_only && t->c_first <= t->c_last &&
		    k->first <= t->p_first && t->p_last <= k->last)
			return 1;
	return 0;
}

/* The branches occurrence E of P took, into CH. */
static void choices(const Node *p, const Env *e, Choices *ch, int depth)
{
	if (!p || depth > 200 || ch->n == MAX_CHOICES)
		return;
	if (p->kind == P_DISJ) {
		uint32_t b = 0;
		while (b < p->n && !branch_mapped(e, p->kid[b]))
			b++;
		if (b == p->n)
			return;     /* not reached (an isomorphism matched around it) */
		ch->v[ch->n++] = (uint8_t)(b < 255 ? b : 255);
		choices(p->kid[b], e, ch, depth + 1);
		return;
	}
	for (uint32_t i = 0; i < p->n; i++)
		choices(p->kid[i], e, ch, depth + 1);
}

/* Does X come through earlier branches than Y? */
static int choices_before(const Choices *x, const Choices *y)
{
	for (uint32_t i = 0; i < x->n && i < y->n; i++)
		if (x->v[i] != y->v[i])
			return x->v[i] < y->v[i];
	return 0;
}

/* Drop from OUT[BEFORE..) the occurrences of P that overlap one through
 * earlier branches (see above). */
void match_disj_first(MatchCtx *m, const Node *p, EnvList *out, size_t before)
{
	size_t n = out->n - before;
	if (n < 2 || !has_disj(p, 0))
		return;
	Choices *ch = arena_alloc(m->a, n * sizeof *ch);
	size_t *order = arena_alloc(m->a, n * sizeof *order);
	uint8_t *keep = arena_alloc(m->a, n);
	for (size_t i = 0; i < n; i++) {
		const Env *e = out->v[before + i];
		memset(&ch[i], 0, sizeof ch[i]);
		choices(p, e, &ch[i], 0);
		ch[i].first = UINT32_MAX;
		for (const TokMap *t = e->map; t; t = t->next)
			if (!t->anchor_only && t->c_first <= t->c_last &&
			    p->first <= t->p_first && t->p_last <= p->last) {
				if (t->c_first < ch[i].first)
					ch[i].first = t->c_first;
				if (t->c_last > ch[i].last)
					ch[i].last = t->c_last;
			}
		/* insertion by branches, stable */
		size_t j = i;
		while (j > 0 && choices_before(&ch[i], &ch[order[j - 1]])) {
			order[j] = order[j - 1];
			j--;
		}
		order[j] = i;
		keep[i] = 1;
	}
	/* (but where they give other values to metavariables a later rule
	 * uses: see P_DISJ in match_node) */
	const Ident *after[8];
	uint32_t nafter = disj_after_names(m, p, after, 8);
	for (size_t a = 0; a < n; a++) {
		const Choices *x = &ch[order[a]];
		for (size_t b = 0; b < a && keep[order[a]]; b++) {
			const Choices *y = &ch[order[b]];
			if (keep[order[b]] && choices_before(y, x) && y->first <= x->last &&
			    x->first <= y->last &&
			    same_values(out->v[before + order[a]], out->v[before + order[b]],
					after, nafter))
				keep[order[a]] = 0;
		}
	}
	size_t w = before;
	for (size_t i = 0; i < n; i++)
		if (keep[i])
			out->v[w++] = out->v[before + i];
	out->n = w;
}

void match_anywhere(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	size_t before = out->n;
	/* a structure definition that matched takes the ones nested in
	 * its body with it: they are not matched again on their own */
	if (body_type_pattern(p))
		match_outermost(m, p, c, e, out);
	else {
		/* the tokens of the names the matches need (see above) */
		NeedList scratch;
		Needed nd;
		const Needed *ndp = needed_at(m, needed_of(m, p, e, &scratch), c, &nd);
		anywhere(m, p, c, e, out, search_expr(m, p), ndp);
	}
	match_disj_first(m, p, out, before);
}

/* As anywhere, but not inside a node that matched: the occurrences do
 * not overlap (nests). */
static void outermost(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out,
		      int expr, const Needed *nd)
{
	if (!c || !needed_in(nd, c->first, c->last) || !match_enter(m))
		return;
	size_t before = out->n;
	if (search_candidate(expr, c))
		match_node(m, p, c, e, out);
	if (out->n == before) {
		const Node *saved = m->test;
		for (uint32_t i = 0; i < c->n; i++) {
			if (field_name_kid(m, c, i))
				continue;
			m->test = saved;
			int cond = c->kid[i] && match_cond_kid(m, c, i);
			m->test = cond ? c->kid[i] : NULL;
			outermost(m, p, c->kid[i], e, out, expr, nd);
		}
		m->test = saved;
	}
	match_leave(m);
}

void match_outermost(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	NeedList scratch;
	Needed nd;
	outermost(m, p, c, e, out, search_expr(m, p), needed_at(m, needed_of(m, p, e, &scratch), c, &nd));
}

static int occurs(MatchCtx *m, const Node *p, const Node *c, const Env *e, int expr,
		  const Needed *nd)
{
	if (!c || !needed_in(nd, c->first, c->last) || !match_enter(m))
		return 0;
	EnvList r = {0};
	if (search_candidate(expr, c))
		match_node(m, p, c, e, &r);
	int found = r.n > 0;
	for (uint32_t i = 0; i < c->n && !found; i++)
		found = !field_name_kid(m, c, i) && occurs(m, p, c->kid[i], e, expr, nd);
	match_leave(m);
	return found;
}

int match_occurs(MatchCtx *m, const Node *p, const Node *c, const Env *e)
{
	NeedList scratch;
	Needed nd;
	return occurs(m, p, c, e, search_expr(m, p), needed_at(m, needed_of(m, p, e, &scratch), c, &nd));
}
