/* typespell.c - a type as scripts see it; see typespell.h. */
#include "run/typespell.h"

#include <string.h>

#include "base/vec.h"
#include "run/order.h"

typedef struct Tok {
	const char *s;
	size_t n;
} Tok;

typedef VEC(Tok) TokVec;

typedef struct Speller {
	const Tok *t;
	size_t nt;
	VEC(char) out;
	int lead;   /* the next token gets one more space before it */
	int depth;  /* recursion guard */
} Speller;

static int is_word_char(char c)
{
	return c == '_' || c == '$' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9');
}

/* The C tokens of TEXT into *V (pointers into TEXT). */
static void split_tokens(const char *text, TokVec *v)
{
	static const char *const punct[] = {
		"...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&",
		"||", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "##",
	};
	const char *s = text;
	while (*s) {
		if (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r') {
			s++;
			continue;
		}
		size_t n = 0;
		if (is_word_char(*s)) {
			while (is_word_char(s[n]) || (s[n] == '.' && s[0] >= '0' && s[0] <= '9'))
				n++;
		} else if (*s == '"' || *s == '\'') {
			n = 1;
			while (s[n] && s[n] != s[0])
				n += s[n] == '\\' && s[n + 1] ? 2 : 1;
			n += s[n] != 0;
		} else {
			for (size_t i = 0; i < sizeof punct / sizeof *punct && !n; i++)
				if (!strncmp(s, punct[i], strlen(punct[i])))
					n = strlen(punct[i]);
			if (!n)
				n = 1;
		}
		Tok t = {s, n};
		vec_push(v, t);
		s += n;
	}
}

static int is(const Tok *t, const char *w)
{
	return t->n == strlen(w) && !strncmp(t->s, w, t->n);
}

static void put(Speller *sp, const Tok *t)
{
	if (sp->out.n)
		vec_push(&sp->out, ' ');
	if (sp->lead)
		vec_push(&sp->out, ' ');
	sp->lead = 0;
	vec_grow(&sp->out, t->n);
	memcpy(sp->out.v + sp->out.n, t->s, t->n);
	sp->out.n += t->n;
}

static void put_word(Speller *sp, const char *w)
{
	Tok t = {w, strlen(w)};
	put(sp, &t);
}

/* The index of the bracket closing the one at I (or END when none). */
static size_t closing(const Speller *sp, size_t i, size_t end)
{
	int d = 0;
	for (size_t k = i; k < end; k++) {
		const Tok *t = &sp->t[k];
		if (t->n == 1 && (*t->s == '(' || *t->s == '[' || *t->s == '{'))
			d++;
		else if (t->n == 1 && (*t->s == ')' || *t->s == ']' || *t->s == '}') && --d == 0)
			return k;
	}
	return end;
}

static void put_range(Speller *sp, size_t f, size_t l)
{
	for (size_t i = f; i < l; i++)
		put(sp, &sp->t[i]);
}

static void spell_type(Speller *sp, size_t f, size_t l, int top);

/* The declarator part [F, L): pointers and qualifiers as they are, array
 * bounds as written, a parenthesised declarator recursively, and the
 * parameters of a function type each spelled as a type. */
static void spell_declarator(Speller *sp, size_t f, size_t l)
{
	for (size_t i = f; i < l; i++) {
		const Tok *t = &sp->t[i];
		if (!is(t, "(") && !is(t, "[")) {
			put(sp, t);
			continue;
		}
		size_t c = closing(sp, i, l);
		if (is(t, "[")) {
			put_range(sp, i, c < l ? c + 1 : l);
			i = c;
			continue;
		}
		put(sp, t);
		const Tok *in = i + 1 < c ? &sp->t[i + 1] : NULL;
		if (in && (is(in, "*") || is(in, "(") || is(in, "[") || is(in, "^"))) {
			spell_declarator(sp, i + 1, c);
		} else {
			/* parameters */
			size_t s = i + 1;
			for (size_t k = i + 1; k <= c && k < l; k++) {
				const Tok *u = &sp->t[k];
				if (is(u, "(") || is(u, "[") || is(u, "{")) {
					k = closing(sp, k, c);
					continue;
				}
				if (k == c || is(u, ",")) {
					spell_type(sp, s, k, 0);
					if (k < c)
						put(sp, u);
					s = k + 1;
				}
			}
		}
		if (c < l)
			put(sp, &sp->t[c]);
		i = c;
	}
}

/* The body `{ ... }` at [F, L] of a struct or union (fields after two
 * spaces, each ended by `;`) or of an enum (each enumerator ended by a
 * comma). */
static void spell_body(Speller *sp, size_t f, size_t l, int is_enum)
{
	put(sp, &sp->t[f]);
	size_t s = f + 1;
	for (size_t k = f + 1; k <= l; k++) {
		const Tok *u = &sp->t[k];
		if (k < l && (is(u, "(") || is(u, "[") || is(u, "{"))) {
			k = closing(sp, k, l);
			continue;
		}
		if (k == l || is(u, is_enum ? "," : ";")) {
			if (s < k) {
				if (is_enum) {
					put_range(sp, s, k);
				} else {
					sp->lead = 1;
					spell_type(sp, s, k, 0);
				}
				put_word(sp, is_enum ? "," : ";");
			}
			s = k + 1;
		}
	}
	put(sp, &sp->t[l]);
}

