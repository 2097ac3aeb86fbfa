/* rule2ctl_int.h - what the modules of the rule-to-formula translation share.
 *
 * Owns: the state of one check of a rule over one function (R2c: the
 * matcher's context, the graph, the metavariable numbering, the caches
 * of raw matches), the node predicates (Pred, of a kind R2P_*), and
 * the entry points between the three modules:
 *   rule2ctl_pred.c  node predicates: the structural matcher at one
 *                    graph node (a simple statement, the head of an if
 *                    or loop, a brace, a case, a function header), the
 *                    graph's own nodes (exits, branches, ends, copies),
 *                    `when` code;
 *   rule2ctl.c       the translation of a statement pattern into a
 *                    formula;
 *   rule2ctl_run.c   checking the formula on each function and turning
 *                    the witnesses of each result into environments.
 * Include only from src/flow/rule2ctl.c, rule2ctl_pred.c and rule2ctl_run.c.
 */
#ifndef LADYBUG_RULE2CTL_INT_H
#define LADYBUG_RULE2CTL_INT_H

#include <time.h>

#include "flow/cfg.h"
#include "flow/ctl.h"
#include "flow/rule2ctl.h"
#include "match/bind.h"
#include "match/match.h"

/* The raw matches of one predicate (by pattern and kind) at each node
 * of one graph, from a base environment: kept across the checks of one
 * function made with different seeds. */
typedef struct RawCache RawCache;
struct RawCache {
	const Node *pat;
	int kind;
	uint32_t aux;
	EnvList *at;             /* per node */
	uint8_t *done;           /* per node: at[] computed */
	RawCache *next;
};

typedef struct R2c {
	MatchCtx *m;
	const Cfg *cfg;
	const Env *seed;
	const Ident **names;     /* CtlVar -> metavariable name */
	uint32_t nnames, cap;
	const Env *base;         /* what raw matches are made from (seed extends it) */
	RawCache **cache;        /* raw matches of this graph */
	RawCache *raw_last;      /* the entry of *cache found last (or NULL):
				    a predicate is asked node after node */
	const R2cOpts *opts;
	uint8_t *marks;          /* per node of cfg: scratch for the consistency
				    check (see rule2ctl_run.c), or NULL: not checked */
	uint32_t bad;            /* a node some binding's matches reach
				    inconsistently, or CFG_NONE */
	/* the limits of the function being checked, shared by its checks
	 * (one per binding of the first item) */
	long steps_left;         /* of the function's steps (when --steps limits) */
	struct timespec deadline;
	char why[160];           /* why the last check stopped */
	struct Needed *needed;   /* per pattern piece: the names its matches need
				    (rule2ctl_pred.c) */
	struct Needed *needed_last; /* the entry of needed found last, or NULL */
	struct NamePos *name_pos; /* per name asked about: its tokens (r2c_names) */
	const struct Binding **places; /* the places made last, by their token
				    (rule2ctl_pred.c: place_of), or NULL */
	struct Unwrapped *unwrapped; /* r2c_unwrap_once's nodes */
	uint32_t *cvars;         /* per construct variable `%c<k>' (2k) and
				    `%n<k>' (2k + 1): its CtlVar + 1, 0 unknown yet */
	uint32_t ncvars;
} R2c;

/* Predicate kinds.  Those marked (v) bind or test a construct variable
 * (Pred.var): the place of the code construct a pattern construct
 * stands for, so that its branches, end and inside are its own. */
enum {
	R2P_STMT = 1,     /* a simple statement, a declaration, an expression item, a label,
			     a statement metavariable at a simple statement, the implicit
			     `return;` at the end of a function */
	R2P_HEAD,         /* (v) the head of a compound statement pattern: if, while,
			     for, iterator, switch, do (aux 1: the if's test negated;
			     R2C_HEAD_WHOLE: and the whole statement matches there) */
	R2P_DO_TAIL,      /* the `while (E);` of a do */
	R2P_ELSE,         /* the `else` of an if pattern */
	R2P_OPEN,         /* (v) the `{` of a block pattern */
	R2P_CLOSE,        /* (v) the `}` of the block (aux 1: not a copy; aux 2: a
			     copy on the path of a break or continue, or of a goto
			     out of a block some path leaves otherwise; 2|4: or of
			     any goto) */
	R2P_CASE,         /* `case E:` or `default:` */
	R2P_FUNC,         /* a function's header */
	R2P_STMT_HEAD,    /* (v) a statement metavariable: a whole compound statement at its head */
	R2P_END,          /* (v) the end of the construct: [endif], [loopend], [endswitch],
			     the `}` of a block (aux 1: not a copy) */
	R2P_INSIDE,       /* (v) a node inside the construct (its head's descendants) */
	R2P_KIND,         /* a node of graph kind aux (CfgKind) */
	R2P_COPY,         /* a copy of the end of a scope on the path of a jump */
	R2P_JUMP,         /* a break, continue, goto or return */
	R2P_EXIT,         /* [exit] */
	R2P_ERROR_EXIT,   /* [errorexit], and the entry of an error branch (see ctl.h) */
	R2P_ANY_EXIT,     /* [exit] or [errorexit] */
	R2P_BODY_OPEN,    /* the `{` of the function's body */
	R2P_BODY_CLOSE,   /* its `}` (not a copy on a jump's path) */
	R2P_OCCURS,       /* `when != X`, `when == X`: X in the code of the node */
	R2P_TRUE_BR,      /* `when != true X`: the true branch of a test matching X */
	R2P_FALSE_BR,     /* `when != false X` */
	R2P_DOTS_CODE,    /* a removed `...`: the code of each node it crosses goes */
	R2P_LOOP_BACK,    /* (v) where a `continue` of the loop goes: its head (a do's tail) */
	R2P_PLACE,        /* (v) any node, binding v to the node (an occurrence of a nest) */
	R2P_NO_ELSE,      /* [fallthrough] of an if without else where the pattern's
			     `else S2` is dropped (drop_else): code added after S2 goes
			     after the if */
	R2P_LONE,         /* a branch statement without braces where a block pattern
			     stands (braces isomorphism): the pattern's braces are placed
			     around it */
};

