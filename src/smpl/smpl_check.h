/* smpl_check.h - checks of a rule's declarations against earlier rules.
 *
 * Owns: resolving what a rule's declarations name in earlier rules
 * (inherited metavariables, script bindings, constraint references,
 * list lengths, type metavariables of typed expressions, fresh
 * identifier seeds) and reporting what names nothing.  Include only
 * from the builder (smpl_build.c).
 */
#ifndef LADYBUG_SMPL_CHECK_H
#define LADYBUG_SMPL_CHECK_H

#include "smpl/spctx.h"

/* Checks across rules once R's declarations are complete.  0, or -1
 * after reporting an error. */
int smpl_check_rule(SpCtx *c, Rule *r);

#endif
