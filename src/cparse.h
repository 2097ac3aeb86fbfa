/* cparse.h - the C parser.
 *
 * (Stub header: the module's owner replaces this comment with what the
 * module owns and who may include it.)
 */
#ifndef LADYBUG_CPARSE_H
#define LADYBUG_CPARSE_H

#include "options.h"

int cparse_dump_run(const Options *o);

#endif
