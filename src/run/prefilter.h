/* prefilter.h - which files can match at all.
 *
 * Owns: the decision, made on a file's raw text before it is lexed or
 * parsed, that nothing a run shows can come from the file: no rule that
 * changes code, stars lines or runs a script can run in it.  A rule can
 * run only when the text holds the plain names (called functions,
 * types, fields, the names an `identifier f = {a, b}` allows, the names
 * of the types of a typed metavariable such as `struct s *p`...) that
 * every match of the rule needs, and when the rules its `depends on`
 * and inherited values need can run too.  What a rule needs is computed
 * once per semantic patch (prefilter_new): a formula of names, the
 * union over the branches of a disjunction, the conjunction of what the
 * parts of a pattern need, nothing for optional parts, dots, `when`,
 * metavariables without a list of names, and the parts that an
 * isomorphism of the rule can make disappear from matched code.  Each
 * file then costs one scan of its text.  The same formulas decide, rule
 * by rule, whether a rule is run on a file that others need.
 * Include only from the modules of src/run.
 */
#ifndef LADYBUG_PREFILTER_H
#define LADYBUG_PREFILTER_H

#include "run/run.h"

typedef struct Prefilter Prefilter;

/* What the rules of R's semantic patch need (R's patterns parsed, its
 * isomorphisms loaded, R->never set).  Free with prefilter_free. */
Prefilter *prefilter_new(Run *r);
void prefilter_free(Prefilter *pf);

/* Can something the run shows come from TEXT (LEN bytes)?  ALONE: the
 * file is a unit of its own (not one of the command-line files decided
 * together), so the dependencies between rules count too; otherwise the
 * file is parsed when any rule can match in it.  Builds R->pf on first
 * use. */
int file_may_match(Run *r, const char *text, size_t len, int alone);

/* Can code rule R match in TEXT (the file as the earlier rules left it)?
 * 0 when what every match of it needs is missing: the rule is not run
 * on that file (the others still are). */
int rule_may_match(Run *r, const Rule *R, const char *text, size_t len);

/* The matcher's cache of the names the patterns of rule R need inside a
 * file (MatchCtx.need_cache), kept for the whole run: what a pattern
 * node needs does not depend on the file.  Builds R->pf on first use. */
void *prefilter_need_cache(Run *r, const Rule *R);

#endif
