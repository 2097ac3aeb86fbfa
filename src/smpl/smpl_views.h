/* smpl_views.h - parsing a rule's views with the C parser.
 *
 * Owns: Rule.minus and Rule.plus (and the iso forms' trees), made by
 * the pattern mode of the C parser (cfront/cparse.h) from the views
 * that the body pass built.  Include only from the builder
 * (smpl_build.c).
 */
#ifndef LADYBUG_SMPL_VIEWS_H
#define LADYBUG_SMPL_VIEWS_H

#include "smpl/spctx.h"

/* Parse the minus and plus views (or the iso forms) of R with the C
 * parser's pattern mode.  0, or -1 after reporting an error. */
int smpl_parse_views(SpCtx *c, Rule *r);

#endif
