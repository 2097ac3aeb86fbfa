/* outcheck.c - --check-output; see outcheck.h.
 *
 * Both texts are lexed, run through the macro heuristics and parsed as
 * the engine parses a file; then three counts are taken of each tree
 * and compared.  The check never changes a result: it only reports.
 */
#include "run/outcheck.h"

#include <stdio.h>
#include <string.h>

#include "base/arena.h"
#include "base/source.h"
#include "base/vec.h"
#include "cfront/ast.h"
#include "cfront/clex.h"
#include "cfront/cparse.h"

enum { MAX_SHOWN = 5 };

typedef VEC(uint32_t) U32Vec;

/* What one text reads as. */
typedef struct Reading {
	Source *src;
	TokenArray ta;
	Arena arena;
	Node *unit;
	CParseErrors errs;
	U32Vec misleading;           /* token where each misleading statement starts */
	VEC(const Ident *) defined;  /* names of the functions defined at toplevel */
} Reading;

/* ---- columns and lines ---------------------------------------------------- */

static int line_of(const Reading *r, uint32_t tok)
{
	int line, col;
	source_linecol(r->src, r->ta.v[tok].start, &line, &col);
	return line;
}

/* The visual column (tabs every 8) of byte OFF of the text. */
static long column_of(const Reading *r, size_t off)
{
	const char *s = r->src->text;
	size_t ls = off;
	while (ls > 0 && s[ls - 1] != '\n')
		ls--;
	long col = 0;
	for (size_t p = ls; p < off; p++)
		col = s[p] == '\t' ? (col / 8 + 1) * 8 : col + 1;
	return col;
}

static long tok_column(const Reading *r, uint32_t tok)
{
	return column_of(r, r->ta.v[tok].start);
}

/* The indentation (visual columns) of the line of token TOK. */
static long line_indent(const Reading *r, uint32_t tok)
{
	const char *s = r->src->text;
	size_t p = r->ta.v[tok].start;
	while (p > 0 && s[p - 1] != '\n')
		p--;
	while (s[p] == ' ' || s[p] == '\t')
		p++;
	return column_of(r, p);
}

static int at_bol(const Reading *r, uint32_t tok)
{
	const char *s = r->src->text;
	size_t p = r->ta.v[tok].start;
	while (p > 0 && (s[p - 1] == ' ' || s[p - 1] == '\t'))
		p--;
	return p == 0 || s[p - 1] == '\n';
}

/* The printed token before TOK, or UINT32_MAX. */
static uint32_t prev_printed(const Reading *r, uint32_t tok)
{
	while (tok-- > 0)
		if (!(r->ta.v[tok].flags & (TF_HIDDEN | TF_EXPANDED)))
			return tok;
	return UINT32_MAX;
}

/* ---- misleading braces ------------------------------------------------------ */

/* The statement that guard G (an if, loop or iterator) runs last when
 * its condition holds, when it has no braces of its own: the else
 * branch of an if that has one, else its body; NULL for other kinds. */
static const Node *guarded_body(const Node *g)
{
	const Node *b = NULL;
	switch (g->kind) {
	case S_IF: b = g->n > 2 && g->kid[2] ? g->kid[2] : (g->n > 1 ? g->kid[1] : NULL); break;
	case S_WHILE: b = g->n > 1 ? g->kid[1] : NULL; break;
	case S_FOR: b = g->n > 3 ? g->kid[3] : NULL; break;
	case S_ITERATOR: b = g->n > 1 ? g->kid[1] : NULL; break;
	default: return NULL;
	}
	return b && b->first <= b->last ? b : NULL;
}

/* Statement G of a block is followed by statement N: does N read as
 * guarded by G (or G's lone body run on into N)?  Follows nested lone
 * bodies (`if (a) if (b) x;`) to the innermost one. */
static int misleads(const Reading *r, const Node *g, const Node *n)
{
	const Node *b = guarded_body(g);
	for (int depth = 0; b && depth < 100; depth++) {
		const Node *inner = guarded_body(b);
		if (!inner || b->kind == S_BLOCK)
			break;
		b = inner;
	}
	if (!b || b->kind == S_BLOCK || b->kind == S_EMPTY || n->first > n->last)
		return 0;
	uint32_t head = prev_printed(r, b->first);   /* `)` or `else` */
	if (head == UINT32_MAX)
		return 0;
	if (line_of(r, n->first) == line_of(r, b->last))
		return 1;               /* `if (x) foo(); bar();` */
	if (!at_bol(r, n->first))
		return 0;
	long ncol = tok_column(r, n->first);
	if (line_of(r, b->first) == line_of(r, head))
		return ncol > line_indent(r, head);   /* `if (x) foo();` over an indented `bar();` */
	return at_bol(r, b->first) && ncol >= tok_column(r, b->first);
}

/* Does the lone body of guard G stand on a line of its own, not
 * indented past the guard's header (`if (x)` over `return;` at the
 * same indentation: a body that is not the one it looks like)? */
static int body_outdented(const Reading *r, const Node *g)
{
	const Node *b = guarded_body(g);
	if (!b || b->kind == S_BLOCK)
		return 0;
	uint32_t head = prev_printed(r, b->first);
	if (head == UINT32_MAX || line_of(r, head) == line_of(r, b->first) || !at_bol(r, b->first))
		return 0;
	return tok_column(r, b->first) <= line_indent(r, head);
}

