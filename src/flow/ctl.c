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

/* A slot is live when the stamp in the top bits of its h is its
 * table's: emptying a table is a new stamp (no clearing), so a check's
 * tables are handed to the next check as they are (see the end of the
 * file).  A table's capacity is then the largest any check needed;
 * `fresh' is the one this check's entries alone would have grown it
 * to, which is what the memory limit counts. */
typedef struct Slot {
	uint64_t h;           /* the hash's low 48 bits, the stamp above */
	const void *p;        /* the key (non-NULL when live) */
	const void *v;        /* payload for maps */
} Slot;

typedef struct HTab {
	Slot *s;
	size_t cap, n;
	size_t fresh;         /* the capacity grown from empty by this use
	                       * (at most cap) */
	uint64_t stamp;       /* 1..STAMP_MAX once the table has slots, */
	uint64_t stamp_bits;  /* and in place (shifted) */
} HTab;

enum { STAMP_SHIFT = 48 };
#define STAMP_MAX ((1ULL << (64 - STAMP_SHIFT)) - 1)
#define HASH_BITS ((1ULL << STAMP_SHIFT) - 1)

static inline int ht_live(const HTab *t, const Slot *sl)
{
	return (sl->h & ~HASH_BITS) == t->stamp_bits;
}

/* h as a live slot of T holds it. */
static inline uint64_t ht_key(const HTab *t, uint64_t h)
{
	return (h & HASH_BITS) | t->stamp_bits;
}

static void ht_free(HTab *t)
{
	xfree(t->s);
	memset(t, 0, sizeof *t);
}

/* Empty T, keeping its slots. */
static void ht_clear(HTab *t)
{
	t->n = 0;
	t->fresh = 0;
	if (!t->s)
		return;
	if (t->stamp == STAMP_MAX) {
		memset(t->s, 0, t->cap * sizeof *t->s);
		t->stamp = 0;
	}
	t->stamp++;
	t->stamp_bits = t->stamp << STAMP_SHIFT;
}

static void ht_grow(HTab *t)
{
	size_t ncap = t->cap ? t->cap * 2 : 64;
	if (!t->stamp) {
		t->stamp = 1;   /* new slots are zero: stamp 0, empty */
		t->stamp_bits = t->stamp << STAMP_SHIFT;
	}
	Slot *ns = xcalloc(ncap, sizeof *ns);
	for (size_t i = 0; i < t->cap; i++) {
		if (!ht_live(t, &t->s[i]))
			continue;
		size_t j = t->s[i].h & (ncap - 1);
		while (ht_live(t, &ns[j]))
			j = (j + 1) & (ncap - 1);
		ns[j] = t->s[i];
	}
	xfree(t->s);
	t->s = ns;
	t->cap = ncap;
}

/* Before adding an entry to T at a load of LOAD_NUM / LOAD_DEN: count
 * the growth from empty, and grow T when that passes its capacity.
 * (Callers test the first condition: capacity is at least `fresh'.) */
static void ht_room(HTab *t, size_t load_num, size_t load_den)
{
	t->fresh = t->fresh ? t->fresh * 2 : 64;
	if ((t->n + 1) * load_den > t->cap * load_num)
		ht_grow(t);
}

/* The slot holding a key equal to `key` (per `same`), or the empty slot
 * where it would go (its p NULL).  Grows the table first when needed. */
static inline Slot *ht_find(HTab *t, uint64_t h, const void *key,
                            int (*same)(const void *stored, const void *key))
{
	if ((t->n + 1) * 2 > t->fresh)   /* at most half full: short probes */
		ht_room(t, 1, 2);
	uint64_t hk = ht_key(t, h);
	size_t j = h & (t->cap - 1);
	for (;;) {
		Slot *sl = &t->s[j];
		if (!ht_live(t, sl)) {
			sl->p = NULL;
			return sl;
		}
		if (sl->h == hk && same(sl->p, key))
			return sl;
		j = (j + 1) & (t->cap - 1);
	}
}

static void ht_put(HTab *t, Slot *sl, uint64_t h, const void *p, const void *v)
{
	sl->h = ht_key(t, h);
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
	key.keep = keep == CTL_FREE ? CTL_FREE : keep != 0;
	return cons(b, &key);
}

int ctl_quantifies(const CtlBuilder *b, const CtlF *f, CtlVar var)
{
	uint8_t *seen = xcalloc(b->count + 1, 1);
	VEC(const CtlF *) st = { 0 };
	vec_push(&st, f);
	int found = 0;
	while (st.n && !found) {
		const CtlF *g = st.v[--st.n];
		if (!g || g->id >= b->count || seen[g->id])
			continue;
		seen[g->id] = 1;
		found = g->op == OP_EXISTS && g->var == var;
		vec_push(&st, g->a);
		vec_push(&st, g->b);
	}
	vec_free(&st);
	xfree(seen);
	return found;
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
	CtlF *bad = NULL, *bad_path = NULL;
	for (size_t i = 0; i < s->n_when_not; i++)
		if (s->when_not[i])
			bad = or_s(b, bad, s->when_not[i]);
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
		CtlF *n = s->nest;
		if (s->nest_any && (bad || s->when_eq))
			/* (only where a `when' forbids code: elsewhere such a
			 * node is crossed anyway) */
			n = ctl_or(b, n, and_s(b, s->nest_any, ctl_not(b, s->nest)));
		if (bad_path)
			n = and_s(b, n, ctl_not(b, bad_path));
		on = ctl_or(b, n, on);
	}
	if (s->along)
		on = and_s(b, on, s->along);
	if (s->quant == CTL_FORALL && !s->strict && s->error_exit) {
		/* an error path need not reach the end; with error_end it
		 * still owes `on' up to there */
		CtlF *ex = s->error_exit;
		if (s->error_end) {
			/* the `when' clauses (not the shortest path: the
			 * branch may hold what follows) up to the exit or
			 * what follows */
			CtlF *won = bad ? ctl_not(b, bad) : ctl_true(b);
			if (s->when_eq)
				won = and_s(b, won, s->when_eq);
			if (s->nest)
				won = ctl_or(b, s->nest, won);
			CtlF *wend = or_s(b, or_s(b, s->error_end, s->fake), s->end);
			ex = ctl_and(b, ex, ctl_aw(b, s->dir, won, wend));
		}
		stop = or_s(b, stop, ex);
	}
	if (s->quant == CTL_FORALL && s->fake)
		stop = or_s(b, stop, s->fake);
	if (s->quant == CTL_EXISTS)
		return ctl_eu(b, s->dir, on, stop);
	if (s->loops_fail)
		return ctl_au(b, s->dir, on, stop);
	/* a path that loops forever or leaves by an error exit does not
	 * fail the dots, but some path must reach what follows them (the
	 * function's end for trailing dots): when every path loops (a goto
	 * back with no way out) or fails, nothing matches */
	CtlF *aw = ctl_aw(b, s->dir, on, stop);
	if (!s->reach)
		return aw;
	/* a guard: not not drops the witnesses of what it reaches.  Dots
	 * that start where an error branch is entered (the code before
	 * them is the `if' itself) owe no reaching there: the if's other
	 * branch does */
	CtlF *guard = ctl_not(b, ctl_not(b, ctl_ef(b, s->dir, s->reach)));
	if (!s->strict && s->error_exit)
		guard = ctl_or(b, s->error_exit, guard);
	return ctl_and(b, aw, guard);
}

/* ====================================================================== */
/* The check: state, limits                                               */
/* ====================================================================== */

typedef struct TSet {
	uint32_t n;
	CtlTriple *t;
	const struct Mask *nodes;   /* its nodes, once asked for (mask_of) */
} TSet;

typedef VEC(CtlTriple) TVec;

