/* rules.c - rules in order: dependencies and inherited environments; see
 * rules.h. */
#include "run/rules.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/ctype.h"
#include "base/diag.h"
#include "match/match.h"
#include "run/order.h"

/* ---- dependencies ---------------------------------------------------------- */

int dep_true(Run *r, const Dep *d)
{
	if (!d)
		return 1;
	switch (d->kind) {
	case DEP_NAME:
	case DEP_EVER: {
		const Rule *q = smpl_find_rule(r->sp, d->name);
		if (q)
			return r->rs[q->index].matched;
		for (size_t i = 0; i < r->o->defines.n; i++) {
			const char *s = r->o->defines.v[i];
			size_t n = strcspn(s, "=");
			if (n == d->name->len && memcmp(s, d->name->name, n) == 0)
				return 1;
		}
		return 0;
	}
	case DEP_NEVER: {
		/* as spatch 1.1.1: `never r' fails for the rest of the run once
		 * r has matched in some file, while `ever r' is per file */
		const Rule *q = smpl_find_rule(r->sp, d->name);
		if (q && r->rs[q->index].ever)
			return 0;
		return !dep_true(r, &(Dep){DEP_NAME, d->name, NULL, NULL, 0});
	}
	case DEP_NOT:
		return !dep_true(r, d->l);
	case DEP_AND:
		return dep_true(r, d->l) && dep_true(r, d->r);
	case DEP_OR:
		return dep_true(r, d->l) || dep_true(r, d->r);
	default:
		return 1;
	}
}

/* Could dependency D hold in some file?  Virtual names are known from
 * -D; a rule name is unknown (3), unless that rule can never run (0).
 * Returns 0 (never), 1 (always) or 3 (depends on the file). */
int dep_possible(Run *r, const Dep *d, const uint8_t *never)
{
	if (!d)
		return 1;
	switch (d->kind) {
	case DEP_NAME: case DEP_EVER: case DEP_NEVER: {
		const Rule *q = smpl_find_rule(r->sp, d->name);
		int v;
		if (q)
			v = never[q->index] ? 0 : 3;
		else
			v = dep_true(r, &(Dep){DEP_NAME, d->name, NULL, NULL, 0});
		if (d->kind == DEP_NEVER && v != 3)
			v = !v;
		return v;
	}
	case DEP_NOT: {
		int v = dep_possible(r, d->l, never);
		return v == 3 ? 3 : !v;
	}
	case DEP_AND: {
		int a = dep_possible(r, d->l, never), b = dep_possible(r, d->r, never);
		return !a || !b ? 0 : a == 1 && b == 1 ? 1 : 3;
	}
	case DEP_OR: {
		int a = dep_possible(r, d->l, never), b = dep_possible(r, d->r, never);
		return a == 1 || b == 1 ? 1 : !a && !b ? 0 : 3;
	}
	default:
		return 3;
	}
}

/* Does rule R use its metavariable M: in its code, or through another
 * of its metavariables (a constraint, a type, a list length, a fresh
 * identifier's seed)?  An inherited metavariable R declares but never
 * uses does not make R wait for the rule it comes from. */
int type_text_names(const char *text, const Ident *name)
{
	size_t n = name->len;
	for (const char *t = text; (t = strstr(t, name->name)) != NULL; t++) {
		int before = t == text || !ch_is_word((unsigned char)t[-1]);
		int after = !ch_is_word((unsigned char)t[n]);
		if (before && after)
			return 1;
	}
	return 0;
}

int meta_used(const Rule *R, const Meta *m)
{
	const SmplMeta *x = smpl_meta(m);
	if (!x || (x->flags & (SM_USED_MINUS | SM_USED_PLUS)))
		return 1;
	for (uint32_t i = 0; i < R->nmetas; i++) {
		const SmplMeta *o = smpl_meta(R->metas[i]);
		if (!o || R->metas[i] == m)
			continue;
		if (o->len.meta == m)
			return 1;
		for (uint32_t t = 0; t < o->ntypes; t++)
			if ((o->type_metas && o->type_metas[t] == m) ||
			    (o->types && o->types[t] && type_text_names(o->types[t], m->name)))
				return 1;
		for (uint32_t t = 0; t < o->nseed; t++)
			if (o->seed[t].meta == m)
				return 1;
		for (const Constraint *k = o->constraints; k; k = k->next)
			for (uint32_t v = 0; v < k->nvals; v++)
				if (k->vals[v].ref == m)
					return 1;
	}
	return 0;
}

/* The rule that declares metavariable M (NULL if none). */
const Rule *meta_owner(const Run *r, const Meta *m)
{
	for (uint32_t i = 0; i < r->sp->nrules; i++) {
		const Rule *q = r->sp->rules[i];
		for (uint32_t j = 0; j < q->nmetas; j++)
			if (q->metas[j] == m)
				return q;
	}
	return NULL;
}

int own_meta(const Rule *R, const Meta *m)
{
	for (uint32_t i = 0; i < R->nmetas; i++)
		if (R->metas[i] == m)
			return 1;
	return 0;
}

