/* prefilter.c - which files can match at all; see prefilter.h.
 *
 * Once per semantic patch, each rule's pattern becomes a formula (Req)
 * over words: true, a word, an and or an or of formulas.  Each file's
 * text is then looked at once: with a few words, each is searched for
 * (16 places at a time, where its two rarest letters are: a Needle);
 * with more, the identifiers of the text
 * are looked up in a hash table of the words.  The formulas are then
 * evaluated rule by rule, with the rules' dependencies.  Before all
 * that, a file that holds none of a few strings every match needs (a
 * gate: the words of the rules, or a part they share) is rejected by
 * that search alone.
 */
#define _GNU_SOURCE   /* memmem */
#include "run/prefilter.h"

#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif

#include "base/ctype.h"
#include "match/iso.h"
#include "run/rules.h"

enum { RQ_TRUE, RQ_WORD, RQ_AND, RQ_OR };

enum { GATE_MAX = 4, NEEDLES_MAX = 32 };

typedef struct Req Req;
struct Req {
	int kind;
	uint32_t word;          /* RQ_WORD: index in Prefilter.words */
	uint32_t n;             /* RQ_AND, RQ_OR: the parts */
	Req **kid;
};

static Req req_true = { RQ_TRUE, 0, 0, NULL };

/* Where an isomorphism can make part of a pattern disappear from the
 * code it matches: from a pattern node of kind kind[0], kid kid[0], then
 * (a node of kind kind[1]) kid kid[1]... len steps; len 0: the node
 * itself.  E.g. drop_cast `(T)E => E`: E_CAST, kid 0. */
enum { DROP_MAX = 8 };
typedef struct DropPath {
	uint32_t len;
	uint16_t kind[DROP_MAX + 1];
	uint8_t kid[DROP_MAX];
} DropPath;

/* What the isomorphisms of one rule can make disappear. */
typedef struct Vanish {
	VEC(DropPath) paths;
	VEC(const Ident *) names;
	VEC(const Ident *) cmp_names;   /* names that vanish as an operand of
					   `==' or `!=' only (`X == NULL' is `!X') */
} Vanish;

/* A string to search texts for: its bytes at K1 and K2 (its rarest in C
 * code) are compared first. */
typedef struct Needle {
	const char *s;
	size_t n, k1, k2;
} Needle;

static Needle needle_of(const char *w, size_t n);

struct Prefilter {
	Arena a;
	Req **rule;             /* per rule: what a match needs (NULL: it cannot match) */
	Req **typed;            /* per rule: that and the names of the types of its
				   typed metavariables, which spatch looks for in a
				   file before it reads it (the types may come from
				   a header: so only whole files are skipped on them) */
	uint8_t *shows;         /* per rule: running it can show something */
	int free_script;        /* a script rule may run without any pattern rule */
	VEC(const Ident *) words;
	uint32_t *slot;         /* hash table of the words: index + 1, 0 empty */
	size_t mask;
	uint64_t lens;          /* bit n (n < 63), bit 63 (longer): some word has that length */
	uint8_t first[256];     /* 1: some word starts with that byte */
	uint8_t *state;         /* per word, for the file at hand: 0 unknown, 1 in, 2 not */
	Needle *needle;         /* per word: how to search for it */
	uint8_t *never;         /* per rule, for the file at hand */
	/* The gate: words of which a file that can match holds one (ngate
	 * 0: none), tested first; with a string they all contain
	 * (common_len > 0), at common_at[k] in word k, by memmem on it */
	const Ident *gate[NEEDLES_MAX];
	int ngate;
	const char *common;
	size_t common_len, common_at[NEEDLES_MAX];
	Needle gate_needle[NEEDLES_MAX], common_needle;
	void **need_cache;      /* per rule: MatchCtx.need_cache, made on first use */
	uint32_t *need_gen;     /* per rule: the file (Run.file_gen) it holds nodes of */
};

/* ---- words ---------------------------------------------------------------- */

static uint32_t hash_bytes(const char *s, size_t n)
{
	uint32_t h = 2166136261u;
	for (size_t i = 0; i < n; i++)
		h = (h ^ (uint8_t)s[i]) * 16777619u;
	return h;
}

static uint32_t word_index(Prefilter *pf, const Ident *id)
{
	for (size_t i = 0; i < pf->words.n; i++)
		if (pf->words.v[i] == id)
			return (uint32_t)i;
	vec_push(&pf->words, id);
	return (uint32_t)pf->words.n - 1;
}

static void build_table(Prefilter *pf)
{
	size_t cap = 16;
	while (cap < pf->words.n * 2)
		cap *= 2;
	pf->mask = cap - 1;
	pf->slot = xcalloc(cap, sizeof *pf->slot);
	for (size_t i = 0; i < pf->words.n; i++) {
		const Ident *w = pf->words.v[i];
		size_t k = hash_bytes(w->name, w->len) & pf->mask;
		while (pf->slot[k])
			k = (k + 1) & pf->mask;
		pf->slot[k] = (uint32_t)i + 1;
		pf->lens |= 1ull << (w->len < 63 ? w->len : 63);
		pf->first[(uint8_t)w->name[0]] = 1;
	}
	pf->state = xcalloc(pf->words.n + 1, 1);
	pf->needle = xcalloc(pf->words.n + 1, sizeof *pf->needle);
	for (size_t i = 0; i < pf->words.n; i++)
		pf->needle[i] = needle_of(pf->words.v[i]->name, pf->words.v[i]->len);
}

/* How rare byte C is in C code: the higher, the rarer (NUL: the least). */
static int rare_rank(char c)
{
	/* the bytes of names, most common first, as counted over the C
	 * files of Linux's drivers/usb (capitals are not all rare: the D,
	 * E, S, T of macro names) */
	static const char common[] =
		"et_rsinadcuoplfbhmgvEST0IRDCxUNOAwPkBL1y2qM3FGVH6X84Wz5K7Y9QZjJ";
	if (!c)
		return -1;
	const char *at = strchr(common, c);
	return at ? (int)(at - common) : 99;   /* (other bytes: rarer) */
}

