/* cinclude.c - headers read for their types; see cinclude.h. */
#define _GNU_SOURCE   /* memmem */
#include "cfront/cinclude.h"

#include <string.h>
#include <sys/stat.h>
#include "base/arena.h"
#include "cfront/clex.h"
#include "cfront/cparse.h"
#include "base/diag.h"
#include "base/source.h"
#include "base/vec.h"

/* One header of the cache: its path and what parsing it gave (NULL
 * table when it could not be read). */
typedef VEC(char *) PathVec;

/* Only what other files use is kept: the tree, tokens and text of a
 * header go once its table is made (ctypes_exported), so the cache
 * grows by the declarations of each header, not by its parse. */
typedef struct Header {
	char *path;
	Arena arena;            /* the exported table's types */
	CTypes *types;
	PathVec includes;       /* the headers it includes, resolved, for recursion */
} Header;

typedef VEC(const Header *) HeaderVec;

static VEC(Header *) cache;

enum { MAX_HEADERS = 4096, MAX_NEST = 16 };

static int is_file(const char *p)
{
	struct stat st;
	return stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

/* DIR/NAME (DIR "" or NULL: NAME) as a heap string. */
static char *join(const char *dir, size_t dlen, const char *name, size_t nlen)
{
	char *r = xmalloc(dlen + nlen + 2);
	size_t o = 0;
	if (dlen) {
		memcpy(r, dir, dlen);
		o = dlen;
		if (r[o - 1] != '/')
			r[o++] = '/';
	}
	memcpy(r + o, name, nlen);
	r[o + nlen] = 0;
	/* `dir/../' and inner `./' out (one header, one name: spatch
	 * processes "../host/ohci.h" of misc/ and "ohci.h" of host/ once);
	 * a leading `./' or `../' stays */
	size_t w = 0, i = 0, keep = 0;
	while (r[i] == '.' && (r[i + 1] == '/' || (r[i + 1] == '.' && r[i + 2] == '/'))) {
		size_t n = r[i + 1] == '/' ? 2 : 3;
		memmove(r + w, r + i, n);
		w += n;
		i += n;
	}
	keep = w;
	while (r[i]) {
		size_t e = i;
		while (r[e] && r[e] != '/')
			e++;
		size_t n = e - i;
		if (n == 1 && r[i] == '.' && r[e] == '/') {
			i = e + 1;
			continue;
		}
		if (n == 2 && r[i] == '.' && r[i + 1] == '.' && r[e] == '/' && w > keep) {
			/* drop the segment before */
			size_t b = w - 1;
			while (b > keep && r[b - 1] != '/')
				b--;
			if (!(w - b == 3 && r[b] == '.' && r[b + 1] == '.')) {
				w = b;
				i = e + 1;
				continue;
			}
		}
		memmove(r + w, r + i, n + (r[e] == '/'));
		w += n + (r[e] == '/');
		i = e + (r[e] == '/');
	}
	r[w] = 0;
	return r;
}

/* The file an include of NAME (NLEN bytes; QUOTED for "name") in the
 * file FROM refers to, as a heap string, or NULL when the mode does not
 * read it or it is not found. */
static char *resolve(const Options *o, const char *from, const char *name, size_t nlen,
		     int quoted)
{
	int mode = o->include_mode;
	if (mode == INCLUDES_NONE || (!quoted && mode == INCLUDES_LOCAL))
		return NULL;
	if (quoted) {
		/* (the folder of a file named with no folder is `./', as
		 * spatch names such a header) */
		const char *slash = strrchr(from, '/');
		size_t dlen = slash ? (size_t)(slash - from) + 1 : 0;
		char *p = slash ? join(from, dlen, name, nlen) : join("./", 2, name, nlen);
		if (is_file(p))
			return p;
		xfree(p);
	}
	if (mode == INCLUDES_LOCAL)
		return NULL;
	for (size_t i = 0; i < o->include_dirs.n; i++) {
		const char *d = o->include_dirs.v[i];
		char *p = join(d, strlen(d), name, nlen);
		if (is_file(p))
			return p;
		xfree(p);
	}
	return NULL;
}

/* Every header that TA (the tokens of file FROM) includes, resolved,
 * appended to OUT. */
static void includes_of(const Options *o, const char *from, const TokenArray *ta, PathVec *out)
{
	for (uint32_t i = 0; i + 1 < ta->n; i++) {
		if (ta->v[i].kind != TK_PP_INCLUDE)
			continue;
		const Token *h = &ta->v[i + 1];
		const char *tx = tok_text(ta, h);
		size_t n = tok_len(h);
		if (n < 3 || !((tx[0] == '"' && tx[n - 1] == '"') || (tx[0] == '<' && tx[n - 1] == '>')))
			continue;
		char *p = resolve(o, from, tx + 1, n - 2, tx[0] == '"');
		if (p)
			vec_push(out, p);
	}
}

/* The cached header PATH, parsed now when it is new. */
static Header *header(const Options *o, const MacroTable *mt, const char *path)
{
	for (size_t i = 0; i < cache.n; i++)
		if (strcmp(cache.v[i]->path, path) == 0)
			return cache.v[i];
	if (cache.n >= MAX_HEADERS)
		return NULL;
	Header *h = xcalloc(1, sizeof *h);
	h->path = xstrdup(path);
	arena_init(&h->arena);
	vec_push(&cache, h);
	char err[256];
	Source *src = source_read(path, err, sizeof err);
	if (!src || source_is_binary(src)) {
		source_free(src);
		return h;
	}
	/* a header is read for information: its problems are not ours */
	int was = diag_set_muted(1);
	TokenArray ta;
	Arena parse;
	arena_init(&parse);
	Node *unit = cparse_file(src, &ta, mt, &parse, NULL);
	diag_set_muted(was);
	CTypes *full = ctypes_build(&parse, unit, &ta);
	h->types = ctypes_exported(&h->arena, full);
	includes_of(o, path, &ta, &h->includes);
	ctypes_free(full);
	arena_free(&parse);
	token_array_free(&ta);
	source_free(src);
	return h;
}

/* Add header PATH (and, recursively, the ones it includes when the mode
 * says so) to T; SEEN holds the headers added already. */
static void add_header(CTypes *t, const Options *o, const MacroTable *mt, const char *path,
		       HeaderVec *seen, int depth)
{
	Header *h = header(o, mt, path);
	if (!h || depth > MAX_NEST)
		return;
	for (size_t i = 0; i < seen->n; i++)
		if (seen->v[i] == h)
			return;
	vec_push(seen, h);
	if (h->types)
		ctypes_add_header(t, h->types);
	if (o->include_mode == INCLUDES_RECURSIVE)
		for (size_t i = 0; i < h->includes.n; i++)
			add_header(t, o, mt, h->includes.v[i], seen, depth + 1);
}

void cinclude_add_types(CTypes *t, const Options *o, const MacroTable *mt, const char *path,
			const TokenArray *ta)
{
	if (!t || !o)
		return;
	HeaderVec seen = {0};
	for (size_t i = 0; i < o->include_files.n; i++)
		add_header(t, o, mt, o->include_files.v[i], &seen, 0);
	PathVec inc = {0};
	includes_of(o, path, ta, &inc);
	for (size_t i = 0; i < inc.n; i++) {
		add_header(t, o, mt, inc.v[i], &seen, 0);
		xfree(inc.v[i]);
	}
	vec_free(&inc);
	vec_free(&seen);
}

/* The length of the part of TEXT (N bytes) that holds its #include
 * directives: up to the end of the last line naming `include` (and the
 * lines a backslash continues it on).  Lexing is the same on a prefix,
 * so the directives found there are those of the whole text. */
static size_t includes_end(const char *t, size_t n)
{
	size_t end = 0;
	const char *p = t, *e = t + n;
	while ((p = memmem(p, (size_t)(e - p), "include", 7)) != NULL) {
		const char *l = p + 7;
		for (;;) {
			const char *nl = memchr(l, '\n', (size_t)(e - l));
			if (!nl) {
				end = n;
				break;
			}
			const char *b = nl > t && nl[-1] == '\r' ? nl - 1 : nl;
			if (b > t && b[-1] == '\\') {
				l = nl + 1;
				continue;
			}
			end = (size_t)(nl + 1 - t);
			break;
		}
		p = t + end > p + 7 ? t + end : p + 7;
	}
	return end;
}

/* The part of file PATH that holds its #include lines, read and lexed
 * into TA (its lexical errors unsaid); NULL when it cannot be read.
 * The caller frees both. */
static Source *lex_include_part(const char *path, TokenArray *ta)
{
	char err[256];
	Source *whole = source_read(path, err, sizeof err);
	if (!whole)
		return NULL;
	Source *src = source_from_string(path, whole->text, includes_end(whole->text, whole->len));
	source_free(whole);
	*ta = (TokenArray){0};
	int was = diag_set_muted(1);
	clex_file(src, ta);
	diag_set_muted(was);
	return src;
}

/* The headers file PATH includes, resolved, into INC (nothing when it
 * cannot be read). */
static void file_includes(const Options *o, const char *path, PathVec *inc)
{
	TokenArray ta;
	Source *src = lex_include_part(path, &ta);
	if (!src)
		return;
	includes_of(o, path, &ta, inc);
	token_array_free(&ta);
	source_free(src);
}

static void headers_into(const Options *o, const char *path, StrList *out, int depth)
{
	PathVec inc = {0};
	file_includes(o, path, &inc);
	for (size_t i = 0; i < inc.n; i++) {
		int seen = 0;
		for (size_t k = 0; k < out->n && !seen; k++)
			seen = strcmp(out->v[k], inc.v[i]) == 0;
		if (!seen) {
			/* (a header's own headers first, as spatch orders them) */
			if (o->include_mode == INCLUDES_RECURSIVE && depth < MAX_NEST)
				headers_into(o, inc.v[i], out, depth + 1);
			seen = 0;
			for (size_t k = 0; k < out->n && !seen; k++)
				seen = strcmp(out->v[k], inc.v[i]) == 0;
			if (!seen)
				strlist_push(out, xstrdup(inc.v[i]));
		}
		xfree(inc.v[i]);
	}
	vec_free(&inc);
}

void cinclude_headers_of(const Options *o, const char *path, StrList *out)
{
	if (o->include_mode != INCLUDES_NONE)
		headers_into(o, path, out, 0);
}

void cinclude_shadowed_of(const Options *o, const char *path, StrList *out)
{
	if (o->include_mode == INCLUDES_NONE)
		return;
	TokenArray ta;
	Source *src = lex_include_part(path, &ta);
	if (!src)
		return;
	const char *slash = strrchr(path, '/');
	size_t dlen = slash ? (size_t)(slash - path) + 1 : 0;
	for (uint32_t i = 0; i + 1 < ta.n; i++) {
		if (ta.v[i].kind != TK_PP_INCLUDE)
			continue;
		const Token *h = &ta.v[i + 1];
		const char *tx = tok_text(&ta, h);
		size_t n = tok_len(h);
		if (n < 3 || !((tx[0] == '"' && tx[n - 1] == '"') || (tx[0] == '<' && tx[n - 1] == '>')))
			continue;
		char *r = resolve(o, path, tx + 1, n - 2, tx[0] == '"');
		if (r) {
			xfree(r);
			continue;
		}
		const char *base = tx + 1, *end = tx + n - 1;
		for (const char *q = base; q < end; q++)
			if (*q == '/')
				base = q + 1;
		if (base == end)
			continue;
		char *p = slash ? join(path, dlen, base, (size_t)(end - base))
				: join("./", 2, base, (size_t)(end - base));
		int seen = !is_file(p);
		for (size_t k = 0; k < out->n && !seen; k++)
			seen = strcmp(out->v[k], p) == 0;
		if (!seen)
			strlist_push(out, p);
		else
			xfree(p);
	}
	token_array_free(&ta);
	source_free(src);
}

/* The name a conditional or #define item K tests or defines (the
 * identifier after its directive keyword), or NULL. */
static const Ident *directive_name(const Node *k, const TokenArray *ta)
{
	uint32_t i = k->first + 1;
	if (i > k->last || i >= ta->n || ta->v[i].kind != TK_IDENT)
		return NULL;
	return ta->v[i].id;
}

void cinclude_conditional(const Node *unit, const TokenArray *ta, uint8_t *out)
{
	uint32_t depth = 0;
	int guarded = 0;        /* the outermost open conditional is a guard */
	for (uint32_t s = 0; s < unit->n; s++) {
		const Node *k = unit->kid[s];
		out[s] = depth > 0 && !guarded;
		if (!k || k->kind != PP_COND)
			continue;
		if (k->op == TK_PP_IF || k->op == TK_PP_IFDEF || k->op == TK_PP_IFNDEF) {
			if (depth++ == 0) {
				const Node *d = s + 1 < unit->n ? unit->kid[s + 1] : NULL;
				const Ident *x = directive_name(k, ta);
				guarded = k->op == TK_PP_IFNDEF && x && d && d->kind == PP_DEFINE &&
					  directive_name(d, ta) == x;
			}
		} else if (k->op == TK_PP_ENDIF && depth > 0) {
			if (--depth == 0)
				guarded = 0;
			out[s] = depth > 0 && !guarded;
		}
	}
}

void cinclude_free(void)
{
	for (size_t i = 0; i < cache.n; i++) {
		Header *h = cache.v[i];
		for (size_t k = 0; k < h->includes.n; k++)
			xfree(h->includes.v[k]);
		vec_free(&h->includes);
		ctypes_free(h->types);
		arena_free(&h->arena);
		xfree(h->path);
		xfree(h);
	}
	vec_free(&cache);
}