/* The name under which a constraint's `q.x` (a metavariable of another
 * rule that R does not declare) is bound in R's environments. */
const Ident *qualified_name(const Rule *q, const Meta *m)
{
	char buf[256];
	int n = snprintf(buf, sizeof buf, "%s.%s", q->name ? q->name->name : "",
			 m->src_name->name);
	if (n < 0 || (size_t)n >= sizeof buf)
		n = (int)sizeof buf - 1;
	return intern(buf, (size_t)n);
}

/* How many times metavariable NAME stands in pattern tokens F..L. */
static uint32_t meta_uses_in(const TokenArray *ta, uint32_t f, uint32_t l, const Ident *name)
{
	uint32_t n = 0;
	for (uint32_t i = f; i <= l && i < ta->n; i++) {
		const Meta *m = match_token_meta(ta, i);
		n += m && m->name == name;
	}
	return n;
}

/* Does NAME stand in pattern P only inside branches of disjunctions
 * that have a branch without it (so that P can match with NAME
 * unbound: those branches just fail)? */
static int meta_optional_in(const Node *p, const TokenArray *ta, const Ident *name, int depth)
{
	if (!p)
		return 1;
	uint32_t here = meta_uses_in(ta, p->first, p->last, name);
	if (!here)
		return 1;
	if (depth > 200 || !p->n)
		return 0;
	if (p->kind == P_DISJ) {
		for (uint32_t i = 0; i < p->n; i++)
			if (p->kid[i] && !meta_uses_in(ta, p->kid[i]->first, p->kid[i]->last, name))
				return 1;
	}
	uint32_t in_kids = 0;
	for (uint32_t i = 0; i < p->n; i++) {
		if (!p->kid[i])
			continue;
		if (!meta_optional_in(p->kid[i], ta, name, depth + 1))
			return 0;
		in_kids += meta_uses_in(ta, p->kid[i]->first, p->kid[i]->last, name);
	}
	return in_kids >= here;
}

/* An inherited metavariable of code rule R that only some branches of
 * its disjunctions use, and no added code: R runs without its value,
 * and those branches do not match. */
static int meta_in_branches_only(const Run *r, const Rule *R, const Meta *m)
{
	const SmplMeta *sm = smpl_meta(m);
	if (R->kind != RK_CODE || !r->pat || !r->pat[R->index] || !sm ||
	    (sm->flags & SM_USED_PLUS))
		return 0;
	return meta_optional_in(r->pat[R->index], &R->minus_view, m->name, 0);
}

/* The values R inherits: its used `q.x` metavariables, and the `q.x`
 * named in its constraints.  Returns 0 when one comes from no rule. */
int inherited_of(Run *r, const Rule *R, InheritVec *out)
{
	for (uint32_t i = 0; i < R->nmetas; i++) {
		const Meta *m = R->metas[i];
		const SmplMeta *sm = smpl_meta(m);
		if (!m->rule || (sm && (sm->flags & SM_VIRTUAL)) || m->kind == MK_VIRTUAL_ID ||
		    !meta_used(R, m))
			continue;
		const Rule *q = smpl_find_rule(r->sp, m->rule);
		if (!q)
			return 0;
		vec_push(out, ((Inherit){ q, m->name, m->src_name, meta_in_branches_only(r, R, m), 0 }));
	}
	for (uint32_t i = 0; i < R->nmetas; i++) {
		const SmplMeta *sm = smpl_meta(R->metas[i]);
		for (const Constraint *k = sm ? sm->constraints : NULL; k; k = k->next)
			for (uint32_t v = 0; v < k->nvals; v++) {
				const Meta *ref = k->vals[v].ref;
				if (!ref || own_meta(R, ref))
					continue;
				const Rule *q = meta_owner(r, ref);
				if (!q || q == R)
					continue;
				Inherit in = { q, qualified_name(q, ref), ref->name, 1, 1 };
				int dup = 0;
				for (size_t x = 0; x < out->n && !dup; x++)
					dup = out->v[x].local == in.local;
				if (!dup)
					vec_push(out, in);
			}
	}
	return 1;
}

/* Are two rows of inherited values the same but for their positions? */
static int same_but_positions(const Binding **x, const Binding **y, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (!x[i] || !y[i]) {
			if (x[i] != y[i])
				return 0;
			continue;
		}
		if (x[i]->kind == BV_POS && y[i]->kind == BV_POS)
			continue;
		if (!binding_equal(x[i], y[i]))
			return 0;
	}
	return 1;
}

/* Is every place of position set X in position set Y? */
static int pos_within(const Binding *x, const Binding *y)
{
	for (const Binding *u = x; u; u = u->more) {
		int in = 0;
		for (const Binding *v = y; v && !in; v = v->more)
			in = u->ta == v->ta && u->first == v->first && u->last == v->last;
		if (!in)
			return 0;
	}
	return 1;
}