/* The index in W (N bytes, N > 0) of its letter least common in C code. */
static size_t rare_char(const char *w, size_t n)
{
	size_t best = 0;
	int best_rank = -1;
	for (size_t i = 0; i < n; i++) {
		int rank = rare_rank(w[i]);
		if (rank > best_rank) {
			best_rank = rank;
			best = i;
		}
	}
	return best;
}

static unsigned low_bit(uint64_t x);

/* The first of the places P + bit, for each bit of M (places where both
 * chosen bytes of ND are), where ND's string starts, or NULL. */
static inline const char *in_mask(const char *p, uint32_t m, const Needle *nd)
{
	for (; m; m &= m - 1) {
		unsigned bit = low_bit(m);
		if (memcmp(p + bit, nd->s, nd->n) == 0)
			return p + bit;
	}
	return NULL;
}

/* The needle of W (N bytes, N > 0). */
static Needle needle_of(const char *w, size_t n)
{
	Needle nd = { w, n, rare_char(w, n), 0 };
	/* the second: the rarest of the other bytes (the same for a string
	 * of one byte) */
	nd.k2 = nd.k1;
	int best_rank = -2;
	for (size_t i = 0; i < n; i++) {
		int rank = rare_rank(w[i]);
		if (i != nd.k1 && rank > best_rank) {
			best_rank = rank;
			nd.k2 = i;
		}
	}
	return nd;
}

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__AVX2__)
/* Where the processor has AVX2 (asked once), 32 places at a time. */
#define NEEDLE_AVX2 1

static int have_avx2(void)
{
	static int known = -1;
	if (known < 0)
		known = __builtin_cpu_supports("avx2") != 0;
	return known;
}

/* As the loop of find_needle, over the places from *P on while 32 of
 * them are left before LAST; *P: where it stopped. */
__attribute__((target("avx2")))
static const char *find_needle_avx2(const char **pp, const char *last, const Needle *nd)
{
	const char *p = *pp, *w = nd->s;
	size_t k1 = nd->k1, k2 = nd->k2;
	const __m256i c1 = _mm256_set1_epi8(w[k1]), c2 = _mm256_set1_epi8(w[k2]);
	while (last - p >= 31) {
		__m256i a = _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(const void *)(p + k1)), c1);
		__m256i b = _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(const void *)(p + k2)), c2);
		const char *q = in_mask(p, (uint32_t)_mm256_movemask_epi8(_mm256_and_si256(a, b)), nd);
		if (q)
			return q;
		p += 32;
	}
	*pp = p;
	return NULL;
}
#endif

/* The first place at or after P, before END, where the string of ND
 * starts and ends, or NULL. */
static const char *find_needle(const char *p, const char *end, const Needle *nd)
{
	if ((size_t)(end - p) < nd->n)
		return NULL;
	const char *last = end - nd->n;   /* the last place it may start */
	const char *w = nd->s;
	size_t k1 = nd->k1, k2 = nd->k2;
#ifdef NEEDLE_AVX2
	if (have_avx2()) {
		const char *q = find_needle_avx2(&p, last, nd);
		if (q)
			return q;
	}
#endif
#ifdef __SSE2__
	/* 16 places at a time: those where both chosen bytes are there
	 * (the loads stay within the text: p + 15 + k < last + n <= end) */
	const __m128i c1 = _mm_set1_epi8(w[k1]), c2 = _mm_set1_epi8(w[k2]);
	while (last - p >= 15) {
		__m128i a = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(p + k1)), c1);
		__m128i b = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(p + k2)), c2);
		const char *q = in_mask(p, (uint32_t)_mm_movemask_epi8(_mm_and_si128(a, b)), nd);
		if (q)
			return q;
		p += 16;
	}
#endif
	for (; p <= last; p++)
		if (p[k1] == w[k1] && p[k2] == w[k2] && memcmp(p, w, nd->n) == 0)
			return p;
	return NULL;
}

/* Does TEXT contain the string of ND as a whole word? */
static int has_word(const char *text, size_t len, const Needle *nd)
{
	const char *p = text, *end = text + len, *q;
	while ((q = find_needle(p, end, nd))) {
		int before = q > text && ch_is_word(q[-1]);
		int after = q + nd->n < end && ch_is_word(q[nd->n]);
		if (!before && !after)
			return 1;
		p = q + 1;
	}
	return 0;
}

/* The bytes of identifiers and numbers, as ch_is_word says. */
static uint8_t word_byte[256];

/* The mask of the word bytes of P[0..64): bit k for P[k]. */
static uint64_t word_mask64(const uint8_t *p)
{
#ifdef __SSE2__
	/* 16 bytes at a time: a letter once made lower case, a digit (each
	 * a range moved to the bottom of the signed bytes, so that one
	 * signed comparison tells it), or `_' */
	const __m128i low = _mm_set1_epi8(0x20), to_a = _mm_set1_epi8((char)(0x80 - 'a')),
		      to_0 = _mm_set1_epi8((char)(0x80 - '0')),
		      letters = _mm_set1_epi8((char)(-128 + 26)),
		      digits = _mm_set1_epi8((char)(-128 + 10)), under = _mm_set1_epi8('_');
	uint64_t w = 0;
	for (int j = 0; j < 4; j++) {
		__m128i x = _mm_loadu_si128((const __m128i *)(const void *)(p + 16 * j));
		__m128i a = _mm_cmplt_epi8(_mm_add_epi8(_mm_or_si128(x, low), to_a), letters);
		__m128i d = _mm_cmplt_epi8(_mm_add_epi8(x, to_0), digits);
		__m128i u = _mm_cmpeq_epi8(x, under);
		w |= (uint64_t)(uint16_t)_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(a, d), u)) << (16 * j);
	}
	return w;
#else
	uint64_t w = 0;
	for (size_t k = 0; k < 64; k++)
		w |= (uint64_t)word_byte[p[k]] << k;
	return w;
#endif
}

/* The index of the lowest bit set in X (X != 0). */
static unsigned low_bit(uint64_t x)
{
#ifdef __GNUC__
	return (unsigned)__builtin_ctzll(x);
#else
	unsigned n = 0;
	while (!(x & 1)) {
		x >>= 1;
		n++;
	}
	return n;
#endif
}

