/* ctl_prop.c - property test of the model checker: on small random
 * graphs and random formulas (fixed seed), the checker agrees with an
 * independent brute-force evaluator that enumerates paths.
 *
 * Formulas have at most one variable x, over the values 1..3; the
 * brute-force side evaluates each formula once per value of x in
 * {1, 2, 3, OTHER} (OTHER stands for every value no predicate binds,
 * matching the checker's infinite-domain reading of `x != v`) and
 * `exists x` as the union over those values.  A node s satisfies the
 * checker's result under x = v when one of its triples at s has an
 * environment consistent with x = v.  Witnesses are checked for
 * soundness: every MATCH leaf names a predicate that holds there.
 * CTL_PROP_ITERS overrides the number of cases.
 */
#include "ctltest.h"

#define MAXN 9
#define OTHER 4
enum { NVAL = 4 };   /* values 1, 2, 3, OTHER */

static uint64_t rng = 0x2545f4914f6cdd1dULL;

static uint32_t rnd(uint32_t n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (uint32_t)((rng >> 11) % n);
}

/* ---- the test's own formulas ---------------------------------------------- */

typedef enum K {
	K_T, K_F, K_P, K_PX, K_NOT, K_AND, K_OR, K_IMP, K_EXISTS,
	K_EX, K_AX, K_EF, K_AF, K_EG, K_AG, K_EU, K_AU, K_DOTS, K_EW, K_AW,
} K;

typedef struct Fm Fm;
struct Fm {
	K k;
	int dir;             /* 0 forward, 1 backward */
	int idx;             /* predicate number */
	int keep;
	Fm *a, *b;
	/* dots */
	int quant, strict, any, to_exit, loops_fail;
	Fm *end, *avoid, *wn, *weq, *exit, *err, *fake;
};

static Fm pool[4096];
static int npool;

static Fm *fm(K k, Fm *a, Fm *b)
{
	if (npool == (int)(sizeof pool / sizeof pool[0]))
		abort();
	Fm *f = &pool[npool++];
	memset(f, 0, sizeof *f);
	f->k = k;
	f->a = a;
	f->b = b;
	return f;
}

/* ---- the random world ---------------------------------------------------------- */

typedef struct World {
	uint32_t n;
	uint32_t succ[MAXN][4], nsucc[MAXN];
	uint32_t pred[MAXN][4 * MAXN], npred[MAXN];
	uint64_t pmask[3];           /* closed predicates P0..P2 */
	unsigned pxval[2][MAXN];     /* PX0, PX1: bit v set when x = v matches */
	int withvar;
	int fixed;                   /* x inherited: ctl_check_set_env(x = fixed); 0: not */
} World;

static World W;

static int px_holds(int idx, uint32_t s, int v)
{
	return v != OTHER && (W.pxval[idx][s] >> v) & 1;
}

/* The brute force's predicate: with an inherited x, only its value. */
static int px_bf(int idx, uint32_t s, int v)
{
	return px_holds(idx, s, v) && (!W.fixed || v == W.fixed);
}

/* ---- brute force ------------------------------------------------------------------ */

static const uint32_t *nxt(uint32_t s, int dir, uint32_t *cnt)
{
	if (dir == 0) {
		*cnt = W.nsucc[s];
		return W.succ[s];
	}
	*cnt = W.npred[s];
	return W.pred[s];
}

/* E[f U g] from s: a simple path of f-nodes ending at a g-node. */
static int eu_from(uint32_t s, int dir, uint64_t f, uint64_t g, uint64_t onpath)
{
	if (g >> s & 1)
		return 1;
	if (!(f >> s & 1))
		return 0;
	uint32_t c;
	const uint32_t *x = nxt(s, dir, &c);
	for (uint32_t i = 0; i < c; i++)
		if (!(onpath >> x[i] & 1) && eu_from(x[i], dir, f, g, onpath | BIT(x[i])))
			return 1;
	return 0;
}

/* Is there a maximal path from s that never meets g and stays in f
 * until it leaves f (a counterexample to A[f U g])? */
