/* match.h - structural matching of a pattern tree against a C tree.
 *
 * Owns: the node predicate of the engine: given a pattern node (from the
 * SmPL front end, kinds of ast.h including P_*), a C node (from the C
 * parser) and an environment, find every way the C node matches,
 * binding metavariables and recording which pattern tokens matched
 * which C tokens.  Lists (arguments, parameters, initializers, fields,
 * block statements) match with `...` and list metavariables; `( A | B )`
 * tries each branch in order; `E@p` binds positions.
 * The matcher knows nothing of SmPL's constraint syntax: it asks the
 * caller's `meta_ok` hook whether a value may bind a metavariable.  It
 * applies its own isomorphisms (the ISO_* groups of smpl/isofile.h) and
 * reaches those of an iso file only through MatchCtx.iso_fallback,
 * which match_init (iso.h) sets: iso.c is above this module.
 * The core is match.c; lists and statement sequences are in seq.c, the
 * declarations and types of other shapes in decl.c (match_int.h).
 * Include from the driver (src/run), the rule-to-formula translation (src/flow/rule2ctl)
 * and iso.h.
 */
#ifndef LADYBUG_MATCH_H
#define LADYBUG_MATCH_H

#include "cfront/ast.h"
#include "match/bind.h"
#include "cfront/meta.h"
#include "smpl/isofile.h"

/* A growable array of environments, allocated from the match arena. */
typedef struct EnvList {
	const Env **v;
	size_t n, cap;
} EnvList;

typedef struct MatchCtx MatchCtx;
struct MatchCtx {
	Arena *a;                  /* scratch for envs; dropped by the caller */
	const TokenArray *pta;     /* the pattern's tokens */
	const TokenArray *cta;     /* the C file's tokens */
	/* Is VAL an allowed value for metavariable M (constraints, types)?
	 * NULL: every value is. */
	int (*meta_ok)(void *hook, const Meta *m, const Binding *val, const Env *e);
	/* May list metavariable M stand for N elements (list[n] lengths)?
	 * NULL: any length. */
	int (*len_ok)(void *hook, const Meta *m, uint32_t n);
	/* List metavariable M stands for N elements: E extended with what
	 * its length names (list[n] with a length metavariable n binds or
	 * checks n), or NULL when N does not agree.  NULL hook: E. */
	const Env *(*len_bind)(void *hook, const Meta *m, uint32_t n, const Env *e);
	/* After M was bound to VAL in E: E with the bindings that follow
	 * from it (a typed expression binds its type metavariable), or NULL
	 * when they conflict.  NULL hook: E as it is. */
	const Env *(*bind_more)(void *hook, const Meta *m, const Binding *val, const Env *e);
	/* Isomorphisms driven by types: does code node C (an expression,
	 * or a type) have the type of pattern metavariable M (a typed
	 * expression: its declared type; a type metavariable: its value,
	 * any type when unbound) with STARS more pointer levels?  The type
	 * of an expression must be known.  Returns E, with the rule's own
	 * type metavariable that was unbound bound to that type (the
	 * isomorphism dropped it: sizeof(T) matching sizeof(E)), or NULL
	 * when not.  NULL hook: never. */
	const Env *(*type_is)(void *hook, const Meta *m, int stars, const Node *c, const Env *e);
	/* Does a later rule use the metavariable NAME of this one (its
	 * values are the result's)?  NULL hook: never. */
	int (*used_after)(void *hook, const Ident *name);
	struct DisjAfter *disj_after;   /* the matcher's memo of used_after per disjunction */
	void *hook;
	int depth;                 /* current recursion depth */
	int max_depth;             /* limit (match_core_init: 2000) */
	int too_deep;              /* set when the limit was hit: results are partial */
	long budget;               /* steps left; when it reaches 0 matching stops (too_deep set) */
	const Node *test;          /* the C node being matched is a condition (isomorphisms
				      of test expressions apply) when it is this one */
	unsigned iso_off;          /* ISO_* bits: isomorphisms turned off (`disable`) */
	int in_typename;           /* matching inside a type name (a cast's type):
				      attributes match in any order there */
	const IsoActive *isos;     /* the rule's file-driven isomorphisms (isofile.h), or NULL */
	/* The isomorphisms of ISOS: append to OUT every extension of E under
	 * which P matches C through one of them, when P does not match C as
	 * written.  Set by match_init (iso.h); NULL: none. */
	void (*iso_fallback)(MatchCtx *m, const Node *p, const Node *c, const Env *e,
			     EnvList *out);
	/* Could one of ISOS match P to code lacking a part of P (one of its
	 * forms fitting P leads to another without one of its
	 * metavariables or names)?  Then KEPT[0..*NKEPT) (at most MAX) are
	 * the parts of P (pattern nodes under it) that every such
	 * rewriting keeps.  Set by match_init (iso.h); NULL: none can. */
	int (*iso_drops)(MatchCtx *m, const Node *p, const Node **kept, uint32_t *nkept,
			 uint32_t max);
	int iso_depth;             /* isomorphisms being applied around the current node */
	const Node *unit;          /* the C file's tree (for `E@S': the statement around E), or NULL */
	void *need_cache;          /* the names the rule's pattern nodes need (match.c):
				      NULL, made in A when first needed, or one from
				      match_need_cache_new kept for the rule's run */
	int ident_rule;            /* the rule is of kind identifier (`@identifier@`): its
				      pattern is a name, which a search finds where code
				      declares it too (else an expression: not there) */
};