/* Look up the identifier S..S+N of the text among PF's words. */
static void scan_one(Prefilter *pf, const uint8_t *s, size_t n)
{
	if (!pf->first[*s] || !(pf->lens & (1ull << (n < 63 ? n : 63))))
		return;
	for (size_t k = hash_bytes((const char *)s, n) & pf->mask; pf->slot[k];
	     k = (k + 1) & pf->mask) {
		const Ident *w = pf->words.v[pf->slot[k] - 1];
		if (w->len == n && memcmp(w->name, s, n) == 0) {
			pf->state[pf->slot[k] - 1] = 1;
			return;
		}
	}
}

/* Mark the words of TEXT that are words of PF (one pass over its
 * identifiers; only those whose first byte and length some word has are
 * looked up); the others are absent.  The text goes 64 bytes at a time:
 * a mask of its word bytes gives where identifiers start and end, so
 * the work is per identifier rather than per byte. */
static void scan_words(Prefilter *pf, const char *text, size_t len)
{
	if (!word_byte['_'])
		for (int c = 0; c < 256; c++)
			word_byte[c] = (uint8_t)ch_is_word(c);
	memset(pf->state, 2, pf->words.n);
	const uint8_t *t = (const uint8_t *)text;
	for (size_t i = 0; i < len; i += 64) {
		size_t m = len - i < 64 ? len - i : 64;
		uint64_t w = 0;
		if (m == 64)
			w = word_mask64(t + i);
		else
			for (size_t k = 0; k < m; k++)
				w |= (uint64_t)word_byte[t[i + k]] << k;
		uint64_t starts = w & ~((w << 1) | (i > 0 && word_byte[t[i - 1]]));
		while (starts) {
			unsigned k = low_bit(starts);
			starts &= starts - 1;
			uint64_t rest = ~w >> k;
			size_t e;
			if (rest)
				e = i + k + low_bit(rest);
			else {
				/* on past this block */
				e = i + 64;
				while (e < len && word_byte[t[e]])
					e++;
			}
			if (e > len)
				e = len;
			scan_one(pf, t + i + k, e - (i + k));
		}
	}
}

/* ---- formulas --------------------------------------------------------------- */

typedef VEC(Req *) ReqVec;

static Req *req_word(Prefilter *pf, const Ident *id)
{
	Req *q = arena_alloc(&pf->a, sizeof *q);
	q->kind = RQ_WORD;
	q->word = word_index(pf, id);
	return q;
}

/* The and (KIND RQ_AND) or the or (RQ_OR) of V's formulas; frees V. */
static Req *req_join(Prefilter *pf, int kind, ReqVec *v)
{
	size_t n = 0;
	Req *res = NULL;
	for (size_t i = 0; i < v->n; i++) {
		if (v->v[i]->kind == RQ_TRUE) {
			if (kind == RQ_OR) {
				res = &req_true;
				break;
			}
			continue;
		}
		v->v[n++] = v->v[i];
	}
	if (!res) {
		if (n == 0)
			res = &req_true;
		else if (n == 1)
			res = v->v[0];
		else {
			res = arena_alloc(&pf->a, sizeof *res);
			res->kind = kind;
			res->n = (uint32_t)n;
			res->kid = (Req **)arena_ptrdup(&pf->a, (void *const *)v->v, n);
		}
	}
	vec_free(v);
	return res;
}

/* Does Q hold for the file whose words PF->state tells (TEXT: the file,
 * for the words not looked at yet)? */
static int req_holds(Prefilter *pf, const Req *q, const char *text, size_t len)
{
	switch (q->kind) {
	case RQ_WORD:
		if (!pf->state[q->word])
			pf->state[q->word] = has_word(text, len, &pf->needle[q->word]) ? 1 : 2;
		return pf->state[q->word] == 1;
	case RQ_AND:
		for (uint32_t i = 0; i < q->n; i++)
			if (!req_holds(pf, q->kid[i], text, len))
				return 0;
		return 1;
	case RQ_OR:
		for (uint32_t i = 0; i < q->n; i++)
			if (req_holds(pf, q->kid[i], text, len))
				return 1;
		return 0;
	default:
		return 1;
	}
}

/* ---- what isomorphisms can make disappear ------------------------------------ */

/* Kinds whose Node.name is a name written in the code they match. */
static int named_kind(int k)
{
	switch (k) {
	case E_IDENT: case S_MACRO: case S_ITERATOR: case D_MACRO_DECL: case T_NAME:
	case T_STRUCT: case T_ENUM: case DR_IDENT: case S_GOTO: case S_LABEL: case D_ENUMERATOR:
		return 1;
	default:
		return 0;
	}
}

/* The metavariable that node N of a pattern or form stands for, if any. */
static const Meta *node_meta(const Node *n)
{
	if (n->kind == P_META || (named_kind(n->kind) && (n->flags & NF_META_NAME)))
		return n->aux;
	return NULL;
}

/* Does the tree N hold metavariable M (or, M NULL, any metavariable or name)? */
static int holds(const Node *n, const Meta *m, int depth)
{
	if (!n || depth > 200)
		return 0;
	const Meta *x = node_meta(n);
	if (m ? x == m : x != NULL || (named_kind(n->kind) && n->name))
		return 1;
	for (uint32_t i = 0; i < n->n; i++)
		if (holds(n->kid[i], m, depth + 1))
			return 1;
	return 0;
}

/* Does the tree N hold the plain name ID? */
static int holds_name(const Node *n, const Ident *id, int depth)
{
	if (!n || depth > 200)
		return 0;
	if (named_kind(n->kind) && !(n->flags & NF_META_NAME) && n->name == id)
		return 1;
	for (uint32_t i = 0; i < n->n; i++)
		if (holds_name(n->kid[i], id, depth + 1))
			return 1;
	return 0;
}

typedef struct FormWalk {
	const Node *form, *other;   /* the pattern side, the code side */
	const Node *stack[DROP_MAX + 1];
	uint8_t kid[DROP_MAX];
	Vanish *v;
} FormWalk;

/* Record that what the node at STACK[DEPTH] stands for vanishes: from
 * there, climb while the parent holds nothing else, so that the whole
 * part that the missing metavariable covers is dropped
 * (`(T)E => E`: the whole type of the cast, not only its name). */