static int is_storage(const Tok *t)
{
	static const char *const w[] = {"static", "extern", "register", "auto", "typedef",
					"inline", "__inline", "__inline__", "_Thread_local",
					"__thread"};
	for (size_t i = 0; i < sizeof w / sizeof *w; i++)
		if (is(t, w[i]))
			return 1;
	return 0;
}

/* The type (or field, or parameter) [F, L): its specifiers with the
 * qualifiers first (TOP: and no storage class), then its declarator. */
static void spell_type(Speller *sp, size_t f, size_t l, int top)
{
	if (++sp->depth > 100) {
		put_range(sp, f, l);
		sp->depth--;
		return;
	}
	/* the specifiers end at the declarator's first `*`, `(` or `[` */
	size_t se = f;
	int has_const = 0, has_volatile = 0;
	for (; se < l; se++) {
		const Tok *t = &sp->t[se];
		if (is(t, "*") || is(t, "["))
			break;
		if (is(t, "(")) {
			const Tok *p = se > f ? &sp->t[se - 1] : NULL;
			if (!p || !(is(p, "typeof") || is(p, "__typeof__") || is(p, "__typeof") ||
				    is(p, "__attribute__") || is(p, "__attribute") ||
				    is(p, "_Alignas")))
				break;
			se = closing(sp, se, l);
			continue;
		}
		if (is(t, "{")) {
			se = closing(sp, se, l);
			continue;
		}
		has_const |= is(t, "const");
		has_volatile |= is(t, "volatile");
	}
	if (se > l)
		se = l;
	if (has_const)
		put_word(sp, "const");
	if (has_volatile)
		put_word(sp, "volatile");
	for (size_t i = f; i < se; i++) {
		const Tok *t = &sp->t[i];
		if (is(t, "const") || is(t, "volatile") || (top && is_storage(t)))
			continue;
		if (is(t, "{") || is(t, "(")) {
			size_t c = closing(sp, i, se);
			if (is(t, "{") && c < se) {
				int en = (i > f && is(&sp->t[i - 1], "enum")) ||
					 (i > f + 1 && is(&sp->t[i - 2], "enum"));
				spell_body(sp, i, c, en);
			} else {
				put_range(sp, i, c < se ? c + 1 : se);
			}
			i = c;
			continue;
		}
		put(sp, t);
	}
	spell_declarator(sp, se, l);
	sp->depth--;
}

const char *type_script_spelling(Arena *a, const char *text)
{
	TokVec toks = {0};
	split_tokens(text, &toks);
	Speller sp = {0};
	sp.t = toks.v;
	sp.nt = toks.n;
	spell_type(&sp, 0, toks.n, 1);
	vec_push(&sp.out, '\0');
	const char *r = arena_strdup(a, sp.out.v);
	vec_free(&sp.out);
	vec_free(&toks);
	return r;
}

typedef VEC(const Node *) TypeNameVec;

/* The type names under N within [F, L], in the order of their tokens. */
static void type_names(const Node *n, uint32_t f, uint32_t l, TypeNameVec *v, int depth)
{
	if (!n || depth > 200 || n->last < f || n->first > l)
		return;
	if (n->kind == T_TYPENAME && n->first >= f && n->last <= l && n->first <= n->last) {
		vec_push(v, n);
		return;
	}
	for (uint32_t i = 0; i < n->n; i++)
		type_names(n->kid[i], f, l, v, depth + 1);
}

const char *code_script_spelling(Arena *a, const TokenArray *ta, const Node *node, uint32_t f,
				 uint32_t l)
{
	TypeNameVec tn = {0};
	type_names(node, f, l, &tn, 0);
	if (!tn.n) {
		vec_free(&tn);
		return spaced_text(a, ta, f, l);
	}
	VEC(char) b = {0};
	uint32_t i = f;
	for (size_t k = 0; k <= tn.n; k++) {
		uint32_t end = k < tn.n ? tn.v[k]->first : l + 1;
		const char *parts[2] = {NULL, NULL};
		if (end > i)
			parts[0] = spaced_text(a, ta, i, end - 1);
		if (k < tn.n) {
			parts[1] = type_script_spelling(a, spaced_text(a, ta, tn.v[k]->first,
									  tn.v[k]->last));
			i = tn.v[k]->last + 1;
		}
		for (int p = 0; p < 2; p++) {
			if (!parts[p] || !*parts[p])
				continue;
			if (b.n)
				vec_push(&b, ' ');
			size_t len = strlen(parts[p]);
			vec_grow(&b, len);
			memcpy(b.v + b.n, parts[p], len);
			b.n += len;
		}
	}
	vec_push(&b, '\0');
	const char *r = arena_strdup(a, b.v);
	vec_free(&b);
	vec_free(&tn);
	return r;
}
