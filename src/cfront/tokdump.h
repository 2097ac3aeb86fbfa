/* tokdump.h - the token debugging modes of the C front end.
 *
 * Owns: `spatch --debug-tokens` and `spatch --debug-roundtrip`, which
 * lex files (clex), apply the macro file and heuristics (cmacro) and
 * print or check the token arrays (ctoken).  It sits above clex and
 * cmacro so that neither includes the other's header for debugging.
 * Include from the run driver (main) only.
 */
#ifndef LADYBUG_TOKDUMP_H
#define LADYBUG_TOKDUMP_H

#include "base/options.h"

/* `spatch --debug-tokens FILE...`: the tokens the parser receives
 * (after the macro file and heuristics of cmacro), one per line,
 * `LINE:COL KIND text` (control bytes of the text as \xHH; hidden and
 * expanded tokens marked KIND/hidden, KIND/expanded).
 * `spatch --debug-roundtrip FILE|DIR...`: lex each file, apply the macro
 * file and heuristics, check the result with
 * clex_check and compare clex_print's output with the file; prints one
 * line per failing file and a summary.  Both return 0 when every file
 * was read (and round-tripped), 1 otherwise.  (They keep the lexer's
 * prefix, under which the driver knows them.) */
int clex_dump_run(const Options *o);
int clex_roundtrip_run(const Options *o);

#endif