/* R2P_HEAD's aux bit for guards: the whole compound statement matches at
 * its head, so that a `...' before it passes a statement whose head
 * matches but whose body does not (spatch 1.1.1). */
enum { R2C_HEAD_WHOLE = 2 };

typedef struct Pred {
	R2c *s;
	const Node *pat;        /* the pattern piece (unwrapped: see rule2ctl_pred) */
	const Node *orig;       /* the pattern piece as given (key of its raw matches) */
	int kind;
	uint32_t aux;           /* kind-specific (R2P_KIND: the CfgKind; R2P_CLOSE/END: real only) */
	CtlVar var;             /* the construct variable, for the kinds marked (v) */
	int has_var;
	const Ident **local;    /* metavariables only this predicate uses (`when`) */
	uint32_t nlocal;
	int nobind;             /* report where it matches, with no bindings */
	int notrans;            /* report no transformation (guards) */
	int as_sub;             /* a nest's code: each match is an inner match */
	int from_seed;          /* matched from the seed, not from cached raw matches */
	const Ident **any;      /* metavariables it matches with any values (a guard of
				   the item before a `...` that alone uses them) */
	uint32_t nany;
} Pred;

/* The checker's variable of metavariable NAME (numbered on first use). */
CtlVar r2c_var(R2c *s, const Ident *name);

/* A predicate of KIND on pattern piece PAT (may be NULL) with AUX, made
 * in S's arena; *OUT (when not NULL) receives its record, to be
 * completed before the formula is checked. */
CtlF *r2c_pred(CtlBuilder *b, R2c *s, const Node *pat, int kind, uint32_t aux, Pred **out);

/* Every environment (from the seed) in which the item pattern PAT
 * matches graph node NODE as a simple statement (R2P_STMT), appended
 * to R. */
/* Does a token of tokens FIRST..LAST of S's C file spell ID (1 also
 * for an empty or foreign range)? */
int r2c_names(R2c *s, uint32_t first, uint32_t last, const Ident *id);

void r2c_stmt_matches(R2c *s, const Node *pat, uint32_t node, EnvList *r);
/* The same for the code of a nest: an expression's occurrences do not
 * overlap (none is looked for inside another). */
void r2c_nest_matches(R2c *s, const Node *pat, uint32_t node, EnvList *r);

/* Is node CN of S's graph the head of a compound statement (an if, a
 * loop, a switch, a block that is not the function's body)? */
int r2c_is_compound_head(const Cfg *cfg, const CfgNode *cn);

/* Value comparison and hashing for the checker (values are Binding
 * pointers). */
int r2c_val_eq(void *ctx, CtlVal a, CtlVal b);
uint64_t r2c_val_hash(void *ctx, CtlVal v);

/* Branches of a statement-level disjunction are P_SEQs of one item:
 * P rebuilt with the items themselves, so the matcher sees statements
 * (P itself when there is nothing to unwrap). */
const Node *r2c_unwrap_seq(Arena *a, const Node *p);
/* The same, made once per pattern node for S (one node for all the
 * calls: the matcher's caches know pattern nodes by their address). */
const Node *r2c_unwrap_once(R2c *s, const Node *p);

/* Is P an expression item of a statement sequence: expression code or
 * an expression or identifier metavariable standing alone? */
int r2c_is_expr_item(const Node *p);

/* Is P a statement metavariable standing alone? */
int r2c_is_stmt_meta(const Node *p);

/* May if pattern P (`if (E) S1 else S2') match an if with no else
 * (isomorphism drop_else)?  K is the branch that stands as the else:
 * 2, or 1 for the negated if (neg_if: `if (!E) S2 else S1', dropping
 * S1).  When drop_else is on, that branch is a statement
 * metavariable the rule names once, in no added code, and the if's own
 * tokens (`if ( ) else') are kept or the whole if is removed: an
 * isomorphism rearranges the code it spells out, so it must not
 * change it in part (`- if (x) + if (check(x)) S1 else S2' needs the
 * else, as spatch); after neg_if (K 1) the test is kept too
 * (tests/iso2/replaced_header). */
int r2c_drop_else(MatchCtx *m, const TokenArray *pta, const Node *p, uint32_t k);

/* ---- the translation (rule2ctl.c) --------------------------------------- */

/* The formula of the statement pattern PV[0..PN) (FUNC: the items are
 * one function definition), with predicates over S.  *FIRST receives
 * the predicate of the pattern's first item when it is a simple
 * statement whose values may seed the check (see rule2ctl_run), else NULL. */
CtlF *r2c_translate(CtlBuilder *b, R2c *s, Node *const *pv, uint32_t pn, const Node **first);

#endif
