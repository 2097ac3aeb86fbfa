/* ctl.h - the CTL-VW model checker: CTL with existentially quantified
 * variables and witnesses, over the graphs of graph.h.
 *
 * Owns: formulas (CtlF, built in a CtlBuilder), environments (CtlEnv),
 * witness trees (CtlWit, CtlWitSet), the checker (CtlCheck) and its
 * results (sets of (node, environment, witnesses) triples).  The checker
 * knows nothing of C: nodes are numbers, metavariables are small
 * integers, values are opaque words compared by a callback, predicates
 * are callbacks.  The matching engine includes this header; the tests in
 * tests/ctl do too.  Nobody else needs it.
 *
 * Semantics (after Brunel, Doligez, Hansen, Lawall, Muller, POPL 2009).
 * A formula denotes a set of triples (s, E, W): node s satisfies the
 * formula under environment E (a conjunction of bindings `x = v` and
 * `x != v`), and W is the set of witnesses that justify it.  A witness
 * is either a MATCH (a predicate matched at a node, with the caller's
 * transformation record) or a BIND <x, v, W'> (the quantifier `exists x`
 * chose x = v, and W' are the witnesses found under that choice).  The
 * engine walks the witness trees of the result to apply transformations.
 *
 * Paths are maximal paths of the graph: infinite ones (through loops)
 * and finite ones that end at a node without successors (a "deadlock",
 * e.g. the exit node).  Hence:
 *   EX f      some successor satisfies f (false at a deadlock)
 *   AX f      every successor satisfies f (true at a deadlock)
 *   E[f U g]  some path reaches g through f-nodes
 *   A[f U g]  every path reaches g through f-nodes (a path that ends at
 *             a deadlock or loops forever without g fails)
 *   A[f W g]  weak until: every path reaches g through f-nodes or stays
 *             in f forever (loops are fine, dead ends without g are not)
 *   E[f W g]  some path reaches g through f-nodes or stays in f forever
 *   EF g = E[true U g], AF g = A[true U g]
 *   AG f = not EF not f, EG f = not AF not f  (a finite path may end)
 * The backward variants (CTL_BACKWARD) read the same over predecessors.
 *
 * Environments.  Join (conjunction) of two environments succeeds when no
 * variable is bound to two different values and no `x = v` meets an
 * `x != v`.  Negation of a set of triples at a node is the conjunction
 * of the negations of its environments, where not{x1=v1,..,xk=vk} is the
 * disjunction {x1!=v1} | .. | {xk!=vk}; it is exact for environments
 * (values are assumed to come from an infinite domain, so `exists x` of
 * `x != v` is true).  Approximations, all sound for what the SmPL
 * translation produces:
 *   - negation drops witnesses (nothing under a `not` is transformed);
 *   - AG and EG keep only the witnesses of their operand at the node
 *     itself, not along the paths;
 *   - predicates see the check's initial environment, not the
 *     environment of the path under consideration (so that each
 *     predicate is evaluated once per node);
 *   - triples of one node and environment are merged, their witnesses
 *     united (see CtlResult): alternatives that differ only in their
 *     witnesses are not kept apart.
 *
 * Cost.  A subformula is evaluated where it is needed only: the whole
 * graph for the formula checked, the second operand of `and` where the
 * first holds, the operand of EX/AX at the next nodes, the operands of
 * the path operators where the paths go; predicates are called node by
 * node on demand.  `exists x. f', when every triple of f binds x to a
 * value some predicate it requires gives, is evaluated once per such
 * value with x fixed, at the nodes where that value can hold (so that
 * `not P(x)' and the paths carry no environments of x).  Results are
 * memoized per (subformula, fixed values, node set).  Constructors hash-cons: building the same formula twice
 * (same operator and operands, or the same predicate function and
 * context) returns the same node, so it is shared and evaluated once;
 * let-bound subformulas are that sharing, and ctl_let names it.
 * Temporal operators are worklist fixpoints: linear in the graph for
 * variable-free formulas.  A step limit and a deadline stop a runaway
 * check with CTL_ERR_STEPS / CTL_ERR_TIMEOUT; the check never hangs.
 */
