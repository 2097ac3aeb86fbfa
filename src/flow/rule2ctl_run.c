/* rule2ctl_run.c - checking a rule's formula on each function and turning
 * its results into environments; see rule2ctl.h.
 *
 * Each result of the check is a node where the formula holds, with an
 * environment (the values of the metavariables left free) and witness
 * trees: the predicate matches that justify it, under the values the
 * formula's `exists` chose.  The matches of one result whose bindings
 * agree become one environment (their token maps joined); matches that
 * disagree (a metavariable bound differently on two paths) become one
 * environment each, which marks the pattern tokens the others matched
 * so that code added next to them is added once.
 */
#include "flow/rule2ctl_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/vec.h"

/* E with the bindings of SRC, its inner matches down to STOP_SUBS and
 * its token maps down to STOP_MAP (what SRC adds to the environment it
 * was made from), or NULL when the bindings disagree. */
static const Env *add_own(Arena *a, const Env *e, const Env *src, const TokMap *stop_map,
			  const SubEnv *stop_subs)
{
	for (const Binding *b = src->b; b && e; b = b->next)
		e = env_bind(a, e, b->name, b);
	if (!e)
		return NULL;
	return env_prepend(a, e, src, stop_map, stop_subs);
}

/* Do the maps of X and Y (down to STOP) send a pattern token to two
 * places? */
static int maps_clash(const TokenArray *pta, const Env *x, const Env *y, const TokMap *stop)
{
	for (const TokMap *a = y->map; a && a != stop; a = a->next) {
		if (a->c_first > a->c_last)
			continue;
		/* a `...` stands for many pieces of code */
		if (a->p_first == a->p_last && a->p_first < pta->n &&
		    (pta->v[a->p_first].kind == TK_ELLIPSIS ||
		     pta->v[a->p_first].kind >= TK_DOTS_OPEN_NEST))
			continue;
		for (const TokMap *b = x->map; b && b != stop; b = b->next) {
			if (b->c_first > b->c_last)
				continue;
			if (a->p_first <= b->p_last && b->p_first <= a->p_last &&
			    (a->c_first != b->c_first || a->c_last != b->c_last) &&
			    !(a->c_first <= b->c_last && b->c_first <= a->c_last))
				return 1;
		}
	}
	return 0;
}

/* The environment of one MATCH witness: BASE, the choices of the
 * enclosing BIND witnesses, and the match's own bindings and maps (the
 * match was made from the check's seed, whose maps BASE has). */
static const Env *witness_env(R2c *s, const CtlWit *w, const Env *base)
{
	return add_own(s->m->a, base, w->trans, s->base->map, s->base->subs);
}

/* The environments of the MATCH witnesses under WS, into OUT. */
static void witness_envs(R2c *s, const CtlWitSet *ws, const Env *base, EnvList *out, int depth)
{
	if (!ws || depth > 1000 || !base)
		return;
	for (uint32_t i = 0; i < ws->n; i++) {
		const CtlWit *w = ws->w[i];
		if (w->kind == CTL_WIT_MATCH && w->trans) {
			const Env *e = witness_env(s, w, base);
			if (e)
				envlist_push(s->m->a, out, e);
		} else if (w->kind == CTL_WIT_BIND && w->var < s->nnames &&
			   strncmp(s->names[w->var]->name, "%n", 2) == 0) {
			/* an occurrence of a nest: its matches, joined, are one
			 * inner match */
			EnvList occ = {0}, grp = {0};
			witness_envs(s, w->sub, base, &occ, depth + 1);
			for (size_t k = 0; k < occ.n; k++) {
				/* several occurrences in one node (expressions): one
				 * inner match each, unless they agree */
				int done = 0;
				for (size_t g = 0; g < grp.n && !done; g++) {
					if (maps_clash(s->m->pta, grp.v[g], occ.v[k], base->map))
						continue;
					const Env *j = add_own(s->m->a, grp.v[g], occ.v[k], base->map,
							       base->subs);
					if (j) {
						grp.v[g] = j;
						done = 1;
					}
				}
				if (!done)
					envlist_push(s->m->a, &grp, occ.v[k]);
			}
			for (size_t g = 0; g < grp.n; g++)
				envlist_push(s->m->a, out, env_add_sub(s->m->a, base, grp.v[g]));
		} else if (w->kind == CTL_WIT_BIND) {
			const Env *e = base;
			if (w->var < s->nnames && s->names[w->var]->name[0] != '%')
				e = env_bind(s->m->a, base, s->names[w->var],
					     (const Binding *)(uintptr_t)w->val);
			witness_envs(s, w->sub, e ? e : base, out, depth + 1);
		}
	}
}

/* The environments OUT->v[FROM..] are the matches of one result, each
 * with its own token maps on top of BASE's.  Mark in each the pattern
 * tokens the others matched (maps with c_first UINT32_MAX, which place
 * nothing): code added next to them is added by those matches, not
 * next to a neighbour this one maps. */
