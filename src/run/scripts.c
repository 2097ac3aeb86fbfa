/* scripts.c - script rules in the run; see scripts.h. */
#include "run/scripts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/diag.h"
#include "cfront/clex.h"
#include "cfront/cparse.h"
#include "match/match.h"
#include "run/order.h"
#include "run/progress.h"
#include "run/rules.h"
#include "run/typespell.h"
#include "script/script.h"

/* ---- script rules (Python or OCaml, through script/script.h) ------------ */

/* Code that a script made (cocci.make_expr, make_stmt, make_type): its
 * own source and tokens, kept until the end of the file. */
typedef struct MadeCode {
	Source *src;
	TokenArray ta;
	Arena arena;
} MadeCode;

void made_code_free_all(Run *r)
{
	for (size_t i = 0; i < r->made.n; i++) {
		MadeCode *mc = r->made.v[i];
		token_array_free(&mc->ta);
		arena_free(&mc->arena);
		source_free(mc->src);
		xfree(mc);
	}
	r->made.n = 0;
}
static int is_list_kind(MetaKind k)
{
	return k == MK_EXPRESSION_LIST || k == MK_PARAMETER_LIST || k == MK_FIELD_LIST ||
	       k == MK_INITIALIZER_LIST || k == MK_IDENTIFIER_LIST || k == MK_STATEMENT_LIST;
}

/* Positions collected into one value: a script given the position
 * bound to [first, last] of TA gets all of them (collect_positions). */
typedef struct PosList {
	const TokenArray *ta;
	uint32_t first, last;
	VEC(const Binding *) all;
} PosList;
static PosList *poslist_of(Run *r, const Binding *b);

static int pos_line(const Binding *b)
{
	int line = 0, col = 0;
	if (b->ta && b->first < b->ta->n)
		source_linecol(b->ta->src, b->ta->v[b->first].start, &line, &col);
	return line;
}

/* The value a script is given for binding B of a metavariable of kind K,
 * named NAME. */
static ScriptArg script_arg(Run *r, const char *name, MetaKind k, const Binding *b)
{
	Arena *a = &r->match_arena;
	ScriptArg pa = {0};
	pa.name = name;
	pa.kind = SA_STR;
	if (b->kind == BV_POS) {
		const PosList *pl = r->poslists.n ? poslist_of(r, b) : NULL;
		size_t n = pl ? pl->all.n : 1;
		ScriptLoc *l = arena_alloc(a, n * sizeof *l);
		pa.kind = SA_POS;
		pa.locs = l;
		for (size_t i = 0; i < n; i++) {
			pos_loc(r, pl ? pl->all.v[i] : b, &l[pa.nlocs]);
			if (l[pa.nlocs].file)
				pa.nlocs++;
		}
		return pa;
	}
	if (b->kind == BV_IDENT || b->kind == BV_TEXT || !b->ta)
		pa.text = binding_text(a, b);
	else if (b->node && meta_category(k) != MC_TYPE)
		pa.text = code_script_spelling(a, b->ta, b->node, b->first, b->last);
	else
		pa.text = spaced_text(a, b->ta, b->first, b->last);
	if (meta_category(k) == MC_TYPE && b->kind != BV_IDENT)
		pa.text = type_script_spelling(a, pa.text);
	if (b->kind == BV_IDENT || b->kind == BV_TEXT || !b->ta)
		return pa;
	if (is_list_kind(k)) {
		/* the elements: split at the commas outside brackets */
		VEC(const char *) el = {0};
		int depth = 0;
		uint32_t start = b->first;
		for (uint32_t i = b->first; i <= b->last && i < b->ta->n; i++) {
			int tk = b->ta->v[i].kind;
			depth += tk == TK_LPAREN || tk == TK_LBRACK || tk == TK_LBRACE;
			depth -= tk == TK_RPAREN || tk == TK_RBRACK || tk == TK_RBRACE;
			if ((tk == TK_COMMA && depth == 0) || i == b->last) {
				uint32_t end = tk == TK_COMMA && depth == 0 ? i - 1 : i;
				if (end + 1 > start)
					vec_push(&el, spaced_text(a, b->ta, start, end));
				start = i + 1;
			}
		}
		pa.kind = SA_LIST;
		pa.nelems = (uint32_t)el.n;
		pa.elems = el.n ? arena_alloc(a, el.n * sizeof *pa.elems) : NULL;
		if (el.n)
			memcpy((void *)pa.elems, el.v, el.n * sizeof *el.v);
		vec_free(&el);
	}
	return pa;
}

/* The line of rule R's cocci file that holds byte OFF. */
static int line_at(const Rule *R, uint32_t off)
{
	int line = 1, col = 1;
	if (R->src)
		source_linecol(R->src, off, &line, &col);
	return line;
}

/* The line of the cocci file where rule R's script (or the code at OFF
 * when OFF is not 0) starts: the script after the end of the `@@` line. */
int script_line(const Rule *R, uint32_t off)
{
	if (off)
		return line_at(R, off);
	if (!R->src)
		return 1;
	off = R->body_start;
	while (off < R->src->len && (R->src->text[off] == ' ' || R->src->text[off] == '\t' ||
				     R->src->text[off] == '\r'))
		off++;
	if (off < R->src->len && R->src->text[off] == '\n')
		off++;
	return line_at(R, off);
}

