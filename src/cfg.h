/* cfg.h - control-flow graphs of C functions.
 *
 * (Stub header: the module's owner replaces this comment with what the
 * module owns and who may include it.)
 */
#ifndef LADYBUG_CFG_H
#define LADYBUG_CFG_H

#include "options.h"

int cfg_dot_run(const Options *o);

#endif
