/* engine.h - the engine: matching and transformation.
 *
 * (Stub header: the module's owner replaces this comment with what the
 * module owns and who may include it.)
 */
#ifndef LADYBUG_ENGINE_H
#define LADYBUG_ENGINE_H

#include "options.h"

int engine_run(const Options *o);
int engine_test_run(const Options *o);

#endif
