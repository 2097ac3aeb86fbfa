/* udiff.h - unified diffs of two texts.
 *
 * Owns: the line diff of two byte buffers (Myers' O(ND) algorithm in
 * linear space, with change groups slid to canonical places so that the
 * result agrees with GNU `diff`), and the printing of its hunks in the
 * format of GNU `diff -u -p`: `@@ -l,n +l,n @@ CONTEXT` headers whose
 * CONTEXT is the last line before the hunk starting with a letter, `_`
 * or `$` (at most 40 bytes, trailing blanks dropped), N lines of context,
 * `\ No newline at end of file` after an incomplete last line.
 * The file headers (`---`/`+++`) are not printed here: see output.h.
 * Include from the output stage and from tests; anyone may call it.
 */
#ifndef LADYBUG_UDIFF_H
#define LADYBUG_UDIFF_H

#include <stddef.h>
#include <stdio.h>

/* Print to OUT the hunks that turn A (ALEN bytes) into B (BLEN bytes),
 * with CONTEXT lines of context around each change (negative: 3).
 * Prints nothing when the texts are equal.  Returns the number of hunks
 * printed (0 when equal), or -1 when writing to OUT failed. */
int udiff_hunks(FILE *out, const char *a, size_t alen, const char *b, size_t blen,
		int context);

#endif