/* Are two rows of inherited values the same (position sets too)? */
static int same_rows(const Binding **x, const Binding **y, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (x[i] == y[i])
			continue;
		if (!x[i] || !y[i])
			return 0;
		if (x[i]->kind == BV_POS && y[i]->kind == BV_POS) {
			if (!pos_within(x[i], y[i]) || !pos_within(y[i], x[i]))
				return 0;
		} else if (!binding_equal(x[i], y[i])) {
			return 0;
		}
	}
	return 1;
}

/* Replace SEEDS by every seed joined with every environment of PROJ
 * (those that disagree are dropped; with OUTER, a seed that agrees with
 * none stays as it is). */
void seeds_times(Arena *a, EnvList *seeds, const EnvList *proj, int outer)
{
	EnvList next = {0};
	for (size_t s = 0; s < seeds->n; s++) {
		size_t had = next.n;
		for (size_t k = 0; k < proj->n; k++) {
			const Env *ne = seeds->v[s];
			for (const Binding *y = proj->v[k]->b; y && ne; y = y->next)
				ne = env_bind(a, ne, y->name, y);
			if (ne)
				envlist_push(a, &next, ne);
		}
		if (outer && next.n == had)
			envlist_push(a, &next, seeds->v[s]);
	}
	*seeds = next;
}

/* The distinct combinations of the values that the envs of rule Q give
 * to the items IN[0..N) (all from Q).  With MERGE, envs that differ
 * only in positions make one combination whose positions are sets: a
 * later rule sees every place an earlier one matched with the same
 * values. */
void project_rule(Run *r, const RuleState *qs, const Inherit *in, size_t n, int merge,
		  EnvList *out)
{
	Arena *a = &r->match_arena;
	VEC(const Binding **) rows = {0};
	for (size_t k = 0; k < qs->envs.n; k++) {
		const Binding **row = arena_alloc(a, n * sizeof *row);
		int any = 0;
		for (size_t j = 0; j < n; j++) {
			row[j] = env_lookup(qs->envs.v[k], in[j].src);
			any |= row[j] != NULL;   /* unbound there: a use of it fails to match */
		}
		if (!any)
			continue;
		size_t x = 0;
		while (x < rows.n && !(merge ? same_but_positions(rows.v[x], row, n)
					     : same_rows(rows.v[x], row, n)))
			x++;
		if (x == rows.n) {
			vec_push(&rows, row);
			continue;
		}
		for (size_t j = 0; j < n; j++)
			if (row[j] && row[j]->kind == BV_POS)
				rows.v[x][j] = binding_pos_union(a, rows.v[x][j], row[j]);
	}
	for (size_t x = 0; x < rows.n; x++) {
		const Env *pe = env_empty();
		for (size_t j = 0; j < n && pe; j++)
			if (rows.v[x][j])
				pe = env_bind(a, pe, in[j].local, rows.v[x][j]);
		if (pe)
			envlist_push(a, out, pe);
	}
	vec_free(&rows);
}

/* spatch refuses a position inherited over a rule that changes code
 * (positions name places in the code as it was), counting only the
 * rules that can run with the virtual names set (NEVER: those that
 * cannot).  Reports each such position; returns whether there was one. */
int positions_over_changes(Run *r, const uint8_t *never)
{
	int bad = 0;
	for (uint32_t i = 0; i < r->sp->nrules && !bad; i++) {
		const Rule *R = r->sp->rules[i];
		if (never[i])
			continue;
		for (uint32_t k = 0; k < R->nmetas && !bad; k++) {
			const Meta *m = R->metas[k];
			const SmplMeta *sm = smpl_meta(m);
			if (m->kind != MK_POSITION || !m->rule || !sm || !(sm->flags & SM_INHERITED))
				continue;
			const Rule *from = smpl_find_rule(r->sp, m->rule);
			if (!from || from->index >= i || never[from->index])
				continue;
			for (uint32_t q = from->index + 1; q < i && !bad; q++) {
				const Rule *Q = r->sp->rules[q];
				if (never[q] || Q->kind != RK_CODE || !(Q->has_minus || Q->has_plus))
					continue;
				diag_at(DIAG_ERROR, R->src, sm->off,
					"position `%s' cannot be inherited over modifications: a rule between `%s' and this one changes code",
					m->src_name->name, m->rule->name);
				bad = 1;
			}
		}
	}
	return bad;
}

/* The name under which the value of NAME in rule RULE was bound first:
 * `o.x` for the rule o that binds x itself, following inheritance
 * through code and script rules (a bounded number of steps). */
const Ident *origin_key(Run *r, const Ident *rule, const Ident *name)
{
	for (int hop = 0; hop < 64; hop++) {
		const Rule *p = rule ? smpl_find_rule(r->sp, rule) : NULL;
		const Ident *nr = NULL, *nn = NULL;
		for (uint32_t k = 0; p && k < p->nmetas && !nr; k++)
			if (p->metas[k]->name == name && p->metas[k]->rule) {
				nr = p->metas[k]->rule;
				nn = p->metas[k]->src_name;
			}
		for (uint32_t k = 0; p && k < p->nbindings && !nr; k++)
			if (p->bindings[k].local == name && p->bindings[k].rule) {
				nr = p->bindings[k].rule;
				nn = p->bindings[k].var;
			}
		if (!nr)
			break;
		rule = nr;
		name = nn;
	}
	char buf[256];
	int n = snprintf(buf, sizeof buf, "%s.%s", rule ? rule->name : "", name->name);
	if (n < 0 || (size_t)n >= sizeof buf)
		n = (int)sizeof buf - 1;
	return intern(buf, (size_t)n);
}

