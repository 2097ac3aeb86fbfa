/* intern.c - interned identifiers; see intern.h. */
#include "base/intern.h"

#include <string.h>
#include "base/arena.h"

static Arena pool;
/* The rest of the pool's newest chunk of records. */
static char *chunk_at, *chunk_end;
enum { LINE = 64, CHUNK = 64 * 1024 };

/* Room for a record of N bytes, 16-byte aligned, in a chunk of the
 * pool; a record that fits in a cache line does not straddle two (most
 * do fit: the lookups of a name then read one line, which the caches
 * miss often, the table being large). */
static void *ident_alloc(size_t n)
{
	n = (n + 15) & ~(size_t)15;
	uintptr_t at = (uintptr_t)chunk_at;
	if (n <= LINE && (at & (LINE - 1)) + n > LINE)
		at = (at + LINE - 1) & ~(uintptr_t)(LINE - 1);
	if (!chunk_at || at + n > (uintptr_t)chunk_end) {
		if (n > CHUNK / 4)      /* a long name: a block of its own */
			return arena_alloc_block(&pool, n);
		char *c = arena_alloc_block(&pool, CHUNK + LINE);
		at = ((uintptr_t)c + LINE - 1) & ~(uintptr_t)(LINE - 1);
		chunk_end = c + CHUNK + LINE;
	}
	chunk_at = (char *)(at + n);
	return (void *)at;
}

/* Open addressing, linear probing: each slot keeps the hash beside the
 * pointer, so a probe reads the identifier (and its spelling, stored
 * right after it) only when the hashes agree. */
typedef struct Slot {
	uint32_t hash;
	Ident *id;
} Slot;
static Slot *table;
static size_t nslots, count;

static inline uint64_t load64(const char *s)
{
	uint64_t w;
	memcpy(&w, s, 8);
	return w;
}

static inline uint64_t load32(const char *s)
{
	uint32_t w;
	memcpy(&w, s, 4);
	return w;
}

/* The N bytes at S (0 < N < 8) as a little-endian number, zero-
 * extended, reading no byte outside the name, which has TOTAL bytes and
 * ends at S + N.  On a little-endian machine: the eight bytes that end a
 * long name, shifted; else two overlapping four-byte loads, or three
 * bytes (some maybe the same): a byte read twice lands at the same place
 * both times.  Elsewhere byte by byte. */
static uint64_t tail_word(const char *s, size_t n, size_t total)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	if (total >= 8)
		return load64(s + n - 8) >> (8 * (8 - n));
	if (n >= 4)
		return load32(s) | load32(s + n - 4) << (8 * (n - 4));
	return (uint64_t)(unsigned char)s[0] | (uint64_t)(unsigned char)s[n / 2] << (8 * (n / 2)) |
	       (uint64_t)(unsigned char)s[n - 1] << (8 * (n - 1));
#else
	(void)total;
	uint64_t w = 0;
	for (size_t i = 0; i < n; i++)
		w |= (uint64_t)(unsigned char)s[i] << (8 * i);
	return w;
#endif
}

/* Eight bytes at a time, each step a multiply and a shift; the last
 * bytes (fewer than eight) as one more word. */
static uint32_t hash_bytes(const char *s, size_t n)
{
	uint64_t h = 0x9E3779B97F4A7C15ull ^ n;
	size_t total = n;
	for (; n >= 8; s += 8, n -= 8) {
		h = (h ^ load64(s)) * 0xBF58476D1CE4E5B9ull;
		h ^= h >> 29;
	}
	if (n) {
		h = (h ^ tail_word(s, n, total)) * 0xBF58476D1CE4E5B9ull;
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

/* Are the N bytes at A and at B the same?  Words at a time, the last
 * (partial) word as the one that ends them: no call for a short name. */
static inline int eq_bytes(const char *a, const char *b, size_t n)
{
	if (n >= 8) {
		for (size_t i = 0; i + 8 < n; i += 8)
			if (load64(a + i) != load64(b + i))
				return 0;
		return load64(a + n - 8) == load64(b + n - 8);
	}
	if (n >= 4)
		return load32(a) == load32(b) && load32(a + n - 4) == load32(b + n - 4);
	for (size_t i = 0; i < n; i++)
		if (a[i] != b[i])
			return 0;
	return 1;
}

static inline int same(const Ident *id, uint32_t h, const char *s, size_t len)
{
	return id->hash == h && id->len == len && eq_bytes(id->name, s, len);
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
	Ident *id = ident_alloc(sizeof *id + len + 1);
	*id = (Ident){ .len = (uint32_t)len, .hash = h };
	memcpy(id->name, s, len);
	id->name[len] = 0;
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
	chunk_at = chunk_end = NULL;
	memset(recent, 0, sizeof recent);
	xfree(table);
	table = NULL;
	nslots = count = 0;
}
