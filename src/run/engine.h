/* engine.h - the engine: applying a semantic patch to C files.
 *
 * Owns: the driver of a transformation run (which files, which rules in
 * which order, per-file memory), finding where each rule's pattern
 * matches (with match.c and smpl2ctl.c), turning matches into edits of
 * the file's text (removed tokens and lines, added code at its anchors),
 * and handing old and new texts to the output stage.  Also `--test`.
 * Only main.c includes this header.
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
