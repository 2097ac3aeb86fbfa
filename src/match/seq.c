/* seq.c - lists and statement sequences of the matcher; see match_int.h.
 *
 * A list of the pattern (arguments, parameters, initializers, fields,
 * specifiers, the statements of a block) matches a list of the code item
 * by item, left to right: `...` and list metavariables take runs of
 * items, `when` clauses restrict what `...` skips, a disjunction of
 * sequences takes the first branch that matches, and a nest
 * `<... P ...>` finds every occurrence of P in the run it spans (or, as
 * an expression or statement, inside the code it stands for).  The CTL
 * glue matches the statements of a block through match_seq_prefix
 * (match.h).
 */
#include "match/match_int.h"

#include <string.h>

/* Does E map pattern token T, by one of the maps added since BASE, to
 * a C token other than CT?  An isomorphism that reorders code (a
 * negated if swapping its branches) puts the pattern's last token
 * inside the C item rather than at its end. */
static int mapped_inside(const Env *e, const Env *base, uint32_t t, uint32_t ct)
{
	for (const TokMap *k = e->map; k && k != base->map; k = k->next)
		if (!k->anchor_only && k->p_first == t && k->p_last == t)
			return k->c_last != ct;
	return 0;
}
static int is_sep_list(int k)
{
	return k == L_ARGS || k == L_PARAMS || k == L_ENUMERATORS || k == I_LIST ||
	       k == L_MACRO_PARAMS;
}

/* ---- sequences ---------------------------------------------------------- */

typedef struct Seq {
	MatchCtx *m;
	Node *const *pk;
	uint32_t np;
	Node *const *ck;
	uint32_t nc;
	int anchored;           /* must consume all of ck */
	int sep;                /* comma-separated list */
	int specs;              /* declaration specifiers: type metavariables take runs */
	EnvList *out;
	uint32_t **ends;        /* with !anchored: end positions, parallel to out */
	size_t ends_cap;
} Seq;

static void push_end(Seq *s, uint32_t j)
{
	if (!s->ends)
		return;
	if (s->out->n > s->ends_cap) {
		size_t nc = s->ends_cap ? s->ends_cap * 2 : 8;
		while (nc < s->out->n)
			nc *= 2;
		uint32_t *nv = arena_alloc(s->m->a, nc * sizeof *nv);
		if (*s->ends)
			memcpy(nv, *s->ends, s->ends_cap * sizeof *nv);
		*s->ends = nv;
		s->ends_cap = nc;
	}
	(*s->ends)[s->out->n - 1] = j;
}

/* The separator token after element N of a list in TA, if any. */
static int64_t sep_after(const TokenArray *ta, const Node *n)
{
	uint32_t i = n->last + 1;
	if (i < ta->n && ta->v[i].kind == TK_COMMA)
		return i;
	return -1;
}

/* Does the skipped C range CK[J..K) obey the `when` clauses of DOTS? */
static int when_ok(Seq *s, const Node *dots, uint32_t j, uint32_t k, const Env *e)
{
	for (uint32_t w = 0; w < dots->n; w++) {
		const Node *wc = dots->kid[w];
		if (!wc || wc->kind != P_WHEN || !wc->n || !wc->kid[0])
			continue;
		if (wc->op != PW_NEQ)
			continue;
		for (uint32_t x = j; x < k; x++)
			if (match_occurs(s->m, wc->kid[0], s->ck[x], e))
				return 0;
	}
	return 1;
}

/* `...` followed by a statement B in a statement sequence stops at the
 * first B: C element X may be skipped only when B does not match it
 * (with B's own unbound variables free), unless the dots say `when any`. */
static int dots_may_skip(Seq *s, uint32_t i, uint32_t x, const Env *e)
{
	const Node *dots = s->pk[i];
	if (s->sep || s->specs || i + 1 >= s->np)
		return 1;
	for (uint32_t w = 0; w < dots->n; w++)
		if (dots->kid[w] && dots->kid[w]->kind == P_WHEN && dots->kid[w]->op == PW_ANY)
			return 1;
	const Node *b = s->pk[i + 1];
	const Node *c = s->ck[x];
	if (!b || !c || !ast_is_stmt(c->kind))
		return 1;
	if (b->kind == P_META) {
		const Meta *bm = b->aux ? b->aux : match_token_meta(s->m->pta, b->first);
		if (!bm || match_meta_is_list(bm) || meta_category(bm->kind) != MC_STMT)
			return 1;
	} else if (!ast_is_stmt(b->kind)) {
		return 1;
	}
	EnvList r = {0};
	match_node(s->m, b, c, e, &r);
	return r.n == 0;
}

static const Env *map_run(Seq *s, const Node *p, uint32_t j, uint32_t k, const Env *e)
{
	MatchCtx *m = s->m;
	if (k > j)
		return env_map(m->a, e, p->first, p->last, s->ck[j]->first, s->ck[k - 1]->last);
	return env_map(m->a, e, p->first, p->last, 1, 0);
}

static void seq_at(Seq *s, uint32_t i, uint32_t j, const Env *e);
static void seq_next(Seq *s, uint32_t i, uint32_t k, const Env *e);

/* After pattern element I matched C elements up to K (exclusive): map
 * the separators and go on. */