static void find_misleading(Reading *r, const Node *nd, int depth)
{
	if (!nd || depth > 3000)
		return;
	if (body_outdented(r, nd))
		vec_push(&r->misleading, guarded_body(nd)->first);
	if (nd->kind == S_BLOCK)
		for (uint32_t i = 0; i + 1 < nd->n; i++) {
			const Node *g = nd->kid[i], *n = nd->kid[i + 1];
			if (g && n && n->kind < PP_DEFINE && misleads(r, g, n))
				vec_push(&r->misleading, n->first);
		}
	for (uint32_t i = 0; i < nd->n; i++)
		find_misleading(r, nd->kid[i], depth + 1);
}

/* ---- definitions -------------------------------------------------------------- */

/* The name a function declarator D declares, or NULL. */
static const Ident *declared_name(const Node *d)
{
	for (int depth = 0; d && depth < 100; depth++) {
		switch (d->kind) {
		case DR_IDENT:
			return d->name;
		case DR_POINTER:
			d = d->n > 1 ? d->kid[1] : NULL;
			break;
		case DR_ATTR:
		case DR_FUNC:
		case DR_PAREN:
		case DR_ARRAY:
		case D_INIT_DECLARATOR:
			d = d->n ? d->kid[0] : NULL;
			break;
		default:
			return NULL;
		}
	}
	return NULL;
}

static void find_definitions(Reading *r)
{
	for (uint32_t i = 0; i < r->unit->n; i++) {
		const Node *k = r->unit->kid[i];
		const Ident *id = k && k->kind == D_FUNCDEF && k->n > 1 ? declared_name(k->kid[1]) : NULL;
		if (id)
			vec_push(&r->defined, id);
	}
}

static int is_defined(const Reading *r, const Ident *id)
{
	for (size_t i = 0; i < r->defined.n; i++)
		if (r->defined.v[i] == id)
			return 1;
	return 0;
}

/* A token of R (outside directives) that names ID, or UINT32_MAX. */
static uint32_t named_at(const Reading *r, const Ident *id)
{
	for (uint32_t t = 0; t < r->ta.n; t++)
		if (r->ta.v[t].id == id && r->ta.v[t].kind == TK_IDENT && !(r->ta.v[t].flags & TF_IN_PP))
			return t;
	return UINT32_MAX;
}

/* ---- reading a text ------------------------------------------------------------ */

static void read_text(Reading *r, const char *path, const char *text, size_t len,
		      const MacroTable *mt)
{
	memset(r, 0, sizeof *r);
	r->src = source_from_string(path, text, len);
	arena_init(&r->arena);
	r->unit = cparse_file(r->src, &r->ta, mt, &r->arena, &r->errs);
	find_misleading(r, r->unit, 0);
	find_definitions(r);
}

static void drop_reading(Reading *r)
{
	vec_free(&r->misleading);
	vec_free(&r->defined);
	cparse_errors_free(&r->errs);
	arena_free(&r->arena);
	token_array_free(&r->ta);
	source_free(r->src);
}

int outcheck_file(const char *path, const char *old, size_t oldlen, const char *nw,
		  size_t newlen, const MacroTable *mt)
{
	if (oldlen == newlen && memcmp(old, nw, oldlen) == 0)
		return 0;
	Reading a, b;
	read_text(&a, path, old, oldlen, mt);
	read_text(&b, path, nw, newlen, mt);
	int worse = 0;
	if (b.errs.n > a.errs.n) {
		worse = 1;
		fprintf(stderr, "spatch: check-output: %s: parse errors: %zu before, %zu after (",
			path, a.errs.n, b.errs.n);
		for (size_t i = 0; i < b.errs.n && i < MAX_SHOWN; i++)
			fprintf(stderr, "%sline %d: %s", i ? "; " : "", line_of(&b, b.errs.v[i].at),
				b.errs.v[i].msg);
		fprintf(stderr, "%s)\n", b.errs.n > MAX_SHOWN ? "; ..." : "");
	}
	if (b.misleading.n > a.misleading.n) {
		worse = 1;
		fprintf(stderr, "spatch: check-output: %s: statements misleadingly next to an unbraced "
				"body: %zu before, %zu after (line",
			path, a.misleading.n, b.misleading.n);
		for (size_t i = 0; i < b.misleading.n && i < MAX_SHOWN; i++)
			fprintf(stderr, "%s %d", i ? "," : "", line_of(&b, b.misleading.v[i]));
		fprintf(stderr, "%s)\n", b.misleading.n > MAX_SHOWN ? ", ..." : "");
	}
	for (size_t i = 0; i < a.defined.n; i++) {
		const Ident *id = a.defined.v[i];
		uint32_t t;
		if (is_defined(&b, id) || (t = named_at(&b, id)) == UINT32_MAX)
			continue;
		const Node *top = ast_toplevel_holding(b.unit, t);
		if (!top || (top->kind != TOP_ERROR && top->kind != D_MACRO_DECL))
			continue;   /* removed, or only declared or used now */
		worse = 1;
		fprintf(stderr, "spatch: check-output: %s: the definition of %s is lost (line %d)\n",
			path, id->name, line_of(&b, t));
	}
	drop_reading(&a);
	drop_reading(&b);
	return worse;
}
