/* progress.c - the progress line of a run; see progress.h.
 *
 * One state record P, guarded by one mutex: the counts, the current
 * file, whether the line is on the screen (shown) and whether the
 * cursor is at the start of a line as far as this process knows (bol:
 * the last byte written through the wrapping streams was a newline).
 * The line is drawn only when bol holds and no script runs; every
 * write through the wrapping streams erases it first.  Draws are
 * throttled to one per 100 ms: an event draws at once when the last
 * draw is older than that, else leaves the line dirty for the ticker,
 * which wakes every 100 ms and draws a dirty line, or a clean one once
 * a second (the clock).
 */
#define _GNU_SOURCE
#include "run/progress.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

enum { ERR_FD = 2, OUT_FD = 1 };

#define THROTTLE 0.1          /* seconds between two draws, at least */
#define CLOCK_TICK 1.0        /* a clean line is redrawn this often (the clock) */

static struct {
	int on;                   /* the line is being kept (begin .. stop) */
	int wrapped;              /* stdout/stderr are ours (begin .. end) */
	pid_t owner;              /* the process that draws */
	FILE *real_out, *real_err;
	FILE *out, *err;          /* the wrapping streams, or NULL */
	pthread_mutex_t mu;
	pthread_cond_t cv;
	pthread_t ticker;
	int have_ticker, stop;
	size_t total, done;
	unsigned pass, npasses;   /* in a unit of named files (npasses 0: not) */
	size_t unit_n, unit_d;    /* its files, those done in this pass */
	char cur[1024];           /* the current file */
	double t0, last_draw;
	int shown, bol, paused, dirty;
	int depth;                /* progress_pause calls not resumed (any process) */
} P = { .mu = PTHREAD_MUTEX_INITIALIZER, .cv = PTHREAD_COND_INITIALIZER };

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Write all of BUF to FD; -1 on an error. */
static ssize_t write_all(int fd, const char *buf, size_t n)
{
	size_t done = 0;
	while (done < n) {
		ssize_t w = write(fd, buf + done, n - done);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return done ? (ssize_t)done : -1;
		done += (size_t)w;
	}
	return (ssize_t)n;
}

/* ---- drawing (P.mu held) ---------------------------------------------- */

static void erase_locked(void)
{
	if (P.shown)
		(void)write_all(ERR_FD, "\r\033[K", 4);
	P.shown = 0;
}

/* T seconds as m:ss, or h:mm:ss from an hour on. */
static void fmt_time(char *buf, size_t n, double t)
{
	unsigned long s = t < 0 ? 0 : (unsigned long)(t + 0.5);
	if (s >= 3600)
		snprintf(buf, n, "%lu:%02lu:%02lu", s / 3600, s / 60 % 60, s % 60);
	else
		snprintf(buf, n, "%lu:%02lu", s / 60, s % 60);
}

/* The width of the terminal, or of an 80-column one. */
static int width(void)
{
	struct winsize ws;
	if (ioctl(ERR_FD, TIOCGWINSZ, &ws) == 0 && ws.ws_col >= 20)
		return ws.ws_col;
	const char *c = getenv("COLUMNS");
	int w = c ? atoi(c) : 0;
	return w >= 20 && w <= 1000 ? w : 80;
}

/* Draw the line at time T when it may be: the cursor at the start of a
 * line, no script running.  It fits in one terminal row less one column
 * (a full row would wrap on some terminals); the file name gives way,
 * from its left. */
