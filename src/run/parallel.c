/* parallel.c - worker processes for --jobs; see parallel.h.
 *
 * The parent maps one shared block: a counter the workers take files
 * from, and per file the worker that took it, whether it finished, its
 * PAR_* bits and where its output lies in that worker's two capture
 * files (standard output and error, unlinked temporary files opened
 * before the fork).  A worker points its fds 1 and 2 at its capture
 * files and records the offsets before and after each file.  When all
 * workers have exited, the parent copies each file's captured bytes to
 * its own standard error and output, in file order.
 */
#define _GNU_SOURCE
#include "run/parallel.h"

#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "base/arena.h"

typedef struct Slot {
	int worker;           /* -1: not taken */
	int done;             /* FN returned */
	int bits;             /* its PAR_* bits */
	off_t out0, out1;     /* its standard output: [out0, out1) of the worker's file */
	off_t err0, err1;
} Slot;

typedef struct Shared {
	size_t next;          /* the next file to hand out */
	size_t stop;          /* the first file that returned PAR_STOP, or nfiles */
	Slot slot[];
} Shared;

void par_share(size_t n, int max, int index, size_t *first, size_t *end)
{
	*first = 0;
	*end = n;
	if (max <= 0)
		return;
	size_t per = (n + (size_t)max - 1) / (size_t)max;
	size_t f = (size_t)index * per;
	*first = f < n ? f : n;
	*end = f + per < n ? f + per : n;
}

int par_jobs(int n)
{
	if (n > 0)
		return n;
	long c = sysconf(_SC_NPROCESSORS_ONLN);
	return c > 0 && c < 1024 ? (int)c : 1;
}

/* A temporary file, already unlinked; -1 after a message. */
static int capture_file(void)
{
	const char *dir = getenv("TMPDIR");
	char path[4096];
	snprintf(path, sizeof path, "%s/spatch-jobs-XXXXXX", dir && *dir ? dir : "/tmp");
	int fd = mkstemp(path);
	if (fd < 0) {
		fprintf(stderr, "spatch: error: cannot create a temporary file in %s: %s\n",
			dir && *dir ? dir : "/tmp", strerror(errno));
		return -1;
	}
	unlink(path);
	return fd;
}

static off_t here(int fd)
{
	off_t o = lseek(fd, 0, SEEK_CUR);
	return o < 0 ? 0 : o;
}

/* Lower SH->stop to I (several workers may race). */
static void note_stop(Shared *sh, size_t i)
{
	size_t cur = __atomic_load_n(&sh->stop, __ATOMIC_SEQ_CST);
	while (i < cur && !__atomic_compare_exchange_n(&sh->stop, &cur, i, 0, __ATOMIC_SEQ_CST,
							 __ATOMIC_SEQ_CST))
		;
}

/* The body of worker W: take CHUNK files at a time until none is left
 * or the run stopped.  Never returns. */
static void worker(Shared *sh, size_t nfiles, int w, int chunk, int outfd, int errfd,
		   ParFileFn fn, void *ctx)
{
	if (dup2(outfd, 1) < 0 || dup2(errfd, 2) < 0)
		_exit(3);
	for (;;) {
		size_t first = __atomic_fetch_add(&sh->next, (size_t)chunk, __ATOMIC_SEQ_CST);
		if (first >= nfiles)
			break;
		for (size_t i = first; i < first + (size_t)chunk && i < nfiles; i++) {
			if (i > __atomic_load_n(&sh->stop, __ATOMIC_SEQ_CST))
				goto out;
			Slot *s = &sh->slot[i];
			__atomic_store_n(&s->worker, w, __ATOMIC_SEQ_CST);
			s->out0 = here(1);
			s->err0 = here(2);
			int bits = fn(ctx, i);
			fflush(stdout);
			fflush(stderr);
			s->out1 = here(1);
			s->err1 = here(2);
			s->bits = bits;
			__atomic_store_n(&s->done, 1, __ATOMIC_SEQ_CST);
			if (bits & PAR_STOP)
				note_stop(sh, i);
		}
	}
out:
	fflush(stdout);
	fflush(stderr);
	_exit(0);
}

/* Copy [from, to) of FD to F. */
static void copy_range(int fd, off_t from, off_t to, FILE *f)
{
	char buf[65536];
	while (from < to) {
		size_t want = (size_t)(to - from) < sizeof buf ? (size_t)(to - from) : sizeof buf;
		ssize_t got = pread(fd, buf, want, from);
		if (got <= 0)
			break;
		fwrite(buf, 1, (size_t)got, f);
		from += got;
	}
}

/* DIED's value for a worker that ended with wait status ST: its
 * signal, -1 for a failure status, else 0. */
static int how_ended(int st)
{
	return WIFSIGNALED(st) ? WTERMSIG(st) : WIFEXITED(st) && WEXITSTATUS(st) ? -1 : 0;
}

/* Wait for the STARTED workers PIDS (setting DIED as how_ended), and
 * meanwhile tell WATCH which files the workers take and finish, looking
 * at the shared block every 20 ms. */
