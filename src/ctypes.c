/* ctypes.c - types of C expressions; see ctypes.h. */
#include "ctypes.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "vec.h"

typedef struct Sym {
	const Ident *name;
	const char *type;
	uint32_t scope_first, scope_last;  /* token range where it is visible */
} Sym;

typedef struct Field {
	const Ident *tag;       /* struct/union tag */
	const Ident *name;
	const char *type;
} Field;

typedef VEC(Sym) SymVec;

struct CTypes {
	Arena *a;
	const TokenArray *ta;
	SymVec syms;            /* variables and parameters with their scopes */
	VEC(Field) fields;
	SymVec typedefs;
	SymVec funcs;           /* return types */
};

enum { MAXDEPTH = 3000 };

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
		if (isalnum((unsigned char)*p) || *p == '_') {
			while (isalnum((unsigned char)*p) || *p == '_')
				p++;
			size_t len = (size_t)(p - w);
			if ((len == 6 && !strncmp(w, "static", 6)) || (len == 6 && !strncmp(w, "extern", 6)) ||
			    (len == 8 && !strncmp(w, "register", 8)) || (len == 6 && !strncmp(w, "inline", 6)))
				continue;
			if (o)
				out[o++] = ' ';
			memcpy(out + o, w, len);
			o += len;
		} else {
			if (o && *p == '*' && out[o - 1] != '*')
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
	for (uint32_t i = 0; i < specs->n; i++) {
		const Node *k = specs->kid[i];
		if (!k || k->kind == T_STORAGE || k->kind == T_ATTRS)
			continue;
		uint32_t l = k->last;
		if (k->kind == T_STRUCT || k->kind == T_ENUM) {
			/* the tag only, not the body */
			l = k->first;
			if (k->name && k->first + 1 < t->ta->n && t->ta->v[k->first + 1].id == k->name)
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

/* Is the type derivation of declarator D nearest its name an array
 * (`char buf[8]`, `char *argv[]`), rather than a pointer or none? */
static int names_array(const Node *d)
{
	int array = 0;
	for (int depth = 0; d && depth < MAXDEPTH; depth++) {
		if (d->kind == DR_POINTER) {
			array = 0;
			d = d->n > 1 ? d->kid[1] : NULL;
		} else if (d->kind == DR_ARRAY) {
			array = 1;
			d = d->n ? d->kid[0] : NULL;
		} else if (d->kind == DR_FUNC || d->kind == DR_PAREN || d->kind == DR_ATTR) {
			d = d->n ? d->kid[0] : NULL;
		} else {
			break;
		}
	}
	return array;
}

/* The type of a name declared with BASE and declarator D of STARS
 * levels: an array is written with `[]` for its last level ("char[]",
 * "char *[]"), so that it is no pointer to typed metavariables. */
static const char *decl_type(CTypes *t, const char *base, int stars, const Node *d)
{
	if (!base || stars < 1 || !names_array(d))
		return add_stars(t, base, stars);
	const char *s = add_stars(t, base, stars - 1);
	size_t n = strlen(s);
	char *r = arena_alloc(t->a, n + 3);
	memcpy(r, s, n);
	memcpy(r + n, "[]", 3);
	return r;
}

static void add_sym(CTypes *t, SymVec *v, const Ident *name, const char *type,
		    uint32_t f, uint32_t l)
{
	if (!name || !type)
		return;
	Sym s = {name, type, f, l};
	vec_push(v, s);
}

static void decl(CTypes *t, const Node *d, uint32_t sf, uint32_t sl, int is_field,
		 const Ident *tag)
{
	if (!d || !d->n)
		return;
	const Node *specs = d->kid[0];
	const char *base = specs_text(t, specs);
	int is_typedef = 0;
	if (specs)
		for (uint32_t i = 0; i < specs->n; i++)
			if (specs->kid[i] && specs->kid[i]->kind == T_STORAGE &&
			    specs->kid[i]->op == KW_TYPEDEF)
				is_typedef = 1;
	for (uint32_t i = 1; i < d->n; i++) {
		const Node *id = d->kid[i];
		if (!id || !id->n)
			continue;
		int stars = 0;
		const Ident *name = declarator(id->kid[0], &stars, 0);
		const char *ty = decl_type(t, base, stars, id->kid[0]);
		if (is_field) {
			Field f = {tag, name, ty};
			if (name && ty)
				vec_push(&t->fields, f);
		} else if (is_typedef) {
			add_sym(t, &t->typedefs, name, ty, sf, sl);
		} else {
			add_sym(t, &t->syms, name, ty, sf, sl);
		}
	}
}

static void walk(CTypes *t, const Node *n, uint32_t sf, uint32_t sl, int depth);

static void struct_fields(CTypes *t, const Node *st, int depth)
{
	if (!st->n || !st->kid[0] || depth > MAXDEPTH)
		return;
	const Node *fl = st->kid[0];
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
			Field x = {st->name, name, decl_type(t, base, stars, fd->kid[0])};
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
		if (n->name)
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
		add_sym(t, &t->syms, name, decl_type(t, specs_text(t, n->kid[0]), stars, n->kid[1]),
			sf, sl);
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

void ctypes_free(CTypes *t)
{
	if (!t)
		return;
	vec_free(&t->syms);
	vec_free(&t->fields);
	vec_free(&t->typedefs);
	vec_free(&t->funcs);
}

static const Sym *find(const SymVec *v, const Ident *name, uint32_t at)
{
	const Sym *best = NULL;
	for (size_t i = 0; i < v->n; i++) {
		const Sym *s = &v->v[i];
		if (s->name != name || at < s->scope_first || at > s->scope_last)
			continue;
		/* the innermost scope wins */
		if (!best || s->scope_last - s->scope_first <= best->scope_last - best->scope_first)
			best = s;
	}
	return best;
}

/* Resolve typedef names at the start of TY ("foo_t *" -> "struct foo *"). */
static const char *resolve(CTypes *t, const char *ty, int depth)
{
	if (!ty || depth > 8)
		return ty;
	size_t w = 0;
	while (isalnum((unsigned char)ty[w]) || ty[w] == '_')
		w++;
	if (!w)
		return ty;
	const Ident *id = intern(ty, w);
	const Sym *s = find(&t->typedefs, id, 0);
	if (!s)
		return ty;
	const char *rest = ty + w;
	size_t n = strlen(s->type) + strlen(rest) + 2;
	char *r = arena_alloc(t->a, n);
	snprintf(r, n, "%s%s", s->type, rest);
	return resolve(t, ctypes_norm(t->a, r), depth + 1);
}

static const char *strip_star(CTypes *t, const char *ty)
{
	if (!ty)
		return NULL;
	size_t n = strlen(ty);
	if (n >= 2 && ty[n - 2] == '[' && ty[n - 1] == ']') {
		/* an element of an array */
		n -= 2;
		while (n && ty[n - 1] == ' ')
			n--;
		return arena_strndup(t->a, ty, n);
	}
	if (!n || ty[n - 1] != '*')
		return NULL;
	n--;
	while (n && ty[n - 1] == ' ')
		n--;
	return arena_strndup(t->a, ty, n);
}

static const char *field_type(CTypes *t, const char *sty, const Ident *field)
{
	if (!sty || !field)
		return NULL;
	const char *p = sty;
	if (!strncmp(p, "struct ", 7))
		p += 7;
	else if (!strncmp(p, "union ", 6))
		p += 6;
	else
		return NULL;
	size_t w = 0;
	while (isalnum((unsigned char)p[w]) || p[w] == '_')
		w++;
	if (p[w])
		return NULL;
	const Ident *tag = intern(p, w);
	for (size_t i = 0; i < t->fields.n; i++)
		if (t->fields.v[i].tag == tag && t->fields.v[i].name == field)
			return t->fields.v[i].type;
	return NULL;
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

static const char *type_of(CTypes *t, const Node *e, int depth)
{
	if (!e || depth > MAXDEPTH)
		return NULL;
	switch (e->kind) {
	case E_IDENT: {
		const Sym *s = find(&t->syms, e->name, e->first);
		if (s)
			return resolve(t, s->type, 0);
		if (e->name && strcmp(e->name->name, "NULL") == 0)
			return "void *";
		return NULL;
	}
	case E_CONST:
		return e->op == TK_FLOAT ? "double" : e->op == TK_CHAR ? "char" : "int";
	case E_STRING:
		return "char *";
	case E_PAREN:
		return type_of(t, e->kid[0], depth + 1);
	case E_UNARY: {
		const char *k = type_of(t, e->kid[0], depth + 1);
		switch (e->op) {
		case TK_AMP: return add_stars(t, k, 1);
		case TK_STAR: return strip_star(t, k);
		case TK_BANG: return "int";
		default: return k;
		}
	}
	case E_MEMBER: {
		const char *b = type_of(t, e->kid[0], depth + 1);
		if (e->op == TK_ARROW)
			b = strip_star(t, b);
		b = resolve(t, b, 0);
		const Node *f = e->n > 1 ? e->kid[1] : NULL;
		return resolve(t, field_type(t, b, f ? f->name : NULL), 0);
	}
	case E_INDEX:
		return strip_star(t, type_of(t, e->kid[0], depth + 1));
	case E_CALL: {
		const Node *c = e->kid[0];
		if (c && c->kind == E_IDENT) {
			const Sym *s = find(&t->funcs, c->name, e->first);
			if (s)
				return resolve(t, s->type, 0);
		}
		return NULL;
	}
	case E_CAST:
		return resolve(t, tok_span(t, e->kid[0]->first, e->kid[0]->last), 0);
	case E_ASSIGN: case E_POSTFIX: case E_PREFIX:
		return type_of(t, e->kid[0], depth + 1);
	case E_COND:
		return type_of(t, e->kid[1] ? e->kid[1] : e->kid[2], depth + 1);
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
			if (l && strchr(l, '*'))
				return (r && strchr(r, '*') && e->op == TK_MINUS) ? "ptrdiff_t" : l;
			if (r && strchr(r, '*'))
				return r;
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
	const Sym *s = find(&t->syms, id->name, id->first);
	return s && !(s->scope_first == 0 && s->scope_last >= t->ta->n - 1);
}

const char *ctypes_of(CTypes *t, const Node *e)
{
	return type_of(t, e, 0);
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
	return strcmp(ty, w) == 0;
}