static int au_bad(uint32_t s, int dir, uint64_t f, uint64_t g, uint64_t onpath)
{
	if (g >> s & 1)
		return 0;
	if (!(f >> s & 1))
		return 1;
	uint32_t c;
	const uint32_t *x = nxt(s, dir, &c);
	if (c == 0)
		return 1;                 /* the path ends without g */
	for (uint32_t i = 0; i < c; i++) {
		if (onpath >> x[i] & 1)
			return 1;         /* a cycle of f & !g nodes */
		if (au_bad(x[i], dir, f, g, onpath | BIT(x[i])))
			return 1;
	}
	return 0;
}

/* A counterexample to A[f W g]: a path of f & !g nodes that meets a
 * node with neither, or ends without g.  Cycles are fine. */
static int aw_bad(uint32_t s, int dir, uint64_t f, uint64_t g, uint64_t onpath)
{
	if (g >> s & 1)
		return 0;
	if (!(f >> s & 1))
		return 1;
	uint32_t c;
	const uint32_t *x = nxt(s, dir, &c);
	if (c == 0)
		return 1;
	for (uint32_t i = 0; i < c; i++)
		if (!(onpath >> x[i] & 1) && aw_bad(x[i], dir, f, g, onpath | BIT(x[i])))
			return 1;
	return 0;
}

/* An infinite path of f-nodes from s. */
static int f_forever(uint32_t s, int dir, uint64_t f, uint64_t onpath)
{
	if (!(f >> s & 1))
		return 0;
	uint32_t c;
	const uint32_t *x = nxt(s, dir, &c);
	for (uint32_t i = 0; i < c; i++) {
		if (onpath >> x[i] & 1)
			return 1;
		if (f_forever(x[i], dir, f, onpath | BIT(x[i])))
			return 1;
	}
	return 0;
}

/* EG f from s: a maximal path of f-nodes (ending or cycling). */
static int eg_from(uint32_t s, int dir, uint64_t f, uint64_t onpath)
{
	if (!(f >> s & 1))
		return 0;
	uint32_t c;
	const uint32_t *x = nxt(s, dir, &c);
	if (c == 0)
		return 1;
	for (uint32_t i = 0; i < c; i++) {
		if (onpath >> x[i] & 1)
			return 1;
		if (eg_from(x[i], dir, f, onpath | BIT(x[i])))
			return 1;
	}
	return 0;
}

static uint64_t reach(uint32_t s, int dir)
{
	uint64_t seen = BIT(s), todo = BIT(s);
	while (todo) {
		uint32_t u = (uint32_t)__builtin_ctzll(todo);
		todo &= todo - 1;
		uint32_t c;
		const uint32_t *x = nxt(u, dir, &c);
		for (uint32_t i = 0; i < c; i++)
			if (!(seen >> x[i] & 1)) {
				seen |= BIT(x[i]);
				todo |= BIT(x[i]);
			}
	}
	return seen;
}

static Fm *dots_expand(const Fm *d);

