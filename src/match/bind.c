/* bind.c - binding environments; see bind.h. */
#include "match/bind.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static const Env empty_env;

const Env *env_empty(void)
{
	return &empty_env;
}

const Binding *env_lookup(const Env *e, const Ident *name)
{
	for (const Binding *b = e->b; b; b = b->next)
		if (b->name == name)
			return b;
	return NULL;
}

static int tok_same(const TokenArray *ta1, const Token *t1,
		    const TokenArray *ta2, const Token *t2, int decls)
{
	if (t1->id || t2->id) {
		if (t1->id != t2->id)
			return 0;
		/* one name, two variables (one declared in an inner block)? */
		const uint32_t *dof = decls && ta1 == ta2 ? tok_decl_of(ta1) : NULL;
		if (dof) {
			uint32_t d1 = dof[t1 - ta1->v], d2 = dof[t2 - ta1->v];
			return !d1 || !d2 || d1 == d2;
		}
		return 1;
	}
	size_t n = tok_len(t1);
	return n == tok_len(t2) && memcmp(tok_text(ta1, t1), tok_text(ta2, t2), n) == 0;
}

/* Tokens the parser skipped or macro expansion made do not count. */
static int tok_counts(const Token *t)
{
	return !(t->flags & (TF_EXPANDED | TF_HIDDEN));
}

/* tokens_equal; DECLS: two names of one file must also name the same
 * declaration. */
static int tokens_same(const TokenArray *ta1, uint32_t f1, uint32_t l1,
		       const TokenArray *ta2, uint32_t f2, uint32_t l2, int decls)
{
	uint32_t i = f1, j = f2;
	for (;;) {
		while (i <= l1 && !tok_counts(&ta1->v[i]))
			i++;
		while (j <= l2 && !tok_counts(&ta2->v[j]))
			j++;
		if (i > l1 || j > l2)
			return i > l1 && j > l2;
		if (!tok_same(ta1, &ta1->v[i], ta2, &ta2->v[j], decls))
			return 0;
		i++;
		j++;
	}
}

int tokens_equal(const TokenArray *ta1, uint32_t f1, uint32_t l1,
		 const TokenArray *ta2, uint32_t f2, uint32_t l2)
{
	return tokens_same(ta1, f1, l1, ta2, f2, l2, 1);
}

/* Does text S spell the tokens [f, l] of TA, white space aside (two
 * words need a space between them)? */
static int text_spells(const char *s, const TokenArray *ta, uint32_t f, uint32_t l)
{
	int prev_word = 0;
	for (uint32_t i = f; i <= l && i < ta->n; i++) {
		const Token *k = &ta->v[i];
		if (!tok_counts(k) || !tok_len(k))
			continue;
		const char *tx = tok_text(ta, k);
		size_t n = tok_len(k);
		int spaced = 0;
		while (*s == ' ' || *s == '\t' || *s == '\n') {
			s++;
			spaced = 1;
		}
		int word = isalnum((unsigned char)tx[0]) || tx[0] == '_';
		if (prev_word && word && !spaced)
			return 0;
		if (strncmp(s, tx, n))
			return 0;
		s += n;
		prev_word = isalnum((unsigned char)tx[n - 1]) || tx[n - 1] == '_';
		if (prev_word && (isalnum((unsigned char)*s) || *s == '_'))
			return 0;
	}
	while (*s == ' ' || *s == '\t' || *s == '\n')
		s++;
	return !*s;
}

/* Does a subtree of N (tokens of TA) spell tokens F..L of XTA? */
static int has_subtree(const Node *n, const TokenArray *ta, const TokenArray *xta, uint32_t f,
		       uint32_t l, int decls, int depth)
{
	if (!n || depth > 1000 || n->first > n->last)
		return 0;
	if (n->last - n->first < l - f)
		return 0;   /* too short to hold X */
	if (n->last - n->first == l - f && tokens_same(xta, f, l, ta, n->first, n->last, decls))
		return 1;
	for (uint32_t i = 0; i < n->n; i++)
		if (has_subtree(n->kid[i], ta, xta, f, l, decls, depth + 1))
			return 1;
	return 0;
}