/* The items IN[0..N) come from several earlier rules.  Those rules'
 * environments may hold values that they inherited from one rule (`a.x`
 * in rules q1 and q2, R inheriting q1.y and q2.z), directly or through
 * rules in between: R's seeds combine only environments that agree on
 * them, as the environments of spatch extend one another rule after
 * rule.  Appends to EXTRA, for the rules of IN and the rules they
 * inherit from (transitively), one item (weak = 2) per value whose
 * origin two of those rules share, bound under the origin's name
 * (origin_key), which seeds_of drops afterwards.  A rule whose value R
 * only names in a constraint (`p != locked.p') counts too: the
 * constraint sees the values of the environments that give R's others.
 * POSITIONS: places are such values too. */
void shared_origins(Run *r, const Inherit *in, size_t n, int positions,
			   InheritVec *extra)
{
	uint32_t nr = r->sp->nrules;
	uint8_t *src = xcalloc(nr + 1, 1);
	size_t nsrc = 0;
	for (size_t i = 0; i < n; i++)
		if (in[i].q->index < nr && !src[in[i].q->index]) {
			src[in[i].q->index] = 1;
			nsrc++;
		}
	if (nsrc < 2) {
		xfree(src);
		return;
	}
	/* the rules they inherit from, transitively (rules only look back) */
	for (uint32_t k = nr; k-- > 0;) {
		const Rule *q = r->sp->rules[k];
		if (!src[k])
			continue;
		for (uint32_t m = 0; m < q->nmetas + q->nbindings; m++) {
			const Ident *from = m < q->nmetas ? q->metas[m]->rule
							  : q->bindings[m - q->nmetas].rule;
			const Rule *p = from ? smpl_find_rule(r->sp, from) : NULL;
			if (p && p->index < k && !src[p->index])
				src[p->index] = 2;
		}
	}
	InheritVec all = {0};
	for (uint32_t k = 0; k < nr; k++) {
		const Rule *q = r->sp->rules[k];
		for (uint32_t m = 0; src[k] && m < q->nmetas; m++)
			if (positions || q->metas[m]->kind != MK_POSITION)
				vec_push(&all, ((Inherit){ q, origin_key(r, q->name, q->metas[m]->name),
							   q->metas[m]->name, 2, 0 }));
		for (uint32_t m = 0; src[k] && m < q->nbindings; m++)
			vec_push(&all, ((Inherit){ q, origin_key(r, q->name, q->bindings[m].local),
						   q->bindings[m].local, 2, 0 }));
	}
	for (size_t i = 0; i < all.n; i++) {
		int shared = 0;
		for (size_t j = 0; j < all.n && !shared; j++)
			shared = j != i && all.v[j].local == all.v[i].local && all.v[j].q != all.v[i].q;
		if (shared)
			vec_push(extra, all.v[i]);
	}
	vec_free(&all);
	xfree(src);
}

/* Do environments X and Y bind the same names to the same values? */
static int same_env(const Env *x, const Env *y)
{
	if (x->nb != y->nb)
		return 0;
	for (const Binding *b = x->b; b; b = b->next) {
		const Binding *c = env_lookup(y, b->name);
		if (!c || !binding_equal(b, c) || !binding_equal(c, b))
			return 0;
	}
	return 1;
}

/* Are environments X and Y the same but for their positions? */
static int same_env_but_positions(const Env *x, const Env *y)
{
	if (x->nb != y->nb)
		return 0;
	for (const Binding *b = x->b; b; b = b->next) {
		const Binding *c = env_lookup(y, b->name);
		if (!c)
			return 0;
		if (b->kind == BV_POS && c->kind == BV_POS)
			continue;
		if (!binding_equal(b, c))
			return 0;
	}
	return 1;
}

/* SEEDS without the bindings named in EXTRA; seeds that are then the
 * same make one; with MERGE, so do those that are the same but for
 * their positions, whose positions become sets. */
