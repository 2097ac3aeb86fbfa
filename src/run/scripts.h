/* scripts.h - script rules in the run.
 *
 * Owns: running a script rule (Python or OCaml) over the environments
 * of the rules it takes values from (which environments, in which
 * order, joined how, what a script's new metavariables bind, what
 * include_match(False) drops), the initialize and finalize rules, script
 * constraints on metavariables and fresh identifiers made by a script,
 * and the code that scripts make (make_expr and friends): the same for
 * both languages.  The interpreters are behind script/script.h; the
 * OCaml code is compiled before the initialize rules (run/mlcode.c).
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

/* The line of the cocci file where rule R's script (or the code at OFF
 * when OFF is not 0) starts. */
int script_line(const Rule *R, uint32_t off);

#endif
