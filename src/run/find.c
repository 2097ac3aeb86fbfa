/* find.c - where the current rule matches in the current version; see
 * find.h. */
#include "run/find.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/diag.h"
#include "cfront/cinclude.h"
#include "flow/rule2ctl.h"
#include "match/match.h"
#include "run/metavars.h"
#include "run/prefilter.h"

static void collect_blocks(const Node *n, NodeVec *out, int depth)
{
	/* the statements of a GNU statement expression are part of an
	 * expression, as in a function (no node of the control flow):
	 * statement patterns do not match there, expression patterns do */
	if (!n || depth > 5000 || n->kind == E_STMT_EXPR)
		return;
	if (n->kind == S_BLOCK)
		vec_push(out, n);
	for (uint32_t i = 0; i < n->n; i++)
		collect_blocks(n->kid[i], out, depth + 1);
}

/* The statements of N that are the whole body of an if, else or loop
 * (not a block): no block holds them as an item. */
static void collect_lone_bodies(const Node *n, NodeVec *out, int depth)
{
	if (!n || depth > 5000 || n->kind == E_STMT_EXPR)
		return;
	for (uint32_t i = 0; i < n->n; i++) {
		const Node *k = n->kid[i];
		if (!k)
			continue;
		if (ast_body_kid(n->kind, i) && ast_is_stmt(k->kind) && k->kind != S_BLOCK)
			vec_push(out, k);
		collect_lone_bodies(k, out, depth + 1);
	}
}

/* Is S, the statement a #define's body was read as, a whole one: a do
 * ... while without its `;' (the macro's use gives it), or one that
 * ends in `;' or `}' (`if (c) f(); else g()' is none: spatch reads no
 * statement there)? */
static int define_stmt_whole(const TokenArray *ta, const Node *s)
{
	if (s->kind == S_DO)
		return 1;
	uint32_t l = s->last;
	while (l > s->first && (ta->v[l].flags & TF_HIDDEN))
		l--;
	return ta->v[l].kind == TK_SEMI || ta->v[l].kind == TK_RBRACE;
}

/* Is one of the items a directive (#define, #include, #pragma...)?
 * Directives have no control flow: such a pattern is matched as runs
 * of the items of blocks. */
static int has_directive(Node *const *v, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		const Node *k = v[i];
		while (k && k->kind == P_POS && k->n)
			k = k->kid[0];
		if (k && (k->kind == PP_DEFINE || k->kind == PP_INCLUDE || k->kind == PP_OTHER))
			return 1;
	}
	return 0;
}

/* Append to OUT the matches of PV[0..PN) in runs of the items of BLK
 * from each start: the shortest run (`...` stops at the first match;
 * a `...` or nest ending the pattern runs to the end). */