static void add_drop(FormWalk *w, uint32_t depth)
{
	while (depth > 0) {
		const Node *p = w->stack[depth - 1];
		int alone = 1;
		for (uint32_t i = 0; i < p->n && alone; i++)
			if (i != w->kid[depth - 1] && holds(p->kid[i], NULL, 0))
				alone = 0;
		if (!alone)
			break;
		depth--;
	}
	DropPath d = {0};
	d.len = depth;
	for (uint32_t s = 0; s <= depth; s++)
		d.kind[s] = w->stack[s]->kind;
	for (uint32_t s = 0; s < depth; s++)
		d.kid[s] = w->kid[s];
	for (size_t i = 0; i < w->v->paths.n; i++) {
		const DropPath *o = &w->v->paths.v[i];
		int same = o->len == d.len;
		for (uint32_t s = 0; same && s <= d.len; s++)
			same = o->kind[s] == d.kind[s] && (s == d.len || o->kid[s] == d.kid[s]);
		if (same)
			return;
	}
	vec_push(&w->v->paths, d);
}

/* Walk the pattern side of an isomorphism: every metavariable it has
 * and the code side lacks is a part that vanishes; every plain name it
 * has and the code side lacks, a name that does. */
static void walk_form(FormWalk *w, const Node *n, uint32_t depth)
{
	if (!n)
		return;
	w->stack[depth] = n;
	const Meta *m = node_meta(n);
	if (m && !holds(w->other, m, 0)) {
		add_drop(w, depth);
		return;
	}
	if (named_kind(n->kind) && !m && n->name && !holds_name(w->other, n->name, 0)) {
		const Node *up = depth ? w->stack[depth - 1] : NULL;
		int cmp = up && up->kind == E_BINARY && (up->op == TK_EQ || up->op == TK_NE);
		if (cmp)
			vec_push(&w->v->cmp_names, n->name);
		size_t i = 0;
		while (!cmp && i < w->v->names.n && w->v->names.v[i] != n->name)
			i++;
		if (!cmp && i == w->v->names.n)
			vec_push(&w->v->names, n->name);
	}
	if (depth == DROP_MAX) {
		if (holds(n, NULL, 0))
			add_drop(w, depth);   /* too deep to tell: all of it may go */
		return;
	}
	for (uint32_t i = 0; i < n->n && i < 256; i++) {
		w->kid[depth] = (uint8_t)i;
		walk_form(w, n->kid[i], depth + 1);
	}
}

/* What the isomorphisms of rule R (those of the file in force, and the
 * matcher's own) can make disappear from matched code. */
static void vanish_of(Run *r, const Rule *R, Vanish *v)
{
	/* the matcher's own drop_cast and is_null/isnt_null1 */
	DropPath cast = {0};
	cast.len = 1;
	cast.kind[0] = E_CAST;
	cast.kind[1] = T_TYPENAME;
	cast.kid[0] = 0;
	vec_push(&v->paths, cast);
	vec_push(&v->cmp_names, intern_cstr("NULL"));   /* (see req_of) */
	const IsoActive *act = iso_for_rule(r->isos, R, r->o);
	for (uint32_t e = 0; act && e < act->n; e++) {
		const IsoEntry *ent = act->v[e];
		for (uint32_t i = 0; i < ent->nform; i++)
			for (uint32_t j = 0; j < ent->nform; j++) {
				if (i == j || !ent->reach[i * ent->nform + j] || !ent->form[i])
					continue;
				FormWalk w = { .form = ent->form[i], .other = ent->form[j], .v = v };
				walk_form(&w, ent->form[i], 0);
			}
	}
}

/* ---- what a pattern needs -------------------------------------------------- */

typedef struct Builder {
	Prefilter *pf;
	const Rule *rule;
	int types;              /* the names of typed metavariables' types count */
	const TokenArray *pta;
	Vanish v;
	VEC(const Node *) dropped;  /* pattern nodes an isomorphism can make vanish */
} Builder;

static int is_dropped(const Builder *b, const Node *n)
{
	for (size_t i = 0; i < b->dropped.n; i++)
		if (b->dropped.v[i] == n)
			return 1;
	return 0;
}

/* Mark the parts below pattern node N that an isomorphism can make vanish. */
static void mark_drops(Builder *b, const Node *n)
{
	for (size_t i = 0; i < b->v.paths.n; i++) {
		const DropPath *d = &b->v.paths.v[i];
		if (d->kind[0] != n->kind)
			continue;
		const Node *x = n;
		uint32_t s = 0;
		for (; s < d->len && x; s++) {
			/* a position marks the node under it: the path goes on
			 * there (`f(x)@p;' is still a call statement) */
			while (s > 0 && x && x->kind == P_POS && x->kind != d->kind[s] && x->n)
				x = x->kid[0];
			if (!x)
				break;
			if (s > 0 && x->kind != d->kind[s]) {
				/* a disjunction, a position or parentheses where the
				 * isomorphism has code: the matcher may see through
				 * them, so all of it may vanish */
				if (x->kind != P_DISJ && x->kind != P_CONJ && x->kind != P_POS &&
				    x->kind != E_PAREN)
					x = NULL;
				break;
			}
			x = d->kid[s] < x->n ? x->kid[d->kid[s]] : NULL;
		}
		if (x)
			vec_push(&b->dropped, x);
	}
}

static int vanishing_name(const Builder *b, const Ident *id)
{
	for (size_t i = 0; i < b->v.names.n; i++)
		if (b->v.names.v[i] == id)
			return 1;
	return 0;
}

/* Is S a C identifier? */
static int c_identifier(const char *s)
{
	if (!s || !*s || (*s >= '0' && *s <= '9'))
		return 0;
	for (; *s; s++)
		if (!ch_is_word((unsigned char)*s))
			return 0;
	return 1;
}

/* Is word W (N bytes) of a declared type a C keyword of base types and
 * qualifiers, which names nothing a file must hold? */
static int base_type_word(const char *w, size_t n)
{
	static const char *const kw[] = {
		"void", "char", "short", "int", "long", "float", "double", "signed",
		"unsigned", "_Bool", "const", "volatile", "struct", "union", "enum",
		"size_t", "ssize_t", "ptrdiff_t", NULL
	};
	for (size_t i = 0; kw[i]; i++)
		if (strlen(kw[i]) == n && memcmp(kw[i], w, n) == 0)
			return 1;
	return 0;
}

