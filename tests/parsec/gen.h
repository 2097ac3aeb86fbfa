/* Draft macro file written by spatch --gen-macro-file: one empty
 * definition per macro blamed for parse errors and never used in
 * code that parses (so that the parser skips its uses).  Review
 * each one, give it a body where the macro stands for code, then
 * pass this file with --macro-file. */

/* 2 parse errors, e.g. macros.c:6 */
#define PLUS_ONE

/* 1 parse error, e.g. macros.c:2 */
#define THIRD
