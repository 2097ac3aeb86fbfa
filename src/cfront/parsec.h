/* parsec.h - the --parse-c report.
 *
 * Owns: `spatch --parse-c / --parse-h / --parse-ch FILE|DIR...`: finding
 * the files (folders walked recursively in directory order), lexing,
 * macro heuristics and parsing each one, and printing spatch's report:
 * per file `PARSING: path` and a block per parse error on stderr, the
 * "maybe 10 most problematic tokens" section, and the three summary
 * lines on stdout; and `--gen-macro-file FILE`, a draft macro file
 * built from the macros blamed for parse errors.  Only main.c calls it.
 */
#ifndef LADYBUG_PARSEC_H
#define LADYBUG_PARSEC_H

#include "base/options.h"

/* Run the report over o->files.  Returns 0 when every path could be
 * read (parse errors are results, not failures), 1 if some file could
 * not be read or is binary, 2 if a path does not exist, a macro file
 * cannot be read, or --gen-macro-file cannot be written. */
int parsec_run(const Options *o);

#endif
