/* progress.h - the progress line of a run over many files.
 *
 * Owns: the one line on standard error that shows how far a run has
 * come: files done of the total, the file being processed, the time
 * spent and an estimate of the time left.  It is redrawn in place
 * (`\r`, the line, then erase-to-end-of-line `ESC [ K`) at most ten
 * times a second, by the events below and by a ticker thread that keeps
 * the clock moving while a long file is processed, and erased at the end.
 * It is shown when standard error is a terminal, the run has several
 * files and neither --quiet nor --very-quiet was given; --progress
 * forces it (even into a pipe), --no-progress suppresses it.
 *
 * The line never mixes with other output: while it is on, standard
 * error (and standard output, when it goes to the same terminal or
 * file) are streams of this module that erase the line before they
 * write and let it be redrawn only once the cursor is back at the start
 * of a line.  Scripts write to the file descriptors directly, so while
 * one runs (progress_pause) the line is erased and held, and the
 * original streams are back (an interpreter started then finds its
 * file descriptors through them).  Only the process that started the
 * line draws it: --jobs workers (forked children) write through the
 * same streams untouched.
 * Include from run/engine.c and run/scripts.c only.
 */
#ifndef LADYBUG_PROGRESS_H
#define LADYBUG_PROGRESS_H

#include <stddef.h>

#include "base/options.h"

/* Decide from O whether a run over NFILES files shows the line, and if
 * so start it (standard output and error become this module's streams:
 * call before anything keeps a pointer to them, e.g. output_new). */
void progress_begin(const Options *o, size_t nfiles);

/* File PATH starts being processed (the name shown as current). */
void progress_file(const char *path);

/* One more file is done (in a unit: one more file of this pass). */
void progress_done(void);

/* The files named on the command line form one unit that the rules
 * run over rule by rule, and no file of it is done before the last
 * rule: pass PASS (from 0) of NPASSES over its NUNIT files starts, and
 * progress_file / progress_done follow the files of that pass.  NPASSES
 * 0: the unit is over (each of its files is then counted done by
 * progress_done as usual). */
void progress_pass(unsigned pass, unsigned npasses, size_t nunit);

/* Erase the line and keep it off until progress_resume, and give the
 * original standard output and error back meanwhile: a script runs and
 * may write to the terminal directly.  Calls nest; in a --jobs worker
 * they only swap the streams. */
void progress_pause(void);
void progress_resume(void);

/* The files are done: stop the ticker and erase the line for good.
 * Standard output and error stay this module's (now transparent)
 * streams until progress_end. */
void progress_stop(void);

/* Give back the original standard output and error (after everything
 * that kept a pointer to them is done, e.g. output_finish). */
void progress_end(void);

#endif
