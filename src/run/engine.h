/* engine.h - applying a semantic patch to C files: the driver of a run.
 *
 * Owns: which files a run reads (folders, --max/--index shares, the
 * command-line files taken as one unit), the per-file loop over the
 * rules (a rule's seeds, its matches, their edits making the next version
 * of the text), per-file memory, --jobs hand-off to workers, and handing
 * old and new texts to the output stage.  Also `--test`.  It decides
 * nothing itself: the modules of src/run (see run.h) and the stages
 * below do.  Only main.c includes this header.
 */
#ifndef LADYBUG_ENGINE_H
#define LADYBUG_ENGINE_H

#include "base/options.h"

/* Apply the semantic patch of O to the files of O.  Returns the exit
 * status: 0 when every file was processed (whether or not anything
 * matched), non-zero when the semantic patch or a file could not be
 * read. */
int engine_run(const Options *o);

/* `spatch --test NAME`: apply tests/NAME.cocci to tests/NAME.c and
 * compare the result with tests/NAME.res; 0 when they are equal. */
int engine_test_run(const Options *o);

#endif
