/* ctypes.c - types of C expressions; see ctypes.h. */
#include "cfront/ctypes.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "base/vec.h"

typedef struct Sym {
	const Ident *name;
	const char *type;
	uint32_t scope_first, scope_last;  /* token range where it is visible */
	int is_static;          /* declared `static` (a local of that kind is no local
				   variable for `local idexpression`: it lives on) */
} Sym;

typedef struct Field {
	const char *owner;      /* the struct or union type: "struct foo" */
	const Ident *name;
	const char *type;
} Field;

typedef VEC(Sym) SymVec;

/* A hash index of a SymVec by name: slots hold 1 + the index of the
 * last symbol of a name, next[] chains to the earlier ones. */
typedef struct SymIndex {
	uint32_t *slot, *next;
	size_t cap;             /* slots, a power of two */
	size_t built;           /* symbols indexed (rebuilt when the vector grew) */
} SymIndex;

struct CTypes {
	Arena *a;
	const TokenArray *ta;   /* NULL in an exported table (ctypes_exported) */
	size_t ntok;            /* tokens of the unit: file-wide scopes end at ntok - 1 */
	SymVec syms;            /* variables and parameters with their scopes */
	VEC(Field) fields;
	SymVec typedefs;
	SymVec funcs;           /* return types */
	SymIndex syms_ix, typedefs_ix, funcs_ix, fields_ix;
	SymVec macro_params;    /* parameters of #define, scoped to the directive (no type) */
};

static void free_index(SymIndex *ix);

enum { MAXDEPTH = 3000 };