static void mark_elsewhere(Arena *a, EnvList *out, size_t from, const Env *base)
{
	size_t n = out->n - from;
	if (n < 2 || n > 64)
		return;
	const TokMap **own = arena_alloc(a, n * sizeof *own);
	for (size_t i = 0; i < n; i++)
		own[i] = out->v[from + i]->map;
	for (size_t i = 0; i < n; i++) {
		TokMap *head = NULL;
		for (size_t j = 0; j < n; j++) {
			if (j == i)
				continue;
			for (const TokMap *t = own[j]; t && t != base->map; t = t->next) {
				if (t->c_first > t->c_last)
					continue;
				TokMap *c = arena_alloc(a, sizeof *c);
				*c = *t;
				c->c_first = UINT32_MAX;
				c->c_last = 0;
				c->anchor_only = 1;
				c->next = head;
				head = c;
			}
		}
		if (!head)
			continue;
		TokMap *tail = head;
		while (tail->next)
			tail = tail->next;
		tail->next = (TokMap *)own[i];
		Env *ne = arena_alloc(a, sizeof *ne);
		*ne = *out->v[from + i];
		ne->map = head;
		out->v[from + i] = ne;
	}
}

/* The witness environments W[0..N) (each BASE plus its own) joined
 * into as few as agree with each other, appended to OUT.  A witness
 * that agrees with several groups is in each (the first item's match
 * under the `return@p' of each path: every group is one whole match,
 * with the positions that match narrowed). */
static void join_witnesses(R2c *s, const EnvList *w, const Env *base, EnvList *out)
{
	Arena *a = s->m->a;
	size_t from = out->n;
	/* in[g * n + i]: witness I is in group G (past 64 witnesses, the
	 * first group that agrees only) */
	size_t n = w->n, cap = n * n;
	uint8_t *in = n <= 64 ? arena_alloc(a, cap ? cap : 1) : NULL;
	if (in)
		memset(in, 0, cap ? cap : 1);
	for (size_t i = 0; i < n; i++) {
		int done = 0;
		for (size_t g = from; g < out->n && !done; g++) {
			if (maps_clash(s->m->pta, out->v[g], w->v[i], base->map))
				continue;
			const Env *j = add_own(a, out->v[g], w->v[i], base->map, base->subs);
			if (j) {
				out->v[g] = j;
				done = 1;
				if (in)
					in[(g - from) * n + i] = 1;
			}
		}
		if (!done) {
			if (in)
				in[(out->n - from) * n + i] = 1;
			envlist_push(a, out, w->v[i]);
		}
	}
	for (size_t g = from; in && g < out->n; g++)
		for (size_t i = 0; i < n; i++) {
			if (in[(g - from) * n + i] ||
			    maps_clash(s->m->pta, out->v[g], w->v[i], base->map))
				continue;
			const Env *j = add_own(a, out->v[g], w->v[i], base->map, base->subs);
			if (j) {
				out->v[g] = j;
				in[(g - from) * n + i] = 1;
			}
		}
	/* an inner match (a nest's occurrence) sees what the whole match
	 * matched around it */
	for (size_t g = from; g < out->n; g++) {
		const Env *ge = out->v[g];
		if (ge->subs == base->subs)
			continue;
		Env *outer = arena_alloc(a, sizeof *outer);
		*outer = *ge;
		outer->subs = base->subs;
		const Env *ne = outer;
		for (const SubEnv *sb = ge->subs; sb && sb != base->subs; sb = sb->next) {
			const Env *se = add_own(a, outer, sb->e, base->map, base->subs);
			ne = env_add_sub(a, ne, se ? se : sb->e);
		}
		out->v[g] = ne;
	}
	/* mark the tokens matched by the other groups */
	mark_elsewhere(a, out, from, base);
}

/* A removed `...` crosses the `}` of a block it leaves by a jump: that
 * brace goes only when the block's `{` goes too.  Drop from E the maps
 * of removed dots that cover only a `}` of CFG whose `{` E does not
 * map. */