/* The nodes satisfying f when x = v. */
static uint64_t bf(const Fm *f, int v)
{
	uint64_t all = W.n == 64 ? ~0ULL : BIT(W.n) - 1, r = 0;
	switch (f->k) {
	case K_T:
		return all;
	case K_F:
		return 0;
	case K_P:
		return W.pmask[f->idx];
	case K_PX:
		for (uint32_t s = 0; s < W.n; s++)
			if (px_bf(f->idx, s, v))
				r |= BIT(s);
		return r;
	case K_NOT:
		return all & ~bf(f->a, v);
	case K_AND:
		return bf(f->a, v) & bf(f->b, v);
	case K_OR:
		return bf(f->a, v) | bf(f->b, v);
	case K_IMP:
		return (all & ~bf(f->a, v)) | bf(f->b, v);
	case K_EXISTS:
		for (int w = 1; w <= OTHER; w++)
			if (!W.fixed || w == W.fixed)
				r |= bf(f->a, w);
		return r;
	case K_EX:
	case K_AX: {
		uint64_t a = bf(f->a, v);
		for (uint32_t s = 0; s < W.n; s++) {
			uint32_t c;
			const uint32_t *x = nxt(s, f->dir, &c);
			int any = 0, every = 1;
			for (uint32_t i = 0; i < c; i++) {
				if (a >> x[i] & 1)
					any = 1;
				else
					every = 0;
			}
			if (f->k == K_EX ? any : every)
				r |= BIT(s);
		}
		return r;
	}
	case K_EF:
	case K_AF:
	case K_EU:
	case K_AU: {
		uint64_t a = (f->k == K_EU || f->k == K_AU) ? bf(f->a, v) : all;
		uint64_t b = bf(f->k == K_EU || f->k == K_AU ? f->b : f->a, v);
		for (uint32_t s = 0; s < W.n; s++) {
			int ok = (f->k == K_EF || f->k == K_EU) ? eu_from(s, f->dir, a, b, BIT(s))
			                                        : !au_bad(s, f->dir, a, b, BIT(s));
			if (ok)
				r |= BIT(s);
		}
		return r;
	}
	case K_EW:
	case K_AW: {
		uint64_t a = bf(f->a, v), b = bf(f->b, v);
		for (uint32_t s = 0; s < W.n; s++) {
			int ok = f->k == K_AW ? !aw_bad(s, f->dir, a, b, BIT(s))
			                      : eu_from(s, f->dir, a, b, BIT(s)) ||
			                        f_forever(s, f->dir, a, BIT(s));
			if (ok)
				r |= BIT(s);
		}
		return r;
	}
	case K_EG: {
		uint64_t a = bf(f->a, v);
		for (uint32_t s = 0; s < W.n; s++)
			if (eg_from(s, f->dir, a, BIT(s)))
				r |= BIT(s);
		return r;
	}
	case K_AG: {
		uint64_t a = bf(f->a, v);
		for (uint32_t s = 0; s < W.n; s++)
			if ((reach(s, f->dir) & ~a) == 0)
				r |= BIT(s);
		return r;
	}
	case K_DOTS:
		return bf(dots_expand(f), v);
	}
	abort();
}

/* The dots operator re-expanded from its specification in ctl.h. */
static Fm *dots_expand(const Fm *d)
{
	Fm *stop = d->end ? d->end : fm(K_F, NULL, NULL);
	if (d->to_exit && d->exit)
		stop = fm(K_OR, stop, d->exit);
	if (!d->quant && !d->strict && d->err)
		stop = fm(K_OR, stop, d->err);
	if (!d->quant && d->fake)
		stop = fm(K_OR, stop, d->fake);
	Fm *on = fm(K_T, NULL, NULL);
	if (d->wn)
		on = fm(K_AND, on, fm(K_NOT, d->wn, NULL));
	if (d->weq)
		on = fm(K_AND, on, d->weq);
	if (!d->any) {
		if (d->end)
			on = fm(K_AND, on, fm(K_NOT, d->end, NULL));
		if (d->avoid)
			on = fm(K_AND, on, fm(K_NOT, d->avoid, NULL));
	}
	if (d->quant && d->fake)
		on = fm(K_AND, on, fm(K_NOT, d->fake, NULL));
	Fm *r = fm(d->quant ? K_EU : d->loops_fail ? K_AU : K_AW, on, stop);
	r->dir = d->dir;
	return r;
}

/* ---- random formulas --------------------------------------------------------------- */

static Fm *gen(int depth)
{
	if (depth == 0 || rnd(5) == 0) {
		uint32_t c = rnd(W.withvar ? 10 : 7);
		if (c == 0)
			return fm(K_T, NULL, NULL);
		if (c == 1)
			return fm(K_F, NULL, NULL);
		if (c < 7) {
			Fm *p = fm(K_P, NULL, NULL);
			p->idx = (int)rnd(3);
			return p;
		}
		Fm *p = fm(K_PX, NULL, NULL);
		p->idx = (int)rnd(2);
		return p;
	}
	uint32_t c = rnd(W.withvar ? 18 : 17);
	Fm *f;
	switch (c) {
	case 0: return fm(K_NOT, gen(depth - 1), NULL);
	case 1: return fm(K_AND, gen(depth - 1), gen(depth - 1));
	case 2: return fm(K_OR, gen(depth - 1), gen(depth - 1));
	case 3: return fm(K_IMP, gen(depth - 1), gen(depth - 1));
	case 4: case 5: case 6: case 7: case 8: case 9:
		f = fm((K)(K_EX + (c - 4)), gen(depth - 1), NULL);
		f->dir = rnd(4) == 0;
		return f;
	case 10: case 11:
		f = fm(c == 10 ? K_EU : K_AU, gen(depth - 1), gen(depth - 1));
		if (rnd(3) == 0)
			f->k = c == 10 ? K_EW : K_AW;
		f->dir = rnd(4) == 0;
		return f;
	case 12: case 13: case 14: case 15: {
		f = fm(K_DOTS, NULL, NULL);
		f->quant = (int)rnd(2);
		f->strict = (int)rnd(2);
		f->any = (int)rnd(2);
		f->to_exit = (int)rnd(2);
		f->loops_fail = (int)rnd(2);
		f->end = rnd(4) ? gen(depth - 1) : NULL;
		f->avoid = rnd(2) ? gen(depth - 1) : NULL;
		f->wn = rnd(2) ? gen(depth - 1) : NULL;
		f->weq = rnd(4) == 0 ? gen(depth - 1) : NULL;
		f->exit = rnd(2) ? gen(0) : NULL;
		f->err = rnd(2) ? gen(0) : NULL;
		f->fake = rnd(3) == 0 ? gen(0) : NULL;
		if (!f->end && !f->to_exit)
			f->to_exit = 1;
		return f;
	}
	case 16:
		return gen(depth - 1);
	default:
		f = fm(K_EXISTS, gen(depth - 1), NULL);
		f->keep = (int)rnd(2);
		return f;
	}
}