/* Is C a character of a word (name, keyword or number)? */
static int wordc(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

/* TY without its leading qualifiers; *QUALS gets how many bytes they
 * take. */
static const char *skip_quals(const char *ty, size_t *quals)
{
	const char *p = ty;
	for (;;) {
		if (!strncmp(p, "const ", 6))
			p += 6;
		else if (!strncmp(p, "volatile ", 9))
			p += 9;
		else
			break;
	}
	if (quals)
		*quals = (size_t)(p - ty);
	return p;
}

const char *ctypes_norm(Arena *a, const char *s)
{
	size_t n = strlen(s);
	char *out = arena_alloc(a, 2 * n + 2);
	size_t o = 0;
	const char *p = s;
	while (*p) {
		while (*p == ' ' || *p == '\t' || *p == '\n')
			p++;
		if (!*p)
			break;
		const char *w = p;
		if (wordc(*p)) {
			while (wordc(*p))
				p++;
			size_t len = (size_t)(p - w);
			if ((len == 6 && !strncmp(w, "static", 6)) || (len == 6 && !strncmp(w, "extern", 6)) ||
			    (len == 8 && !strncmp(w, "register", 8)) || (len == 6 && !strncmp(w, "inline", 6)))
				continue;
			/* "int *const", "(*p)", "[N]": no space after those */
			if (o && out[o - 1] != '*' && out[o - 1] != '(' && out[o - 1] != '[')
				out[o++] = ' ';
			memcpy(out + o, w, len);
			o += len;
		} else {
			if (o && *p == '*' && out[o - 1] != '*' && out[o - 1] != '(')
				out[o++] = ' ';
			else if (o && *p == '(' && (wordc(out[o - 1]) || out[o - 1] == '*'))
				out[o++] = ' ';
			out[o++] = *p++;
		}
	}
	out[o] = 0;
	return out;
}

/* The text of tokens [f, l] of TA with single spaces. */
static const char *tok_span(CTypes *t, uint32_t f, uint32_t l)
{
	VEC(char) b = {0};
	for (uint32_t i = f; i <= l && i < t->ta->n; i++) {
		const Token *k = &t->ta->v[i];
		if ((k->flags & (TF_HIDDEN | TF_EXPANDED)) || !tok_len(k))
			continue;
		if (b.n)
			vec_push(&b, ' ');
		vec_grow(&b, tok_len(k));
		memcpy(b.v + b.n, tok_text(t->ta, k), tok_len(k));
		b.n += tok_len(k);
	}
	vec_push(&b, '\0');
	const char *r = ctypes_norm(t->a, b.v);
	vec_free(&b);
	return r;
}

/* The text of a T_SPECS without storage classes and attributes. */
static const char *specs_text(CTypes *t, const Node *specs)
{
	if (!specs)
		return NULL;
	VEC(char) b = {0};
	/* qualifiers first, so "int const" and "const int" are one type */
	for (uint32_t pass = 0; pass < 2; pass++)
	for (uint32_t i = 0; i < specs->n; i++) {
		const Node *k = specs->kid[i];
		if (!k || k->kind == T_STORAGE || k->kind == T_ATTRS || (k->kind == T_QUAL) != !pass)
			continue;
		uint32_t l = k->last;
		if ((k->kind == T_STRUCT || k->kind == T_ENUM) && k->name) {
			/* the tag only, not the body (an anonymous one is named by
			 * its whole text) */
			l = k->first;
			if (k->first + 1 < t->ta->n && t->ta->v[k->first + 1].id == k->name)
				l = k->first + 1;
		}
		const char *s = tok_span(t, k->first, l);
		if (!*s)
			continue;
		if (b.n)
			vec_push(&b, ' ');
		vec_grow(&b, strlen(s));
		memcpy(b.v + b.n, s, strlen(s));
		b.n += strlen(s);
	}
	vec_push(&b, '\0');
	const char *r = ctypes_norm(t->a, b.v);
	vec_free(&b);
	return r;
}

static const char *add_stars(CTypes *t, const char *base, int stars)
{
	if (!base)
		return NULL;
	size_t n = strlen(base);
	char *s = arena_alloc(t->a, n + (size_t)stars * 2 + 2);
	memcpy(s, base, n);
	for (int i = 0; i < stars; i++) {
		if (i == 0 && n && s[n - 1] != '*')
			s[n++] = ' ';
		s[n++] = '*';
	}
	s[n] = 0;
	return s;
}

/* Walk a declarator: its name and the number of pointer levels (arrays
 * count as pointers; a function declarator gives its return type). */
static const Ident *declarator(const Node *d, int *stars, int depth)
{
	if (!d || depth > MAXDEPTH)
		return NULL;
	switch (d->kind) {
	case DR_IDENT:
		return d->name;
	case DR_POINTER:
		(*stars)++;
		return declarator(d->n > 1 ? d->kid[1] : NULL, stars, depth + 1);
	case DR_ARRAY:
		(*stars)++;
		return declarator(d->n ? d->kid[0] : NULL, stars, depth + 1);
	case DR_FUNC: case DR_PAREN: case DR_ATTR:
		return declarator(d->n ? d->kid[0] : NULL, stars, depth + 1);
	default:
		return NULL;
	}
}

/* The token of the name a declarator declares, or UINT32_MAX. */
static uint32_t declarator_name_tok(const Node *d, int depth)
{
	while (d && depth++ < MAXDEPTH) {
		switch (d->kind) {
		case DR_IDENT:
			return d->first;
		case DR_POINTER:
			d = d->n > 1 ? d->kid[1] : NULL;
			break;
		case DR_ARRAY: case DR_FUNC: case DR_PAREN: case DR_ATTR:
			d = d->n ? d->kid[0] : NULL;
			break;
		default:
			return UINT32_MAX;
		}
	}
	return UINT32_MAX;
}

/* The type a declarator D gives to its name when the specifiers say
 * BASE: BASE followed by D's text without the name ("int" and `*a[3]`
 * give "int *[3]", `(*f)(int)` gives "int (*)(int)"). */
static const char *decl_type(CTypes *t, const char *base, const Node *d)
{
	if (!base)
		return NULL;
	while (d && d->kind == DR_ATTR && d->n)
		d = d->kid[0];
	if (!d)
		return base;
	uint32_t name = declarator_name_tok(d, 0);
	VEC(char) b = {0};
	vec_grow(&b, strlen(base) + 1);
	memcpy(b.v, base, strlen(base));
	b.n = strlen(base);
	for (uint32_t i = d->first; i <= d->last && i < t->ta->n; i++) {
		const Token *k = &t->ta->v[i];
		if (i == name || (k->flags & (TF_HIDDEN | TF_EXPANDED)) || !tok_len(k))
			continue;
		vec_push(&b, ' ');
		vec_grow(&b, tok_len(k));
		memcpy(b.v + b.n, tok_text(t->ta, k), tok_len(k));
		b.n += tok_len(k);
	}
	vec_push(&b, '\0');
	const char *r = ctypes_norm(t->a, b.v);
	vec_free(&b);
	return r;
}

static void add_sym(CTypes *t, SymVec *v, const Ident *name, const char *type,
		    uint32_t f, uint32_t l)
{
	if (!name || !type)
		return;
	Sym s = {name, type, f, l, 0};
	vec_push(v, s);
}

static void decl(CTypes *t, const Node *d, uint32_t sf, uint32_t sl, int is_field,
		 const Ident *tag)
{
	if (!d || !d->n)
		return;
	const Node *specs = d->kid[0];
	const char *base = specs_text(t, specs);
	int is_typedef = 0, is_static = 0;
	if (specs)
		for (uint32_t i = 0; i < specs->n; i++)
			if (specs->kid[i] && specs->kid[i]->kind == T_STORAGE) {
				is_typedef |= specs->kid[i]->op == KW_TYPEDEF;
				is_static |= specs->kid[i]->op == KW_STATIC;
			}
	for (uint32_t i = 1; i < d->n; i++) {
		const Node *id = d->kid[i];
		if (!id || !id->n)
			continue;
		int stars = 0;
		const Ident *name = declarator(id->kid[0], &stars, 0);
		const char *ty = decl_type(t, base, id->kid[0]);
		if (is_field) {
			Field f = {tag ? tag->name : NULL, name, ty};
			if (name && ty)
				vec_push(&t->fields, f);
		} else if (is_typedef) {
			add_sym(t, &t->typedefs, name, ty, sf, sl);
		} else {
			add_sym(t, &t->syms, name, ty, sf, sl);
			if (is_static && name && ty)
				t->syms.v[t->syms.n - 1].is_static = 1;
		}
	}
}

static void walk(CTypes *t, const Node *n, uint32_t sf, uint32_t sl, int depth);

/* The type a struct or union specifier ST names: "struct foo", or for
 * an anonymous one its whole text. */
static const char *struct_owner(CTypes *t, const Node *st)
{
	uint32_t l = st->last;
	if (st->name) {
		l = st->first;
		if (st->first + 1 < t->ta->n && t->ta->v[st->first + 1].id == st->name)
			l = st->first + 1;
	}
	return tok_span(t, st->first, l);
}

static void struct_fields(CTypes *t, const Node *st, int depth)
{
	if (!st->n || !st->kid[0] || depth > MAXDEPTH)
		return;
	const Node *fl = st->kid[0];
	const char *owner = struct_owner(t, st);
	for (uint32_t i = 0; i < fl->n; i++) {
		const Node *f = fl->kid[i];
		if (!f || f->kind != D_FIELD || !f->n)
			continue;
		const char *base = specs_text(t, f->kid[0]);
		for (uint32_t k = 1; k < f->n; k++) {
			const Node *fd = f->kid[k];
			if (!fd || !fd->n)
				continue;
			int stars = 0;
			const Ident *name = declarator(fd->kid[0], &stars, 0);
			Field x = {owner, name, decl_type(t, base, fd->kid[0])};
			if (name && x.type)
				vec_push(&t->fields, x);
		}
		walk(t, f->kid[0], 0, 0, depth + 1);
	}
}

static void walk(CTypes *t, const Node *n, uint32_t sf, uint32_t sl, int depth)
{
	if (!n || depth > MAXDEPTH)
		return;
	switch (n->kind) {
	case T_STRUCT:
		struct_fields(t, n, depth);
		return;
	case D_DECL:
		decl(t, n, sf, sl, 0, NULL);
		if (n->n)
			walk(t, n->kid[0], sf, sl, depth + 1);
		for (uint32_t i = 1; i < n->n; i++)
			if (n->kid[i] && n->kid[i]->n > 1)
				walk(t, n->kid[i]->kid[1], sf, sl, depth + 1);
		return;
	case D_PARAM: {
		if (n->n < 2)
			return;
		int stars = 0;
		const Ident *name = declarator(n->kid[1], &stars, 0);
		add_sym(t, &t->syms, name, decl_type(t, specs_text(t, n->kid[0]), n->kid[1]), sf, sl);
		return;
	}
	case D_FUNCDEF: {
		if (n->n < 2)
			return;
		int stars = 0;
		const Ident *name = declarator(n->kid[1], &stars, 0);
		/* the return type: pointer levels outside the DR_FUNC */
		add_sym(t, &t->funcs, name, add_stars(t, specs_text(t, n->kid[0]), stars), 0,
			t->ta->n);
		for (uint32_t i = 0; i < n->n; i++)
			walk(t, n->kid[i], n->first, n->last, depth + 1);
		return;
	}
	case S_BLOCK:
		for (uint32_t i = 0; i < n->n; i++)
			walk(t, n->kid[i], n->first, n->last, depth + 1);
		return;
	case PP_DEFINE:
		/* macro parameters: locals of the directive's body */
		if (n->n && n->kid[0] && n->kid[0]->kind == L_MACRO_PARAMS)
			for (uint32_t i = 0; i < n->kid[0]->n; i++) {
				const Node *pm = n->kid[0]->kid[i];
				if (pm && pm->kind == E_IDENT && pm->name) {
					Sym ms = {pm->name, "", n->first, n->last, 0};
					vec_push(&t->macro_params, ms);
				}
			}
		for (uint32_t i = 0; i < n->n; i++)
			walk(t, n->kid[i], sf, sl, depth + 1);
		return;
	default:
		for (uint32_t i = 0; i < n->n; i++)
			walk(t, n->kid[i], sf, sl, depth + 1);
	}
}

CTypes *ctypes_build(Arena *a, const Node *unit, const TokenArray *ta)
{
	CTypes *t = arena_alloc(a, sizeof *t);
	t->a = a;
	t->ta = ta;
	t->ntok = ta->n;
	if (unit) {
		for (uint32_t i = 0; i < unit->n; i++) {
			const Node *k = unit->kid[i];
			if (!k)
				continue;
			if (k->kind == D_DECL) {
				/* a function prototype declares a return type too */
				for (uint32_t j = 1; j < k->n; j++) {
					const Node *id = k->kid[j];
					if (id && id->n && id->kid[0]) {
						const Node *d = id->kid[0];
						int stars = 0;
						while (d && (d->kind == DR_POINTER || d->kind == DR_ATTR)) {
							if (d->kind == DR_POINTER)
								stars++;
							d = d->kind == DR_POINTER ? (d->n > 1 ? d->kid[1] : NULL)
										  : d->kid[0];
						}
						if (d && d->kind == DR_FUNC && d->n && d->kid[0] &&
						    d->kid[0]->kind == DR_IDENT)
							add_sym(t, &t->funcs, d->kid[0]->name,
								add_stars(t, specs_text(t, k->kid[0]), stars),
								0, (uint32_t)ta->n);
					}
				}
			}
			walk(t, k, 0, (uint32_t)ta->n, 0);
		}
	}
	return t;
}

/* Append the file-wide symbols of FROM (table of token count N) to TO,
 * visible everywhere (a wider scope than the file's own globals). */
static void add_globals(SymVec *to, const SymVec *from, size_t n)
{
	for (size_t i = 0; i < from->n; i++) {
		Sym s = from->v[i];
		if (s.scope_first != 0 || s.scope_last + 1 < n)
			continue;
		s.scope_last = UINT32_MAX;
		vec_push(to, s);
	}
}

void ctypes_add_header(CTypes *t, const CTypes *h)
{
	if (!t || !h)
		return;
	add_globals(&t->syms, &h->syms, h->ntok);
	add_globals(&t->typedefs, &h->typedefs, h->ntok);
	add_globals(&t->funcs, &h->funcs, h->ntok);
	for (size_t i = 0; i < h->fields.n; i++)
		vec_push(&t->fields, h->fields.v[i]);
}

/* TY copied into A; *LAST and *COPY remember the last copy, as the
 * declarators of one declaration share their type string. */
static const char *copy_type(Arena *a, const char *ty, const char **last, const char **copy)
{
	if (!ty)
		return NULL;
	if (ty != *last) {
		*last = ty;
		*copy = arena_strdup(a, ty);
	}
	return *copy;
}

/* The file-wide symbols of FROM (table of N tokens) into TO, types copied. */
static void copy_globals(Arena *a, SymVec *to, const SymVec *from, size_t n)
{
	const char *last = NULL, *copy = NULL;
	for (size_t i = 0; i < from->n; i++) {
		Sym s = from->v[i];
		if (s.scope_first != 0 || s.scope_last + 1 < n)
			continue;
		s.type = copy_type(a, s.type, &last, &copy);
		vec_push(to, s);
	}
}

CTypes *ctypes_exported(Arena *a, const CTypes *h)
{
	if (!h)
		return NULL;
	CTypes *t = arena_alloc(a, sizeof *t);
	t->a = a;
	t->ntok = h->ntok;
	copy_globals(a, &t->syms, &h->syms, h->ntok);
	copy_globals(a, &t->typedefs, &h->typedefs, h->ntok);
	copy_globals(a, &t->funcs, &h->funcs, h->ntok);
	const char *last = NULL, *copy = NULL, *olast = NULL, *ocopy = NULL;
	for (size_t i = 0; i < h->fields.n; i++) {
		Field f = h->fields.v[i];
		f.owner = copy_type(a, f.owner, &olast, &ocopy);
		f.type = copy_type(a, f.type, &last, &copy);
		vec_push(&t->fields, f);
	}
	return t;
}

void ctypes_free(CTypes *t)
{
	if (!t)
		return;
	vec_free(&t->syms);
	vec_free(&t->macro_params);
	free_index(&t->syms_ix);
	free_index(&t->typedefs_ix);
	free_index(&t->funcs_ix);
	free_index(&t->fields_ix);
	vec_free(&t->fields);
	vec_free(&t->typedefs);
	vec_free(&t->funcs);
}

static size_t name_hash(const Ident *name, size_t cap)
{
	uint64_t h = (uint64_t)(uintptr_t)name * 0x9e3779b97f4a7c15ull;
	return (size_t)(h >> 17) & (cap - 1);
}

/* Index V by name in IX (again when V grew since). */
static void index_syms(const SymVec *v, SymIndex *ix)
{
	if (ix->built == v->n && ix->slot)
		return;
	size_t cap = 16;
	while (cap < v->n * 2)
		cap *= 2;
	xfree(ix->slot);
	xfree(ix->next);
	ix->slot = xcalloc(cap, sizeof *ix->slot);
	ix->next = xcalloc(v->n + 1, sizeof *ix->next);
	ix->cap = cap;
	for (size_t i = 0; i < v->n; i++) {
		size_t h = name_hash(v->v[i].name, cap);
		ix->next[i] = ix->slot[h];
		ix->slot[h] = (uint32_t)i + 1;
	}
	ix->built = v->n;
}

static void free_index(SymIndex *ix)
{
	xfree(ix->slot);
	xfree(ix->next);
	memset(ix, 0, sizeof *ix);
}

static const Sym *find(const SymVec *v, SymIndex *ix, const Ident *name, uint32_t at)
{
	const Sym *best = NULL;
	index_syms(v, ix);
	for (uint32_t k = ix->slot[name_hash(name, ix->cap)]; k; k = ix->next[k - 1]) {
		const Sym *s = &v->v[k - 1];
		if (s->name != name || at < s->scope_first || at > s->scope_last)
			continue;
		/* the innermost scope wins; among equals the last declared
		 * (the chain runs from the last) */
		if (!best || s->scope_last - s->scope_first < best->scope_last - best->scope_first)
			best = s;
	}
	return best;
}

/* Resolve typedef names at the start of TY ("foo_t *" -> "struct foo *"). */
static const char *resolve(CTypes *t, const char *ty, int depth)
{
	if (!ty || depth > 8)
		return ty;
	size_t q;
	const char *word = skip_quals(ty, &q);
	size_t w = 0;
	while (wordc(word[w]))
		w++;
	if (!w)
		return ty;
	const Ident *id = intern(word, w);
	const Sym *s = find(&t->typedefs, &t->typedefs_ix, id, 0);
	if (!s)
		return ty;
	const char *rest = word + w;
	size_t n = q + strlen(s->type) + strlen(rest) + 2;
	char *r = arena_alloc(t->a, n);
	snprintf(r, n, "%.*s%s%s", (int)q, ty, s->type, rest);
	return resolve(t, ctypes_norm(t->a, r), depth + 1);
}

/* One level less of TY: the pointed-to type of a pointer (WANT 'p'),
 * the element type of an array (WANT 'a'), either (WANT 0); NULL when
 * TY is not such a type. */
static const char *peel(Arena *a, const char *ty, int want)
{
	if (!ty)
		return NULL;
	size_t n = strlen(ty);
	const char *grp = strstr(ty, "(*");
	if (grp) {
		/* a pointer to an array or function: "int (*)[4]" */
		if (want == 'a')
			return NULL;
		char *r = arena_alloc(a, n + 1);
		size_t o = (size_t)(grp - ty);
		memcpy(r, ty, o);
		const char *q = grp + 2;
		if (*q == ')') {
			q++;
			while (o && r[o - 1] == ' ')
				o--;
		} else {
			r[o++] = '(';
		}
		strcpy(r + o, q);
		return ctypes_norm(a, r);
	}
	const char *br = strchr(ty, '[');
	if (br && ty[n - 1] == ']') {
		if (want == 'p')
			return NULL;
		const char *close = strchr(br, ']');
		char *r = arena_alloc(a, n + 1);
		size_t o = (size_t)(br - ty);
		memcpy(r, ty, o);
		strcpy(r + o, close + 1);
		return ctypes_norm(a, r);
	}
	if (want == 'a')
		return NULL;
	/* "char *const": the qualifiers of the pointer itself go */
	while (n && (ty[n - 1] == ' ' || wordc(ty[n - 1]))) {
		size_t w = n;
		while (w && wordc(ty[w - 1]))
			w--;
		if (!((n - w == 5 && !strncmp(ty + w, "const", 5)) ||
		      (n - w == 8 && !strncmp(ty + w, "volatile", 8)) ||
		      (n - w == 8 && !strncmp(ty + w, "restrict", 8)) || n == w))
			break;
		n = w;
		while (n && ty[n - 1] == ' ')
			n--;
	}
	if (!n || ty[n - 1] != '*')
		return NULL;
	n--;
	while (n && ty[n - 1] == ' ')
		n--;
	return arena_strndup(a, ty, n);
}

/* A pointer to TY ("int" -> "int *", "int[4]" -> "int (*)[4]"). */
static const char *address_of(CTypes *t, const char *ty)
{
	if (!ty)
		return NULL;
	size_t n = strlen(ty);
	char *r = arena_alloc(t->a, n + 8);
	const char *grp = strstr(ty, "(*");
	const char *br = strchr(ty, '[');
	const char *fn = strchr(ty, '(');
	const char *at = grp ? grp + 1 : br ? br : fn;
	if (!at)
		return add_stars(t, ty, 1);
	size_t o = (size_t)(at - ty);
	memcpy(r, ty, o);
	if (grp) {
		r[o++] = '*';
	} else {
		memcpy(r + o, " (*)", 4);
		o += 4;
	}
	strcpy(r + o, at);
	return ctypes_norm(t->a, r);
}

/* The type of field FIELD of the struct or union type STY. */
static const char *field_type(CTypes *t, const char *sty, const Ident *field)
{
	if (!sty || !field)
		return NULL;
	sty = skip_quals(sty, NULL);
	SymIndex *ix = &t->fields_ix;
	if (ix->built != t->fields.n || !ix->slot) {
		size_t cap = 16;
		while (cap < t->fields.n * 2)
			cap *= 2;
		xfree(ix->slot);
		xfree(ix->next);
		ix->slot = xcalloc(cap, sizeof *ix->slot);
		ix->next = xcalloc(t->fields.n + 1, sizeof *ix->next);
		ix->cap = cap;
		for (size_t i = 0; i < t->fields.n; i++) {
			size_t h = name_hash(t->fields.v[i].name, cap);
			ix->next[i] = ix->slot[h];
			ix->slot[h] = (uint32_t)i + 1;
		}
		ix->built = t->fields.n;
	}
	const char *found = NULL;
	for (uint32_t k = ix->slot[name_hash(field, ix->cap)]; k; k = ix->next[k - 1]) {
		const Field *f = &t->fields.v[k - 1];
		/* the first one declared, as a linear search would find */
		if (f->name == field && f->owner && !strcmp(f->owner, sty))
			found = f->type;
	}
	return found;
}

/* The rank of an arithmetic type in the usual conversions (0: other). */
static int arith_rank(const char *t)
{
	static const char *const order[] = {
		"char", "short", "int", "unsigned int", "long", "unsigned long",
		"long long", "unsigned long long", "float", "double", "long double",
	};
	for (int i = (int)(sizeof order / sizeof *order) - 1; i >= 0; i--)
		if (strcmp(t, order[i]) == 0)
			return i + 1;
	if (strcmp(t, "unsigned") == 0)
		return 4;
	return 0;
}

/* Sizes in bits of int and long for the types of integer constants
 * (0: not given; then every constant without a suffix is an int). */
static int int_bits, long_bits;

void ctypes_set_int_sizes(int ibits, int lbits)
{
	int_bits = ibits;
	long_bits = lbits;
}

/* The type of integer constant TXT (LEN bytes): its suffix, and with
 * ctypes_set_int_sizes its value, decide (C's rules: a decimal constant
 * goes int, long, unsigned long; an octal or hex one may also be
 * unsigned). */
static const char *int_const_type(const char *txt, size_t len)
{
	int u = 0, l = 0;
	while (len && strchr("uUlL", txt[len - 1])) {
		if (txt[len - 1] == 'u' || txt[len - 1] == 'U')
			u = 1;
		else
			l++;
		len--;
	}
	static const char *const names[2][3] = {
		{ "int", "long", "long long" },
		{ "unsigned int", "unsigned long", "unsigned long long" },
	};
	if (l >= 2 || (!int_bits && !long_bits))
		return names[u][l > 2 ? 2 : l];
	char buf[80];
	if (len >= sizeof buf)
		return names[u][l];
	memcpy(buf, txt, len);
	buf[len] = 0;
	int decimal = !(buf[0] == '0' && len > 1);
	char *end;
	errno = 0;
	unsigned long long v = strtoull(buf, &end, 0);
	int huge = errno == ERANGE;
	int ib = int_bits ? int_bits : 32, lb = long_bits ? long_bits : 64;
	unsigned long long imax = ib >= 64 ? ~0ULL >> 1 : (1ULL << (ib - 1)) - 1;
	unsigned long long lmax = lb >= 64 ? ~0ULL >> 1 : (1ULL << (lb - 1)) - 1;
	/* the first of the candidate types that holds the value */
	if (!l && !u && !huge && v <= imax)
		return "int";
	if (!l && (u || !decimal) && !huge && v <= imax * 2 + 1)
		return "unsigned int";
	if (!u && !huge && v <= lmax)
		return "long";
	if (!huge && v <= lmax * 2 + 1)
		return "unsigned long";
	return u ? "unsigned long long" : decimal ? "unsigned long" : "unsigned long long";
}

/* An array type decays to a pointer to its element. */
static const char *decay(CTypes *t, const char *ty)
{
	const char *el = ty && !strstr(ty, "(*") ? peel(t->a, ty, 'a') : NULL;
	return el ? address_of(t, el) : ty;
}

static int is_ptr(const char *ty)
{
	return ty && (strchr(ty, '*') || strchr(ty, '['));
}

static const char *type_of(CTypes *t, const Node *e, int depth);

/* Is the object that lvalue E names read-only (a field of a const
 * struct, an element of a const array)? */
static int lvalue_const(CTypes *t, const Node *e, int depth)
{
	if (!e || depth > MAXDEPTH)
		return 0;
	switch (e->kind) {
	case E_PAREN:
		return lvalue_const(t, e->kid[0], depth + 1);
	case E_MEMBER:
		if (e->op == TK_ARROW) {
			const char *b = peel(t->a, resolve(t, type_of(t, e->kid[0], depth + 1), 0), 0);
			return b && !strncmp(b, "const ", 6);
		}
		return lvalue_const(t, e->kid[0], depth + 1);
	case E_INDEX: case E_UNARY:
		if (e->kind == E_UNARY && e->op != TK_STAR)
			return 0;
		if (lvalue_const(t, e->kid[0], depth + 1))
			return 1;
		/* FALLTHROUGH */
	default: {
		const char *ty = type_of(t, e, depth + 1);
		return ty && !strncmp(ty, "const ", 6);
	}
	}
}

static const char *type_of(CTypes *t, const Node *e, int depth)
{
	if (!e || depth > MAXDEPTH)
		return NULL;
	switch (e->kind) {
	case E_IDENT: {
		const Sym *s = find(&t->syms, &t->syms_ix, e->name, e->first);
		if (s)
			return s->type;
		if (e->name && strcmp(e->name->name, "NULL") == 0)
			return "void *";
		return NULL;
	}
	case E_CONST:
		if (e->op == TK_INT && e->first < t->ta->n)
			return int_const_type(tok_text(t->ta, &t->ta->v[e->first]),
					      tok_len(&t->ta->v[e->first]));
		return e->op == TK_FLOAT ? "double" : e->op == TK_CHAR ? "char" : "int";
	case E_STRING:
		return "char[]";
	case E_PAREN:
		return type_of(t, e->kid[0], depth + 1);
	case E_UNARY: {
		const char *k = type_of(t, e->kid[0], depth + 1);
		switch (e->op) {
		case TK_AMP: {
			const char *p = address_of(t, k);
			if (p && strncmp(p, "const ", 6) && lvalue_const(t, e->kid[0], depth + 1)) {
				size_t n = strlen(p) + 7;
				char *c = arena_alloc(t->a, n);
				snprintf(c, n, "const %s", p);
				p = c;
			}
			return p;
		}
		case TK_STAR: {
			const char *p = peel(t->a, k, 0);
			return p ? p : peel(t->a, resolve(t, k, 0), 0);
		}
		case TK_BANG: return "int";
		default: return k;
		}
	}
	case E_MEMBER: {
		const char *b = resolve(t, type_of(t, e->kid[0], depth + 1), 0);
		if (e->op == TK_ARROW)
			b = resolve(t, peel(t->a, b, 0), 0);
		const Node *f = e->n > 1 ? e->kid[1] : NULL;
		return field_type(t, b, f ? f->name : NULL);
	}
	case E_INDEX: {
		const char *b = resolve(t, type_of(t, e->kid[0], depth + 1), 0);
		if (!is_ptr(b))
			b = resolve(t, type_of(t, e->n > 1 ? e->kid[1] : NULL, depth + 1), 0);
		return peel(t->a, b, 0);
	}
	case E_CALL: {
		const Node *c = e->kid[0];
		while (c && c->kind == E_PAREN && c->n)
			c = c->kid[0];
		if (c && c->kind == E_IDENT) {
			const Sym *s = find(&t->funcs, &t->funcs_ix, c->name, e->first);
			if (s)
				return s->type;
		}
		/* through a pointer to a function: "int (*)(int)" gives "int" */
		const char *f = resolve(t, type_of(t, c, depth + 1), 0);
		const char *g = f ? strstr(f, "(*)(") : NULL;
		if (g) {
			size_t n = (size_t)(g - f);
			while (n && f[n - 1] == ' ')
				n--;
			return arena_strndup(t->a, f, n);
		}
		return NULL;
	}
	case E_CAST:
		return tok_span(t, e->kid[0]->first, e->kid[0]->last);
	case E_ASSIGN: case E_POSTFIX: case E_PREFIX:
		return type_of(t, e->kid[0], depth + 1);
	case E_COND:
		/* the type of its last operand, whatever the other (spatch
		 * 1.1.1: `s ? p : arr` is an array, `s ? arr : f()` unknown) */
		return type_of(t, e->kid[2], depth + 1);
	case E_SIZEOF_EXPR: case E_SIZEOF_TYPE:
		return "size_t";
	case E_BINARY:
		switch (e->op) {
		case TK_EQ: case TK_NE: case TK_LT: case TK_GT: case TK_LE: case TK_GE:
		case TK_ANDAND: case TK_OROR:
			return "int";
		default: {
			const char *l = type_of(t, e->kid[0], depth + 1);
			const char *r = type_of(t, e->kid[1], depth + 1);
			if (is_ptr(l))
				return (is_ptr(r) && e->op == TK_MINUS) ? "ptrdiff_t" : decay(t, l);
			if (is_ptr(r))
				return decay(t, r);
			if (l && r)
				return arith_rank(r) > arith_rank(l) ? r : l;
			return l ? l : r;
		}
		}
	default:
		return NULL;
	}
}

const char *ctypes_resolve(CTypes *t, const char *ty)
{
	return resolve(t, ctypes_norm(t->a, ty), 0);
}

int ctypes_is_local(CTypes *t, const Node *id)
{
	if (!id || id->kind != E_IDENT)
		return 0;
	const Sym *s = find(&t->syms, &t->syms_ix, id->name, id->first);
	if (s && !(s->scope_first == 0 && s->scope_last >= t->ta->n - 1))
		return !s->is_static;
	/* the directives come in source order and do not nest: find the
	 * last one starting before the name, then its parameters */
	size_t lo = 0, hi = t->macro_params.n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (t->macro_params.v[mid].scope_first < id->first)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (size_t i = lo; i-- > 0;) {
		const Sym *m = &t->macro_params.v[i];
		if (m->scope_first != t->macro_params.v[lo - 1].scope_first || id->first > m->scope_last)
			break;
		if (m->name == id->name)
			return 1;
	}
	return 0;
}

const char *ctypes_of(CTypes *t, const Node *e)
{
	return type_of(t, e, 0);
}

/* Does TY spell W, but for array sizes that W leaves out ("char[]"
 * matches "char[10]")? */
static int same_but_sizes(const char *ty, const char *w)
{
	while (*ty && *w) {
		if (w[0] == '[' && w[1] == ']' && ty[0] == '[') {
			const char *c = strchr(ty, ']');
			if (!c)
				return 0;
			ty = c + 1;
			w += 2;
			continue;
		}
		if (*ty != *w)
			return 0;
		ty++;
		w++;
	}
	return !*ty && !*w;
}

/* W is "struct *" (or enum, union, with any number of stars): any
 * pointer to such a type, of that depth. */
static int kind_only(const char *ty, const char *w)
{
	static const char *const kinds[] = { "struct", "union", "enum" };
	for (int i = 0; i < 3; i++) {
		size_t n = strlen(kinds[i]);
		if (strncmp(w, kinds[i], n) || (w[n] != ' ' && w[n] != 0))
			continue;
		const char *ws = w + n;
		while (*ws == ' ')
			ws++;
		if (*ws && *ws != '*')
			return -1;   /* "struct foo": a tag is given */
		ty = skip_quals(ty, NULL);
		if (strncmp(ty, kinds[i], n) || ty[n] != ' ')
			return 0;
		const char *ts = ty + n + 1;
		while (wordc(*ts))
			ts++;
		while (*ts == ' ')
			ts++;
		return strcmp(ts, ws) == 0;
	}
	return -1;
}

int ctypes_match(const char *ty, const char *w)
{
	if (!ty || !w)
		return 0;
	if (w[0] == '*') {
		/* expression *E: any pointer of at least that depth */
		size_t need = strlen(w), have = 0;
		for (const char *p = ty + strlen(ty); p > ty && (p[-1] == '*' || p[-1] == ' '); p--)
			if (p[-1] == '*')
				have++;
		return have >= need;
	}
	int k = kind_only(ty, w);
	if (k >= 0)
		return k;
	return strcmp(ty, w) == 0 || same_but_sizes(ty, w);
}

static int is_qual_word(const char *s, size_t n)
{
	return (n == 5 && !strncmp(s, "const", 5)) || (n == 8 && !strncmp(s, "volatile", 8)) ||
	       (n == 8 && !strncmp(s, "restrict", 8));
}

/* The length of the token at S (a word, or one other character). */
static size_t tok_at(const char *s)
{
	size_t n = 0;
	while (wordc(s[n]))
		n++;
	return n ? n : (*s ? 1 : 0);
}

/* TY without the qualifiers that W does not write at their place
 * ("const int *const" for W "const int *" gives "const int *"): the
 * tokens of TY are walked beside those of W, and a qualifier of TY
 * that is not W's next token goes. */
static const char *drop_extra_quals(Arena *a, const char *ty, const char *w)
{
	size_t n = strlen(ty);
	char *out = arena_alloc(a, 2 * n + 1);   /* a space before each token at most */
	size_t o = 0;
	const char *p = ty;
	while (*p) {
		while (*p == ' ')
			p++;
		while (*w == ' ')
			w++;
		size_t tn = tok_at(p), wn = tok_at(w);
		if (!tn)
			break;
		int same = tn == wn && !strncmp(p, w, tn);
		if (!same && is_qual_word(p, tn)) {
			p += tn;
			continue;
		}
		if (o)
			out[o++] = ' ';
		memcpy(out + o, p, tn);
		o += tn;
		p += tn;
		if (same)
			w += wn;
	}
	out[o] = 0;
	return ctypes_norm(a, out);
}

int ctypes_match_in(CTypes *t, const char *ty, const char *w)
{
	if (ctypes_match(ty, w))
		return 1;
	const char *r = ty ? resolve(t, ty, 0) : NULL;
	if (r && r != ty && ctypes_match(r, w))
		return 1;
	/* qualifiers of the code that W does not write do not count */
	if (!ty || !w || w[0] == '*')
		return 0;
	if (ctypes_match(drop_extra_quals(t->a, ty, w), w))
		return 1;
	return r && r != ty && ctypes_match(drop_extra_quals(t->a, r, w), w);
}

/* The type that remains of TY when the written type W of a typed
 * metavariable ("T *", "T[]", "const T **": T a type metavariable)
 * is taken off it, or NULL when TY does not have W's shape. */
const char *ctypes_peel_written(CTypes *t, const char *ty, const char *w)
{
	if (!ty || !w)
		return NULL;
	size_t wq;
	const char *wt = skip_quals(w, &wq);
	w = wt;
	while (wordc(*w) || *w == '.')
		w++;
	/* the written derivations, outermost first: arrays, then stars
	 * from the right */
	const char *br = strchr(w, '[');
	size_t nstars = 0;
	for (const char *p = w; *p && p != br; p++)
		nstars += *p == '*';
	const char *cur = ty;
	for (const char *p = br; p && *p == '['; ) {
		const char *r = peel(t->a, cur, 'a');
		if (!r)
			r = peel(t->a, resolve(t, cur, 0), 'a');
		if (!r)
			return NULL;
		cur = r;
		const char *c = strchr(p, ']');
		p = c ? c + 1 : NULL;
		while (p && *p == ' ')
			p++;
	}
	for (size_t i = 0; i < nstars; i++) {
		const char *r = peel(t->a, cur, 'p');
		if (!r)
			r = peel(t->a, resolve(t, cur, 0), 'p');
		if (!r)
			return NULL;
		cur = r;
	}
	/* `const T *E`: the const is written, T is the rest */
	for (const char *q = wt - wq; q < wt; ) {
		const char *qe = strchr(q, ' ');
		size_t n = qe ? (size_t)(qe - q) : strlen(q);
		if (strncmp(cur, q, n) || cur[n] != ' ') {
			const char *rc = resolve(t, cur, 0);
			if (strncmp(rc, q, n) || rc[n] != ' ')
				return NULL;
			cur = rc;
		}
		cur += n + 1;
		q += n + 1;
	}
	return cur;
}

/* Fill MAP for the identifier expressions under N. */
static void local_decls(CTypes *t, const Node *n, uint32_t *map, int depth)
{
	if (!n || depth > MAXDEPTH)
		return;
	if (n->kind == E_IDENT && n->name && n->first < t->ta->n) {
		const Sym *s = find(&t->syms, &t->syms_ix, n->name, n->first);
		if (s && !(s->scope_first == 0 && s->scope_last + 1 >= t->ta->n))
			map[n->first] = (uint32_t)(s - t->syms.v) + 1;
		return;
	}
	for (uint32_t i = 0; i < n->n; i++)
		local_decls(t, n->kid[i], map, depth + 1);
}

const uint32_t *ctypes_local_decls(CTypes *t, Arena *a, const Node *unit)
{
	if (!t || !unit || !t->ta->n)
		return NULL;
	uint32_t *map = arena_alloc(a, t->ta->n * sizeof *map);
	memset(map, 0, t->ta->n * sizeof *map);
	local_decls(t, unit, map, 0);
	return map;
}