/* The value of R.NAME for a script argument of the current rule (RULE
 * NULL: the current rule's own NAME): bound in E, else in the first
 * environment of RULE.  Sets *KIND to the metavariable's kind. */
static const Binding *script_lookup(Run *r, const Env *e, const Ident *rule, const Ident *name,
				    MetaKind *kind)
{
	const Rule *R = r->rule;
	*kind = MK_EXPRESSION;
	for (uint32_t i = 0; i < R->nmetas; i++) {
		const Meta *m = R->metas[i];
		if ((rule && m->rule == rule && m->src_name == name) || (!rule && m->name == name)) {
			*kind = m->kind;
			const Binding *b = env_lookup(e, m->name);
			if (b)
				return b;
		}
	}
	const Rule *q = rule ? smpl_find_rule(r->sp, rule) : NULL;
	if (!q)
		return rule ? NULL : env_lookup(e, name);
	const Meta *qm = smpl_rule_meta(q, name);
	if (qm)
		*kind = qm->kind;
	const RuleState *qs = &r->rs[q->index];
	for (size_t k = 0; k < qs->envs.n; k++) {
		const Binding *b = env_lookup(qs->envs.v[k], name);
		if (b)
			return b;
	}
	return NULL;
}

/* Arguments `(a, r.b)` of a script constraint or seed, plus SELF (the
 * constrained metavariable) when not NULL.  Returns the count, or -1
 * when one of them has no value. */
static int script_call_args(Run *r, const Env *e, const Ident *const *pairs, uint32_t n,
			    const Meta *self, const Binding *selfval, ScriptArg **out)
{
	ScriptArg *args = arena_alloc(&r->match_arena, (n + 1) * sizeof *args);
	uint32_t k = 0;
	if (self)
		args[k++] = script_arg(r, self->name->name, self->kind, selfval);
	for (uint32_t i = 0; i < n; i++) {
		const Ident *rule = pairs[2 * i + 1] ? pairs[2 * i] : NULL;
		const Ident *name = pairs[2 * i + 1] ? pairs[2 * i + 1] : pairs[2 * i];
		MetaKind kind;
		const Binding *b = script_lookup(r, e, rule, name, &kind);
		if (!b)
			return -1;
		args[k++] = script_arg(r, name->name, kind, b);
	}
	*out = args;
	return (int)k;
}

/* A script failed at LINE of the semantic patch (Python printed why):
 * the unit being processed keeps none of its changes (engine.c). */
static void script_fail(Run *r, int line)
{
	if (!r->script_failed)
		r->script_fail_line = line;
	r->script_failed = 1;
}

/* A script constraint on M: is VAL allowed under E? */
int script_constraint_ok(Run *r, const Constraint *c, const Meta *m, const Binding *val,
			 const Env *e)
{
	if (!c->lang || r->script_failed)
		return 1;
	/* the arguments, written `r.x` or `x` */
	uint32_t n = c->nvals;
	const Ident **pairs = arena_alloc(&r->match_arena, (2 * n + 1) * sizeof *pairs);
	for (uint32_t i = 0; i < n; i++) {
		const char *t = c->vals[i].text;
		const char *dot = strchr(t, '.');
		if (dot) {
			pairs[2 * i] = intern(t, (size_t)(dot - t));
			pairs[2 * i + 1] = intern_cstr(dot + 1);
		} else {
			pairs[2 * i] = intern_cstr(t);
			pairs[2 * i + 1] = NULL;
		}
	}
	ScriptArg *args;
	int na = script_call_args(r, e, pairs, n, m, val, &args);
	if (na < 0)
		return 1;   /* an argument not bound yet: cannot tell here */
	/* the script is written in M's declaration */
	int line = line_at(r->rule, smpl_meta(m)->off);
	progress_pause();   /* a script may print */
	int t = script_test(c->lang, c->code, r->sp->src ? r->sp->src->path : "", line,
			    args, (uint32_t)na);
	progress_resume();
	if (t < 0) {
		script_fail(r, line);
		return 0;
	}
	return t;
}

/* The name a fresh identifier's script makes under E, or NULL. */
const char *script_fresh_name(Run *r, const SmplMeta *sm, const Env *e)
{
	if (!sm->seed_lang || r->script_failed)
		return NULL;
	ScriptArg *args;
	int na = script_call_args(r, e, sm->seed_args, sm->nseed_args, NULL, NULL, &args);
	if (na < 0)
		return NULL;
	progress_pause();
	char *s = script_string(sm->seed_lang, sm->seed_code, r->sp->src ? r->sp->src->path : "",
				  line_at(r->rule, sm->off), args, (uint32_t)na);
	progress_resume();
	if (!s) {
		script_fail(r, line_at(r->rule, sm->off));
		return NULL;
	}
	const char *t = arena_strdup(&r->match_arena, s);
	xfree(s);
	return t;
}


/* ---- the environments a script runs with -------------------------------- */

typedef VEC(const Ident *) ScriptVars;

/* The variables of rule Q that rule FROM and the rules after it (those
 * that can run) inherit, sorted by name. */
