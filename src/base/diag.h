/* diag.h - diagnostics.
 *
 * Owns: how ladybug reports problems: `FILE:LINE:COL: error: MESSAGE`,
 * followed by the source line and a caret, on standard error; a cap on
 * the number of messages; the count of errors and of incomplete results
 * (a function whose matching stopped at a limit) for the exit status.
 * Anyone may include this header.
 */
#ifndef LADYBUG_DIAG_H
#define LADYBUG_DIAG_H

#include <stddef.h>
#include "base/source.h"

enum { DIAG_ERROR, DIAG_WARNING, DIAG_NOTE };

/* Message at byte offset OFF of SRC (SRC may be NULL for a plain message). */
void diag_at(int level, Source *src, size_t off, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
/* Message with no location: `spatch: error: MESSAGE`. */
void diag(int level, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

int diag_error_count(void);
/* Count a result known to be incomplete: matching stopped at the step,
 * time or depth limit in a function, which was then skipped (the
 * warning that names it is the caller's). */
void diag_incomplete(void);
int diag_incomplete_count(void);
void diag_set_quiet(int quiet);   /* suppress warnings and notes */
/* Drop every message and count no error while MUTED is set (files read
 * only for information, like headers read for their types); returns
 * the previous setting. */
int diag_set_muted(int muted);

#endif
