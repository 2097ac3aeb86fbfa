/* wrap.h - breaking the long lines that a transformation touched.
 *
 * Owns: the last layout pass over a file's new text.  A line that holds
 * added code (a byte that came from an insertion) and ends past the
 * width (--max-width, 78 by default) is broken after commas of the
 * outermost argument list of its statement, greedily, as spatch 1.1.1
 * does; the continuation lines line up with that list's `(` (or, when
 * the `(` stands on an earlier line, with the line's own indentation),
 * and the lines that already continued the list are lined up with it
 * too.  Lines that neither hold added code nor continue such a list
 * are never changed.
 * Include from edit.c only.
 */
#ifndef LADYBUG_WRAP_H
#define LADYBUG_WRAP_H

#include <stddef.h>

typedef struct WrapStyle {
	int width;                   /* a token ending past this column overflows */
	int tabs;                    /* indentation is made of tabs (every 8) and spaces */
} WrapStyle;

/* The text S (N bytes) with its long touched lines broken.  PLUS[i] is
 * nonzero when byte i of S comes from added code.  Returns a new
 * NUL-terminated buffer (xmalloc'd, the caller frees it), its length in
 * *OUTLEN; or NULL when nothing had to change. */
char *wrap_long_lines(const char *s, size_t n, const unsigned char *plus, const WrapStyle *st,
		      size_t *outlen);

#endif