/* ---- the checker's side ----------------------------------------------------------- */

static char trans_p[3], trans_px[2];

static void p_fn(void *ctx, uint32_t node, const CtlEnv *env0, CtlMatchSink *sink)
{
	int idx = (int)(intptr_t)ctx;
	(void)env0;
	if (W.pmask[idx] >> node & 1)
		ctl_match_add(sink, NULL, NULL, 0, rnd(2) ? &trans_p[idx] : NULL);
}

static void px_fn(void *ctx, uint32_t node, const CtlEnv *env0, CtlMatchSink *sink)
{
	int idx = (int)(intptr_t)ctx;
	(void)env0;
	CtlVar x = 0;
	for (CtlVal v = 1; v <= 3; v++)
		if (px_holds(idx, node, (int)v))
			ctl_match_add(sink, &x, &v, 1, &trans_px[idx]);
}

static CtlF *to_ctl(CtlBuilder *b, const Fm *f)
{
	CtlDir d = f->dir ? CTL_BACKWARD : CTL_FORWARD;
	switch (f->k) {
	case K_T: return ctl_true(b);
	case K_F: return ctl_false(b);
	case K_P: return ctl_pred(b, p_fn, (void *)(intptr_t)f->idx, "p");
	case K_PX: return ctl_pred(b, px_fn, (void *)(intptr_t)f->idx, "px");
	case K_NOT: return ctl_not(b, to_ctl(b, f->a));
	case K_AND: return ctl_and(b, to_ctl(b, f->a), to_ctl(b, f->b));
	case K_OR: return ctl_or(b, to_ctl(b, f->a), to_ctl(b, f->b));
	case K_IMP: return ctl_implies(b, to_ctl(b, f->a), to_ctl(b, f->b));
	case K_EXISTS: return ctl_exists(b, 0, f->keep, to_ctl(b, f->a));
	case K_EX: return ctl_ex(b, d, to_ctl(b, f->a));
	case K_AX: return ctl_ax(b, d, to_ctl(b, f->a));
	case K_EF: return ctl_ef(b, d, to_ctl(b, f->a));
	case K_AF: return ctl_af(b, d, to_ctl(b, f->a));
	case K_EG: return ctl_eg(b, d, to_ctl(b, f->a));
	case K_AG: return ctl_ag(b, d, to_ctl(b, f->a));
	case K_EU: return ctl_eu(b, d, to_ctl(b, f->a), to_ctl(b, f->b));
	case K_AU: return ctl_au(b, d, to_ctl(b, f->a), to_ctl(b, f->b));
	case K_EW: return ctl_ew(b, d, to_ctl(b, f->a), to_ctl(b, f->b));
	case K_AW: return ctl_aw(b, d, to_ctl(b, f->a), to_ctl(b, f->b));
	case K_DOTS: {
		CtlDots s = { 0 };
		CtlF *wn[1];
		s.quant = f->quant ? CTL_EXISTS : CTL_FORALL;
		s.strict = f->strict;
		s.any = f->any;
		s.to_exit = f->to_exit;
		s.loops_fail = f->loops_fail;
		s.dir = d;
		s.end = f->end ? to_ctl(b, f->end) : NULL;
		s.avoid = f->avoid ? to_ctl(b, f->avoid) : NULL;
		if (f->wn) {
			wn[0] = to_ctl(b, f->wn);
			s.when_not = wn;
			s.n_when_not = 1;
		}
		s.when_eq = f->weq ? to_ctl(b, f->weq) : NULL;
		s.exit = f->exit ? to_ctl(b, f->exit) : NULL;
		s.error_exit = f->err ? to_ctl(b, f->err) : NULL;
		s.fake = f->fake ? to_ctl(b, f->fake) : NULL;
		return ctl_dots(b, &s);
	}
	}
	abort();
}

