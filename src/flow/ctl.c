/* ctl.c - the CTL-VW model checker; see ctl.h for the semantics.
 *
 * Layout: formula construction (CtlBuilder), interning of values,
 * environments and witnesses (per check), triple sets and their
 * operations (join, union, negation, quantification), the temporal
 * operators (worklist fixpoints), and the evaluator with its memo table
 * and limits.
 */
#include "flow/ctl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/arena.h"
#include "base/vec.h"

/* ====================================================================== */
/* Hash tables (open addressing, power-of-two sizes)                      */
/* ====================================================================== */

static uint64_t mix64(uint64_t x)
{
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdULL;
	x ^= x >> 33;
	x *= 0xc4ceb9fe1a85ec53ULL;
	x ^= x >> 33;
	return x;
}

static uint64_t hcombine(uint64_t h, uint64_t v)
{
	return mix64(h ^ (v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2)));
}

typedef struct Slot {
	uint64_t h;
	const void *p;        /* NULL: empty */
	const void *v;        /* payload for maps */
} Slot;

typedef struct HTab {
	Slot *s;
	size_t cap, n;
} HTab;

static void ht_free(HTab *t)
{
	xfree(t->s);
	t->s = NULL;
	t->cap = t->n = 0;
}

static void ht_grow(HTab *t)
{
	size_t ncap = t->cap ? t->cap * 2 : 64;
	Slot *ns = xcalloc(ncap, sizeof *ns);
	for (size_t i = 0; i < t->cap; i++) {
		if (!t->s[i].p)
			continue;
		size_t j = t->s[i].h & (ncap - 1);
		while (ns[j].p)
			j = (j + 1) & (ncap - 1);
		ns[j] = t->s[i];
	}
	xfree(t->s);
	t->s = ns;
	t->cap = ncap;
}

/* The slot holding a key equal to `key` (per `same`), or the empty slot
 * where it would go.  Grows the table first when needed. */
static Slot *ht_find(HTab *t, uint64_t h, const void *key,
                     int (*same)(const void *stored, const void *key))
{
	if ((t->n + 1) * 4 > t->cap * 3)
		ht_grow(t);
	size_t j = h & (t->cap - 1);
	for (;;) {
		Slot *sl = &t->s[j];
		if (!sl->p)
			return sl;
		if (sl->h == h && same(sl->p, key))
			return sl;
		j = (j + 1) & (t->cap - 1);
	}
}

static void ht_put(HTab *t, Slot *sl, uint64_t h, const void *p, const void *v)
{
	sl->h = h;
	sl->p = p;
	sl->v = v;
	t->n++;
}

/* ====================================================================== */
/* Formulas                                                               */
/* ====================================================================== */

typedef enum Op {
	OP_TRUE = 1, OP_FALSE, OP_PRED, OP_NOT, OP_AND, OP_OR, OP_EXISTS,
	OP_AX, OP_EX, OP_AF, OP_EF, OP_AG, OP_EG, OP_AU, OP_EU,
	OP_LETVAR, OP_LET, OP_AW, OP_EW,
} Op;

struct CtlF {
	uint32_t id;          /* creation order in its builder, for dumps */
	Op op;
	CtlDir dir;
	int keep;
	CtlVar var;
	CtlF *a, *b;          /* operands; LETVAR: a = definition */
	CtlPredFn fn;
	void *ctx;
	const char *name;
};

struct CtlBuilder {
	Arena arena;
	uint32_t count;
	CtlF *t, *f;          /* shared true / false */
	HTab cons;            /* structurally equal nodes are one node */
};

CtlBuilder *ctl_builder_new(void)
{
	CtlBuilder *b = xcalloc(1, sizeof *b);
	arena_init(&b->arena);
	return b;
}

void ctl_builder_free(CtlBuilder *b)
{
	if (!b)
		return;
	arena_free(&b->arena);
	ht_free(&b->cons);
	xfree(b);
}

uint32_t ctl_builder_size(const CtlBuilder *b)
{
	return b->count;
}

static CtlF *mk(CtlBuilder *b, Op op, CtlDir d, CtlF *x, CtlF *y)
{
	CtlF *f = arena_alloc(&b->arena, sizeof *f);
	f->op = op;
	f->dir = d;
	f->a = x;
	f->b = y;
	f->id = b->count++;
	return f;
}

static int cons_same(const void *stored, const void *key)
{
	const CtlF *a = stored, *k = key;
	return a->op == k->op && a->dir == k->dir && a->keep == k->keep && a->var == k->var &&
	       a->a == k->a && a->b == k->b && a->fn == k->fn && a->ctx == k->ctx;
}

/* The node (op, dir, var, keep, x, y, fn, ctx), shared with an equal one
 * made before: hash-consing, so a subformula built twice is evaluated
 * once.  Not for let variables and lets, which have identity. */
static CtlF *cons(CtlBuilder *b, const CtlF *key)
{
	uint64_t h = hcombine(hcombine(key->op, key->dir), hcombine(key->var, key->keep));
	h = hcombine(h, hcombine((uintptr_t)key->a, (uintptr_t)key->b));
	h = hcombine(h, hcombine((uintptr_t)key->fn, (uintptr_t)key->ctx));
	Slot *sl = ht_find(&b->cons, h, key, cons_same);
	if (sl->p)
		return (CtlF *)sl->p;
	CtlF *f = mk(b, key->op, key->dir, key->a, key->b);
	f->var = key->var;
	f->keep = key->keep;
	f->fn = key->fn;
	f->ctx = key->ctx;
	f->name = key->name;
	ht_put(&b->cons, sl, h, f, NULL);
	return f;
}

static CtlF *node(CtlBuilder *b, Op op, CtlDir d, CtlF *x, CtlF *y)
{
	CtlF key = { 0 };
	key.op = op;
	key.dir = d;
	key.a = x;
	key.b = y;
	return cons(b, &key);
}

CtlF *ctl_true(CtlBuilder *b)
{
	if (!b->t)
		b->t = mk(b, OP_TRUE, CTL_FORWARD, NULL, NULL);
	return b->t;
}

CtlF *ctl_false(CtlBuilder *b)
{
	if (!b->f)
		b->f = mk(b, OP_FALSE, CTL_FORWARD, NULL, NULL);
	return b->f;
}

CtlF *ctl_pred(CtlBuilder *b, CtlPredFn fn, void *ctx, const char *name)
{
	CtlF key = { 0 };
	key.op = OP_PRED;
	key.fn = fn;
	key.ctx = ctx;
	key.name = name;
	return cons(b, &key);
}

CtlF *ctl_not(CtlBuilder *b, CtlF *f) { return node(b, OP_NOT, CTL_FORWARD, f, NULL); }
CtlF *ctl_and(CtlBuilder *b, CtlF *f, CtlF *g) { return node(b, OP_AND, CTL_FORWARD, f, g); }
CtlF *ctl_or(CtlBuilder *b, CtlF *f, CtlF *g) { return node(b, OP_OR, CTL_FORWARD, f, g); }

CtlF *ctl_implies(CtlBuilder *b, CtlF *f, CtlF *g)
{
	return ctl_or(b, ctl_not(b, f), g);
}

CtlF *ctl_exists(CtlBuilder *b, CtlVar var, int keep, CtlF *f)
{
	CtlF key = { 0 };
	key.op = OP_EXISTS;
	key.a = f;
	key.var = var;
	key.keep = keep != 0;
	return cons(b, &key);
}

CtlF *ctl_ax(CtlBuilder *b, CtlDir d, CtlF *f) { return node(b, OP_AX, d, f, NULL); }
CtlF *ctl_ex(CtlBuilder *b, CtlDir d, CtlF *f) { return node(b, OP_EX, d, f, NULL); }
CtlF *ctl_af(CtlBuilder *b, CtlDir d, CtlF *f) { return node(b, OP_AF, d, f, NULL); }
CtlF *ctl_ef(CtlBuilder *b, CtlDir d, CtlF *f) { return node(b, OP_EF, d, f, NULL); }
CtlF *ctl_ag(CtlBuilder *b, CtlDir d, CtlF *f) { return node(b, OP_AG, d, f, NULL); }
CtlF *ctl_eg(CtlBuilder *b, CtlDir d, CtlF *f) { return node(b, OP_EG, d, f, NULL); }
CtlF *ctl_au(CtlBuilder *b, CtlDir d, CtlF *f, CtlF *g) { return node(b, OP_AU, d, f, g); }
CtlF *ctl_eu(CtlBuilder *b, CtlDir d, CtlF *f, CtlF *g) { return node(b, OP_EU, d, f, g); }
CtlF *ctl_aw(CtlBuilder *b, CtlDir d, CtlF *f, CtlF *g) { return node(b, OP_AW, d, f, g); }
CtlF *ctl_ew(CtlBuilder *b, CtlDir d, CtlF *f, CtlF *g) { return node(b, OP_EW, d, f, g); }

CtlF *ctl_let_var(CtlBuilder *b)
{
	return mk(b, OP_LETVAR, CTL_FORWARD, NULL, NULL);
}

CtlF *ctl_let(CtlBuilder *b, CtlF *var, CtlF *def, CtlF *body)
{
	CtlF *l = mk(b, OP_LET, CTL_FORWARD, body, NULL);
	if (var && var->op == OP_LETVAR && !var->a && var != def)
		var->a = def;
	else
		l->b = l;  /* marks a bad let: the check reports it */
	return l;
}

/* and/or that fold away true/false operands (for ctl_dots). */
static CtlF *and_s(CtlBuilder *b, CtlF *f, CtlF *g)
{
	if (!f || f->op == OP_TRUE)
		return g ? g : ctl_true(b);
	if (!g || g->op == OP_TRUE)
		return f;
	return ctl_and(b, f, g);
}

static CtlF *or_s(CtlBuilder *b, CtlF *f, CtlF *g)
{
	if (!f || f->op == OP_FALSE)
		return g ? g : ctl_false(b);
	if (!g || g->op == OP_FALSE)
		return f;
	return ctl_or(b, f, g);
}

CtlF *ctl_dots(CtlBuilder *b, const CtlDots *s)
{
	CtlF *stop = s->end ? s->end : ctl_false(b);
	if (s->to_exit && s->exit)
		stop = or_s(b, stop, s->exit);
	if (s->quant == CTL_FORALL && !s->strict && s->error_exit)
		stop = or_s(b, stop, s->error_exit);
	if (s->quant == CTL_FORALL && s->fake)
		stop = or_s(b, stop, s->fake);

	CtlF *bad = NULL, *bad_path = NULL;
	for (size_t i = 0; i < s->n_when_not; i++)
		if (s->when_not[i])
			bad = or_s(b, bad, s->when_not[i]);
	if (s->nest_any)
		bad = or_s(b, bad, s->nest_any);
	if (!s->any) {
		if (s->end)
			bad_path = or_s(b, bad_path, s->end);
		if (s->avoid)
			bad_path = or_s(b, bad_path, s->avoid);
	}
	if (s->quant == CTL_EXISTS && s->fake)
		bad_path = or_s(b, bad_path, s->fake);
	CtlF *all_bad = bad_path ? or_s(b, bad, bad_path) : bad;
	CtlF *on = all_bad ? ctl_not(b, all_bad) : ctl_true(b);
	if (s->when_eq)
		on = and_s(b, on, s->when_eq);
	if (s->nest) {
		/* the nest's code may stand anywhere on the path, even where a
		 * `when !=` forbids code, but the path stays the shortest */
		CtlF *n = bad_path ? and_s(b, s->nest, ctl_not(b, bad_path)) : s->nest;
		on = ctl_or(b, n, on);
	}
	if (s->along)
		on = and_s(b, on, s->along);
	if (s->quant == CTL_EXISTS)
		return ctl_eu(b, s->dir, on, stop);
	return s->loops_fail ? ctl_au(b, s->dir, on, stop) : ctl_aw(b, s->dir, on, stop);
}