static void seq_next(Seq *s, uint32_t i, uint32_t k, const Env *e)
{
	MatchCtx *m = s->m;
	if (s->sep) {
		int64_t ps = sep_after(m->pta, s->pk[i]);
		if (ps >= 0 && i + 1 < s->np) {
			int64_t cs = k > 0 ? sep_after(m->cta, s->ck[k - 1]) : -1;
			if (cs >= 0)
				e = env_map(m->a, e, (uint32_t)ps, (uint32_t)ps, (uint32_t)cs, (uint32_t)cs);
			else
				e = env_map(m->a, e, (uint32_t)ps, (uint32_t)ps, 1, 0);
		} else if (ps >= 0 && k > 0) {
			/* the pattern's list ends with a comma (`- LIGHT, }'):
			 * it is the code's own last comma, if it has one */
			int64_t cs = sep_after(m->cta, s->ck[k - 1]);
			if (cs >= 0)
				e = env_map(m->a, e, (uint32_t)ps, (uint32_t)ps, (uint32_t)cs, (uint32_t)cs);
		}
	}
	seq_at(s, i + 1, k, e);
}

static int has_seq_branch(const Node *p)
{
	for (uint32_t b = 0; b < p->n; b++)
		if (p->kid[b] && p->kid[b]->kind == P_SEQ)
			return 1;
	return 0;
}

static int expr_pattern(const Node *p, int depth);
static void expr_item_in_stmt(MatchCtx *m, const Node *p, const Node *c, const Env *e,
			      EnvList *out);

/* The runs CK[J..end) that the items of SUB match, each with its env.
 * A branch that is one expression is found inside the statement, as an
 * expression item of the sequence is (`( S; | f(...) )`). */
static void sub_runs(Seq *s, const Node *sub, uint32_t j, const Env *e,
		     EnvList *out, uint32_t **ends)
{
	if (sub->kind == P_SEQ) {
		match_seq_prefix(s->m, sub->kid, sub->n, s->ck, s->nc, j, e, out, ends);
		return;
	}
	*ends = NULL;
	if (j >= s->nc)
		return;
	size_t before = out->n;
	match_node(s->m, sub, s->ck[j], e, out);
	if (out->n == before && !s->sep && !s->specs && expr_pattern(sub, 0) &&
	    ast_is_stmt(s->ck[j]->kind))
		expr_item_in_stmt(s->m, sub, s->ck[j], e, out);
	*ends = arena_alloc(s->m->a, (out->n + 1) * sizeof **ends);
	for (size_t x = 0; x < out->n; x++)
		(*ends)[x] = j + 1;
}

/* A sequence item that is itself a sequence. */
static void seq_sub(Seq *s, uint32_t i, uint32_t j, const Env *e, const Node *sub)
{
	EnvList r = {0};
	uint32_t *ends;
	sub_runs(s, sub, j, e, &r, &ends);
	for (size_t x = 0; x < r.n; x++)
		seq_next(s, i, ends[x], r.v[x]);
}

/* A disjunction of sequences: the first branch that matches here wins;
 * a conjunction: every branch must match the same run. */
static void seq_disj(Seq *s, uint32_t i, uint32_t j, const Env *e)
{
	const Node *p = s->pk[i];
	if (p->kind == P_DISJ) {
		for (uint32_t b = 0; b < p->n; b++) {
			EnvList r = {0};
			uint32_t *ends;
			sub_runs(s, p->kid[b], j, e, &r, &ends);
			for (size_t x = 0; x < r.n; x++)
				seq_next(s, i, ends[x], match_map_untaken(s->m, p, b, r.v[x]));
			if (r.n)
				return;
		}
		return;
	}
	EnvList r = {0};
	uint32_t *ends;
	sub_runs(s, p->kid[0], j, e, &r, &ends);
	for (size_t x = 0; x < r.n; x++) {
		const Env *acc = r.v[x];
		for (uint32_t b = 1; b < p->n && acc; b++) {
			EnvList r2 = {0};
			uint32_t *ends2;
			sub_runs(s, p->kid[b], j, acc, &r2, &ends2);
			const Env *found = NULL;
			for (size_t y = 0; y < r2.n && !found; y++)
				if (ends2[y] == ends[x])
					found = r2.v[y];
			acc = found;
		}
		if (acc)
			seq_next(s, i, ends[x], acc);
	}
}

/* Bindings made inside a nest's occurrences that agree among them are
 * visible after the nest too (a later `+` line may use them). */
static const Env *lift_nest_bindings(MatchCtx *m, const Env *acc, const Env *outer)
{
	for (const SubEnv *sb = acc->subs; sb; sb = sb->next)
		for (const Binding *b = sb->e->b; b; b = b->next) {
			/* each lift is a step: a long nest over a long
			 * sequence lifts many, from every start */
			if (m->too_deep || --m->budget <= 0) {
				m->too_deep = 1;
				return acc;
			}
			if (env_lookup(outer, b->name))
				continue;
			const Env *ne = env_bind(m->a, acc, b->name, b);
			if (ne)
				acc = ne;
		}
	return acc;
}

/* The environments a nest stands for, from ACC (OUTER plus one inner
 * match per occurrence, newest first, down to OUTER's own).  When the
 * occurrences agree on the metavariables they bind, that is one
 * environment with those bindings lifted (lift_nest_bindings).  When
 * they bind a metavariable to different values, the nest matches once
 * per value, as a free metavariable of a nest does in spatch: each
 * result holds the occurrences that agree with that value (and those
 * that do not bind it) and binds it, so that later code and later rules
 * see every value. */
