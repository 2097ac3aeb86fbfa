/* output.h - where the results of a run go.
 *
 * Owns: what spatch does with each file's new text: the diff on
 * standard output (headers `--- PATH` / `+++ /tmp/cocci-output-PID-
 * XXXXXX-BASENAME` for files named on the command line, `diff -u -p
 * a/REL b/REL` (`diff -U N -p ...` when -U was given) / `--- a/REL` /
 * `+++ b/REL` with --dir or --patch, REL relative to the --patch folder
 * or else to the --dir folder), then
 * `-o FILE`, `--in-place` (through a temporary file and a rename in the
 * same folder, keeping the file's mode, with a `--suffix` backup),
 * `--out-place` (FILE.cocci_res) and `--no-show-diff`.  The engine
 * reports every file once, in processing order: output_file (or
 * output_context_file) for a file it processed, output_skipped for one
 * it did not (no rule could match), then output_finish.
 * Include from run/engine.c and from tests.
 */
#ifndef LADYBUG_OUTPUT_H
#define LADYBUG_OUTPUT_H

#include <stddef.h>
#include <stdio.h>
#include "base/options.h"

typedef struct Output Output;

/* Start a run over NFILES target files with options O (which must
 * outlive the Output).  Diffs go to standard output. */
Output *output_new(const Options *o, size_t nfiles);

/* Send diffs to F instead of standard output (tests). */
void output_set_stream(Output *out, FILE *f);

/* The outcome of processing file PATH (as the user or the folder walk
 * named it): its text OLD before and NEW after the semantic patch (they
 * may be equal).  Prints the diff when they differ and writes the
 * files the options ask for (-o: a copy even when nothing changed, as
 * spatch).  Returns 0,
 * or -1 when a file could not be written (after a message; the source
 * is never left half written). */
int output_file(Output *out, const char *path, const char *old, size_t oldlen,
		const char *new_text, size_t newlen);

/* The same for a file in context mode (`*` rules): the diff shows OLD
 * against SHOWN (see edit_apply_context), while -o, --in-place and
 * --out-place treat the file as unchanged, as spatch does. */
int output_context_file(Output *out, const char *path, const char *old, size_t oldlen,
			const char *shown, size_t shownlen);

/* The next files reported are (EXTRA 1) or are not (0) headers the run
 * added because the semantic patch needs types (spatch processes the
 * headers it reads for types as files): for -o such a header counts
 * only when it changed, and then -o is refused (several modified
 * files). */
void output_set_extra(Output *out, int extra);

/* File PATH was not processed at all (nothing in it could match):
 * says `Skipping: PATH` on standard error unless --very-quiet, as spatch
 * (the engine prints the `(ONCE) Expected tokens ...` line before).
 * It does not count for -o: with only skipped files no FILE is written. */
void output_skipped(Output *out, const char *path);

/* End of the run: spatch's checks on -o, on standard error: `-o can
 * not be applied because there are no modified files` when every file
 * was skipped, else `... multiple modified files` when more than one
 * file was named (skipped ones included).  Returns the exit status the run should end with so far
 * (0, or 255 as spatch), and frees OUT. */
int output_finish(Output *out);

/* The path printed in `--- a/PATH` headers for FILE: relative to DIR
 * when FILE is inside it, else FILE's absolute path without its leading
 * `/` (as spatch).  Returns a string to xfree. */
char *output_rel_path(const char *file, const char *dir);

#endif
