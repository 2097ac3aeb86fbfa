/* parallel.h - running the files of a run in worker processes (--jobs).
 *
 * Owns: the worker processes of `--jobs N`: forking them, handing them
 * the files (dynamically, `--chunksize` files at a time), capturing
 * what each file prints on standard output and standard error, and
 * printing it all in file order once the workers are done, so that the
 * output of `--jobs N` is byte for byte that of a sequential run.
 * Workers are forked after the run's set-up (semantic patch parsed,
 * initialize rules run), so each starts from the same state; what a
 * worker changes (Python globals, rule state) stays in that worker.
 * Include from run/engine.c only.
 */
#ifndef LADYBUG_PARALLEL_H
#define LADYBUG_PARALLEL_H

#include <stddef.h>

/* What a ParFileFn returns: bits. */
enum {
	PAR_FAILED = 1,   /* the file failed: the run's exit status is 1 */
	PAR_STOP = 2,     /* stop the run after this file (a script failed) */
};

/* Process file I of the run (in a worker); returns PAR_* bits. */
typedef int (*ParFileFn)(void *ctx, size_t i);

/* What the parent reports while the workers run: a worker took file I,
 * file I is done.  Either may be NULL. */
typedef struct ParWatch {
	void (*taken)(void *ctx, size_t i);
	void (*done)(void *ctx, size_t i);
	void *ctx;
} ParWatch;

/* Run FN on files 0..NFILES-1 in JOBS worker processes, CHUNK files at a
 * time (0 or 1: one file at a time), and print their output in file
 * order.  Files after one that returned PAR_STOP are not processed (or,
 * when another worker had already taken them, their output is dropped),
 * as in a sequential run.  Standard output and error must be flushed by
 * FN before it returns.  Returns the PAR_* bits of all files together;
 * a worker that dies (a signal) counts as PAR_FAILED for its file,
 * after a message naming the file it was processing (NAMES[i] is file
 * I).  Returns -1 when no worker could be started: the caller then
 * processes the files itself.  WATCH (or NULL) hears of the files as
 * the workers take and finish them, before their output is printed. */
int par_run(size_t nfiles, const char *const *names, int jobs, int chunk,
	    ParFileFn fn, void *ctx, const ParWatch *watch);

/* The share of N files that `--max MAX --index INDEX` names, as spatch
 * cuts them: INDEX's block of ceil(N / MAX) consecutive files,
 * [*FIRST, *END).  MAX 0: all the files. */
void par_share(size_t n, int max, int index, size_t *first, size_t *end);

/* The number of workers --jobs N asks for: N, or for 0 the number of
 * processors online. */
int par_jobs(int n);

#endif