void drop_origin_keys(Arena *a, EnvList *seeds, const InheritVec *extra, int merge)
{
	if (!extra->n && !merge)
		return;
	size_t w = 0;
	for (size_t s = 0; s < seeds->n; s++) {
		const Env *ne = env_empty();
		for (const Binding *y = seeds->v[s]->b; y && ne; y = y->next) {
			int key = 0;
			for (size_t x = 0; x < extra->n && !key; x++)
				key = extra->v[x].local == y->name;
			if (!key)
				ne = env_bind(a, ne, y->name, y);
		}
		if (!ne)
			continue;
		size_t d = 0;
		while (d < w && !(merge ? same_env_but_positions(seeds->v[d], ne)
				     : same_env(seeds->v[d], ne)))
			d++;
		if (d == w) {
			seeds->v[w++] = ne;
			continue;
		}
		const Env *m = env_empty();
		for (const Binding *y = seeds->v[d]->b; y && m; y = y->next) {
			const Binding *o = env_lookup(ne, y->name);
			if (y->kind == BV_POS && o && o->kind == BV_POS && !binding_equal(y, o))
				m = env_bind(a, m, y->name, binding_pos_union(a, y, o));
			else
				m = env_bind(a, m, y->name, y);
		}
		if (m)
			seeds->v[d] = m;
	}
	seeds->n = w;
}

/* Does rule R take the places of NAME, one of the values IN[0..N) it
 * inherits, all at once: NAME is only named in a constraint, or R
 * declares it `position any'? */
static int set_name(const Rule *R, const Inherit *in, size_t n, const Ident *name)
{
	for (size_t i = 0; i < n; i++)
		if (in[i].local == name) {
			if (in[i].cons)
				return 1;
			const Meta *m = smpl_rule_meta(R, name);
			const SmplMeta *sm = m ? smpl_meta(m) : NULL;
			return sm && (sm->flags & SM_ANY);
		}
	return 0;
}

/* Seeds that are the same but for the places of values that rule R
 * takes all at once (set_name; IN[0..N) its inherited values) make one,
 * whose places there are sets: a constraint compares with every place
 * such a value had in the environments that give R's other values, and
 * `position any r.p' matches at any of them.  Any other inherited
 * place is one per seed: R runs once for each, as spatch does. */
static void merge_set_positions(Arena *a, const Rule *R, EnvList *seeds, const Inherit *in,
				size_t n)
{
	size_t w = 0;
	for (size_t s = 0; s < seeds->n; s++) {
		const Env *ne = seeds->v[s];
		size_t d = 0;
		for (; d < w; d++) {
			const Env *x = seeds->v[d];
			int same = x->nb == ne->nb;
			for (const Binding *b = x->b; b && same; b = b->next) {
				if (env_lookup(x, b->name) != b)
					continue;
				const Binding *c = env_lookup(ne, b->name);
				if (!c)
					same = 0;
				else if (!(b->kind == BV_POS && c->kind == BV_POS &&
					   set_name(R, in, n, b->name)))
					same = binding_equal(b, c) && binding_equal(c, b);
			}
			if (same)
				break;
		}
		if (d == w) {
			seeds->v[w++] = ne;
			continue;
		}
		const Env *m = env_empty();
		for (const Binding *y = seeds->v[d]->b; y && m; y = y->next) {
			if (env_lookup(seeds->v[d], y->name) != y)
				continue;
			const Binding *o = env_lookup(ne, y->name);
			if (y->kind == BV_POS && o && o->kind == BV_POS && set_name(R, in, n, y->name))
				m = env_bind(a, m, y->name, binding_pos_union(a, y, o));
			else
				m = env_bind(a, m, y->name, y);
		}
		if (m)
			seeds->v[d] = m;
	}
	seeds->n = w;
}

static int inherit_name_cmp(const void *x, const void *y)
{
	const Inherit *a = x, *b = y;
	int c = strcmp(a->q->name ? a->q->name->name : "", b->q->name ? b->q->name->name : "");
	return c ? c : strcmp(a->src->name, b->src->name);
}

/* SEEDS in the order spatch takes them: sorted by their values of the
 * inherited items IN, compared variable by variable in the order of
 * their `rule.name'.  (That order shows where each environment adds
 * `++' code.) */
static void sort_seeds(Run *r, const InheritVec *in, EnvList *seeds)
{
	if (seeds->n < 2 || !in->n)
		return;
	Inherit *sorted = xmalloc(in->n * sizeof *sorted);
	memcpy(sorted, in->v, in->n * sizeof *sorted);
	qsort(sorted, in->n, sizeof *sorted, inherit_name_cmp);
	const Ident **vars = xmalloc(in->n * sizeof *vars);
	for (size_t i = 0; i < in->n; i++)
		vars[i] = sorted[i].local;
	xfree(sorted);
	order_envs(r, vars, in->n, seeds);
	xfree(vars);
}

/* The environments a rule starts from: one per distinct combination of
 * the values its inherited metavariables had in earlier rules (each
 * place a value of its own), joined where they share an origin (places
 * included); then the places the rule takes all at once (named only in
 * a constraint, or `position any') become sets (merge_set_positions).
 * Returns 0 when an inherited variable has no value (the rule does not
 * run). */