static void nest_results(MatchCtx *m, const Env *acc, const Env *outer, EnvList *res)
{
	enum { MAXN = 16, MAXSUB = 256 };
	const Ident *names[MAXN];
	const Binding *first[MAXN];
	int conflict[MAXN];
	uint32_t nn = 0, nsub = 0, nconf = 0;
	const SubEnv *sb;
	for (sb = acc->subs; sb && sb != outer->subs && nsub < MAXSUB; sb = sb->next, nsub++)
		for (const Binding *b = sb->e->b; b; b = b->next) {
			if (env_lookup(outer, b->name))
				continue;
			uint32_t k = 0;
			while (k < nn && names[k] != b->name)
				k++;
			if (k == nn) {
				if (nn == MAXN)
					continue;
				names[nn] = b->name;
				first[nn] = b;
				conflict[nn++] = 0;
			} else if (!conflict[k] && !binding_equal(first[k], b)) {
				conflict[k] = 1;
				nconf++;
			}
		}
	if (!nconf || (sb && sb != outer->subs)) {
		envlist_push(m->a, res, lift_nest_bindings(m, acc, outer));
		return;
	}
	/* one group per distinct combination of the disputed values */
	const Env *subs[MAXSUB];
	uint32_t ns = 0;
	for (sb = acc->subs; sb && sb != outer->subs; sb = sb->next)
		subs[ns++] = sb->e;
	for (uint32_t g = 0; g < ns; g++) {
		int dup = 0;
		for (uint32_t h = 0; h < g && !dup; h++) {
			int same = 1;
			for (uint32_t k = 0; k < nn && same; k++) {
				if (!conflict[k])
					continue;
				const Binding *x = env_lookup(subs[g], names[k]);
				const Binding *y = env_lookup(subs[h], names[k]);
				same = (!x && !y) || (x && y && binding_equal(x, y));
			}
			dup = same;
		}
		if (dup)
			continue;
		/* the occurrences that agree with occurrence g, oldest first */
		const Env *ge = outer;
		for (uint32_t h = ns; h-- > 0;) {
			int ok = 1;
			for (uint32_t k = 0; k < nn && ok; k++) {
				if (!conflict[k])
					continue;
				const Binding *x = env_lookup(subs[g], names[k]);
				const Binding *y = env_lookup(subs[h], names[k]);
				ok = !x || !y || binding_equal(x, y);
			}
			if (ok)
				ge = env_add_sub(m->a, ge, subs[h]);
		}
		envlist_push(m->a, res, lift_nest_bindings(m, ge, outer));
	}
}

/* Is C a loop (or, for `break`, a switch) that the `break;` or
 * `continue;` among the items of nest body BODY would belong to inside
 * it?  Such a jump of the pattern leaves the pattern's own loop, so its
 * occurrences are not looked for inside C. */
static int captures_jumps(const Node *body, const Node *c)
{
	int brk = 0, cont = 0;
	for (uint32_t i = 0; i < body->n; i++) {
		const Node *k = body->kid[i];
		brk |= k && k->kind == S_BREAK;
		cont |= k && k->kind == S_CONTINUE;
	}
	switch (c->kind) {
	case S_WHILE: case S_DO: case S_FOR: case S_ITERATOR:
		return brk || cont;
	case S_SWITCH:
		return brk;
	default:
		return 0;
	}
}

/* Every occurrence of the statement sequence BODY inside C (in any
 * block, at any depth): their token maps are added to *ACC.  Returns
 * whether there was one. */
static int nest_occurrences(MatchCtx *m, const Node *body, const Node *c, const Env **acc,
			    int depth)
{
	if (!c || depth > 3000 || m->too_deep)
		return 0;
	int found = 0;
	if (c->kind == S_BLOCK) {
		for (uint32_t j = 0; j < c->n; j++) {
			EnvList r = {0};
			uint32_t *ends;
			match_seq_prefix(m, body->kid, body->n, c->kid, c->n, j,
					 env_no_subs(m->a, *acc), &r, &ends);
			for (size_t x = 0; x < r.n; x++) {
				*acc = env_add_sub(m->a, *acc, r.v[x]);
				found = 1;
			}
			if (r.n)
				break;   /* one match per block start is enough */
		}
	}
	if (captures_jumps(body, c))
		return found;
	for (uint32_t i = 0; i < c->n; i++)
		found |= nest_occurrences(m, body, c->kid[i], acc, depth + 1);
	return found;
}

/* <... P ...> among statements: any run of statements, in which every
 * occurrence of P is matched (<+... ...+>: at least one).  The run is
 * the shortest one after which the rest of the pattern matches, as for
 * `...`. */