static void inherited_after(Run *r, const Rule *q, uint32_t from, ScriptVars *out)
{
	for (uint32_t i = from; i < r->sp->nrules; i++) {
		const Rule *R = r->sp->rules[i];
		if (r->never && r->never[i])
			continue;
		for (uint32_t k = 0; k < R->nmetas; k++)
			if (R->metas[k]->rule == q->name)
				vec_push(out, R->metas[k]->src_name);
		for (uint32_t k = 0; k < R->nbindings; k++)
			if (R->bindings[k].rule == q->name)
				vec_push(out, R->bindings[k].var);
	}
	/* sort by name, no duplicates */
	for (size_t i = 1; i < out->n; i++)
		for (size_t j = i; j > 0 && strcmp(out->v[j - 1]->name, out->v[j]->name) > 0; j--) {
			const Ident *t = out->v[j];
			out->v[j] = out->v[j - 1];
			out->v[j - 1] = t;
		}
	size_t w = 0;
	for (size_t i = 0; i < out->n; i++)
		if (!w || out->v[w - 1] != out->v[i])
			out->v[w++] = out->v[i];
	out->n = w;
}
static void poslists_free(Run *r)
{
	for (size_t i = 0; i < r->poslists.n; i++) {
		vec_free(&r->poslists.v[i]->all);
		xfree(r->poslists.v[i]);
	}
	r->poslists.n = 0;
}

static PosList *poslist_of(Run *r, const Binding *b)
{
	for (size_t i = 0; i < r->poslists.n; i++) {
		PosList *pl = r->poslists.v[i];
		if (pl->ta == b->ta && pl->first == b->first && pl->last == b->last)
			return pl;
	}
	return NULL;
}

/* Does rule Q's pattern span paths (`...` or a nest)? */
static int has_paths(const Rule *q)
{
	for (size_t i = 0; i < q->minus_view.n; i++) {
		const Token *t = &q->minus_view.v[i];
		if (!(t->flags & TF_HIDDEN) &&
		    (t->kind == TK_ELLIPSIS || t->kind == TK_DOTS_OPEN_NEST ||
		     t->kind == TK_DOTS_OPEN_PLUS))
			return 1;
	}
	return 0;
}

/* The first token of the first `...` or nest among statements in
 * pattern N (STMT: N stands where a statement does), or UINT32_MAX.
 * Dots in an argument list or an expression span no path. */
static uint32_t stmt_dots(const Node *n, int stmt, int depth)
{
	if (!n || depth > 500)
		return UINT32_MAX;
	if ((n->kind == P_DOTS || n->kind == P_NEST) && stmt)
		return n->first;
	int kids_stmt = n->kind == TOP_UNIT || n->kind == S_BLOCK || n->kind == P_SEQ ||
			((n->kind == P_DISJ || n->kind == P_CONJ || n->kind == P_OPT) && stmt);
	uint32_t best = UINT32_MAX;
	for (uint32_t i = 0; i < n->n; i++) {
		uint32_t f = stmt_dots(n->kid[i], kids_stmt, depth + 1);
		if (f < best)
			best = f;
	}
	return best;
}

/* Is position NAME of rule Q written before token DOTS of its pattern
 * (so bound once per match, before any path splits)? */
static int pos_before(const Rule *q, const Ident *name, uint32_t dots)
{
	for (uint32_t i = 0; i < q->minus_view.n && i < dots; i++) {
		const Meta *m = match_token_meta(&q->minus_view, i);
		if (m && m->name == name)
			return 1;
	}
	return 0;
}

/* Are positions A and B two places that one path of one function
 * passes, one after the other (then they are two matches, as spatch:
 * `... when any' then `msleep@p(...)'), rather than places on two
 * paths of one match (the two `return@p x;' of an if)? */
static int pos_on_one_path(Run *r, const Binding *a, const Binding *b)
{
	if (!r->ver || a->ta != &r->ver->ta || b->ta != a->ta || a->first == b->first)
		return 0;
	CfgSet *cs = version_cfgs((Version *)r->ver);
	for (size_t f = 0; f < cs->n; f++) {
		const Cfg *c = &cs->v[f];
		if (c->error || !c->func || !c->g.n || a->first < c->func->first ||
		    a->first > c->func->last)
			continue;
		uint32_t na = cfg_node_holding(c, a->first), nb = cfg_node_holding(c, b->first);
		if (na == CFG_NONE || nb == CFG_NONE || na == nb)
			return 0;
		return cfg_reaches(c, na, nb) || cfg_reaches(c, nb, na);
	}
	return 0;
}

/* A forall rule whose pattern spans paths binds a position once per
 * path, where spatch gathers the positions that the paths of one match
 * give it into one list.  Approximated here: environments of OUT (each
 * projected on VARS) with the same other values, their positions in the
 * same function, sharing a position when they have several, and whose
 * other positions are on lines not yet in the lists, are merged into
 * the first one, and the lists recorded.  A position written before
 * the first `...` among statements is bound once per match: it counts
 * among the other values. */
