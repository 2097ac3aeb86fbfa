/* pretty.h - printing added (`+`) code.
 *
 * Owns: turning a run of added SmPL tokens into the C text to insert:
 * metavariables replaced by the text of the code they matched (or their
 * fresh or script value), spaces normalised, and, for added lines,
 * indentation like the code around the insertion point (tabs or spaces
 * as the file uses) with one more level inside braces and after an
 * `if`/`else`/loop header without braces.
 * Include from engine.c.
 */
#ifndef LADYBUG_PRETTY_H
#define LADYBUG_PRETTY_H

#include <stdint.h>
#include "arena.h"
#include "bind.h"
#include "ctoken.h"

/* Does the added run [FIRST,LAST] of TOKS form whole lines (statements,
 * declarations, directives), rather than a piece of an expression? */
int pretty_is_lines(const TokenArray *toks, uint32_t first, uint32_t last);

/* The text of the added run [FIRST,LAST] of TOKS under E.
 * With LINES, each line of the run becomes a line starting with INDENT
 * plus UNIT for each level of nesting, and lines are separated by "\n"
 * (no newline at the start or end).  Without LINES, the run is printed
 * on one line.  The result is an arena string. */
const char *pretty_plus(Arena *a, const TokenArray *toks, uint32_t first, uint32_t last,
			const Env *e, int lines, const char *indent, const char *unit);

#endif
