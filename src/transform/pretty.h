/* pretty.h - printing added (`+`) code.
 *
 * Owns: turning a run of added SmPL tokens into the C text to insert:
 * metavariables replaced by the text of the code they matched (or their
 * fresh or script value), spaces normalised, and, for added lines,
 * indentation like the code around the insertion point (tabs or spaces
 * as the file uses) with one more level inside braces and after an
 * `if`/`else`/loop header without braces.
 * Include from transform/xform.c.
 */
#ifndef LADYBUG_PRETTY_H
#define LADYBUG_PRETTY_H

#include <stdint.h>
#include "base/arena.h"
#include "match/bind.h"
#include "cfront/ctoken.h"

/* How added code is laid out, from the command line: SMPL_SPACING
 * (--smpl-spacing) keeps the blanks the semantic patch writes between
 * the tokens of a line; MAX_WIDTH (--max-width) is not used here: long
 * lines are broken where the text lands (edit_set_max_width, wrap.h).
 * Set once per run; the default is {0, 78}. */
typedef struct PrettyStyle {
	int smpl_spacing;
	int max_width;
} PrettyStyle;

void pretty_set_style(const PrettyStyle *st);

/* Does the added run [FIRST,LAST] of TOKS form whole lines (statements,
 * declarations, directives), rather than a piece of an expression? */
int pretty_is_lines(const TokenArray *toks, uint32_t first, uint32_t last);

/* Does the added run [FIRST,LAST] of TOKS end with the header of an
 * `if`, `else`, `while` or `for` whose body it does not hold (directives
 * after the header aside)?  The code after the run is then that body. */
int pretty_opens_body(const TokenArray *toks, uint32_t first, uint32_t last);

/* The text of the added run [FIRST,LAST] of TOKS under E.
 * With LINES, each line of the run becomes a line starting with INDENT
 * plus UNIT for each level of nesting, and lines are separated by "\n"
 * (no newline at the start or end).  Without LINES, the run is printed
 * on one line.  The result is an arena string. */
const char *pretty_plus(Arena *a, const TokenArray *toks, uint32_t first, uint32_t last,
			const Env *e, int lines, const char *indent, const char *unit);

/* How tightly the C expression in TEXT (LEN bytes) holds together, on
 * C's scale: 0 a comma at its top, 1 an assignment, 2 a conditional,
 * 3 (||) to 12 (* / %) a binary operator, 13 a prefix operator or cast,
 * 14 nothing looser than a postfix.  *TOP is the loosest top operator's
 * character ('&' for &, 'A' for &&, 'O' for ||; 0 when none). */
int pretty_expr_level(const char *text, size_t len, int *top);

#endif