static void seq_nest(Seq *s, uint32_t i, uint32_t j, const Env *e, const Node *p)
{
	MatchCtx *m = s->m;
	const Node *body = p->kid[0];
	const Node *one = body->kind != P_SEQ ? body : body->n == 1 ? body->kid[0] : NULL;
	const Env *acc = e;
	int found = 0;
	for (uint32_t k = j; k <= s->nc; k++) {
		if (k > j) {
			/* occurrences inside statement k-1 */
			const Node *st = s->ck[k - 1];
			if (one) {
				EnvList r = {0};
				match_outermost(m, one, st, env_no_subs(m->a, acc), &r);
				for (size_t x = 0; x < r.n; x++) {
					acc = env_add_sub(m->a, acc, r.v[x]);
					found = 1;
				}
			} else {
				/* a sequence: at the level of the run itself, then inside */
				EnvList r = {0};
				uint32_t *ends;
				match_seq_prefix(m, body->kid, body->n, s->ck, k, k - 1,
						 env_no_subs(m->a, acc), &r, &ends);
				for (size_t x = 0; x < r.n; x++) {
					acc = env_add_sub(m->a, acc, r.v[x]);
					found = 1;
				}
				for (uint32_t x = 0; x < st->n && !captures_jumps(body, st); x++)
					found |= nest_occurrences(m, body, st->kid[x], &acc, 0);
			}
		}
		if (!found && (p->flags & NF_NEST_PLUS))
			continue;
		/* the nest's own delimiters stand for the run */
		EnvList groups = {0};
		nest_results(m, acc, e, &groups);
		for (size_t g = 0; g < groups.n; g++) {
			const Env *ne = groups.v[g];
			if (k > j && (m->pta->v[p->first].flags & TF_MINUS) &&
			    (m->pta->v[p->last].flags & TF_MINUS)) {
				/* a removed nest removes the whole run it spans */
				ne = env_map(m->a, ne, p->first, p->first, s->ck[j]->first,
					     s->ck[k - 1]->last);
				ne = env_map(m->a, ne, p->last, p->last, s->ck[k - 1]->last,
					     s->ck[k - 1]->last);
			} else if (k > j) {
				ne = env_map(m->a, ne, p->first, p->first, s->ck[j]->first,
					     s->ck[j]->first);
				ne = env_map(m->a, ne, p->last, p->last, s->ck[k - 1]->last,
					     s->ck[k - 1]->last);
			}
			seq_next(s, i, k, ne);
		}
	}
}

/* Is K a T_BASE `int` that its fellow specifiers make implied
 * (`unsigned int` = `unsigned`; spatch does not do it for long, short)? */
static int implied_int(Node *const *v, uint32_t n, const Node *k)
{
	if (!k || k->kind != T_BASE || k->op != KW_INT)
		return 0;
	for (uint32_t i = 0; i < n; i++)
		if (v[i] && v[i]->kind == T_BASE &&
		    v[i]->op == KW_UNSIGNED)
			return 1;
	return 0;
}

/* Is pattern P an expression, or a disjunction of expressions? */
static int expr_pattern(const Node *p, int depth)
{
	if (!p || depth > 100)
		return 0;
	if (p->kind == P_DISJ) {
		for (uint32_t i = 0; i < p->n; i++) {
			const Node *k = p->kid[i];
			if (k && k->kind == P_SEQ && k->n == 1)
				k = k->kid[0];
			if (!expr_pattern(k, depth + 1))
				return 0;
		}
		return p->n > 0;
	}
	return ast_is_expr(p->kind);
}

/* A bare expression item of a statement sequence (`x = f(E)` before
 * `...`) against a C statement: the expression anywhere in a simple
 * statement, or in the test of an if, loop or switch (not in their
 * branches, which are statements of their own). */
static void expr_item_in_stmt(MatchCtx *m, const Node *p, const Node *c, const Env *e,
			      EnvList *out)
{
	switch (c->kind) {
	case S_EXPR: case S_RETURN: case S_DECL:
		match_anywhere(m, p, c, e, out);
		break;
	case S_IF: case S_WHILE: case S_SWITCH:
		if (c->n && c->kid[0]) {
			/* the test, where isomorphisms on truth values apply */
			const Node *saved = m->test;
			m->test = match_cond_kid(m, c, 0) ? c->kid[0] : NULL;
			match_anywhere(m, p, c->kid[0], e, out);
			m->test = saved;
		}
		break;
	default:
		break;
	}
}

/* C item C is a directive with no control flow (#define, #undef,
 * #include...; in a comma-separated list, SEP, also a conditional's
 * line: an argument, initializer or enumerator list has no paths) and
 * pattern item P no directive: P's match is looked for after it, as if
 * the directive were not there. */
static int skippable_directive(const Node *p, const Node *c, int sep)
{
	if (!c || !(c->kind == PP_DEFINE || c->kind == PP_INCLUDE || c->kind == PP_OTHER ||
		    (sep && c->kind == PP_COND)))
		return 0;
	return !(p->kind == PP_DEFINE || p->kind == PP_INCLUDE || p->kind == PP_OTHER ||
		 p->kind == PP_COND);
}

