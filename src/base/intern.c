/* intern.c - interned identifiers; see intern.h. */
#include "base/intern.h"

#include <string.h>
#include "base/arena.h"

static Arena pool;
static Ident **table;
static size_t nbuckets, count;

/* Eight bytes at a time, each step a multiply and a shift; the last
 * bytes (fewer than eight) as one more word. */
static uint32_t hash_bytes(const char *s, size_t n)
{
	uint64_t h = 0x9E3779B97F4A7C15ull ^ n;
	for (; n >= 8; s += 8, n -= 8) {
		uint64_t w;
		memcpy(&w, s, 8);
		h = (h ^ w) * 0xBF58476D1CE4E5B9ull;
		h ^= h >> 29;
	}
	if (n) {
		uint64_t w = 0;
		for (size_t i = 0; i < n; i++)
			w |= (uint64_t)(unsigned char)s[i] << (8 * i);
		h = (h ^ w) * 0xBF58476D1CE4E5B9ull;
		h ^= h >> 29;
	}
	h *= 0x94D049BB133111EBull;
	return (uint32_t)(h ^ (h >> 32));
}

static void rehash(void)
{
	size_t nb = nbuckets ? nbuckets * 2 : 4096;
	Ident **nt = xcalloc(nb, sizeof *nt);
	for (size_t i = 0; i < nbuckets; i++) {
		Ident *id = table[i];
		while (id) {
			Ident *next = id->next;
			id->next = nt[id->hash & (nb - 1)];
			nt[id->hash & (nb - 1)] = id;
			id = next;
		}
	}
	xfree(table);
	table = nt;
	nbuckets = nb;
}

/* The identifiers looked up last, by hash: the names a file uses most
 * are found here without a walk of the big table, which the cache does
 * not hold. */
enum { RECENT = 4096 };
static Ident *recent[RECENT];

Ident *intern_mut(const char *s, size_t len)
{
	uint32_t h = hash_bytes(s, len);
	Ident **r = &recent[h & (RECENT - 1)];
	if (*r && (*r)->hash == h && (*r)->len == len && !memcmp((*r)->name, s, len))
		return *r;
	if (nbuckets) {
		for (Ident *id = table[h & (nbuckets - 1)]; id; id = id->next)
			if (id->hash == h && id->len == len && !memcmp(id->name, s, len))
				return *r = id;
	}
	if (count >= nbuckets)
		rehash();
	Ident *id = arena_alloc(&pool, sizeof *id);
	id->name = arena_strndup(&pool, s, len);
	id->len = (uint32_t)len;
	id->hash = h;
	id->next = table[h & (nbuckets - 1)];
	table[h & (nbuckets - 1)] = id;
	count++;
	return *r = id;
}

const Ident *intern(const char *s, size_t len)
{
	return intern_mut(s, len);
}

const Ident *intern_cstr(const char *s)
{
	return intern_mut(s, strlen(s));
}

void intern_shutdown(void)
{
	arena_free(&pool);
	memset(recent, 0, sizeof recent);
	xfree(table);
	table = NULL;
	nbuckets = count = 0;
}