int seeds_of(Run *r, const Rule *R, EnvList *seeds)
{
	Arena *a = &r->match_arena;
	envlist_push(a, seeds, env_empty());
	for (uint32_t i = 0; i < R->nmetas; i++) {
		const Meta *m = R->metas[i];
		const SmplMeta *sm = smpl_meta(m);
		if ((sm && (sm->flags & SM_VIRTUAL)) || m->kind == MK_VIRTUAL_ID) {
			/* virtual.x: the value given with -D x=value */
			const char *val = NULL;
			for (size_t k = 0; k < r->o->defines.n; k++) {
				const char *d = r->o->defines.v[k];
				size_t n = strcspn(d, "=");
				if (n == m->src_name->len && memcmp(d, m->src_name->name, n) == 0 && d[n])
					val = d + n + 1;
			}
			if (!val)
				return 0;
			Binding v = {0};
			v.kind = BV_TEXT;
			v.text = val;
			for (size_t s = 0; s < seeds->n; s++) {
				const Env *ne = env_bind(a, seeds->v[s], m->name, &v);
				if (ne)
					seeds->v[s] = ne;
			}
		}
	}
	InheritVec in = {0};
	if (!inherited_of(r, R, &in)) {
		vec_free(&in);
		return 0;
	}
	InheritVec extra = {0};
	shared_origins(r, in.v, in.n, 1, &extra);
	/* per earlier rule: its values of the items must come from one and
	 * the same env of it */
	int ok = 1;
	size_t nin = in.n;
	for (size_t j = 0; j < extra.n; j++)
		vec_push(&in, extra.v[j]);
	for (size_t i = 0; i < in.n && ok; i++) {
		const Rule *q = in.v[i].q;
		int first = 1;
		for (size_t j = 0; j < i && first; j++)
			first = in.v[j].q != q;
		if (!first)
			continue;
		Inherit *items = xmalloc(in.n * sizeof *items);
		size_t n = 0;
		int weak = 1, cons = 0;
		for (size_t j = i; j < in.n; j++)
			if (in.v[j].q == q) {
				items[n++] = in.v[j];
				weak &= j >= nin || in.v[j].weak;
				cons |= j < nin && in.v[j].cons;
			}
		EnvList proj = {0};
		project_rule(r, &r->rs[q->index], items, n, 0, &proj);
		xfree(items);
		if (!proj.n && weak)
			continue;   /* `!= q.p' with q unmatched: no constraint */
		/* a seed that no environment of a rule only named in a
		 * constraint agrees with has no value for it: no constraint */
		seeds_times(a, seeds, &proj, weak && cons);
		ok = seeds->n != 0;
	}
	/* A seed without a value for an inherited metavariable that only
	 * added code uses (a script left it unbound) is dropped: no code
	 * fails to match it, and there is nothing to add. */
	size_t w = 0;
	for (size_t s = 0; s < seeds->n; s++) {
		int keep = 1;
		for (size_t j = 0; j < nin && keep; j++) {
			const Meta *m = smpl_rule_meta(R, in.v[j].local);
			const SmplMeta *sm = m ? smpl_meta(m) : NULL;
			if (!in.v[j].weak && sm && (sm->flags & SM_USED_PLUS) &&
			    !(sm->flags & SM_USED_MINUS))
				keep = env_lookup(seeds->v[s], in.v[j].local) != NULL;
		}
		if (keep)
			seeds->v[w++] = seeds->v[s];
	}
	seeds->n = w;
	ok = ok && w;
	/* the keys that are not values R inherits itself go; then seeds the
	 * same but for positions make one */
	InheritVec drop = {0};
	for (size_t j = 0; j < extra.n; j++) {
		int own = 0;
		for (size_t i = 0; i < nin && !own; i++)
			own = in.v[i].local == extra.v[j].local;
		if (!own)
			vec_push(&drop, extra.v[j]);
	}
	drop_origin_keys(a, seeds, &drop, 0);
	vec_free(&drop);
	merge_set_positions(a, R, seeds, in.v, nin);
	vec_free(&extra);
	sort_seeds(r, &in, seeds);
	vec_free(&in);
	return ok;
}

/* Where a metavariable's values come from: the rule that binds it
 * first and its name there (M belongs to rule R). */
static void meta_origin(const Rule *R, const Meta *m, const Ident **rule, const Ident **name)
{
	if (m->rule) {
		*rule = m->rule;
		*name = m->src_name;
	} else {
		*rule = R->name;
		*name = m->name;
	}
}

/* R's I-th inherited name (0 <= I < nmetas + nbindings: its
 * metavariables, then a script's bindings): its LOCAL name and ORIGIN
 * (meta_origin).  Returns 0 when that one is not inherited. */
static int inherited_name(const Rule *R, uint32_t i, const Ident **local, const Ident **ro,
			  const Ident **rv)
{
	if (i < R->nmetas) {
		const Meta *m = R->metas[i];
		if (!m->rule)
			return 0;
		*local = m->name;
		meta_origin(R, m, ro, rv);
		return 1;
	}
	const ScriptBinding *sb = &R->bindings[i - R->nmetas];
	if (!sb->rule)
		return 0;
	*local = sb->local;
	*ro = sb->rule;
	*rv = sb->var;
	return 1;
}

/* A value R's seed holds for a name of origin (RULE, VAR). */
typedef struct Want {
	const Ident *rule, *var;
	const Binding *val;
} Want;

