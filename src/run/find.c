/* find.c - where the current rule matches in the current version; see
 * find.h. */
#include "run/find.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/diag.h"
#include "cfront/cinclude.h"
#include "flow/smpl2ctl.h"
#include "match/match.h"
#include "run/metavars.h"

static void collect_blocks(const Node *n, NodeVec *out, int depth)
{
	if (!n || depth > 5000)
		return;
	if (n->kind == S_BLOCK)
		vec_push(out, n);
	for (uint32_t i = 0; i < n->n; i++)
		collect_blocks(n->kid[i], out, depth + 1);
}

/* Every statement that is not an element of a block (bodies of if and
 * loops written without braces). */
static void collect_lone_stmts(const Node *n, NodeVec *out, int depth)
{
	if (!n || depth > 5000)
		return;
	for (uint32_t i = 0; i < n->n; i++) {
		const Node *k = n->kid[i];
		if (!k)
			continue;
		if (n->kind != S_BLOCK && ast_is_stmt(k->kind) &&
		    (k->kind != S_BLOCK || n->kind != D_FUNCDEF))
			vec_push(out, k);
		collect_lone_stmts(k, out, depth + 1);
	}
}

/* The nodes COLLECT finds in UNIT, found once per version and kept in
 * CACHE (*HAVE says it is filled). */
static const NodeVec *version_nodes(NodeVec *cache, int *have, const Node *unit,
				    void (*collect)(const Node *, NodeVec *, int))
{
	if (!*have) {
		collect(unit, cache, 0);
		*have = 1;
	}
	return cache;
}

/* The bodies of the function definitions of UNIT: a block pattern
 * matches them as well as the blocks inside them. */
static void collect_bodies(const Node *unit, NodeVec *out)
{
	for (uint32_t i = 0; i < unit->n; i++) {
		const Node *k = unit->kid[i];
		if (k && k->kind == D_FUNCDEF && k->n > 3 && k->kid[3] && k->kid[3]->kind == S_BLOCK)
			vec_push(out, k->kid[3]);
	}
}

static int all_expr(Node *const *v, uint32_t n)
{
	if (n != 1)
		return 0;
	const Node *k = v[0];
	while (k && (k->kind == P_DISJ || k->kind == P_CONJ || k->kind == P_POS) && k->n)
		k = k->kid[0];
	if (!k)
		return 0;
	if (ast_is_expr(k->kind) || k->kind == T_TYPENAME || k->kind == T_SPECS ||
	    k->kind == I_LIST)    /* an initializer `{ .a = E, }`: found anywhere too */
		return 1;
	if (k->kind == P_META && k->aux) {
		MetaCategory c = meta_category(((const Meta *)k->aux)->kind);
		return c == MC_EXPR || c == MC_IDENT || c == MC_TYPE;
	}
	return 0;
}

/* Does #include pattern P (tokens of TA) name its header with `...'
 * (`#include <linux/...>', `#include ...')? */
static int include_has_dots(const TokenArray *ta, const Node *p)
{
	for (uint32_t i = p->first + 1; i <= p->last && i < ta->n; i++) {
		const Token *t = &ta->v[i];
		if (t->kind == TK_AT)
			break;          /* `@p' after the header */
		if (t->kind == TK_ELLIPSIS)
			return 1;
		const char *x = tok_text(ta, t);
		for (size_t j = 0; j + 3 <= tok_len(t); j++)
			if (memcmp(x + j, "...", 3) == 0)
				return 1;
	}
	return 0;
}

static int all_toplevel(Node *const *v, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		const Node *k = v[i];
		while (k && (k->kind == P_DISJ || k->kind == P_POS) && k->n)
			k = k->kid[0];
		if (!k || !(k->kind == D_FUNCDEF || k->kind == PP_DEFINE || k->kind == PP_INCLUDE))
			return 0;
	}
	return n > 0;
}

/* The type metavariables of rule R that the typed expression
 * metavariables on pattern tokens FIRST..LAST bind (`T E;`: matching E
 * binds T), as names into NAMES (at most MAX). */
static uint32_t implied_type_metas(const Rule *R, uint32_t first, uint32_t last,
				   const Ident **names, uint32_t max)
{
	uint32_t n = 0;
	for (uint32_t i = first; i <= last && i < R->minus_view.n && n < max; i++) {
		const Meta *m = match_token_meta(&R->minus_view, i);
		const SmplMeta *sm = m ? smpl_meta(m) : NULL;
		if (sm && sm->ntypes == 1 && sm->type_metas && sm->type_metas[0] &&
		    !sm->type_metas[0]->rule)
			names[n++] = sm->type_metas[0]->name;
	}
	return n;
}

/* The metavariables of the added code anchored on pattern tokens
 * FIRST..LAST of the current rule, and the type metavariables that
 * matching those tokens binds. */