/* How the engine drives it, for `- f(E); ... - g(E);` (E is variable 0):
 *
 *   CtlBuilder *b = ctl_builder_new();               once per rule
 *   CtlF *F = ctl_pred(b, match_f, rule, "f(E)");    matches bind E
 *   CtlF *G = ctl_pred(b, match_g, rule, "g(E)");
 *   CtlDots d = { .end = G, .avoid = F, .exit = EXIT, .error_exit = ERR };
 *   CtlF *top = ctl_exists(b, 0, 1,
 *                   ctl_and(b, F, ctl_ax(b, CTL_FORWARD, ctl_dots(b, &d))));
 *   for each function:
 *       CtlCheck *c = ctl_check_new(&graph, &value_ops, &limits);
 *       CtlResult r;
 *       if (ctl_check_run(c, top, &r) != CTL_OK) report ctl_check_error(c);
 *       for each triple of r: ctl_wit_walk(t->wits, apply_one, ...);
 *       ctl_check_free(c);
 *   ctl_builder_free(b);
 */
#ifndef LADYBUG_CTL_H
#define LADYBUG_CTL_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "flow/graph.h"

typedef uint32_t CtlVar;     /* a metavariable: a small integer chosen by the engine */
typedef uintptr_t CtlVal;    /* an opaque value (e.g. an AST subtree) */

/* ---- environments and witnesses (read-only for the engine) ---------- */

typedef struct CtlBinding {
	CtlVar var;
	uint32_t neg;        /* 0: var == val; 1: var != val */
	CtlVal val;
	uint32_t vid;        /* the checker's canonical number for val */
} CtlBinding;

/* Interned: two equal environments of one check are the same pointer.
 * Bindings are sorted by variable (then positive before negative). */
typedef struct CtlEnv {
	uint32_t id;         /* creation order, for deterministic sorting */
	uint32_t n;
	CtlBinding b[];
} CtlEnv;

typedef struct CtlWit CtlWit;
typedef struct CtlWitSet CtlWitSet;

typedef enum CtlWitKind {
	CTL_WIT_MATCH = 1,   /* a predicate matched at `node` */
	CTL_WIT_BIND,        /* `exists var` chose var = val (node unused) */
} CtlWitKind;

struct CtlWit {
	uint32_t id;         /* creation order */
	CtlWitKind kind;
	uint32_t node;       /* MATCH: where the predicate matched */
	const void *trans;   /* MATCH: the predicate's transformation record */
	const CtlEnv *env;   /* MATCH: the bindings the predicate produced */
	CtlVar var;          /* BIND */
	CtlVal val;          /* BIND */
	uint32_t vid;        /* BIND: the checker's number for val */
	const CtlWitSet *sub;/* BIND: the witnesses found under var = val */
};

/* Interned sets, sorted by witness id; the empty set has n == 0. */
struct CtlWitSet {
	uint32_t id;
	uint32_t n;
	const CtlWit *w[];
};

typedef struct CtlTriple {
	uint32_t node;
	const CtlEnv *env;
	const CtlWitSet *wits;
} CtlTriple;

/* A result: triples sorted by (node, env id), at most one triple per
 * node and environment: two ways of satisfying a formula with the same
 * bindings are merged and their witnesses united (witnesses never decide
 * which triples exist, so nothing the engine uses is lost, and the sets
 * stay small around loops).  Lives as long as the check. */
typedef struct CtlResult {
	uint32_t n;
	const CtlTriple *t;
} CtlResult;

/* The value of var in env when it is bound positively: 1 and *out set;
 * else 0. */
int ctl_env_get(const CtlEnv *env, CtlVar var, CtlVal *out);

/* Visit every MATCH witness under ws (depth first, in witness order),
 * with the bindings chosen by the BIND witnesses above it, outermost
 * first (`binds` is valid during the call only).  The engine applies
 * match->trans at match->node under binds + match->env + the triple's
 * env.  Returns the number of matches visited, or -1 when the tree is
 * deeper than 1000 bindings (the walk stops there). */
typedef void (*CtlWitFn)(void *ctx, const CtlWit *match, const CtlBinding *binds,
                         size_t nbinds);
int ctl_wit_walk(const CtlWitSet *ws, CtlWitFn fn, void *ctx);

/* ---- formulas --------------------------------------------------------- */

typedef struct CtlF CtlF;               /* a formula node; opaque */
typedef struct CtlBuilder CtlBuilder;   /* owns formula nodes (per rule) */
typedef struct CtlMatchSink CtlMatchSink;

