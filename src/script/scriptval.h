/* scriptval.h - the values that scripts are given and make.
 *
 * Owns: the plain C values of script calls, the same for both languages:
 * what a script is given (ScriptArg: texts, lists of texts, positions)
 * and what it makes (ScriptMade: new metavariable values).  Types only.
 * Include from the modules of src/script and through script/script.h.
 */
#ifndef LADYBUG_SCRIPTVAL_H
#define LADYBUG_SCRIPTVAL_H

#include <stdint.h>

/* A position as scripts see it (coccilib.elems.Location, Coccilib.pos):
 * lines from 1, columns from 0, the end column just past the last
 * character; the element is the function (or declared name) the
 * position is in, with its own extent. */
typedef struct ScriptLoc {
	const char *file;
	int line, col, line_end, col_end;
	const char *elem;
	int el_line, el_col, el_line_end, el_col_end;
} ScriptLoc;

/* ScriptArg.kind */
enum {
	SA_STR = 1,     /* the code's tokens joined by single spaces */
	SA_LIST,        /* a list: its text and its elements */
	SA_POS,         /* positions */
	SA_EXPR,        /* not bound: TEXT is the default, an expression of the
			   script's language (`[]`, "...") */
	SA_NONE,        /* nothing (None) */
};

/* One metavariable given to a script. */
typedef struct ScriptArg {
	const char *name;
	int kind;
	const char *text;
	const char *const *elems;       /* SA_LIST */
	uint32_t nelems;
	const ScriptLoc *locs;          /* SA_POS */
	uint32_t nlocs;
} ScriptArg;

/* ScriptMade.kind: what a script bound a new metavariable to. */
enum {
	MADE_UNSET = 0, /* not bound (the metavariable stays unbound) */
	MADE_STRING,    /* a string (Python: any other object, its str()) */
	MADE_IDENT,     /* make_ident */
	MADE_EXPR,      /* make_expr */
	MADE_STMT,      /* make_stmt, make_stmt_with_env */
	MADE_TYPE,      /* make_type */
	MADE_POS,       /* make_position: loc holds it */
	MADE_PRAGMA,    /* make_pragmainfo */
	MADE_LISTLEN,   /* make_listlen */
};

typedef struct ScriptMade {
	int kind;
	char *text;             /* xmalloc'd; the caller frees it (script_made_free) */
	char *decls;            /* make_stmt_with_env: the declarations, or NULL */
	ScriptLoc loc;          /* MADE_POS (file xmalloc'd, elem NULL) */
} ScriptMade;

#endif
