/* tests/cfg/minicfg.c - unit driver for the control-flow stage.
 *
 * Lexes a small C file with the real lexer (clex_file), builds syntax
 * trees of src/ast.h for its functions with a tiny statement-level parser
 * of its own (expressions and declarations are token runs, names starting
 * with list_for_each or for_each are iterators, a call with no `;` is a
 * statement macro), so that the graph builder is tested
 * independently of the real C front end, then prints every graph as dot
 * (cfg_print_dot), exactly as `spatch --control-flow` does.
 *
 *   minicfg FILE.c            dot of every function
 *   minicfg --big N           build a function of N statements (if, loops,
 *                             gotos, switches), check the graph, print
 *                             the node count and the build time
 *   minicfg --deep N          a function nested N statements deep: must
 *                             fail cleanly beyond the limit
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/arena.h"
#include "cfront/ast.h"
#include "flow/cfg.h"
#include "cfront/clex.h"
#include "cfront/ctoken.h"
#include "base/intern.h"
#include "base/source.h"
#include "base/vec.h"

/* ---- parser ----------------------------------------------------------- */

typedef struct P {
	Arena *a;
	TokenArray *ta;
	uint32_t i;
} P;

static int kind(P *p)
{
	return p->ta->v[p->i].kind;
}

static int kw(P *p)
{
	const Token *t = &p->ta->v[p->i];
	return t->kind == TK_KEYWORD ? t->id->kw : 0;
}

static int is_iter_name(const Token *t)
{
	return t->kind == TK_IDENT && (!strncmp(t->id->name, "list_for_each", 13) ||
				       !strncmp(t->id->name, "for_each", 8));
}

static void fail(P *p, const char *what)
{
	fprintf(stderr, "minicfg: token %u: expected %s\n", p->i, what);
	exit(2);
}

static void expect(P *p, int k, const char *what)
{
	if (kind(p) != k)
		fail(p, what);
	p->i++;
}

/* A balanced token run up to (not including) a STOP token at depth 0. */
static Node *run(P *p, int stop1, int stop2)
{
	uint32_t first = p->i;
	int depth = 0;
	while (kind(p) != TK_EOF) {
		int k = kind(p);
		if (depth == 0 && (k == stop1 || k == stop2))
			break;
		if (k == TK_LPAREN || k == TK_LBRACE || k == TK_LBRACK)
			depth++;
		if (k == TK_RPAREN || k == TK_RBRACE || k == TK_RBRACK)
			depth--;
		p->i++;
	}
	if (p->i == first)
		return NULL;
	NodeKind nk = p->i == first + 1 ? (p->ta->v[first].kind == TK_INT ? E_CONST : E_IDENT)
					: E_BINARY;
	Node *e = ast_new(p->a, nk, first, p->i - 1);
	if (nk == E_IDENT)
		e->name = p->ta->v[first].id;
	return e;
}

/* ( run ) */
static Node *paren(P *p)
{
	expect(p, TK_LPAREN, "(");
	Node *e = run(p, TK_RPAREN, TK_RPAREN);
	expect(p, TK_RPAREN, ")");
	return e;
}

static Node *stmt(P *p);

static Node *block(P *p)
{
	uint32_t first = p->i;
	expect(p, TK_LBRACE, "{");
	VEC(Node *) kids = { 0 };
	while (kind(p) != TK_RBRACE && kind(p) != TK_EOF) {
		int k = kind(p);
		if (k >= TK_PP_DEFINE && k <= TK_PP_OTHER) {
			uint32_t s = p->i;
			while (kind(p) != TK_PP_END)
				p->i++;
			Node *n = ast_new(p->a, PP_COND, s, p->i);
			n->op = k;
			p->i++;
			vec_push(&kids, n);
			continue;
		}
		vec_push(&kids, stmt(p));
	}
	expect(p, TK_RBRACE, "}");
	Node *b = ast_new_kids(p->a, S_BLOCK, first, p->i - 1, (uint32_t)kids.n, kids.v);
	vec_free(&kids);
	return b;
}