static const Env *keep_braces_whole(R2c *s, const Cfg *cfg, const Env *e)
{
	const TokenArray *pta = s->m->pta, *cta = s->m->cta;
	int any = 0;
	for (const TokMap *t = e->map; t && !any; t = t->next)
		any = !t->anchor_only && t->c_first == t->c_last && t->c_first < cta->n &&
		      cta->v[t->c_first].kind == TK_RBRACE && t->p_first < pta->n &&
		      pta->v[t->p_first].kind == TK_ELLIPSIS;
	if (!any)
		return e;
	TokMap *head = NULL, **tail = &head;
	for (const TokMap *t = e->map; t; t = t->next) {
		int drop = 0;
		if (!t->anchor_only && t->c_first == t->c_last && t->c_first < cta->n &&
		    cta->v[t->c_first].kind == TK_RBRACE && t->p_first < pta->n &&
		    pta->v[t->p_first].kind == TK_ELLIPSIS) {
			uint32_t open = UINT32_MAX;
			for (uint32_t k = 0; k < cfg->g.n && open == UINT32_MAX; k++)
				if (cfg->node[k].kind == CFG_BRACE_CLOSE && cfg->node[k].ast &&
				    cfg->node[k].ast->last == t->c_first)
					open = cfg->node[k].ast->first;
			int opened = 0;
			for (const TokMap *o = e->map; o && !opened; o = o->next)
				opened = !o->anchor_only && o->c_first <= open && open <= o->c_last &&
					 o->c_last < cta->n;
			drop = open != UINT32_MAX && !opened;
		}
		if (drop)
			continue;
		TokMap *c = arena_alloc(s->m->a, sizeof *c);
		*c = *t;
		*tail = c;
		tail = &c->next;
	}
	*tail = NULL;
	Env *ne = arena_alloc(s->m->a, sizeof *ne);
	*ne = *e;
	ne->map = head;
	return ne;
}

/* The deadline SECS from now. */
static void deadline_in(struct timespec *d, double secs)
{
	clock_gettime(CLOCK_MONOTONIC, d);
	double whole = (double)(long)secs;
	d->tv_sec += (time_t)whole;
	d->tv_nsec += (long)((secs - whole) * 1e9);
	if (d->tv_nsec >= 1000000000L) {
		d->tv_sec++;
		d->tv_nsec -= 1000000000L;
	}
}

/* Seconds left until D (negative when past). */
static double seconds_until(const struct timespec *d)
{
	struct timespec now;
	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)(d->tv_sec - now.tv_sec) + (d->tv_nsec - now.tv_nsec) / 1e9;
}

/* Does the raw match ENV (on top of BASE's maps) change code: a minus
 * pattern token, or added code next to one it maps? */
static int changes_code(const TokenArray *pta, const Env *env, const TokMap *stop)
{
	for (const TokMap *t = env->map; t && t != stop; t = t->next) {
		if (t->p_first > t->p_last || t->p_last >= pta->n)
			continue;
		if (t->p_first > 0 && (pta->v[t->p_first - 1].flags & TF_PLUS))
			return 1;
		if (t->p_last + 1 < pta->n && (pta->v[t->p_last + 1].flags & TF_PLUS))
			return 1;
		if (t->anchor_only)
			continue;
		for (uint32_t i = t->p_first; i <= t->p_last; i++)
			if (pta->v[i].flags & TF_MINUS)
				return 1;
	}
	return 0;
}


/* spatch's consistency of a transformation: every node that the matches
 * of one binding change is reached from the function's header only
 * through a node where a match of that binding starts (MARK: 1 a start,
 * 2 a changed node).  Returns a changed node that a path from the
 * header reaches avoiding every start (and the [after] bypasses, which
 * no execution takes), or CFG_NONE. */
static uint32_t inconsistent_node(const Cfg *cfg, uint8_t *mark)
{
	uint32_t n = cfg->g.n, bad = CFG_NONE;
	uint32_t *stack = xmalloc((n ? n : 1) * sizeof *stack), sp = 0;
	if (!(mark[cfg->header] & 1)) {
		stack[sp++] = cfg->header;
		mark[cfg->header] |= 4;   /* seen */
	}
	while (sp) {
		uint32_t u = stack[--sp];
		if ((mark[u] & 2) && !(mark[u] & 1)) {
			bad = u;
			break;
		}
		for (uint32_t i = cfg->g.succ_start[u]; i < cfg->g.succ_start[u + 1]; i++) {
			uint32_t x = cfg->g.succ[i];
			if ((mark[x] & (1 | 4)) || cfg->node[x].kind == CFG_AFTER)
				continue;
			mark[x] |= 4;
			stack[sp++] = x;
		}
	}
	xfree(stack);
	return bad;
}

/* A node of one binding's matches: where one starts (changed 0) or a
 * node it changes (1); KEY names the binding. */
typedef struct Mark {
	uint64_t key;
	uint32_t node;
	uint32_t changed;
} Mark;

typedef struct MarkWalk {
	R2c *s;
	VEC(Mark) v;
	uint64_t env;            /* the triple's environment, hashed */
	uint32_t start;          /* the triple's node */
} MarkWalk;

static uint64_t mix(uint64_t h, uint64_t x)
{
	h ^= x + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
	return h;
}

/* One transforming match under BINDS: the start of its triple, and the
 * node when the match changes code, under the binding's key. */
static void mark_wit(void *ctx, const CtlWit *w, const CtlBinding *binds, size_t nbinds)
{
	MarkWalk *mw = ctx;
	uint64_t key = mw->env;
	for (size_t i = 0; i < nbinds; i++)
		key = mix(mix(mix(key, binds[i].var), binds[i].vid), binds[i].neg);
	Mark st = { key, mw->start, 0 };
	vec_push(&mw->v, st);
	R2c *s = mw->s;
	if (w->trans && w->node < s->cfg->g.n && changes_code(s->m->pta, w->trans, s->base->map)) {
		Mark c = { key, w->node, 1 };
		vec_push(&mw->v, c);
	}
}