/* ====================================================================== */
/* The check: state, limits                                               */
/* ====================================================================== */

typedef struct TSet {
	uint32_t n;
	CtlTriple *t;
} TSet;

typedef VEC(CtlTriple) TVec;

/* The triples of X from index I on; an empty set has no array, and
 * NULL + 0 is undefined in C, so that case gives NULL. */
static CtlTriple *tset_at(const TSet *x, uint32_t i)
{
	return x->t ? x->t + i : NULL;
}

struct CtlMatchSink {
	CtlCheck *c;
	uint32_t node;
	TVec out;
};

struct CtlCheck {
	const Graph *g;
	CtlValueOps ops;
	CtlLimits lim;
	Arena arena;
	/* values */
	VEC(CtlVal) vals;
	HTab valtab;          /* p: (void *)(vid + 1) */
	/* interning */
	HTab envs, wsets, wits;
	uint32_t env_ids, ws_ids, wit_ids;
	const CtlEnv *empty_env;
	const CtlWitSet *empty_ws;
	const CtlEnv *env0;
	/* caches */
	HTab joins;           /* (env a, env b) -> env or &join_fail */
	HTab unions;          /* (ws a, ws b) -> ws */
	HTab memo;            /* (CtlF *, specialization) -> TSet * */
	HTab fvs;             /* CtlF * -> its free variables (VarSet *) */
	HTab specs;           /* (exists formula, specialization) -> Spec * */
	const CtlEnv *ctx;    /* env0 with the current specialization */
	long trace;           /* LADYBUG_CTL_TRACE=N: report evaluations of N steps or more */
	TSet *all_true;
	/* limits */
	long steps;
	struct timespec deadline;
	int has_deadline;
	CtlStatus status;
	char msg[160];
};

static const CtlEnv join_fail_env;
#define JOIN_FAIL (&join_fail_env)

