/* mlcode.h - the OCaml code of a run.
 *
 * Owns: what the OCaml code of a semantic patch is made of, as
 * script/ocamlscript needs it to compile it all at once at the start of
 * a run: every initialize, script and finalize rule in OCaml, every
 * script:ocaml constraint and fresh identifier (of every rule, also
 * those that cannot run with these -D, as spatch compiles them all),
 * with the names its values are bound to, the OCaml type each is given
 * as (from the metavariable's kind: text, position list, list length,
 * or the pair of `(s, a) << r.x') and the new metavariables of a
 * script rule.  Calls are then made through script/script.h by
 * run/scripts.c, with the arguments in the order described here.
 * Include only from the modules of src/run.
 */
#ifndef LADYBUG_MLCODE_H
#define LADYBUG_MLCODE_H

#include "run/run.h"

/* Compile and load the OCaml code of R's semantic patch (its initialize
 * code runs).  Returns 0 (also when there is none), or -1 after the
 * error was said. */
int ml_prepare(Run *r);

#endif