static void collect_positions(Run *r, const Rule *q, const ScriptVars *vars, EnvList *out)
{
	ScriptVars pos = {0}, other = {0};
	uint32_t dots = r->pat[q->index] ? stmt_dots(r->pat[q->index], 1, 0) : 0;
	for (size_t i = 0; i < vars->n; i++) {
		const Meta *m = smpl_rule_meta(q, vars->v[i]);
		if (m && m->kind == MK_POSITION && !pos_before(q, m->name, dots))
			vec_push(&pos, vars->v[i]);
		else
			vec_push(&other, vars->v[i]);
	}
	if (!pos.n || out->n < 2) {
		vec_free(&pos);
		vec_free(&other);
		return;
	}
	VEC(const char *) keys = {0};
	VEC(PosList **) lists = {0};
	size_t w = 0;
	for (size_t k = 0; k < out->n; k++) {
		const Env *e = out->v[k];
		const char *key = env_key(r, e, other.v, other.n);
		int merged = 0;
		for (size_t g = 0; g < keys.n && !merged; g++) {
			if (strcmp(keys.v[g], key) != 0)
				continue;
			int ok = 1, shared = 0;
			for (size_t i = 0; i < pos.n && ok; i++) {
				const Binding *b = env_lookup(e, pos.v[i]);
				PosList *pl = lists.v[g][i];
				if (!b || !pl || b->kind != BV_POS) {
					ok = !b && !pl;
					continue;
				}
				ScriptLoc l0, l1;
				pos_loc(r, pl->all.v[0], &l0);
				pos_loc(r, b, &l1);
				ok = l0.file && l1.file && strcmp(l0.file, l1.file) == 0 &&
				     strcmp(l0.elem, l1.elem) == 0 && l0.el_line == l1.el_line;
				int same = 0, line_used = 0;
				for (size_t j = 0; j < pl->all.n && ok; j++) {
					if (binding_equal(pl->all.v[j], b))
						same = 1;
					else if (pos_line(pl->all.v[j]) == pos_line(b) ||
						 (pl->all.n <= 16 &&
						  pos_on_one_path(r, pl->all.v[j], b)))
						line_used = 1;   /* (past 16 places: no walks) */
				}
				ok = ok && (same || !line_used);
				shared |= same;
			}
			if (!ok || (pos.n > 1 && !shared))
				continue;
			for (size_t i = 0; i < pos.n; i++) {
				const Binding *b = env_lookup(e, pos.v[i]);
				PosList *pl = lists.v[g][i];
				int have = 0;
				for (size_t j = 0; pl && b && j < pl->all.n && !have; j++)
					have = binding_equal(pl->all.v[j], b);
				if (pl && b && !have)
					vec_push(&pl->all, b);
			}
			merged = 1;
		}
		if (merged)
			continue;
		PosList **pls = arena_alloc(&r->match_arena, pos.n * sizeof *pls);
		for (size_t i = 0; i < pos.n; i++) {
			const Binding *b = env_lookup(e, pos.v[i]);
			if (!b || b->kind != BV_POS)
				continue;
			pls[i] = xcalloc(1, sizeof **pls);
			pls[i]->ta = b->ta;
			pls[i]->first = b->first;
			pls[i]->last = b->last;
			vec_push(&pls[i]->all, b);
			vec_push(&r->poslists, pls[i]);
		}
		vec_push(&keys, key);
		vec_push(&lists, pls);
		out->v[w++] = e;
	}
	out->n = w;
	/* each list in the order of the code */
	for (size_t i = 0; i < r->poslists.n; i++) {
		PosList *pl = r->poslists.v[i];
		for (size_t x = 1; x < pl->all.n; x++)
			for (size_t y = x; y > 0 && value_cmp(r, pl->all.v[y - 1], pl->all.v[y]) > 0; y--) {
				const Binding *t = pl->all.v[y];
				pl->all.v[y] = pl->all.v[y - 1];
				pl->all.v[y - 1] = t;
			}
	}
	vec_free(&keys);
	vec_free(&lists);
	vec_free(&pos);
	vec_free(&other);
}

/* The environments of rule Q in the order script rule R sees them:
 * projected on what R and the rules after it inherit from Q, without
 * repeats, sorted. */
static void script_order(Run *r, const Rule *R, const Rule *q, const RuleState *qs,
			 const InheritVec *extra, EnvList *out)
{
	Arena *a = &r->match_arena;
	ScriptVars vars = {0};
	inherited_after(r, q, R->index, &vars);
	/* and the values shared with other rules (see shared_origins) */
	for (size_t j = 0; extra && j < extra->n; j++) {
		int dup = extra->v[j].q != q;
		for (size_t i = 0; i < vars.n && !dup; i++)
			dup = vars.v[i] == extra->v[j].src;
		if (!dup)
			vec_push(&vars, extra->v[j].src);
	}
	KeySet seen = {0};
	for (size_t k = 0; k < qs->envs.n; k++) {
		const Env *pe = env_empty();
		for (size_t i = 0; i < vars.n; i++) {
			const Binding *b = env_lookup(qs->envs.v[k], vars.v[i]);
			const Env *ne = b ? env_bind(a, pe, vars.v[i], b) : NULL;
			if (ne)
				pe = ne;
		}
		if (!keyset_add(&seen, env_key(r, pe, vars.v, vars.n)))
			envlist_push(a, out, pe);
	}
	xfree(seen.v);
	if (smpl_quantifier(q) == Q_FORALL && q->kind == RK_CODE && has_paths(q) &&
	    (!r->pat[q->index] || stmt_dots(r->pat[q->index], 1, 0) != UINT32_MAX))
		collect_positions(r, q, &vars, out);
	order_envs(r, vars.v, vars.n, out);
	vec_free(&vars);
}

static int script_seeds_from(Run *r, const Rule *R, const InheritVec *extra, EnvList *seeds);

/* The environments a script rule runs with: one per distinct
 * combination of the values of its inherited variables, bound under
 * their local names.  A variable unbound in an environment of its rule
 * drops that environment unless it has a default (then it stays
 * unbound here, and the script gets the default).  Returns 0 when the
 * script does not run. */
