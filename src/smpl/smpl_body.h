/* smpl_body.h - the body pass of the SmPL front end.
 *
 * Owns: the body of a pattern or isomorphism rule: splitting it into
 * lines by their column-0 marks, lexing it into Rule.toks (TK_META for
 * metavariables, the SmPL kinds of ctoken.h), the checks that need no C
 * grammar, the minus and plus views as token arrays and the anchors of
 * added code.  Include only from the builder (smpl_build.c).
 */
#ifndef LADYBUG_SMPL_BODY_H
#define LADYBUG_SMPL_BODY_H

#include "smpl/spctx.h"

/* Split, lex and check the body of rule R (a pattern or iso rule).
 * Returns 0, or -1 after reporting an error. */
int smpl_body(SpCtx *c, Rule *r);

#endif
