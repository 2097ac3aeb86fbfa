/* source.h - source files held in memory.
 *
 * Owns: reading a file once into an immutable, NUL-terminated buffer, and
 * the map from byte offsets to line and column (a line-start table built
 * lazily, searched by bisection).  Lines and columns are 1-based; columns
 * count bytes.  Tokens of every front end refer to a Source by offsets.
 * Anyone may include this header.
 */
#ifndef LADYBUG_SOURCE_H
#define LADYBUG_SOURCE_H

#include <stddef.h>
#include <stdint.h>

typedef struct Source {
	char *path;          /* as given by the user (owned) */
	char *text;          /* contents, NUL-terminated (owned) */
	size_t len;          /* bytes, without the terminating NUL */
	uint32_t *lines;     /* byte offset of each line start; built lazily */
	size_t nlines;
} Source;

/* Read PATH; on failure return NULL and put a message (naming the file
 * and the reason) in ERR, of size ERRLEN. */
Source *source_read(const char *path, char *err, size_t errlen);
/* A source made from a string (copied), e.g. `--sp "..."` or tests. */
Source *source_from_string(const char *path, const char *text, size_t len);
void source_free(Source *s);

/* 1-based line and column of byte offset OFF (OFF may equal len). */
void source_linecol(Source *s, size_t off, int *line, int *col);
/* The line-start table (built if need be): *N entries, the first 0. */
const uint32_t *source_lines(Source *s, size_t *n);
/* Byte offset where 1-based LINE starts, and its length without '\n'. */
size_t source_line_start(Source *s, int line, size_t *linelen);
/* Does the file contain a NUL byte or look binary? */
int source_is_binary(const Source *s);

#endif
