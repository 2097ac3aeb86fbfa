/* parsec.h - the --parse-c report.
 *
 * (Stub header: the module's owner replaces this comment with what the
 * module owns and who may include it.)
 */
#ifndef LADYBUG_PARSEC_H
#define LADYBUG_PARSEC_H

#include "options.h"

int parsec_run(const Options *o);

#endif
