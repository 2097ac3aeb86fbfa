/* cparse_priv.h - what the C grammar (grammar/cgram.y) and the C parser's
 * driver (src/cparse.c) share.
 *
 * Owns: the parser context CParser, the location type (token indexes),
 * the token filter cylex, and the node constructors that the grammar's
 * actions call (one call per action).  Include only from grammar/cgram.y
 * and src/cparse.c; everyone else uses cparse.h.
 */
#ifndef LADYBUG_CPARSE_PRIV_H
#define LADYBUG_CPARSE_PRIV_H

#include <stdint.h>
#include "base/arena.h"
#include "cfront/ast.h"
#include "cfront/cparse.h"
#include "cfront/ctoken.h"

/* A grammar symbol's location: the token indexes of its first and last
 * tokens (first > last for an empty symbol, which sits before FIRST). */
typedef struct CLoc {
	uint32_t first, last;
} CLoc;

typedef struct CParser CParser;

/* The location from the start of A to the end of B. */
static inline CLoc cp_span(CLoc a, CLoc b)
{
	CLoc l = { a.first, b.last };
	return l;
}

/* Node constructors.  LOC gives the node's token range; AT locations
 * name the token whose kind or spelling gives the node's op or name.
 * All return their node (NULL only where documented). */
Node *cp_leaf(CParser *p, NodeKind k, CLoc loc);
Node *cp_node1(CParser *p, NodeKind k, CLoc loc, Node *a);
Node *cp_node2(CParser *p, NodeKind k, CLoc loc, Node *a, Node *b);
Node *cp_node3(CParser *p, NodeKind k, CLoc loc, Node *a, Node *b, Node *c);
Node *cp_node4(CParser *p, NodeKind k, CLoc loc, Node *a, Node *b, Node *c, Node *d);
/* N with op set from the token at AT (its TokKind, or Ident.kw for a
 * keyword, or the Meta for a metavariable operator in aux). */
Node *cp_op(CParser *p, Node *n, CLoc at);
/* N with name set from the token at AT (a metavariable name sets
 * NF_META_NAME and aux). */
Node *cp_name(CParser *p, Node *n, CLoc at);
Node *cp_flag(Node *n, int flags);
/* An E_IDENT or, for a metavariable token, a P_META. */
Node *cp_ident(CParser *p, CLoc loc);
/* A DR_IDENT or, for a metavariable token, a P_META. */
Node *cp_declname(CParser *p, CLoc loc);
/* A P_META node for the metavariable token at LOC. */
Node *cp_meta(CParser *p, CLoc loc);
/* A P_POS node: N then `@` then the position metavariable at AT. */
Node *cp_pos(CParser *p, CLoc loc, Node *n, CLoc at);
/* Lists: an empty list of kind K (range fixed later by cp_fin); append
 * ITEM (ignored if NULL); append every kid of OTHER. */
Node *cp_list(CParser *p, NodeKind k);
Node *cp_add(CParser *p, Node *list, Node *item);
Node *cp_addall(CParser *p, Node *list, Node *other);
Node *cp_fin(CParser *p, Node *n, CLoc loc);
/* Declarations: a D_DECL / D_FIELD from SPECS and the declarators of
 * LIST (may be NULL); registers typedef names and shadowing names. */
Node *cp_decl(CParser *p, NodeKind k, CLoc loc, Node *specs, Node *list);
Node *cp_funcdef(CParser *p, CLoc loc, Node *specs, Node *decl, Node *kr, Node *body);
/* Pointer declarators: `*` quals (inner filled in later by cp_ptr_apply);
 * nest POINTER around the innermost NULL slot of OUTER. */
Node *cp_ptr(CParser *p, CLoc loc, Node *quals, Node *inner);
Node *cp_ptr_apply(CParser *p, Node *ptr, Node *direct, CLoc loc);
/* A preprocessor line (or #if 0 text) token at LOC as a PP_* node. */
Node *cp_pp(CParser *p, CLoc loc);
/* Add branch ITEM to the disjunction LIST after the `|` or `&` at AT:
 * the first operator makes LIST a P_DISJ or a P_CONJ. */
Node *cp_disj(CParser *p, Node *list, CLoc at, Node *item);
/* A `when` clause: op from the token after `when` (or its word). */
Node *cp_when(CParser *p, CLoc loc, CLoc at, Node *arg);
/* The toplevel error region ERR..RESYNC: a TOP_ERROR node, completing
 * the error record opened by cyerror. */
Node *cp_error(CParser *p, CLoc err, CLoc resync);
/* Parameters `...`: D_VARARGS in C, P_DOTS in pattern mode. */
Node *cp_varargs(CParser *p, CLoc loc);
/* The result of the parse. */
void cp_result(CParser *p, Node *n);

/* The bison interface (the token filter and the error hook). */
int cylex(Node **lvalp, CLoc *llocp, CParser *p);
void cyerror(CLoc *llocp, CParser *p, const char *msg);

#endif
