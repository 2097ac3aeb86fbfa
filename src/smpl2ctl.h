/* smpl2ctl.h - statement sequences of a rule over control flow.
 *
 * Owns: matching a rule's statement sequence (with `...` and `when`)
 * along the paths of a function.  Include from engine.c.
 */
#ifndef LADYBUG_SMPL2CTL_H
#define LADYBUG_SMPL2CTL_H

#endif