static double now_sec(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void fail(CtlCheck *c, CtlStatus st, const char *msg)
{
	if (c->status)
		return;
	c->status = st;
	snprintf(c->msg, sizeof c->msg, "%s", msg);
}

/* Count k steps; check the step limit always and the clock every 1024
 * steps.  Returns nonzero when the check must stop. */
static int tick(CtlCheck *c, long k)
{
	if (c->status)
		return 1;
	long before = c->steps;
	c->steps += k;
	if (c->lim.max_steps > 0 && c->steps > c->lim.max_steps) {
		char buf[96];
		snprintf(buf, sizeof buf, "step limit of %ld reached", c->lim.max_steps);
		fail(c, CTL_ERR_STEPS, buf);
		return 1;
	}
	if (c->has_deadline && (before >> 10) != (c->steps >> 10)) {
		struct timespec ts;
		clock_gettime(CLOCK_MONOTONIC, &ts);
		if (ts.tv_sec > c->deadline.tv_sec ||
		    (ts.tv_sec == c->deadline.tv_sec && ts.tv_nsec >= c->deadline.tv_nsec)) {
			char buf[96];
			snprintf(buf, sizeof buf, "time limit of %g s reached", c->lim.timeout);
			fail(c, CTL_ERR_TIMEOUT, buf);
			return 1;
		}
	}
	return 0;
}

/* ====================================================================== */
/* Values, environments, witnesses                                        */
/* ====================================================================== */

/* The canonical number of value v. */
static uint32_t intern_val(CtlCheck *c, CtlVal v)
{
	uint64_t h = mix64(c->ops.hash ? c->ops.hash(c->ops.ctx, v) : 0);
	HTab *t = &c->valtab;
	if ((t->n + 1) * 4 > t->cap * 3)
		ht_grow(t);
	size_t j = h & (t->cap - 1);
	for (;;) {
		Slot *sl = &t->s[j];
		if (!sl->p) {
			uint32_t vid = (uint32_t)c->vals.n;
			vec_push(&c->vals, v);
			ht_put(t, sl, h, (const void *)(uintptr_t)(vid + 1), NULL);
			return vid;
		}
		uint32_t vid = (uint32_t)((uintptr_t)sl->p - 1);
		if (sl->h == h && (c->vals.v[vid] == v || c->ops.eq(c->ops.ctx, c->vals.v[vid], v)))
			return vid;
		j = (j + 1) & (t->cap - 1);
	}
}

typedef struct EnvKey {
	uint32_t n;
	const CtlBinding *b;
} EnvKey;

static int bind_cmp(const CtlBinding *x, const CtlBinding *y)
{
	if (x->var != y->var)
		return x->var < y->var ? -1 : 1;
	if (x->neg != y->neg)
		return x->neg < y->neg ? -1 : 1;
	if (x->vid != y->vid)
		return x->vid < y->vid ? -1 : 1;
	return 0;
}

static int env_same(const void *stored, const void *key)
{
	const CtlEnv *e = stored;
	const EnvKey *k = key;
	if (e->n != k->n)
		return 0;
	for (uint32_t i = 0; i < e->n; i++)
		if (bind_cmp(&e->b[i], &k->b[i]))
			return 0;
	return 1;
}

/* The interned environment of n canonical (sorted, consistent,
 * duplicate-free) bindings. */
static const CtlEnv *intern_env(CtlCheck *c, const CtlBinding *b, uint32_t n)
{
	uint64_t h = 0x1234567;
	for (uint32_t i = 0; i < n; i++)
		h = hcombine(h, ((uint64_t)b[i].var << 33) ^ ((uint64_t)b[i].neg << 32) ^ b[i].vid);
	EnvKey k = { n, b };
	Slot *sl = ht_find(&c->envs, h, &k, env_same);
	if (sl->p)
		return sl->p;
	CtlEnv *e = arena_alloc(&c->arena, sizeof *e + n * sizeof e->b[0]);
	e->id = c->env_ids++;
	e->n = n;
	if (n)
		memcpy(e->b, b, n * sizeof b[0]);
	ht_put(&c->envs, sl, h, e, NULL);
	return e;
}

/* Canonical form of arbitrary positive/negative bindings: sorted,
 * duplicates removed, negatives implied by a positive dropped.  Returns
 * the new count, or -1 when inconsistent. */
static int canon_bindings(CtlBinding *b, uint32_t n)
{
	/* insertion sort: environments are small */
	for (uint32_t i = 1; i < n; i++) {
		CtlBinding x = b[i];
		uint32_t j = i;
		while (j > 0 && bind_cmp(&b[j - 1], &x) > 0) {
			b[j] = b[j - 1];
			j--;
		}
		b[j] = x;
	}
	uint32_t o = 0;
	for (uint32_t i = 0; i < n;) {
		uint32_t j = i;
		while (j < n && b[j].var == b[i].var)
			j++;
		/* bindings of one variable: b[i..j) */
		const CtlBinding *pos = NULL;
		for (uint32_t k = i; k < j; k++) {
			if (b[k].neg)
				continue;
			if (pos && pos->vid != b[k].vid)
				return -1;
			pos = &b[k];
		}
		if (pos) {
			for (uint32_t k = i; k < j; k++)
				if (b[k].neg && b[k].vid == pos->vid)
					return -1;
			b[o++] = *pos;
		} else {
			for (uint32_t k = i; k < j; k++)
				if (o == 0 || bind_cmp(&b[o - 1], &b[k]))
					b[o++] = b[k];
		}
		i = j;
	}
	return (int)o;
}

typedef struct PairKey {
	uint32_t a, b;
} PairKey;

static int pair_same(const void *stored, const void *key)
{
	const PairKey *s = stored, *k = key;
	return s->a == k->a && s->b == k->b;
}

/* Cache of a binary operation on interned objects, keyed by the pair of
 * their ids: pair_find looks the pair up (PS remembers where), and
 * pair_store records the result where pair_find left off. */
typedef struct PairSlot {
	HTab *t;
	Slot *sl;
	uint64_t h;
	PairKey k;
} PairSlot;

static Slot *pair_find(HTab *t, uint32_t a, uint32_t b, PairSlot *ps)
{
	ps->t = t;
	ps->k.a = a;
	ps->k.b = b;
	ps->h = mix64(((uint64_t)a << 32) | b);
	ps->sl = ht_find(t, ps->h, &ps->k, pair_same);
	return ps->sl;
}

static void pair_store(CtlCheck *c, PairSlot *ps, const void *v)
{
	PairKey *pk = arena_alloc(&c->arena, sizeof *pk);
	*pk = ps->k;
	ht_put(ps->t, ps->sl, ps->h, pk, v);
}

/* Join of two environments: their conjunction, or JOIN_FAIL. */
static const CtlEnv *env_join(CtlCheck *c, const CtlEnv *x, const CtlEnv *y)
{
	if (x == y || y->n == 0)
		return x;
	if (x->n == 0)
		return y;
	if (x->id > y->id) {
		const CtlEnv *t = x;
		x = y;
		y = t;
	}
	PairSlot ps;
	Slot *sl = pair_find(&c->joins, x->id, y->id, &ps);
	if (sl->p)
		return sl->v;
	uint32_t n = x->n + y->n;
	CtlBinding stackbuf[32];
	CtlBinding *buf = n <= 32 ? stackbuf : xmalloc(n * sizeof *buf);
	memcpy(buf, x->b, x->n * sizeof *buf);
	memcpy(buf + x->n, y->b, y->n * sizeof *buf);
	int m = canon_bindings(buf, n);
	const CtlEnv *r = m < 0 ? JOIN_FAIL : intern_env(c, buf, (uint32_t)m);
	if (buf != stackbuf)
		xfree(buf);
	pair_store(c, &ps, r);
	return r;
}

/* x's bindings are a subset of y's (x is at least as general). */
static int env_subset(const CtlEnv *x, const CtlEnv *y)
{
	uint32_t j = 0;
	for (uint32_t i = 0; i < x->n; i++) {
		while (j < y->n && bind_cmp(&y->b[j], &x->b[i]) < 0)
			j++;
		if (j == y->n || bind_cmp(&y->b[j], &x->b[i]))
			return 0;
		j++;
	}
	return 1;
}

/* The environment without the bindings of var. */
static const CtlEnv *env_drop(CtlCheck *c, const CtlEnv *e, CtlVar var)
{
	uint32_t i = 0;
	while (i < e->n && e->b[i].var != var)
		i++;
	if (i == e->n)
		return e;
	uint32_t j = i;
	while (j < e->n && e->b[j].var == var)
		j++;
	uint32_t n = e->n - (j - i);
	CtlBinding stackbuf[32];
	CtlBinding *buf = n <= 32 ? stackbuf : xmalloc((n ? n : 1) * sizeof *buf);
	memcpy(buf, e->b, i * sizeof *buf);
	memcpy(buf + i, e->b + j, (e->n - j) * sizeof *buf);
	const CtlEnv *r = intern_env(c, buf, n);
	if (buf != stackbuf)
		xfree(buf);
	return r;
}

int ctl_env_get(const CtlEnv *env, CtlVar var, CtlVal *out)
{
	for (uint32_t i = 0; i < env->n; i++)
		if (env->b[i].var == var && !env->b[i].neg) {
			if (out)
				*out = env->b[i].val;
			return 1;
		}
	return 0;
}

/* witnesses */

static int wit_same(const void *stored, const void *key)
{
	const CtlWit *a = stored, *b = key;
	return a->kind == b->kind && a->node == b->node && a->trans == b->trans &&
	       a->env == b->env && a->var == b->var && a->sub == b->sub &&
	       (a->kind != CTL_WIT_BIND || a->val == b->val);
}

/* The interned witness equal to *w (vid: the number of w->val). */
static const CtlWit *intern_wit(CtlCheck *c, const CtlWit *w, uint32_t vid)
{
	uint64_t h = hcombine(hcombine(hcombine(w->kind, w->node), (uintptr_t)w->trans),
	                      hcombine(hcombine(w->env ? w->env->id : 0, w->var),
	                               hcombine(vid, w->sub ? w->sub->id : 0)));
	Slot *sl = ht_find(&c->wits, h, w, wit_same);
	if (sl->p)
		return sl->p;
	CtlWit *n = arena_alloc(&c->arena, sizeof *n);
	*n = *w;
	n->id = c->wit_ids++;
	ht_put(&c->wits, sl, h, n, NULL);
	return n;
}

typedef struct WsKey {
	uint32_t n;
	const CtlWit *const *w;
} WsKey;

static int ws_same(const void *stored, const void *key)
{
	const CtlWitSet *s = stored;
	const WsKey *k = key;
	if (s->n != k->n)
		return 0;
	for (uint32_t i = 0; i < s->n; i++)
		if (s->w[i] != k->w[i])
			return 0;
	return 1;
}

/* w: sorted by id, no duplicates. */
static const CtlWitSet *intern_ws(CtlCheck *c, const CtlWit *const *w, uint32_t n)
{
	uint64_t h = 0x777;
	for (uint32_t i = 0; i < n; i++)
		h = hcombine(h, w[i]->id);
	WsKey k = { n, w };
	Slot *sl = ht_find(&c->wsets, h, &k, ws_same);
	if (sl->p)
		return sl->p;
	CtlWitSet *s = arena_alloc(&c->arena, sizeof *s + n * sizeof s->w[0]);
	s->id = c->ws_ids++;
	s->n = n;
	if (n)
		memcpy(s->w, w, n * sizeof w[0]);
	ht_put(&c->wsets, sl, h, s, NULL);
	return s;
}

/* The union of two witness sets (cached per pair). */
static const CtlWitSet *ws_union(CtlCheck *c, const CtlWitSet *x, const CtlWitSet *y)
{
	if (x == y || y->n == 0)
		return x;
	if (x->n == 0)
		return y;
	if (x->id > y->id) {
		const CtlWitSet *t = x;
		x = y;
		y = t;
	}
	PairSlot ps;
	Slot *sl = pair_find(&c->unions, x->id, y->id, &ps);
	if (sl->p)
		return sl->v;
	uint32_t n = 0, i = 0, j = 0;
	const CtlWit **buf = xmalloc((x->n + y->n) * sizeof *buf);
	while (i < x->n || j < y->n) {
		if (j == y->n || (i < x->n && x->w[i]->id < y->w[j]->id))
			buf[n++] = x->w[i++];
		else if (i == x->n || y->w[j]->id < x->w[i]->id)
			buf[n++] = y->w[j++];
		else {
			buf[n++] = x->w[i++];
			j++;
		}
	}
	const CtlWitSet *r = intern_ws(c, buf, n);
	xfree(buf);
	pair_store(c, &ps, r);
	return r;
}

/* ====================================================================== */
/* Triple sets                                                            */
/* ====================================================================== */

static int triple_cmp(const void *pa, const void *pb)
{
	const CtlTriple *a = pa, *b = pb;
	if (a->node != b->node)
		return a->node < b->node ? -1 : 1;
	if (a->env->id != b->env->id)
		return a->env->id < b->env->id ? -1 : 1;
	if (a->wits->id != b->wits->id)
		return a->wits->id < b->wits->id ? -1 : 1;
	return 0;
}

/* Sort v, merge the triples of one node and environment (uniting their
 * witnesses), copy it into the check's arena, free v.
 *
 * Why merging is sound: witnesses never decide which triples exist (every
 * operation filters on environments only and unites witnesses), so two
 * triples that differ only in witnesses are two records of the same
 * fact; the engine applies every witness of a result either way.  It
 * keeps the sets small: without it, conjunctions around loops produce
 * every union of witnesses as a separate triple. */
static TSet *tset_finish(CtlCheck *c, TVec *v)
{
	TSet *s = arena_alloc(&c->arena, sizeof *s);
	if (v->n > 1) {
		int sorted = 1;
		for (size_t i = 1; i < v->n && sorted; i++)
			if (triple_cmp(&v->v[i - 1], &v->v[i]) >= 0 ||
			    (v->v[i - 1].node == v->v[i].node && v->v[i - 1].env == v->v[i].env))
				sorted = 0;
		if (!sorted) {
			qsort(v->v, v->n, sizeof v->v[0], triple_cmp);
			size_t o = 1;
			for (size_t i = 1; i < v->n; i++) {
				CtlTriple *last = &v->v[o - 1];
				if (last->node == v->v[i].node && last->env == v->v[i].env)
					last->wits = ws_union(c, last->wits, v->v[i].wits);
				else
					v->v[o++] = v->v[i];
			}
			v->n = o;
		}
	}
	s->n = (uint32_t)v->n;
	if (v->n) {
		s->t = arena_alloc(&c->arena, v->n * sizeof v->v[0]);
		memcpy(s->t, v->v, v->n * sizeof v->v[0]);
	}
	vec_free(v);
	return s;
}

static TSet *tset_empty(CtlCheck *c)
{
	return arena_alloc(&c->arena, sizeof(TSet));
}

/* start[s] .. start[s+1]: the triples of node s in t (t sorted). */
static uint32_t *tset_index(const CtlCheck *c, const TSet *t)
{
	uint32_t n = c->g->n;
	uint32_t *start = xcalloc(n + 2, sizeof *start);
	for (uint32_t i = 0; i < t->n; i++)
		start[t->t[i].node + 1]++;
	for (uint32_t s = 0; s < n; s++)
		start[s + 1] += start[s];
	return start;
}

static void push3(TVec *v, uint32_t node, const CtlEnv *e, const CtlWitSet *w)
{
	CtlTriple t = { node, e, w };
	vec_push(v, t);
}

static TSet *set_true(CtlCheck *c)
{
	if (!c->all_true) {
		TVec v = { 0 };
		vec_grow(&v, c->g->n);
		for (uint32_t s = 0; s < c->g->n; s++)
			push3(&v, s, c->empty_env, c->empty_ws);
		tick(c, c->g->n);
		c->all_true = tset_finish(c, &v);
	}
	return c->all_true;
}

static TSet *set_or(CtlCheck *c, const TSet *x, const TSet *y)
{
	if (!x->n)
		return (TSet *)y;
	if (!y->n)
		return (TSet *)x;
	TVec v = { 0 };
	vec_grow(&v, x->n + y->n);
	uint32_t i = 0, j = 0;
	while (i < x->n || j < y->n) {
		int d = i == x->n ? 1 : j == y->n ? -1 : triple_cmp(&x->t[i], &y->t[j]);
		if (d <= 0)
			v.v[v.n++] = x->t[i++];
		else
			v.v[v.n++] = y->t[j++];
		if (d == 0)
			j++;
	}
	tick(c, (long)v.n);
	return tset_finish(c, &v);
}

/* All joins of x[xi..xe) with y[yi..ye) at `node`, appended to out. */
static void join_groups(CtlCheck *c, uint32_t node, const CtlTriple *x, uint32_t nx,
                        const CtlTriple *y, uint32_t ny, TVec *out)
{
	/* count the steps row by row: one product of two large groups can
	 * take minutes, and the step and time limits must stop it */
	for (uint32_t i = 0; i < nx; i++) {
		if (tick(c, (long)ny))
			return;
		for (uint32_t j = 0; j < ny; j++) {
			const CtlEnv *e = env_join(c, x[i].env, y[j].env);
			if (e == JOIN_FAIL)
				continue;
			push3(out, node, e, ws_union(c, x[i].wits, y[j].wits));
		}
	}
}

static TSet *set_and(CtlCheck *c, const TSet *x, const TSet *y)
{
	TVec v = { 0 };
	uint32_t i = 0, j = 0;
	while (i < x->n && j < y->n && !c->status) {
		uint32_t a = x->t[i].node, b = y->t[j].node;
		if (a < b) {
			i++;
			continue;
		}
		if (b < a) {
			j++;
			continue;
		}
		uint32_t ie = i, je = j;
		while (ie < x->n && x->t[ie].node == a)
			ie++;
		while (je < y->n && y->t[je].node == a)
			je++;
		join_groups(c, a, tset_at(x, i), ie - i, tset_at(y, j), je - j, &v);
		i = ie;
		j = je;
	}
	return tset_finish(c, &v);
}

/* Negation of the environments of one node's triples (see ctl.h):
 * the conjunction over them of the disjunction of negated bindings,
 * kept as a minimal list of environments. */
static void neg_group(CtlCheck *c, uint32_t node, const CtlTriple *t, uint32_t nt, TVec *out)
{
	VEC(const CtlEnv *) acc = { 0 }, nxt = { 0 };
	vec_push(&acc, c->empty_env);
	for (uint32_t i = 0; i < nt && acc.n; i++) {
		const CtlEnv *e = t[i].env;
		if (i > 0 && e == t[i - 1].env)
			continue;
		nxt.n = 0;
		for (uint32_t k = 0; k < e->n; k++) {
			CtlBinding nb = e->b[k];
			nb.neg = !nb.neg;
			const CtlEnv *d = intern_env(c, &nb, 1);
			for (size_t a = 0; a < acc.n; a++) {
				const CtlEnv *r = env_join(c, acc.v[a], d);
				if (r != JOIN_FAIL)
					vec_push(&nxt, r);
			}
		}
		tick(c, (long)(e->n * acc.n + 1));
		if (c->status)
			break;
		/* keep the minimal environments (no duplicate, none implied) */
		acc.n = 0;
		for (size_t a = 0; a < nxt.n; a++) {
			int drop = 0;
			for (size_t b = 0; b < nxt.n && !drop; b++) {
				if (a == b)
					continue;
				if (nxt.v[a] == nxt.v[b])
					drop = b < a;
				else if (env_subset(nxt.v[b], nxt.v[a]))
					drop = 1;
			}
			if (!drop)
				vec_push(&acc, nxt.v[a]);
		}
		tick(c, (long)(nxt.n * nxt.n / 8 + 1));
	}
	/* a negated binding of an inherited variable may contradict it */
	for (size_t a = 0; a < acc.n; a++)
		if (env_join(c, acc.v[a], c->ctx) != JOIN_FAIL)
			push3(out, node, acc.v[a], c->empty_ws);
	vec_free(&acc);
	vec_free(&nxt);
}

static TSet *set_not(CtlCheck *c, const TSet *x)
{
	TVec v = { 0 };
	uint32_t i = 0;
	for (uint32_t s = 0; s < c->g->n && !c->status; s++) {
		uint32_t ie = i;
		while (ie < x->n && x->t[ie].node == s)
			ie++;
		if (ie == i)
			push3(&v, s, c->empty_env, c->empty_ws);
		else
			neg_group(c, s, tset_at(x, i), ie - i, &v);
		i = ie;
	}
	tick(c, c->g->n);
	return tset_finish(c, &v);
}

static TSet *set_exists(CtlCheck *c, CtlVar var, int keep, const TSet *x)
{
	TVec v = { 0 };
	vec_grow(&v, x->n);
	for (uint32_t i = 0; i < x->n; i++) {
		const CtlTriple *t = &x->t[i];
		const CtlBinding *pos = NULL;
		int has = 0;
		for (uint32_t k = 0; k < t->env->n; k++)
			if (t->env->b[k].var == var) {
				has = 1;
				if (!t->env->b[k].neg)
					pos = &t->env->b[k];
			}
		if (!has) {
			v.v[v.n++] = *t;
			continue;
		}
		const CtlEnv *e = env_drop(c, t->env, var);
		const CtlWitSet *w = t->wits;
		if (pos && keep) {
			CtlWit bw = { 0 };
			bw.kind = CTL_WIT_BIND;
			bw.var = var;
			bw.val = pos->val;
			bw.vid = pos->vid;
			bw.sub = t->wits;
			const CtlWit *wp = intern_wit(c, &bw, pos->vid);
			w = intern_ws(c, &wp, 1);
		}
		push3(&v, t->node, e, w);
	}
	tick(c, (long)x->n + 1);
	return tset_finish(c, &v);
}

/* ====================================================================== */
/* Temporal operators                                                     */
/* ====================================================================== */

/* Neighbours in the direction of the operator: "next" nodes (successors
 * for CTL_FORWARD) and "previous" ones (predecessors). */
typedef struct Dirs {
	const uint32_t *nx_start, *nx, *pv_start, *pv;
} Dirs;

static Dirs dirs(const CtlCheck *c, CtlDir d)
{
	const Graph *g = c->g;
	Dirs r;
	if (d == CTL_FORWARD) {
		r.nx_start = g->succ_start;
		r.nx = g->succ;
		r.pv_start = g->pred_start;
		r.pv = g->pred;
	} else {
		r.nx_start = g->pred_start;
		r.nx = g->pred;
		r.pv_start = g->succ_start;
		r.pv = g->succ;
	}
	return r;
}

static TSet *set_ex(CtlCheck *c, CtlDir d, const TSet *x)
{
	Dirs D = dirs(c, d);
	TVec v = { 0 };
	for (uint32_t i = 0; i < x->n; i++) {
		const CtlTriple *t = &x->t[i];
		for (uint32_t k = D.pv_start[t->node]; k < D.pv_start[t->node + 1]; k++)
			push3(&v, D.pv[k], t->env, t->wits);
	}
	tick(c, (long)v.n + 1);
	return tset_finish(c, &v);
}

/* Conjunction of the triple groups of the next nodes of s, retargeted to
 * s, into out.  groups: per node (pairs kept as triples). */
typedef TVec Group;

static void group_canon(CtlCheck *c, TVec *v);

static void conj_next(CtlCheck *c, const Dirs *D, uint32_t s, Group *cur,
                      TVec *out, TVec *tmp)
{
	uint32_t b = D->nx_start[s], e = D->nx_start[s + 1];
	out->n = 0;
	if (b == e)
		return;
	Group *g0 = &cur[D->nx[b]];
	vec_grow(out, g0->n);
	for (size_t i = 0; i < g0->n; i++)
		push3(out, s, g0->v[i].env, g0->v[i].wits);
	for (uint32_t k = b + 1; k < e && out->n && !c->status; k++) {
		Group *gk = &cur[D->nx[k]];
		if (gk == g0)
			continue;
		tmp->n = 0;
		join_groups(c, s, out->v, (uint32_t)out->n, gk->v, (uint32_t)gk->n, tmp);
		group_canon(c, tmp);
		TVec sw = *out;
		*out = *tmp;
		*tmp = sw;
	}
}

static TSet *set_ax(CtlCheck *c, CtlDir d, const TSet *x)
{
	Dirs D = dirs(c, d);
	uint32_t n = c->g->n;
	uint32_t *ix = tset_index(c, x);
	Group *cur = xcalloc(n ? n : 1, sizeof *cur);
	for (uint32_t s = 0; s < n; s++) {
		/* a view, not a copy: never freed or grown */
		cur[s].v = tset_at(x, ix[s]);
		cur[s].n = ix[s + 1] - ix[s];
	}
	TVec v = { 0 }, out = { 0 }, tmp = { 0 };
	for (uint32_t s = 0; s < n && !c->status; s++) {
		if (D.nx_start[s] == D.nx_start[s + 1]) {
			push3(&v, s, c->empty_env, c->empty_ws);
			continue;
		}
		conj_next(c, &D, s, cur, &out, &tmp);
		for (size_t i = 0; i < out.n; i++)
			vec_push(&v, out.v[i]);
	}
	tick(c, n);
	xfree(cur);
	xfree(ix);
	vec_free(&out);
	vec_free(&tmp);
	return tset_finish(c, &v);
}

/* The fixpoints keep one triple per (node, environment): see
 * tset_finish. */
typedef struct NodeEnv {
	uint32_t node;
	const CtlEnv *env;
} NodeEnv;

static int nodeenv_same(const void *stored, const void *key)
{
	const NodeEnv *a = stored, *b = key;
	return a->node == b->node && a->env == b->env;
}

typedef struct Fix {
	CtlCheck *c;
	uint32_t n;
	Group *cur;           /* per node: triples found so far */
	HTab seen;            /* NodeEnv -> index in cur[node] + 1 */
	Arena *keys;          /* storage for the keys of seen */
} Fix;

/* Add t to the fixpoint, uniting its witnesses with those of the triple
 * of the same node and environment.  Returns 1 when that changed
 * anything, and then *now is the triple as it stands. */
static int fix_add(Fix *F, const CtlTriple *t, CtlTriple *now)
{
	NodeEnv key = { t->node, t->env };
	uint64_t h = mix64(((uint64_t)t->node << 32) ^ t->env->id);
	Slot *sl = ht_find(&F->seen, h, &key, nodeenv_same);
	Group *g = &F->cur[t->node];
	if (sl->p) {
		CtlTriple *old = &g->v[(uintptr_t)sl->v - 1];
		const CtlWitSet *w = ws_union(F->c, old->wits, t->wits);
		if (w == old->wits)
			return 0;
		old->wits = w;
		*now = *old;
		return 1;
	}
	vec_push(g, *t);
	NodeEnv *k = arena_alloc(F->keys, sizeof *k);
	*k = key;
	ht_put(&F->seen, sl, h, k, (const void *)(uintptr_t)g->n);
	*now = *t;
	return 1;
}

static TSet *fix_finish(Fix *F)
{
	TVec v = { 0 };
	size_t total = 0;
	for (uint32_t s = 0; s < F->n; s++)
		total += F->cur[s].n;
	vec_grow(&v, total);
	for (uint32_t s = 0; s < F->n; s++) {
		for (size_t i = 0; i < F->cur[s].n; i++)
			v.v[v.n++] = F->cur[s].v[i];
		vec_free(&F->cur[s]);
	}
	xfree(F->cur);
	ht_free(&F->seen);
	return tset_finish(F->c, &v);
}

static void fix_init(Fix *F, CtlCheck *c, Arena *keys)
{
	F->c = c;
	F->n = c->g->n;
	F->cur = xcalloc(F->n ? F->n : 1, sizeof *F->cur);
	memset(&F->seen, 0, sizeof F->seen);
	F->keys = keys;
}

/* A[f U g]: least fixpoint of R = g | (f & AX R), with AX requiring at
 * least one next node.  Worklist over nodes: a node is recomputed when
 * the triples of one of its next nodes grew. */
static TSet *set_au(CtlCheck *c, CtlDir d, const TSet *f, const TSet *g)
{
	Dirs D = dirs(c, d);
	uint32_t n = c->g->n;
	Arena keys;
	arena_init(&keys);
	Fix F;
	fix_init(&F, c, &keys);
	uint32_t *fi = tset_index(c, f);
	/* A stack of at most n nodes: popping the most recent one sweeps
	 * backwards along paths, so a chain is done in one pass. */
	uint32_t *stack = xmalloc((n ? n : 1) * sizeof *stack);
	unsigned char *inq = xcalloc(n ? n : 1, 1);
	uint32_t sn = 0;

#define ENQUEUE_PREV(s)                                                       \
	for (uint32_t k_ = D.pv_start[s]; k_ < D.pv_start[(s) + 1]; k_++) {   \
		uint32_t p_ = D.pv[k_];                                       \
		if (!inq[p_] && fi[p_ + 1] > fi[p_]) {                        \
			inq[p_] = 1;                                          \
			stack[sn++] = p_;                                     \
		}                                                             \
	}

	CtlTriple now;
	for (uint32_t i = 0; i < g->n; i++)
		fix_add(&F, &g->t[i], &now);
	tick(c, (long)g->n + 1);
	for (uint32_t s = 0; s < n; s++)
		if (F.cur[s].n) {
			ENQUEUE_PREV(s);
		}
	TVec acc = { 0 }, tmp = { 0 }, nw = { 0 };
	while (sn && !c->status) {
		uint32_t s = stack[--sn];
		inq[s] = 0;
		conj_next(c, &D, s, F.cur, &acc, &tmp);
		if (!acc.n)
			continue;
		nw.n = 0;
		join_groups(c, s, tset_at(f, fi[s]), fi[s + 1] - fi[s], acc.v, (uint32_t)acc.n, &nw);
		group_canon(c, &nw);
		int grew = 0;
		for (size_t i = 0; i < nw.n; i++)
			grew |= fix_add(&F, &nw.v[i], &now);
		if (tick(c, 1))
			break;
		if (grew) {
			ENQUEUE_PREV(s);
		}
	}
#undef ENQUEUE_PREV
	vec_free(&acc);
	vec_free(&tmp);
	vec_free(&nw);
	xfree(stack);
	xfree(inq);
	xfree(fi);
	TSet *r = fix_finish(&F);
	arena_free(&keys);
	return r;
}

/* E[f U g]: least fixpoint of R = g | (f & EX R).  Worklist of new
 * triples: each is joined with f at the previous nodes. */
static TSet *set_eu(CtlCheck *c, CtlDir d, const TSet *f, const TSet *g)
{
	Dirs D = dirs(c, d);
	Arena keys;
	arena_init(&keys);
	Fix F;
	fix_init(&F, c, &keys);
	uint32_t *fi = tset_index(c, f);
	TVec work = { 0 }, nw = { 0 };
	CtlTriple now;
	for (uint32_t i = 0; i < g->n; i++)
		if (fix_add(&F, &g->t[i], &now))
			vec_push(&work, now);
	tick(c, (long)g->n + 1);
	while (work.n && !c->status) {
		CtlTriple t = work.v[--work.n];
		for (uint32_t k = D.pv_start[t.node]; k < D.pv_start[t.node + 1]; k++) {
			uint32_t p = D.pv[k];
			if (fi[p + 1] == fi[p])
				continue;
			nw.n = 0;
			join_groups(c, p, tset_at(f, fi[p]), fi[p + 1] - fi[p], &t, 1, &nw);
			for (size_t i = 0; i < nw.n; i++)
				if (fix_add(&F, &nw.v[i], &now))
					vec_push(&work, now);
		}
		if (tick(c, 1))
			break;
	}
	vec_free(&work);
	vec_free(&nw);
	xfree(fi);
	TSet *r = fix_finish(&F);
	arena_free(&keys);
	return r;
}

static int pair_cmp(const void *pa, const void *pb)
{
	const CtlTriple *a = pa, *b = pb;
	if (a->env->id != b->env->id)
		return a->env->id < b->env->id ? -1 : 1;
	if (a->wits->id != b->wits->id)
		return a->wits->id < b->wits->id ? -1 : 1;
	return 0;
}

/* x's witnesses are among y's. */
static int ws_subset(const CtlWitSet *x, const CtlWitSet *y)
{
	uint32_t j = 0;
	for (uint32_t i = 0; i < x->n; i++) {
		while (j < y->n && y->w[j]->id < x->w[i]->id)
			j++;
		if (j == y->n || y->w[j] != x->w[i])
			return 0;
		j++;
	}
	return 1;
}

enum { PRUNE_MAX = 128 };   /* groups larger than this are not pruned */

/* Sort the triples of one node, merge those of one environment, and drop
 * a triple that another makes redundant: one whose environment has a
 * subset of the bindings (it holds in more cases) and a superset of the
 * witnesses.  Subsumed triples add nothing to the denotation and no
 * witness, and they multiply: a conjunction with a disjunction of
 * negated bindings otherwise keeps every combination. */
static void group_canon(CtlCheck *c, TVec *v)
{
	if (v->n < 2)
		return;
	qsort(v->v, v->n, sizeof v->v[0], pair_cmp);
	size_t o = 1;
	for (size_t i = 1; i < v->n; i++) {
		if (v->v[o - 1].env == v->v[i].env)
			v->v[o - 1].wits = ws_union(c, v->v[o - 1].wits, v->v[i].wits);
		else
			v->v[o++] = v->v[i];
	}
	v->n = o;
	if (v->n > PRUNE_MAX)
		return;
	o = 0;
	for (size_t i = 0; i < v->n; i++) {
		const CtlTriple *t = &v->v[i];
		int drop = 0;
		for (size_t j = 0; j < v->n && !drop; j++) {
			const CtlTriple *u = &v->v[j];
			drop = j != i && u->env->n < t->env->n && env_subset(u->env, t->env) &&
			       ws_subset(t->wits, u->wits);
		}
		if (!drop)
			v->v[o++] = *t;
	}
	tick(c, (long)(v->n * v->n / 16));
	v->n = o;
}

/* Strongly connected components of the graph along next edges (an
 * iterative Tarjan, no recursion).  Components are numbered in reverse
 * topological order: the next nodes of s lie in components numbered at
 * most comp[s].  order lists the nodes component by component, those of
 * component k at order[cstart[k] .. cstart[k+1]).  Returns their number. */
static uint32_t scc(const CtlCheck *c, const Dirs *D, uint32_t *comp, uint32_t *order,
                    uint32_t *cstart)
{
	uint32_t n = c->g->n, idx = 0, ncomp = 0, sn = 0, fn = 0, on = 0;
	uint32_t *index = xmalloc((n ? n : 1) * sizeof *index);
	uint32_t *low = xmalloc((n ? n : 1) * sizeof *low);
	uint32_t *st = xmalloc((n ? n : 1) * sizeof *st);        /* Tarjan's stack */
	uint32_t *fnode = xmalloc((n ? n : 1) * sizeof *fnode);  /* call frames */
	uint32_t *fpos = xmalloc((n ? n : 1) * sizeof *fpos);
	unsigned char *onst = xcalloc(n ? n : 1, 1);
	for (uint32_t s = 0; s < n; s++)
		index[s] = UINT32_MAX;
	for (uint32_t r = 0; r < n; r++) {
		if (index[r] != UINT32_MAX)
			continue;
		index[r] = low[r] = idx++;
		st[sn++] = r;
		onst[r] = 1;
		fnode[fn] = r;
		fpos[fn++] = D->nx_start[r];
		while (fn) {
			uint32_t v = fnode[fn - 1];
			if (fpos[fn - 1] < D->nx_start[v + 1]) {
				uint32_t w = D->nx[fpos[fn - 1]++];
				if (index[w] == UINT32_MAX) {
					index[w] = low[w] = idx++;
					st[sn++] = w;
					onst[w] = 1;
					fnode[fn] = w;
					fpos[fn++] = D->nx_start[w];
				} else if (onst[w] && index[w] < low[v])
					low[v] = index[w];
				continue;
			}
			fn--;
			if (fn && low[v] < low[fnode[fn - 1]])
				low[fnode[fn - 1]] = low[v];
			if (low[v] == index[v]) {
				cstart[ncomp] = on;
				uint32_t w;
				do {
					w = st[--sn];
					onst[w] = 0;
					comp[w] = ncomp;
					order[on++] = w;
				} while (w != v);
				ncomp++;
			}
		}
	}
	cstart[ncomp] = on;
	xfree(index);
	xfree(low);
	xfree(st);
	xfree(fnode);
	xfree(fpos);
	xfree(onst);
	return ncomp;
}

/* A[f W g] (all = 1) or E[f W g]: greatest fixpoint of
 * R = g | (f & AX R)  (or EX R), with AX/EX requiring a next node.
 * Component by component, next components first: a node outside any
 * cycle is computed once from its final next nodes (there the greatest
 * and least fixpoints agree); the nodes of a cycle start from the top
 * (the empty environment) and are recomputed whenever a next node in
 * the cycle changed, until nothing changes.  Values only shrink (for
 * environments) or gather witnesses along the cycle, so this ends; the
 * step limit guards the rest. */
static TSet *set_weak(CtlCheck *c, CtlDir d, int all, const TSet *f, const TSet *g)
{
	Dirs D = dirs(c, d);
	uint32_t n = c->g->n;
	uint32_t *fi = tset_index(c, f), *gi = tset_index(c, g);
	Group *cur = xcalloc(n ? n : 1, sizeof *cur);
	uint32_t *comp = xmalloc((n ? n : 1) * sizeof *comp);
	uint32_t *order = xmalloc((n ? n : 1) * sizeof *order);
	uint32_t *cstart = xmalloc((n + 1) * sizeof *cstart);
	uint32_t *stack = xmalloc((n ? n : 1) * sizeof *stack);
	unsigned char *inq = xcalloc(n ? n : 1, 1);
	uint32_t ncomp = scc(c, &D, comp, order, cstart);
	TVec acc = { 0 }, tmp = { 0 }, nw = { 0 };
	for (uint32_t k = 0; k < ncomp && !c->status; k++) {
		uint32_t b = cstart[k], e = cstart[k + 1], sn = 0;
		int cyclic = e - b > 1;
		if (!cyclic) {
			uint32_t s = order[b];
			for (uint32_t j = D.nx_start[s]; j < D.nx_start[s + 1]; j++)
				cyclic |= D.nx[j] == s;
		}
		for (uint32_t i = b; i < e; i++) {
			uint32_t s = order[i];
			if (cyclic)
				push3(&cur[s], s, c->empty_env, c->empty_ws);
			stack[sn++] = s;
			inq[s] = 1;
		}
		while (sn && !c->status) {
			uint32_t s = stack[--sn];
			inq[s] = 0;
			nw.n = 0;
			for (uint32_t i = gi[s]; i < gi[s + 1]; i++)
				vec_push(&nw, g->t[i]);
			if (fi[s + 1] > fi[s]) {
				if (all)
					conj_next(c, &D, s, cur, &acc, &tmp);
				else {
					acc.n = 0;
					for (uint32_t j = D.nx_start[s]; j < D.nx_start[s + 1]; j++) {
						Group *gk = &cur[D.nx[j]];
						for (size_t i = 0; i < gk->n; i++)
							push3(&acc, s, gk->v[i].env, gk->v[i].wits);
					}
					group_canon(c, &acc);
				}
				if (acc.n)
					join_groups(c, s, tset_at(f, fi[s]), fi[s + 1] - fi[s], acc.v,
					            (uint32_t)acc.n, &nw);
			}
			group_canon(c, &nw);
			if (tick(c, 1 + (long)nw.n))
				break;
			int same = nw.n == cur[s].n;
			for (size_t i = 0; same && i < nw.n; i++)
				same = !pair_cmp(&nw.v[i], &cur[s].v[i]);
			if (same)
				continue;
			TVec sw = cur[s];
			cur[s] = nw;
			nw = sw;
			if (!cyclic)
				continue;
			for (uint32_t j = D.pv_start[s]; j < D.pv_start[s + 1]; j++) {
				uint32_t p = D.pv[j];
				if (comp[p] == k && !inq[p]) {
					inq[p] = 1;
					stack[sn++] = p;
				}
			}
		}
		for (uint32_t i = b; i < e; i++)
			inq[order[i]] = 0;
	}
	vec_free(&acc);
	vec_free(&tmp);
	vec_free(&nw);
	xfree(stack);
	xfree(inq);
	xfree(comp);
	xfree(order);
	xfree(cstart);
	xfree(fi);
	xfree(gi);
	TVec v = { 0 };
	for (uint32_t s = 0; s < n; s++) {
		for (size_t i = 0; i < cur[s].n; i++)
			vec_push(&v, cur[s].v[i]);
		vec_free(&cur[s]);
	}
	xfree(cur);
	return tset_finish(c, &v);
}

/* AG f = f & not EF not f;  EG f = f & not AF not f (see ctl.h). */
static TSet *set_ag_eg(CtlCheck *c, CtlDir d, int exists, const TSet *f)
{
	TSet *nf = set_not(c, f);
	TSet *t = set_true(c);
	TSet *r = exists ? set_au(c, d, t, nf) : set_eu(c, d, t, nf);
	return set_and(c, f, set_not(c, r));
}

/* ====================================================================== */
/* Predicates                                                             */
/* ====================================================================== */

void ctl_match_add(CtlMatchSink *sink, const CtlVar *vars, const CtlVal *vals,
                   size_t n, const void *trans)
{
	CtlCheck *c = sink->c;
	CtlBinding stackbuf[16];
	CtlBinding *buf = n <= 16 ? stackbuf : xmalloc(n * sizeof *buf);
	for (size_t i = 0; i < n; i++) {
		buf[i].var = vars[i];
		buf[i].neg = 0;
		buf[i].val = vals[i];
		buf[i].vid = intern_val(c, vals[i]);
	}
	int m = canon_bindings(buf, (uint32_t)n);
	if (m >= 0) {
		const CtlEnv *e = intern_env(c, buf, (uint32_t)m);
		if (env_join(c, e, c->env0) != JOIN_FAIL) {
			const CtlWitSet *w = c->empty_ws;
			if (trans) {
				CtlWit mw = { 0 };
				mw.kind = CTL_WIT_MATCH;
				mw.node = sink->node;
				mw.trans = trans;
				mw.env = e;
				const CtlWit *wp = intern_wit(c, &mw, 0);
				w = intern_ws(c, &wp, 1);
			}
			push3(&sink->out, sink->node, e, w);
		}
	}
	if (buf != stackbuf)
		xfree(buf);
}

static TSet *set_pred(CtlCheck *c, const CtlF *f)
{
	CtlMatchSink sink = { c, 0, { 0 } };
	for (uint32_t s = 0; s < c->g->n; s++) {
		sink.node = s;
		f->fn(f->ctx, s, c->env0, &sink);
		if (tick(c, 1))
			break;
	}
	return tset_finish(c, &sink.out);
}

/* ====================================================================== */
/* Evaluation                                                             */
/* ====================================================================== */

static int ptr_same(const void *stored, const void *key)
{
	return stored == key;
}

/* Evaluation is by (formula, specialization): a specialization is a set
 * of positive bindings `x = v` of variables quantified around the
 * formula, chosen one value at a time (see `exists` below), restricted
 * to the formula's free variables so that a subformula that does not
 * mention x is evaluated once for all values of x.  The empty
 * specialization is the plain evaluation. */
typedef struct MemoKey {
	const CtlF *f;
	const CtlEnv *sig;
} MemoKey;

static int memokey_same(const void *stored, const void *key)
{
	const MemoKey *a = stored, *b = key;
	return a->f == b->f && a->sig == b->sig;
}

static uint64_t memokey_hash(const CtlF *f, const CtlEnv *sig)
{
	return mix64((uintptr_t)f ^ ((uint64_t)sig->id << 40));
}

/* The memo table maps (formula, specialization) to its TSet, or to
 * IN_PROGRESS while its operands are being evaluated (meeting one again
 * means a cycle through a let variable). */
static const TSet in_progress;
#define IN_PROGRESS (&in_progress)

static const TSet *memo_get(CtlCheck *c, const CtlF *f, const CtlEnv *sig)
{
	MemoKey k = { f, sig };
	Slot *sl = ht_find(&c->memo, memokey_hash(f, sig), &k, memokey_same);
	return sl->p ? sl->v : NULL;
}

static void memo_put(CtlCheck *c, const CtlF *f, const CtlEnv *sig, const TSet *r)
{
	MemoKey k = { f, sig };
	uint64_t h = memokey_hash(f, sig);
	Slot *sl = ht_find(&c->memo, h, &k, memokey_same);
	if (sl->p) {
		sl->v = r;
		return;
	}
	MemoKey *kp = arena_alloc(&c->arena, sizeof *kp);
	*kp = k;
	ht_put(&c->memo, sl, h, kp, r);
}

/* ---- free variables --------------------------------------------------- */

/* A sorted set of variables. */
typedef struct VarSet {
	uint32_t n;
	CtlVar v[];
} VarSet;

static const VarSet fv_unknown;
#define FV_UNKNOWN (&fv_unknown)

enum { FV_MAX_DEPTH = 20000 };

/* A predicate's triples with no specialization: evaluated on first use. */
static const TSet *pred_base(CtlCheck *c, const CtlF *f)
{
	const TSet *r = memo_get(c, f, c->empty_env);
	if (!r) {
		r = set_pred(c, f);
		memo_put(c, f, c->empty_env, r);
	}
	return r;
}

static const VarSet *varset_make(CtlCheck *c, const CtlVar *v, uint32_t n)
{
	VarSet *s = arena_alloc(&c->arena, sizeof *s + n * sizeof s->v[0]);
	s->n = n;
	if (n)
		memcpy(s->v, v, n * sizeof v[0]);
	return s;
}

static const VarSet *varset_union(CtlCheck *c, const VarSet *a, const VarSet *b)
{
	if (a == FV_UNKNOWN || b == FV_UNKNOWN)
		return FV_UNKNOWN;
	if (!b->n)
		return a;
	if (!a->n)
		return b;
	CtlVar stackbuf[64];
	CtlVar *buf = a->n + b->n <= 64 ? stackbuf : xmalloc((a->n + b->n) * sizeof *buf);
	uint32_t n = 0, i = 0, j = 0;
	while (i < a->n || j < b->n) {
		if (j == b->n || (i < a->n && a->v[i] < b->v[j]))
			buf[n++] = a->v[i++];
		else if (i == a->n || b->v[j] < a->v[i])
			buf[n++] = b->v[j++];
		else {
			buf[n++] = a->v[i++];
			j++;
		}
	}
	const VarSet *r = n == a->n ? a : n == b->n ? b : varset_make(c, buf, n);
	if (buf != stackbuf)
		xfree(buf);
	return r;
}

static int varset_has(const VarSet *s, CtlVar x)
{
	if (s == FV_UNKNOWN)
		return 1;
	uint32_t lo = 0, hi = s->n;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		if (s->v[mid] == x)
			return 1;
		if (s->v[mid] < x)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

/* The variables that the triples of f may bind (those its predicates
 * bind, less those its own `exists` close), computed once per formula.
 * Evaluates the predicates of f.  FV_UNKNOWN when f is nested too deeply
 * to walk (then every variable counts as free). */
static const VarSet *free_vars(CtlCheck *c, const CtlF *f, int depth)
{
	if (!f)
		return varset_make(c, NULL, 0);
	uint64_t h = mix64((uintptr_t)f);
	Slot *sl = ht_find(&c->fvs, h, f, ptr_same);
	if (sl->p)
		return sl->v;
	if (depth > FV_MAX_DEPTH)
		return FV_UNKNOWN;
	const VarSet *r;
	switch (f->op) {
	case OP_TRUE: case OP_FALSE:
		r = varset_make(c, NULL, 0);
		break;
	case OP_PRED: {
		const TSet *t = pred_base(c, f);
		VEC(CtlVar) v = { 0 };
		for (uint32_t i = 0; i < t->n; i++)
			for (uint32_t k = 0; k < t->t[i].env->n; k++) {
				CtlVar x = t->t[i].env->b[k].var;
				int seen = 0;
				for (size_t j = 0; j < v.n && !seen; j++)
					seen = v.v[j] == x;
				if (!seen)
					vec_push(&v, x);
			}
		for (size_t i = 1; i < v.n; i++) {
			CtlVar x = v.v[i];
			size_t j = i;
			while (j > 0 && v.v[j - 1] > x) {
				v.v[j] = v.v[j - 1];
				j--;
			}
			v.v[j] = x;
		}
		r = varset_make(c, v.v, (uint32_t)v.n);
		vec_free(&v);
		break;
	}
	case OP_EXISTS: {
		const VarSet *a = free_vars(c, f->a, depth + 1);
		if (a == FV_UNKNOWN || !varset_has(a, f->var)) {
			r = a;
			break;
		}
		CtlVar *buf = xmalloc(a->n * sizeof *buf);
		uint32_t n = 0;
		for (uint32_t i = 0; i < a->n; i++)
			if (a->v[i] != f->var)
				buf[n++] = a->v[i];
		r = varset_make(c, buf, n);
		xfree(buf);
		break;
	}
	case OP_LETVAR:
		r = f->a ? free_vars(c, f->a, depth + 1) : varset_make(c, NULL, 0);
		break;
	default:
		r = varset_union(c, free_vars(c, f->a, depth + 1),
		                 f->b && f->op != OP_LET ? free_vars(c, f->b, depth + 1)
		                                         : varset_make(c, NULL, 0));
		break;
	}
	if (r == FV_UNKNOWN)
		return r;
	/* the walk may have grown the table: find the slot again */
	sl = ht_find(&c->fvs, h, f, ptr_same);
	if (!sl->p)
		ht_put(&c->fvs, sl, h, f, r);
	return r;
}

/* sig restricted to the free variables of f. */
static const CtlEnv *sig_for(CtlCheck *c, const CtlEnv *sig, const CtlF *f)
{
	if (!sig->n || !f)
		return sig;
	const VarSet *fv = free_vars(c, f, 0);
	if (fv == FV_UNKNOWN)
		return sig;
	CtlBinding stackbuf[32];
	CtlBinding *buf = sig->n <= 32 ? stackbuf : xmalloc(sig->n * sizeof *buf);
	uint32_t n = 0;
	for (uint32_t i = 0; i < sig->n; i++)
		if (varset_has(fv, sig->b[i].var))
			buf[n++] = sig->b[i];
	const CtlEnv *r = n == sig->n ? sig : intern_env(c, buf, n);
	if (buf != stackbuf)
		xfree(buf);
	return r;
}

/* sig with x = the value numbered vid (x is not in sig). */
static const CtlEnv *sig_with(CtlCheck *c, const CtlEnv *sig, CtlVar x, uint32_t vid)
{
	CtlBinding b = { x, 0, c->vals.v[vid], vid };
	return env_join(c, sig, intern_env(c, &b, 1));
}

/* ---- specialization of `exists` ----------------------------------------
 *
 * `exists x. f` is the union over the values v of x of f under x = v.
 * When every triple of f binds x positively to one of a known finite
 * set of values (the values some predicate of f binds x to, where f
 * requires that predicate), f is evaluated once per value with x fixed:
 * then `not P(x)` is a plain complement and the temporal operators carry
 * no environments of x, instead of every combination of `x != v` along
 * the paths (quadratic in the values, or worse).  A value that no
 * required predicate gives is never tried: f is false there.  When f
 * may hold without binding x (x only under a negation, or in an
 * optional part), x stays free in f, as in the plain evaluation. */

typedef struct Req {
	int any;              /* x may be unbound (or bound to anything) */
	uint32_t n;
	uint32_t *vid;        /* sorted value numbers */
} Req;

static Req req_any = { 1, 0, NULL };
static Req req_none = { 0, 0, NULL };

typedef struct ReqCtx {
	CtlCheck *c;
	CtlVar x;
	const CtlEnv *sig;
	HTab done;            /* formula -> Req * */
	Arena *a;
} ReqCtx;

static int u32_cmp(const void *pa, const void *pb)
{
	uint32_t a = *(const uint32_t *)pa, b = *(const uint32_t *)pb;
	return a < b ? -1 : a > b;
}

static Req *req_make(ReqCtx *r, uint32_t *v, uint32_t n)
{
	Req *q = arena_alloc(r->a, sizeof *q);
	q->any = 0;
	q->n = 0;
	q->vid = n ? arena_alloc(r->a, n * sizeof *v) : NULL;
	if (n > 1)
		qsort(v, n, sizeof *v, u32_cmp);
	for (uint32_t i = 0; i < n; i++)
		if (!q->n || q->vid[q->n - 1] != v[i])
			q->vid[q->n++] = v[i];
	return q;
}

static Req *req_and(ReqCtx *r, Req *a, Req *b)
{
	if (a->any)
		return b;
	if (b->any)
		return a;
	uint32_t *v = xmalloc((a->n ? a->n : 1) * sizeof *v), n = 0, i = 0, j = 0;
	while (i < a->n && j < b->n) {
		if (a->vid[i] < b->vid[j])
			i++;
		else if (b->vid[j] < a->vid[i])
			j++;
		else {
			v[n++] = a->vid[i];
			i++;
			j++;
		}
	}
	Req *q = req_make(r, v, n);
	xfree(v);
	return q;
}

static Req *req_or(ReqCtx *r, Req *a, Req *b)
{
	if (a->any || b->any)
		return &req_any;
	uint32_t *v = xmalloc((a->n + b->n + 1) * sizeof *v), n = 0;
	for (uint32_t i = 0; i < a->n; i++)
		v[n++] = a->vid[i];
	for (uint32_t i = 0; i < b->n; i++)
		v[n++] = b->vid[i];
	Req *q = req_make(r, v, n);
	xfree(v);
	return q;
}

/* The values x takes in every triple of f under r->sig (see above). */
static Req *req_of(ReqCtx *r, const CtlF *f, int depth)
{
	CtlCheck *c = r->c;
	if (!f || depth > FV_MAX_DEPTH || c->status)
		return &req_any;
	uint64_t h = mix64((uintptr_t)f);
	Slot *sl = ht_find(&r->done, h, f, ptr_same);
	if (sl->p)
		return (Req *)sl->v;
	Req *q;
	switch (f->op) {
	case OP_FALSE:
		q = &req_none;
		break;
	case OP_PRED: {
		const TSet *t = pred_base(c, f);
		uint32_t *v = xmalloc((t->n ? t->n : 1) * sizeof *v), n = 0;
		int any = 0;
		for (uint32_t i = 0; i < t->n && !any; i++) {
			const CtlEnv *e = t->t[i].env;
			if (r->sig->n && env_join(c, e, r->sig) == JOIN_FAIL)
				continue;
			uint32_t k = 0;
			while (k < e->n && !(e->b[k].var == r->x && !e->b[k].neg))
				k++;
			if (k == e->n)
				any = 1;
			else
				v[n++] = e->b[k].vid;
		}
		tick(c, (long)t->n + 1);
		q = any ? &req_any : req_make(r, v, n);
		xfree(v);
		break;
	}
	case OP_AND: {
		Req *a = req_of(r, f->a, depth + 1);
		q = !a->any && !a->n ? a : req_and(r, a, req_of(r, f->b, depth + 1));
		break;
	}
	case OP_OR:
	case OP_AW: case OP_EW:
		/* W: a path that stays in f forever holds with f's bindings */
		q = req_or(r, req_of(r, f->a, depth + 1), req_of(r, f->b, depth + 1));
		break;
	case OP_EX: case OP_AF: case OP_EF: case OP_LET: case OP_LETVAR:
		q = req_of(r, f->a, depth + 1);
		break;
	case OP_AU: case OP_EU:
		/* every triple starts from one of g's */
		q = req_of(r, f->b, depth + 1);
		break;
	case OP_EXISTS:
		q = f->var == r->x ? &req_any : req_of(r, f->a, depth + 1);
		break;
	default:
		/* true, not, AX (true at a dead end), AG, EG */
		q = &req_any;
		break;
	}
	sl = ht_find(&r->done, h, f, ptr_same);
	if (!sl->p)
		ht_put(&r->done, sl, h, f, q);
	return q;
}

/* The values to evaluate `exists x. f` with under SIG, one at a time:
 * a Spec, or NULL for the plain evaluation with x free. */
typedef struct Spec {
	uint32_t n;
	uint32_t vid[];
} Spec;

static const Spec no_spec;
#define NO_SPEC (&no_spec)

static const Spec *spec_of(CtlCheck *c, const CtlF *f, const CtlEnv *sig)
{
	MemoKey k = { f, sig };
	uint64_t h = memokey_hash(f, sig);
	Slot *sl = ht_find(&c->specs, h, &k, memokey_same);
	if (sl->p)
		return sl->v;
	Arena a;
	arena_init(&a);
	ReqCtx r = { c, f->var, sig, { 0 }, &a };
	Req *q = req_of(&r, f->a, 0);
	const Spec *s = NO_SPEC;
	if (!q->any) {
		Spec *ns = arena_alloc(&c->arena, sizeof *ns + q->n * sizeof ns->vid[0]);
		ns->n = q->n;
		if (q->n)
			memcpy(ns->vid, q->vid, q->n * sizeof q->vid[0]);
		s = ns;
	}
	if (c->trace)
		fprintf(stderr, "ctl: exists x%u @%u sig %u: %s %u\n", f->var, f->id, sig->n,
		        q->any ? "free" : "values", q->n);
	ht_free(&r.done);
	arena_free(&a);
	sl = ht_find(&c->specs, h, &k, memokey_same);
	MemoKey *kp = arena_alloc(&c->arena, sizeof *kp);
	*kp = k;
	ht_put(&c->specs, sl, h, kp, s);
	return s;
}

/* ---- the evaluator ------------------------------------------------------ */

typedef struct Frame {
	CtlF *f;
	const CtlEnv *sig;
} Frame;

typedef VEC(Frame) FrameVec;

/* The operands of (f, sig) that must be evaluated before it, appended
 * to out.  `and` skips its second operand when the first is empty; a
 * predicate under a specialization needs its plain triples; a
 * specialized `exists` needs its operand once per value. */
static void operands(CtlCheck *c, CtlF *f, const CtlEnv *sig, FrameVec *out)
{
	Frame fr;
	switch (f->op) {
	case OP_TRUE:
	case OP_FALSE:
		return;
	case OP_PRED:
		if (sig->n) {
			fr.f = f;
			fr.sig = c->empty_env;
			vec_push(out, fr);
		}
		return;
	case OP_EXISTS: {
		const Spec *s = spec_of(c, f, sig);
		if (s == NO_SPEC) {
			fr.f = f->a;
			fr.sig = sig_for(c, sig, f->a);
			vec_push(out, fr);
			return;
		}
		for (uint32_t i = 0; i < s->n; i++) {
			fr.f = f->a;
			fr.sig = sig_for(c, sig_with(c, sig, f->var, s->vid[i]), f->a);
			vec_push(out, fr);
		}
		return;
	}
	case OP_NOT: case OP_AX: case OP_EX: case OP_AF:
	case OP_EF: case OP_AG: case OP_EG:
		fr.f = f->a;
		fr.sig = sig_for(c, sig, f->a);
		vec_push(out, fr);
		return;
	case OP_AND: {
		fr.f = f->a;
		fr.sig = sig_for(c, sig, f->a);
		vec_push(out, fr);
		const TSet *x = f->a ? memo_get(c, fr.f, fr.sig) : NULL;
		if (x && x != IN_PROGRESS && x->n == 0)
			return;
		fr.f = f->b;
		fr.sig = sig_for(c, sig, f->b);
		vec_push(out, fr);
		return;
	}
	case OP_OR: case OP_AU: case OP_EU: case OP_AW: case OP_EW:
		fr.f = f->a;
		fr.sig = sig_for(c, sig, f->a);
		vec_push(out, fr);
		fr.f = f->b;
		fr.sig = sig_for(c, sig, f->b);
		vec_push(out, fr);
		return;
	case OP_LETVAR:
		if (!f->a) {
			fail(c, CTL_ERR_FORMULA, "use of an undefined let variable");
			return;
		}
		fr.f = f->a;
		fr.sig = sig_for(c, sig, f->a);
		vec_push(out, fr);
		return;
	case OP_LET:
		if (f->b) {
			fail(c, CTL_ERR_FORMULA, "let of a variable that is not a fresh let variable");
			return;
		}
		fr.f = f->a;
		fr.sig = sig_for(c, sig, f->a);
		vec_push(out, fr);
		return;
	}
	fail(c, CTL_ERR_FORMULA, "unknown formula operator");
}

/* The triples of a predicate's plain result consistent with SIG. */
static TSet *set_pred_in(CtlCheck *c, const TSet *base, const CtlEnv *sig)
{
	TVec v = { 0 };
	for (uint32_t i = 0; i < base->n; i++)
		if (env_join(c, base->t[i].env, sig) != JOIN_FAIL)
			vec_push(&v, base->t[i]);
	tick(c, (long)base->n + 1);
	return tset_finish(c, &v);
}

/* (f, sig)'s triples, its operands being evaluated already.  c->ctx is
 * the initial environment with sig: negations that contradict it are
 * dropped. */
static TSet *eval_op(CtlCheck *c, CtlF *f, const CtlEnv *sig)
{
#define A ((TSet *)memo_get(c, f->a, sig_for(c, sig, f->a)))
#define B ((TSet *)memo_get(c, f->b, sig_for(c, sig, f->b)))
	switch (f->op) {
	case OP_TRUE: return set_true(c);
	case OP_FALSE: return tset_empty(c);
	case OP_PRED:
		return sig->n ? set_pred_in(c, memo_get(c, f, c->empty_env), sig) : set_pred(c, f);
	case OP_NOT: return set_not(c, A);
	case OP_AND: {
		TSet *a = A;
		return a->n ? set_and(c, a, B) : a;
	}
	case OP_OR: return set_or(c, A, B);
	case OP_EXISTS: {
		const Spec *s = spec_of(c, f, sig);
		if (s == NO_SPEC)
			return set_exists(c, f->var, f->keep, A);
		TSet *r = tset_empty(c);
		for (uint32_t i = 0; i < s->n && !c->status; i++) {
			const CtlEnv *si = sig_for(c, sig_with(c, sig, f->var, s->vid[i]), f->a);
			const TSet *x = memo_get(c, f->a, si);
			r = set_or(c, r, set_exists(c, f->var, f->keep, x));
		}
		return r;
	}
	case OP_AX: return set_ax(c, f->dir, A);
	case OP_EX: return set_ex(c, f->dir, A);
	case OP_AF: return set_au(c, f->dir, set_true(c), A);
	case OP_EF: return set_eu(c, f->dir, set_true(c), A);
	case OP_AG: return set_ag_eg(c, f->dir, 0, A);
	case OP_EG: return set_ag_eg(c, f->dir, 1, A);
	case OP_AU: return set_au(c, f->dir, A, B);
	case OP_EU: return set_eu(c, f->dir, A, B);
	case OP_AW: return set_weak(c, f->dir, 1, A, B);
	case OP_EW: return set_weak(c, f->dir, 0, A, B);
	case OP_LETVAR:
	case OP_LET: return A;
	}
#undef A
#undef B
	return tset_empty(c);
}

/* The memoized triples of root; empty once the check has failed.
 * Iterative post-order walk with an explicit stack, so that a deeply
 * nested formula cannot overflow the C stack: a formula is computed when
 * all its operands are in the memo table. */
static TSet *eval(CtlCheck *c, CtlF *root)
{
	if (!root)
		fail(c, CTL_ERR_FORMULA, "null formula");
	if (c->status)
		return tset_empty(c);
	const TSet *done = memo_get(c, root, c->empty_env);
	if (done && done != IN_PROGRESS)
		return (TSet *)done;
	size_t maxd = c->lim.max_depth > 0 ? (size_t)c->lim.max_depth : 10000000;
	FrameVec st = { 0 }, ops = { 0 };
	Frame top = { root, c->empty_env };
	vec_push(&st, top);
	while (st.n && !c->status) {
		Frame fr = st.v[st.n - 1];
		const TSet *m = memo_get(c, fr.f, fr.sig);
		if (m && m != IN_PROGRESS) {
			st.n--;
			continue;
		}
		ops.n = 0;
		operands(c, fr.f, fr.sig, &ops);
		int pending = 0;
		for (size_t i = 0; i < ops.n && !c->status; i++) {
			if (!ops.v[i].f) {
				fail(c, CTL_ERR_FORMULA, "null formula");
				break;
			}
			const TSet *om = memo_get(c, ops.v[i].f, ops.v[i].sig);
			if (om == IN_PROGRESS) {
				fail(c, CTL_ERR_FORMULA, "a let variable is defined in terms of itself");
				break;
			}
			if (!om) {
				if (st.n >= maxd) {
					fail(c, CTL_ERR_DEPTH, "formula nested too deeply");
					break;
				}
				vec_push(&st, ops.v[i]);
				pending = 1;
			}
		}
		if (c->status)
			break;
		if (pending) {
			memo_put(c, fr.f, fr.sig, IN_PROGRESS);
			continue;
		}
		const CtlEnv *ctx = fr.sig->n ? env_join(c, c->env0, fr.sig) : c->env0;
		c->ctx = ctx == JOIN_FAIL ? c->env0 : ctx;
		long st0 = c->steps;
		TSet *r = eval_op(c, fr.f, fr.sig);
		c->ctx = c->env0;
		if (c->trace && c->steps - st0 >= c->trace) {
			const VarSet *fv = free_vars(c, fr.f, 0);
			fprintf(stderr, "ctl: @%u op %d sig %u: %u triples, %ld steps; fv", fr.f->id,
			        (int)fr.f->op, fr.sig->n, r->n, c->steps - st0);
			for (uint32_t i = 0; fv != FV_UNKNOWN && i < fv->n; i++)
				fprintf(stderr, " x%u", fv->v[i]);
			fputc('\n', stderr);
		}
		memo_put(c, fr.f, fr.sig, r);
		st.n--;
	}
	vec_free(&st);
	vec_free(&ops);
	if (c->status)
		return tset_empty(c);
	return (TSet *)memo_get(c, root, c->empty_env);
}

static int ident_eq(void *ctx, CtlVal a, CtlVal b)
{
	(void)ctx;
	return a == b;
}

static uint64_t ident_hash(void *ctx, CtlVal v)
{
	(void)ctx;
	return v;
}

/* CSR arrays present, offsets monotone, every neighbour a node. */
static int graph_ok(const Graph *g)
{
	if (!g || !g->succ_start || !g->pred_start || g->n >= UINT32_MAX - 2)
		return 0;
	if (g->succ_start[0] || g->pred_start[0])
		return 0;
	for (uint32_t s = 0; s < g->n; s++)
		if (g->succ_start[s + 1] < g->succ_start[s] || g->pred_start[s + 1] < g->pred_start[s])
			return 0;
	uint32_t ns = g->succ_start[g->n], np = g->pred_start[g->n];
	if ((ns && !g->succ) || (np && !g->pred))
		return 0;
	for (uint32_t i = 0; i < ns; i++)
		if (g->succ[i] >= g->n)
			return 0;
	for (uint32_t i = 0; i < np; i++)
		if (g->pred[i] >= g->n)
			return 0;
	return 1;
}

CtlCheck *ctl_check_new(const Graph *g, const CtlValueOps *ops, const CtlLimits *lim)
{
	CtlCheck *c = xcalloc(1, sizeof *c);
	c->g = g;
	if (ops && ops->eq)
		c->ops = *ops;
	else {
		c->ops.eq = ident_eq;
		c->ops.hash = ident_hash;
	}
	if (lim)
		c->lim = *lim;
	arena_init(&c->arena);
	c->empty_env = intern_env(c, NULL, 0);
	c->env0 = c->empty_env;
	c->ctx = c->env0;
	const char *tr = getenv("LADYBUG_CTL_TRACE");
	c->trace = tr ? atol(tr) : 0;
	c->empty_ws = intern_ws(c, NULL, 0);
	if (!graph_ok(g))
		fail(c, CTL_ERR_GRAPH, "malformed graph");
	if (c->lim.timeout > 0) {
		double t = now_sec() + c->lim.timeout;
		c->deadline.tv_sec = (time_t)t;
		c->deadline.tv_nsec = (long)((t - (double)(time_t)t) * 1e9);
		c->has_deadline = 1;
	}
	return c;
}

void ctl_check_set_env(CtlCheck *c, const CtlVar *vars, const CtlVal *vals, size_t n)
{
	CtlBinding *buf = xmalloc((n ? n : 1) * sizeof *buf);
	for (size_t i = 0; i < n; i++) {
		buf[i].var = vars[i];
		buf[i].neg = 0;
		buf[i].val = vals[i];
		buf[i].vid = intern_val(c, vals[i]);
	}
	int m = canon_bindings(buf, (uint32_t)n);
	if (m < 0)
		fail(c, CTL_ERR_FORMULA, "inconsistent initial environment");
	else
		c->env0 = intern_env(c, buf, (uint32_t)m);
	c->ctx = c->env0;
	xfree(buf);
}

CtlStatus ctl_check_run(CtlCheck *c, CtlF *f, CtlResult *out)
{
	TSet *r = eval(c, f);
	/* a clock check at the end, so a short check still honours the deadline */
	if (!c->status && c->has_deadline && now_sec() >
	    (double)c->deadline.tv_sec + c->deadline.tv_nsec * 1e-9) {
		char buf[96];
		snprintf(buf, sizeof buf, "time limit of %g s reached", c->lim.timeout);
		fail(c, CTL_ERR_TIMEOUT, buf);
	}
	if (c->status) {
		out->n = 0;
		out->t = NULL;
		return c->status;
	}
	out->n = r->n;
	out->t = r->t;
	return CTL_OK;
}

const char *ctl_check_error(const CtlCheck *c)
{
	return c->status ? c->msg : "";
}

long ctl_check_steps(const CtlCheck *c)
{
	return c->steps;
}

void ctl_check_free(CtlCheck *c)
{
	if (!c)
		return;
	vec_free(&c->vals);
	ht_free(&c->valtab);
	ht_free(&c->envs);
	ht_free(&c->wsets);
	ht_free(&c->wits);
	ht_free(&c->joins);
	ht_free(&c->unions);
	ht_free(&c->memo);
	ht_free(&c->fvs);
	ht_free(&c->specs);
	arena_free(&c->arena);
	xfree(c);
}

CtlResult ctl_result_at(CtlResult r, uint32_t node)
{
	uint32_t lo = 0, hi = r.n;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		if (r.t[mid].node < node)
			lo = mid + 1;
		else
			hi = mid;
	}
	uint32_t e = lo;
	while (e < r.n && r.t[e].node == node)
		e++;
	CtlResult s = { e - lo, r.t ? r.t + lo : NULL };
	return s;
}

/* ====================================================================== */
/* Witness walk and formula dump                                          */
/* ====================================================================== */

enum { WALK_MAX_DEPTH = 1000 };

static int walk(const CtlWitSet *ws, CtlWitFn fn, void *ctx, CtlBinding *stack, size_t depth)
{
	int count = 0;
	for (uint32_t i = 0; i < ws->n; i++) {
		const CtlWit *w = ws->w[i];
		if (w->kind == CTL_WIT_MATCH) {
			fn(ctx, w, stack, depth);
			count++;
			continue;
		}
		if (depth >= WALK_MAX_DEPTH)
			return -1;
		stack[depth].var = w->var;
		stack[depth].neg = 0;
		stack[depth].val = w->val;
		stack[depth].vid = w->vid;
		int k = walk(w->sub, fn, ctx, stack, depth + 1);
		if (k < 0)
			return -1;
		count += k;
	}
	return count;
}

int ctl_wit_walk(const CtlWitSet *ws, CtlWitFn fn, void *ctx)
{
	CtlBinding *stack = xmalloc(WALK_MAX_DEPTH * sizeof *stack);
	int r = walk(ws, fn, ctx, stack, 0);
	xfree(stack);
	return r;
}

typedef struct Dump {
	FILE *out;
	HTab seen;
	int depth;
} Dump;

static void dump_f(Dump *d, const CtlF *f)
{
	static const char *const names[] = {
		[OP_TRUE] = "true", [OP_FALSE] = "false", [OP_PRED] = "pred",
		[OP_NOT] = "not", [OP_AND] = "and", [OP_OR] = "or",
		[OP_EXISTS] = "exists", [OP_AX] = "AX", [OP_EX] = "EX",
		[OP_AF] = "AF", [OP_EF] = "EF", [OP_AG] = "AG", [OP_EG] = "EG",
		[OP_AU] = "AU", [OP_EU] = "EU", [OP_AW] = "AW", [OP_EW] = "EW",
		[OP_LETVAR] = "letvar", [OP_LET] = "let",
	};
	if (!f) {
		fputs("null", d->out);
		return;
	}
	if (f->op == OP_TRUE || f->op == OP_FALSE) {
		fputs(names[f->op], d->out);
		return;
	}
	if (f->op == OP_PRED) {
		fprintf(d->out, "%s", f->name ? f->name : "pred");
		return;
	}
	uint64_t h = mix64((uintptr_t)f);
	Slot *sl = ht_find(&d->seen, h, f, ptr_same);
	if (sl->p) {
		fprintf(d->out, "@%u", f->id);
		return;
	}
	ht_put(&d->seen, sl, h, f, NULL);
	if (d->depth > 200) {
		fputs("...", d->out);
		return;
	}
	d->depth++;
	fprintf(d->out, "%s%s", names[f->op], f->dir == CTL_BACKWARD ? "<" : "");
	if (f->op == OP_EXISTS)
		fprintf(d->out, " x%u%s", f->var, f->keep ? "" : " (drop)");
	fprintf(d->out, "@%u(", f->id);
	if (f->op == OP_LETVAR) {
		if (f->a)
			dump_f(d, f->a);
	} else {
		dump_f(d, f->a);
		if (f->b && f->op != OP_LET) {
			fputs(", ", d->out);
			dump_f(d, f->b);
		}
	}
	fputc(')', d->out);
	d->depth--;
}

void ctl_dump(FILE *out, const CtlF *f)
{
	Dump d = { out, { 0 }, 0 };
	dump_f(&d, f);
	fputc('\n', out);
	ht_free(&d.seen);
}