int binding_subterm(const Binding *x, const Binding *y)
{
	if (binding_equal(x, y))
		return 1;
	if (y->kind != BV_NODE || !y->node || !y->ta || !x->ta || x->first > x->last ||
	    (x->kind != BV_NODE && x->kind != BV_IDENT))
		return 0;
	return has_subtree(y->node, y->ta, x->ta, x->first, x->last, !x->plain && !y->plain, 0);
}

int binding_equal(const Binding *x, const Binding *y)
{
	if (x->canon && y->canon)
		return x->canon == y->canon;
	if (x->kind == BV_OP || y->kind == BV_OP)
		return x->kind == y->kind && x->op == y->op;
	if (x->kind == BV_IDENT && y->kind == BV_IDENT)
		return x->id == y->id;
	if (x->kind == BV_TEXT || y->kind == BV_TEXT) {
		/* compare by text; an arena-free comparison of the spellings */
		const char *xs = x->kind == BV_TEXT ? x->text : NULL;
		const char *ys = y->kind == BV_TEXT ? y->text : NULL;
		if (xs && ys)
			return strcmp(xs, ys) == 0;
		const Binding *t = xs ? y : x;
		const char *s = xs ? xs : ys;
		if (t->kind == BV_IDENT)
			return strcmp(t->id->name, s) == 0;
		if (t->ta && t->first != t->last && t->first < t->last)
			return text_spells(s, t->ta, t->first, t->last);
		if (!t->ta || t->first != t->last)
			return 0;
		const Token *tk = &t->ta->v[t->first];
		return tok_len(tk) == strlen(s) && memcmp(tok_text(t->ta, tk), s, tok_len(tk)) == 0;
	}
	if (x->kind == BV_IDENT || y->kind == BV_IDENT) {
		const Binding *n = x->kind == BV_IDENT ? y : x;
		const Ident *id = x->kind == BV_IDENT ? x->id : y->id;
		return n->ta && n->first == n->last && n->ta->v[n->first].id == id;
	}
	if (x->kind == BV_POS || y->kind == BV_POS) {
		if (x->kind != y->kind)
			return 0;
		for (const Binding *u = x; u; u = u->more)
			for (const Binding *v = y; v; v = v->more)
				if (u->ta == v->ta && u->first == v->first && u->last == v->last)
					return 1;
		return 0;
	}
	if (!x->ta || !y->ta)
		return 0;
	if (x->first == x->last && y->first == y->last && x->ta->v[x->first].kind == TK_INT &&
	    y->ta->v[y->first].kind == TK_INT) {
		/* integer constants: equal by value (3 and 0x03) */
		char a[64], b[64];
		const Token *tx = &x->ta->v[x->first], *ty = &y->ta->v[y->first];
		if (tok_len(tx) < sizeof a && tok_len(ty) < sizeof b) {
			memcpy(a, tok_text(x->ta, tx), tok_len(tx));
			a[tok_len(tx)] = 0;
			memcpy(b, tok_text(y->ta, ty), tok_len(ty));
			b[tok_len(ty)] = 0;
			char *ea, *eb;
			unsigned long long va = strtoull(a, &ea, 0), vb = strtoull(b, &eb, 0);
			if (ea != a && eb != b)
				return va == vb;
		}
	}
	return tokens_same(x->ta, x->first, x->last, y->ta, y->first, y->last,
			   !x->plain && !y->plain);
}

const Binding *binding_pos_union(Arena *a, const Binding *x, const Binding *y)
{
	const Binding *r = x;
	for (const Binding *v = y; v; v = v->more) {
		int in = 0;
		for (const Binding *u = x; u && !in; u = u->more)
			in = u->ta == v->ta && u->first == v->first && u->last == v->last;
		if (in)
			continue;
		Binding *c = arena_alloc(a, sizeof *c);
		*c = *v;
		c->more = r;
		c->next = NULL;
		r = c;
	}
	return r;
}

/* E with OLD, a position set, narrowed to the single position VAL: the
 * new binding shadows the old one (the count of names stays). */
static const Env *narrow_pos(Arena *a, const Env *e, const Binding *old, const Binding *val)
{
	Binding *b = arena_alloc(a, sizeof *b);
	*b = *val;
	b->more = NULL;
	b->name = old->name;
	b->next = e->b;
	Env *ne = arena_alloc(a, sizeof *ne);
	*ne = *e;
	ne->b = b;
	return ne;
}