static int script_seeds(Run *r, const Rule *R, EnvList *seeds)
{
	Arena *a = &r->match_arena;
	envlist_push(a, seeds, env_empty());
	/* the values the rules it inherits from share an origin for (see
	 * shared_origins; a script sees positions one by one) */
	InheritVec in = {0}, extra = {0};
	for (uint32_t i = 0; i < R->nbindings; i++) {
		const ScriptBinding *sb = &R->bindings[i];
		const Rule *q = sb->rule ? smpl_find_rule(r->sp, sb->rule) : NULL;
		if (q)
			vec_push(&in, ((Inherit){ q, sb->local, sb->var, 0, 0 }));
	}
	shared_origins(r, in.v, in.n, 1, &extra);
	vec_free(&in);
	int ok = script_seeds_from(r, R, &extra, seeds);
	/* the rules that only join the others */
	for (size_t i = 0; i < extra.n && ok; i++) {
		const Rule *q = extra.v[i].q;
		int first = 1;
		for (size_t j = 0; j < i && first; j++)
			first = extra.v[j].q != q;
		for (uint32_t j = 0; j < R->nbindings && first; j++)
			first = R->bindings[j].rule != q->name;
		if (!first)
			continue;
		Inherit *items = xmalloc(extra.n * sizeof *items);
		size_t n = 0;
		for (size_t j = i; j < extra.n; j++)
			if (extra.v[j].q == q)
				items[n++] = extra.v[j];
		EnvList proj = {0};
		project_rule(r, &r->rs[q->index], items, n, 1, &proj);
		xfree(items);
		if (!proj.n)
			continue;
		seeds_times(a, seeds, &proj, 0);
		ok = seeds->n != 0;
	}
	drop_origin_keys(a, seeds, &extra, 0);
	vec_free(&extra);
	return ok;
}

/* script_seeds, the values of the script's own bindings; EXTRA: the
 * origin keys to bind along from the same environments. */
static int script_seeds_from(Run *r, const Rule *R, const InheritVec *extra, EnvList *seeds)
{
	Arena *a = &r->match_arena;
	for (uint32_t i = 0; i < R->nbindings; i++) {
		const ScriptBinding *sb = &R->bindings[i];
		if (!sb->rule)
			continue;
		int first = 1;
		for (uint32_t j = 0; j < i && first; j++)
			first = R->bindings[j].rule != sb->rule;
		if (!first)
			continue;
		EnvList proj = {0};
		if (strcmp(sb->rule->name, "virtual") == 0) {
			/* x << virtual.name: the value of -D name=value */
			const Env *pe = env_empty();
			for (uint32_t j = i; j < R->nbindings && pe; j++) {
				const ScriptBinding *o = &R->bindings[j];
				if (o->rule != sb->rule)
					continue;
				const char *val = NULL;
				for (size_t k = 0; k < r->o->defines.n; k++) {
					const char *d = r->o->defines.v[k];
					size_t n = strcspn(d, "=");
					if (n == o->var->len && memcmp(d, o->var->name, n) == 0 && d[n])
						val = d + n + 1;
				}
				Binding v = {0};
				v.kind = BV_TEXT;
				v.text = val;
				if (val)
					pe = env_bind(a, pe, o->local, &v);
				else if (!o->dflt)
					pe = NULL;
			}
			if (pe)
				envlist_push(a, &proj, pe);
		} else {
			const Rule *q = smpl_find_rule(r->sp, sb->rule);
			const RuleState *qs = q ? &r->rs[q->index] : NULL;
			int all_dflt = 1;
			ScriptVars locals = {0};
			for (uint32_t j = i; j < R->nbindings; j++)
				if (R->bindings[j].rule == sb->rule) {
					all_dflt &= R->bindings[j].dflt != NULL;
					vec_push(&locals, R->bindings[j].local);
				}
			for (size_t j = 0; j < extra->n; j++)
				if (extra->v[j].q == q)
					vec_push(&locals, extra->v[j].local);
			EnvList ordered = {0};
			if (qs)
				script_order(r, R, q, qs, extra, &ordered);
			KeySet seen = {0};
			for (size_t k = 0; k < ordered.n; k++) {
				const Env *pe = env_empty();
				for (uint32_t j = i; j < R->nbindings && pe; j++) {
					const ScriptBinding *o = &R->bindings[j];
					if (o->rule != sb->rule)
						continue;
					const Binding *b = env_lookup(ordered.v[k], o->var);
					if (b)
						pe = env_bind(a, pe, o->local, b);
					else if (!o->dflt)
						pe = NULL;
				}
				for (size_t j = 0; j < extra->n && pe; j++) {
					const Binding *b = extra->v[j].q == q
						? env_lookup(ordered.v[k], extra->v[j].src) : NULL;
					if (b)
						pe = env_bind(a, pe, extra->v[j].local, b);
				}
				if (pe && !keyset_add(&seen, env_key(r, pe, locals.v, locals.n)))
					envlist_push(a, &proj, pe);
			}
			xfree(seen.v);
			vec_free(&locals);
			if (!proj.n && all_dflt && !(qs && qs->matched))
				envlist_push(a, &proj, env_empty());
		}
		seeds_times(a, seeds, &proj, 0);
		if (!seeds->n)
			return 0;
	}
	return 1;
}