/* What one of the types T of a typed metavariable needs: the names it
 * is made of (`struct mmc_host *': mmc_host; `u32': u32), as spatch
 * looks for them in a file before parsing it; nothing when a
 * metavariable (a type, or an identifier naming the structure) or an
 * inherited name makes it up.  The names declared `typedef u32;' are
 * names. */
static Req *req_type_text(Builder *b, const char *t)
{
	ReqVec all = {0};
	if (strchr(t, '.'))
		return &req_true;
	for (const char *p = t; *p;) {
		if (!ch_is_word((unsigned char)*p)) {
			p++;
			continue;
		}
		const char *e = p;
		while (*e && ch_is_word((unsigned char)*e))
			e++;
		size_t n = (size_t)(e - p);
		if (!(*p >= '0' && *p <= '9') && !base_type_word(p, n)) {
			const Ident *w = intern(p, n);
			for (uint32_t k = 0; b->rule && k < b->rule->nmetas; k++)
				if (b->rule->metas[k]->name == w && smpl_meta(b->rule->metas[k]) &&
				    !(smpl_meta(b->rule->metas[k])->flags & SM_NAME_ONLY)) {
					vec_free(&all);
					return &req_true;
				}
			vec_push(&all, req_word(b->pf, w));
		}
		p = e;
	}
	return req_join(b->pf, RQ_AND, &all);
}

/* What a value of typed metavariable M needs: the names of one of its
 * types; nothing for a metavariable of another kind. */
static Req *req_meta_types(Builder *b, const Meta *m)
{
	const SmplMeta *x = m ? smpl_meta(m) : NULL;
	if (!x || (x->flags & SM_INHERITED) || !x->ntypes || !x->types ||
	    meta_category(m->kind) == MC_IDENT)
		return &req_true;
	ReqVec any = {0};
	for (uint32_t t = 0; t < x->ntypes; t++)
		vec_push(&any, x->types[t] ? req_type_text(b, x->types[t]) : &req_true);
	return req_join(b->pf, RQ_OR, &any);
}

/* What a value of metavariable M needs: for a name metavariable whose
 * constraints list the names it may be (`identifier f = {a, b}`), one of
 * them; for a typed metavariable, the names of one of its types; else
 * nothing. */
static Req *req_meta(Builder *b, const Meta *m)
{
	const SmplMeta *x = m ? smpl_meta(m) : NULL;
	if (x && !(x->flags & SM_INHERITED) && x->ntypes && meta_category(m->kind) != MC_IDENT)
		return b->types ? req_meta_types(b, m) : &req_true;
	if (!x || meta_category(m->kind) != MC_IDENT || (x->flags & SM_INHERITED))
		return &req_true;
	for (const Constraint *k = x->constraints; k; k = k->next)
		if (k->or_next)
			return &req_true;   /* `= {a} || =~ "b"`: too rare to weigh */
	ReqVec all = {0};
	for (const Constraint *k = x->constraints; k; k = k->next) {
		if (k->kind != CK_EQ)
			continue;
		ReqVec any = {0};
		int plain = k->nvals > 0;
		for (uint32_t i = 0; i < k->nvals && plain; i++) {
			plain = !k->vals[i].ref && c_identifier(k->vals[i].text);
			if (plain)
				vec_push(&any, req_word(b->pf, intern_cstr(k->vals[i].text)));
		}
		if (plain)
			vec_push(&all, req_join(b->pf, RQ_OR, &any));
		else
			vec_free(&any);
	}
	return req_join(b->pf, RQ_AND, &all);
}

/* What `#include <a/b.h>` needs: the words of the header's name (before
 * any `...`). */
static Req *req_include(Builder *b, const Node *n)
{
	const TokenArray *ta = b->pta;
	ReqVec all = {0};
	for (uint32_t t = n->first + 1; t <= n->last && t < ta->n; t++) {
		const Token *k = &ta->v[t];
		if (k->kind == TK_PP_END || (k->flags & TF_HIDDEN))
			continue;
		const char *s = tok_text(ta, k);
		size_t len = tok_len(k);
		if (len < 2 || (s[0] != '<' && s[0] != '"'))
			break;
		for (size_t i = 0; i + 3 <= len; i++)
			if (memcmp(s + i, "...", 3) == 0) {
				len = i;
				break;
			}
		for (size_t i = 1; i < len;) {
			if (!ch_is_word((unsigned char)s[i])) {
				i++;
				continue;
			}
			size_t j = i;
			while (j < len && ch_is_word((unsigned char)s[j]))
				j++;
			/* a whole word: ends before the end of the text kept */
			if (j < len && !(s[i] >= '0' && s[i] <= '9'))
				vec_push(&all, req_word(b->pf, intern(s + i, j - i)));
			i = j;
		}
		break;
	}
	return req_join(b->pf, RQ_AND, &all);
}

/* What every match of pattern node N needs.  A disjunction needs one of
 * its branches, a conjunction all; optional parts, dots, `when` and
 * `<... ...>` need nothing, `<+... P ...+>` what P needs. */
/* Is pattern node N a name that vanishes from a comparison (NULL)? */
static int cmp_vanishing(const Builder *b, const Node *n)
{
	if (!n || n->kind != E_IDENT || !n->name || (n->flags & NF_META_NAME))
		return 0;
	for (size_t i = 0; i < b->v.cmp_names.n; i++)
		if (b->v.cmp_names.v[i] == n->name)
			return 1;
	return 0;
}