static void seq_at(Seq *s, uint32_t i, uint32_t j, const Env *e)
{
	MatchCtx *m = s->m;
	if (!match_enter(m))
		return;
	if (s->specs) {
		/* the pattern's `int` may be implied in the code (spatch
		 * does not take the code's `int` as implied) */
		if (i < s->np && implied_int(s->pk, s->np, s->pk[i]) &&
		    !(j < s->nc && s->ck[j] && s->ck[j]->kind == T_BASE && s->ck[j]->op == KW_INT))
			seq_next(s, i, j, e);
	}
	if (i == s->np) {
		/* a list may end with directive lines (`f(a, b\n#endif\n)') */
		while (s->sep && j < s->nc && s->ck[j] && s->ck[j]->kind == PP_COND)
			j++;
		if (!s->anchored || j == s->nc) {
			envlist_push(m->a, s->out, e);
			push_end(s, j);
		}
		match_leave(m);
		return;
	}
	const Node *p = s->pk[i];
	const Meta *lm = NULL;
	if (p->kind == P_META) {
		lm = p->aux ? p->aux : match_token_meta(m->pta, p->first);
		if (lm && !match_meta_is_list(lm) && !(s->specs && meta_category(lm->kind) == MC_TYPE))
			lm = NULL;
	}
	if (lm && s->specs && meta_category(lm->kind) == MC_TYPE) {
		/* a type metavariable among specifiers: one or more of them
		 * (`unsigned T` with T = long long int) */
		for (uint32_t k = j + 1; k <= s->nc; k++) {
			int ok = 1;
			for (uint32_t x = j; x < k && ok; x++)
				ok = s->ck[x] && s->ck[x]->kind != T_STORAGE &&
				     !(m->cta->v[s->ck[x]->first].flags & TF_EXPANDED);
			if (!ok)
				break;
			const Env *ne = match_bind_tokens(m, lm, s->ck[j]->first, s->ck[k - 1]->last, e);
			if (!ne)
				continue;
			ne = map_run(s, p, j, k, ne);
			seq_next(s, i, k, ne);
		}
		match_leave(m);
		return;
	}
	if (p->kind == P_DOTS || lm) {
		/* `...` ending a statement sequence runs to the end of it */
		uint32_t k0 = j;
		if (p->kind == P_DOTS && i + 1 == s->np && !s->sep && !s->specs)
			k0 = s->nc;
		for (uint32_t k = j; k <= s->nc; k++) {
			if (k < k0)
				continue;
			if (p->kind == P_DOTS && k > j && !when_ok(s, p, j, k, e))
				break;
			if (p->kind == P_DOTS && k > j && !dots_may_skip(s, i, k - 1, e))
				break;
			if (lm && m->len_ok && !m->len_ok(m->hook, lm, k - j))
				continue;
			const Env *ne = e;
			if (lm) {
				if (k > j)
					ne = match_bind_tokens(m, lm, s->ck[j]->first, s->ck[k - 1]->last, e);
				else
					ne = match_bind_tokens(m, lm, 1, 0, e);
				if (ne && m->len_bind)
					ne = m->len_bind(m->hook, lm, k - j, ne);
				if (!ne)
					continue;
			}
			ne = map_run(s, p, j, k, ne);
			seq_next(s, i, k, ne);
		}
	} else if ((p->kind == P_DISJ || p->kind == P_CONJ) && has_seq_branch(p)) {
		seq_disj(s, i, j, e);
	} else if (p->kind == P_SEQ) {
		seq_sub(s, i, j, e, p);
	} else if (p->kind == P_NEST && !s->sep && p->n && p->kid[0]) {
		seq_nest(s, i, j, e, p);
	} else if (p->kind == P_OPT) {
		if (j < s->nc && p->n && p->kid[0]) {
			EnvList r = {0};
			match_node(m, p->kid[0], s->ck[j], e, &r);
			for (size_t x = 0; x < r.n; x++)
				seq_next(s, i, j + 1, r.v[x]);
		}
		seq_next(s, i, j, e);
	} else if (j < s->nc && skippable_directive(p, s->ck[j], s->sep)) {
		/* a run of directives at once: a header of thousands of
		 * #defines must not cost one level of recursion each */
		uint32_t k = j + 1;
		while (k < s->nc && skippable_directive(p, s->ck[k], s->sep))
			k++;
		seq_at(s, i, k, e);
	} else if (j < s->nc) {
		EnvList r = {0};
		const Node *c = s->ck[j];
		match_node(m, p, c, e, &r);
		int inside = 0;
		if (!r.n && !s->sep && !s->specs && expr_pattern(p, 0) && ast_is_stmt(c->kind)) {
			expr_item_in_stmt(m, p, c, e, &r);
			inside = 1;
		}
		for (size_t x = 0; x < r.n; x++) {
			const Env *ne = r.v[x];
			if (!inside)
				ne = match_item_anchors(m, p, c, ne, e);
			seq_next(s, i, j + 1, ne);
		}
	}
	match_leave(m);
}

void match_seq(MatchCtx *m, Node *const *pk, uint32_t np, Node *const *ck,
	       uint32_t nc, const Env *e, EnvList *out)
{
	Seq s = {m, pk, np, ck, nc, 1, 0, 0, out, NULL, 0};
	seq_at(&s, 0, 0, e);
}

void match_seq_prefix(MatchCtx *m, Node *const *pk, uint32_t np,
		      Node *const *ck, uint32_t nc, uint32_t start,
		      const Env *e, EnvList *out, uint32_t **ends)
{
	*ends = NULL;
	Seq s = {m, pk, np, ck, nc, 0, 0, 0, out, ends, 0};
	if (out->n) {
		/* keep ends parallel to out */
		s.ends_cap = 0;
	}
	seq_at(&s, 0, start, e);
}

int match_seq_passes_over(MatchCtx *m, const Node *p, const Node *c)
{
	/* the cases seq_at tries before passing over directives */
	if (p->kind == P_META) {
		const Meta *lm = p->aux ? p->aux : match_token_meta(m->pta, p->first);
		if (lm && match_meta_is_list(lm))
			return 0;
	}
	if (p->kind == P_DOTS || p->kind == P_SEQ || p->kind == P_NEST || p->kind == P_OPT)
		return 0;
	if ((p->kind == P_DISJ || p->kind == P_CONJ) && has_seq_branch(p)) {
		/* branches of sequences: the same, when each passes over C
		 * (a branch of one item that is no directive cannot match
		 * C; a match from C through a later branch, which an earlier
		 * one hides at the next item, is no match to look for) */
		for (uint32_t b = 0; b < p->n; b++) {
			const Node *k = p->kid[b];
			if (!k)
				return 0;
			if (k->kind == P_SEQ ? !k->n || !k->kid[0] || !match_seq_passes_over(m, k->kid[0], c)
					     : !match_seq_passes_over(m, k, c))
				return 0;
		}
		return 1;
	}
	return skippable_directive(p, c, 0);
}

