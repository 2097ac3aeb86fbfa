/* pyscript.h - Python script rules: the embedded CPython interpreter.
 *
 * Owns: the one Python interpreter of a run, started on the first use
 * and stopped by pyscript_end(); the `coccilib` module that scripts see
 * (coccilib.report, coccilib.org, coccilib.elems: Location and TermList)
 * and the `cocci` and `coccinelle` objects (include_match, exit, the
 * make_* constructors, print_main/print_sec/print_secs, and the
 * metavariables a script binds as `coccinelle.NAME = value`).
 *
 * This is the only module that includes Python.h.  It is given plain C
 * values (ScriptArg: texts, lists of texts, positions) and gives plain C
 * values back (ScriptMade); turning them into bindings is the run
 * stage's job (run/scripts.c), which calls it through script/script.h.
 * Built without Python (configure --without-python), every entry point
 * reports `script:python rules need Python` and fails.
 * Include from script/script.c only.
 */
#ifndef LADYBUG_PYSCRIPT_H
#define LADYBUG_PYSCRIPT_H

#include <stdint.h>

#include "script/scriptval.h"

/* Is Python built in? */
int pyscript_available(void);

/* Run the body CODE of a script rule (an initialize, finalize or
 * script rule whose header is at line RULE_LINE of COCCI_FILE and whose
 * code starts at line LINE) with ARGS bound as
 * global variables and as attributes of `coccinelle`.  Then read the
 * new metavariables NEW[0..nnew) from `coccinelle` into MADE (which has
 * nnew entries).  *INCLUDE becomes 0 when the script called
 * cocci.include_match(False), else 1.  Returns 0, or -1 after printing
 * the Python traceback and `Error in Python script, line N, file "F"`. */
int pyscript_rule(const char *code, const char *cocci_file, int line, int rule_line,
		  const ScriptArg *args, uint32_t nargs,
		  const char *const *new_names, ScriptMade *made, uint32_t nnew, int *include);

/* Evaluate the Python expression CODE (a script constraint or a fresh
 * identifier's seed) with ARGS bound.  pyscript_test gives its truth
 * (1 or 0), pyscript_string its str() (xmalloc'd); both give -1 / NULL
 * after printing the error. */
int pyscript_test(const char *code, const char *cocci_file, int line,
		  const ScriptArg *args, uint32_t nargs);
char *pyscript_string(const char *code, const char *cocci_file, int line,
		      const ScriptArg *args, uint32_t nargs);

/* Did a script call cocci.exit()?  (Cleared by pyscript_clear_exit.) */
int pyscript_exit_requested(void);
void pyscript_clear_exit(void);

/* The files of the current run (cocci.files()) and the semantic patch
 * (cocci.cocci_file()); the strings must live until pyscript_end. */
void pyscript_set_context(const char *cocci_file, const char *const *files, uint32_t nfiles);

/* Flush what scripts printed and stop the interpreter (if started). */
void pyscript_end(void);

#endif
