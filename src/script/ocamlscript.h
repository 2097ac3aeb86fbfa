/* ocamlscript.h - OCaml script rules, run by the system's OCaml.
 *
 * Owns: the OCaml code of a run.  All the OCaml units of a semantic
 * patch (initialize code, script rules, finalize rules, script
 * constraints, fresh identifiers' scripts) become one OCaml module,
 * generated here from their descriptions (MlUnit), compiled once by the
 * system's OCaml (`ocamlfind ocamlopt -shared`) into a cache folder,
 * and loaded into the OCaml runtime that is linked into spatch
 * (mlhost.ml and coccilib.ml, with Dynlink); each call of a unit is
 * then a call into that runtime, in this process.  So state is shared
 * across the calls of a run (initialize, scripts, finalize) as in
 * spatch, and --jobs workers inherit it when they fork, as they do the
 * Python interpreter's.  The module's initialize code runs when it is
 * loaded.
 *
 * This is the only module that includes the OCaml runtime's headers.
 * It is given and gives back the plain C values of script/scriptval.h.
 * Built without OCaml (configure --without-ocaml), ocamlscript_load
 * says so for each unit and fails.
 * Include from script/script.c and run/mlcode.c.
 */
#ifndef LADYBUG_OCAMLSCRIPT_H
#define LADYBUG_OCAMLSCRIPT_H

#include <stdint.h>

#include "script/scriptval.h"

/* MlUnit.kind */
enum {
	MLU_INIT = 1,   /* initialize code: definitions, run when loaded */
	MLU_RULE,       /* a script rule's code: params in, new metavariables out */
	MLU_FINAL,      /* a finalize rule's code */
	MLU_TEST,       /* a script constraint: a bool expression */
	MLU_STRING,     /* a fresh identifier's script: a string expression */
};

/* MlParam.type: the OCaml type a value is given as. */
enum {
	MLP_STRING = 1, /* string: the code as text */
	MLP_POS,        /* Coccilib.pos list */
	MLP_INT,        /* int: a list length */
	MLP_COMMENTS,   /* (string list * string list * string list) list:
			   comments before, in and after the code */
	MLP_PAIR_TEXT,  /* (s, a) << r.x: string * string */
	MLP_PAIR_POS,   /* string * pos list */
	MLP_PAIR_LIST,  /* string * string list: a list's elements */
	MLP_PAIR_ARGS,  /* string * Ast_c.argument Ast_c.wrap2 list */
	MLP_PAIR_PARAMS,/* string * Ast_c.parameterType Ast_c.wrap2 list */
	MLP_PAIR_INITS, /* string * Ast_c.initialiser Ast_c.wrap2 list */
	MLP_MERGE,      /* finalize: x << merge.v: the list of the values of
			   the variable v of each process: [v] */
};

typedef struct MlParam {
	const char *pattern;    /* what the value is bound to: a name, or a
				   tuple pattern `(s, a)` */
	int type;               /* MLP_* */
	const char *dflt;       /* the OCaml expression of a missing value, or NULL */
	const char *merge;      /* MLP_MERGE: the variable v */
} MlParam;

typedef struct MlUnit {
	int kind;               /* MLU_* */
	const char *code;       /* its text; the address names the unit in calls */
	int line;               /* the line of the .cocci file where CODE starts */
	const char *what;       /* for messages: "script:ocaml rule `s'" */
	int what_line;          /* the line of its rule header or declaration */
	const MlParam *params;  /* in the order of the ScriptArgs of a call */
	uint32_t nparams;
	const char *const *made;/* MLU_RULE: the new metavariables, in order */
	uint32_t nmade;
} MlUnit;

/* Is OCaml built in? */
int ocamlscript_available(void);

/* Make the OCaml code of the semantic patch COCCI_FILE from its UNITS,
 * compile it (or find it compiled in the cache) and load it, which
 * runs the initialize code.  Copies what it needs of UNITS.  Returns 0,
 * or -1 after saying what went wrong and for which rule. */
int ocamlscript_load(const char *cocci_file, const MlUnit *units, uint32_t n);

/* Run the unit whose code is CODE (loaded by ocamlscript_load) with
 * ARGS, as script/script.h's script_rule, script_test and
 * script_string. */
int ocamlscript_rule(const char *code, const ScriptArg *args, uint32_t nargs,
		     ScriptMade *made, uint32_t nnew, int *include);
int ocamlscript_test(const char *code, const ScriptArg *args, uint32_t nargs);
char *ocamlscript_string(const char *code, const ScriptArg *args, uint32_t nargs);

/* Coccilib.exit () was called in the current file. */
int ocamlscript_exit_requested(void);

/* See script_set_context and script_start_file. */
void ocamlscript_set_context(const char *const *files, uint32_t nfiles, const char *dir);
void ocamlscript_start_file(const char *file);

/* Flush what scripts printed. */
void ocamlscript_end(void);

#endif