static Node *mk(P *p, NodeKind k, uint32_t first, int n, Node *k0, Node *k1, Node *k2, Node *k3)
{
	Node *kids[4] = { k0, k1, k2, k3 };
	return ast_new_kids(p->a, k, first, p->i - 1, (uint32_t)n, kids);
}

static Node *stmt(P *p)
{
	uint32_t first = p->i;
	const Token *t = &p->ta->v[p->i];
	if (kind(p) == TK_LBRACE)
		return block(p);
	if (kind(p) == TK_SEMI) {
		p->i++;
		return ast_new(p->a, S_EMPTY, first, first);
	}
	switch (kw(p)) {
	case KW_IF: {
		p->i++;
		Node *c = paren(p), *th = stmt(p), *el = NULL;
		if (kw(p) == KW_ELSE) {
			p->i++;
			el = stmt(p);
		}
		return mk(p, S_IF, first, el ? 3 : 2, c, th, el, NULL);
	}
	case KW_WHILE: {
		p->i++;
		Node *c = paren(p), *b = stmt(p);
		return mk(p, S_WHILE, first, 2, c, b, NULL, NULL);
	}
	case KW_DO: {
		p->i++;
		Node *b = stmt(p);
		if (kw(p) != KW_WHILE)
			fail(p, "while");
		p->i++;
		Node *c = paren(p);
		expect(p, TK_SEMI, ";");
		return mk(p, S_DO, first, 2, b, c, NULL, NULL);
	}
	case KW_FOR: {
		p->i++;
		expect(p, TK_LPAREN, "(");
		Node *a = run(p, TK_SEMI, TK_SEMI);
		expect(p, TK_SEMI, ";");
		Node *b = run(p, TK_SEMI, TK_SEMI);
		expect(p, TK_SEMI, ";");
		Node *c = run(p, TK_RPAREN, TK_RPAREN);
		expect(p, TK_RPAREN, ")");
		Node *body = stmt(p);
		return mk(p, S_FOR, first, 4, a, b, c, body);
	}
	case KW_SWITCH: {
		p->i++;
		Node *c = paren(p), *b = stmt(p);
		return mk(p, S_SWITCH, first, 2, c, b, NULL, NULL);
	}
	case KW_CASE: {
		p->i++;
		Node *c = run(p, TK_COLON, TK_COLON);
		expect(p, TK_COLON, ":");
		return mk(p, S_CASE, first, 1, c, NULL, NULL, NULL);
	}
	case KW_DEFAULT:
		p->i++;
		expect(p, TK_COLON, ":");
		return mk(p, S_DEFAULT, first, 0, NULL, NULL, NULL, NULL);
	case KW_BREAK:
	case KW_CONTINUE: {
		p->i++;
		expect(p, TK_SEMI, ";");
		return mk(p, t->id->kw == KW_BREAK ? S_BREAK : S_CONTINUE, first, 0, NULL, NULL,
			  NULL, NULL);
	}
	case KW_RETURN: {
		p->i++;
		Node *e = run(p, TK_SEMI, TK_SEMI);
		expect(p, TK_SEMI, ";");
		return mk(p, S_RETURN, first, e ? 1 : 0, e, NULL, NULL, NULL);
	}
	case KW_GOTO: {
		p->i++;
		const Ident *l = p->ta->v[p->i].id;
		expect(p, TK_IDENT, "label");
		expect(p, TK_SEMI, ";");
		Node *g = mk(p, S_GOTO, first, 0, NULL, NULL, NULL, NULL);
		g->name = l;
		return g;
	}
	case KW_INT:
	case KW_CHAR:
	case KW_VOID:
	case KW_LONG:
	case KW_UNSIGNED:
	case KW_STRUCT:
	case KW_STATIC: {
		run(p, TK_SEMI, TK_SEMI);
		expect(p, TK_SEMI, ";");
		Node *d = mk(p, D_DECL, first, 0, NULL, NULL, NULL, NULL);
		return mk(p, S_DECL, first, 1, d, NULL, NULL, NULL);
	}
	}
	if (t->kind == TK_IDENT && p->ta->v[p->i + 1].kind == TK_COLON) {
		p->i += 2;
		Node *l = mk(p, S_LABEL, first, 0, NULL, NULL, NULL, NULL);
		l->name = t->id;
		return l;
	}
	if (t->kind == TK_IDENT && p->ta->v[p->i + 1].kind == TK_LPAREN &&
	    (is_iter_name(t))) {
		p->i++;
		Node *args = paren(p);
		Node *b = stmt(p);
		Node *it = mk(p, S_ITERATOR, first, 2, args, b, NULL, NULL);
		it->name = t->id;
		return it;
	}
	Node *e = run(p, TK_SEMI, TK_RBRACE);
	if (kind(p) != TK_SEMI && t->kind == TK_IDENT) {
		Node *m = mk(p, S_MACRO, first, 1, e, NULL, NULL, NULL);
		m->name = t->id;
		return m;
	}
	expect(p, TK_SEMI, ";");
	return mk(p, S_EXPR, first, 1, e, NULL, NULL, NULL);
}