/* Can block pattern P, whose items hold a `...`, stand for a statement
 * without braces (match_block_unbraced)? */
static int block_dots_lone(MatchCtx *m, const Node *p)
{
	int dots = 0;
	for (uint32_t i = 0; i < p->n; i++) {
		if (!p->kid[i])
			return 0;
		dots |= p->kid[i]->kind == P_DOTS;
	}
	return dots && match_block_unbraced(m->pta, p);
}

/* Is PK, a branch of control statement pattern P, a block pattern with
 * a `...` (see block_dots_lone) where the code CK has a statement
 * without braces? */
int match_block_branch(MatchCtx *m, const Node *p, const Node *pk, const Node *ck)
{
	if (!pk || !ck || pk->kind != S_BLOCK || ck->kind == S_BLOCK || !ast_is_stmt(ck->kind) ||
	    (m->iso_off & ISO_BRACES_DOTS))
		return 0;
	switch (p->kind) {
	case S_IF: case S_WHILE: case S_DO: case S_FOR: case S_ITERATOR:
		return block_dots_lone(m, pk);
	default:
		return 0;
	}
}

const Env *match_item_anchors(MatchCtx *m, const Node *p, const Node *c, const Env *ne,
			      const Env *base)
{
	/* code added before or after the item goes before or after the
	 * whole C item (its storage class, attributes...) */
	if (p->first < p->last && c->first <= c->last) {
		const Meta *fm = match_token_meta(m->pta, p->first);
		const Meta *lm = match_token_meta(m->pta, p->last);
		if (!fm || meta_category(fm->kind) == MC_IDENT)
			ne = env_map_anchor(m->a, ne, p->first, c->first);
		if ((!lm || meta_category(lm->kind) == MC_IDENT) &&
		    !mapped_inside(ne, base, p->last, c->last))
			ne = env_map_anchor(m->a, ne, p->last, c->last);
	}
	return ne;
}

/* { ... S } (items with `...`) against a lone statement C: the items
 * as a sequence of that one statement. */
void match_block_lone(MatchCtx *m, const Node *p, const Node *c, const Env *e,
		      EnvList *out)
{
	EnvList r = {0};
	Node *one[1] = {(Node *)c};
	match_seq(m, p->kid, p->n, one, 1, e, &r);
	for (size_t x = 0; x < r.n; x++) {
		const Env *ne = env_map_anchor(m->a, r.v[x], p->first, c->first);
		envlist_push(m->a, out, env_map_anchor(m->a, ne, p->last, c->last));
	}
}

/* Brackets around a list ( { [ : map the first and last tokens. */
static const Env *map_brackets(MatchCtx *m, const Node *p, const Node *c, const Env *e)
{
	if (p->first > p->last || c->first > c->last)
		return e;
	int pk = m->pta->v[p->first].kind, ck = m->cta->v[c->first].kind;
	if ((pk == TK_LPAREN || pk == TK_LBRACE || pk == TK_LBRACK) && pk == ck) {
		e = env_map(m->a, e, p->first, p->first, c->first, c->first);
		int pl = m->pta->v[p->last].kind, cl = m->cta->v[c->last].kind;
		if (pl == cl && (pl == TK_RPAREN || pl == TK_RBRACE || pl == TK_RBRACK))
			e = env_map(m->a, e, p->last, p->last, c->last, c->last);
	}
	return e;
}

/* Is one of the specifiers P a type metavariable?  It stands for the
 * whole type, qualifiers included (`T` binds `const int`). */
static int specs_have_type_meta(const MatchCtx *m, const Node *p)
{
	for (uint32_t i = 0; i < p->n; i++) {
		const Node *k = p->kid[i];
		if (!k || k->kind != P_META)
			continue;
		const Meta *tm = k->aux ? k->aux : match_token_meta(m->pta, k->first);
		if (tm && meta_category(tm->kind) == MC_TYPE)
			return 1;
	}
	return 0;
}

/* Is every item of initializer list P designated (or `...`)? */
static int designated_only(const Node *p)
{
	int any = 0;
	for (uint32_t i = 0; i < p->n; i++) {
		const Node *k = p->kid[i];
		if (!k)
			return 0;
		if (k->kind == I_DESIG)
			any = 1;
		else if (k->kind != P_DOTS)
			return 0;
	}
	return any;
}

/* Designated initializers match in any order: each item of P (from I on)
 * finds a distinct item of C (USED marks the taken ones, up to 64), in
 * every way it can (`{ .f = E, ... }' once per item of the code); the
 * others of C may be anything. */
