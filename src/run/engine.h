/* engine.h - applying a semantic patch to C files: the driver of a run.
 *
 * Owns: which files a run reads (folders, --max/--index shares, the
 * command-line files taken as one unit), the per-file loop over the
 * rules (a rule's seeds, its matches, their edits making the next version
 * of the text), per-file memory, --jobs hand-off to workers, and handing
 * old and new texts to the output stage.  Also `--test`.  It decides
 * nothing itself: the modules of src/run (see run.h) and the stages
 * below do.  Only main.c and the whole-pipeline fuzz harness
 * (tests/fuzz/fuzz_pipeline.c) include this header.
 */
#ifndef LADYBUG_ENGINE_H
#define LADYBUG_ENGINE_H

#include <stdio.h>

#include "base/options.h"
#include "smpl/smpl.h"

/* Apply the semantic patch of O to the files of O.  Returns the exit
 * status: 0 when every file was processed (whether or not anything
 * matched), non-zero when the semantic patch or a file could not be
 * read. */
int engine_run(const Options *o);

/* `spatch --test NAME`: apply tests/NAME.cocci to tests/NAME.c and
 * compare the result with tests/NAME.res; 0 when they are equal. */
int engine_test_run(const Options *o);

/* Apply the parsed semantic patch SP to one file held in memory: TEXT
 * (LEN bytes) under the name PATH, which is neither read nor written.
 * The run is that of `spatch --sp-file SP PATH` with the options O
 * (which should ask for no file to be written: no -o, --in-place or
 * --out-place), with the diff going to DIFF instead of standard output
 * (an open_memstream stream gives the output text).  Script rules run
 * as in any run: a caller feeding untrusted patches refuses those
 * first.  SP stays the caller's.  Returns the exit status as
 * engine_run does.  For the whole-pipeline fuzz harness, and for any
 * caller that has its code in memory. */
int engine_run_memory(const Options *o, SmplFile *sp, const char *path, const char *text,
		      size_t len, FILE *diff);

#endif