static Node *unit(P *p)
{
	VEC(Node *) fns = { 0 };
	while (kind(p) != TK_EOF) {
		uint32_t first = p->i;
		const Ident *name = NULL;
		while (kind(p) != TK_LBRACE && kind(p) != TK_EOF) {
			if (!name && kind(p) == TK_IDENT && p->ta->v[p->i + 1].kind == TK_LPAREN)
				name = p->ta->v[p->i].id;
			p->i++;
		}
		Node *id = ast_new(p->a, DR_IDENT, first, first);
		id->name = name;
		Node *dk[2] = { id, NULL };
		Node *dr = ast_new_kids(p->a, DR_FUNC, first, p->i - 1, 2, dk);
		Node *body = block(p);
		Node *fk[4] = { NULL, dr, NULL, body };
		vec_push(&fns, ast_new_kids(p->a, D_FUNCDEF, first, p->i - 1, 4, fk));
	}
	Node *u = ast_new_kids(p->a, TOP_UNIT, 0, p->i, (uint32_t)fns.n, fns.v);
	vec_free(&fns);
	return u;
}

/* ---- checks ------------------------------------------------------------ */

/* Graph invariants: CSR arrays consistent, predecessors mirror
 * successors, parents precede nothing odd (depth = parent's + 1). */
static int check_graph(const Cfg *c)
{
	const Graph *g = &c->g;
	size_t ns = g->succ_start[g->n], np = g->pred_start[g->n];
	if (ns != np)
		return fprintf(stderr, "edge counts differ: %zu %zu\n", ns, np), 1;
	for (uint32_t v = 0; v < g->n; v++) {
		for (uint32_t k = g->succ_start[v]; k < g->succ_start[v + 1]; k++) {
			uint32_t w = g->succ[k];
			int found = 0;
			for (uint32_t j = g->pred_start[w]; j < g->pred_start[w + 1]; j++)
				found |= g->pred[j] == v;
			if (!found)
				return fprintf(stderr, "edge %u->%u has no pred\n", v, w), 1;
		}
		const CfgNode *x = &c->node[v];
		if (x->parent == CFG_NONE ? x->depth != 0
					  : (x->parent >= g->n || c->node[x->parent].depth + 1 != x->depth))
			return fprintf(stderr, "node %u: bad nesting\n", v), 1;
	}
	return 0;
}