/* The search of script_joined: environments for the rules Q[I..N) of
 * the script's bindings agreeing with the values of SEED and with the
 * environments CH[0..I) chosen for the rules before. */
typedef struct Join {
	Run *r;
	const Rule *R;
	const Rule *q[4];
	InheritVec in[4];       /* what q[i] inherits */
	const Env *ch[4];
	size_t n;
	long budget;
} Join;

static int join_from(Join *j, size_t i, const Env *seed)
{
	if (i == j->n)
		return 1;
	const RuleState *qs = &j->r->rs[j->q[i]->index];
	for (size_t k = 0; k < qs->envs.n; k++) {
		if (--j->budget < 0)
			return 1;   /* too many to try: keep the combination */
		const Env *e = qs->envs.v[k];
		int ok = 1;
		for (uint32_t b = 0; b < j->R->nbindings && ok; b++) {
			const ScriptBinding *sb = &j->R->bindings[b];
			if (!sb->rule || sb->rule != j->q[i]->name)
				continue;
			const Binding *want = env_lookup(seed, sb->local);
			const Binding *have = env_lookup(e, sb->var);
			ok = !want || (have && binding_equal(want, have));
		}
		/* the values rule q[i] inherited from a rule chosen before, and
		 * those a rule chosen before inherited from q[i] */
		for (size_t x = 0; x < i && ok; x++) {
			for (size_t y = 0; y < j->in[i].n && ok; y++) {
				const Inherit *h = &j->in[i].v[y];
				if (h->q != j->q[x])
					continue;
				const Binding *a = env_lookup(e, h->local), *b = env_lookup(j->ch[x], h->src);
				ok = !a || !b || binding_equal(a, b);
			}
			for (size_t y = 0; y < j->in[x].n && ok; y++) {
				const Inherit *h = &j->in[x].v[y];
				if (h->q != j->q[i])
					continue;
				const Binding *a = env_lookup(j->ch[x], h->local), *b = env_lookup(e, h->src);
				ok = !a || !b || binding_equal(a, b);
			}
		}
		if (!ok)
			continue;
		j->ch[i] = e;
		if (join_from(j, i + 1, seed))
			return 1;
	}
	return 0;
}

/* A script that takes values from several rules, one of which inherits
 * from another (err inherits p from prelocked; the script takes
 * prelocked.p1 and err.r): keep only the SEEDS whose values come from
 * environments of those rules that agree, as spatch combines them. */
static void script_joined(Run *r, const Rule *R, EnvList *seeds)
{
	Join j;
	memset(&j, 0, sizeof j);
	j.r = r;
	j.R = R;
	for (uint32_t b = 0; b < R->nbindings; b++) {
		const ScriptBinding *sb = &R->bindings[b];
		if (!sb->rule || strcmp(sb->rule->name, "virtual") == 0)
			continue;
		const Rule *q = smpl_find_rule(r->sp, sb->rule);
		if (!q)
			return;
		size_t x = 0;
		while (x < j.n && j.q[x] != q)
			x++;
		if (x == j.n) {
			if (j.n == 4)
				return;
			j.q[j.n++] = q;
		}
	}
	int linked = 0;
	for (size_t i = 0; i < j.n; i++) {
		inherited_of(r, j.q[i], &j.in[i]);
		for (size_t y = 0; y < j.in[i].n; y++)
			for (size_t x = 0; x < j.n; x++)
				linked |= x != i && j.in[i].v[y].q == j.q[x];
	}
	if (linked) {
		size_t w = 0;
		for (size_t k = 0; k < seeds->n; k++) {
			j.budget = 100000;
			if (join_from(&j, 0, seeds->v[k]))
				seeds->v[w++] = seeds->v[k];
		}
		seeds->n = w;
	}
	for (size_t i = 0; i < j.n; i++)
		vec_free(&j.in[i]);
}

/* Does env E of rule Q (an environment the script R inherits from,
 * the bindings I.. of R that come from Q) hold the values SEED gave
 * the script? */
static int env_in_seed(const Rule *R, uint32_t i, const Env *e, const Env *seed)
{
	const Ident *rule = R->bindings[i].rule;
	for (uint32_t j = i; j < R->nbindings; j++) {
		const ScriptBinding *o = &R->bindings[j];
		if (o->rule != rule)
			continue;
		const Binding *x = env_lookup(seed, o->local);
		const Binding *y = env_lookup(e, o->var);
		if (!((!x && !y) || (x && y && binding_equal(x, y))))
			return 0;
	}
	return 1;
}

/* Do env E1 of rule Q1 and env E2 of rule Q2 agree on the values they
 * both hold from one origin (origin_key)? */
static int envs_agree(Run *r, const Rule *q1, const Env *e1, const Rule *q2, const Env *e2)
{
	for (const Binding *x = e1->b; x; x = x->next) {
		const Ident *kx = NULL;
		for (const Binding *y = e2->b; y; y = y->next) {
			if (!kx)
				kx = origin_key(r, q1->name, x->name);
			if (kx == origin_key(r, q2->name, y->name) && !binding_equal(x, y) &&
			    !binding_equal(y, x))
				return 0;
		}
	}
	return 1;
}

/* Is env E of rule Q (one R inherits from) also in an environment the
 * script did not run with: one where another rule R inherits from
 * agrees with E but leaves a variable R takes from it (with no
 * default) unbound? */