const Env *env_bind(Arena *a, const Env *e, const Ident *name, const Binding *val)
{
	const Binding *old = env_lookup(e, name);
	if (old && old->kind == BV_POS && old->more && val->kind == BV_POS && !val->more)
		return binding_equal(old, val) ? narrow_pos(a, e, old, val) : NULL;
	if (old)
		return binding_equal(old, val) ? e : NULL;
	Binding *b = arena_alloc(a, sizeof *b);
	*b = *val;
	b->name = name;
	b->next = e->b;
	Env *ne = arena_alloc(a, sizeof *ne);
	*ne = *e;
	ne->b = b;
	ne->nb = e->nb + 1;
	return ne;
}

const Env *env_map(Arena *a, const Env *e, uint32_t p_first, uint32_t p_last,
		   uint32_t c_first, uint32_t c_last)
{
	TokMap *m = arena_alloc(a, sizeof *m);
	m->p_first = p_first;
	m->p_last = p_last;
	m->c_first = c_first;
	m->c_last = c_last;
	m->next = e->map;
	Env *ne = arena_alloc(a, sizeof *ne);
	*ne = *e;
	ne->map = m;
	return ne;
}

const Env *env_map_anchor(Arena *a, const Env *e, uint32_t p, uint32_t c)
{
	const Env *r = env_map(a, e, p, p, c, c);
	r->map->anchor_only = 1;
	return r;
}

const Env *env_join(Arena *a, const Env *x, const Env *y)
{
	if (!y->b && !y->map && !y->subs)
		return x;
	if (!x->b && !x->map && !x->subs) {
		/* y may be a caller's temporary: return a copy */
		Env *c = arena_alloc(a, sizeof *c);
		*c = *y;
		return c;
	}
	const Env *r = x;
	for (const Binding *b = y->b; b && r; b = b->next)
		r = env_bind(a, r, b->name, b);
	if (!r)
		return NULL;
	return env_prepend(a, r, y, NULL, NULL);
}

const Env *env_prepend(Arena *a, const Env *e, const Env *src, const TokMap *stop_map,
		       const SubEnv *stop_subs)
{
	for (const SubEnv *sb = src->subs; sb && sb != stop_subs; sb = sb->next)
		e = env_add_sub(a, e, sb->e);
	TokMap *head = NULL, **tail = &head;
	for (const TokMap *m = src->map; m && m != stop_map; m = m->next) {
		TokMap *c = arena_alloc(a, sizeof *c);
		*c = *m;
		*tail = c;
		tail = &c->next;
	}
	if (!head)
		return e;
	*tail = e->map;
	Env *ne = arena_alloc(a, sizeof *ne);
	*ne = *e;
	ne->map = head;
	return ne;
}

const Env *env_add_sub(Arena *a, const Env *e, const Env *sub)
{
	SubEnv *s = arena_alloc(a, sizeof *s);
	s->e = sub;
	s->next = e->subs;
	Env *ne = arena_alloc(a, sizeof *ne);
	*ne = *e;
	ne->subs = s;
	return ne;
}

const Env *env_no_subs(Arena *a, const Env *e)
{
	if (!e->subs)
		return e;
	Env *ne = arena_alloc(a, sizeof *ne);
	*ne = *e;
	ne->subs = NULL;
	return ne;
}

const char *binding_text(Arena *a, const Binding *b)
{
	switch (b->kind) {
	case BV_IDENT:
		return b->id->name;
	case BV_TEXT:
		return b->text;
	default:
		break;
	}
	if (!b->ta || b->first > b->last)
		return "";
	const Token *f = &b->ta->v[b->first], *l = &b->ta->v[b->last];
	if (l->end < f->start)
		return "";
	return arena_strndup(a, b->ta->src->text + f->start, l->end - f->start);
}

void env_print(FILE *out, const Env *e)
{
	Arena a;
	arena_init(&a);
	for (const Binding *b = e->b; b; b = b->next)
		if (env_lookup(e, b->name) == b)   /* not a narrowed position set */
			fprintf(out, "%s = %s\n", b->name->name, binding_text(&a, b));
	arena_free(&a);
}