/* Clear M for the structural matcher: scratch arena A (the envs live
 * there), pattern tokens PTA, C tokens CTA, the default depth limit and
 * step budget; no hooks, no isomorphisms of an iso file.  match_init
 * (iso.h) also attaches those. */
void match_core_init(MatchCtx *m, Arena *a, const TokenArray *pta, const TokenArray *cta);

/* The added code of PTA in [FROM, TO] (its TF_PLUS tokens) read as
 * statements: how many; *LONE_IF is set when the last one is an `if`
 * without `else` (as the lone body of an if, it would take the `else`
 * that follows).  What braces a lone body needs is decided on this
 * count: by the matcher (match_block_unbraced) and the edits. */
uint32_t match_plus_stmts(const TokenArray *pta, uint32_t from, uint32_t to, int *lone_if);

/* May block pattern P (its tokens in PTA) stand for a statement without
 * braces (spatch's isomorphisms `{ ... S } => S` and the like)?  As
 * spatch: when the block with its changes made holds exactly one
 * statement -- a kept one, or the added code that replaces the
 * removed ones -- and that is no added `if` without `else` (it would
 * take an `else` that follows); `{ ... }` when nothing is added in it;
 * removed braces only around removed code.  Code added before or after a kept statement would need the
 * braces, and so would two statements. */
int match_block_unbraced(const TokenArray *pta, const Node *p);

/* Does pattern P hold a disjunction, at any depth? */
int match_has_disj(const Node *p);

/* Drop from OUT[BEFORE..) the matches of P that overlap a match through
 * earlier branches of P's disjunctions, as spatch tries the branches in
 * order over one node (see match.c). */
void match_disj_first(MatchCtx *m, const Node *p, EnvList *out, size_t before);

/* Append E to L (growing it in A). */
void envlist_push(Arena *a, EnvList *l, const Env *e);

/* Append to OUT every extension of E under which C matches P.  C may be
 * NULL only if P is NULL (an absent optional child matches an absent
 * one). */
void match_node(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out);

/* Match the pattern sequence PK[0..NP) against the whole C sequence
 * CK[0..NC) (match_seq_prefix: against a run of it). */
void match_seq(MatchCtx *m, Node *const *pk, uint32_t np, Node *const *ck,
	       uint32_t nc, const Env *e, EnvList *out);

/* Every way the pattern sequence PK matches a contiguous run of CK
 * starting at START (not necessarily reaching the end).  ENDS receives,
 * parallel to OUT, one past the last C element used. */
void match_seq_prefix(MatchCtx *m, Node *const *pk, uint32_t np,
		      Node *const *ck, uint32_t nc, uint32_t start,
		      const Env *e, EnvList *out, uint32_t **ends);

/* Does match_seq_prefix from code item C, with first pattern item P,
 * only pass over C (a directive P is looked for after), so that the
 * matches from C are those from the item after it? */
