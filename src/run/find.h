/* find.h - where the current rule matches in the current version.
 *
 * Owns: choosing how a rule's pattern is searched for (an expression or
 * type anywhere; a function definition with its body along control
 * flow; a sequence with `...` along the control flow of each function;
 * runs of statements in every block; an #include once) and collecting
 * its matches as environments.
 * Include only from the modules of src/run.
 */
#ifndef LADYBUG_FIND_H
#define LADYBUG_FIND_H

#include "run/run.h"

/* Append to OUT every match of rule r->rule in version r->ver that
 * extends SEED. */
void find_matches(Run *r, const Env *seed, EnvList *out);

/* The calls of find_matches for one rule on one version of a file (one
 * per seed) go between these two: what they share, the translation of
 * the pattern into a formula, is made once for them. */
void find_begin(Run *r);
void find_end(Run *r);

#endif