static Req *req_of(Builder *b, const Node *n, int depth)
{
	if (n && n->kind == P_META && b->types && is_dropped(b, n))
		/* (the names of a typed metavariable's types are needed
		 * wherever it is, as spatch reads them off the rule) */
		return req_meta_types(b, n->aux);
	if (!n || depth > 3000 || is_dropped(b, n))
		return &req_true;
	mark_drops(b, n);
	ReqVec v = {0};
	switch (n->kind) {
	case P_OPT: case P_DOTS: case P_WHEN:
		return &req_true;
	case P_NEST:
		return (n->flags & NF_NEST_PLUS) && n->n ? req_of(b, n->kid[0], depth + 1) : &req_true;
	case P_DISJ:
		for (uint32_t i = 0; i < n->n; i++)
			vec_push(&v, req_of(b, n->kid[i], depth + 1));
		if (!n->n)
			vec_push(&v, &req_true);
		return req_join(b->pf, RQ_OR, &v);
	case P_META:
		return req_meta(b, n->aux);
	case PP_INCLUDE:
		return req_include(b, n);
	default:
		break;
	}
	if (n->kind == E_BINARY && (n->op == TK_EQ || n->op == TK_NE)) {
		/* `X == NULL' is also `!X', `X != NULL' also `X' (the
		 * matcher's is_null and isnt_null isomorphisms, and those of
		 * the file): NULL vanishes there, and only there */
		for (uint32_t i = 0; i < n->n; i++)
			if (!cmp_vanishing(b, n->kid[i]))
				vec_push(&v, req_of(b, n->kid[i], depth + 1));
		return req_join(b->pf, RQ_AND, &v);
	}
	if (named_kind(n->kind) && n->name) {
		if (n->flags & NF_META_NAME)
			vec_push(&v, req_meta(b, n->aux));
		else if (!vanishing_name(b, n->name) && n->first < b->pta->n &&
			 b->pta->v[n->first].kind != TK_META)
			vec_push(&v, req_word(b->pf, n->name));
	}
	for (uint32_t i = 0; i < n->n; i++)
		vec_push(&v, req_of(b, n->kid[i], depth + 1));
	return req_join(b->pf, RQ_AND, &v);
}

/* ---- rules ------------------------------------------------------------------ */

/* Does dependency D name rule NAME under `never`? */
static int dep_names_never(const Dep *d, const Ident *name, int depth)
{
	if (!d || depth > 1000)
		return 0;
	if (d->kind == DEP_NEVER && d->name == name)
		return 1;
	return dep_names_never(d->l, name, depth + 1) || dep_names_never(d->r, name, depth + 1);
}

/* Can running code rule R show something: a change, a star, a script
 * run while matching, or a match that `never R` will remember? */
static int rule_shows(const SmplFile *sp, const Rule *R)
{
	if (R->has_minus || R->has_plus || R->has_star)
		return 1;
	for (uint32_t k = 0; k < R->nmetas; k++) {
		const SmplMeta *x = smpl_meta(R->metas[k]);
		if (!x)
			continue;
		if (x->seed_code)
			return 1;
		for (const Constraint *c = x->constraints; c; c = c->next)
			if (c->kind == CK_SCRIPT)
				return 1;
	}
	for (uint32_t i = 0; R->name && i < sp->nrules; i++)
		if (dep_names_never(sp->rules[i]->depends, R->name, 0))
			return 1;
	return 0;
}

/* Does script rule R take values from rule Q with no default for some
 * of them (so that it cannot run when Q has not matched)? */
static int script_needs(const Rule *R, const Rule *q)
{
	for (uint32_t k = 0; k < R->nbindings; k++)
		if (R->bindings[k].rule == q->name && !R->bindings[k].dflt)
			return 1;
	return 0;
}

static void make_gate(Run *r, Prefilter *pf);

Prefilter *prefilter_new(Run *r)
{
	Prefilter *pf = xcalloc(1, sizeof *pf);
	arena_init(&pf->a);
	uint32_t nr = r->sp->nrules;
	pf->rule = xcalloc(nr + 1, sizeof *pf->rule);
	pf->typed = xcalloc(nr + 1, sizeof *pf->typed);
	pf->shows = xcalloc(nr + 1, 1);
	pf->never = xcalloc(nr + 1, 1);
	pf->need_cache = arena_alloc(&pf->a, (nr + 1) * sizeof *pf->need_cache);
	memset(pf->need_cache, 0, (nr + 1) * sizeof *pf->need_cache);
	pf->need_gen = arena_alloc(&pf->a, (nr + 1) * sizeof *pf->need_gen);
	memset(pf->need_gen, 0, (nr + 1) * sizeof *pf->need_gen);
	for (uint32_t i = 0; i < nr; i++) {
		const Rule *R = r->sp->rules[i];
		if (R->kind == RK_SCRIPT) {
			pf->shows[i] = 1;
			int alone = 1;
			for (uint32_t k = 0; k < R->nbindings && alone; k++) {
				const Rule *q = R->bindings[k].rule
					? smpl_find_rule(r->sp, R->bindings[k].rule) : NULL;
				alone = !q || !script_needs(R, q);
			}
			pf->free_script |= alone && !(r->never && r->never[i]);
			continue;
		}
		if (R->kind != RK_CODE || !r->pat[i])
			continue;
		pf->shows[i] = rule_shows(r->sp, R);
		for (int types = 0; types <= 1; types++) {
			Builder b = { .pf = pf, .rule = R, .types = types, .pta = &R->minus_view };
			vanish_of(r, R, &b.v);
			(types ? pf->typed : pf->rule)[i] = req_of(&b, r->pat[i], 0);
			vec_free(&b.v.paths);
			vec_free(&b.v.names);
			vec_free(&b.v.cmp_names);
			vec_free(&b.dropped);
		}
	}
	build_table(pf);
	make_gate(r, pf);
	return pf;
}

void prefilter_free(Prefilter *pf)
{
	if (!pf)
		return;
	arena_free(&pf->a);
	xfree(pf->rule);
	xfree(pf->typed);
	xfree(pf->shows);
	xfree(pf->never);
	xfree(pf->slot);
	xfree(pf->state);
	xfree(pf->needle);
	vec_free(&pf->words);
	xfree(pf);
}

/* Does token T of PTA lie outside the kids of N? */
static int own_token(const Node *n, uint32_t t)
{
	for (uint32_t i = 0; i < n->n; i++)
		if (n->kid[i] && n->kid[i]->first <= t && t <= n->kid[i]->last)
			return 0;
	return 1;
}

/* Does pattern N (in PTA) have metavariable M where every match binds
 * it (1), or only in some branches of a disjunction or optional parts
 * (0), or not at all (-1)?  A position after a keyword or an operator
 * (`return@p`) is no node but a token of the node it marks. */