static void match_designated(MatchCtx *m, const Node *p, const Node *c, uint32_t i,
			     uint64_t used, const Env *e, EnvList *out)
{
	if (!match_enter(m))
		return;
	while (i < p->n && p->kid[i]->kind == P_DOTS)
		i++;
	if (i == p->n) {
		/* a removed `...` takes the items no pattern item took */
		const Node *md = NULL;
		for (uint32_t k = 0; k < p->n && !md; k++)
			if (p->kid[k]->kind == P_DOTS && (m->pta->v[p->kid[k]->first].flags & TF_MINUS))
				md = p->kid[k];
		/* a list whose braces go takes its items with it: items no
		 * pattern item names would be left without their braces, so
		 * there must be none (unless a removed `...` takes them) */
		if (!md && p->first < m->pta->n && m->pta->v[p->first].kind == TK_LBRACE &&
		    (m->pta->v[p->first].flags & TF_MINUS))
			for (uint32_t j = 0; j < c->n; j++)
				if (c->kid[j] && (j >= 64 || !(used & (1ull << j)))) {
					match_leave(m);
					return;
				}
		for (uint32_t j = 0; md && e && j < c->n && j < 64; j++) {
			if (used & (1ull << j) || !c->kid[j])
				continue;
			int64_t cs = sep_after(m->cta, c->kid[j]);
			uint32_t last = cs >= 0 ? (uint32_t)cs : c->kid[j]->last;
			e = env_map(m->a, e, md->first, md->last, c->kid[j]->first, last);
		}
		if (e)
			envlist_push(m->a, out, e);
		match_leave(m);
		return;
	}
	const Node *pk = p->kid[i];
	for (uint32_t j = 0; j < c->n && j < 64; j++) {
		if (used & (1ull << j) || !c->kid[j])
			continue;
		EnvList r = {0};
		match_node(m, pk, c->kid[j], e, &r);
		for (size_t x = 0; x < r.n; x++) {
			const Env *ne = r.v[x];
			/* the comma after the item goes with it */
			int64_t ps = sep_after(m->pta, pk), cs = sep_after(m->cta, c->kid[j]);
			if (ps >= 0 && (uint32_t)ps <= p->last)
				ne = cs >= 0 ? env_map(m->a, ne, (uint32_t)ps, (uint32_t)ps, (uint32_t)cs,
						       (uint32_t)cs)
					     : env_map(m->a, ne, (uint32_t)ps, (uint32_t)ps, 1, 0);
			match_designated(m, p, c, i + 1, used | (1ull << j), ne, out);
		}
	}
	match_leave(m);
}

/* Specifiers V[0..N) in a canonical order (a copy in the match arena):
 * with ATTRS attributes as written, then storage classes, then
 * qualifiers, each by keyword, then the others as written. */
static Node **specs_in_order(MatchCtx *m, Node *const *v, uint32_t n, int attrs)
{
	Node **r = arena_alloc(m->a, (n ? n : 1) * sizeof *r);
	uint32_t k = 0;
	for (uint32_t i = 0; i < n && attrs; i++)
		if (v[i] && v[i]->kind == T_ATTRS)
			r[k++] = v[i];  /* attributes first, as written */
	for (int pass = 0; pass < 2; pass++) {
		int kind = pass == 0 ? T_STORAGE : T_QUAL;
		uint32_t from = k;
		for (uint32_t i = 0; i < n; i++)
			if (v[i] && v[i]->kind == kind && v[i]->n == 0) {
				/* insertion by keyword: a handful of items */
				uint32_t j = k++;
				while (j > from && r[j - 1]->op > v[i]->op) {
					r[j] = r[j - 1];
					j--;
				}
				r[j] = v[i];
			}
	}
	for (uint32_t i = 0; i < n; i++)
		if (!v[i] || !((v[i]->kind == T_STORAGE || v[i]->kind == T_QUAL) && v[i]->n == 0))
			if (!attrs || !v[i] || v[i]->kind != T_ATTRS)
				r[k++] = v[i];
	return r;
}

/* Is added code written in the run of removed code around removed
 * pattern node P (P is replaced, not only removed)?  The minus view
 * keeps the added tokens, hidden. */
static int replaced(const MatchCtx *m, const Node *p)
{
	for (uint32_t i = p->last + 1; i < m->pta->n; i++) {
		const Token *t = &m->pta->v[i];
		if (t->flags & TF_PLUS)
			return 1;
		if (!(t->flags & (TF_HIDDEN | TF_MINUS)) || t->kind == TK_EOF)
			break;
	}
	for (uint32_t i = p->first; i-- > 0;) {
		const Token *t = &m->pta->v[i];
		if (t->flags & TF_PLUS)
			return 1;
		if (!(t->flags & (TF_HIDDEN | TF_MINUS)))
			break;
	}
	return 0;
}

/* Do pattern specifiers P name the type int alone (with qualifiers or
 * storage classes, nothing of it changed) and code specifiers C no type
 * at all (C89's implicit int)? */
static int implicit_int(const Node *p, const Node *c)
{
	int ints = 0;
	for (uint32_t i = 0; i < p->n; i++) {
		const Node *k = p->kid[i];
		if (!k)
			continue;
		if (k->kind == T_BASE && k->op == KW_INT)
			ints++;
		else if (k->kind != T_STORAGE && k->kind != T_QUAL && k->kind != T_ATTRS)
			return 0;
	}
	if (ints != 1)
		return 0;
	for (uint32_t i = 0; i < c->n; i++) {
		const Node *k = c->kid[i];
		if (k && k->kind != T_STORAGE && k->kind != T_QUAL && k->kind != T_ATTRS)
			return 0;
	}
	return 1;
}

/* Does pattern specifier list P name storage class (or `inline') KW? */
static int names_storage(const Node *p, int kw)
{
	for (uint32_t i = 0; i < p->n; i++)
		if (p->kid[i] && p->kid[i]->kind == T_STORAGE && p->kid[i]->op == kw)
			return 1;
	return 0;
}

