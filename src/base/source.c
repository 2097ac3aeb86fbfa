/* source.c - source files held in memory; see source.h. */
#include "base/source.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "base/arena.h"

Source *source_from_string(const char *path, const char *text, size_t len)
{
	Source *s = xcalloc(1, sizeof *s);
	s->path = xstrdup(path);
	s->text = xmalloc(len + 1);
	memcpy(s->text, text, len);
	s->text[len] = 0;
	s->len = len;
	return s;
}

Source *source_read(const char *path, char *err, size_t errlen)
{
	/* one open, one fstat and (a regular file) one read: the text,
	 * asked with a byte to spare; when it gives the size fstat said and
	 * no more, that is the end of the file (else reads go on to it) */
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	struct stat st;
	if (fd < 0 || fstat(fd, &st) != 0) {
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		if (fd >= 0)
			close(fd);
		return NULL;
	}
	if (S_ISDIR(st.st_mode)) {
		snprintf(err, errlen, "%s: is a directory", path);
		close(fd);
		return NULL;
	}
	size_t cap = S_ISREG(st.st_mode) && st.st_size > 0 ? (size_t)st.st_size + 2 : 4096;
	char *buf = xmalloc(cap);
	size_t n = 0;
	int bad = 0;
	for (;;) {
		if (n + 1 >= cap) {
			cap *= 2;
			buf = xrealloc(buf, cap);
		}
		size_t ask = cap - n - 1;
		ssize_t got = read(fd, buf + n, ask);
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0)
			bad = 1;
		if (got <= 0)
			break;
		n += (size_t)got;
		if (S_ISREG(st.st_mode) && (size_t)got < ask && st.st_size > 0 &&
		    n == (size_t)st.st_size)
			break;
	}
	close(fd);
	if (bad) {
		snprintf(err, errlen, "%s: read error", path);
		xfree(buf);
		return NULL;
	}
	buf[n] = 0;
	Source *s = xcalloc(1, sizeof *s);
	s->path = xstrdup(path);
	s->text = buf;
	s->len = n;
	return s;
}

void source_free(Source *s)
{
	if (!s)
		return;
	xfree(s->path);
	xfree(s->text);
	xfree(s->lines);
	xfree(s);
}

static void push_line(Source *s, size_t *cap, uint32_t off)
{
	if (s->nlines == *cap) {
		*cap *= 2;
		s->lines = xrealloc(s->lines, *cap * sizeof *s->lines);
	}
	s->lines[s->nlines++] = off;
}

/* One sweep: the offsets after each newline, the table grown as needed
 * (C averages over 24 bytes a line).  The C library's memchr finds each
 * newline (it reads many bytes at a time). */
static void build_lines(Source *s)
{
	size_t cap = s->len / 24 + 16;
	s->lines = xmalloc(cap * sizeof *s->lines);
	s->nlines = 0;
	push_line(s, &cap, 0);
	const char *t = s->text, *end = t + s->len, *p = t;
	while ((p = memchr(p, '\n', (size_t)(end - p))) != NULL) {
		p++;
		push_line(s, &cap, (uint32_t)(p - t));
	}
}

const uint32_t *source_lines(Source *s, size_t *n)
{
	if (!s->lines)
		build_lines(s);
	*n = s->nlines;
	return s->lines;
}

void source_linecol(Source *s, size_t off, int *line, int *col)
{
	if (!s->lines)
		build_lines(s);
	size_t lo = 0, hi = s->nlines;       /* lines[lo] <= off < lines[hi] */
	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;
		if (s->lines[mid] <= off)
			lo = mid;
		else
			hi = mid;
	}
	*line = (int)lo + 1;
	*col = (int)(off - s->lines[lo]) + 1;
}

size_t source_line_start(Source *s, int line, size_t *linelen)
{
	if (!s->lines)
		build_lines(s);
	if (line < 1)
		line = 1;
	if ((size_t)line > s->nlines)
		line = (int)s->nlines;
	size_t start = s->lines[line - 1];
	size_t end = start;
	while (end < s->len && s->text[end] != '\n')
		end++;
	if (linelen)
		*linelen = end - start;
	return start;
}

int source_is_binary(const Source *s)
{
	size_t n = s->len < 8192 ? s->len : 8192;
	return memchr(s->text, 0, n) != NULL;
}