static void draw_locked(double t)
{
	if (!P.on || P.paused || !P.bol || getpid() != P.owner)
		return;
	double el = t - P.t0;
	double all = (double)P.total;
	double got = (double)P.done;
	if (P.npasses && P.unit_n)
		got += ((double)P.pass * (double)P.unit_n + (double)P.unit_d) / P.npasses;
	char head[160], tel[32], tleft[32];
	fmt_time(tel, sizeof tel, el);
	int n;
	if (P.npasses)
		n = snprintf(head, sizeof head, "[%zu/%zu files, rule %u/%u]", P.done, P.total,
			     P.pass + 1, P.npasses);
	else
		n = snprintf(head, sizeof head, "[%zu/%zu files]", P.done, P.total);
	int pct = all > 0 ? (int)(100.0 * got / all) : 0;
	if (got > 0 && got < all && el >= 1.0) {
		fmt_time(tleft, sizeof tleft, el * (all - got) / got);
		n += snprintf(head + n, sizeof head - (size_t)n, " %d%% %s, ~%s left", pct, tel, tleft);
	} else {
		n += snprintf(head + n, sizeof head - (size_t)n, " %d%% %s", pct, tel);
	}
	int room = width() - 1;
	char line[1200];
	size_t len = 0;
	line[len++] = '\r';
	size_t hl = (size_t)n < (size_t)room ? (size_t)n : (size_t)room;
	memcpy(line + len, head, hl);
	len += hl;
	int rest = room - (int)hl - 2;   /* two spaces before the name */
	size_t cl = strlen(P.cur);
	if (cl && rest >= 8) {
		const char *name = P.cur;
		line[len++] = ' ';
		line[len++] = ' ';
		if (cl > (size_t)rest) {
			/* ...the end of the name, not cutting a UTF-8 sequence */
			name = P.cur + cl - (size_t)(rest - 3);
			while ((*name & 0xC0) == 0x80)
				name++;
			memcpy(line + len, "...", 3);
			len += 3;
		}
		size_t nl = strlen(name);
		memcpy(line + len, name, nl);
		len += nl;
	}
	memcpy(line + len, "\033[K", 3);
	len += 3;
	(void)write_all(ERR_FD, line, len);
	P.shown = 1;
	P.dirty = 0;
	P.last_draw = t;
}

/* After an event: draw now unless the last draw is too recent. */
static void changed_locked(void)
{
	P.dirty = 1;
	double t = now();
	if (t - P.last_draw >= THROTTLE)
		draw_locked(t);
}

static void *tick(void *unused)
{
	(void)unused;
	pthread_mutex_lock(&P.mu);
	while (!P.stop) {
		struct timespec ts;
		clock_gettime(CLOCK_REALTIME, &ts);
		ts.tv_nsec += (long)(THROTTLE * 1e9);
		if (ts.tv_nsec >= 1000000000L) {
			ts.tv_sec++;
			ts.tv_nsec -= 1000000000L;
		}
		pthread_cond_timedwait(&P.cv, &P.mu, &ts);
		if (P.stop)
			break;
		double t = now();
		if ((P.dirty && t - P.last_draw >= THROTTLE) || t - P.last_draw >= CLOCK_TICK)
			draw_locked(t);
	}
	pthread_mutex_unlock(&P.mu);
	return NULL;
}

/* ---- the wrapping streams --------------------------------------------- */

/* The cookie is the file descriptor written to (1 or 2: in a --jobs
 * worker they lead to its capture files). */
static ssize_t wrap_write(void *cookie, const char *buf, size_t n)
{
	int fd = (int)(intptr_t)cookie;
	if (getpid() != P.owner)
		return write_all(fd, buf, n);
	pthread_mutex_lock(&P.mu);
	if (P.shown)
		P.dirty = 1;   /* redrawn by the ticker */
	erase_locked();
	ssize_t w = write_all(fd, buf, n);
	if (n)
		P.bol = buf[n - 1] == '\n';
	pthread_mutex_unlock(&P.mu);
	return w;
}

static FILE *wrap(int fd, int mode)
{
	cookie_io_functions_t io = { .write = wrap_write };
	FILE *f = fopencookie((void *)(intptr_t)fd, "w", io);
	if (f)
		setvbuf(f, NULL, mode, mode == _IONBF ? 0 : BUFSIZ);
	return f;
}

/* Do standard output and error lead to the same place (a terminal, or
 * one file or pipe for both)? */