void match_list(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	e = map_brackets(m, p, c, e);
	Node *const *ck = c->kid;
	uint32_t nc = c->n;
	if ((p->kind == T_SPECS || p->kind == T_QUALS) && c->n &&
	    (m->iso_off & (ISO_STORAGE | ISO_QUAL | ISO_ATTR)) != (ISO_STORAGE | ISO_QUAL | ISO_ATTR)) {
		/* storage classes, qualifiers and attributes the pattern does
		 * not mention are optional in the code */
		int ps = match_has_kid_kind(p, T_STORAGE) || (m->iso_off & ISO_STORAGE),
		    pq = match_has_kid_kind(p, T_QUAL) || (m->iso_off & ISO_QUAL),
		    pa = match_has_kid_kind(p, T_ATTRS) || (m->iso_off & ISO_ATTR);
		if (p->kind == T_SPECS && specs_have_type_meta(m, p))
			pq = 1;
		Node **f = arena_alloc(m->a, c->n * sizeof *f);
		nc = 0;
		for (uint32_t i = 0; i < c->n; i++) {
			const Node *k = c->kid[i];
			if (k && ((k->kind == T_STORAGE && !ps) || (k->kind == T_QUAL && !pq) ||
				  (k->kind == T_ATTRS && !pa)))
				continue;
			/* and where it names some, those it does not name
			 * (`static int f' is also `static inline int f',
			 * `inline int f' also `static inline int f') */
			if (k && k->kind == T_STORAGE && k->n == 0 && k->op != KW_TYPEDEF &&
			    !(m->iso_off & ISO_STORAGE) && !names_storage(p, k->op))
				continue;
			f[nc++] = c->kid[i];
		}
		ck = f;
	}
	if (p->kind == I_LIST && p->n == 0 && c->kind == I_LIST) {
		/* `{ }' in a pattern is a designated initializer with no
		 * items named: it matches an empty list and one with
		 * designators (its items in any order, those not named
		 * left alone), not a positional one (`{0}') */
		int desig = nc == 0;
		for (uint32_t i = 0; i < nc && !desig; i++)
			desig = ck[i] && ck[i]->kind == I_DESIG;
		if (desig)
			envlist_push(m->a, out, e);
		return;
	}
	if (p->kind == I_LIST && designated_only(p)) {
		match_designated(m, p, c, 0, 0, e, out);
		return;
	}
	Node *const *pkids = p->kid;
	uint32_t np = p->n;
	if (p->kind == T_SPECS && implicit_int(p, c)) {
		/* specifiers that name no type declare an int (`static
		 * foo(int x) {'): the pattern's `int' stands for none */
		Node **f = arena_alloc(m->a, (p->n + 1) * sizeof *f);
		np = 0;
		for (uint32_t i = 0; i < p->n; i++)
			if (!(p->kid[i] && p->kid[i]->kind == T_BASE && p->kid[i]->op == KW_INT))
				f[np++] = p->kid[i];
		pkids = f;
	}
	if (p->kind == T_SPECS && (match_has_kid_kind(p, T_QUAL) || match_has_kid_kind(p, T_STORAGE) ||
				   (m->in_typename && match_has_kid_kind(p, T_ATTRS)))) {
		/* `const char` is `char const`: storage classes, qualifiers
		 * (and in a type name attributes) match in any order */
		pkids = specs_in_order(m, pkids, np, m->in_typename);
		ck = specs_in_order(m, ck, nc, m->in_typename);
	}
	Seq s = {m, pkids, np, ck, nc, 1, is_sep_list(p->kind), p->kind == T_SPECS, out, NULL, 0};
	size_t before = out->n;
	seq_at(&s, 0, 0, e);
	if (match_all_minus(m, p) && !(p->kind == T_SPECS && replaced(m, p)))
		/* a removed list goes whole: the specifiers the pattern left
		 * optional (`- int x;` removes `static int x;`, but `- int
		 * + long` keeps them, as spatch), the trailing comma of an
		 * initializer `{ ... }` */
		for (size_t x = before; x < out->n; x++)
			out->v[x] = env_map(m->a, out->v[x], p->first, p->last, c->first, c->last);
}

/* <... P ...> and <+... P ...+> standing for an expression or statement:
 * every occurrence of P inside C is matched (their token maps are merged
 * into one environment); the plus form needs at least one. */
void match_nest(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	if (!p->n || !p->kid[0])
		return;
	const Node *body = p->kid[0];
	const Env *acc = e;
	int found = 0;
	if (body->kind == P_SEQ && body->n > 1) {
		found = nest_occurrences(m, body, c, &acc, 0);
	} else {
		EnvList r = {0};
		match_outermost(m, body, c, env_no_subs(m->a, e), &r);
		for (size_t x = 0; x < r.n; x++) {
			/* each occurrence is transformed with its own bindings */
			acc = env_add_sub(m->a, acc, r.v[x]);
			found = 1;
		}
	}
	if (!found && (p->flags & NF_NEST_PLUS))
		return;
	EnvList groups = {0};
	nest_results(m, acc, e, &groups);
	for (size_t g = 0; g < groups.n; g++) {
		acc = groups.v[g];
		if ((m->pta->v[p->first].flags & TF_MINUS) &&
		    (m->pta->v[p->last].flags & TF_MINUS) && c->first <= c->last) {
			/* a removed nest removes all the code it spans */
			acc = env_map(m->a, acc, p->first, p->first, c->first, c->last);
			acc = env_map(m->a, acc, p->last, p->last, c->last, c->last);
		} else {
			acc = env_map(m->a, acc, p->first, p->first, c->first, c->first);
			acc = env_map(m->a, acc, p->last, p->last, c->last, c->last);
		}
		envlist_push(m->a, out, acc);
	}
}
