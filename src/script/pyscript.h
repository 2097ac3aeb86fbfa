/* pyscript.h - Python script rules: the embedded CPython interpreter.
 *
 * Owns: the one Python interpreter of a run, started on the first use
 * and stopped by pyscript_end(); the `coccilib` module that scripts see
 * (coccilib.report, coccilib.org, coccilib.elems: Location and TermList)
 * and the `cocci` and `coccinelle` objects (include_match, exit, the
 * make_* constructors, print_main/print_sec/print_secs, and the
 * metavariables a script binds as `coccinelle.NAME = value`).
 *
 * This is the only module that includes Python.h.  The run stage hands it
 * plain C values (PyArg: texts, lists of texts, positions) and gets plain
 * C values back (PyMade); turning them into bindings is the run stage's
 * job (run/scripts.c).
 * Built without Python (configure --without-python), every entry point
 * reports `script:python rules need Python` and fails.
 * Include from the run stage only.
 */
#ifndef LADYBUG_PYSCRIPT_H
#define LADYBUG_PYSCRIPT_H

#include <stdint.h>

/* A position as scripts see it (coccilib.elems.Location): lines from 1,
 * columns from 0, the end column just past the last character; the
 * element is the function (or declared name) the position is in, with
 * its own extent. */
typedef struct PyLoc {
	const char *file;
	int line, col, line_end, col_end;
	const char *elem;
	int el_line, el_col, el_line_end, el_col_end;
} PyLoc;

/* PyArg.kind */
enum {
	PA_STR = 1,     /* a str: the code's tokens joined by single spaces */
	PA_LIST,        /* a coccilib.elems.TermList (text and its elements) */
	PA_POS,         /* a tuple of coccilib.elems.Location */
	PA_EXPR,        /* TEXT is a Python expression (a default: `[]`, "..."); */
	PA_NONE,        /* None */
};

/* One metavariable given to a script. */
typedef struct PyArg {
	const char *name;
	int kind;
	const char *text;
	const char *const *elems;       /* PA_LIST */
	uint32_t nelems;
	const PyLoc *locs;              /* PA_POS */
	uint32_t nlocs;
} PyArg;

/* PyMade.kind: what a script bound a new metavariable to. */
enum {
	PM_UNSET = 0,   /* not bound (the metavariable stays unbound) */
	PM_STRING,      /* a str (or any other object: its str()) */
	PM_IDENT,       /* cocci.make_ident */
	PM_EXPR,        /* cocci.make_expr */
	PM_STMT,        /* cocci.make_stmt, make_stmt_with_env */
	PM_TYPE,        /* cocci.make_type */
	PM_POS,         /* cocci.make_position: loc holds it */
	PM_PRAGMA,      /* cocci.make_pragmainfo */
	PM_LISTLEN,     /* cocci.make_listlen */
};

typedef struct PyMade {
	int kind;
	char *text;             /* xmalloc'd; the caller frees it (pyscript_made_free) */
	char *decls;            /* make_stmt_with_env: the declarations, or NULL */
	PyLoc loc;              /* PM_POS (file xmalloc'd, elem NULL) */
} PyMade;

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
		  const PyArg *args, uint32_t nargs,
		  const char *const *new_names, PyMade *made, uint32_t nnew, int *include);

/* Evaluate the Python expression CODE (a script constraint or a fresh
 * identifier's seed) with ARGS bound.  pyscript_test gives its truth
 * (1 or 0), pyscript_string its str() (xmalloc'd); both give -1 / NULL
 * after printing the error. */
int pyscript_test(const char *code, const char *cocci_file, int line,
		  const PyArg *args, uint32_t nargs);
char *pyscript_string(const char *code, const char *cocci_file, int line,
		      const PyArg *args, uint32_t nargs);

/* Did a script call cocci.exit()?  (Cleared by pyscript_clear_exit.) */
int pyscript_exit_requested(void);
void pyscript_clear_exit(void);

/* The files of the current run (cocci.files()) and the semantic patch
 * (cocci.cocci_file()); the strings must live until pyscript_end. */
void pyscript_set_context(const char *cocci_file, const char *const *files, uint32_t nfiles);

void pyscript_made_free(PyMade *m);

/* Flush what scripts printed and stop the interpreter (if started). */
void pyscript_end(void);

#endif
