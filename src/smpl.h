/* smpl.h - the SmPL front end.
 *
 * (Stub header: the module's owner replaces this comment with what the
 * module owns and who may include it.)
 */
#ifndef LADYBUG_SMPL_H
#define LADYBUG_SMPL_H

#include "options.h"

int smpl_parse_cocci_run(const Options *o);

#endif