static int meta_in(const Node *n, const TokenArray *pta, const Meta *m, int depth)
{
	if (!n || depth > 3000)
		return -1;
	if ((n->kind == P_META || n->kind == P_POS) && n->aux == m)
		return 1;
	int some = 0;
	if (n->kind == P_DISJ) {
		int all = n->n > 0;
		for (uint32_t i = 0; i < n->n; i++) {
			int k = meta_in(n->kid[i], pta, m, depth + 1);
			all &= k == 1;
			some |= k >= 0;
		}
		return all ? 1 : some ? 0 : -1;
	}
	int opt = n->kind == P_OPT || n->kind == P_NEST || n->kind == P_WHEN || n->kind == P_DOTS;
	for (uint32_t t = n->first; !opt && t <= n->last && t < pta->n; t++)
		if (pta->v[t].kind == TK_META && pta->v[t].aux == m && !(pta->v[t].flags & TF_HIDDEN) &&
		    t > 0 && pta->v[t - 1].kind == TK_AT && own_token(n, t))
			return 1;
	for (uint32_t i = 0; i < n->n; i++) {
		int k = meta_in(n->kid[i], pta, m, depth + 1);
		if (k == 1 && !opt)
			return 1;
		some |= k >= 0;
	}
	return some ? 0 : -1;
}

/* Must a match of pattern P (NULL: no pattern) of rule R bind the
 * inherited M that the rule uses?  Not when M is in P only where a
 * match may do without it: the rule can match without M's rule.  M
 * named in the type of a typed metavariable of P (`struct s *p;' with
 * s inherited) counts as where that one is. */
static int meta_needed(const Rule *R, const Node *p, const TokenArray *pta, const Meta *m)
{
	if (!p || meta_in(p, pta, m, 0) != 0)
		return 1;
	for (uint32_t k = 0; k < R->nmetas; k++) {
		const SmplMeta *o = smpl_meta(R->metas[k]);
		if (!o || R->metas[k] == m)
			continue;
		for (uint32_t t = 0; t < o->ntypes; t++)
			if (o->types && o->types[t] && type_text_names(o->types[t], m->name) &&
			    meta_in(p, pta, R->metas[k], 0) != 0)
				return 1;
	}
	return 0;
}

/* Can rule I run in the file (PF->never set for the rules before it)? */
static int rule_can_run(Run *r, Prefilter *pf, uint32_t i, const char *text, size_t len)
{
	const Rule *R = r->sp->rules[i];
	if (r->never && r->never[i])
		return 0;
	if (R->kind == RK_CODE && !pf->rule[i])
		return 0;
	if (R->kind != RK_CODE && R->kind != RK_SCRIPT)
		return 1;
	if (dep_possible(r, R->depends, pf->never) == 0)
		return 0;
	if (R->kind == RK_SCRIPT) {
		for (uint32_t k = 0; k < R->nbindings; k++) {
			const Rule *q = R->bindings[k].rule
				? smpl_find_rule(r->sp, R->bindings[k].rule) : NULL;
			if (q && q->index < i && pf->never[q->index] && script_needs(R, q))
				return 0;
		}
		return 1;
	}
	for (uint32_t k = 0; k < R->nmetas; k++) {
		const Meta *m = R->metas[k];
		const Rule *q = m->rule ? smpl_find_rule(r->sp, m->rule) : NULL;
		if (q && q->index < i && pf->never[q->index] && meta_used(R, m) &&
		    meta_needed(R, r->pat[i], &R->minus_view, m))
			return 0;
	}
	return req_holds(pf, pf->rule[i], text, len);
}

/* Words of which TEXT must hold one for Q to hold: up to MAX into OUT
 * (each once); -1 when there is no such small set (Q may hold on any
 * text, or the set is larger than MAX). */
static int needles_of(const Prefilter *pf, const Req *q, const Ident **out, int max)
{
	switch (q->kind) {
	case RQ_WORD:
		if (max < 1)
			return -1;
		out[0] = pf->words.v[q->word];
		return 1;
	case RQ_OR: {
		int n = 0;
		for (uint32_t i = 0; i < q->n; i++) {
			const Ident *kid[NEEDLES_MAX];
			int k = needles_of(pf, q->kid[i], kid, NEEDLES_MAX);
			if (k < 0)
				return -1;
			for (int j = 0; j < k; j++) {
				int seen = 0;
				for (int x = 0; x < n && !seen; x++)
					seen = out[x] == kid[j];
				if (seen)
					continue;
				if (n == max)
					return -1;
				out[n++] = kid[j];
			}
		}
		return n;
	}
	case RQ_AND: {
		/* any part will do: the one with the fewest words */
		int best = -1;
		for (uint32_t i = 0; i < q->n; i++) {
			const Ident *kid[NEEDLES_MAX];
			int k = needles_of(pf, q->kid[i], kid, max);
			if (k >= 0 && (best < 0 || k < best)) {
				best = k;
				memcpy(out, kid, (size_t)k * sizeof *out);
			}
		}
		return best;
	}
	default:
		return -1;
	}
}

/* The longest string that each of the N words contains (its start in
 * W[0] to *AT; returns its length). */
static size_t common_substring(const Ident **w, int n, size_t *at)
{
	size_t best = 0;
	*at = 0;
	const Ident *s = w[0];
	for (size_t i = 0; i < s->len; i++)
		for (size_t l = best + 1; i + l <= s->len; l++) {
			int all = 1;
			for (int k = 1; k < n && all; k++)
				all = memmem(w[k]->name, w[k]->len, s->name + i, l) != NULL;
			if (!all)
				break;
			best = l;
			*at = i;
		}
	return best;
}

/* What rule I (a pattern rule) needs to run in a file: its own words
 * and what the rules it inherits a needed metavariable from need (as
 * rule_can_run decides); NULL: it cannot run.  MEMO: per rule. */
static Req *rule_need(Run *r, Prefilter *pf, uint32_t i, Req **memo)
{
	if (memo[i] || !pf->rule[i])
		return memo[i];
	const Rule *R = r->sp->rules[i];
	ReqVec v = {0};
	vec_push(&v, pf->rule[i]);
	for (uint32_t k = 0; k < R->nmetas; k++) {
		const Meta *m = R->metas[k];
		const Rule *q = m->rule ? smpl_find_rule(r->sp, m->rule) : NULL;
		if (!q || q->index >= i || q->kind != RK_CODE || !meta_used(R, m) ||
		    !meta_needed(R, r->pat[i], &R->minus_view, m))
			continue;
		Req *need = rule_need(r, pf, q->index, memo);
		if (!need) {
			vec_free(&v);
			return NULL;
		}
		vec_push(&v, need);
	}
	return memo[i] = req_join(pf, RQ_AND, &v);
}

