/* output.c - where the results of a run go; see output.h. */
#include "output/output.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
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
	int extra;                   /* the file reported is a header added for types */
	int extra_changed;           /* such a header changed (-o is refused) */
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

/* The temporary file being written, removed if a signal ends the run
 * before it is renamed (SIGKILL cannot be caught: a `.NAME.ladybug-XXXXXX`
 * may then stay behind, the file itself is never half written). */
static char *volatile pending_tmp;

static void remove_pending(int sig)
{
	char *t = pending_tmp;
	if (t)
		unlink(t);
	signal(sig, SIG_DFL);
	raise(sig);
}

static const int ending_signals[] = { SIGINT, SIGTERM, SIGHUP, SIGPIPE };
enum { N_ENDING = sizeof ending_signals / sizeof ending_signals[0] };

/* Remove TMP if one of ending_signals arrives, until guard_end. */
static void guard_begin(char *tmp, struct sigaction *saved)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = remove_pending;
	sigemptyset(&sa.sa_mask);
	pending_tmp = tmp;
	for (int i = 0; i < N_ENDING; i++) {
		sigaction(ending_signals[i], NULL, &saved[i]);
		if (saved[i].sa_handler == SIG_DFL)
			sigaction(ending_signals[i], &sa, NULL);
	}
}

static void guard_end(const struct sigaction *saved)
{
	for (int i = 0; i < N_ENDING; i++)
		sigaction(ending_signals[i], &saved[i], NULL);
	pending_tmp = NULL;
}

/* The mode a new file gets: 0666 less the umask. */
static mode_t new_file_mode(void)
{
	mode_t m = umask(0);
	umask(m);
	return 0666 & ~m;
}

/* Replace the regular file PATH (or create it) by TEXT: write a
 * temporary file in PATH's folder, flush it to the disk, give it the
 * mode (and, as far as allowed, the owner) of OLD (NULL: a new file,
 * 0666 less the umask), then rename it over PATH.  On any error PATH
 * is untouched, the temporary file is removed and -1 returned (errno
 * set).  The rename makes PATH a new file: other hard links to the old
 * one keep the old text. */
static int replace_file(const char *path, const char *text, size_t len, const struct stat *old)
{
	const char *b = base_name(path);
	size_t dl = (size_t)(b - path), n = strlen(path) + 32;
	char *tmp = xmalloc(n);
	snprintf(tmp, n, "%.*s.%s.ladybug-XXXXXX", (int)dl, path, b);
	struct sigaction saved[N_ENDING];
	guard_begin(tmp, saved);
	int fd = mkstemp(tmp);
	if (fd < 0) {
		int err = errno;
		guard_end(saved);
		xfree(tmp);
		errno = err;
		return -1;
	}
	int err = 0;
	if (write_all(fd, text, len) != 0 || fsync(fd) != 0 ||
	    fchmod(fd, old ? old->st_mode & 07777 : new_file_mode()) != 0)
		err = errno;
	if (!err && old && (old->st_uid != geteuid() || old->st_gid != getegid()) &&
	    fchown(fd, old->st_uid, old->st_gid) != 0) {
		/* not allowed (not root): the file becomes the user's, as
		 * with any editor; the mode's set-id bits are not kept */
	}
	if (close(fd) != 0 && !err)
		err = errno;
	if (!err && rename(tmp, path) != 0)
		err = errno;
	if (err)
		unlink(tmp);
	guard_end(saved);
	xfree(tmp);
	errno = err;
	return err ? -1 : 0;
}

/* What a file of type MODE is, for a message. */
static const char *file_kind(mode_t mode)
{
	if (S_ISDIR(mode))
		return "a directory";
	if (S_ISFIFO(mode))
		return "a pipe";
	if (S_ISSOCK(mode))
		return "a socket";
	if (S_ISBLK(mode))
		return "a block device";
	if (S_ISCHR(mode))
		return "a character device";
	return "not a regular file";
}

/* Write TEXT as the file PATH (-o, --out-place): through a symbolic
 * link to the file it names; a regular file (or a new one) is replaced
 * whole as replace_file does, keeping its mode; a character device or
 * a pipe (/dev/null, a terminal, /dev/stdout) is written to as a
 * stream; anything else is refused.  Returns 0, or -1 after a message
 * naming PATH. */
