/* rule2ctl.h - a rule's statement pattern as one CTL-VW formula over the
 * control-flow graph of each function.
 *
 * Owns: the translation of a rule's minus (or context) statement pattern
 * -- any sequence of statements, declarations and bare expressions, with
 * `...` and its `when` clauses, nests, `?S`, disjunctions and
 * conjunctions of sequences, blocks, if/else, loops, switch and cases,
 * labels, jumps, a function definition with its body -- into one
 * formula whose predicates are the structural matcher at single graph
 * nodes; checking it on every function; and turning the witnesses of
 * each result (every node the formula matched on its paths, with its
 * bindings and token maps) into environments, which the transformation
 * stage turns into edits like any other match.  How a statement pattern
 * matches is decided here and nowhere else.
 * Include from run/find.c.
 */
#ifndef LADYBUG_RULE2CTL_H
#define LADYBUG_RULE2CTL_H

#include "cfront/ast.h"
#include "flow/cfg.h"
#include "match/bind.h"
#include "match/match.h"

typedef struct R2cOpts {
	int exists;          /* the rule is `exists` (or in context mode) */
	long max_steps;      /* --steps (0: none) */
	double timeout;      /* --timeout seconds (0: none) */
	size_t max_memory;   /* --max-memory in bytes (0: none) */
	/* The limits hold per function: max_steps for each of its checks
	 * (one per value of the first item's metavariables) and
	 * R2C_FUNCTION_STEPS times as many for all of them together, the
	 * time for all of them, the memory for each. */
	/* The metavariables used by the added code anchored on pattern
	 * tokens FIRST..LAST: up to MAX names into NAMES, returns how many.
	 * A metavariable is quantified where the pattern uses it, counting
	 * these uses, so that added code sees one value. */
	uint32_t (*plus_uses)(void *ctx, uint32_t first, uint32_t last,
			      const Ident **names, uint32_t max);
	/* Does a later rule (or script) inherit the current rule's
	 * metavariable NAME?  (NULL: none does.) */
	int (*used_after)(void *ctx, const Ident *name);
	void *ctx;
	/* Out, or NULL: set when a node to change is reachable from the
	 * function's entry without passing any place where a match starts
	 * (spatch's "reachable by inconsistent control-flow paths"): then
	 * the rule's matches of that function are dropped, and the caller
	 * leaves the file as it was. */
	struct R2cInconsistent {
		int found;
		uint32_t tok;            /* the first C token of that node */
		const char *func;        /* the function's name, or NULL */
	} *inconsistent;
	/* Where the translations of the pattern are kept for the later
	 * calls of one rule on one version of a file (NULL: each call
	 * translates it anew): see r2c_memo_new. */
	struct R2cMemo *memo;
} R2cOpts;

/* A memo of translations: r2c_match translates a pattern once for all
 * its calls with OPTS.memo that give the same pattern and bind the same
 * metavariables in their seed (the formula depends on no more), and
 * finds each identifier's tokens in the C file once.  For the calls of
 * one rule on one version of a file, with one matcher arena, which
 * must outlive the memo. */
typedef struct R2cMemo R2cMemo;
R2cMemo *r2c_memo_new(void);
void r2c_memo_free(R2cMemo *mm);

#define R2C_FUNCTION_STEPS 100

/* Is the pattern PV[0..PN) one that the translation takes: statements,
 * declarations in a function, a function definition (not only
 * expressions, types or toplevel directives)? */
int r2c_applies(Node *const *pv, uint32_t pn);

/* A function whose check stopped on a limit: its name and why. */
typedef struct R2cStop {
	const char *function;   /* NULL when the function has no name */
	char why[160];          /* "step limit of N reached", ... */
} R2cStop;

/* Check the pattern PV[0..PN) on every function of CFGS; append to OUT,
 * for each place where it holds, the environments of its witnesses
 * (each extending SEED with the bindings in force there and the token
 * maps of the nodes it matched).  M gives the matcher's context
 * (pattern and C tokens, constraint hook).  Returns the number of
 * functions whose check stopped on a limit (their matches are dropped);
 * each is reported through STOPPED (when not NULL) with CTX. */
int r2c_match(MatchCtx *m, const CfgSet *cfgs, Node *const *pv, uint32_t pn,
	      const R2cOpts *opts, const Env *seed, EnvList *out,
	      void (*stopped)(void *ctx, const R2cStop *why), void *ctx);

#endif