/* The gate of PF: words one of which every file that can match holds
 * (for a file alone, see file_may_match).  Only where every rule that
 * can show something is a pattern rule, or a script rule that needs a
 * pattern rule's values: then a file counts only when some pattern rule
 * can run, and so holds what it and the rules it inherits from need. */
static void make_gate(Run *r, Prefilter *pf)
{
	uint32_t nr = r->sp->nrules;
	if (pf->free_script)
		return;
	ReqVec any = {0};
	Req **memo = xcalloc(nr + 1, sizeof *memo);
	for (uint32_t i = 0; i < nr; i++) {
		const Rule *R = r->sp->rules[i];
		if (R->kind == RK_SCRIPT) {
			int needs_code = 0;
			for (uint32_t k = 0; k < R->nbindings && !needs_code; k++) {
				const Rule *q = R->bindings[k].rule
					? smpl_find_rule(r->sp, R->bindings[k].rule) : NULL;
				needs_code = q && q->kind == RK_CODE && script_needs(R, q);
			}
			if (!needs_code) {
				xfree(memo);
				goto none;
			}
		}
		Req *q = R->kind == RK_CODE ? rule_need(r, pf, i, memo) : NULL;
		if (q)
			vec_push(&any, q);
	}
	xfree(memo);
	if (!any.n)
		goto none;
	Req all = { RQ_OR, 0, (uint32_t)any.n, any.v };
	const Ident *w[NEEDLES_MAX];
	int n = needles_of(pf, &all, w, NEEDLES_MAX);
	if (n <= 0)
		goto none;
	size_t at, len = common_substring(w, n, &at);
	if (n > GATE_MAX && len < 4)
		goto none;    /* as slow as the scan of the words */
	memcpy(pf->gate, w, (size_t)n * sizeof *w);
	pf->ngate = n;
	for (int k = 0; k < n; k++)
		pf->gate_needle[k] = needle_of(w[k]->name, w[k]->len);
	if (n > 1 && len >= 4) {
		pf->common = w[0]->name + at;
		pf->common_len = len;
		pf->common_needle = needle_of(pf->common, len);
		for (int k = 0; k < n; k++)
			pf->common_at[k] = (size_t)((const char *)memmem(w[k]->name, w[k]->len,
									 pf->common, len) - w[k]->name);
	}
none:
	vec_free(&any);
}

/* Does TEXT hold WORD as a whole word at AT? */
static int word_at(const char *text, size_t len, const char *at, const Ident *word)
{
	if (at < text || word->len > (size_t)(text + len - at) ||
	    memcmp(at, word->name, word->len) != 0)
		return 0;
	return !(at > text && ch_is_word(at[-1])) &&
	       !(at + word->len < text + len && ch_is_word(at[word->len]));
}

/* Does TEXT hold one of the gate's words? */
static int gate_open(const Prefilter *pf, const char *text, size_t len)
{
	if (!pf->common_len) {
		for (int k = 0; k < pf->ngate; k++)
			if (has_word(text, len, &pf->gate_needle[k]))
				return 1;
		return 0;
	}
	/* the common part, then the words around it */
	const char *p = text, *end = text + len, *h;
	while ((h = find_needle(p, end, &pf->common_needle))) {
		for (int k = 0; k < pf->ngate; k++)
			if (word_at(text, len, h - pf->common_at[k], pf->gate[k]))
				return 1;
		p = h + 1;
	}
	return 0;
}

int file_may_match(Run *r, const char *text, size_t len, int alone)
{
	if (!r->pf)
		r->pf = prefilter_new(r);
	Prefilter *pf = r->pf;
	uint32_t nr = r->sp->nrules;
	memset(pf->never, 0, nr);
	if (alone && pf->ngate && !gate_open(pf, text, len))
		return 0;
	if (pf->words.n > 8)
		scan_words(pf, text, len);
	else
		memset(pf->state, 0, pf->words.n);
	if (!alone) {
		/* the rules are decided over all the unit's files: the file
		 * counts when some rule can match in it */
		if (pf->free_script)
			return 1;
		for (uint32_t i = 0; i < nr; i++)
			if (r->sp->rules[i]->kind == RK_CODE && pf->rule[i] &&
			    !(r->never && r->never[i]) && req_holds(pf, pf->rule[i], text, len))
				return 1;
		return 0;
	}
	int may = 0;
	for (uint32_t i = 0; i < nr && !may; i++) {
		int can = rule_can_run(r, pf, i, text, len);
		pf->never[i] = !can;
		may = can && pf->shows[i];
	}
	if (!may || pf->free_script)
		return may;
	/* a file alone is read only when it holds the names of the types of
	 * some pattern rule's typed metavariables too, as spatch decides */
	for (uint32_t i = 0; i < nr; i++)
		if (r->sp->rules[i]->kind == RK_CODE && pf->typed[i] &&
		    !(r->never && r->never[i]) && req_holds(pf, pf->typed[i], text, len))
			return 1;
	return 0;
}

int rule_may_match(Run *r, const Rule *R, const char *text, size_t len)
{
	if (R->kind != RK_CODE || !r->pat[R->index])
		return 1;
	if (!r->pf)
		r->pf = prefilter_new(r);
	Prefilter *pf = r->pf;
	if (!pf->rule[R->index])
		return 0;
	/* the text may be another (an earlier rule changed the file): the
	 * words are looked up again, those of this rule only */
	memset(pf->state, 0, pf->words.n);
	return req_holds(pf, pf->rule[R->index], text, len);
}

void *prefilter_need_cache(Run *r, const Rule *R)
{
	if (!r->pf)
		r->pf = prefilter_new(r);
	Prefilter *pf = r->pf;
	if (R->index >= r->sp->nrules)
		return NULL;
	if (!pf->need_cache[R->index])
		pf->need_cache[R->index] = match_need_cache_new(&pf->a);
	else if (pf->need_gen[R->index] != r->file_gen)
		/* a new file: pattern nodes made in the last one's arena
		 * may stand at the addresses it holds */
		match_need_cache_clear(pf->need_cache[R->index]);
	pf->need_gen[R->index] = r->file_gen;
	return pf->need_cache[R->index];
}