static uint32_t plus_uses(void *ctx, uint32_t first, uint32_t last, const Ident **names,
			  uint32_t max)
{
	Run *r = ctx;
	const Rule *R = r->rule;
	uint32_t n = 0;
	for (uint32_t f = 0; f < R->nfrags && n < max; f++) {
		const PlusFrag *pf = &R->frags[f];
		if (pf->anchor < first || pf->anchor > last)
			continue;
		for (uint32_t i = pf->first; i <= pf->last && i < R->toks.n && n < max; i++) {
			const Meta *m = match_token_meta(&R->toks, i);
			if (m)
				names[n++] = m->name;
		}
	}
	return n + implied_type_metas(R, first, last, names + n, max - n);
}

static S2cOpts s2c_opts(Run *r)
{
	S2cOpts so = {0};
	so.plus_uses = plus_uses;
	so.ctx = r;
	so.exists = r->rule->quantifier == Q_EXISTS ||
		    (r->rule->has_star && !r->rule->has_minus && !r->rule->has_plus);
	/* a runaway check stops with a warning: by default after ten
	 * million steps per function */
	so.max_steps = r->o->steps > 0 ? r->o->steps : 10000000;
	so.timeout = r->o->timeout;
	return so;
}

/* A function definition pattern whose body has `...`: its header matches
 * structurally, its body along the control flow of the function. */
static void match_funcdefs(Run *r, MatchCtx *m, const Node *pf, const Env *seed, EnvList *out)
{
	Version *v = (Version *)r->ver;
	const CfgSet *cfgs = version_cfgs(v);
	const Node *pbody = pf->kid[3];
	Node ph = *pf;
	ph.n = 3;
	ph.last = pbody->first - 1;
	S2cOpts so = s2c_opts(r);
	for (size_t i = 0; i < cfgs->n; i++) {
		const Cfg *cfg = &cfgs->v[i];
		const Node *cf = cfg->func;
		if (!cf || cf->kind != D_FUNCDEF || cf->n < 4 || !cf->kid[3])
			continue;
		Node ch = *cf;
		ch.n = 3;
		ch.last = cf->kid[3]->first - 1;
		EnvList hs = {0};
		match_node(m, &ph, &ch, seed, &hs);
		for (size_t k = 0; k < hs.n; k++) {
			const Env *e = hs.v[k];
			e = env_map(m->a, e, pbody->first, pbody->first, cf->kid[3]->first, cf->kid[3]->first);
			e = env_map(m->a, e, pbody->last, pbody->last, cf->kid[3]->last, cf->kid[3]->last);
			if (s2c_match_body(m, cfg, pbody->kid, pbody->n, &so, e, out)) {
				diag(DIAG_WARNING, "%s: a function was not fully checked (step or time limit)",
				     v->src->path);
				diag_incomplete();
			}
		}
	}
}

/* Does a `...` among the items say `when any`? */
static int any_when_any(Node *const *pv, uint32_t pn)
{
	for (uint32_t i = 0; i < pn; i++) {
		if (pv[i]->kind != P_DOTS)
			continue;
		for (uint32_t w = 0; w < pv[i]->n; w++)
			if (pv[i]->kid[w] && pv[i]->kid[w]->kind == P_WHEN &&
			    pv[i]->kid[w]->op == PW_ANY)
				return 1;
	}
	return 0;
}

/* Does block pattern B hold a `...` or a nest among its items? */
static int block_has_dots(const Node *b)
{
	for (uint32_t i = 0; i < b->n; i++)
		if (b->kid[i] && (b->kid[i]->kind == P_DOTS || b->kid[i]->kind == P_NEST))
			return 1;
	return 0;
}