/* A predicate: report every way `node` matches by calling
 * ctl_match_add (zero calls: no match).  `env0` is the check's initial
 * environment (inherited bindings; empty when none was given).  The
 * callback must not call back into the checker except ctl_match_add. */
typedef void (*CtlPredFn)(void *ctx, uint32_t node, const CtlEnv *env0,
                          CtlMatchSink *sink);

/* One way of matching: `n` positive bindings (a variable bound twice to
 * different values makes the match impossible and it is dropped) and a
 * transformation record (NULL: match only, no witness). */
void ctl_match_add(CtlMatchSink *sink, const CtlVar *vars, const CtlVal *vals,
                   size_t n, const void *trans);

/* CTL_FORWARD_NOBACK reads as CTL_FORWARD over the graph without its
 * back edges (Graph.fsucc; every edge when the graph gives none). */
typedef enum CtlDir { CTL_FORWARD = 0, CTL_BACKWARD = 1, CTL_FORWARD_NOBACK = 2 } CtlDir;

CtlBuilder *ctl_builder_new(void);
/* Frees every formula of the builder.  Checks that used them must be
 * freed first (their results stay valid: they do not point to formulas). */
void ctl_builder_free(CtlBuilder *b);

CtlF *ctl_true(CtlBuilder *b);
CtlF *ctl_false(CtlBuilder *b);
/* `name` is for dumps only (may be NULL).  The same fn and ctx give the
 * same node (the predicate is evaluated once per check). */
CtlF *ctl_pred(CtlBuilder *b, CtlPredFn fn, void *ctx, const char *name);
CtlF *ctl_not(CtlBuilder *b, CtlF *f);
CtlF *ctl_and(CtlBuilder *b, CtlF *f, CtlF *g);
CtlF *ctl_or(CtlBuilder *b, CtlF *f, CtlF *g);
CtlF *ctl_implies(CtlBuilder *b, CtlF *f, CtlF *g);   /* not f or g */
/* exists var. f.  keep == 1: each choice var = v becomes a BIND witness
 * over f's witnesses; keep == 0: the binding is dropped silently (for
 * metavariables that nothing downstream needs); keep == CTL_FREE: var
 * stays in the environments of the result, as if unquantified (f's
 * triples that do not bind it, or bind it only negatively, are f's);
 * the operator only lets the checker evaluate f one value of var at a
 * time where every triple binds it (negations of var then carry no
 * environments along the paths).  Inside the scope of an
 * outer `exists var', f sees the outer choice (rule2ctl quantifies a
 * metavariable at each place it is used, the places nested: one value). */
enum { CTL_FREE = 2 };
CtlF *ctl_exists(CtlBuilder *b, CtlVar var, int keep, CtlF *f);
/* Does F (built by B) hold an `exists var' somewhere? */
int ctl_quantifies(const CtlBuilder *b, const CtlF *f, CtlVar var);
CtlF *ctl_ax(CtlBuilder *b, CtlDir d, CtlF *f);
CtlF *ctl_ex(CtlBuilder *b, CtlDir d, CtlF *f);
CtlF *ctl_af(CtlBuilder *b, CtlDir d, CtlF *f);
CtlF *ctl_ef(CtlBuilder *b, CtlDir d, CtlF *f);
CtlF *ctl_ag(CtlBuilder *b, CtlDir d, CtlF *f);
CtlF *ctl_eg(CtlBuilder *b, CtlDir d, CtlF *f);
CtlF *ctl_au(CtlBuilder *b, CtlDir d, CtlF *f, CtlF *g);   /* A[f U g] */
CtlF *ctl_eu(CtlBuilder *b, CtlDir d, CtlF *f, CtlF *g);   /* E[f U g] */
/* Weak until: like AU/EU, but a path that stays in f forever (around a
 * loop) is accepted; a path that ends at a deadlock without g still
 * fails.  For C, where loops terminate in practice: `...` across a loop
 * should use AW, or it fails on the never-ending iteration. */
CtlF *ctl_aw(CtlBuilder *b, CtlDir d, CtlF *f, CtlF *g);   /* A[f W g] */
CtlF *ctl_ew(CtlBuilder *b, CtlDir d, CtlF *f, CtlF *g);   /* E[f W g] */