static int mark_cmp(const void *a, const void *b)
{
	const Mark *x = a, *y = b;
	if (x->key != y->key)
		return x->key < y->key ? -1 : 1;
	return x->node < y->node ? -1 : x->node > y->node;
}

/* The consistency of results R, binding by binding (the bindings of a
 * match: its triple's environment and the values chosen above it in the
 * witnesses); the first node found reached inconsistently goes to
 * s->bad. */
static void check_consistency(R2c *s, const CtlResult *r)
{
	MarkWalk mw;
	memset(&mw, 0, sizeof mw);
	mw.s = s;
	for (uint32_t k = 0; k < r->n; k++) {
		const CtlTriple *tp = &r->t[k];
		uint64_t h = 0x84222325cbf29ce4ull;
		for (uint32_t x = 0; x < tp->env->n; x++)
			h = mix(mix(mix(h, tp->env->b[x].var), tp->env->b[x].vid), tp->env->b[x].neg);
		mw.env = h;
		mw.start = tp->node;
		size_t before = mw.v.n;
		ctl_wit_walk(tp->wits, mark_wit, &mw);
		/* a match that changes nothing (another branch of a
		 * disjunction, context code) is no start of the changes */
		int changes = 0;
		for (size_t x = before; x < mw.v.n && !changes; x++)
			changes = mw.v.v[x].changed;
		if (!changes)
			mw.v.n = before;
	}
	if (mw.v.n)
		qsort(mw.v.v, mw.v.n, sizeof *mw.v.v, mark_cmp);
	uint32_t n = s->cfg->g.n;
	for (size_t i = 0; i < mw.v.n && s->bad == CFG_NONE;) {
		size_t j = i;
		int any = 0;
		while (j < mw.v.n && mw.v.v[j].key == mw.v.v[i].key)
			any |= mw.v.v[j++].changed;
		if (any) {
			memset(s->marks, 0, n);
			for (size_t k = i; k < j; k++)
				if (mw.v.v[k].node < n)
					s->marks[mw.v.v[k].node] |= mw.v.v[k].changed ? 2 : 1;
			s->bad = inconsistent_node(s->cfg, s->marks);
		}
		i = j;
	}
	vec_free(&mw.v);
}

/* Check F on the graph CFG from SEED; append the environments of its
 * results to OUT.  Returns 1 when the check stopped on a limit. */
static int check_one(R2c *s, CtlF *f, const Cfg *cfg, const Env *seed, EnvList *out,
		     const uint32_t *roots, uint32_t nroots)
{
	MatchCtx *m = s->m;
	s->cfg = cfg;
	s->seed = seed;
	CtlValueOps ops = {r2c_val_eq, r2c_val_hash, NULL};
	CtlLimits lim = {0};
	lim.max_steps = s->opts->max_steps;
	if (s->steps_left > 0 && s->steps_left < lim.max_steps)
		lim.max_steps = s->steps_left;
	lim.max_memory = s->opts->max_memory;
	if (s->opts->timeout > 0) {
		lim.timeout = seconds_until(&s->deadline);
		if (lim.timeout <= 0) {
			snprintf(s->why, sizeof s->why, "time limit of %g s reached",
				 s->opts->timeout);
			return 1;
		}
	}
	CtlCheck *c = ctl_check_new(&cfg->g, &ops, &lim);
	if (roots)
		ctl_check_set_roots(c, roots, nroots);
	CtlResult r;
	CtlStatus st = ctl_check_run(c, f, &r);
	if (s->opts->max_steps > 0)
		s->steps_left -= ctl_check_steps(c);
	if (st != CTL_OK) {
		if (st == CTL_ERR_STEPS)
			snprintf(s->why, sizeof s->why, "step limit of %ld reached",
				 s->steps_left <= 0 ? s->opts->max_steps * R2C_FUNCTION_STEPS
						    : s->opts->max_steps);
		else if (st == CTL_ERR_TIMEOUT)
			snprintf(s->why, sizeof s->why, "time limit of %g s reached",
				 s->opts->timeout);
		else
			snprintf(s->why, sizeof s->why, "%s", ctl_check_error(c));
		if (getenv("LADYBUG_DEBUG_CTL"))
			fprintf(stderr, "ctl: %s\n", ctl_check_error(c));
		ctl_check_free(c);
		return 1;
	}
	if (getenv("LADYBUG_DEBUG_CTL"))
		fprintf(stderr, "ctl: function %s: %u results, %ld steps\n",
			cfg->name ? cfg->name->name : "?", (unsigned)r.n, ctl_check_steps(c));
	if (s->marks)
		check_consistency(s, &r);
	for (uint32_t k = 0; k < r.n; k++) {
		const CtlTriple *tp = &r.t[k];
		const Env *e = seed;
		for (uint32_t x = 0; x < tp->env->n && e; x++) {
			const CtlBinding *cb = &tp->env->b[x];
			if (cb->neg || cb->var >= s->nnames || s->names[cb->var]->name[0] == '%')
				continue;
			e = env_bind(m->a, e, s->names[cb->var], (const Binding *)(uintptr_t)cb->val);
		}
		if (!e)
			continue;
		EnvList w = {0};
		witness_envs(s, tp->wits, e, &w, 0);
		size_t from = out->n;
		if (!w.n)
			envlist_push(m->a, out, e);
		else
			join_witnesses(s, &w, e, out);
		for (size_t x = from; x < out->n; x++)
			out->v[x] = keep_braces_whole(s, cfg, out->v[x]);
	}
	ctl_check_free(c);
	return 0;
}

