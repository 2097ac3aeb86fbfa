/* patterns.h - each code rule's pattern, and the names a semantic patch
 * gives the C lexer.
 *
 * Owns: parsing a rule's minus view as code (as an expression, a body of
 * statements and declarations, or a type, in the order its tokens and
 * header suggest), a function definition written without a return type
 * read as one, and the attribute and declarer names a patch declares,
 * which the C code's lexer must treat as such.
 * Include only from the modules of src/run.
 */
#ifndef LADYBUG_PATTERNS_H
#define LADYBUG_PATTERNS_H

#include "run/run.h"

/* The pattern of code rule R, in r->pat_arena, or NULL (with a message
 * when it does not parse). */
Node *rule_pattern(Run *r, Rule *R);

/* Names SP declares as attributes (`attribute name a;`) become attribute
 * hints of MT; names it declares as declarers stay declarer calls. */
void declare_patch_names(MacroTable *mt, const SmplFile *sp);

#endif
