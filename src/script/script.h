/* script.h - script code in either language, as the run stage calls it.
 *
 * Owns: one entry point per kind of call (a script rule, a script
 * constraint, a fresh identifier's script) that hands the call to the
 * interpreter of its language: script/pyscript for "python",
 * script/ocamlscript for "ocaml"; the values of the calls are those of
 * script/scriptval.h.  Which environments a script runs with, in which
 * order, and what its results bind are the run stage's decisions
 * (run/scripts.c), the same for both languages.
 * Include from the run stage and from the interpreters of this folder.
 */
#ifndef LADYBUG_SCRIPT_H
#define LADYBUG_SCRIPT_H

#include <stdint.h>

#include "script/scriptval.h"

/* Can scripts in LANG ("python", "ocaml") run in this spatch? */
int script_lang_built(const char *lang);

/* Run the body CODE of a script rule in LANG (an initialize, finalize or
 * script rule whose header is at line RULE_LINE of COCCI_FILE and whose
 * code starts at line LINE) with ARGS bound.  Then read the new
 * metavariables NEW[0..nnew) into MADE (which has nnew entries).
 * *INCLUDE becomes 0 when the script called include_match(False), else
 * 1.  Returns 0, or -1 after printing what went wrong. */
int script_rule(const char *lang, const char *code, const char *cocci_file, int line,
		int rule_line, const ScriptArg *args, uint32_t nargs,
		const char *const *new_names, ScriptMade *made, uint32_t nnew, int *include);

/* Evaluate the expression CODE in LANG (a script constraint or a fresh
 * identifier's seed) with ARGS bound.  script_test gives its truth (1 or
 * 0), script_string its text (xmalloc'd); both give -1 / NULL after
 * printing the error. */
int script_test(const char *lang, const char *code, const char *cocci_file, int line,
		const ScriptArg *args, uint32_t nargs);
char *script_string(const char *lang, const char *code, const char *cocci_file, int line,
		    const ScriptArg *args, uint32_t nargs);

/* A file is processed (FILE; NULL: the files of the command line,
 * processed as one unit): no script has called exit() in it yet, and
 * under --dir Coccilib.files () is [FILE]. */
void script_start_file(const char *file);

/* Did a script call exit() (in either language) in the current file? */
int script_exit_requested(void);

/* The semantic patch (COCCI_FILE), the files of the run and the --dir
 * folder (DIR, or NULL), for cocci.files() / Coccilib.files (); the
 * strings must live until script_end. */
void script_set_context(const char *cocci_file, const char *const *files, uint32_t nfiles,
			const char *dir);

void script_made_free(ScriptMade *m);

/* Flush what scripts printed and stop the interpreters. */
void script_end(void);

#endif