/* All matches of the current rule in the current version, from SEED. */
void find_matches(Run *r, const Env *seed, EnvList *out)
{
	const Node *body = r->pat[r->rule->index];
	const Node *unit = r->ver->unit;
	if (!body || !unit)
		return;
	MatchCtx m;
	match_ctx(r, &m);
	Node *const *pv;
	Node *one;
	uint32_t pn = ast_items(body, &pv, &one);
	if (pn == 0)
		return;
	if (all_expr(pv, pn)) {
		const Node *p = pv[0];
		/* a type pattern is matched as its specifiers */
		if (p->kind == T_TYPENAME && p->n && p->kid[0] && (p->n < 2 || !p->kid[1]))
			p = p->kid[0];
		match_anywhere(&m, p, unit, seed, out);
		return;
	}
	int top = all_toplevel(pv, pn);
	if (top && pn == 1 && pv[0]->kind == D_FUNCDEF && pv[0]->n > 3 && pv[0]->kid[3] &&
	    pv[0]->kid[3]->kind == S_BLOCK && s2c_body_applies(pv[0]->kid[3]->kid, pv[0]->kid[3]->n)) {
		match_funcdefs(r, &m, pv[0], seed, out);
		return;
	}
	if (!top && pn == 1 && s2c_if_block_applies(pv[0])) {
		/* `if (C) { ... S }`: its `...` along the control flow */
		Version *v = (Version *)r->ver;
		S2cOpts so = s2c_opts(r);
		int st = s2c_match_if_block(&m, version_cfgs(v), pv[0], &so, seed, out);
		if (st > 0) {
			diag(DIAG_WARNING, "%s: a function was not fully checked (step or time limit)",
			     v->src->path);
			diag_incomplete();
		}
		if (st >= 0)
			return;
	}
	if (!top && s2c_applies(pv, pn)) {
		/* a sequence with `...`: along the control flow of each function */
		Version *v = (Version *)r->ver;
		S2cOpts so = s2c_opts(r);
		if (s2c_match(&m, version_cfgs(v), pv, pn, &so, seed, out)) {
			diag(DIAG_WARNING, "%s: a function was not fully checked (step or time limit)",
			     v->src->path);
			diag_incomplete();
		}
		return;
	}
	/* statements and declarations: every run of items of the file and,
	 * unless the pattern is made of toplevel definitions, of every block */
	NodeVec blocks = {0};
	int has_dots = 0;
	for (uint32_t i = 0; i < pn; i++)
		if (pv[i]->kind == P_DOTS || pv[i]->kind == P_NEST)
			has_dots = 1;
	/* `...` runs along code inside functions, never across definitions */
	if (top || !has_dots)
		vec_push(&blocks, unit);
	if (!top) {
		Version *v = (Version *)r->ver;   /* its caches */
		const NodeVec *all = version_nodes(&v->blocks, &v->have_blocks, unit, collect_blocks);
		for (size_t i = 0; i < all->n; i++)
			vec_push(&blocks, all->v[i]);
	}
	if (pn == 1 && pv[0]->kind == PP_INCLUDE && r->rule->nfrags &&
	    include_has_dots(&r->rule->minus_view, pv[0])) {
		/* code added next to `#include <linux/...>' goes once: before
		 * the first matching include, or after the last, among those
		 * not under a conditional (an include guard does not count);
		 * next to a named header it goes at every match */
		int after = r->rule->frags[0].after;
		const Env *pick = NULL;
		uint8_t *cond = xcalloc(unit->n + 1, 1);
		cinclude_conditional(unit, &r->ver->ta, cond);
		for (uint32_t s = 0; s < unit->n; s++) {
			const Node *k = unit->kid[s];
			if (!k || k->kind != PP_INCLUDE || cond[s])
				continue;
			EnvList tmp = {0};
			match_node(&m, pv[0], k, seed, &tmp);
			if (!tmp.n)
				continue;
			pick = tmp.v[0];
			if (!after)
				break;
		}
		xfree(cond);
		if (pick)
			envlist_push(&r->match_arena, out, pick);
		vec_free(&blocks);
		return;
	}
	for (size_t b = 0; b < blocks.n; b++) {
		const Node *blk = blocks.v[b];
		for (uint32_t s = 0; s < blk->n; s++) {
			EnvList tmp = {0};
			uint32_t *ends = NULL;
			match_seq_prefix(&m, pv, pn, blk->kid, blk->n, s, seed, &tmp, &ends);
			/* the shortest run from each start: `...` stops at the first
			 * match; a nest or `...` ending the pattern runs to the end */
			int longest = pv[pn - 1]->kind == P_NEST || pv[pn - 1]->kind == P_DOTS;
			uint32_t best = longest ? 0 : UINT32_MAX;
			if (any_when_any(pv, pn))
				ends = NULL; /* `when any`: every end */
			for (size_t i = 0; i < tmp.n; i++)
				if (ends && (longest ? ends[i] > best : ends[i] < best))
					best = ends[i];
			for (size_t i = 0; i < tmp.n; i++)
				if (!ends || ends[i] == best)
					envlist_push(&r->match_arena, out, tmp.v[i]);
		}
	}
	vec_free(&blocks);
	if (pn == 1 && !top) {
		NodeVec lone = {0};
		Version *v = (Version *)r->ver;   /* its caches */
		const NodeVec *all = version_nodes(&v->lone, &v->have_lone, unit, collect_lone_stmts);
		for (size_t i = 0; i < all->n; i++)
			vec_push(&lone, all->v[i]);
		/* a function's body too: for `{ ... }`, and for a block
		 * pattern that keeps its braces (a function keeps its body's) */
		if (pv[0]->kind == S_BLOCK &&
		    (block_has_dots(pv[0]) ||
		     !(r->rule->minus_view.v[pv[0]->first].flags & TF_MINUS)))
			collect_bodies(unit, &lone);
		/* each a sequence of one statement, matched as the items of
		 * a block are (an expression branch of a disjunction is
		 * found inside the statement) */
		for (size_t i = 0; i < lone.n; i++)
			match_seq(&m, pv, 1, (Node *const *)&lone.v[i], 1, seed, out);
		vec_free(&lone);
	}
	if (m.too_deep) {
		diag(DIAG_WARNING, "%s: matching stopped: too deep or too long", r->ver->src->path);
		diag_incomplete();
	}
}

