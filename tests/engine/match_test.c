/* match_test.c - unit tests of the structural matcher and bindings.
 *
 * Builds expression trees with a small recursive-descent reader over the
 * C lexer's tokens (enough for calls, members, unary and binary
 * operators), in which a pattern's upper-case names are metavariables:
 * E.. expressions, L.. expression lists, I.. identifiers, OP.. binary
 * operators.  Then checks what match_node and match_anywhere find.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "cfront/ast.h"
#include "match/bind.h"
#include "cfront/clex.h"
#include "match/iso.h"
#include "match/match.h"
#include "cfront/meta.h"

static int failures;
static Arena A;

typedef struct Rd {
	TokenArray ta;
	uint32_t i;
	int pattern;
} Rd;

static Meta *meta_for(const Ident *id)
{
	static Meta metas[64];
	static int n;
	for (int i = 0; i < n; i++)
		if (metas[i].name == id)
			return &metas[i];
	Meta *m = &metas[n++];
	m->name = id;
	m->src_name = id;
	if (id->name[0] == 'L')
		m->kind = MK_EXPRESSION_LIST;
	else if (id->name[0] == 'I')
		m->kind = MK_IDENTIFIER;
	else if (id->name[0] == 'O')
		m->kind = MK_BINARY_OP;
	else
		m->kind = MK_EXPRESSION;
	return m;
}

static int is_meta_name(Rd *r, const Token *t)
{
	return r->pattern && t->kind == TK_IDENT && t->id->name[0] >= 'A' && t->id->name[0] <= 'Z';
}

static void rd_open(Rd *r, const char *text, int pattern)
{
	Source *src = source_from_string("t.c", text, strlen(text));
	clex_file(src, &r->ta);
	r->i = 0;
	r->pattern = pattern;
	for (uint32_t i = 0; i < r->ta.n; i++) {
		Token *t = &r->ta.v[i];
		if (is_meta_name(r, t)) {
			t->aux = meta_for(t->id);
			t->kind = TK_META;
		}
	}
}

static int peek(Rd *r)
{
	return r->ta.v[r->i].kind;
}

static Node *expr(Rd *r, int prec);

static Node *primary(Rd *r)
{
	uint32_t s = r->i;
	Token *t = &r->ta.v[r->i];
	Node *n;
	if (t->kind == TK_META) {
		n = ast_new(&A, P_META, s, s);
		n->aux = t->aux;
		n->name = t->id;
		r->i++;
	} else if (t->kind == TK_IDENT) {
		n = ast_new(&A, E_IDENT, s, s);
		n->name = t->id;
		r->i++;
	} else if (t->kind == TK_INT) {
		n = ast_new(&A, E_CONST, s, s);
		n->op = TK_INT;
		r->i++;
	} else if (t->kind == TK_ELLIPSIS) {
		n = ast_new(&A, P_DOTS, s, s);
		r->i++;
	} else if (t->kind == TK_LPAREN) {
		r->i++;
		Node *k = expr(r, 0);
		r->i++;
		n = ast_new_kids(&A, E_PAREN, s, r->i - 1, 1, &k);
	} else if (t->kind == TK_BANG || t->kind == TK_STAR || t->kind == TK_AMP) {
		r->i++;
		Node *k = primary(r);
		n = ast_new_kids(&A, E_UNARY, s, k->last, 1, &k);
		n->op = t->kind;
		return n;
	} else {
		fprintf(stderr, "reader: unexpected token %d\n", t->kind);
		exit(2);
	}
	for (;;) {
		if (peek(r) == TK_LPAREN) {
			uint32_t ls = r->i++;
			Node *kids[16];
			uint32_t nk = 0;
			while (peek(r) != TK_RPAREN) {
				kids[nk++] = expr(r, 0);
				if (peek(r) == TK_COMMA)
					r->i++;
			}
			Node *args = ast_new_kids(&A, L_ARGS, ls, r->i, nk, kids);
			r->i++;
			Node *ck[2] = {n, args};
			n = ast_new_kids(&A, E_CALL, s, args->last, 2, ck);
		} else if (peek(r) == TK_ARROW || peek(r) == TK_DOT) {
			int op = peek(r);
			r->i++;
			Token *ft = &r->ta.v[r->i];
			Node *f = ast_new(&A, ft->kind == TK_META ? P_META : E_IDENT, r->i, r->i);
			f->name = ft->id;
			f->aux = ft->kind == TK_META ? ft->aux : NULL;
			r->i++;
			Node *ck[2] = {n, f};
			n = ast_new_kids(&A, E_MEMBER, s, f->last, 2, ck);
			n->op = op;
		} else {
			return n;
		}
	}
}

static int binprec(Rd *r, int k)
{
	switch (k) {
	case TK_OROR: return 1;
	case TK_ANDAND: return 2;
	case TK_EQ: case TK_NE: return 3;
	case TK_PLUS: case TK_MINUS: return 4;
	case TK_STAR: case TK_SLASH: return 5;
	case TK_META: return r->pattern ? 4 : 0;
	}
	return 0;
}

static Node *expr(Rd *r, int prec)
{
	Node *l = primary(r);
	for (;;) {
		int k = peek(r);
		int p = binprec(r, k);
		if (k == TK_META && ((Meta *)r->ta.v[r->i].aux)->kind != MK_BINARY_OP)
			p = 0;
		if (!p || p <= prec)
			return l;
		r->i++;
		Node *rr = expr(r, p);
		Node *ck[2] = {l, rr};
		l = ast_new_kids(&A, E_BINARY, l->first, rr->last, 2, ck);
		l->op = k;
	}
}

static Node *parse(Rd *r, const char *text, int pattern)
{
	rd_open(r, text, pattern);
	return expr(r, 0);
}

/* Match PATTERN against CODE (anywhere inside it); check the number of
 * results and, for the first, the text bound to NAME. */
