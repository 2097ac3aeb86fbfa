/* smpl_print.h - the normalized form of a semantic patch.
 *
 * Owns: printing a SmplFile the way `spatch --parse-cocci` shows it,
 * and the written names of metavariable kinds.  Reads only the data of
 * spfile.h.  Include from the driver of the front end (smpl.c) and
 * from whoever prints a semantic patch.
 */
#ifndef LADYBUG_SMPL_PRINT_H
#define LADYBUG_SMPL_PRINT_H

#include <stdio.h>

#include "smpl/spfile.h"

/* The kind K as declarations write it ("expression list"). */
const char *smpl_kind_name(MetaKind k);

/* Print F in the normalized --parse-cocci form. */
void smpl_print(FILE *out, SmplFile *f);

#endif
