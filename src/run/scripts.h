/* scripts.h - script rules in the run.
 *
 * Owns: running a Python script rule over the environments of the rules
 * it takes values from (which environments, in which order, joined how,
 * what a script's new metavariables bind, what include_match(False)
 * drops), the initialize and finalize rules, script constraints on
 * metavariables and fresh identifiers made by a script, the code that
 * scripts make (cocci.make_expr and friends), and the warning for OCaml
 * scripts, which ladybug does not run.  The interpreter itself is
 * script/pyscript.
 * Include only from the modules of src/run.
 */
#ifndef LADYBUG_SCRIPTS_H
#define LADYBUG_SCRIPTS_H

#include "run/run.h"

/* Run script rule R on the current file (its version VER; what the
 * script exports lives in FA). */
void run_script(Run *r, const Rule *R, Version *ver, Arena *fa);

/* Run the initialize (INIT 1) or finalize (INIT 0) rules; returns
 * whether a script failed. */
int run_init_final(Run *r, int init);

/* A script constraint C on M: is VAL allowed under E?  (1 when one of
 * its arguments is not bound yet.) */
int script_constraint_ok(Run *r, const Constraint *c, const Meta *m, const Binding *val,
			 const Env *e);

/* The name the script of fresh identifier SM makes under E, or NULL. */
const char *script_fresh_name(Run *r, const SmplMeta *sm, const Env *e);

/* Free the code that scripts made for the file just finished. */
void made_code_free_all(Run *r);

/* Say, once per run, of every OCaml script rule, constraint and fresh
 * identifier that could run with these -D, that it is not run. */
void warn_ocaml(Run *r);

#endif