static void watch_workers(Shared *sh, size_t nfiles, const pid_t *pids, int started,
			  int *died, const ParWatch *watch)
{
	uint8_t *seen = xcalloc(nfiles + 1, 1);   /* 1: taken reported, 2: done reported */
	uint8_t *reaped = xcalloc((size_t)started, 1);
	size_t lo = 0;        /* every file before it was reported done */
	int left = started;
	for (;;) {
		for (int w = 0; w < started; w++) {
			int st;
			if (reaped[w])
				continue;
			pid_t got = waitpid(pids[w], &st, WNOHANG);
			if (got == pids[w] || (got < 0 && errno != EINTR)) {
				/* (an error: nothing to wait for; its unfinished
				 * files are reported as stopped) */
				died[w] = got == pids[w] ? how_ended(st) : 0;
				reaped[w] = 1;
				left--;
			}
		}
		size_t next = __atomic_load_n(&sh->next, __ATOMIC_SEQ_CST);
		for (size_t i = lo; i < nfiles && i < next; i++) {
			Slot *s = &sh->slot[i];
			if (seen[i] < 1 && __atomic_load_n(&s->worker, __ATOMIC_SEQ_CST) >= 0) {
				seen[i] = 1;
				if (watch->taken)
					watch->taken(watch->ctx, i);
			}
			if (seen[i] == 1 && __atomic_load_n(&s->done, __ATOMIC_SEQ_CST)) {
				seen[i] = 2;
				if (watch->done)
					watch->done(watch->ctx, i);
			}
			if (i == lo && seen[i] == 2)
				lo++;
		}
		if (left == 0)
			break;
		struct timespec ts = { 0, 20 * 1000000L };
		nanosleep(&ts, NULL);
	}
	xfree(seen);
	xfree(reaped);
}

int par_run(size_t nfiles, const char *const *names, int jobs, int chunk,
	    ParFileFn fn, void *ctx, const ParWatch *watch)
{
	if (chunk < 1)
		chunk = 1;
	if ((size_t)jobs > nfiles)
		jobs = (int)nfiles;
	if (jobs < 1)
		return -1;
	size_t size = sizeof(Shared) + nfiles * sizeof(Slot);
	Shared *sh = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (sh == MAP_FAILED)
		return -1;
	sh->next = 0;
	sh->stop = nfiles;
	for (size_t i = 0; i < nfiles; i++)
		sh->slot[i] = (Slot){ .worker = -1 };
	int *fds = xcalloc((size_t)jobs * 2, sizeof *fds);
	pid_t *pids = xcalloc((size_t)jobs, sizeof *pids);
	int started = 0;
	fflush(stdout);
	fflush(stderr);
	for (int w = 0; w < jobs; w++) {
		fds[2 * w] = capture_file();
		fds[2 * w + 1] = fds[2 * w] < 0 ? -1 : capture_file();
		if (fds[2 * w + 1] < 0) {
			if (fds[2 * w] >= 0)
				close(fds[2 * w]);
			break;
		}
		pid_t p = fork();
		if (p == 0)
			worker(sh, nfiles, w, chunk, fds[2 * w], fds[2 * w + 1], fn, ctx);
		if (p < 0) {
			close(fds[2 * w]);
			close(fds[2 * w + 1]);
			break;
		}
		pids[w] = p;
		started++;
	}
	int bits = 0;
	if (started == 0) {
		bits = -1;
		goto done;
	}
	int *died = xcalloc((size_t)started, sizeof *died);
	if (watch)
		watch_workers(sh, nfiles, pids, started, died, watch);
	else
		for (int w = 0; w < started; w++) {
			int st;
			while (waitpid(pids[w], &st, 0) < 0 && errno == EINTR)
				;
			died[w] = how_ended(st);
		}
	size_t stop = sh->stop;
	for (size_t i = 0; i < nfiles && i <= stop; i++) {
		Slot *s = &sh->slot[i];
		if (s->worker < 0)
			continue;   /* nobody took it: a worker could not start */
		int w = s->worker;
		if (!s->done) {
			if (died[w] > 0)
				fprintf(stderr, "spatch: error: the worker processing %s died (signal %d)\n",
					names[i], died[w]);
			else
				fprintf(stderr, "spatch: error: the worker processing %s stopped\n", names[i]);
			bits |= PAR_FAILED;
			continue;
		}
		fflush(stdout);
		copy_range(fds[2 * w + 1], s->err0, s->err1, stderr);
		fflush(stderr);
		copy_range(fds[2 * w], s->out0, s->out1, stdout);
		bits |= s->bits;
	}
	/* files no worker reached (every worker died early) */
	for (size_t i = 0; i < nfiles && i <= stop; i++)
		if (sh->slot[i].worker < 0) {
			fprintf(stderr, "spatch: error: %s was not processed\n", names[i]);
			bits |= PAR_FAILED;
		}
	fflush(stdout);
	xfree(died);
	for (int w = 0; w < started; w++) {
		close(fds[2 * w]);
		close(fds[2 * w + 1]);
	}
done:
	xfree(fds);
	xfree(pids);
	munmap(sh, size);
	return bits;
}
