/* clex.h - the C lexer.
 *
 * Owns: turning a Source into a TokenArray (src/ctoken.h) with the flex
 * scanner of grammar/c.l; the C keyword table (Ident.kw); printing a
 * token array back as text; the --debug-tokens and --debug-roundtrip
 * modes.  Front ends and later stages include this header; the part
 * marked "scanner interface" is for grammar/c.l and src/clex.c only.
 */
#ifndef LADYBUG_CLEX_H
#define LADYBUG_CLEX_H

#include <stdio.h>
#include "cfront/ctoken.h"
#include "base/options.h"
#include "base/source.h"

/* Intern every C keyword spelling (C11 and the GNU ones: __attribute__,
 * __typeof__, __asm__, __inline__, __extension__, ...) and set its
 * Ident.kw to a KW_* value.  Idempotent; call before clex_file. */
void clex_init(void);

/* Lex the whole of SRC into OUT (which is overwritten; free it with
 * token_array_free).  Tokens follow src/ctoken.h: a kind and a byte
 * range each, trivia between them, TF_BOL on the first token of a line,
 * TF_SPACE_BEFORE when trivia precedes, directives as TK_PP_* ... tokens
 * ... TK_PP_END (all with TF_IN_PP), the text of an `#if 0` or `#elif 0`
 * branch (up to its #elif, #else or #endif) as one TK_PP_SKIPPED,
 * and a final TK_EOF.  Lexical errors (unterminated comment, string or
 * character constant, stray or NUL byte, unterminated `#if 0`) are
 * reported with diag_at and lexing goes on; returns their number. */
int clex_file(Source *src, TokenArray *out);

/* QUIET 1: count, but do not print, the errors that concern one token
 * (stray bytes, unterminated strings and character constants), for
 * modes where the parser reports the same place as a parse error;
 * unterminated comments and #if 0 regions and NUL bytes are still
 * reported.  QUIET 2: print no lexical error at all (for lexing text
 * that is not the user's file as such).  0: print every error. */
void clex_set_quiet(int quiet);

void token_array_free(TokenArray *ta);

/* Upper-case name of a TokKind without the TK_ prefix ("IDENT"). */
const char *tok_kind_name(int kind);

/* Write every token that is not TF_EXPANDED with its leading trivia:
 * the file comes back byte for byte. */
void clex_print(const TokenArray *ta, FILE *out);

/* Check that TA covers its source exactly: tokens in order, not
 * overlapping, trivia made only of white space, comments and
 * backslash-newlines, the last token TK_EOF at the end.  Returns 0 if
 * so, else the offset + 1 of the first byte where it fails. */
size_t clex_check(const TokenArray *ta);

/* `spatch --debug-tokens FILE...`: the tokens the parser receives
 * (after the macro file and heuristics of cmacro), one per line,
 * `LINE:COL KIND text` (control bytes of the text as \xHH; hidden and
 * expanded tokens marked KIND/hidden, KIND/expanded).
 * `spatch --debug-roundtrip FILE|DIR...`: lex each file, apply the macro
 * file and heuristics, check the result with
 * clex_check and compare clex_print's output with the file; prints one
 * line per failing file and a summary.  Both return 0 when every file
 * was read (and round-tripped), 1 otherwise. */
int clex_dump_run(const Options *o);
int clex_roundtrip_run(const Options *o);

/* ---- scanner interface: grammar/c.l and src/clex.c only ---- */

typedef struct ClexState {
	Source *src;
	const char *base;    /* the scanned copy of src->text */
	int bol;             /* a newline was seen since the last token */
	int in_pp;           /* inside a directive's line */
	int if0;             /* 1: after #if, 2: after `#if 0` */
	int skip_depth;      /* conditionals opened inside an #if 0 region */
	size_t skip_start;   /* where the TK_PP_SKIPPED text begins */
	int errors;
} ClexState;

/* A scanner over BUF, whose SIZE bytes end with two NULs (flex's
 * yy_scan_buffer); NULL if flex fails.  clex_scan_next returns the next
 * TokKind with its text in BUF (for TK_EOF the text is undefined). */
void *clex_scan_open(ClexState *st, char *buf, size_t size);
int clex_scan_next(void *sc, const char **text, size_t *len);
void clex_scan_close(void *sc);

/* Called by the scanner's actions. */
void clex_lex_error(ClexState *st, const char *at, const char *msg);
void clex_lex_unterminated(ClexState *st, const char *at, const char *what);
void clex_lex_stray(ClexState *st, const char *at);
void clex_lex_newlines(ClexState *st, const char *text, size_t len);
int clex_lex_number(const char *text, size_t len);
int clex_lex_directive(ClexState *st, const char *text, int *keep);
int clex_lex_pp_end(ClexState *st, const char *at);
int clex_lex_skip_directive(ClexState *st, const char *text, size_t len);
int clex_lex_skip_eof(ClexState *st, const char *at);

#endif