static void match_runs(Run *r, MatchCtx *m, Node *const *pv, uint32_t pn, const Node *blk,
		       const Env *seed, EnvList *out)
{
	for (uint32_t s = 0; s < blk->n; s++) {
		/* from a directive the pattern passes over, the matches are
		 * those from the next item: a header of thousands of #defines
		 * costs one pass, not one per #define */
		if (s + 1 < blk->n && blk->kid[s] && match_seq_passes_over(m, pv[0], blk->kid[s]))
			continue;
		EnvList tmp = {0};
		uint32_t *ends = NULL;
		match_seq_prefix(m, pv, pn, blk->kid, blk->n, s, seed, &tmp, &ends);
		int longest = pv[pn - 1]->kind == P_NEST || pv[pn - 1]->kind == P_DOTS;
		uint32_t best = longest ? 0 : UINT32_MAX;
		for (size_t i = 0; i < tmp.n; i++)
			if (ends && (longest ? ends[i] > best : ends[i] < best))
				best = ends[i];
		for (size_t i = 0; i < tmp.n; i++)
			if (!ends || ends[i] == best)
				envlist_push(&r->match_arena, out, tmp.v[i]);
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

/* Does rule R, whose pattern is PV[0..PN), add statements (not only
 * declarations) as items of its sequence (`int x = E;' then `+
 * pr_debug(...);')?  Such code has no place at toplevel: as spatch, its
 * declarations match in functions only.  (A disjunction may hold a
 * toplevel branch, `EXPORT_SYMBOL(f);', the statements another's.) */
static int adds_statements(const Rule *R, Node *const *pv, uint32_t pn)
{
	if (!R->plus || !R->has_plus)
		return 0;
	for (uint32_t i = 0; i < pn; i++)
		if (pv[i]->kind == P_DISJ || pv[i]->kind == P_CONJ)
			return 0;
	/* a pattern statement that is no declaration stays as it is,
	 * changed or not (`I.remove = f;' matching an initializer's
	 * `.remove = f,' at toplevel) */
	for (uint32_t i = 0; i < pn; i++)
		if (ast_is_stmt(pv[i]->kind) && pv[i]->kind != S_DECL)
			return 0;
	Node *const *v;
	Node *one;
	uint32_t n = ast_items(R->plus, &v, &one);
	for (uint32_t i = 0; i < n; i++)
		if (v[i] && ast_is_stmt(v[i]->kind) && v[i]->kind != S_DECL)
			return 1;
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


static R2cOpts r2c_opts(Run *r)
{
	R2cOpts so = {0};
	so.plus_uses = plus_uses;
	so.used_after = run_used_after;
	so.ctx = r;
	so.memo = r->r2c_memo;
	so.exists = smpl_quantifier(r->rule) == Q_EXISTS;
	/* a runaway check stops with a warning: by default after fifty
	 * million steps (a second or two; the largest kernel functions
	 * need some twenty million for a rule with an `if' of dots) */
	so.max_steps = r->o->steps > 0 ? r->o->steps : 50000000;
	so.timeout = r->o->timeout;
	/* and when it holds a gigabyte */
	so.max_memory = (size_t)(r->o->max_memory > 0 ? r->o->max_memory : 1024) << 20;
	return so;
}

/* A function the rule could not be checked on: say which (file, function,
 * rule, limit); the run goes on and its exit status says so. */
static void report_stop(void *ctx, const R2cStop *why)
{
	Run *r = ctx;
	const Rule *R = r->rule;
	if (R->name)
		diag(DIAG_WARNING, "%s: function %s skipped by rule %s: %s",
		     r->ver->src->path, why->function ? why->function : "?",
		     R->name->name, why->why);
	else {
		int line = 0, col = 0;
		source_linecol(R->src, R->off, &line, &col);
		diag(DIAG_WARNING, "%s: function %s skipped by the rule starting on line %d: %s",
		     r->ver->src->path, why->function ? why->function : "?", line, why->why);
	}
	diag_incomplete();
}

void find_begin(Run *r)
{
	r2c_memo_free(r->r2c_memo);
	r->r2c_memo = r2c_memo_new();
}

void find_end(Run *r)
{
	r2c_memo_free(r->r2c_memo);
	r->r2c_memo = NULL;
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
	m.need_cache = prefilter_need_cache(r, r->rule);
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
	if (!top && has_directive(pv, pn)) {
		/* the file's items and those of every block */
		NodeVec blocks = {0};
		vec_push(&blocks, unit);
		collect_blocks(unit, &blocks, 0);
		for (size_t b = 0; b < blocks.n; b++)
			match_runs(r, &m, pv, pn, blocks.v[b], seed, out);
		vec_free(&blocks);
		return;
	}
	if (r2c_applies(pv, pn)) {
		/* statements, a function: along the control flow of each
		 * function */
		Version *v = (Version *)r->ver;
		R2cOpts so = r2c_opts(r);
		struct R2cInconsistent ic = {0};
		if (r->rule->has_minus || r->rule->has_plus)
			so.inconsistent = &ic;
		r2c_match(&m, version_cfgs(v), pv, pn, &so, seed, out, report_stop, r);
		int flow = top;
		for (uint32_t i = 0; i < pn && !flow; i++)
			flow = pv[i]->kind == P_DOTS || pv[i]->kind == P_NEST;
		if (flow && !ic.found) {
			/* the same along the control flow of #define bodies that
			 * are statements or functions (the others are matched as
			 * items below) */
			CfgSet *defs = version_define_cfgs(v);
			if (defs->n)
				r2c_match(&m, defs, pv, pn, &so, seed, out, report_stop, r);
		}
		if (ic.found) {
			/* as spatch, the file is left as it was and the run fails */
			const Token *tk = &v->ta.v[ic.tok < v->ta.n ? ic.tok : 0];
			int line = 1, col = 0;
			if (r->rule->src)
				source_linecol(r->rule->src, r->rule->off, &line, &col);
			diag_at(DIAG_ERROR, v->src, tk->start,
				"rule starting on line %d: this code in %s is reachable by "
				"inconsistent control-flow paths; the file is left unchanged",
				line, ic.func ? ic.func : "?");
			r->conflict = 1;
		}
		if (top)
			return;   /* a function definition */
		for (uint32_t i = 0; i < pn; i++)
			if (pv[i]->kind == P_DOTS || pv[i]->kind == P_NEST)
				return;
	}
	/* toplevel items (directives, declarations, definitions): runs of
	 * the file's items; declarations with no `...` also match there */
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
		return;
	}
	if (top || !adds_statements(r->rule, pv, pn))
		match_runs(r, &m, pv, pn, unit, seed, out);
	if (!top)
		/* the statements of macro definitions' bodies (no function
		 * holds them) */
		for (uint32_t i = 0; i < unit->n; i++) {
			const Node *d = unit->kid[i];
			if (!d || d->kind != PP_DEFINE || d->n < 2 || !d->kid[1])
				continue;
			NodeVec blocks = {0};
			collect_blocks(d->kid[1], &blocks, 0);
			for (size_t b = 0; b < blocks.n; b++)
				match_runs(r, &m, pv, pn, blocks.v[b], seed, out);
			vec_free(&blocks);
			if (pn == 1 && ast_is_stmt(d->kid[1]->kind))
				match_node(&m, pv[0], d->kid[1], seed, out);
			if (pn == 1 && ast_is_stmt(pv[0]->kind) && define_stmt_whole(&r->ver->ta, d->kid[1])) {
				/* the lone bodies of its ifs and loops */
				NodeVec lone = {0};
				collect_lone_bodies(d->kid[1], &lone, 0);
				for (size_t b = 0; b < lone.n; b++)
					if (lone.v[b] != d->kid[1])
						match_node(&m, pv[0], lone.v[b], seed, out);
				vec_free(&lone);
			}
		}
	if (m.too_deep) {
		diag(DIAG_WARNING, "%s: matching stopped: too deep or too long", r->ver->src->path);
		diag_incomplete();
	}
}
