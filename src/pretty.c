/* pretty.c - printing added code; see pretty.h. */
#include "pretty.h"

#include <string.h>
#include "meta.h"
#include "vec.h"

typedef VEC(char) Buf;

static void put(Buf *b, const char *s, size_t n)
{
	vec_grow(b, n + 1);
	memcpy(b->v + b->n, s, n);
	b->n += n;
	b->v[b->n] = 0;
}

static void puts_(Buf *b, const char *s)
{
	put(b, s, strlen(s));
}

static int trivia_has_newline(const TokenArray *ta, uint32_t i)
{
	if (i == 0)
		return 0;
	const char *t = ta->src->text;
	for (uint32_t k = ta->v[i - 1].end; k < ta->v[i].start; k++)
		if (t[k] == '\n')
			return 1;
	return 0;
}

static int trivia_has_space(const TokenArray *ta, uint32_t i)
{
	if (i == 0)
		return 0;
	return ta->v[i - 1].end < ta->v[i].start;
}

static int is_kw(const Token *t, int kw)
{
	return t->kind == TK_KEYWORD && t->id && t->id->kw == kw;
}

static int is_pp(int k)
{
	return k >= TK_PP_DEFINE && k <= TK_PP_OTHER;
}

int pretty_is_lines(const TokenArray *toks, uint32_t first, uint32_t last)
{
	if (first > last || last >= toks->n)
		return 0;
	const Token *l = &toks->v[last], *f = &toks->v[first];
	if (l->kind == TK_SEMI || l->kind == TK_RBRACE || l->kind == TK_LBRACE ||
	    l->kind == TK_PP_END || is_pp(f->kind))
		return 1;
	if (l->kind == TK_COLON && first < last && toks->v[last - 1].kind == TK_IDENT)
		return 1;  /* a label */
	if (is_kw(f, KW_IF) || is_kw(f, KW_RETURN) || is_kw(f, KW_ELSE) ||
	    is_kw(f, KW_FOR) || is_kw(f, KW_WHILE))
		return 1;
	return 0;
}

/* Text of metavariable token T under E, or NULL when unbound. */
static const char *meta_text(Arena *a, const Token *t, const Env *e)
{
	const Meta *m = t->aux;
	if (!m)
		return NULL;
	const Binding *b = env_lookup(e, m->name);
	if (!b)
		return NULL;
	if (b->kind == BV_OP)
		return b->ta ? arena_strndup(a, tok_text(b->ta, &b->ta->v[b->first]),
					     tok_len(&b->ta->v[b->first]))
			     : "";
	return binding_text(a, b);
}

/* Should a space separate token P and token T when the SmPL writer put
 * none?  (We keep the writer's spaces otherwise.) */
static int want_space(const Token *p, const Token *t)
{
	if (t->kind == TK_LBRACE)
		return 1;
	if (p->kind == TK_COMMA || p->kind == TK_SEMI)
		return 1;
	if (p->kind == TK_KEYWORD && p->id &&
	    (p->id->kw == KW_IF || p->id->kw == KW_WHILE || p->id->kw == KW_FOR ||
	     p->id->kw == KW_RETURN || p->id->kw == KW_SWITCH))
		return t->kind != TK_SEMI;
	return 0;
}

const char *pretty_plus(Arena *a, const TokenArray *toks, uint32_t first, uint32_t last,
			const Env *e, int lines, const char *indent, const char *unit)
{
	Buf b = {0};
	puts_(&b, "");
	int depth = 0;          /* brace nesting inside the run */
	int pending = 0;        /* one more level for the next line (if without brace) */
	int line_pending = 0;   /* the current line's own extra level */
	int at_line_start = 1;
	const Token *prev = NULL;
	for (uint32_t i = first; i <= last && i < toks->n; i++) {
		const Token *t = &toks->v[i];
		if (t->flags & (TF_EXPANDED))
			continue;
		if (t->kind == TK_PP_END || t->kind == TK_EOF)
			continue;
		if (prev && lines && trivia_has_newline(toks, i)) {
			puts_(&b, "\n");
			at_line_start = 1;
		} else if (prev && (trivia_has_space(toks, i) || want_space(prev, t))) {
			puts_(&b, " ");
		}
		if (at_line_start && lines) {
			int d = depth;
			if (t->kind == TK_RBRACE && d > 0)
				d--;
			line_pending = pending && t->kind != TK_LBRACE;
			if (t->kind != TK_LBRACE)
				pending = 0;
			d += line_pending;
			puts_(&b, indent);
			for (int k = 0; k < d; k++)
				puts_(&b, unit);
			at_line_start = 0;
		}
		if (t->kind == TK_META) {
			const char *s = meta_text(a, t, e);
			if (s)
				puts_(&b, s);
			else
				put(&b, tok_text(toks, t), tok_len(t));
		} else {
			put(&b, tok_text(toks, t), tok_len(t));
		}
		if (t->kind == TK_LBRACE) {
			depth++;
			pending = 0;
		} else if (t->kind == TK_RBRACE && depth > 0) {
			depth--;
		}
		/* a control header at the end of its line: the next line nests */
		if (lines && (i == last || trivia_has_newline(toks, i + 1))) {
			if (t->kind == TK_RPAREN || is_kw(t, KW_ELSE) || is_kw(t, KW_DO)) {
				/* find the line's first token */
				uint32_t s = i;
				while (s > first && !trivia_has_newline(toks, s))
					s--;
				const Token *f = &toks->v[s];
				if (is_kw(f, KW_IF) || is_kw(f, KW_WHILE) || is_kw(f, KW_FOR) ||
				    is_kw(f, KW_ELSE) || is_kw(f, KW_DO) ||
				    (f->kind == TK_RBRACE && s + 1 <= i && is_kw(&toks->v[s + 1], KW_ELSE)))
					pending = 1;
			}
		}
		prev = t;
	}
	const char *r = arena_strdup(a, b.v);
	vec_free(&b);
	return r;
}