int match_seq_passes_over(MatchCtx *m, const Node *p, const Node *c);

/* The identifiers every match of pattern P from E must name (the
 * values in E of identifier metavariables on the parts of P that always
 * match code; see match.c), into OUT[0..MAX); returns how many. */
enum { MATCH_MAX_NEEDED = 8 };
uint32_t match_needed_names(MatchCtx *m, const Node *p, const Env *e, const Ident **out,
			    uint32_t max);

/* Can code hold a match of pattern P from E as far as names go: does
 * each set of identifiers one of which every match names (see
 * match_needed_names; a disjunction gives one with a name of each
 * branch) have one for which HAS(CTX, name) is true?  Without ALL, the
 * sets of one name (match_needed_names') are taken as met, as are
 * requirements of other tokens. */
int match_needs_met(MatchCtx *m, const Node *p, const Env *e, int all,
		    int (*has)(void *ctx, const Ident *id), void *ctx);
/* The same question asked of many pieces of code: the sets of P from
 * E, made once (into A), then match_needs_in for each piece. */
typedef struct NeedList MatchNeeds;
const MatchNeeds *match_needs(MatchCtx *m, const Node *p, const Env *e, Arena *a);
int match_needs_in(const MatchNeeds *l, int all, int (*has)(void *ctx, const Ident *id),
		   void *ctx);

/* A cache for MatchCtx.need_cache in A, which may serve every MatchCtx
 * of one rule (one pattern, one set of isomorphisms) for as long as A
 * and the rule's pattern live. */
void *match_need_cache_new(Arena *a);
/* Forget what CACHE (from match_need_cache_new) holds: its keys are the
 * addresses of pattern nodes, some made in a file's arena (call it when
 * that arena is made anew). */
void match_need_cache_clear(void *cache);

/* Is kid I of C a test, where a value is taken as true or false and
 * the isomorphisms of test expressions apply (`x != NULL' matches `x'):
 * the condition of an if, while, do or for (not a switch's value), of
 * `?:', an operand of && || or ! wherever they stand, or inside
 * parentheses that are a test (C itself is M->test)? */
int match_cond_kid(const MatchCtx *m, const Node *c, uint32_t i);

/* Every way the pattern P matches C or any node inside C (pre-order,
 * the outermost node first).  Used for `a pattern expression matches any
 * subexpression`. */
void match_anywhere(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out);
/* NE (a match of item P of a statement sequence against code item C,
 * made from BASE) with code added before or after P anchored before or
 * after the whole of C (its storage class, attributes...). */
const Env *match_item_anchors(MatchCtx *m, const Node *p, const Node *c, const Env *ne,
			      const Env *base);

/* Every way P matches C or a node inside it, not looking inside a node
 * that matched (the occurrences do not overlap: nests). */
void match_outermost(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out);

/* Does P match C or anything inside it under E (one witness is enough)? */
int match_occurs(MatchCtx *m, const Node *p, const Node *c, const Env *e);

/* `op@M` with M no position, found by an isomorphism at C token CT:
 * bind M to the code whose own token CT is (the smallest node of
 * m->unit around CT), or for a statement (declaration) metavariable
 * to the statement (declaration) around it.  NULL: no such code, or
 * M is bound to other code. */
const Env *match_bind_at(MatchCtx *m, const Meta *meta, uint32_t ct, const Env *e);

/* Bind the position metavariable at pattern token PT to C token CT
 * (`if@p`: the position of the code's own token), constraints checked.
 * NULL: PT is no position metavariable, or the binding fails. */
const Env *match_bind_pos(MatchCtx *m, uint32_t pt, uint32_t ct, const Env *e);

/* May statement pattern S (in PTA) stand for a statement that an
 * isomorphism moves (braces around it, a branch of a negated if)?  As
 * spatch: when it is kept with no code added to it, or removed and
 * replaced by added code. */
int match_stmt_movable(const TokenArray *pta, const Node *s);

/* Is K an expression kind / a statement kind? */
int ast_is_expr(int k);
int ast_is_stmt(int k);

/* The metavariable named by pattern token I, or NULL. */
const Meta *match_token_meta(const TokenArray *pta, uint32_t i);

#endif