static int env_allows(const CtlEnv *e, int v)
{
	for (uint32_t i = 0; i < e->n; i++) {
		if (e->b[i].var != 0)
			return -1;     /* a variable that does not exist */
		int same = (int)e->b[i].val == v;
		if (e->b[i].neg ? same : !same)
			return 0;
	}
	return 1;
}

/* Every MATCH leaf is a predicate that holds at its node under its
 * bindings. */
static int wits_sound(const CtlWitSet *w, int depth)
{
	if (depth > 50)
		return 0;
	for (uint32_t i = 0; i < w->n; i++) {
		const CtlWit *x = w->w[i];
		if (x->kind == CTL_WIT_BIND) {
			if (x->var != 0 || x->val < 1 || x->val > 3 || !wits_sound(x->sub, depth + 1))
				return 0;
			continue;
		}
		if (x->node >= W.n)
			return 0;
		if (x->trans >= (const void *)trans_p && x->trans < (const void *)(trans_p + 3)) {
			int idx = (int)((const char *)x->trans - trans_p);
			if (!(W.pmask[idx] >> x->node & 1) || x->env->n)
				return 0;
		} else if (x->trans >= (const void *)trans_px && x->trans < (const void *)(trans_px + 2)) {
			int idx = (int)((const char *)x->trans - trans_px);
			CtlVal v;
			if (!ctl_env_get(x->env, 0, &v) || !px_holds(idx, x->node, (int)v))
				return 0;
		} else
			return 0;
	}
	return 1;
}

static void random_world(void)
{
	W.n = 1 + rnd(MAXN);
	memset(W.npred, 0, sizeof W.npred);
	for (uint32_t s = 0; s < W.n; s++) {
		W.nsucc[s] = rnd(4);
		for (uint32_t i = 0; i < W.nsucc[s]; i++) {
			uint32_t t = rnd(W.n);
			W.succ[s][i] = t;
			W.pred[t][W.npred[t]++] = s;
		}
	}
	for (int i = 0; i < 3; i++) {
		W.pmask[i] = 0;
		for (uint32_t s = 0; s < W.n; s++)
			if (rnd(3) == 0)
				W.pmask[i] |= BIT(s);
	}
	for (int i = 0; i < 2; i++)
		for (uint32_t s = 0; s < W.n; s++)
			W.pxval[i][s] = rnd(2) ? 0 : (rnd(8) << 1) & 0xe;
	W.withvar = (int)rnd(2);
	W.fixed = W.withvar && rnd(4) == 0 ? 1 + (int)rnd(3) : 0;
}

static Graph *world_graph(void)
{
	uint32_t e[4 * MAXN][2];
	size_t ne = 0;
	for (uint32_t s = 0; s < W.n; s++)
		for (uint32_t i = 0; i < W.nsucc[s]; i++) {
			e[ne][0] = s;
			e[ne][1] = W.succ[s][i];
			ne++;
		}
	return t_graph(W.n, (const uint32_t (*)[2])e, ne);
}

