/* order.c - environments compared, keyed and ordered as spatch does; see
 * order.h. */
#include "run/order.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


/* The tokens of [F, L] of TA joined by single spaces, as scripts see code. */
const char *spaced_text(Arena *a, const TokenArray *ta, uint32_t f, uint32_t l)
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

/* Where tokens FIRST..LAST of version V stood in the text the run read
 * (spatch reports code an earlier rule kept where it was): into *TA and
 * the indexes, or nothing when a rule added either. */
static void orig_span(const Version *v, uint32_t *first, uint32_t *last, const TokenArray **ta)
{
	if (!v || !v->prev)
		return;
	const Version *f0 = NULL, *f1 = NULL;
	long a = version_orig_token(v, *first, &f0), b = version_orig_token(v, *last, &f1);
	if (a < 0 || b < 0 || f0 != f1)
		return;
	*first = (uint32_t)a;
	*last = (uint32_t)b;
	*ta = &f0->ta;
}

/* Where position binding B is, for a script. */
void pos_loc(Run *r, const Binding *b, ScriptLoc *l)
{
	const TokenArray *ta = b->ta;
	memset(l, 0, sizeof *l);
	l->elem = "something_else";
	if (!ta || b->first >= ta->n)
		return;
	const Version *v = r->ver;
	while (v && &v->ta != ta)
		v = v->prev;
	for (size_t i = 0; !v && i < r->unit_vers.n; i++)
		for (v = r->unit_vers.v[i]; v && &v->ta != ta;)
			v = v->prev;
	uint32_t first = b->first, last = b->last < ta->n ? b->last : b->first;
	const TokenArray *ota = ta;
	orig_span(v, &first, &last, &ota);
	l->file = ta->src->path;
	source_linecol(ota->src, ota->v[first].start, &l->line, &l->col);
	source_linecol(ota->src, ota->v[last].end, &l->line_end, &l->col_end);
	l->col--;
	l->col_end--;
	const Node *top = v ? ast_toplevel_holding(v->unit, b->first) : NULL;
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
	uint32_t tf = top->first, tl = top->last;
	const TokenArray *tta = ta;
	orig_span(v, &tf, &tl, &tta);
	source_linecol(tta->src, tta->v[tf].start, &l->el_line, &l->el_col);
	source_linecol(tta->src, tta->v[tl].end, &l->el_line_end, &l->el_col_end);
	l->el_col--;
	l->el_col_end--;
}

/* ---- the order of values ------------------------------------------------ */

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
		return !a != !b ? (!a ? -1 : 1) : 0;
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

int value_cmp(Run *r, const Binding *x, const Binding *y)
{
	if (!x || !y)
		return !x != !y ? (!x ? -1 : 1) : 0;
	if (x->kind == BV_POS && y->kind == BV_POS) {
		ScriptLoc a, b;
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
static int env_order_cmp(Run *r, const Ident *const *vars, size_t n, const Env *x, const Env *y)
{
	for (size_t i = 0; i < n; i++) {
		int c = value_cmp(r, env_lookup(x, vars[i]), env_lookup(y, vars[i]));
		if (c)
			return c;
	}
	return 0;
}

/* A text that is the same for two environments exactly when they bind
 * VARS to the same values (as binding_equal compares them). */
const char *env_key(Run *r, const Env *e, const Ident *const *vars, size_t n)
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

int keyset_add(KeySet *ks, const char *key)
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
	const Ident *const *vars;
	size_t n;
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
		tmp[w++] = env_order_cmp(c->r, c->vars, c->n, v[j], v[i]) < 0 ? v[j++] : v[i++];
	while (i < h)
		tmp[w++] = v[i++];
	while (j < n)
		tmp[w++] = v[j++];
	memcpy(v, tmp, n * sizeof *v);
}

void order_envs(Run *r, const Ident *const *vars, size_t n, EnvList *envs)
{
	if (envs->n < 2 || !n)
		return;
	const Env **tmp = xmalloc(envs->n * sizeof *tmp);
	SortCtx c = {r, vars, n};
	env_sort(&c, (const Env **)envs->v, tmp, envs->n);
	xfree(tmp);
}