/* Do X and Y bind the same metavariables, beyond SEED, to equal values? */
static int same_new_bindings(const Env *x, const Env *y, const Env *seed)
{
	if (x->nb != y->nb)
		return 0;
	for (const Binding *b = x->b; b; b = b->next) {
		if (env_lookup(seed, b->name) == b)
			continue;
		const Binding *o = env_lookup(y, b->name);
		if (!o || !binding_equal(o, b))
			return 0;
	}
	return 1;
}

/* Is NODE of CFG the `}' closing the function's body (where `return;'
 * also stands for falling off the end)? */
static int body_close(const Cfg *cfg, uint32_t node)
{
	const CfgNode *cn = &cfg->node[node];
	return cn->kind == CFG_BRACE_CLOSE && cfg->func && cfg->func->n > 3 &&
	       cn->ast == cfg->func->kid[3];
}

static uint32_t required_positions(MatchCtx *m, Node *const *pv, uint32_t pn, const Env *seed,
				   const Binding **out, uint32_t max);

/* The distinct environments (SEED plus bindings, without token maps) in
 * which the first item P of the pattern matches some node of S's graph,
 * into OUT, and the nodes where it matches at all, ascending, into
 * ROOTS (*NROOTS of them; room for every node): the pattern holds at
 * no other node, whatever the seed, as a match from a seed binds more
 * than one from SEED.  Returns 0, or -1 when there are more than MAX.  The end of
 * the function's body is a `return;' only in a function where the first
 * item also matches some other node (spatch 1.1.1: `* return ...;' alone
 * stars the `}' of a function that holds a return, of no other; with
 * `( return ...; | x--; )' of one that holds an `x--' too), or where
 * the item carries a position an earlier rule bound (`return@p ...;'
 * with p inherited from a match at that end): where it matches only
 * there otherwise, OUT is left empty. */
static int first_item_seeds(R2c *s, const Node *p, const Env *seed, EnvList *out, size_t max,
			    uint32_t *roots, uint32_t *nroots)
{
	MatchCtx *m = s->m;
	const Cfg *cfg = s->cfg;
	const Env *saved = s->seed;
	s->seed = seed;
	const Node *pat = r2c_unwrap_once(s, p);
	int status = 0, elsewhere = 0;
	size_t out_n = out->n;
	for (uint32_t node = 0; node < cfg->g.n && !status; node++) {
		EnvList r = {0};
		r2c_stmt_matches(s, pat, node, &r);
		if (r.n && !body_close(cfg, node))
			elsewhere = 1;
		if (r.n)
			roots[(*nroots)++] = node;
		for (size_t i = 0; i < r.n; i++) {
			int dup = 0;
			for (size_t j = 0; j < out->n && !dup; j++)
				dup = same_new_bindings(r.v[i], out->v[j], seed);
			if (dup)
				continue;
			if (out->n >= max) {
				status = -1;
				break;
			}
			Env *e = arena_alloc(m->a, sizeof *e);
			*e = *r.v[i];
			e->map = seed->map;
			e->subs = seed->subs;
			envlist_push(m->a, out, e);
		}
	}
	s->seed = saved;
	if (!status && !elsewhere && out->n > out_n) {
		Node *const pv[1] = { (Node *)p };
		const Binding *req[1];
		if (!required_positions(m, pv, 1, seed, req, 1))
			out->n = out_n;
	}
	return status;
}

/* Is P (the pattern's first item, not a seed item) a disjunction one of
 * whose branches is a lone `return'? */
static int return_disj(const Node *p)
{
	if (!p || p->kind != P_DISJ)
		return 0;
	for (uint32_t i = 0; i < p->n; i++) {
		const Node *k = p->kid[i];
		while (k && (k->kind == P_POS || (k->kind == P_SEQ && k->n == 1)) && k->n)
			k = k->kid[0];
		if (k && k->kind == S_RETURN)
			return 1;
	}
	return 0;
}

/* Does the first item P match S's graph only at the end of the body
 * (the implicit return), or nowhere?  Then the function holds no match,
 * as first_item_seeds decides for a seed item. */