static void check(const char *pattern, const char *code, size_t want_n,
		  const char *name, const char *want_text)
{
	Rd p, c;
	Node *pn = parse(&p, pattern, 1);
	Node *cn = parse(&c, code, 0);
	MatchCtx m;
	match_init(&m, &A, &p.ta, &c.ta);
	EnvList out = {0};
	match_anywhere(&m, pn, cn, env_empty(), &out);
	int ok = out.n == want_n;
	const char *got = "";
	if (ok && name && out.n) {
		const Binding *b = env_lookup(out.v[0], intern_cstr(name));
		got = b ? binding_text(&A, b) : "(unbound)";
		ok = strcmp(got, want_text) == 0;
	}
	if (!ok) {
		failures++;
		printf("FAIL: %s against %s: %zu results (want %zu), %s = '%s' (want '%s')\n",
		       pattern, code, out.n, want_n, name ? name : "-", got,
		       want_text ? want_text : "");
	}
	Source *ps = p.ta.src, *cs = c.ta.src;
	token_array_free(&p.ta);
	token_array_free(&c.ta);
	source_free(ps);
	source_free(cs);
}

int main(void)
{
	arena_init(&A);
	clex_init();
	check("!E", "!slot->hp", 1, "E", "slot->hp");
	check("E->I", "a->b", 1, "I", "b");
	check("!E && !E", "!a && !a", 1, "E", "a");
	check("!E && !E->I", "!a && !a->b", 1, "E", "a");
	check("E->fld", "a->fld", 1, "E", "a");
	check("!E->fld", "!a->fld", 1, "E", "a");
	check("alloca(E)", "x + alloca(n * 2)", 1, "E", "n * 2");
	check("alloca(E)", "f(alloca(1), alloca(2))", 2, "E", "1");
	check("alloca(E)", "alloca(1, 2)", 0, NULL, NULL);
	check("f(...)", "f() + f(1, 2, 3)", 2, NULL, NULL);
	check("f(E, ...)", "f(1, 2, 3)", 1, "E", "1");
	check("f(..., E)", "f(1, 2, 3)", 1, "E", "3");
	check("f(L, E)", "f(1, 2, 3)", 1, "L", "1, 2");
	check("f(L)", "f()", 1, "L", "");
	check("!E && !E->fld", "!slot->hp && !slot->hp->fld", 1, "E", "slot->hp");
	check("!E && !E->I", "!slot->hp && !slot->hp->info", 1, "I", "info");
	check("!E && !E->fld", "!a && !b->fld", 0, NULL, NULL);
	check("E OP E", "a + a", 1, "OP", "+");
	check("E OP E", "a == (a)", 0, NULL, NULL);
	check("I(E)", "g(h(1))", 2, "I", "g");
	check("E + 1", "(a + 1) + 1", 2, "E", "(a + 1)");
	/* bindings compare as token texts, ignoring spaces */
	check("E == E", "x->y  ==  x -> y", 1, "E", "x->y");
	if (failures)
		printf("%d failures\n", failures);
	arena_free(&A);
	intern_shutdown();
	return failures != 0;
}