/* let-bound subformulas: v = ctl_let_var(b) is a placeholder usable in
 * any formula; ctl_let(b, v, def, body) makes every use of v inside (and
 * outside) body stand for def, and denotes body.  def is evaluated once.
 * A placeholder must be defined exactly once; a use of an undefined one
 * is an error of the check (CTL_ERR_FORMULA). */
CtlF *ctl_let_var(CtlBuilder *b);
CtlF *ctl_let(CtlBuilder *b, CtlF *var, CtlF *def, CtlF *body);

/* SmPL's `...` between two statements A and B:  A ; AX dots.
 * The path covered by the dots starts at the node where ctl_dots is
 * evaluated (the first node after A) and ends at the first node that
 * satisfies `end`.  Built from AU/EU:
 *
 *   stop  = end | (to_exit ? exit : false)
 *               | (quant == FORALL && !strict ? error_exit
 *                   & (error_end ? A[won W (error_end | fake | end)] : true)
 *                 : false)   (won: on without the shortest path's terms)
 *               | (quant == FORALL ? fake : false)
 *   on    = !(when_not_1 | .. | when_not_k)     (when != X)
 *           & (when_eq ? when_eq : true)         (when == X)
 *           & (any ? true : !end & !avoid)       (shortest path)
 *           & (quant == EXISTS ? !fake : true)
 *           | (nest ? nest & !end & !avoid : false)  (<... nest ...>; then
 *                                                also !nest_any in on)
 *   dots  = A[on W stop] & (reach ? !!EF reach | error_exit : true)
 *                         (!!: a guard, its witnesses dropped; dots that
 *                          start where an error branch is entered owe
 *                          it not, the if's other branch does)
 *                         (forall: a path may loop forever or leave by an
 *                          error exit, but some path reaches `reach`,
 *                          what follows the dots with any values of the
 *                          metavariables (a formula the caller closes: no
 *                          values carried, one pass): a function whose
 *                          every path loops, or fails, does not match,
 *                          as spatch),
 *           A[on U stop]  (forall with loops_fail),
 *           E[on U stop]  (exists)
 *
 * `end` NULL means "to the end of the function" (to_exit must be set).
 * `exit` names the function's exit node(s) (e.g. a predicate true at the
 * exit node); `error_exit` the places where a path is exempted from the
 * forall check when not strict.  spatch 1.1.1 exempts a path where it
 * enters the true branch of an `if` whose every path leaves by `return`
 * or `goto` (not an `else` branch, not a top-level return); with a
 * variable L over if-statements that is
 *     exists L. then(L) & A[inside(L) U (jump & inside(L) | [after])]
 * which tests/ctl/ctl_cfg.c checks against spatch's answers on graphs of
 * parsed C (rule2ctl drops from it a branch that can reach what follows
 * the dots along CTL_FORWARD_NOBACK).  `avoid` is the code before the dots (A), which the shortest
 * path must not cross either.
 * `fake` names nodes that stand for no execution (the [after] bypasses
 * of compound statements): a forall path that enters one is dropped
 * (strict or not), an exists path may not use one.
 * NULL formulas count as false (true for when_eq). */
typedef enum CtlQuant { CTL_FORALL = 0, CTL_EXISTS = 1 } CtlQuant;

typedef struct CtlDots {
	CtlQuant quant;      /* when forall (default for -/+) / when exists (*) */
	int strict;          /* when strict: error paths are not exempted */
	int any;             /* when any: end/avoid may occur on the path */
	int to_exit;         /* a path may end at `exit` */
	int loops_fail;      /* forall: a path looping forever fails (AU, not AW) */
	CtlDir dir;          /* CTL_FORWARD normally */
	CtlF *end;           /* B, or NULL */
	CtlF *avoid;         /* A, or NULL */
	CtlF *const *when_not; /* when != X, ... */
	size_t n_when_not;
	CtlF *when_eq;       /* when == X (nodes on the path must match), or NULL */
	CtlF *exit;          /* exit node(s), or NULL */
	CtlF *error_exit;    /* error-path exemption, or NULL */
	CtlF *error_end;     /* with error_exit: the path is exempted from
	                      * reaching `end' only, and owes `on' up to
	                      * error_end (a nest's), or NULL: wholly */
	CtlF *fake;          /* nodes of no execution ([after]), or NULL */
	CtlF *nest;          /* <... P ...>: P, a node the path may also cross
	                      * (its matches are witnesses), or NULL */
	CtlF *nest_any;      /* where P matches with other values of its own
	                      * metavariables: crossed as an occurrence too
	                      * (despite the `when'), without witnesses, or NULL */
	CtlF *reach;         /* forall: some path must reach it (a formula
	                      * without free variables), or NULL */
	CtlF *along;         /* every node the path crosses satisfies it too,
	                      * and its witnesses are kept (the code a removed
	                      * `...` covers), or NULL */
} CtlDots;

