/* cparse.h - the C parser.
 *
 * Owns: turning a TokenArray (cfront/ctoken.h, from clex and the macro
 * heuristics) into the syntax tree of cfront/ast.h, with the pure bison
 * grammar of grammar/cgram.y fed by a retyping token filter (typedef names
 * tracked with scopes and guessed from context, preprocessor lines and
 * macro tokens put in their roles: cparse_lex.c) and whose actions build
 * nodes (cparse_build.c); error recovery at toplevel; the pattern mode
 * used by the SmPL front end; `spatch --debug-ast` (cparse.c).
 * Include from any stage that needs a tree: the --parse-c report, the
 * SmPL front end, the engine.
 */
#ifndef LADYBUG_CPARSE_H
#define LADYBUG_CPARSE_H

#include <stddef.h>
#include <stdint.h>
#include "base/arena.h"
#include "cfront/ast.h"
#include "cfront/ctoken.h"
#include "base/options.h"

/* One parse failure.  FIRST..LAST (token indexes, inclusive) is the
 * region that was skipped (it became a TOP_ERROR node, or, in pattern
 * mode, the rest of the input); AT is the token where the parser saw
 * the error.  MSG is a message without location ("syntax error,
 * unexpected ...", "nesting too deep"), in the caller's arena. */
typedef struct CParseError {
	uint32_t first, last, at;
	const char *msg;
} CParseError;

typedef struct CParseErrors {
	CParseError *v;       /* xmalloc'ed; free with cparse_errors_free */
	size_t n, cap;
} CParseErrors;

void cparse_errors_free(CParseErrors *errs);

/* Parse a whole file.  Never returns NULL: the result is a TOP_UNIT
 * (empty for an empty file) whose kids are toplevel items in order:
 * D_DECL, D_FUNCDEF, D_MACRO_DECL, D_STATIC_ASSERT, D_EMPTY, S_ASM,
 * PP_* lines, and TOP_ERROR for each region that did not parse (the
 * parser resumes at the next toplevel definition).  Every failure
 * appends one record to ERRS (which may be NULL); the nodes live in A.
 * TA must end with TK_EOF.  Safe on any input: nesting deeper than
 * CPARSE_MAX_DEPTH gives an error record, never a stack overflow. */
Node *cparse_unit(TokenArray *ta, Arena *a, CParseErrors *errs);

/* Lex SRC into TA (freed with token_array_free), apply the macro
 * table MT (may be NULL) and parse the whole file (cparse_unit).  The
 * definitions of MT that have a body are a fallback, as in spatch: a
 * use is expanded only in a toplevel item that does not parse as
 * written, and that second parse is kept when it leaves fewer items
 * unparsed (definitions with an empty body erase their uses
 * everywhere).  So `GET(p)', an iterator the macro file defines, or
 * `DECLARE_X(foo) {' heading a function stay as written where they
 * parse.  Hints (MACROSTATEMENT, YACFE_ITERATOR, ...) and the macro
 * heuristics apply everywhere.  Nodes live in A; ERRS as cparse_unit. */
struct MacroTable;
Node *cparse_file(Source *src, TokenArray *ta, const struct MacroTable *mt, Arena *a,
		  CParseErrors *errs);

/* Start kinds of pattern mode. */
enum {
	CPARSE_BODY = 0,   /* a rule body: toplevel items, declarations, statements */
	CPARSE_EXPR,       /* one expression (rule kind `expression`, or a body with no `;`) */
	CPARSE_TYPE,       /* one type name */
	CPARSE_IDENT,      /* one identifier */
};

/* Parse tokens FIRST..LAST (inclusive; TA->v[LAST+1] need not be EOF)
 * of TA as SmPL pattern code.  Besides C, accepts metavariables
 * (TK_META with Token.aux a Meta *, placed by meta_category()), `...`
 * with `when` clauses, nests, disjunctions and conjunctions, `?`
 * optional statements and `E@p` positions; builds the pattern kinds of
 * ast.h.  START is a CPARSE_* kind.  For CPARSE_BODY the result is a
 * TOP_UNIT of items; for the others the expression, type (T_TYPENAME)
 * or identifier node itself.  Returns NULL when the tokens do not
 * parse, with one record in ERRS (no recovery in pattern mode). */
Node *cparse_pattern(TokenArray *ta, uint32_t first, uint32_t last, int start,
		     Arena *a, CParseErrors *errs);

/* The typedef names that the toplevel declarations of UNIT (a
 * TOP_UNIT, or NULL) declare, each with where its declaration starts,
 * for cparse_fragment; built in one pass.  Free with
 * cparse_typedefs_free. */
typedef struct CTypedefs CTypedefs;
CTypedefs *cparse_typedefs(const Node *unit);
void cparse_typedefs_free(CTypedefs *t);

/* cparse_pattern for a fragment of a parsed C file (the body of a
 * #define): the names of TDS (or none: NULL) whose declaration starts
 * before FIRST name types there.  Costs the fragment's length. */
Node *cparse_fragment(TokenArray *ta, uint32_t first, uint32_t last, int start,
		      Arena *a, CParseErrors *errs, const CTypedefs *tds);

/* Deepest nesting the parser accepts (parentheses, blocks, operator
 * chains: the height of any tree it builds stays below this), so every
 * recursive walk over a tree is bounded. */
#define CPARSE_MAX_DEPTH 3000

/* `spatch --debug-ast FILE...`: lex (with the macro heuristics), parse
 * and print ast_dump of each file; parse errors go to stderr as
 * FILE:LINE:COL: error: messages.  Returns 0 if every file parsed
 * without error, 1 otherwise, 2 if a file could not be read. */
int cparse_dump_run(const Options *o);

#endif
