/* prefilter.h - which files can match at all.
 *
 * Owns: the decision, made on a file's raw text before it is lexed or
 * parsed, that no rule of the semantic patch can match in it: every
 * match of a rule needs some plain name (a called function, a type, a
 * field) that the text lacks, or its `depends on` or inherited values
 * need a rule that cannot match; and the same per rule, so that a rule
 * that cannot match is not run on a file that others need.
 * Include only from the modules of src/run.
 */
#ifndef LADYBUG_PREFILTER_H
#define LADYBUG_PREFILTER_H

#include "run/run.h"

/* Can some rule match in TEXT (LEN bytes)?  ALONE: the file is a unit of
 * its own (not one of the command-line files decided together), so the
 * dependencies between rules count too. */
int file_may_match(Run *r, const char *text, size_t len, int alone);

/* Can code rule R match in TEXT (the file as the earlier rules left it)?
 * 0 when a name every match needs is missing: the rule is not run on
 * that file (other rules still are). */
int rule_may_match(const Run *r, const Rule *R, const char *text, size_t len);

#endif