static int env_in_unrun(Run *r, const Rule *R, const Rule *q, const Env *e)
{
	for (uint32_t i = 0; i < R->nbindings; i++) {
		const ScriptBinding *sb = &R->bindings[i];
		int first = sb->rule != NULL && sb->rule != q->name;
		for (uint32_t j = 0; j < i && first; j++)
			first = R->bindings[j].rule != sb->rule;
		const Rule *q2 = first ? smpl_find_rule(r->sp, sb->rule) : NULL;
		if (!q2)
			continue;
		const RuleState *qs = &r->rs[q2->index];
		for (size_t k = 0; k < qs->envs.n; k++) {
			int unbound = 0;
			for (uint32_t j = i; j < R->nbindings && !unbound; j++)
				unbound = R->bindings[j].rule == sb->rule && !R->bindings[j].dflt &&
					  !env_lookup(qs->envs.v[k], R->bindings[j].var);
			if (unbound && envs_agree(r, q, e, q2, qs->envs.v[k]))
				return 1;
		}
	}
	return 0;
}

/* After script rule R ran: the seeds in DROPPED were dropped
 * (cocci.include_match(False)), those in KEPT kept.  spatch's
 * environments are one list that each rule extends, and a dropped run
 * takes out the whole environment, the values of every earlier rule
 * with it.  So an environment of a rule R inherits from is gone when it
 * took part in a dropped run and in no kept one (nor in one the script
 * did not run with, see env_in_unrun); and when no
 * environment of those rules is left, no environment is left at all:
 * every earlier rule's values are gone (a later `depends on' one of
 * them fails, a later rule inheriting from them has nothing to run
 * with). */
static void script_drops(Run *r, const Rule *R, const EnvList *dropped, const EnvList *kept)
{
	if (!dropped->n)
		return;
	int left = 0;
	for (uint32_t i = 0; i < R->nbindings; i++) {
		const ScriptBinding *sb = &R->bindings[i];
		int first = sb->rule != NULL;
		for (uint32_t j = 0; j < i && first; j++)
			first = R->bindings[j].rule != sb->rule;
		if (!first)
			continue;
		const Rule *q = smpl_find_rule(r->sp, sb->rule);
		if (!q)
			continue;
		RuleState *qs = &r->rs[q->index];
		size_t w = 0;
		for (size_t k = 0; k < qs->envs.n; k++) {
			const Env *e = qs->envs.v[k];
			int in_dropped = 0, in_kept = 0;
			for (size_t d = 0; d < dropped->n && !in_dropped; d++)
				in_dropped = env_in_seed(R, i, e, dropped->v[d]);
			for (size_t d = 0; d < kept->n && !in_kept; d++)
				in_kept = env_in_seed(R, i, e, kept->v[d]);
			if (!in_dropped || in_kept || env_in_unrun(r, R, q, e))
				qs->envs.v[w++] = e;
		}
		qs->envs.n = w;
		if (!w)
			qs->matched = 0;
		left |= w != 0;
	}
	if (left || kept->n)
		return;
	for (uint32_t k = 0; k < R->index; k++) {
		r->rs[k].envs.n = 0;
		r->rs[k].matched = 0;
	}
}

/* TEXT parsed as code of kind START (CPARSE_EXPR, _BODY, _TYPE) into
 * binding V; 0 when it does not parse. */
static int made_code(Run *r, const char *text, int start, Binding *v)
{
	MadeCode *mc = xcalloc(1, sizeof *mc);
	mc->src = source_from_string("<script>", text, strlen(text));
	arena_init(&mc->arena);
	clex_file(mc->src, &mc->ta);
	vec_push(&r->made, mc);
	if (mc->ta.n < 2)
		return 0;
	uint32_t last = (uint32_t)mc->ta.n - 2;
	CParseErrors errs = {0};
	Node *n = cparse_pattern(&mc->ta, 0, last, start, &mc->arena, &errs);
	cparse_errors_free(&errs);
	if (n && n->kind == TOP_UNIT && n->n == 1)
		n = n->kid[0];
	if (!n)
		return 0;
	v->kind = BV_NODE;
	v->node = n;
	v->ta = &mc->ta;
	v->first = 0;
	v->last = last;
	return 1;
}

/* The binding of what a script made (M), or 0 when it binds nothing. */
static int made_binding(Run *r, Arena *fa, const ScriptMade *m, Binding *v)
{
	memset(v, 0, sizeof *v);
	switch (m->kind) {
	case MADE_UNSET:
		return 0;
	case MADE_IDENT:
		v->kind = BV_IDENT;
		v->id = intern_cstr(m->text);
		return 1;
	case MADE_EXPR:
	case MADE_STMT:
	case MADE_TYPE: {
		int start = m->kind == MADE_EXPR ? CPARSE_EXPR : m->kind == MADE_TYPE ? CPARSE_TYPE : CPARSE_BODY;
		if (made_code(r, m->text, start, v))
			return 1;
		break;
	}
	case MADE_POS: {
		/* the token of the current version that starts at the line and
		 * column, through the one that ends at the end */
		const TokenArray *ta = &r->ver->ta;
		uint32_t f = UINT32_MAX, l = UINT32_MAX;
		for (uint32_t i = 0; i + 1 < ta->n; i++) {
			if (ta->v[i].flags & (TF_EXPANDED | TF_HIDDEN))
				continue;
			int line, col;
			source_linecol(ta->src, ta->v[i].start, &line, &col);
			if (f == UINT32_MAX && line == m->loc.line && col - 1 == m->loc.col)
				f = i;
			source_linecol(ta->src, ta->v[i].end, &line, &col);
			if (f != UINT32_MAX && line == m->loc.line_end && col - 1 == m->loc.col_end) {
				l = i;
				break;
			}
		}
		if (f == UINT32_MAX || l == UINT32_MAX)
			return 0;
		v->kind = BV_POS;
		v->ta = ta;
		v->first = f;
		v->last = l;
		return 1;
	}
	default:
		break;
	}
	v->kind = BV_TEXT;
	v->text = arena_strdup(fa, m->text);
	return 1;
}