static void dump(const Fm *f)
{
	static const char *nm[] = { "T", "F", "P", "PX", "not", "and", "or", "imp", "exists",
	                            "EX", "AX", "EF", "AF", "EG", "AG", "EU", "AU", "dots", "EW", "AW" };
	if (!f) {
		fprintf(stderr, "-");
		return;
	}
	fprintf(stderr, "%s%s", nm[f->k], f->dir ? "<" : "");
	if (f->k == K_P || f->k == K_PX)
		fprintf(stderr, "%d", f->idx);
	if (f->k == K_DOTS) {
		fprintf(stderr, "[q%d s%d a%d x%d l%d](", f->quant, f->strict, f->any, f->to_exit,
		        f->loops_fail);
		const Fm *parts[] = { f->end, f->avoid, f->wn, f->weq, f->exit, f->err, f->fake };
		for (int i = 0; i < 7; i++) {
			dump(parts[i]);
			fprintf(stderr, i < 6 ? ", " : ")");
		}
		return;
	}
	if (f->a) {
		fprintf(stderr, "(");
		dump(f->a);
		if (f->b) {
			fprintf(stderr, ", ");
			dump(f->b);
		}
		fprintf(stderr, ")");
	}
}

static void dump_case(const Fm *f)
{
	fprintf(stderr, "  graph (%u nodes):", W.n);
	for (uint32_t s = 0; s < W.n; s++)
		for (uint32_t j = 0; j < W.nsucc[s]; j++)
			fprintf(stderr, " %u->%u", s, W.succ[s][j]);
	fprintf(stderr, "\n  P: %#llx %#llx %#llx  PX0:", (unsigned long long)W.pmask[0],
	        (unsigned long long)W.pmask[1], (unsigned long long)W.pmask[2]);
	for (uint32_t s = 0; s < W.n; s++)
		fprintf(stderr, " %x", W.pxval[0][s]);
	fprintf(stderr, " PX1:");
	for (uint32_t s = 0; s < W.n; s++)
		fprintf(stderr, " %x", W.pxval[1][s]);
	fprintf(stderr, "\n  formula: ");
	dump(f);
	fprintf(stderr, "\n");
}

int main(void)
{
	const char *it = getenv("CTL_PROP_ITERS");
	int iters = it ? atoi(it) : 20000;
	int bad = 0, nonempty = 0, withwit = 0;
	for (int i = 0; i < iters && bad < 5; i++) {
		random_world();
		npool = 0;
		Fm *f = gen(1 + (int)rnd(4));
		Graph *g = world_graph();
		CtlBuilder *b = ctl_builder_new();
		CtlF *cf = to_ctl(b, f);
		CtlLimits lim = { 0 };
		lim.max_steps = 2000000;     /* a case this big is a bug */
		CtlCheck *c = ctl_check_new(g, &t_ops, &lim);
		if (W.fixed) {
			CtlVar x = 0;
			CtlVal v = (CtlVal)W.fixed;
			ctl_check_set_env(c, &x, &v, 1);
		}
		CtlResult r;
		if (ctl_check_run(c, cf, &r) != CTL_OK) {
			fprintf(stderr, "case %d: check failed: %s\n", i, ctl_check_error(c));
			bad++;
			dump_case(f);
		} else {
			int ok = 1;
			for (int v = 1; v <= OTHER && ok; v++) {
				if (W.fixed && v != W.fixed)
					continue;
				uint64_t want = bf(f, v), got = 0;
				for (uint32_t k = 0; k < r.n; k++) {
					int a = env_allows(r.t[k].env, v);
					if (a < 0)
						ok = 0;
					if (a > 0)
						got |= BIT(r.t[k].node);
				}
				if (got != want) {
					fprintf(stderr, "case %d: x=%d: checker %#llx, brute force %#llx\n",
					        i, v, (unsigned long long)got, (unsigned long long)want);
					ok = 0;
				}
			}
			for (uint32_t k = 0; k < r.n && ok; k++) {
				if (!wits_sound(r.t[k].wits, 0)) {
					fprintf(stderr, "case %d: unsound witness at node %u\n", i, r.t[k].node);
					ok = 0;
				}
				if (r.t[k].wits->n)
					withwit++;
			}
			nonempty += r.n > 0;
			if (!ok) {
				bad++;
				dump_case(f);
			}
		}
		ctl_check_free(c);
		ctl_builder_free(b);
		t_graph_free(g);
	}
	printf("ctl_prop: %d cases, %d with a non-empty result, %d triples with witnesses\n",
	       iters, nonempty, withwit);
	if (bad) {
		fprintf(stderr, "ctl_prop: %d disagreement(s)\n", bad);
		return 1;
	}
	return 0;
}