static Source *big_source(long n, int deep)
{
	size_t cap = (size_t)n * 64 + 64, len = 0;
	char *s = xmalloc(cap);
	len += (size_t)snprintf(s + len, cap - len, "int big(int x)\n{\n");
	for (long i = 0; i < n; i++) {
		const char *line;
		char buf[64];
		if (deep) {
			line = "if (x) {\n";
		} else {
			switch (i % 8) {
			case 0: snprintf(buf, sizeof buf, "l%ld: x++;\n", i); break;
			case 1: snprintf(buf, sizeof buf, "if (x > %ld) goto l%ld;\n", i, i - 1); break;
			case 2: snprintf(buf, sizeof buf, "while (x) { if (x) break; x--; }\n"); break;
			case 3: snprintf(buf, sizeof buf, "switch (x) { case 1: x++; default: break; }\n"); break;
			case 4: snprintf(buf, sizeof buf, "do { x--; } while (x);\n"); break;
			case 5: snprintf(buf, sizeof buf, "for (;;) { if (x) goto out; continue; }\n"); break;
			case 6: snprintf(buf, sizeof buf, "if (x) return 1; else x = 2;\n"); break;
			default: snprintf(buf, sizeof buf, "f(x);\n"); break;
			}
			line = buf;
		}
		size_t l = strlen(line);
		memcpy(s + len, line, l);
		len += l;
	}
	for (long i = 0; deep && i < n; i++)
		s[len++] = '}';
	len += (size_t)snprintf(s + len, cap - len, "out:\nreturn 0;\n}\n");
	Source *src = source_from_string("big.c", s, len);
	xfree(s);
	return src;
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: minicfg FILE.c | --big N | --deep N\n");
		return 2;
	}
	Source *src;
	int big = !strcmp(argv[1], "--big"), deep = !strcmp(argv[1], "--deep");
	if (big || deep) {
		if (argc < 3)
			return 2;
		src = big_source(atol(argv[2]), deep);
	} else {
		char err[256];
		src = source_read(argv[1], err, sizeof err);
		if (!src) {
			fprintf(stderr, "minicfg: %s\n", err);
			return 2;
		}
	}
	TokenArray ta = { 0 };
	clex_init();
	clex_file(src, &ta);
	Arena a;
	arena_init(&a);
	P p = { &a, &ta, 0 };
	Node *u = unit(&p);
	clock_t t0 = clock();
	CfgSet set;
	int failed = cfg_build_unit(&set, u, &ta);
	double ms = (double)(clock() - t0) * 1000.0 / CLOCKS_PER_SEC;
	int rc = 0;
	for (size_t i = 0; i < set.n; i++) {
		const Cfg *c = &set.v[i];
		if (c->error) {
			printf("%s: error: %s\n", c->name ? c->name->name : "?", c->message);
			continue;
		}
		if (check_graph(c))
			rc = 1;
		/* The API: lookup by name, nesting under the header. */
		if (c->name && cfg_find(&set, c->name->name) != c)
			rc = 1, fprintf(stderr, "cfg_find(%s) is not its graph\n", c->name->name);
		for (uint32_t v = 0; v < c->g.n; v++)
			if (c->node[v].kind == CFG_BRACE_CLOSE &&
			    c->node[c->block_open[c->node[v].block]].kind != CFG_BRACE_OPEN)
				rc = 1, fprintf(stderr, "block_open: node %u\n", v);
		for (uint32_t v = 0; v < c->g.n; v++) {
			uint32_t e = c->node[v].end;
			int k = e == CFG_NONE ? -1 : c->node[e].kind;
			int want = c->node[v].kind == CFG_IF ? CFG_ENDIF
				 : c->node[v].kind == CFG_SWITCH ? CFG_SWITCH_END
				 : c->node[v].kind == CFG_BRACE_OPEN ? CFG_BRACE_CLOSE
				 : (c->node[v].kind == CFG_WHILE || c->node[v].kind == CFG_FOR ||
				    c->node[v].kind == CFG_ITER || c->node[v].kind == CFG_DO) ? CFG_LOOP_END : -1;
			if (k != want && !(k == -1 && want != -1))
				rc = 1, fprintf(stderr, "end of node %u\n", v);
		}
		for (uint32_t v = 0; v < c->g.n; v++)
			if (!cfg_encloses(c, c->header, v) || (v != c->header && cfg_encloses(c, v, c->header)))
				rc = 1, fprintf(stderr, "cfg_encloses: node %u\n", v);
		if (big)
			printf("nodes %u edges %u blocks %u time %.1f ms\n", c->g.n,
			       c->g.succ_start[c->g.n], c->nblocks, ms);
		else if (!deep)
			cfg_print_dot(stdout, c, &ta);
		else
			printf("nodes %u\n", c->g.n);
	}
	if (big && ms > 1000)
		rc = 1;
	(void)failed;
	cfg_free(&set);
	arena_free(&a);
	token_array_free(&ta);
	source_free(src);
	intern_shutdown();
	return rc;
}