/* Does rule Q, or a rule it inherits from (up to DEPTH steps), have a
 * metavariable of origin W? */
static int origin_reaches(Run *r, const Rule *q, const Want *w, int depth)
{
	for (uint32_t j = 0; j < q->nmetas; j++) {
		const Ident *qo, *qv;
		meta_origin(q, q->metas[j], &qo, &qv);
		if (qo == w->rule && qv == w->var)
			return 1;
	}
	if (depth <= 0)
		return 0;
	for (uint32_t j = 0; j < q->nmetas; j++) {
		const Rule *p = q->metas[j]->rule ? smpl_find_rule(r->sp, q->metas[j]->rule) : NULL;
		if (p && p->index < q->index && origin_reaches(r, p, w, depth - 1))
			return 1;
	}
	return 0;
}

/* Does environment E of rule Q agree with the values W[0..N): those of
 * Q's own names directly, the others through an environment of each
 * rule Q inherits them from that agrees with E (spatch's environments
 * extend one another rule after rule)?  BUDGET bounds the search. */
static int env_agrees(Run *r, const Rule *q, const Env *e, const Want *w, size_t n, int depth,
		      long *budget)
{
	Want rest[32];
	size_t nr = 0;
	for (size_t i = 0; i < n; i++) {
		int own = 0;
		for (uint32_t j = 0; j < q->nmetas && !own; j++) {
			const Ident *qo, *qv;
			meta_origin(q, q->metas[j], &qo, &qv);
			if (qo != w[i].rule || qv != w[i].var)
				continue;
			own = 1;
			const Binding *b = env_lookup(e, q->metas[j]->name);
			if (b && !binding_equal(w[i].val, b))
				return 0;
		}
		if (!own && nr < 32)
			rest[nr++] = w[i];
	}
	if (!nr || depth <= 0)
		return 1;
	/* the others, through each rule Q inherits from */
	for (uint32_t j = 0; j < q->nmetas; j++) {
		const Rule *p = q->metas[j]->rule ? smpl_find_rule(r->sp, q->metas[j]->rule) : NULL;
		int first = p && p->index < q->index;
		for (uint32_t k = 0; k < j && first; k++)
			first = q->metas[k]->rule != q->metas[j]->rule;
		if (!first)
			continue;
		Want sub[32];
		size_t ns = 0;
		for (size_t i = 0; i < nr; i++)
			if (origin_reaches(r, p, &rest[i], depth - 1))
				sub[ns++] = rest[i];
		if (!ns)
			continue;
		const RuleState *ps = &r->rs[p->index];
		int found = 0;
		for (size_t k = 0; k < ps->envs.n && !found; k++) {
			if (--*budget < 0)
				return 1;   /* too many to try: keep it */
			const Env *pe = ps->envs.v[k];
			int ok = 1;
			for (uint32_t x = 0; x < q->nmetas && ok; x++) {
				if (q->metas[x]->rule != p->name)
					continue;
				const Binding *a = env_lookup(e, q->metas[x]->name);
				const Binding *b = env_lookup(pe, q->metas[x]->src_name);
				ok = !a || !b || binding_equal(a, b);
			}
			found = ok && env_agrees(r, p, pe, sub, ns, depth - 1, budget);
		}
		if (!found)
			return 0;
	}
	return 1;
}

/* Did rule Q match in an environment that agrees with SEED, R's seed?
 * They agree when the metavariables of R and Q that come from the same
 * earlier rule have the same values, directly or through the rules Q
 * inherits from (as spatch decides `depends on' for each environment a
 * rule inherits); with none in common, when Q matched at all. */
static int matched_with(Run *r, const Rule *R, const Rule *q, const Env *seed)
{
	const RuleState *qs = &r->rs[q->index];
	if (!qs->matched)
		return 0;
	Want w[32];
	size_t n = 0;
	for (uint32_t i = 0; i < R->nmetas + R->nbindings && n < 32; i++) {
		const Ident *local, *ro, *rv;
		if (!inherited_name(R, i, &local, &ro, &rv))
			continue;
		const Binding *v = env_lookup(seed, local);
		Want x = { ro, rv, v };
		if (v && origin_reaches(r, q, &x, 4))
			w[n++] = x;
	}
	if (!n)
		return 1;
	long budget = 100000;
	for (size_t k = 0; k < qs->envs.n; k++)
		if (env_agrees(r, q, qs->envs.v[k], w, n, 4, &budget))
			return 1;
	return 0;
}

/* dep_true for one of R's seeds: a rule name holds when that rule
 * matched in agreement with the seed (see matched_with). */
int dep_true_for(Run *r, const Rule *R, const Dep *d, const Env *seed)
{
	if (!d)
		return 1;
	switch (d->kind) {
	case DEP_NAME: {
		const Rule *q = smpl_find_rule(r->sp, d->name);
		return q ? matched_with(r, R, q, seed) : dep_true(r, d);
	}
	case DEP_NOT:
		return !dep_true_for(r, R, d->l, seed);
	case DEP_AND:
		return dep_true_for(r, R, d->l, seed) && dep_true_for(r, R, d->r, seed);
	case DEP_OR:
		return dep_true_for(r, R, d->l, seed) || dep_true_for(r, R, d->r, seed);
	default:
		return dep_true(r, d);
	}
}