CtlF *ctl_dots(CtlBuilder *b, const CtlDots *spec);

/* Number of formula nodes made by the builder (for statistics). */
uint32_t ctl_builder_size(const CtlBuilder *b);

/* Print f on one line for debugging: `AU@12(not@11(B), B)`; a subformula
 * met again prints as its number (`@11`), predicates by their name. */
void ctl_dump(FILE *out, const CtlF *f);

/* ---- checking --------------------------------------------------------- */

/* How values compare.  hash may be NULL (then every value hashes alike:
 * correct but slower with many values).  Equal values must have equal
 * hashes.  With no ops (or no eq), values are compared as words. */
typedef struct CtlValueOps {
	int (*eq)(void *ctx, CtlVal a, CtlVal b);
	uint64_t (*hash)(void *ctx, CtlVal v);
	void *ctx;
} CtlValueOps;

typedef struct CtlLimits {
	long max_steps;      /* 0: none.  One step ~ one triple operation. */
	double timeout;      /* seconds of wall-clock time, 0: none */
	int max_depth;       /* formula nesting, 0: default (10,000,000); the
	                      * evaluator does not recurse, so depth costs heap
	                      * memory only */
	size_t max_memory;   /* bytes the check may hold (its results,
	                      * environments, witnesses and tables), 0: none;
	                      * measured with the clock, every 1024 steps */
} CtlLimits;

typedef enum CtlStatus {
	CTL_OK = 0,
	CTL_ERR_STEPS,       /* the step limit was reached */
	CTL_ERR_TIMEOUT,     /* the deadline passed */
	CTL_ERR_DEPTH,       /* formula nested too deeply */
	CTL_ERR_MEMORY,      /* the memory limit was reached */
	CTL_ERR_FORMULA,     /* malformed formula (undefined let variable...) */
	CTL_ERR_GRAPH,       /* malformed graph (an edge to a node >= n...) */
} CtlStatus;

typedef struct CtlCheck CtlCheck;

/* A check of formulas over one graph (one function).  `g` and `ops` must
 * outlive the check; `lim` may be NULL (no limits) and is copied.  The
 * deadline starts now.  The graph is validated (O(edges)): a malformed
 * one makes every run fail with CTL_ERR_GRAPH. */
CtlCheck *ctl_check_new(const Graph *g, const CtlValueOps *ops,
                        const CtlLimits *lim);
/* Bind variables for the whole check (inherited metavariables):
 * predicates receive this environment, and a predicate match or a
 * negation that contradicts it is dropped, so every result is consistent
 * with it (and `exists` over such a variable ranges over its one value).
 * Its bindings are not repeated in results.  Call before the first
 * ctl_check_run. */
void ctl_check_set_env(CtlCheck *c, const CtlVar *vars, const CtlVal *vals,
                       size_t n);
/* Ask the runs for f's triples at NODES[0..N) (ascending) only: the
 * caller knows that f holds nowhere else (the formula of a pattern
 * holds where its first item's predicate does), and the nodes that do
 * not lead there are not looked at.  Call before the first
 * ctl_check_run. */
void ctl_check_set_roots(CtlCheck *c, const uint32_t *nodes, uint32_t n);
/* Evaluate f over the graph.  On CTL_OK *out is f's triples.  On an
 * error *out is empty, ctl_check_error says why, and the check is dead
 * (later runs return the same error).  Formulas of several builders may
 * be run in one check; results are memoized per formula node. */
CtlStatus ctl_check_run(CtlCheck *c, CtlF *f, CtlResult *out);
/* A message for the last error ("step limit of N reached", ...). */
const char *ctl_check_error(const CtlCheck *c);
long ctl_check_steps(const CtlCheck *c);
/* Frees the check and every result, environment and witness it made. */
void ctl_check_free(CtlCheck *c);

/* Convenience for the engine: the triples of r at `node` (a range). */
CtlResult ctl_result_at(CtlResult r, uint32_t node);

#endif