/* Run script rule R on the file: once per seed (script_seeds); each run
 * that keeps its match exports the seed and the variables the script
 * bound to the later rules. */
void run_script(Run *r, const Rule *R, Version *ver, Arena *fa)
{
	RuleState *st = &r->rs[R->index];
	if (!R->lang || r->script_failed)
		return;
	int per_seed = dep_per_seed(r, R, R->depends);
	if (!per_seed && !dep_true(r, R->depends))
		return;
	r->rule = R;
	r->ver = ver;
	EnvList seeds = {0};
	poslists_free(r);
	if (!script_seeds(r, R, &seeds)) {
		poslists_free(r);
		return;
	}
	script_joined(r, R, &seeds);
	/* `depends on' for each environment: a rule named there holds
	 * where it matched with the values the script takes (spatch 1.1.1:
	 * `depends on r' with `p << locked.p' runs only for the locks r
	 * matched from) */
	size_t w = 0;
	for (size_t s = 0; per_seed && s < seeds.n; s++) {
		const Env *e = dep_narrow(r, R, R->depends, seeds.v[s]);
		if (e)
			seeds.v[w++] = e;
	}
	if (per_seed)
		seeds.n = w;
	Arena *a = &r->match_arena;
	uint32_t nnew = 0;
	const char **names = arena_alloc(a, (R->nbindings + 1) * sizeof *names);
	const Ident **new_ids = arena_alloc(a, (R->nbindings + 1) * sizeof *new_ids);
	for (uint32_t i = 0; i < R->nbindings; i++)
		if (!R->bindings[i].rule) {
			new_ids[nnew] = R->bindings[i].local;
			names[nnew++] = R->bindings[i].local->name;
		}
	ScriptMade *made = xcalloc(nnew + 1, sizeof *made);
	ScriptArg *args = arena_alloc(a, (R->nbindings + 1) * sizeof *args);
	const char *file = r->sp->src ? r->sp->src->path : "";
	int line = script_line(R, 0), rule_line = script_line(R, R->off);
	EnvList dropped = {0}, kept = {0};
	for (size_t s = 0; s < seeds.n && !script_exit_requested(); s++) {
		const Env *seed = seeds.v[s];
		uint32_t na = 0;
		for (uint32_t i = 0; i < R->nbindings; i++) {
			const ScriptBinding *sb = &R->bindings[i];
			if (!sb->rule)
				continue;
			const Binding *b = env_lookup(seed, sb->local);
			if (!b) {
				args[na++] = (ScriptArg){.name = sb->local->name, .kind = SA_EXPR, .text = sb->dflt};
				continue;
			}
			const Rule *q = smpl_find_rule(r->sp, sb->rule);
			const Meta *qm = q ? smpl_rule_meta(q, sb->var) : NULL;
			args[na++] = script_arg(r, sb->local->name, qm ? qm->kind : MK_EXPRESSION, b);
		}
		int include = 1;
		progress_pause();
		int failed = script_rule(R->lang, R->script, file, line, rule_line, args, na, names,
					 made, nnew, &include) != 0;
		progress_resume();
		if (failed) {
			script_fail(r, rule_line);
			break;
		}
		if (script_exit_requested())
			break;
		if (!include) {
			envlist_push(a, &dropped, seed);
		} else {
			envlist_push(a, &kept, seed);
			const Env *e = seed;
			for (uint32_t k = 0; k < nnew; k++) {
				Binding v;
				if (made_binding(r, fa, &made[k], &v)) {
					const Env *ne = env_bind(a, e, new_ids[k], &v);
					if (ne)
						e = ne;
				}
			}
			st->matched = 1;
			vec_push(&st->envs, export_env(fa, e));
		}
		for (uint32_t k = 0; k < nnew; k++)
			script_made_free(&made[k]);
	}
	xfree(made);
	if (!r->script_failed)
		script_drops(r, R, &dropped, &kept);
	poslists_free(r);
}

/* Run the initialize (INIT 1) or finalize (INIT 0) rules of the patch. */
int run_init_final(Run *r, int init)
{
	for (uint32_t i = 0; i < r->sp->nrules && !r->script_failed; i++) {
		const Rule *R = r->sp->rules[i];
		if (R->kind != (init ? RK_INITIALIZE : RK_FINALIZE))
			continue;
		if (!R->lang || !dep_true(r, R->depends))
			continue;
		int include;
		progress_pause();
		int failed = script_rule(R->lang, R->script, r->sp->src ? r->sp->src->path : "",
					 script_line(R, 0), script_line(R, R->off), NULL, 0, NULL,
					 NULL, 0, &include) != 0;
		progress_resume();
		if (failed)
			script_fail(r, line_at(R, R->off));
	}
	return r->script_failed;
}