/* SEED with binding B replaced by VAL (the order of the bindings kept). */
static const Env *rebind(Arena *a, const Env *seed, const Binding *b, const Binding *val)
{
	const Binding *v[256];
	size_t n = 0;
	for (const Binding *y = seed->b; y && n < 256; y = y->next)
		v[n++] = y;
	if (n == 256)
		return seed;
	const Env *e = env_empty();
	while (n-- > 0 && e)
		e = env_bind(a, e, v[n]->name, v[n] == b ? val : v[n]);
	return e;
}

const Env *dep_narrow(Run *r, const Rule *R, const Dep *d, const Env *seed)
{
	Arena *a = &r->match_arena;
	const Env *e = seed;
	/* sets for which no single place holds while other sets are still
	 * whole: the end decides for them, with the others narrowed */
	const Ident *undecided[32];
	size_t nund = 0;
	for (int again = 1; again && e;) {
		again = 0;
		for (const Binding *b = e->b; b; b = b->next) {
			if (b->kind != BV_POS || !b->more || env_lookup(e, b->name) != b)
				continue;
			int skip = 0;
			for (size_t u = 0; u < nund && !skip; u++)
				skip = undecided[u] == b->name;
			if (skip)
				continue;
			const Binding *keep = NULL;
			size_t nkeep = 0, nall = 0;
			for (const Binding *m = b; m; m = m->more) {
				Binding *one = arena_alloc(a, sizeof *one);
				*one = *m;
				one->more = NULL;
				one->next = NULL;
				one->name = b->name;
				nall++;
				const Env *t = rebind(a, e, b, one);
				if (t && dep_true_for(r, R, d, t)) {
					keep = keep ? binding_pos_union(a, keep, one) : one;
					nkeep++;
				}
			}
			if (!keep) {
				if (nund == 32)
					return NULL;
				undecided[nund++] = b->name;
				continue;
			}
			if (nkeep < nall) {
				e = rebind(a, e, b, keep);
				again = 1;   /* E changed: look at its bindings anew */
				break;
			}
		}
	}
	return e && dep_true_for(r, R, d, e) ? e : NULL;
}

/* Does R inherit values that a rule named in its dependency shares (so
 * that the dependency is decided for each of R's seeds)? */
int dep_per_seed(Run *r, const Rule *R, const Dep *d)
{
	if (!d)
		return 0;
	if (d->kind == DEP_NOT || d->kind == DEP_AND || d->kind == DEP_OR)
		return dep_per_seed(r, R, d->l) || dep_per_seed(r, R, d->r);
	if (d->kind != DEP_NAME)
		return 0;
	const Rule *q = smpl_find_rule(r->sp, d->name);
	if (!q)
		return 0;
	for (uint32_t i = 0; i < R->nmetas + R->nbindings; i++) {
		const Ident *local, *ro, *rv;
		if (!inherited_name(R, i, &local, &ro, &rv))
			continue;
		Want x = { ro, rv, NULL };
		if (origin_reaches(r, q, &x, 4))
			return 1;
	}
	return 0;
}

/* Keep an env's bindings for later rules (copied out of the match arena
 * into the file's arena), as text: a later rule compares them with its
 * code by their spelling alone (Binding.plain). */
/* The positions of set B (a position inherited from several matches of
 * an earlier rule) that the inner matches of E (occurrences in a nest)
 * narrowed it to, as a set in A, or B itself when none did. */
static const Binding *pos_used(Arena *a, const Env *e, const Binding *b)
{
	const Binding *u = NULL;
	for (const SubEnv *sb = e->subs; sb; sb = sb->next) {
		const Binding *x = env_lookup(sb->e, b->name);
		if (!x || x->kind != BV_POS || x->more || !binding_equal(b, x))
			continue;
		if (!u) {
			Binding *c = arena_alloc(a, sizeof *c);
			*c = *x;
			c->more = NULL;
			c->next = NULL;
			u = c;
		} else {
			u = binding_pos_union(a, u, x);
		}
	}
	return u ? u : b;
}

const Env *export_env(Arena *fa, const Env *e)
{
	const Env *r = env_empty();
	for (const Binding *b = e->b; b && r; b = b->next) {
		uint32_t nb = r->nb;
		if (b->kind == BV_POS && b->more && e->subs && !env_lookup(r, b->name))
			b = pos_used(fa, e, b);
		r = env_bind(fa, r, b->name, b);
		if (r && r->nb > nb)
			r->b->plain = 1;   /* text from now on (binding_equal) */
	}
	return r;
}

/* Does dependency D use `never'? */
int dep_has_never(const Dep *d, int depth)
{
	if (!d || depth > 200)
		return d != NULL;
	return d->kind == DEP_NEVER || dep_has_never(d->l, depth + 1) ||
	       dep_has_never(d->r, depth + 1);
}

