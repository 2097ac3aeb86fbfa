/* metavars.h - the values a rule's metavariables may take and get.
 *
 * Owns: the checks the structural matcher asks of a binding through
 * MatchCtx's hooks (constraints `= {...}`, `!=`, `<=`, regexps, script
 * constraints; the types of typed expression metavariables, with the
 * declarations of the file and its headers; `local`/`global`
 * idexpressions; list lengths), the type metavariable a typed
 * expression binds, the types that typed isomorphisms ask about, the
 * matching context of the current rule and version, and the values of
 * fresh identifiers.
 * Include only from the modules of src/run.
 */
#ifndef LADYBUG_METAVARS_H
#define LADYBUG_METAVARS_H

#include "match/match.h"
#include "run/run.h"

/* M set up for matching the current rule (r->rule) in the current
 * version (r->ver), with its hooks, isomorphisms and disabled ones. */
void match_ctx(Run *r, MatchCtx *m);
/* Does a rule after the current one of CTX (a Run) inherit its
 * metavariable NAME (a script's too)? */
int run_used_after(void *ctx, const Ident *name);

/* E plus the values of the current rule's fresh identifiers (seed
 * strings and metavariables joined, or a script's name, or the name and
 * a number). */
const Env *with_fresh(Run *r, const Env *e);

#endif
