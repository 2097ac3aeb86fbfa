/* output.c - where the results of a run go; see output.h. */
#include "output/output.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "base/arena.h"
#include "base/diag.h"
#include "output/udiff.h"

struct Output {
	const Options *o;
	FILE *out;
	size_t nfiles;
	size_t processed;            /* files processed (changed or not), not skipped */
	int status;
	uint32_t rng;                /* for the 6 hex digits of the +++ name */
};

Output *output_new(const Options *o, size_t nfiles)
{
	Output *out = xcalloc(1, sizeof *out);
	out->o = o;
	out->out = stdout;
	out->nfiles = nfiles;
	out->rng = (uint32_t)time(NULL) * 2654435761u ^ (uint32_t)getpid() * 40503u;
	return out;
}

void output_set_stream(Output *out, FILE *f)
{
	out->out = f;
}

/* ---- paths ----------------------------------------------------------------- */

/* PATH made absolute (against the working folder) with `.`, `..` and
 * repeated slashes resolved textually.  Returns a string to xfree. */
static char *absolute(const char *path)
{
	char *joined;
	if (path[0] == '/') {
		joined = xstrdup(path);
	} else {
		char *cwd = getcwd(NULL, 0);
		if (!cwd)
			cwd = strdup(".");
		size_t n = strlen(cwd) + strlen(path) + 2;
		joined = xmalloc(n);
		snprintf(joined, n, "%s/%s", cwd ? cwd : "", path);
		free(cwd);
	}
	/* Normalise in place: components pushed onto OUT. */
	char *out = xmalloc(strlen(joined) + 2);
	size_t o = 0;
	for (char *p = joined; *p;) {
		while (*p == '/')
			p++;
		char *q = p;
		while (*q && *q != '/')
			q++;
		size_t n = (size_t)(q - p);
		if (n == 0 || (n == 1 && p[0] == '.')) {
			/* skip */
		} else if (n == 2 && p[0] == '.' && p[1] == '.') {
			while (o > 0 && out[o - 1] != '/')
				o--;
			if (o > 0)
				o--;
		} else {
			out[o++] = '/';
			memcpy(out + o, p, n);
			o += n;
		}
		p = q;
	}
	if (o == 0)
		out[o++] = '/';
	out[o] = 0;
	xfree(joined);
	return out;
}

char *output_rel_path(const char *file, const char *dir)
{
	char *f = absolute(file), *d = absolute(dir);
	size_t dl = strlen(d);
	char *r;
	if (strcmp(d, "/") == 0)
		r = xstrdup(f + 1);
	else if (strncmp(f, d, dl) == 0 && f[dl] == '/')
		r = xstrdup(f + dl + 1);
	else
		r = xstrdup(f + 1);
	xfree(f);
	xfree(d);
	return r;
}

static const char *base_name(const char *path)
{
	const char *b = strrchr(path, '/');
	return b ? b + 1 : path;
}

/* ---- writing files ----------------------------------------------------------- */

static int write_all(int fd, const char *s, size_t n)
{
	while (n > 0) {
		ssize_t k = write(fd, s, n);
		if (k < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		s += k;
		n -= (size_t)k;
	}
	return 0;
}

/* Replace PATH by TEXT atomically: write a temporary file in PATH's
 * folder, give it MODE, then rename it over PATH.  On any error PATH is
 * untouched, the temporary file is removed and -1 returned (errno set). */
static int replace_file(const char *path, const char *text, size_t len, mode_t mode)
{
	const char *b = base_name(path);
	size_t dl = (size_t)(b - path), n = strlen(path) + 32;
	char *tmp = xmalloc(n);
	snprintf(tmp, n, "%.*s.%s.ladybug-XXXXXX", (int)dl, path, b);
	int fd = mkstemp(tmp);
	if (fd < 0) {
		xfree(tmp);
		return -1;
	}
	int err = 0;
	if (write_all(fd, text, len) != 0 || fchmod(fd, mode) != 0)
		err = errno;
	if (close(fd) != 0 && !err)
		err = errno;
	if (!err && rename(tmp, path) != 0)
		err = errno;
	if (err) {
		unlink(tmp);
		xfree(tmp);
		errno = err;
		return -1;
	}
	xfree(tmp);
	return 0;
}

/* Write TEXT to PATH as a new or truncated file (mode 0666 & ~umask). */
static int write_file(const char *path, const char *text, size_t len)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0666);
	if (fd < 0)
		return -1;
	int err = write_all(fd, text, len) != 0 ? errno : 0;
	if (close(fd) != 0 && !err)
		err = errno;
	if (err) {
		errno = err;
		return -1;
	}
	return 0;
}

/* ---- the diff ------------------------------------------------------------------ */