static int only_at_body_close(R2c *s, const Node *p)
{
	for (uint32_t node = 0; node < s->cfg->g.n; node++) {
		if (body_close(s->cfg, node))
			continue;
		EnvList r = {0};
		r2c_stmt_matches(s, p, node, &r);
		if (r.n)
			return 0;
	}
	return 1;
}

/* Mark in SKIP the pattern tokens of the parts of N that need not
 * match for the pattern to: disjunctions, optional statements, nests,
 * `when` clauses. */
static void mark_optional(const Node *n, uint8_t *skip, uint32_t nt, int depth)
{
	if (!n || depth > 2000)
		return;
	switch (n->kind) {
	case P_DISJ: case P_OPT: case P_NEST: case P_WHEN:
		for (uint32_t i = n->first; i <= n->last && i < nt; i++)
			skip[i] = 1;
		return;
	default:
		break;
	}
	for (uint32_t i = 0; i < n->n; i++)
		mark_optional(n->kid[i], skip, nt, depth + 1);
}

/* The inherited positions (bound in SEED to places of this file) that
 * every match of PV[0..PN) must cover: those on the parts of the
 * pattern that always match.  Into OUT, at most MAX; returns how many. */
static uint32_t required_positions(MatchCtx *m, Node *const *pv, uint32_t pn, const Env *seed,
				   const Binding **out, uint32_t max)
{
	const TokenArray *pta = m->pta;
	uint32_t nt = (uint32_t)pta->n, n = 0;
	if (!nt || !pn || !seed->b)
		return 0;
	uint8_t *skip = arena_alloc(m->a, nt);
	memset(skip, 0, nt);
	for (uint32_t i = 0; i < pn; i++)
		mark_optional(pv[i], skip, nt, 0);
	uint32_t lo = pv[0]->first, hi = pv[pn - 1]->last;
	for (uint32_t i = lo; i <= hi && i < nt && n < max; i++) {
		if (skip[i] || (pta->v[i].flags & TF_HIDDEN))
			continue;
		const Meta *mt = match_token_meta(pta, i);
		if (!mt || meta_category(mt->kind) != MC_POSITION)
			continue;
		const Binding *b = env_lookup(seed, mt->name);
		if (b && b->kind == BV_POS && b->ta == m->cta)
			out[n++] = b;
	}
	return n;
}

/* May function CFG hold a match that covers each of the positions
 * REQ[0..N)? */
static int holds_positions(const Cfg *cfg, const Binding *const *req, uint32_t n)
{
	if (!cfg->func || cfg->func->first > cfg->func->last)
		return 1;
	for (uint32_t i = 0; i < n; i++) {
		int in = 0;
		for (const Binding *b = req[i]; b && !in; b = b->more)
			in = b->ta != req[i]->ta ||
			     (b->first >= cfg->func->first && b->first <= cfg->func->last);
		if (!in)
			return 0;
	}
	return 1;
}

/* May function CFG hold a match that names each of NEED[0..N)? */
static int holds_names(R2c *s, const Cfg *cfg, const Ident *const *need, uint32_t n)
{
	if (!cfg->func || cfg->func->first > cfg->func->last)
		return 1;
	for (uint32_t i = 0; i < n; i++)
		if (!r2c_names(s, cfg->func->first, cfg->func->last, need[i]))
			return 0;
	return 1;
}

typedef struct FuncNames {
	R2c *s;
	const Cfg *cfg;
} FuncNames;

/* Does function FN name ID?  (A scan: the names asked about are few
 * per function, and indexing them would read the whole file.) */
static int func_names(void *ctx, const Ident *id)
{
	FuncNames *fn = ctx;
	const TokenArray *ta = fn->s->m->cta;
	uint32_t first = fn->cfg->func->first, last = fn->cfg->func->last;
	if (last >= ta->n)
		return 1;
	for (uint32_t i = first; i <= last; i++)
		if (ta->v[i].id == id)
			return 1;
	return 0;
}

/* May function CFG hold a match of each item PV[0..PN) from SEED as far
 * as the names it needs one of go (a disjunction: a function that names
 * none of the iterators of `( list_for_each(...) S | hlist_for_each(...)
 * S )' is not checked; the names needed alone are holds_names')? */
static int holds_clauses(R2c *s, const Cfg *cfg, const MatchNeeds *const *clauses, uint32_t pn)
{
	if (!cfg->func || cfg->func->first > cfg->func->last)
		return 1;
	FuncNames fn = { s, cfg };
	for (uint32_t i = 0; i < pn; i++)
		if (!match_needs_in(clauses[i], 0, func_names, &fn))
			return 0;
	return 1;
}

/* Does every match of pattern item IT hold an empty statement `;' (the
 * item is one, or every branch of it has one as an item that must
 * match)?  A function without one cannot match. */
