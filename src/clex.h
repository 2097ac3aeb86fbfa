/* clex.h - the C lexer.
 *
 * (Stub header: the module's owner replaces this comment with what the
 * module owns and who may include it.)
 */
#ifndef LADYBUG_CLEX_H
#define LADYBUG_CLEX_H

#include "options.h"

int clex_dump_run(const Options *o);

#endif
