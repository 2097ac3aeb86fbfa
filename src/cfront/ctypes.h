/* ctypes.h - the types of C expressions, as far as one file tells.
 *
 * Owns: a per-file table of declarations (variables and parameters of
 * each function, globals, function return types, struct and union
 * fields, typedefs) built in one pass over the parse tree, and the
 * inference of the type of an expression from it, as a normalized
 * string ("struct foo *", "int", "char *").  Typed metavariables of
 * semantic patches (`struct foo *E;`, `expression *E;`) ask it.
 * Include from cinclude and the run driver (src/run/engine.c).
 */
#ifndef LADYBUG_CTYPES_H
#define LADYBUG_CTYPES_H

#include "base/arena.h"
#include "cfront/ast.h"
#include "cfront/ctoken.h"

typedef struct CTypes CTypes;

/* Build the table of UNIT (a TOP_UNIT of TA), allocating from A. */
CTypes *ctypes_build(Arena *a, const Node *unit, const TokenArray *ta);

/* Add to T the file-wide declarations of the table H of a header the
 * file includes (typedefs, globals, functions, fields); the file's own
 * declarations take precedence.  H must outlive T. */
void ctypes_add_header(CTypes *t, const CTypes *h);

/* What a header's table H gives the files that include it
 * (ctypes_add_header): its file-wide declarations and its fields, their
 * types copied into A, so that the table refers to neither H's tokens
 * nor its arena (a header's tree and tokens can go once it is built).
 * Free with ctypes_free. */
CTypes *ctypes_exported(Arena *a, const CTypes *h);

/* For each token of the unit the table was built from, the number of
 * the local variable or parameter declaration that the identifier
 * expression there names (0: none, or a global), allocated from A;
 * for TokenArray.decl_of. */
const uint32_t *ctypes_local_decls(CTypes *t, Arena *a, const Node *unit);

/* Free the table's heap vectors (the rest lives in the arena). */
void ctypes_free(CTypes *t);

/* The type of expression E (a node of the same unit), or NULL when it
 * cannot be told.  The result is normalized like ctypes_norm. */
const char *ctypes_of(CTypes *t, const Node *e);

/* TY (a written type) normalized, with a leading typedef name replaced
 * by the type it names when the file tells. */
const char *ctypes_resolve(CTypes *t, const char *ty);

/* Is identifier expression ID a variable or parameter of its function
 * (rather than a global or an undeclared name)? */
int ctypes_is_local(CTypes *t, const Node *id);

/* Normalize a written type: single spaces between words, none around
 * `*`, `const`/`volatile` kept, storage classes dropped
 * ("struct  foo*" -> "struct foo *"). */
const char *ctypes_norm(Arena *a, const char *s);

/* Does the type TY satisfy the written type W of a metavariable (W as
 * ctypes_norm gives it; "*", "**": any pointer of that depth)? */
int ctypes_match(const char *ty, const char *w);

/* ctypes_match, also trying TY with its typedef names unfolded (the
 * code's `foo_t *x` matches a written `struct foo *`, not the other
 * way round). */
int ctypes_match_in(CTypes *t, const char *ty, const char *w);

/* The type that remains of TY when the written type W of a typed
 * metavariable ("T *", "T[]", "T **": T a type metavariable) is taken
 * off: "struct foo *" and "T *" give "struct foo"; NULL when TY does
 * not have that shape (an array is not a pointer here). */
const char *ctypes_peel_written(CTypes *t, const char *ty, const char *w);

/* Sizes in bits of int and long (--int-bits, --long-bits) for the
 * types of integer constants; 0, 0 (the default): every constant
 * without a suffix is an int. */
void ctypes_set_int_sizes(int int_bits, int long_bits);

#endif