static int needs_empty(const Node *it, int depth)
{
	if (!it || depth > 50)
		return 0;
	switch (it->kind) {
	case S_EMPTY:
		return 1;
	case P_POS:
		return it->n && needs_empty(it->kid[0], depth + 1);
	case P_SEQ:
		for (uint32_t i = 0; i < it->n; i++)
			if (needs_empty(it->kid[i], depth + 1))
				return 1;
		return 0;
	case P_DISJ: {
		if (!it->n)
			return 0;
		for (uint32_t i = 0; i < it->n; i++)
			if (!needs_empty(it->kid[i], depth + 1))
				return 0;
		return 1;
	}
	default:
		return 0;
	}
}

static int holds_empty(const Cfg *cfg)
{
	for (uint32_t i = 0; i < cfg->g.n; i++)
		if (cfg->node[i].ast && cfg->node[i].ast->kind == S_EMPTY)
			return 1;
	return 0;
}

/* ---- translations kept for later calls ---------------------------------- */

typedef struct MemoEntry MemoEntry;
struct MemoEntry {
	Node *const *pv;         /* the pattern */
	uint32_t pn;
	const TokenArray *pta;
	const Env *seed;         /* the seed of the call that made it (its names) */
	R2c *s;                  /* the translation's state, which its predicates
				    point to (in the matcher's arena) */
	uint32_t nnames;         /* the variables the translation numbered */
	CtlBuilder *b;
	CtlF *f;
	const Node *first;
	MemoEntry *next;
};

struct R2cMemo {
	MemoEntry *entries;
	struct NamePos *name_pos;   /* the C file's tokens of each name asked about */
};

R2cMemo *r2c_memo_new(void)
{
	return xcalloc(1, sizeof(R2cMemo));
}

void r2c_memo_free(R2cMemo *mm)
{
	if (!mm)
		return;
	for (MemoEntry *e = mm->entries, *next; e; e = next) {
		next = e->next;
		ctl_builder_free(e->b);
		xfree(e);
	}
	xfree(mm);
}

/* Does every metavariable bound in X have a binding in Y? */
static int names_within(const Env *x, const Env *y)
{
	for (const Binding *b = x->b; b; b = b->next)
		if (!env_lookup(y, b->name))
			return 0;
	return 1;
}

/* The translation of PV[0..PN) made for a seed binding the same names
 * as SEED (the translation asks the seed no more), or NULL. */
static MemoEntry *memo_find(R2cMemo *mm, Node *const *pv, uint32_t pn, const TokenArray *pta,
			    const Env *seed)
{
	for (MemoEntry *e = mm->entries; e; e = e->next)
		if (e->pv == pv && e->pn == pn && e->pta == pta &&
		    names_within(seed, e->seed) && names_within(e->seed, seed))
			return e;
	return NULL;
}

static void memo_add(R2cMemo *mm, const MatchCtx *m, Node *const *pv, uint32_t pn,
		     const Env *seed, R2c *s, CtlBuilder *b, CtlF *f, const Node *first)
{
	MemoEntry *e = xcalloc(1, sizeof *e);
	e->pv = pv;
	e->pn = pn;
	e->pta = m->pta;
	e->seed = seed;
	e->s = s;
	e->nnames = s->nnames;
	e->b = b;
	e->f = f;
	e->first = first;
	e->next = mm->entries;
	mm->entries = e;
}

