/* diag.c - diagnostics; see diag.h. */
#include "base/diag.h"

#include <stdarg.h>
#include <stdio.h>

enum { DIAG_MAX = 100 };

static int nerrors, nprinted, quiet, muted, nincomplete;
static const char *const level_name[] = { "error", "warning", "note" };

int diag_error_count(void)
{
	return nerrors;
}

void diag_incomplete(void)
{
	nincomplete++;
}

int diag_incomplete_count(void)
{
	return nincomplete;
}

void diag_set_quiet(int q)
{
	quiet = q;
}

int diag_set_muted(int m)
{
	int old = muted;
	muted = m;
	return old;
}

static int admit(int level)
{
	if (muted)
		return 0;
	if (level == DIAG_ERROR)
		nerrors++;
	else if (quiet)
		return 0;
	if (nprinted == DIAG_MAX)
		fprintf(stderr, "spatch: too many messages; the rest are not shown\n");
	return nprinted++ < DIAG_MAX;
}

void diag(int level, const char *fmt, ...)
{
	if (!admit(level))
		return;
	va_list ap;
	va_start(ap, fmt);
	fprintf(stderr, "spatch: %s: ", level_name[level]);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
}

void diag_at(int level, Source *src, size_t off, const char *fmt, ...)
{
	if (!admit(level))
		return;
	va_list ap;
	va_start(ap, fmt);
	if (!src) {
		fprintf(stderr, "spatch: %s: ", level_name[level]);
		vfprintf(stderr, fmt, ap);
		fputc('\n', stderr);
		va_end(ap);
		return;
	}
	int line, col;
	if (off > src->len)
		off = src->len;
	source_linecol(src, off, &line, &col);
	fprintf(stderr, "%s:%d:%d: %s: ", src->path, line, col, level_name[level]);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	size_t len;
	size_t start = source_line_start(src, line, &len);
	if (len > 200)
		return;
	fprintf(stderr, " %.*s\n ", (int)len, src->text + start);
	for (int i = 1; i < col; i++)
		fputc(src->text[start + i - 1] == '\t' ? '\t' : ' ', stderr);
	fputs("^\n", stderr);
}
