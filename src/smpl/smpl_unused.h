/* smpl_unused.h - warnings for metavariables a rule declares and never
 * names.
 *
 * Owns: deciding which declared metavariables of a parsed semantic
 * patch bind nothing (neither the rule's pattern, nor a type of one
 * that does, nor a constraint or fresh identifier seed names them) and
 * saying so as warnings.  Include only from smpl.c.
 */
#ifndef LADYBUG_SMPL_UNUSED_H
#define LADYBUG_SMPL_UNUSED_H

#include "smpl/spfile.h"

/* Warn of each metavariable of F's pattern rules that nothing names. */
void smpl_warn_unused(const SmplFile *f);

#endif