int r2c_match(MatchCtx *m, const CfgSet *cfgs, Node *const *pv, uint32_t pn,
	      const R2cOpts *opts, const Env *seed, EnvList *out,
	      void (*stopped)(void *ctx, const R2cStop *why), void *ctx)
{
	if (!pn)
		return 0;
	RawCache *cache = NULL;
	R2c here, *sp = &here;
	CtlBuilder *b = NULL;
	const Node *first = NULL;
	CtlF *f = NULL;
	MemoEntry *me = opts->memo ? memo_find(opts->memo, pv, pn, m->pta, seed) : NULL;
	if (me) {
		/* as made by the translation: its variables, no more */
		sp = me->s;
		const Ident **names = sp->names;
		uint32_t cap = sp->cap, *cvars = sp->cvars, ncvars = sp->ncvars;
		struct Unwrapped *unwrapped = sp->unwrapped;
		memset(sp, 0, sizeof *sp);
		sp->unwrapped = unwrapped;
		sp->names = names;
		sp->nnames = me->nnames;
		sp->cap = cap;
		sp->cvars = cvars;
		sp->ncvars = ncvars;
		b = me->b;
		f = me->f;
		first = me->first;
	} else {
		if (opts->memo)
			sp = arena_alloc(m->a, sizeof *sp);
		memset(sp, 0, sizeof *sp);
	}
	sp->m = m;
	sp->seed = seed;
	sp->base = seed;
	sp->cache = &cache;
	sp->opts = opts;
	if (opts->memo)
		sp->name_pos = opts->memo->name_pos;
	if (!me) {
		b = ctl_builder_new();
		f = r2c_translate(b, sp, pv, pn, &first);
		if (opts->memo)
			memo_add(opts->memo, m, pv, pn, seed, sp, b, f, first);
	}
	if (getenv("LADYBUG_DEBUG_CTL")) {
		fprintf(stderr, "ctl: formula of %u nodes: ", (unsigned)ctl_builder_size(b));
		ctl_dump(stderr, f);
		fprintf(stderr, "\n");
		for (uint32_t i = 0; i < sp->nnames; i++)
			fprintf(stderr, "%sx%u = %s", i ? ", " : "ctl: ", i, sp->names[i]->name);
		if (sp->nnames)
			fprintf(stderr, "\n");
	}
	int nstopped = 0;
	const Binding *req[16];
	uint32_t nreq = required_positions(m, pv, pn, seed, req, 16);
	/* the identifiers every match names: each item of the pattern
	 * matches code of the function */
	const Ident *need[MATCH_MAX_NEEDED];
	uint32_t nneed = 0;
	for (uint32_t i = 0; i < pn && nneed < MATCH_MAX_NEEDED; i++) {
		const Ident *one[MATCH_MAX_NEEDED];
		uint32_t no = match_needed_names(m, pv[i], seed, one, MATCH_MAX_NEEDED - nneed);
		for (uint32_t k = 0; k < no; k++)
			need[nneed++] = one[k];
	}
	int empty = 0;
	for (uint32_t i = 0; i < pn && !empty; i++)
		empty = needs_empty(pv[i], 0);
	/* the sets of names each item needs one of, the same for every function */
	const MatchNeeds **clauses = arena_alloc(m->a, pn * sizeof *clauses);
	for (uint32_t i = 0; i < pn; i++)
		clauses[i] = match_needs(m, pv[i], seed, m->a);
	for (size_t i = 0; i < cfgs->n; i++) {
		const Cfg *cfg = &cfgs->v[i];
		if (cfg->error || !cfg->g.n || !holds_positions(cfg, req, nreq) ||
		    !holds_names(sp, cfg, need, nneed) || (empty && !holds_empty(cfg)) ||
		    !holds_clauses(sp, cfg, clauses, pn))
			continue;
		cache = NULL;   /* raw matches are per graph */
		sp->raw_last = NULL;
		sp->cfg = cfg;
		sp->steps_left = opts->max_steps * R2C_FUNCTION_STEPS;
		if (opts->timeout > 0)
			deadline_in(&sp->deadline, opts->timeout);
		sp->why[0] = 0;
		size_t out_n = out->n;
		int st = 0;
		sp->marks = opts->inconsistent ? xcalloc(cfg->g.n ? cfg->g.n : 1, 1) : NULL;
		sp->bad = CFG_NONE;
		EnvList seeds = {0};
		uint32_t *roots = first ? xmalloc(cfg->g.n * sizeof *roots) : NULL, nroots = 0;
		if (!first && return_disj(pv[0]) && only_at_body_close(sp, pv[0])) {
			/* no match here */
		} else if (first && first_item_seeds(sp, first, seed, &seeds, 4096, roots, &nroots) == 0) {
			/* Every result extends a match of the first item: check
			 * the function once per distinct binding of that item's
			 * metavariables, with them fixed, so that the `when`
			 * clauses and later items see one value (and the checker
			 * joins small sets) instead of all of them at once. */
			for (size_t k = 0; k < seeds.n && !st; k++) {
				if (opts->max_steps > 0 && sp->steps_left <= 0) {
					/* the checks before used the function's steps */
					snprintf(sp->why, sizeof sp->why, "step limit of %ld reached",
						 opts->max_steps * R2C_FUNCTION_STEPS);
					st = 1;
					break;
				}
				st = check_one(sp, f, cfg, seeds.v[k], out, roots, nroots);
			}
		} else {
			st = check_one(sp, f, cfg, seed, out, NULL, 0);
		}
		xfree(roots);
		if (sp->marks) {
			uint32_t bad = st ? CFG_NONE : sp->bad;
			if (bad != CFG_NONE) {
				/* the function's matches are dropped */
				out->n = out_n;
				if (!opts->inconsistent->found) {
					opts->inconsistent->found = 1;
					opts->inconsistent->tok = cfg->node[bad].first;
					opts->inconsistent->func = cfg->name ? cfg->name->name : NULL;
				}
			}
			xfree(sp->marks);
			sp->marks = NULL;
		}
		if (st) {
			/* a function checked in part gives no matches: its
			 * changes could be a part of what the rule means */
			out->n = out_n;
			nstopped++;
			if (stopped) {
				R2cStop why;
				why.function = cfg->name ? cfg->name->name : NULL;
				snprintf(why.why, sizeof why.why, "%s", sp->why[0] ? sp->why : "limit reached");
				stopped(ctx, &why);
			}
		}
	}
	if (opts->memo)
		opts->memo->name_pos = sp->name_pos;   /* (the same C file) */
	else
		ctl_builder_free(b);
	return nstopped;
}
