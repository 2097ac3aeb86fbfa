/* smpl2ctl.h - statement sequences with `...` over control flow.
 *
 * Owns: translating a rule's statement sequence (simple statements,
 * `...` with its `when` clauses, disjunctions of simple statements) into
 * a CTL-VW formula whose predicates are the structural matcher, checking
 * it with the model checker on the control-flow graph of each function,
 * and turning the witnesses of each result into an environment (the
 * bindings and the token maps of one matched node), so that the
 * transformation stage treats it like any other match.
 * Include from run/find.c.
 */
#ifndef LADYBUG_SMPL2CTL_H
#define LADYBUG_SMPL2CTL_H

#include "cfront/ast.h"
#include "match/bind.h"
#include "flow/cfg.h"
#include "match/match.h"

/* Can the sequence PV[0..PN) be checked over control flow (it has a
 * `...` between statements, and every other item is a statement that
 * stands for one node of the graph)? */
int s2c_applies(Node *const *pv, uint32_t pn);

typedef struct S2cOpts {
	int exists;          /* the rule is `exists` (or in context mode) */
	long max_steps;      /* --steps (0: none) */
	double timeout;      /* --timeout seconds (0: none) */
	/* The metavariables used by the added code anchored on pattern
	 * tokens FIRST..LAST: up to MAX names into NAMES, returns how many.
	 * A metavariable is quantified where the pattern first uses it,
	 * counting these uses, so that added code sees one value. */
	uint32_t (*plus_uses)(void *ctx, uint32_t first, uint32_t last,
			      const Ident **names, uint32_t max);
	void *ctx;
} S2cOpts;

/* Check the sequence on every function of CFGS; append to OUT, for each
 * place where it holds, one environment per node that the formula
 * matched on its paths (each extending SEED with the bindings in force
 * there and that node's token maps).  M gives
 * the matcher's context (pattern and C tokens, constraint hook).
 * Returns the number of functions whose check stopped on a limit. */
int s2c_match(MatchCtx *m, const CfgSet *cfgs, Node *const *pv, uint32_t pn,
	      const S2cOpts *opts, const Env *seed, EnvList *out);

/* Can the items of a function body pattern (between its braces) be
 * checked over the function's control flow (a `...` and at least one
 * statement that stands for one node, nothing else)? */
int s2c_body_applies(Node *const *pv, uint32_t pn);

/* Check the body items PV[0..PN) from the `{` of the body of the
 * function of CFG (a leading `...` runs from the brace, a trailing one
 * to the end).  Results as s2c_match. */
int s2c_match_body(MatchCtx *m, const Cfg *cfg, Node *const *pv, uint32_t pn,
		   const S2cOpts *opts, const Env *seed, EnvList *out);

/* Is P an `if (C) { ... S }` with no else whose block has a `...` and
 * ends with a return or goto (its `if`, parentheses and braces kept)?
 * Such a statement is checked over control flow: the `...` in its block
 * follow jumps out of the block, and end before the end of the if. */
int s2c_if_block_applies(const Node *p);

/* Check the if statement P (see s2c_if_block_applies) on every function
 * of CFGS.  Results as s2c_match; -1 (and nothing checked) when a
 * token of its `if`, parentheses or braces is removed or has code
 * added next to it. */
int s2c_match_if_block(MatchCtx *m, const CfgSet *cfgs, const Node *p, const S2cOpts *opts,
		       const Env *seed, EnvList *out);

#endif