static void print_diff(Output *out, const char *path, const char *old, size_t oldlen,
		       const char *new_text, size_t newlen)
{
	const Options *o = out->o;
	FILE *f = out->out;
	if (!o->very_quiet)
		fputs("diff = \n", stderr);
	const char *dir = o->patch_dir ? o->patch_dir : o->dirs.n ? o->dirs.v[o->dirs.n - 1] : NULL;
	if (dir) {
		char *rel = output_rel_path(path, dir);
		/* spatch names the context size when -U was given, even -U 3 */
		if (o->context_lines_given)
			fprintf(f, "diff -U %d -p", o->context_lines);
		else
			fputs("diff -u -p", f);
		if (o->context_diff)
			fprintf(f, " %s /tmp/nothing/%s\n--- %s\n+++ /tmp/nothing/%s\n", path, rel, path,
				rel);
		else
			fprintf(f, " a/%s b/%s\n--- a/%s\n+++ b/%s\n", rel, rel, rel, rel);
		xfree(rel);
	} else {
		out->rng = out->rng * 1103515245u + 12345u;
		fprintf(f, "--- %s\n+++ /tmp/cocci-output-%ld-%06x-%s\n", path, (long)getpid(),
			(unsigned)(out->rng >> 8) & 0xffffff, base_name(path));
	}
	udiff_hunks(f, old, oldlen, new_text, newlen, o->context_lines);
	fflush(f);
}

/* The outcome of a processed file: see output_file. */
static int processed_file(Output *out, const char *path, const char *old, size_t oldlen,
			  const char *new_text, size_t newlen)
{
	const Options *o = out->o;
	out->processed++;
	int changed = oldlen != newlen || (oldlen > 0 && memcmp(old, new_text, oldlen) != 0);
	if (changed && !o->no_show_diff)
		print_diff(out, path, old, oldlen, new_text, newlen);
	int rc = 0;
	if (o->out_file) {
		/* Written at most once, and only when a single file is processed. */
		if (out->nfiles == 1 && out->processed == 1 &&
		    write_file(o->out_file, new_text, newlen) != 0) {
			diag(DIAG_ERROR, "cannot write %s: %s", o->out_file, strerror(errno));
			rc = -1;
		}
	}
	if (!changed)
		return rc;
	if (o->in_place) {
		struct stat st;
		if (stat(path, &st) != 0) {
			diag(DIAG_ERROR, "cannot change %s: %s", path, strerror(errno));
			return -1;
		}
		mode_t mode = st.st_mode & 07777;
		if (o->suffix && o->suffix[0]) {
			size_t n = strlen(path) + strlen(o->suffix) + 1;
			char *bak = xmalloc(n);
			snprintf(bak, n, "%s%s", path, o->suffix);
			int bad = replace_file(bak, old, oldlen, mode);
			if (bad)
				diag(DIAG_ERROR, "cannot write the backup %s: %s", bak, strerror(errno));
			xfree(bak);
			if (bad)
				return -1;
		}
		/* Through a symbolic link, change the file it names. */
		char *real = realpath(path, NULL);
		int bad = replace_file(real ? real : path, new_text, newlen, mode);
		int err = errno;
		free(real);
		if (bad) {
			diag(DIAG_ERROR, "cannot change %s: %s", path, strerror(err));
			return -1;
		}
	}
	if (o->out_place) {
		size_t n = strlen(path) + sizeof ".cocci_res";
		char *res = xmalloc(n);
		snprintf(res, n, "%s.cocci_res", path);
		if (write_file(res, new_text, newlen) != 0) {
			diag(DIAG_ERROR, "cannot write %s: %s", res, strerror(errno));
			rc = -1;
		}
		xfree(res);
	}
	return rc;
}

int output_file(Output *out, const char *path, const char *old, size_t oldlen,
		const char *new_text, size_t newlen)
{
	return processed_file(out, path, old, oldlen, new_text, newlen);
}

int output_context_file(Output *out, const char *path, const char *old, size_t oldlen,
			const char *shown, size_t shownlen)
{
	const Options *o = out->o;
	int changed = oldlen != shownlen || (oldlen > 0 && memcmp(old, shown, oldlen) != 0);
	if (changed && !o->no_show_diff)
		print_diff(out, path, old, oldlen, shown, shownlen);
	/* The files are written as if nothing changed. */
	Options plain = *o;
	plain.no_show_diff = 1;
	const Options *saved = out->o;
	out->o = &plain;
	int rc = processed_file(out, path, old, oldlen, old, oldlen);
	out->o = saved;
	return rc;
}

void output_skipped(Output *out, const char *path)
{
	if (!out->o->very_quiet)
		fprintf(stderr, "Skipping: %s\n", path);
}

int output_finish(Output *out)
{
	int status = 0;
	if (out->o->out_file) {
		/* Nothing processed (every file skipped): no FILE at all.
		 * Else several files named: refused, even if one was skipped. */
		if (out->processed == 0) {
			fputs("-o can not be applied because there are no modified files\n", stderr);
			status = 255;
		} else if (out->nfiles > 1) {
			fputs("-o can not be applied because there are multiple modified files\n", stderr);
			status = 255;
		}
	}
	xfree(out);
	return status;
}