static int write_result(const char *path, const char *text, size_t len)
{
	struct stat st;
	if (stat(path, &st) != 0) {
		struct stat lst;
		if (errno != ENOENT || lstat(path, &lst) == 0) {
			/* a link to nothing: no file to follow it to */
			diag(DIAG_ERROR, "cannot write %s: %s", path,
			     errno == ENOENT ? "a symbolic link to a missing file" : strerror(errno));
			return -1;
		}
		if (replace_file(path, text, len, NULL) != 0) {
			diag(DIAG_ERROR, "cannot write %s: %s", path, strerror(errno));
			return -1;
		}
		return 0;
	}
	if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode)) {
		int fd = open(path, O_WRONLY);
		int err = fd < 0 || write_all(fd, text, len) != 0 ? errno : 0;
		if (fd >= 0 && close(fd) != 0 && !err)
			err = errno;
		if (err) {
			diag(DIAG_ERROR, "cannot write %s: %s", path, strerror(err));
			return -1;
		}
		return 0;
	}
	if (!S_ISREG(st.st_mode)) {
		diag(DIAG_ERROR, "cannot write %s: %s", path, file_kind(st.st_mode));
		return -1;
	}
	char *real = realpath(path, NULL);
	int bad = replace_file(real ? real : path, text, len, &st);
	int err = errno;
	free(real);
	if (bad) {
		diag(DIAG_ERROR, "cannot write %s: %s", path, strerror(err));
		return -1;
	}
	return 0;
}

/* --in-place: replace the source file PATH (through a symbolic link,
 * the file it names) by NEW, keeping its mode; with a --suffix, first
 * its old text OLD goes to PATH followed by the suffix (beside the name
 * given, as spatch).  The target must be a regular file.  Returns 0, or
 * -1 after a message naming PATH; PATH is then unchanged (a backup may
 * have been written). */
static int change_in_place(const Options *o, const char *path, const char *old, size_t oldlen,
			   const char *new_text, size_t newlen)
{
	struct stat st;
	if (stat(path, &st) != 0) {
		diag(DIAG_ERROR, "cannot change %s: %s", path, strerror(errno));
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		diag(DIAG_ERROR, "cannot change %s: %s", path, file_kind(st.st_mode));
		return -1;
	}
	if (o->suffix && o->suffix[0]) {
		size_t n = strlen(path) + strlen(o->suffix) + 1;
		char *bak = xmalloc(n);
		snprintf(bak, n, "%s%s", path, o->suffix);
		struct stat bst;
		int bad;
		if (lstat(bak, &bst) == 0 && !S_ISREG(bst.st_mode) && !S_ISLNK(bst.st_mode)) {
			diag(DIAG_ERROR, "cannot write the backup %s: %s", bak, file_kind(bst.st_mode));
			bad = 1;
		} else if ((bad = replace_file(bak, old, oldlen, &st)) != 0) {
			diag(DIAG_ERROR, "cannot write the backup %s: %s", bak, strerror(errno));
		}
		xfree(bak);
		if (bad)
			return -1;
	}
	char *real = realpath(path, NULL);
	int bad = replace_file(real ? real : path, new_text, newlen, &st);
	int err = errno;
	free(real);
	if (bad) {
		diag(DIAG_ERROR, "cannot change %s: %s", path, strerror(err));
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
	int changed = oldlen != newlen || (oldlen > 0 && memcmp(old, new_text, oldlen) != 0);
	if (!out->extra)
		out->processed++;
	else
		out->extra_changed |= changed;
	if (changed && !o->no_show_diff)
		print_diff(out, path, old, oldlen, new_text, newlen);
	int rc = 0;
	if (o->out_file) {
		/* Written at most once, and only when a single file is
		 * processed (and no header added for types changed). */
		if (out->nfiles == 1 && out->processed == 1 && !out->extra &&
		    !out->extra_changed && write_result(o->out_file, new_text, newlen) != 0)
			rc = -1;
	}
	if (!changed)
		return rc;
	if (o->in_place && change_in_place(o, path, old, oldlen, new_text, newlen) != 0)
		return -1;
	if (o->out_place) {
		size_t n = strlen(path) + sizeof ".cocci_res";
		char *res = xmalloc(n);
		snprintf(res, n, "%s.cocci_res", path);
		if (write_result(res, new_text, newlen) != 0)
			rc = -1;
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

void output_set_extra(Output *out, int extra)
{
	out->extra = extra;
}

void output_skipped(Output *out, const char *path)
{
	if (!out->o->very_quiet)
		fprintf(stderr, "Skipping: %s\n", path);
}

int output_finish(Output *out)
{
	int status = 0;
	if (fflush(out->out) != 0 || ferror(out->out)) {
		/* a full disk or a closed pipe under the diff */
		diag(DIAG_ERROR, "cannot write the diff: %s", errno ? strerror(errno) : "write error");
		status = 1;
	}
	if (out->o->out_file) {
		/* Nothing processed (every file skipped): no FILE at all.
		 * Else several files named: refused, even if one was skipped. */
		if (out->processed == 0) {
			fputs("-o can not be applied because there are no modified files\n", stderr);
			status = 255;
		} else if (out->nfiles > 1 || out->extra_changed) {
			fputs("-o can not be applied because there are multiple modified files\n", stderr);
			status = 255;
		}
	}
	xfree(out);
	return status;
}
