/* clex.h - the C lexer.
 *
 * Owns: turning a Source into a TokenArray (cfront/ctoken.h, which also
 * frees, prints and checks token arrays) with the flex scanner of
 * grammar/c.l; the C keyword table (Ident.kw).  Front ends and later
 * stages include this header; the part marked "scanner interface" is
 * for grammar/c.l and src/cfront/clex.c only.  The --debug-tokens and
 * --debug-roundtrip modes, which also apply the macro heuristics, are
 * cfront/tokdump.h.
 */
#ifndef LADYBUG_CLEX_H
#define LADYBUG_CLEX_H

#include "cfront/ctoken.h"
#include "base/source.h"

/* Intern every C keyword spelling (C11 and the GNU ones: __attribute__,
 * __typeof__, __asm__, __inline__, __extension__, ...) and set its
 * Ident.kw to a KW_* value.  Idempotent; call before clex_file. */
void clex_init(void);

/* Lex the whole of SRC into OUT (which is overwritten; free it with
 * token_array_free).  Tokens follow cfront/ctoken.h: a kind and a byte
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

/* ---- scanner interface: grammar/c.l and src/cfront/clex.c only ---- */

typedef struct ClexState {
	Source *src;
	TokenArray *out;     /* where clex_lex_token files tokens */
	const char *base;    /* the scanned copy of src->text */
	uint32_t prev_end;   /* the end of the last token filed */
	int bol;             /* a newline was seen since the last token */
	int in_pp;           /* inside a directive's line */
	int if0;             /* 1: after #if, 2: after `#if 0` */
	int skip_depth;      /* conditionals opened inside an #if 0 region */
	size_t skip_start;   /* where the TK_PP_SKIPPED text begins */
	int errors;
} ClexState;

/* A scanner over BUF, whose SIZE bytes end with two NULs (flex's
 * yy_scan_buffer); NULL if flex fails.  clex_scan_next scans on, handing
 * each token to clex_lex_token, up to the end of the text: it returns
 * TK_EOF, or TK_PP_SKIPPED for an #if 0 region the end of the text cuts
 * short, with its text in BUF (for TK_EOF the text is undefined). */
void *clex_scan_open(ClexState *st, char *buf, size_t size);
int clex_scan_next(void *sc, const char **text, size_t *len);
void clex_scan_close(void *sc);

/* Called by the scanner's actions. */
/* File the token of kind K whose text is TEXT (LEN bytes) in the scanned
 * buffer: its range, flags and identifier (TK_PP_SKIPPED: the region
 * from st->skip_start to TEXT; TK_EOF: the end, after a TK_PP_END if a
 * directive is open there). */
void clex_lex_token(ClexState *st, int k, const char *text, size_t len);
/* clex_lex_token for a code token (neither the end nor a directive's
 * nor any kind after those) outside a directive's line and an `#if`
 * line, an identifier or another, when the token array has room: most
 * tokens, in small functions of their own; clex_lex_tok chooses (the
 * scanner's actions call it, most with a constant kind). */
void clex_lex_plain(ClexState *st, int k, const char *text, size_t len);
void clex_lex_ident(ClexState *st, const char *text, size_t len);
static inline void clex_lex_tok(ClexState *st, int k, const char *text, size_t len)
{
	if ((unsigned)k - 1 >= TK_PP_DEFINE - 1 || (st->in_pp | st->if0) ||
	    st->out->n == st->out->cap)
		clex_lex_token(st, k, text, len);
	else if (k == TK_IDENT)
		clex_lex_ident(st, text, len);
	else
		clex_lex_plain(st, k, text, len);
}
void clex_lex_error(ClexState *st, const char *at, const char *msg);
void clex_lex_unterminated(ClexState *st, const char *at, const char *what);
void clex_lex_stray(ClexState *st, const char *at);
void clex_lex_newlines(ClexState *st, const char *text, size_t len);
int clex_lex_number(const char *text, size_t len);
int clex_lex_directive(ClexState *st, const char *text, int *keep);
int clex_lex_pp_end(ClexState *st, const char *at);
int clex_lex_at_bol(const ClexState *st, const char *text);
int clex_lex_skip_directive(ClexState *st, const char *text, size_t len);
int clex_lex_skip_eof(ClexState *st, const char *at);
/* For the rules that keep the scanner from backing up: the length of
 * TEXT (LEN bytes) without its last `\` and what follows it; without
 * the incomplete UTF-8 letter that ends it; and for a `<` after
 * #include with no `>` on its line, the operator that starts TEXT as
 * (TokKind << 2 | its length). */
int clex_lex_before_backslash(const char *text, int len);
int clex_lex_before_u8part(const char *text, int len);
int clex_lex_lt(const char *text, int len);

#endif
