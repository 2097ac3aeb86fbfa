/* ctl.h - the CTL model checker.
 *
 * (Stub header: the module's owner replaces this comment with what the
 * module owns and who may include it.)
 */
#ifndef LADYBUG_CTL_H
#define LADYBUG_CTL_H

#include "options.h"

/* the model checker's API comes here */

#endif
