/* intern.c - interned identifiers; see intern.h. */
#include "base/intern.h"

#include <string.h>
#include "base/arena.h"

static Arena pool;

/* Open addressing, linear probing: each slot keeps the hash beside the
 * pointer, so a probe reads the identifier (and its spelling, stored
 * right after it) only when the hashes agree. */
typedef struct Slot {
	uint32_t hash;
	Ident *id;
} Slot;
static Slot *table;
static size_t nslots, count;

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

static void grow(void)
{
	size_t ns = nslots ? nslots * 2 : 8192;
	Slot *nt = xcalloc(ns, sizeof *nt);
	for (size_t i = 0; i < nslots; i++) {
		if (!table[i].id)
			continue;
		size_t h = table[i].hash & (ns - 1);
		while (nt[h].id)
			h = (h + 1) & (ns - 1);
		nt[h] = table[i];
	}
	xfree(table);
	table = nt;
	nslots = ns;
}

/* The identifiers looked up last, by hash: the names a file uses most
 * are found here without a probe of the big table, which the cache does
 * not hold. */
enum { RECENT = 4096 };
static Ident *recent[RECENT];

static int same(const Ident *id, uint32_t h, const char *s, size_t len)
{
	return id->hash == h && id->len == len && !memcmp(id->name, s, len);
}

Ident *intern_mut(const char *s, size_t len)
{
	uint32_t h = hash_bytes(s, len);
	Ident **r = &recent[h & (RECENT - 1)];
	if (*r && same(*r, h, s, len))
		return *r;
	if (2 * (count + 1) > nslots)
		grow();
	size_t i = h & (nslots - 1);
	for (; table[i].id; i = (i + 1) & (nslots - 1))
		if (table[i].hash == h && same(table[i].id, h, s, len))
			return *r = table[i].id;
	/* the spelling right after the record: one allocation, one line */
	Ident *id = arena_alloc(&pool, sizeof *id + len + 1);
	char *name = (char *)(id + 1);
	memcpy(name, s, len);
	name[len] = 0;
	*id = (Ident){ .name = name, .len = (uint32_t)len, .hash = h };
	table[i] = (Slot){ h, id };
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
	nslots = count = 0;
}
