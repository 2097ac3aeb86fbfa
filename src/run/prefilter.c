/* prefilter.c - which files can match at all; see prefilter.h. */
#include "run/prefilter.h"

#include <stdlib.h>
#include <string.h>

#include "base/ctype.h"
#include "run/rules.h"

/* Names that isomorphisms can make disappear from matched code. */
static int iso_name(const Ident *id)
{
	static const char *const names[] = {"NULL", "likely", "unlikely", "__predict_true",
					    "__predict_false"};
	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		if (strcmp(id->name, names[i]) == 0)
			return 1;
	return 0;
}

/* The index in W (N bytes, N > 0) of its letter least common in C code. */
static size_t rare_char(const char *w, size_t n)
{
	static const char common[] = "_etaoinsrlcdupmfhgbyvwkxjqz";
	size_t best = 0;
	int best_rank = -1;
	for (size_t i = 0; i < n; i++) {
		const char *at = strchr(common, w[i]);
		int rank = at && w[i] ? (int)(at - common) : 40;   /* digits, capitals: rare */
		if (rank > best_rank) {
			best_rank = rank;
			best = i;
		}
	}
	return best;
}

/* Does TEXT contain NAME as a whole word? */
static int has_word(const char *text, size_t len, const Ident *name)
{
	const char *p = text, *end = text + len;
	/* look for the rarest letter of NAME, then compare the whole name
	 * around it: memchr stops less often than on a common first letter */
	size_t k = rare_char(name->name, name->len);
	while (p < end) {
		if ((size_t)(end - p) < name->len)
			return 0;
		const char *q = memchr(p + k, name->name[k], (size_t)(end - p) - k);
		if (!q || (size_t)(end - (q - k)) < name->len)
			return 0;
		q -= k;
		if (memcmp(q, name->name, name->len) != 0) {
			p = q + 1;
			continue;
		}
		int before = q > text && ch_is_word(q[-1]);
		int after = q + name->len < end && ch_is_word(q[name->len]);
		if (!before && !after)
			return 1;
		p = q + 1;
	}
	return 0;
}

/* Could pattern N match somewhere in TEXT, as far as the plain names it
 * needs tell?  A disjunction needs one of its branches; optional parts,
 * nests, dots and `when` need nothing. */
static int names_may_match(const Node *n, const TokenArray *pta, const char *text, size_t len,
			   int depth)
{
	if (!n || depth > 3000)
		return 1;
	switch (n->kind) {
	case P_NEST:
		/* <+... P ...+> needs P at least once; <... P ...> nothing */
		if ((n->flags & NF_NEST_PLUS) && n->n && n->kid[0])
			return names_may_match(n->kid[0], pta, text, len, depth + 1);
		return 1;
	case P_OPT: case P_WHEN: case P_DOTS:
		return 1;
	case P_DISJ:
		for (uint32_t i = 0; i < n->n; i++)
			if (!n->kid[i] || names_may_match(n->kid[i], pta, text, len, depth + 1))
				return 1;
		return n->n == 0;
	case E_IDENT: case S_MACRO: case S_ITERATOR: case D_MACRO_DECL:
	case T_NAME: case T_STRUCT: case T_ENUM: case DR_IDENT:
		/* typedef names, struct and enum tags and declared names are
		 * written in the code they match, as called names are */
		if (n->name && !(n->flags & NF_META_NAME) && !iso_name(n->name) &&
		    n->first < pta->n && pta->v[n->first].kind != TK_META &&
		    !has_word(text, len, n->name))
			return 0;
		break;
	default:
		break;
	}
	for (uint32_t i = 0; i < n->n; i++)
		if (!names_may_match(n->kid[i], pta, text, len, depth + 1))
			return 0;
	return 1;
}

/* Does pattern N have metavariable M where every match binds it (1), or
 * only in some branches of a disjunction or optional parts (0), or not
 * at all (-1)? */
static int meta_in(const Node *n, const Meta *m, int depth)
{
	if (!n || depth > 3000)
		return -1;
	if ((n->kind == P_META || n->kind == P_POS) && n->aux == m)
		return 1;
	int some = 0;
	if (n->kind == P_DISJ) {
		int all = n->n > 0;
		for (uint32_t i = 0; i < n->n; i++) {
			int k = meta_in(n->kid[i], m, depth + 1);
			all &= k == 1;
			some |= k >= 0;
		}
		return all ? 1 : some ? 0 : -1;
	}
	int opt = n->kind == P_OPT || n->kind == P_NEST || n->kind == P_WHEN || n->kind == P_DOTS;
	for (uint32_t i = 0; i < n->n; i++) {
		int k = meta_in(n->kid[i], m, depth + 1);
		if (k == 1 && !opt)
			return 1;
		some |= k >= 0;
	}
	return some ? 0 : -1;
}

/* Must a match of pattern P (NULL: no pattern) bind the inherited M
 * that the rule uses?  Not when M is in P only where a match may do
 * without it: the rule can match without M's rule. */
static int meta_needed(const Node *p, const Meta *m, int depth)
{
	return !p || meta_in(p, m, depth) != 0;
}

/* Can some rule match in TEXT?  A rule whose every match needs a name
 * that TEXT lacks cannot; neither can one whose `depends on` needs a rule
 * that cannot, nor one that uses a metavariable inherited from such a
 * rule.  Those two need ALONE: the file is a unit of its own, not one of
 * the command-line files whose rules are decided together. */
int file_may_match(Run *r, const char *text, size_t len, int alone)
{
	uint32_t nr = r->sp->nrules;
	uint8_t *never = xcalloc(nr + 1, 1);
	int any = 0;
	for (uint32_t i = 0; i < nr && !any; i++) {
		const Rule *R = r->sp->rules[i];
		int can = R->kind != RK_CODE || r->pat[i] != NULL;
		if (alone && can && dep_possible(r, R->depends, never) == 0)
			can = 0;
		for (uint32_t k = 0; k < R->nmetas && can && alone; k++) {
			const Meta *m = R->metas[k];
			const Rule *q = m->rule ? smpl_find_rule(r->sp, m->rule) : NULL;
			if (q && q->index < i && never[q->index] && meta_used(R, m) &&
			    meta_needed(r->pat[i], m, 0))
				can = 0;
		}
		if (can && R->kind == RK_CODE)
			can = names_may_match(r->pat[i], &R->minus_view, text, len, 0);
		never[i] = !can;
		any = can && R->kind == RK_CODE;
	}
	xfree(never);
	return any;
}


/* Can code rule R match in TEXT, as far as the names every match of it
 * needs tell?  (The text of the file as earlier rules left it.) */
int rule_may_match(const Run *r, const Rule *R, const char *text, size_t len)
{
	if (R->kind != RK_CODE || !r->pat[R->index])
		return 1;
	return names_may_match(r->pat[R->index], &R->minus_view, text, len, 0);
}
