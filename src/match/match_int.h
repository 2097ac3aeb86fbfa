/* match_int.h - what the modules of the matcher share.
 *
 * Owns nothing of its own: the declarations of the functions that one
 * module of src/match defines for the others.  match.c is the core (the
 * context, bindings, own tokens, the dispatch of match_node, searching);
 * seq.c matches lists and statement sequences; decl.c the declarations
 * and types that the pattern writes in another shape than the code.
 * Include only from the .c files of src/match; other stages include
 * match.h.
 */
#ifndef LADYBUG_MATCH_INT_H
#define LADYBUG_MATCH_INT_H

#include "match/match.h"

/* ---- match.c: the core ------------------------------------------------- */

/* One level deeper into a recursive walk of M: 0, with M->too_deep set,
 * when the depth limit or the step budget is reached (then the caller
 * returns without calling match_leave). */
int match_enter(MatchCtx *m);
void match_leave(MatchCtx *m);

/* E with metavariable META bound to VAL (to code node C, to C tokens
 * FIRST..LAST: empty when FIRST > LAST), when the caller's hooks allow
 * it (MatchCtx.meta_ok) and with what follows from it (bind_more); NULL
 * when the binding fails.  An inherited metavariable that its rule left
 * unbound binds nothing. */
const Env *match_bind_value(MatchCtx *m, const Meta *meta, Binding *val, const Env *e);
const Env *match_bind_node(MatchCtx *m, const Meta *meta, const Node *c, const Env *e);
const Env *match_bind_tokens(MatchCtx *m, const Meta *meta, uint32_t first,
			     uint32_t last, const Env *e);

/* The own tokens of P and C (those of no kid) paired in order under E:
 * metavariable tokens bind, positions (`if@p`) bind, other tokens must
 * be the same; each pair is mapped.  NULL when they do not pair. */
const Env *match_own(MatchCtx *m, const Node *p, const Node *c, const Env *e);

/* Kids I.. of P against those of C pairwise, from E (the conditions of
 * C matched as tests); every result is appended to OUT. */
void match_kids(MatchCtx *m, const Node *p, const Node *c, uint32_t i,
		const Env *e, EnvList *out);

/* Is token T none of the code the matcher compares (hidden, expanded,
 * a directive's own token, the end of the file)? */
int match_tok_skipped(const Token *t);

/* Do pattern token PI of PTA and C token CI of CTA spell the same? */
int match_same_token(const TokenArray *pta, uint32_t pi, const TokenArray *cta, uint32_t ci);

/* Does metavariable META stand for a list (expression list, statement
 * list...)? */
int match_meta_is_list(const Meta *meta);

/* Has N a kid of KIND? */
int match_has_kid_kind(const Node *n, int kind);

/* Is every token of pattern node P removed code, with no code added
 * right before or after it? */
int match_all_minus(const MatchCtx *m, const Node *p);


/* E, a match of disjunction P through branch TAKEN, with the other
 * branches mapped to no code. */
const Env *match_map_untaken(MatchCtx *m, const Node *p, uint32_t taken, const Env *e);


/* ---- seq.c: lists and statement sequences ------------------------------ */

/* List P (arguments, parameters, initializers, fields, specifiers, a
 * block...) against list C of the same kind. */
void match_list(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out);

/* Is PK, a branch of control statement pattern P, a block pattern with
 * a `...` where the code CK has a statement without braces?  Then
 * match_block_lone matches the block's items against that statement. */
int match_block_branch(MatchCtx *m, const Node *p, const Node *pk, const Node *ck);
void match_block_lone(MatchCtx *m, const Node *p, const Node *c, const Env *e,
		      EnvList *out);

/* Nest P (`<... B ...>`, `<+... B ...+>`) standing for expression or
 * statement C: every occurrence of B inside C is matched. */
void match_nest(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out);

/* ---- decl.c: declarations and types of other shapes -------------------- */

/* Pattern P against code C where P is a type name or declaration that
 * a type metavariable lets match code of another shape (tried before
 * the kinds of P and C are compared: `(T)x` against `(const char *)x`,
 * `typedef T1 T2;`, `T { ... };` against a typedef of an anonymous
 * structure).  1 when P and C are of such a shape (the results, if any,
 * appended to OUT), 0 when they are to be matched as usual. */
int match_type_forms(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out);

/* As match_type_forms, for declarations of the same kind as the code
 * (tried after lists): a type metavariable taking pointer or array
 * levels of the declarator, one declarator of several, a function with
 * no return type, a structure named by a type metavariable, typedefs of
 * structures, declaration macros with attributes. */
int match_decl_forms(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out);

/* Pattern declaration P (`T x;`, `T a, b;`, no initializer) read as a
 * structure field (a copy in the match arena), or NULL. */
const Node *match_decl_as_field(MatchCtx *m, const Node *p);

#endif
