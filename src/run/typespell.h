/* typespell.h - a type as scripts see it.
 *
 * Owns: the spelling of a bound type that a script rule is given.
 * spatch hands a script its own printing of the type, not the source
 * text: the tokens with single spaces, the qualifiers of the specifiers
 * first (`const`, then `volatile`), no storage class (`static`,
 * `extern`...), each field of a struct or union body after two spaces
 * and each enumerator of an enum body followed by a comma; parameters
 * of a function type spelled the same way; the same for the type names
 * inside bound code (casts, sizeof).  Include from the run stage
 * (scripts.c).
 */
#ifndef LADYBUG_TYPESPELL_H
#define LADYBUG_TYPESPELL_H

#include "base/arena.h"
#include "cfront/ast.h"
#include "cfront/ctoken.h"

/* TEXT (a type written as C, e.g. `static int const x[]` without the
 * name) as scripts see it: `const int [ ]` (an arena string). */
const char *type_script_spelling(Arena *a, const char *text);

/* The code [F, L] of TA (the tokens of NODE and what surrounds it) as
 * scripts see it: its tokens with single spaces, each type name in it
 * (a cast's, sizeof's, a compound literal's) spelled as above:
 * `( const char * ) p` for `(char const *)p` (an arena string). */
const char *code_script_spelling(Arena *a, const TokenArray *ta, const Node *node, uint32_t f,
				 uint32_t l);

#endif
