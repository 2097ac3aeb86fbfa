/* cmacro.h - macro files and the macro heuristics of the C front end.
 *
 * Owns: reading macro files (the default macros/standard.h, or the one
 * named by --macro-file-builtins, plus every --macro-file) into a
 * MacroTable, and the single pass over a lexed file that rewrites its
 * TokenArray before parsing: uses of macro-file definitions are hidden
 * or expanded, and identifiers that are macro calls the C grammar cannot
 * parse are retyped to the TK_MACRO_* kinds of cfront/ctoken.h (which
 * says exactly what the parser receives).  Include from the drivers that
 * parse C (tokdump, cparse's --debug-ast, cinclude, parsec, engine); the
 * parser itself only sees the result.
 */
#ifndef LADYBUG_CMACRO_H
#define LADYBUG_CMACRO_H

#include "cfront/ctoken.h"
#include "base/options.h"

typedef struct MacroTable MacroTable;

/* One definition of a macro file. */
typedef struct MacroDef {
	const Ident *name;
	int nparams;             /* -1: object-like */
	int variadic;            /* last parameter is `...` or `name...` */
	const Ident **params;    /* nparams names; __VA_ARGS__ for `...` */
	int hint;                /* TK_MACRO_* for a hint body (YACFE_ITERATOR,
				  * MACROSTATEMENT, ...), else 0 */
	size_t nbody;            /* body tokens (no hint): kinds and spellings */
	const uint16_t *body_kind;
	const Ident *const *body_id;
} MacroDef;

/* Read the default macro file (--macro-file-builtins FILE instead when
 * given; else $LADYBUG_DATADIR/standard.h, else PKGDATADIR/standard.h,
 * else ../macros/standard.h beside the executable's folder) and every
 * --macro-file in order; a later definition of a name replaces an
 * earlier one.  Interns the C keywords first (clex_init).
 * An unreadable file named on the command line is an error: it is
 * reported and NULL is returned.  A missing default file only warns. */
MacroTable *cmacro_load(const Options *o);
/* An empty table, for tests and callers without options. */
MacroTable *cmacro_empty(void);
void cmacro_free(MacroTable *mt);

/* The definition of NAME in MT, or NULL. */
const MacroDef *cmacro_lookup(const MacroTable *mt, const Ident *name);
/* Make NAME a hint macro of MT (as `#define NAME MACROANNOTATION` in a
 * macro file would for TK_MACRO_ATTR), replacing a definition it had.
 * Used for names a semantic patch declares (`attribute name a;`). */
void cmacro_add_hint(MacroTable *mt, const Ident *name, int hint);
/* Is ID spelled like an attribute word: `__` and a lower-case letter
 * (__user, __iomem, __maybe_unused), but not a sized type name such as
 * __u32, __le16 or __sum16? */
int cmacro_attr_spelling(const Ident *id);
/* Path of the default macro file cmacro_load would read (static). */
const char *cmacro_default_path(void);

/* Byte ranges [from[i], to[i]) of a file, sorted and disjoint. */
typedef struct MacroSpans {
	const uint32_t *from, *to;
	size_t n;
} MacroSpans;

/* Rewrite TA once, before parsing (see ctoken.h for the contract):
 *  - a use of a macro-file definition with an empty body (an
 *    attribute-like word: __init, __user) is TF_HIDDEN (name and
 *    argument list); a use of one with a body, where it starts inside
 *    one of the spans WHERE (NULL: none), is TF_HIDDEN too, and the
 *    body, arguments substituted (`#' makes a string, `##' pastes), is
 *    inserted before it as zero-width TF_EXPANDED tokens; a hint body
 *    retypes the name wherever it is used;
 *  - the heuristics retype statement, iterator, declarer, attribute and
 *    string macros, and add a zero-width expanded `,` after a macro call
 *    in an initializer list that is followed by another element without
 *    one (SET_RUNTIME_PM_OPS(...) on its own line).
 * Tokens inside directives and #if 0 regions are never touched.  Linear
 * in the number of tokens.  MT may be NULL (heuristics only).  Returns
 * the number of uses of definitions with a body expanded.  The parser
 * decides the spans: such a definition is used only where the code
 * does not parse as written (cparse_file). */
size_t cmacro_apply(TokenArray *ta, const MacroTable *mt, const MacroSpans *where);

#endif