static int same_place(void)
{
	struct stat a, b;
	if (fstat(OUT_FD, &a) != 0 || fstat(ERR_FD, &b) != 0)
		return 0;
	return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/* At exit (an error that ends the run early): leave no line behind. */
static void erase_at_exit(void)
{
	if (P.on && P.shown && getpid() == P.owner)
		(void)write_all(ERR_FD, "\r\033[K", 4);
}

/* ---- the interface ------------------------------------------------------ */

void progress_begin(const Options *o, size_t nfiles)
{
	int want = o->progress > 0 ||
		   (o->progress == 0 && nfiles > 1 && !o->quiet && !o->very_quiet &&
		    isatty(ERR_FD));
	if (!want || nfiles == 0 || o->mode != MODE_TRANSFORM)
		return;
	fflush(stdout);
	fflush(stderr);
	P.err = wrap(ERR_FD, _IONBF);
	P.out = same_place() ? wrap(OUT_FD, isatty(OUT_FD) ? _IOLBF : _IOFBF) : NULL;
	if (!P.err) {
		if (P.out)
			fclose(P.out);
		P.out = NULL;
		return;
	}
	P.real_err = stderr;
	stderr = P.err;
	if (P.out) {
		P.real_out = stdout;
		stdout = P.out;
	}
	P.wrapped = 1;
	P.owner = getpid();
	P.total = nfiles;
	P.done = 0;
	P.pass = P.npasses = 0;
	P.unit_n = P.unit_d = 0;
	P.cur[0] = 0;
	P.t0 = now();
	P.last_draw = -1e9;
	P.shown = 0;
	P.bol = 1;
	P.paused = 0;
	P.depth = 0;
	P.dirty = 1;
	P.stop = 0;
	P.on = 1;
	static int registered;
	if (!registered++)
		atexit(erase_at_exit);
	/* the ticker takes no signal: they stay the main thread's */
	sigset_t all, old;
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	P.have_ticker = pthread_create(&P.ticker, NULL, tick, NULL) == 0;
	pthread_sigmask(SIG_SETMASK, &old, NULL);
}

void progress_file(const char *path)
{
	if (!P.on || getpid() != P.owner)
		return;
	pthread_mutex_lock(&P.mu);
	snprintf(P.cur, sizeof P.cur, "%s", path);
	changed_locked();
	pthread_mutex_unlock(&P.mu);
}

void progress_done(void)
{
	if (!P.on || getpid() != P.owner)
		return;
	pthread_mutex_lock(&P.mu);
	if (P.npasses)
		P.unit_d += P.unit_d < P.unit_n;
	else if (P.done < P.total)
		P.done++;
	P.dirty = 1;   /* for the ticker: the next file, if any, is drawn at once */
	pthread_mutex_unlock(&P.mu);
}

void progress_pass(unsigned pass, unsigned npasses, size_t nunit)
{
	if (!P.on || getpid() != P.owner)
		return;
	pthread_mutex_lock(&P.mu);
	P.pass = pass;
	P.npasses = npasses;
	P.unit_n = nunit;
	P.unit_d = 0;
	changed_locked();
	pthread_mutex_unlock(&P.mu);
}

void progress_pause(void)
{
	if (!P.wrapped || P.depth++ > 0)
		return;
	fflush(stdout);   /* (through wrap_write, which takes the lock) */
	fflush(stderr);
	if (getpid() == P.owner) {
		pthread_mutex_lock(&P.mu);
		erase_locked();
		P.paused = 1;
		pthread_mutex_unlock(&P.mu);
	}
	/* the original streams meanwhile: an embedded interpreter started
	 * now takes its own from their file descriptors (CPython's from
	 * fileno(stdout), which a stream of ours has not) */
	if (P.out)
		stdout = P.real_out;
	stderr = P.real_err;
}

void progress_resume(void)
{
	if (!P.wrapped || P.depth == 0 || --P.depth > 0)
		return;
	fflush(stdout);
	fflush(stderr);
	if (P.out)
		stdout = P.out;
	stderr = P.err;
	if (getpid() == P.owner) {
		pthread_mutex_lock(&P.mu);
		P.paused = 0;
		P.dirty = 1;
		pthread_mutex_unlock(&P.mu);
	}
}

void progress_stop(void)
{
	if (!P.on || getpid() != P.owner)
		return;
	pthread_mutex_lock(&P.mu);
	P.stop = 1;
	pthread_cond_signal(&P.cv);
	pthread_mutex_unlock(&P.mu);
	if (P.have_ticker)
		pthread_join(P.ticker, NULL);
	P.have_ticker = 0;
	fflush(stdout);
	pthread_mutex_lock(&P.mu);
	erase_locked();
	P.on = 0;
	pthread_mutex_unlock(&P.mu);
}

void progress_end(void)
{
	progress_stop();
	if (!P.wrapped || getpid() != P.owner)
		return;
	fflush(stdout);
	fflush(stderr);
	if (P.out) {
		stdout = P.real_out;
		fclose(P.out);
		P.out = NULL;
	}
	stderr = P.real_err;
	fclose(P.err);
	P.err = NULL;
	P.wrapped = 0;
}
