/* arena.c - region allocation; see arena.h. */
#include "base/arena.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { ARENA_BLOCK = 64 * 1024 };

static long fail_countdown = -1;  /* LADYBUG_FAIL_ALLOC hook; -1 = off */
static int fail_checked;

static void check_fail_hook(void)
{
	if (fail_checked)
		return;
	fail_checked = 1;
	const char *s = getenv("LADYBUG_FAIL_ALLOC");
	if (s && *s)
		fail_countdown = strtol(s, NULL, 10);
}

static void *oom(size_t n)
{
	fprintf(stderr, "spatch: error: out of memory (allocating %zu bytes)\n", n);
	exit(2);
}

static int should_fail(void)
{
	check_fail_hook();
	if (fail_countdown < 0)
		return 0;
	return fail_countdown-- == 0;
}

void *xmalloc(size_t n)
{
	void *p = should_fail() ? NULL : malloc(n ? n : 1);
	return p ? p : oom(n);
}

void *xcalloc(size_t n, size_t size)
{
	void *p = should_fail() ? NULL : calloc(n ? n : 1, size ? size : 1);
	return p ? p : oom(n * size);
}

void *xrealloc(void *old, size_t n)
{
	void *p = should_fail() ? NULL : realloc(old, n ? n : 1);
	return p ? p : oom(n);
}

char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;
	return memcpy(xmalloc(n), s, n);
}

void xfree(void *p)
{
	free(p);
}

void arena_init(Arena *a)
{
	a->head = NULL;
	a->total = 0;
}

static void free_blocks(ArenaBlock *b)
{
	while (b) {
		ArenaBlock *next = b->next;
		free(b);
		b = next;
	}
}

void arena_free(Arena *a)
{
	free_blocks(a->head);
	a->head = NULL;
	a->total = 0;
}

void arena_reset(Arena *a)
{
	ArenaBlock *keep = a->head;
	if (!keep)
		return;
	free_blocks(keep->next);
	keep->next = NULL;
	keep->used = 0;
	a->total = 0;
}

void *arena_alloc_block(Arena *a, size_t n)
{
	/* (N is rounded: see arena_alloc) */
	ArenaBlock *b = a->head;
	if (!b || b->size - b->used < n) {
		size_t size = n > ARENA_BLOCK / 4 ? n : ARENA_BLOCK;
		b = xmalloc(sizeof *b + size);
		b->size = size;
		b->used = 0;
		if (size == n && a->head) {
			/* A big object gets its own block behind the current one,
			 * so the current block's free space is not wasted. */
			b->next = a->head->next;
			a->head->next = b;
		} else {
			b->next = a->head;
			a->head = b;
		}
	}
	void *p = b->data + b->used;
	b->used += n;
	a->total += n;
	memset(p, 0, n);
	return p;
}

char *arena_strndup(Arena *a, const char *s, size_t n)
{
	char *p = arena_alloc(a, n + 1);
	memcpy(p, s, n);
	p[n] = 0;
	return p;
}

char *arena_strdup(Arena *a, const char *s)
{
	return arena_strndup(a, s, strlen(s));
}

void **arena_ptrdup(Arena *a, void *const *p, size_t n)
{
	if (!n)
		return NULL;
	void **q = arena_alloc(a, n * sizeof *q);
	memcpy(q, p, n * sizeof *q);
	return q;
}
