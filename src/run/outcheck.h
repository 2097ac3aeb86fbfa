/* outcheck.h - --check-output: does a transformed file read as well as
 * its input?
 *
 * Owns: the debug check that parses a file's old and new texts (lexed
 * with the run's macros, as the engine parses them) and compares what a
 * transformation must never make worse:
 *   - parse errors: regions the parser skipped;
 *   - lost definitions: a function defined in the input whose name is
 *     still there but no longer defined as a function;
 *   - misleading braces: a statement next to the lone (unbraced) body of
 *     an if, else or loop that reads as if it were guarded too, or that
 *     the guard's body swallowed (`if (x) foo(); bar();` on one line, or
 *     `bar();` under `foo();` at the body's indentation);
 * and reports on standard error, once per file, each count that grew,
 * with the lines of the new text where the problems are.
 * Include from run/engine.c only.
 */
#ifndef LADYBUG_OUTCHECK_H
#define LADYBUG_OUTCHECK_H

#include <stddef.h>

#include "cfront/cmacro.h"

/* Compare OLD (OLDLEN bytes) and NEW (NEWLEN bytes), the input and the
 * result of file PATH; MT the macro table of the run.  Prints a report
 * when NEW reads worse than OLD.  Returns 1 then, else 0. */
int outcheck_file(const char *path, const char *old, size_t oldlen, const char *nw,
		  size_t newlen, const MacroTable *mt);

#endif
