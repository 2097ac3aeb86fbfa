/* arena.h - region allocation for per-file and per-rule memory.
 *
 * Owns: the Arena type and the single allocation funnel of ladybug
 * (xmalloc/xrealloc/xfree).  Every stage allocates its long-lived
 * objects from an arena and frees them all at once by dropping it.
 * The funnel has a test hook (LADYBUG_FAIL_ALLOC=N) that makes the
 * Nth allocation fail, to test out-of-memory paths.
 * Anyone may include this header.
 */
#ifndef LADYBUG_ARENA_H
#define LADYBUG_ARENA_H

#include <stddef.h>

#include <string.h>

typedef struct ArenaBlock ArenaBlock;
struct ArenaBlock {
	ArenaBlock *next;
	size_t size, used;
	_Alignas(16) unsigned char data[];
};

typedef struct Arena {
	ArenaBlock *head;   /* newest block; older ones chained behind it */
	size_t total;       /* bytes handed out, for statistics */
} Arena;

/* The funnel: abort with a message on exhaustion (never return NULL). */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
void xfree(void *p);

void arena_init(Arena *a);
/* Free every block of the arena; the arena is empty and reusable after. */
void arena_free(Arena *a);
/* Empty the arena but keep its newest block for the allocations that
 * follow (a scratch arena used over and over); arena_free still frees. */
void arena_reset(Arena *a);
/* Zeroed, 16-byte aligned memory that lives until arena_free. */
static inline void *arena_alloc(Arena *a, size_t n);
/* arena_alloc when the newest block has no room for N (rounded) bytes. */
void *arena_alloc_block(Arena *a, size_t n);
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_strdup(Arena *a, const char *s);
/* Copy of an array of n pointers (n may be 0: returns NULL). */
void **arena_ptrdup(Arena *a, void *const *p, size_t n);

/* The common case inline: room in the newest block (the size is often a
 * constant, and so is then the clearing). */
static inline void *arena_alloc(Arena *a, size_t n)
{
	n = (n + 15) & ~(size_t)15;
	ArenaBlock *b = a->head;
	if (!b || b->size - b->used < n)
		return arena_alloc_block(a, n);
	void *p = b->data + b->used;
	b->used += n;
	a->total += n;
	return memset(p, 0, n);
}

#endif