enum { TVEC_SPARE = 16, TVEC_KEEP = 1 << 16, NBUF = 4 };

/* The triples of X from index I on; an empty set has no array, and
 * NULL + 0 is undefined in C, so that case gives NULL. */
static CtlTriple *tset_at(const TSet *x, uint32_t i)
{
	return x->t ? x->t + i : NULL;
}

/* A set of nodes, interned per check: where a formula's triples are
 * needed (see the evaluator). */
typedef struct Mask {
	uint32_t id;
	uint32_t full;        /* every node */
	uint32_t count;
	const uint32_t *mem;  /* the nodes, in order (NULL when full) */
	const uint64_t *w;    /* their bits, for large sets (else NULL) */
} Mask;

static int in_mask(const Mask *m, uint32_t s)
{
	if (m->full)
		return 1;
	if (m->w)
		return (m->w[s >> 6] >> (s & 63)) & 1;
	uint32_t lo = 0, hi = m->count;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		if (m->mem[mid] == s)
			return 1;
		if (m->mem[mid] < s)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

/* The I-th node of M (I < m->count). */
static uint32_t mask_node(const Mask *m, uint32_t i)
{
	return m->full ? i : m->mem[i];
}

static int u32_cmp(const void *pa, const void *pb)
{
	uint32_t a = *(const uint32_t *)pa, b = *(const uint32_t *)pb;
	return a < b ? -1 : a > b;
}

/* The triples of sorted X at node S: *N of them, from index *AT. */
static void tset_range(const TSet *x, uint32_t s, uint32_t *at, uint32_t *n)
{
	uint32_t lo = 0, hi = x->n;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		if (x->t[mid].node < s)
			lo = mid + 1;
		else
			hi = mid;
	}
	uint32_t e = lo;
	while (e < x->n && x->t[e].node == s)
		e++;
	*at = lo;
	*n = e - lo;
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
	HTab preds;           /* predicate -> its matches node by node (PredNodes *) */
	const void *pred_last;        /* the predicate looked up last in preds, */
	struct PredNodes *pred_last_pn;  /* and its entry (callers go node by node) */
	HTab req_done;        /* spec_of's scratch: (formula, sig, mask) -> Req *, */
	Arena req_arena;      /* emptied after each use (kept for the next) */
	const CtlEnv *ctx;    /* env0 with the current specialization */
	HTab masks;           /* interned node sets */
	HTab regions;         /* (mask, direction) -> the nodes reachable from it */
	uint32_t mask_ids;
	uint32_t *stamp, gen;     /* per node: visited in walk number gen */
	/* the strongly connected components per direction, made once */
	uint32_t *scc_comp[2], *scc_order[2], *scc_start[2], scc_n[2];
	const struct Mask *full;  /* every node */
	const struct Mask *root;  /* where the formula checked is needed (full
				     unless ctl_check_set_roots says) */
	const struct Mask *mask;  /* where the operation being made is needed */
	long trace;           /* LADYBUG_CTL_TRACE=N: report evaluations of N steps or more
			       (LADYBUG_CTL_ENVS=K: with the first environments of formula @K) */
	TSet *all_true;
	TVec tspare[TVEC_SPARE];  /* emptied scratch arrays (tvec_new) */
	uint32_t ntspare;
	uint32_t *nbuf[NBUF];     /* scratch arrays of node numbers (nodes_take) */
	size_t ncap[NBUF];
	uint32_t nused;
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

/* The bytes the check holds: its arena and its tables. */
static size_t check_bytes(const CtlCheck *c)
{
	const HTab *t[] = {&c->valtab, &c->envs, &c->wsets, &c->wits, &c->joins,
			   &c->unions, &c->memo, &c->preds, &c->masks, &c->regions};
	size_t n = c->arena.total + c->vals.cap * sizeof(CtlVal);
	for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
		n += t[i]->fresh * sizeof(Slot);
	return n;
}

/* Count k steps; check the step limit always, the clock and the memory
 * held every 1024 steps.  Returns nonzero when the check must stop. */
static int tick_slow(CtlCheck *c, long before);

/* Inline: most ticks only count (the checks every 1024 steps, and the
 * step limit's failure, are tick_slow's). */
static inline int tick(CtlCheck *c, long k)
{
	if (c->status)
		return 1;
	long before = c->steps;
	c->steps += k;
	if ((c->lim.max_steps > 0 && c->steps > c->lim.max_steps) ||
	    (before >> 10) != (c->steps >> 10))
		return tick_slow(c, before);
	return 0;
}

static int tick_slow(CtlCheck *c, long before)
{
	if (c->lim.max_steps > 0 && c->steps > c->lim.max_steps) {
		char buf[96];
		snprintf(buf, sizeof buf, "step limit of %ld reached", c->lim.max_steps);
		fail(c, CTL_ERR_STEPS, buf);
		return 1;
	}
	if ((before >> 10) == (c->steps >> 10))
		return 0;
	if (c->lim.max_memory && check_bytes(c) > c->lim.max_memory) {
		char buf[96];
		snprintf(buf, sizeof buf, "memory limit of %zu MB reached",
			 c->lim.max_memory >> 20);
		fail(c, CTL_ERR_MEMORY, buf);
		return 1;
	}
	if (c->has_deadline) {
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
	if ((t->n + 1) * 4 > t->fresh * 3)
		ht_room(t, 3, 4);
	uint64_t hk = ht_key(t, h);
	size_t j = h & (t->cap - 1);
	for (;;) {
		Slot *sl = &t->s[j];
		if (!ht_live(t, sl)) {
			uint32_t vid = (uint32_t)c->vals.n;
			vec_push(&c->vals, v);
			ht_put(t, sl, h, (const void *)(uintptr_t)(vid + 1), NULL);
			return vid;
		}
		uint32_t vid = (uint32_t)((uintptr_t)sl->p - 1);
		if (sl->h == hk && (c->vals.v[vid] == v || c->ops.eq(c->ops.ctx, c->vals.v[vid], v)))
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
/* Scratch arrays of triples: tvec_new gives an empty one with the room
 * of one dropped before (tvec_drop), so that the operations, which each
 * build their result in one, do not allocate it again and again. */
static TVec tvec_new(CtlCheck *c)
{
	if (!c->ntspare) {
		TVec v = { 0 };
		return v;
	}
	TVec v = c->tspare[--c->ntspare];
	v.n = 0;
	return v;
}

static void tvec_drop(CtlCheck *c, TVec *v)
{
	if (v->v && v->cap <= TVEC_KEEP && c->ntspare < TVEC_SPARE) {
		c->tspare[c->ntspare++] = *v;
		v->v = NULL;
		v->n = v->cap = 0;
	} else {
		vec_free(v);
	}
}

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
	tvec_drop(c, v);
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
	if (!c->mask->full) {
		TVec v = tvec_new(c);
		for (uint32_t i = 0; i < c->mask->count; i++)
			push3(&v, mask_node(c->mask, i), c->empty_env, c->empty_ws);
		tick(c, c->mask->count);
		return tset_finish(c, &v);
	}
	if (!c->all_true) {
		TVec v = tvec_new(c);
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
	TVec v = tvec_new(c);
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
	TVec v = tvec_new(c);
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
	TVec v = tvec_new(c);
	for (uint32_t k = 0; k < c->mask->count && !c->status; k++) {
		uint32_t s = mask_node(c->mask, k), at, n;
		tset_range(x, s, &at, &n);
		if (!n)
			push3(&v, s, c->empty_env, c->empty_ws);
		else
			neg_group(c, s, tset_at(x, at), n, &v);
	}
	tick(c, c->mask->count);
	return tset_finish(c, &v);
}

static TSet *set_exists(CtlCheck *c, CtlVar var, int keep, const TSet *x)
{
	if (keep == CTL_FREE)
		return (TSet *)x;   /* (triples are immutable once made) */
	TVec v = tvec_new(c);
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
	if (d == CTL_FORWARD_NOBACK && g->fsucc_start && g->fpred_start) {
		r.nx_start = g->fsucc_start;
		r.nx = g->fsucc;
		r.pv_start = g->fpred_start;
		r.pv = g->fpred;
	} else if (d == CTL_FORWARD || d == CTL_FORWARD_NOBACK) {
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
	TVec v = tvec_new(c);
	for (uint32_t i = 0; i < x->n; i++) {
		const CtlTriple *t = &x->t[i];
		for (uint32_t k = D.pv_start[t->node]; k < D.pv_start[t->node + 1]; k++)
			if (in_mask(c->mask, D.pv[k]))
				push3(&v, D.pv[k], t->env, t->wits);
	}
	tick(c, (long)v.n + 1);
	return tset_finish(c, &v);
}

/* Conjunction of the triple groups of the next nodes of s, retargeted to
 * s, into out.  groups: per node (pairs kept as triples). */
typedef TVec Group;

static void group_canon(CtlCheck *c, TVec *v);

/* The triples of node S: cur[s], or (CUR NULL) those of SRC at S. */
static Group group_at(Group *cur, const TSet *src, uint32_t s)
{
	if (cur)
		return cur[s];
	Group g = { 0 };
	uint32_t at, n;
	tset_range(src, s, &at, &n);
	g.v = tset_at(src, at);   /* a view, not a copy: never freed or grown */
	g.n = n;
	return g;
}

static void conj_next(CtlCheck *c, const Dirs *D, uint32_t s, Group *cur,
                      const TSet *src, TVec *out, TVec *tmp)
{
	uint32_t b = D->nx_start[s], e = D->nx_start[s + 1];
	out->n = 0;
	if (b == e)
		return;
	Group g0 = group_at(cur, src, D->nx[b]);
	vec_grow(out, g0.n);
	for (size_t i = 0; i < g0.n; i++)
		push3(out, s, g0.v[i].env, g0.v[i].wits);
	for (uint32_t k = b + 1; k < e && out->n && !c->status; k++) {
		if (D->nx[k] == D->nx[b])
			continue;
		Group gv = group_at(cur, src, D->nx[k]), *gk = &gv;
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
	TVec v = tvec_new(c), out = tvec_new(c), tmp = tvec_new(c);
	for (uint32_t k = 0; k < c->mask->count && !c->status; k++) {
		uint32_t s = mask_node(c->mask, k);
		if (D.nx_start[s] == D.nx_start[s + 1]) {
			push3(&v, s, c->empty_env, c->empty_ws);
			continue;
		}
		conj_next(c, &D, s, NULL, x, &out, &tmp);
		for (size_t i = 0; i < out.n; i++)
			vec_push(&v, out.v[i]);
	}
	tick(c, c->mask->count);
	tvec_drop(c, &out);
	tvec_drop(c, &tmp);
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

enum { FIX_SCAN = 8 };   /* groups up to this size are searched in place */

static void fix_index(Fix *F, uint32_t node, uint32_t i)
{
	const CtlTriple *t = &F->cur[node].v[i];
	NodeEnv *k = arena_alloc(F->keys, sizeof *k);
	k->node = node;
	k->env = t->env;
	uint64_t h = mix64(((uint64_t)node << 32) ^ t->env->id);
	Slot *sl = ht_find(&F->seen, h, k, nodeenv_same);
	ht_put(&F->seen, sl, h, k, (const void *)(uintptr_t)(i + 1));
}

/* Add t to the fixpoint, uniting its witnesses with those of the triple
 * of the same node and environment.  Returns 1 when that changed
 * anything, and then *now is the triple as it stands.  A node's triples
 * are found by a scan while they are few, by the table seen after. */
static int fix_add(Fix *F, const CtlTriple *t, CtlTriple *now)
{
	Group *g = &F->cur[t->node];
	CtlTriple *old = NULL;
	if (g->n <= FIX_SCAN) {
		for (size_t i = 0; i < g->n && !old; i++)
			if (g->v[i].env == t->env)
				old = &g->v[i];
	} else {
		NodeEnv key = { t->node, t->env };
		uint64_t h = mix64(((uint64_t)t->node << 32) ^ t->env->id);
		Slot *sl = ht_find(&F->seen, h, &key, nodeenv_same);
		if (sl->p)
			old = &g->v[(uintptr_t)sl->v - 1];
	}
	if (old) {
		const CtlWitSet *w = ws_union(F->c, old->wits, t->wits);
		if (w == old->wits)
			return 0;
		old->wits = w;
		*now = *old;
		return 1;
	}
	vec_push(g, *t);
	if (g->n == FIX_SCAN + 1) {
		for (uint32_t i = 0; i < g->n; i++)
			fix_index(F, t->node, i);
	} else if (g->n > FIX_SCAN + 1) {
		fix_index(F, t->node, (uint32_t)g->n - 1);
	}
	*now = *t;
	return 1;
}

static TSet *fix_finish(Fix *F)
{
	TVec v = tvec_new(F->c);
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
	TVec acc = tvec_new(c), tmp = tvec_new(c), nw = tvec_new(c);
	while (sn && !c->status) {
		uint32_t s = stack[--sn];
		inq[s] = 0;
		conj_next(c, &D, s, F.cur, NULL, &acc, &tmp);
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
	tvec_drop(c, &acc);
	tvec_drop(c, &tmp);
	tvec_drop(c, &nw);
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
	TVec work = tvec_new(c), nw = tvec_new(c);
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
	tvec_drop(c, &work);
	tvec_drop(c, &nw);
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
	if (!c->scc_comp[d]) {
		c->scc_comp[d] = xmalloc((n ? n : 1) * sizeof *c->scc_comp[d]);
		c->scc_order[d] = xmalloc((n ? n : 1) * sizeof *c->scc_order[d]);
		c->scc_start[d] = xmalloc((n + 1) * sizeof *c->scc_start[d]);
		c->scc_n[d] = scc(c, &D, c->scc_comp[d], c->scc_order[d], c->scc_start[d]);
		tick(c, (long)n + 1);
	}
	const uint32_t *comp = c->scc_comp[d], *order = c->scc_order[d], *cstart = c->scc_start[d];
	uint32_t *stack = xmalloc((n ? n : 1) * sizeof *stack);
	unsigned char *inq = xcalloc(n ? n : 1, 1);
	/* the components to compute, next ones first: those of the mask,
	 * which is closed under next nodes (a component lies in it whole
	 * or not at all) */
	uint32_t ncomp = c->mask->full ? c->scc_n[d] : 0;
	uint32_t *comps = NULL;
	if (!c->mask->full) {
		comps = xmalloc((c->mask->count ? c->mask->count : 1) * sizeof *comps);
		for (uint32_t i = 0; i < c->mask->count; i++) {
			uint32_t s = mask_node(c->mask, i);
			if (order[cstart[comp[s]]] == s)   /* once per component */
				comps[ncomp++] = comp[s];
		}
		qsort(comps, ncomp, sizeof *comps, u32_cmp);
	}
	TVec acc = tvec_new(c), tmp = tvec_new(c), nw = tvec_new(c);
	for (uint32_t ki = 0; ki < ncomp && !c->status; ki++) {
		uint32_t k = comps ? comps[ki] : ki;
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
					conj_next(c, &D, s, cur, NULL, &acc, &tmp);
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
	tvec_drop(c, &acc);
	tvec_drop(c, &tmp);
	tvec_drop(c, &nw);
	xfree(stack);
	xfree(inq);
	xfree(comps);
	xfree(fi);
	xfree(gi);
	TVec v = tvec_new(c);
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
	const Mask *mask;
} MemoKey;

static int memokey_same(const void *stored, const void *key)
{
	const MemoKey *a = stored, *b = key;
	return a->f == b->f && a->sig == b->sig && a->mask == b->mask;
}

static uint64_t memokey_hash(const CtlF *f, const CtlEnv *sig, const Mask *m)
{
	/* one mixing round: the ids spread by odd multipliers first */
	return mix64((uintptr_t)f ^ ((uint64_t)sig->id * 0x9e3779b97f4a7c15ULL) ^
		     ((uint64_t)m->id * 0xc2b2ae3d27d4eb4fULL));
}

/* ---- node sets ---------------------------------------------------------- */

typedef struct MaskKey {
	uint32_t count;
	const uint32_t *mem;
} MaskKey;

static int mask_same(const void *stored, const void *key)
{
	const Mask *m = stored;
	const MaskKey *k = key;
	return !m->full && m->count == k->count &&
	       (k->count == 0 || !memcmp(m->mem, k->mem, k->count * sizeof k->mem[0]));
}

enum { MASK_SPARSE = 48 };   /* sets up to this size have no bit array */

/* Scratch room for N node numbers (or N/2 pairs), given back with
 * nodes_give in the reverse order of taking: the arrays are kept for the
 * next use. */
static uint32_t *nodes_take(CtlCheck *c, size_t n)
{
	if (!n)
		n = 1;
	if (c->nused == NBUF) {
		c->nused++;
		return xmalloc(n * sizeof(uint32_t));
	}
	uint32_t k = c->nused++;
	if (c->ncap[k] < n) {
		size_t cap = c->ncap[k] ? c->ncap[k] : 64;
		while (cap < n)
			cap *= 2;
		xfree(c->nbuf[k]);
		c->nbuf[k] = xmalloc(cap * sizeof(uint32_t));
		c->ncap[k] = cap;
	}
	return c->nbuf[k];
}

static void nodes_give(CtlCheck *c, uint32_t *p)
{
	c->nused--;
	if (c->nused >= NBUF || p != c->nbuf[c->nused])
		xfree(p);
}

/* The interned set of the nodes MEM[0..COUNT) (sorted, distinct). */
static const Mask *mask_make(CtlCheck *c, const uint32_t *mem, uint32_t count)
{
	if (c->full && count == c->g->n)
		return c->full;
	uint64_t h = 0x5bd1e995;
	for (uint32_t i = 0; i < count; i++)
		h = hcombine(h, mem[i]);
	MaskKey k = { count, mem };
	Slot *sl = ht_find(&c->masks, h, &k, mask_same);
	if (sl->p)
		return sl->p;
	Mask *m = arena_alloc(&c->arena, sizeof *m);
	m->id = ++c->mask_ids;
	m->full = 0;
	m->count = count;
	uint32_t *mm = arena_alloc(&c->arena, (count ? count : 1) * sizeof *mm);
	if (count)
		memcpy(mm, mem, count * sizeof *mm);
	m->mem = mm;
	m->w = NULL;
	if (count > MASK_SPARSE) {
		uint32_t nw = (c->g->n + 63) / 64;
		uint64_t *w = arena_alloc(&c->arena, (nw ? nw : 1) * sizeof *w);
		memset(w, 0, (nw ? nw : 1) * sizeof *w);
		for (uint32_t i = 0; i < count; i++)
			w[mem[i] >> 6] |= 1ULL << (mem[i] & 63);
		m->w = w;
	}
	tick(c, (long)count / 8 + 1);
	ht_put(&c->masks, sl, h, m, NULL);
	return m;
}

/* The nodes of the triples of X (sorted by node), made once per set. */
static const Mask *mask_of(CtlCheck *c, const TSet *x)
{
	if (x->nodes)
		return x->nodes;
	uint32_t *mem = nodes_take(c, x->n), n = 0;
	for (uint32_t i = 0; i < x->n; i++)
		if (!n || mem[n - 1] != x->t[i].node)
			mem[n++] = x->t[i].node;
	const Mask *m = mask_make(c, mem, n);
	nodes_give(c, mem);
	((TSet *)x)->nodes = m;   /* a cache: the set itself is unchanged */
	return m;
}

/* The nodes in both A and B (NULL: every node). */
static const Mask *mask_and(CtlCheck *c, const Mask *a, const Mask *b)
{
	if (!a || a->full)
		return b;
	if (!b || b->full || a == b)
		return a;
	uint32_t *mem = nodes_take(c, a->count < b->count ? a->count : b->count);
	uint32_t n = 0, i = 0, j = 0;
	while (i < a->count && j < b->count) {
		if (a->mem[i] < b->mem[j])
			i++;
		else if (b->mem[j] < a->mem[i])
			j++;
		else {
			mem[n++] = a->mem[i];
			i++;
			j++;
		}
	}
	const Mask *m = mask_make(c, mem, n);
	nodes_give(c, mem);
	return m;
}

/* The nodes in A or B (NULL: every node). */
static const Mask *mask_or(CtlCheck *c, const Mask *a, const Mask *b)
{
	if (!a || a->full)
		return a;
	if (!b || b->full)
		return b;
	if (a == b)
		return a;
	uint32_t *mem = nodes_take(c, (size_t)a->count + b->count);
	uint32_t n = 0, i = 0, j = 0;
	while (i < a->count || j < b->count) {
		if (j == b->count || (i < a->count && a->mem[i] < b->mem[j]))
			mem[n++] = a->mem[i++];
		else if (i == a->count || b->mem[j] < a->mem[i])
			mem[n++] = b->mem[j++];
		else {
			mem[n++] = a->mem[i++];
			j++;
		}
	}
	const Mask *m = mask_make(c, mem, n);
	nodes_give(c, mem);
	return m;
}

/* The next nodes (in direction D) of the nodes of M; with REACH, M and
 * every node reachable from it. */
static const Mask *mask_next(CtlCheck *c, const Mask *m, CtlDir d, int reach)
{
	if (m->full)
		return m;
	PairSlot ps;
	Slot *sl = pair_find(&c->regions, m->id, (uint32_t)d * 2 + (uint32_t)reach, &ps);
	if (sl->p)
		return sl->v;
	Dirs D = dirs(c, d);
	uint32_t n = c->g->n;
	if (!c->stamp)
		c->stamp = xcalloc(n ? n : 1, sizeof *c->stamp);
	uint32_t gen = ++c->gen;
	struct { uint32_t *v; size_t n; } out = { nodes_take(c, n), 0 };  /* each node once */
	uint32_t *stack = NULL, sn = 0;
	if (reach)
		stack = nodes_take(c, n);
	for (uint32_t i = 0; i < m->count; i++) {
		uint32_t s = mask_node(m, i);
		if (reach) {
			if (c->stamp[s] != gen) {
				c->stamp[s] = gen;
				stack[sn++] = s;
			}
			continue;
		}
		for (uint32_t k = D.nx_start[s]; k < D.nx_start[s + 1]; k++)
			if (c->stamp[D.nx[k]] != gen) {
				c->stamp[D.nx[k]] = gen;
				out.v[out.n++] = D.nx[k];
			}
	}
	while (sn) {
		uint32_t s = stack[--sn];
		out.v[out.n++] = s;
		for (uint32_t k = D.nx_start[s]; k < D.nx_start[s + 1]; k++) {
			uint32_t t = D.nx[k];
			if (c->stamp[t] != gen) {
				c->stamp[t] = gen;
				stack[sn++] = t;
			}
		}
	}
	if (out.n > 1 && (uint64_t)out.n * 8 >= n) {
		/* many nodes: the stamps, read in order, are the sorted set
		 * (each node of OUT is stamped, and only those) */
		uint32_t k = 0;
		for (uint32_t i = 0; i < n; i++)
			if (c->stamp[i] == gen)
				out.v[k++] = i;
	} else if (out.n > 1) {
		qsort(out.v, out.n, sizeof *out.v, u32_cmp);
	}
	tick(c, (long)out.n + 1);
	const Mask *r = mask_make(c, out.v, (uint32_t)out.n);
	if (stack)
		nodes_give(c, stack);
	nodes_give(c, out.v);
	pair_store(c, &ps, r);
	return r;
}

/* The memo table holds one entry per (formula, specialization, mask)
 * asked about: its TSet once made, IN_PROGRESS while its operands are
 * being evaluated (meeting one again means a cycle through a let
 * variable), NULL before.  Entries live in the check's arena, so the
 * evaluator keeps a pointer to the entries of its frames and their
 * operands instead of looking them up again.  The entry of a predicate
 * also keeps its scan (pred_in), that of an `exists' the values it is
 * evaluated with (spec_of). */
static const TSet in_progress;
#define IN_PROGRESS (&in_progress)

typedef struct Memo {
	MemoKey k;            /* first: the table compares keys through it */
	const TSet *val;
	const struct Spec *spec;  /* exists: spec_of's answer, once made */
} Memo;

/* The entry of (f, sig, m), made empty when there is none. */
static Memo *memo_entry(CtlCheck *c, const CtlF *f, const CtlEnv *sig, const Mask *m)
{
	MemoKey k = { f, sig, m };
	uint64_t h = memokey_hash(f, sig, m);
	Slot *sl = ht_find(&c->memo, h, &k, memokey_same);
	if (sl->p)
		return (Memo *)sl->p;
	Memo *e = arena_alloc(&c->arena, sizeof *e);
	e->k = k;
	e->val = NULL;
	e->spec = NULL;
	ht_put(&c->memo, sl, h, e, NULL);
	return e;
}

/* Can environment E hold together with SIG (positive bindings only)?
 * Like env_join(e, sig) != JOIN_FAIL, without making the join. */
static int env_agrees(const CtlEnv *e, const CtlEnv *sig)
{
	uint32_t i = 0, j = 0;
	while (i < e->n && j < sig->n) {
		if (e->b[i].var < sig->b[j].var) {
			i++;
			continue;
		}
		if (sig->b[j].var < e->b[i].var) {
			j++;
			continue;
		}
		const CtlBinding *x = &e->b[i];
		if (x->neg ? x->vid == sig->b[j].vid : x->vid != sig->b[j].vid)
			return 0;
		i++;
	}
	return 1;
}

/* ---- predicates, node by node ---------------------------------------- */

/* A predicate's matches, computed at each node the first time some
 * evaluation needs them there. */
typedef struct PredNodes {
	uint8_t *done;
	uint32_t *n;
	CtlTriple **t;
} PredNodes;

/* The triples of predicate F at node S (*N of them). */
static const CtlTriple *pred_at(CtlCheck *c, const CtlF *f, uint32_t s, uint32_t *n)
{
	PredNodes *pn = c->pred_last == f ? c->pred_last_pn : NULL;
	if (!pn) {
		uint64_t h = mix64((uintptr_t)f);
		Slot *sl = ht_find(&c->preds, h, f, ptr_same);
		pn = (PredNodes *)sl->v;
		if (!sl->p) {
			uint32_t gn = c->g->n ? c->g->n : 1;
			pn = arena_alloc(&c->arena, sizeof *pn);
			pn->done = arena_alloc(&c->arena, gn);
			memset(pn->done, 0, gn);
			pn->n = arena_alloc(&c->arena, gn * sizeof *pn->n);
			pn->t = arena_alloc(&c->arena, gn * sizeof *pn->t);
			ht_put(&c->preds, sl, h, f, pn);
		}
		c->pred_last = f;
		c->pred_last_pn = pn;
	}
	if (!pn->done[s]) {
		CtlMatchSink sink = { c, s, tvec_new(c) };
		f->fn(f->ctx, s, c->env0, &sink);
		tick(c, 1);
		pn->done[s] = 1;
		pn->n[s] = (uint32_t)sink.out.n;
		pn->t[s] = NULL;
		if (sink.out.n) {
			TSet *ts = tset_finish(c, &sink.out);
			pn->t[s] = ts->t;
			pn->n[s] = ts->n;
		} else {
			tvec_drop(c, &sink.out);
		}
	}
	*n = pn->n[s];
	return pn->t[s];
}

/* The triples of predicate F consistent with SIG at the nodes of M,
 * made once per (F, SIG, M), and kept as the memoized value of the
 * predicate there: the specialization of `exists' looks at them for
 * each variable it is asked about, the evaluation once more. */
static const TSet *pred_in(CtlCheck *c, const CtlF *f, const CtlEnv *sig, const Mask *m)
{
	Memo *e = memo_entry(c, f, sig, m);
	if (e->val)
		return e->val;
	TVec v = tvec_new(c);
	for (uint32_t j = 0; j < m->count && !c->status; j++) {
		uint32_t s = mask_node(m, j), nt;
		const CtlTriple *t = pred_at(c, f, s, &nt);
		for (uint32_t i = 0; i < nt; i++)
			if (!sig->n || env_agrees(t[i].env, sig))
				vec_push(&v, t[i]);
	}
	TSet *r = tset_finish(c, &v);
	if (!c->status)
		e->val = r;
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

enum { REQ_MAX_DEPTH = 20000 };

typedef struct Req {
	int any;              /* x may be unbound (or bound to anything) */
	uint32_t n;
	uint32_t *vid;        /* sorted value numbers */
	const Mask **sup;     /* per value: the nodes where f may hold with it
	                       * (NULL: anywhere it is needed) */
	const Mask *at;       /* the nodes of the mask asked about where f may
	                       * hold at all, with any value or none (NULL:
	                       * not known, any of them) */
} Req;

static Req req_any = { 1, 0, NULL, NULL, NULL };
static Req req_none = { 0, 0, NULL, NULL, NULL };

typedef struct ReqCtx {
	CtlCheck *c;
	CtlVar x;
	const CtlEnv *sig;
	HTab *done;           /* (formula, mask) -> Req * */
	Arena *a;
} ReqCtx;

static Req *req_new(ReqCtx *r, uint32_t cap)
{
	Req *q = arena_alloc(r->a, sizeof *q);
	q->any = 0;
	q->n = 0;
	q->at = NULL;
	q->vid = arena_alloc(r->a, (cap ? cap : 1) * sizeof *q->vid);
	q->sup = arena_alloc(r->a, (cap ? cap : 1) * sizeof *q->sup);
	return q;
}

typedef struct ValNode {
	uint32_t vid, node;
} ValNode;

static int valnode_cmp(const void *pa, const void *pb)
{
	const ValNode *a = pa, *b = pb;
	if (a->vid != b->vid)
		return a->vid < b->vid ? -1 : 1;
	return a->node < b->node ? -1 : a->node > b->node;
}

/* The values of P[0..N) (a value and a node where it holds), each with
 * the nodes where it holds. */
static Req *req_from(ReqCtx *r, ValNode *p, uint32_t n)
{
	if (n > 1)
		qsort(p, n, sizeof *p, valnode_cmp);
	Req *q = req_new(r, n);
	uint32_t *mem = nodes_take(r->c, n);
	for (uint32_t i = 0; i < n;) {
		uint32_t j = i, k = 0;
		while (j < n && p[j].vid == p[i].vid) {
			if (!k || mem[k - 1] != p[j].node)
				mem[k++] = p[j].node;
			j++;
		}
		q->vid[q->n] = p[i].vid;
		q->sup[q->n] = mask_make(r->c, mem, k);
		q->n++;
		i = j;
	}
	nodes_give(r->c, mem);
	return q;
}

/* Q, or a copy of it, whose triples lie within AT (NULL: not known). */
static Req *req_within(ReqCtx *r, Req *q, const Mask *at)
{
	if (q->at == at)
		return q;
	if (q->any && !at)
		return &req_any;
	Req *o = arena_alloc(r->a, sizeof *o);
	*o = *q;
	o->at = at;
	return o;
}

/* Q with no knowledge of where its values hold, nor where it holds. */
static Req *req_anywhere(ReqCtx *r, Req *q)
{
	if (q->any)
		return &req_any;
	Req *o = req_new(r, q->n);
	for (uint32_t i = 0; i < q->n; i++) {
		o->vid[i] = q->vid[i];
		o->sup[i] = NULL;
	}
	o->n = q->n;
	return o;
}

static Req *req_and(ReqCtx *r, Req *a, Req *b)
{
	if (a->any)
		return b;
	if (b->any)
		return a;
	Req *q = req_new(r, a->n < b->n ? a->n : b->n);
	uint32_t i = 0, j = 0;
	while (i < a->n && j < b->n) {
		if (a->vid[i] < b->vid[j])
			i++;
		else if (b->vid[j] < a->vid[i])
			j++;
		else {
			const Mask *m = mask_and(r->c, a->sup[i], b->sup[j]);
			if (!m || m->count) {
				q->vid[q->n] = a->vid[i];
				q->sup[q->n++] = m;
			}
			i++;
			j++;
		}
	}
	return q;
}

static Req *req_or(ReqCtx *r, Req *a, Req *b)
{
	if (a->any || b->any)
		return &req_any;
	Req *q = req_new(r, a->n + b->n);
	uint32_t i = 0, j = 0;
	while (i < a->n || j < b->n) {
		if (j == b->n || (i < a->n && a->vid[i] < b->vid[j])) {
			q->vid[q->n] = a->vid[i];
			q->sup[q->n++] = a->sup[i++];
		} else if (i == a->n || b->vid[j] < a->vid[i]) {
			q->vid[q->n] = b->vid[j];
			q->sup[q->n++] = b->sup[j++];
		} else {
			q->vid[q->n] = a->vid[i];
			q->sup[q->n++] = mask_or(r->c, a->sup[i++], b->sup[j++]);
		}
	}
	return q;
}

/* The values x takes in every triple of f under r->sig, needed at the
 * nodes of M (see above).  Under a temporal operator the triples come
 * from other nodes: there M is every node (a sound widening). */
static Req *req_of(ReqCtx *r, const CtlF *f, const Mask *m, int depth)
{
	CtlCheck *c = r->c;
	if (!f || depth > REQ_MAX_DEPTH || c->status)
		return &req_any;
	MemoKey key = { f, r->sig, m };
	uint64_t h = memokey_hash(f, r->sig, m);
	Slot *sl = ht_find(r->done, h, &key, memokey_same);
	if (sl->p)
		return (Req *)sl->v;
	Req *q;
	switch (f->op) {
	case OP_FALSE:
		q = &req_none;
		break;
	case OP_PRED: {
		/* every node of m is looked at, also once x is known to be
		 * free: where the predicate holds bounds where a conjunction
		 * it begins needs its other operand */
		const TSet *in = pred_in(c, f, r->sig, m);
		uint32_t *where = nodes_take(c, in->n), nw = 0;
		ValNode *v = (ValNode *)nodes_take(c, 2 * (size_t)in->n);
		uint32_t nv = 0;
		int any = 0;
		for (uint32_t i = 0; i < in->n; i++) {
			uint32_t s = in->t[i].node;
			if (!nw || where[nw - 1] != s)
				where[nw++] = s;
			if (any)
				continue;
			const CtlEnv *e = in->t[i].env;
			uint32_t k = 0;
			while (k < e->n && !(e->b[k].var == r->x && !e->b[k].neg))
				k++;
			if (k == e->n) {
				any = 1;
				continue;
			}
			v[nv].vid = e->b[k].vid;
			v[nv].node = s;
			nv++;
		}
		q = any ? &req_any : req_from(r, v, nv);
		q = req_within(r, q, mask_make(c, where, nw));
		nodes_give(c, (uint32_t *)v);
		nodes_give(c, where);
		break;
	}
	case OP_AND: {
		/* the second operand matters only where the first may hold */
		Req *a = req_of(r, f->a, m, depth + 1);
		if (!a->any && !a->n) {
			q = a;
			break;
		}
		const Mask *m2 = a->at ? a->at : m;
		Req *bq = req_of(r, f->b, m2, depth + 1);
		q = req_and(r, a, bq);
		q = req_within(r, q, bq->at ? bq->at : a->at);
		break;
	}
	case OP_OR: {
		Req *a = req_of(r, f->a, m, depth + 1), *bq = req_of(r, f->b, m, depth + 1);
		q = req_or(r, a, bq);
		q = req_within(r, q, a->at && bq->at ? mask_or(c, a->at, bq->at) : NULL);
		break;
	}
	case OP_AW: case OP_EW: {
		/* W: a path that stays in f forever holds with f's bindings */
		const Mask *om = mask_next(c, m, f->dir, 1);
		q = req_anywhere(r, req_or(r, req_of(r, f->a, om, depth + 1),
		                           req_of(r, f->b, om, depth + 1)));
		break;
	}
	case OP_LET: case OP_LETVAR:
		q = req_of(r, f->a, m, depth + 1);
		break;
	case OP_EX:
		q = req_anywhere(r, req_of(r, f->a, mask_next(c, m, f->dir, 0), depth + 1));
		break;
	case OP_AF: case OP_EF:
		q = req_anywhere(r, req_of(r, f->a, mask_next(c, m, f->dir, 1), depth + 1));
		break;
	case OP_AU: case OP_EU:
		/* every triple starts from one of g's */
		q = req_anywhere(r, req_of(r, f->b, mask_next(c, m, f->dir, 1), depth + 1));
		break;
	case OP_EXISTS:
		q = f->var == r->x ? &req_any : req_of(r, f->a, m, depth + 1);
		break;
	default:
		/* true, not, AX (true at a dead end), AG, EG */
		q = &req_any;
		break;
	}
	sl = ht_find(r->done, h, &key, memokey_same);
	if (!sl->p) {
		MemoKey *kp = arena_alloc(r->a, sizeof *kp);
		*kp = key;
		ht_put(r->done, sl, h, kp, q);
	}
	return q;
}

/* The values to evaluate `exists x. f` with under SIG at the nodes of
 * M, one at a time: a Spec, or NO_SPEC for the plain evaluation with x
 * free. */
typedef struct Spec {
	uint32_t n;
	uint32_t *vid;
	const Mask **mask;    /* where to evaluate f with each value */
} Spec;

static const Spec no_spec;
#define NO_SPEC (&no_spec)

static const Spec *spec_of(CtlCheck *c, const CtlF *f, const CtlEnv *sig, const Mask *m)
{
	Memo *e = memo_entry(c, f, sig, m);
	if (e->spec)
		return e->spec;
	/* the Reqs and their table are scratch, used again by the next call */
	ReqCtx r = { c, f->var, sig, &c->req_done, &c->req_arena };
	Req *q = req_of(&r, f->a, m, 0);
	const Spec *s = NO_SPEC;
	if (!q->any) {
		Spec *ns = arena_alloc(&c->arena, sizeof *ns);
		ns->n = q->n;
		ns->vid = arena_alloc(&c->arena, (q->n ? q->n : 1) * sizeof *ns->vid);
		ns->mask = arena_alloc(&c->arena, (q->n ? q->n : 1) * sizeof *ns->mask);
		for (uint32_t i = 0; i < q->n; i++) {
			ns->vid[i] = q->vid[i];
			ns->mask[i] = q->sup[i] ? q->sup[i] : m;
		}
		s = ns;
	}
	if (c->trace > 0 && c->trace < 1000)
		fprintf(stderr, "ctl: exists x%u @%u sig %u mask %u: %s %u\n", f->var, f->id,
		        sig->n, m->count, q->any ? "free" : "values", q->n);
	/* emptied for the next call */
	ht_clear(&c->req_done);
	arena_reset(&c->req_arena);
	e->spec = s;
	return s;
}

/* ---- the evaluator ------------------------------------------------------
 *
 * A formula is evaluated where its triples are needed, a node set (the
 * mask): the whole graph for the formula checked; the operand of
 * `and` where the first operand holds (so that what follows a pattern
 * item is looked at only after its matches), the operand of EX/AX at
 * the next nodes, the operands of the path operators where the paths
 * from the mask go.  Outside its mask a result may lack triples.  A
 * subformula is memoized per (formula, specialization, mask). */

typedef struct Frame {
	CtlF *f;
	const CtlEnv *sig;
	const Mask *mask;
	const TSet *val;      /* an operand's memoized triples, once looked up
	                       * (NULL: not known yet) */
	Memo *e;              /* its memo entry, once looked up (NULL: not yet) */
	uint32_t ops_at;      /* on the evaluator's stack, once its operands */
	uint32_t expanded;    /* are known: where they start in the saved ones */
} Frame;

typedef VEC(Frame) FrameVec;

static Frame frame(CtlCheck *c, CtlF *f, const CtlEnv *sig, const Mask *m)
{
	(void)c;
	Frame fr = { f, sig, m, NULL, NULL, 0, 0 };
	return fr;
}

/* Where operand F of (parent op OP, direction D) is needed, the parent
 * being needed at M. */
static const Mask *operand_mask(CtlCheck *c, const CtlF *parent, const Mask *m)
{
	switch (parent->op) {
	case OP_EX: case OP_AX:
		return mask_next(c, m, parent->dir, 0);
	case OP_AU: case OP_EU: case OP_AW: case OP_EW:
	case OP_AF: case OP_EF: case OP_AG: case OP_EG:
		return mask_next(c, m, parent->dir, 1);
	default:
		return m;
	}
}

/* The frame of the second operand of `and` (f, sig, m), its first
 * operand's triples being A: needed where that one holds. */
static Frame and_second(CtlCheck *c, CtlF *f, const CtlEnv *sig, const TSet *a)
{
	return frame(c, f->b, sig, mask_of(c, a));
}

/* The operands of (f, sig, m) that must be evaluated before it,
 * appended to out.  `and` needs its first operand first; a predicate
 * needs its plain triples; a specialized `exists` needs its operand
 * once per value. */
static void operands(CtlCheck *c, CtlF *f, const CtlEnv *sig, const Mask *m, FrameVec *out)
{
	Frame fr;
	switch (f->op) {
	case OP_TRUE:
	case OP_FALSE:
		return;
	case OP_PRED:
		return;
	case OP_EXISTS: {
		const Spec *s = spec_of(c, f, sig, m);
		if (s == NO_SPEC) {
			vec_push(out, frame(c, f->a, sig, m));
			return;
		}
		for (uint32_t i = 0; i < s->n; i++)
			vec_push(out, frame(c, f->a, sig_with(c, sig, f->var, s->vid[i]), s->mask[i]));
		return;
	}
	case OP_NOT: case OP_AX: case OP_EX: case OP_AF:
	case OP_EF: case OP_AG: case OP_EG:
		vec_push(out, frame(c, f->a, sig, operand_mask(c, f, m)));
		return;
	case OP_AND: {
		fr = frame(c, f->a, sig, m);
		fr.e = memo_entry(c, fr.f, fr.sig, fr.mask);
		fr.val = fr.e->val;
		vec_push(out, fr);
		if (!fr.val || fr.val == IN_PROGRESS || fr.val->n == 0)
			return;   /* the second one once the first is known */
		vec_push(out, and_second(c, f, sig, fr.val));
		return;
	}
	case OP_OR: case OP_AU: case OP_EU: case OP_AW: case OP_EW: {
		const Mask *om = operand_mask(c, f, m);
		vec_push(out, frame(c, f->a, sig, om));
		vec_push(out, frame(c, f->b, sig, om));
		return;
	}
	case OP_LETVAR:
		if (!f->a) {
			fail(c, CTL_ERR_FORMULA, "use of an undefined let variable");
			return;
		}
		vec_push(out, frame(c, f->a, sig, m));
		return;
	case OP_LET:
		if (f->b) {
			fail(c, CTL_ERR_FORMULA, "let of a variable that is not a fresh let variable");
			return;
		}
		vec_push(out, frame(c, f->a, sig, m));
		return;
	}
	fail(c, CTL_ERR_FORMULA, "unknown formula operator");
}

/* The triples of predicate F consistent with SIG, at the nodes of M. */
static TSet *set_pred_in(CtlCheck *c, const CtlF *f, const CtlEnv *sig, const Mask *m)
{
	return (TSet *)pred_in(c, f, sig, m);
}

/* (f, sig, m)'s triples, its operands OPS (as operands() gives them)
 * being evaluated already.  c->ctx is the initial environment with sig:
 * negations that contradict it are dropped; c->mask is where the
 * operation's result is needed (for the path operators, where the paths
 * go). */
static TSet *eval_op(CtlCheck *c, CtlF *f, const CtlEnv *sig, const Mask *m,
                     const Frame *ops, size_t nops)
{
	/* (the operands of a path operator are needed where its paths go:
	 * their frames say where) */
	const Mask *om = m;
	switch (f->op) {
	case OP_AU: case OP_EU: case OP_AW: case OP_EW:
	case OP_AF: case OP_EF: case OP_AG: case OP_EG:
		om = nops ? ops[0].mask : operand_mask(c, f, m);
		break;
	default:
		break;
	}
#define A ((TSet *)ops[0].val)
#define B ((TSet *)ops[1].val)
	/* the path operators work where their paths go, the others where
	 * they are needed */
	c->mask = f->op == OP_AX || f->op == OP_EX ? m : om;
	switch (f->op) {
	case OP_TRUE: return set_true(c);
	case OP_FALSE: return tset_empty(c);
	case OP_PRED: return set_pred_in(c, f, sig, m);
	case OP_NOT: return set_not(c, A);
	case OP_AND: {
		TSet *a = A;
		if (!a->n)
			return a;
		return set_and(c, a, B);
	}
	case OP_OR: return set_or(c, A, B);
	case OP_EXISTS: {
		const Spec *s = spec_of(c, f, sig, m);
		if (s == NO_SPEC)
			return set_exists(c, f->var, f->keep, A);
		/* ops: the operand under each value in turn */
		TSet *r = tset_empty(c);
		for (size_t i = 0; i < nops && !c->status; i++)
			r = set_or(c, r, set_exists(c, f->var, f->keep, ops[i].val));
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

/* The memoized triples of root over the whole graph; empty once the
 * check has failed.  Iterative post-order walk with an explicit stack,
 * so that a deeply nested formula cannot overflow the C stack: a
 * formula is computed when all its operands are in the memo table.  A
 * frame's operands are found once, when it is first on top, and kept
 * (with their memo entries) on a second stack until it is computed. */
static TSet *eval(CtlCheck *c, CtlF *root)
{
	if (!root)
		fail(c, CTL_ERR_FORMULA, "null formula");
	if (c->status)
		return tset_empty(c);
	Memo *re = memo_entry(c, root, c->empty_env, c->root);
	if (re->val && re->val != IN_PROGRESS)
		return (TSet *)re->val;
	size_t maxd = c->lim.max_depth > 0 ? (size_t)c->lim.max_depth : 10000000;
	FrameVec st = { 0 }, saved = { 0 };
	Frame top = frame(c, root, c->empty_env, c->root);
	top.e = re;
	vec_push(&st, top);
	while (st.n && !c->status) {
		Frame fr = st.v[st.n - 1];
		if (!fr.e)
			fr.e = st.v[st.n - 1].e = memo_entry(c, fr.f, fr.sig, fr.mask);
		const TSet *m = fr.e->val;
		if (m && m != IN_PROGRESS) {
			st.n--;
			continue;
		}
		size_t at;
		if (!fr.expanded) {
			at = saved.n;
			operands(c, fr.f, fr.sig, fr.mask, &saved);
			st.v[st.n - 1].expanded = 1;
			st.v[st.n - 1].ops_at = (uint32_t)at;
		} else {
			/* back after the operands: an `and' whose first operand
			 * turned out to hold somewhere needs its second now */
			at = fr.ops_at;
			if (fr.f->op == OP_AND && saved.n - at == 1) {
				const TSet *a = saved.v[at].e->val;
				if (a && a != IN_PROGRESS && a->n)
					vec_push(&saved, and_second(c, fr.f, fr.sig, a));
			}
		}
		Frame *ops = saved.v + at;
		size_t nops = saved.n - at;
		int pending = 0;
		for (size_t i = 0; i < nops && !c->status; i++) {
			if (!ops[i].f) {
				fail(c, CTL_ERR_FORMULA, "null formula");
				break;
			}
			if (!ops[i].e)
				ops[i].e = memo_entry(c, ops[i].f, ops[i].sig, ops[i].mask);
			const TSet *om = ops[i].val = ops[i].e->val;
			if (om == IN_PROGRESS) {
				fail(c, CTL_ERR_FORMULA, "a let variable is defined in terms of itself");
				break;
			}
			if (!om) {
				if (st.n >= maxd) {
					fail(c, CTL_ERR_DEPTH, "formula nested too deeply");
					break;
				}
				Frame op = ops[i];
				op.expanded = 0;
				vec_push(&st, op);
				pending = 1;
			}
		}
		if (c->status)
			break;
		if (pending) {
			fr.e->val = IN_PROGRESS;
			continue;
		}
		/* (an `and' whose first operand holds somewhere has its second
		 * among ops: it was added once the first was known) */
		const CtlEnv *ctx = fr.sig->n ? env_join(c, c->env0, fr.sig) : c->env0;
		c->ctx = ctx == JOIN_FAIL ? c->env0 : ctx;
		long st0 = c->steps;
		TSet *r = eval_op(c, fr.f, fr.sig, fr.mask, ops, nops);
		c->ctx = c->env0;
		c->mask = c->full;
		if (c->trace && c->steps - st0 >= c->trace)
			fprintf(stderr, "ctl: @%u op %d sig %u mask %u: %u triples, %ld steps\n",
			        fr.f->id, (int)fr.f->op, fr.sig->n, fr.mask->count, r->n,
			        c->steps - st0);
		if (c->trace && getenv("LADYBUG_CTL_ENVS") && (long)fr.f->id == atol(getenv("LADYBUG_CTL_ENVS")))
			for (uint32_t q = 0; q < r->n && q < 40; q++) {
				fprintf(stderr, "  n%u:", r->t[q].node);
				for (uint32_t z = 0; z < r->t[q].env->n; z++)
					fprintf(stderr, " x%u%s%u", r->t[q].env->b[z].var, r->t[q].env->b[z].neg ? "!=" : "=", r->t[q].env->b[z].vid);
				fprintf(stderr, "\n");
			}
		fr.e->val = r;
		st.n--;
		saved.n = at;
	}
	vec_free(&st);
	vec_free(&saved);
	if (c->status)
		return tset_empty(c);
	return (TSet *)re->val;
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

/* The tables of a check, whose slots outlive it: a run makes one check
 * per function and rule, and each would otherwise grow its tables from
 * the smallest size again.  The next check takes them emptied (a new
 * stamp, see HTab); tables past SPARE_MAX slots are freed instead. */
enum { CHECK_TABLES = 11, SPARE_MAX = 1 << 16 };
static HTab spare[CHECK_TABLES];
static int spare_kept;

static void check_tables(CtlCheck *c, HTab **t)
{
	HTab *all[CHECK_TABLES] = {&c->valtab, &c->envs, &c->wsets, &c->wits, &c->joins,
				   &c->unions, &c->memo, &c->preds, &c->req_done, &c->masks,
				   &c->regions};
	memcpy(t, all, sizeof all);
}

static void spare_free(void)
{
	for (int i = 0; i < CHECK_TABLES; i++)
		ht_free(&spare[i]);
}

CtlCheck *ctl_check_new(const Graph *g, const CtlValueOps *ops, const CtlLimits *lim)
{
	CtlCheck *c = xcalloc(1, sizeof *c);
	HTab *tabs[CHECK_TABLES];
	check_tables(c, tabs);
	for (int i = 0; i < CHECK_TABLES; i++) {
		*tabs[i] = spare[i];
		memset(&spare[i], 0, sizeof spare[i]);
		ht_clear(tabs[i]);
	}
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
	arena_init(&c->req_arena);
	c->empty_env = intern_env(c, NULL, 0);
	c->env0 = c->empty_env;
	c->ctx = c->env0;
	const char *tr = getenv("LADYBUG_CTL_TRACE");
	c->trace = tr ? atol(tr) : 0;
	c->empty_ws = intern_ws(c, NULL, 0);
	if (!graph_ok(g)) {
		fail(c, CTL_ERR_GRAPH, "malformed graph");
	} else {
		Mask *full = arena_alloc(&c->arena, sizeof *full);
		memset(full, 0, sizeof *full);
		full->full = 1;
		full->count = g->n;
		c->full = full;
		c->root = full;
		c->mask = full;
	}
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

void ctl_check_set_roots(CtlCheck *c, const uint32_t *nodes, uint32_t n)
{
	if (c->status)
		return;
	for (uint32_t i = 0; i < n; i++)
		if (nodes[i] >= c->g->n || (i && nodes[i] <= nodes[i - 1])) {
			fail(c, CTL_ERR_FORMULA, "roots not ascending nodes of the graph");
			return;
		}
	c->root = mask_make(c, nodes, n);
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
	for (uint32_t i = 0; i < c->ntspare; i++)
		vec_free(&c->tspare[i]);
	for (int i = 0; i < NBUF; i++)
		xfree(c->nbuf[i]);
	HTab *tabs[CHECK_TABLES];
	check_tables(c, tabs);
	for (int i = 0; i < CHECK_TABLES; i++) {
		if (spare[i].s || tabs[i]->cap > SPARE_MAX) {
			ht_free(tabs[i]);
			continue;
		}
		spare[i] = *tabs[i];
		if (!spare_kept) {
			spare_kept = 1;
			atexit(spare_free);
		}
	}
	arena_free(&c->req_arena);
	xfree(c->stamp);
	for (int d = 0; d < 2; d++) {
		xfree(c->scc_comp[d]);
		xfree(c->scc_order[d]);
		xfree(c->scc_start[d]);
	}
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
	fprintf(d->out, "%s%s", names[f->op], f->dir == CTL_BACKWARD ? "<" : f->dir == CTL_FORWARD_NOBACK ? "'" : "");
	if (f->op == OP_EXISTS)
		fprintf(d->out, " x%u%s", f->var, f->keep == CTL_FREE ? " (free)" : f->keep ? "" : " (drop)");
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
