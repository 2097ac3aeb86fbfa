/* tests/cparse/unit.c - the C parser's pattern mode, driven without the
 * SmPL front end, and a timing driver.
 *
 * `unit patterns`: builds token arrays the way the SmPL lexer does
 * (metavariables as TK_META with a Meta in aux; `<...`, `...>`,
 * `<+...`, `...+>`, `(`/`|`/`&`/`)` and `?` in column 0, `\(` `\|`
 * `\&` `\)`, `when`, `@` as SmPL tokens) from small bodies, parses each
 * with cparse_pattern and prints its ast_dump (compared with
 * patterns.expected by patterns.sh).
 * `unit bench FILE...`: lexes, applies the macro heuristics and parses
 * each file, and prints the number of files, files with errors, and the
 * parse time alone and in total. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cfront/ast.h"
#include "cfront/clex.h"
#include "cfront/cmacro.h"
#include "cfront/cparse.h"
#include "cfront/meta.h"
#include "base/options.h"

static Meta metas[] = {
	{ MK_EXPRESSION, NULL, NULL, NULL, NULL },
	{ MK_EXPRESSION, NULL, NULL, NULL, NULL },
	{ MK_IDENTIFIER, NULL, NULL, NULL, NULL },
	{ MK_IDENTIFIER, NULL, NULL, NULL, NULL },
	{ MK_STATEMENT, NULL, NULL, NULL, NULL },
	{ MK_TYPE, NULL, NULL, NULL, NULL },
	{ MK_POSITION, NULL, NULL, NULL, NULL },
	{ MK_EXPRESSION_LIST, NULL, NULL, NULL, NULL },
	{ MK_PARAMETER_LIST, NULL, NULL, NULL, NULL },
	{ MK_BINARY_OP, NULL, NULL, NULL, NULL },
	{ MK_STATEMENT_LIST, NULL, NULL, NULL, NULL },
	{ MK_FIELD_LIST, NULL, NULL, NULL, NULL },
	{ MK_INITIALIZER_LIST, NULL, NULL, NULL, NULL },
	{ MK_TYPE, NULL, NULL, NULL, NULL },
	{ MK_DECLARER, NULL, NULL, NULL, NULL },
	{ MK_ITERATOR, NULL, NULL, NULL, NULL },
};
static const char *const meta_names[] = {
	"E", "F", "x", "fn", "S", "T", "p", "args", "params", "op", "SL", "FL", "IL",
	"U", "D", "It",
};

static Meta *meta_named(const Ident *id)
{
	for (size_t i = 0; i < sizeof metas / sizeof *metas; i++)
		if (metas[i].name == id)
			return &metas[i];
	return NULL;
}

static int at_col0(const Source *s, const Token *t)
{
	return t->start == 0 || s->text[t->start - 1] == '\n';
}

static int adjacent(const Token *a, const Token *b)
{
	return a->end == b->start;
}

/* Rewrite the C tokens of TA into SmPL tokens, in place. */
static void smplify(TokenArray *ta)
{
	size_t o = 0;
	for (size_t i = 0; i < ta->n; i++) {
		Token t = ta->v[i];
		Token *n1 = i + 1 < ta->n ? &ta->v[i + 1] : NULL;
		Token *n2 = i + 2 < ta->n ? &ta->v[i + 2] : NULL;
		if (t.kind == TK_LT && n1 && n1->kind == TK_ELLIPSIS && adjacent(&t, n1)) {
			t.kind = TK_DOTS_OPEN_NEST, t.end = n1->end, i++;
		} else if (t.kind == TK_LT && n2 && n1->kind == TK_PLUS && n2->kind == TK_ELLIPSIS &&
			   adjacent(&t, n1) && adjacent(n1, n2)) {
			t.kind = TK_DOTS_OPEN_PLUS, t.end = n2->end, i += 2;
		} else if (t.kind == TK_ELLIPSIS && n1 && n1->kind == TK_GT && adjacent(&t, n1)) {
			t.kind = TK_DOTS_CLOSE_NEST, t.end = n1->end, i++;
		} else if (t.kind == TK_ELLIPSIS && n2 && n1->kind == TK_PLUS && n2->kind == TK_GT &&
			   adjacent(&t, n1) && adjacent(n1, n2)) {
			t.kind = TK_DOTS_CLOSE_PLUS, t.end = n2->end, i += 2;
		} else if (t.kind == TK_OTHER && n1 && adjacent(&t, n1) &&
			   ta->src->text[t.start] == '\\' &&
			   (n1->kind == TK_LPAREN || n1->kind == TK_PIPE ||
			    n1->kind == TK_AMP || n1->kind == TK_RPAREN)) {
			t.kind = n1->kind == TK_LPAREN ? TK_DISJ_OPEN : n1->kind == TK_PIPE ? TK_DISJ_OR :
				 n1->kind == TK_AMP ? TK_DISJ_AND : TK_DISJ_CLOSE;
			t.end = n1->end, i++;
		} else if (at_col0(ta->src, &t) && t.kind == TK_LPAREN) {
			t.kind = TK_DISJ_OPEN;
		} else if (at_col0(ta->src, &t) && t.kind == TK_PIPE) {
			t.kind = TK_DISJ_OR;
		} else if (at_col0(ta->src, &t) && t.kind == TK_AMP) {
			t.kind = TK_DISJ_AND;
		} else if (at_col0(ta->src, &t) && t.kind == TK_RPAREN) {
			t.kind = TK_DISJ_CLOSE;
		} else if (at_col0(ta->src, &t) && t.kind == TK_QUESTION) {
			t.kind = TK_OPTIONAL;
		} else if (t.kind == TK_OTHER && ta->src->text[t.start] == '@') {
			t.kind = TK_AT;
		} else if (t.kind == TK_IDENT && strcmp(t.id->name, "when") == 0) {
			t.kind = TK_WHEN;
		} else if (t.kind == TK_IDENT && strcmp(t.id->name, "aarg") == 0) {
			t.kind = TK_MACRO_ATTR;         /* `attribute name aarg;` */
		} else if (t.kind == TK_IDENT && meta_named(t.id)) {
			t.kind = TK_META;
			t.aux = meta_named(t.id);
		}
		ta->v[o++] = t;
	}
	ta->n = o;
}

static const struct {
	int start;
	const char *text;
} cases[] = {
	{ CPARSE_BODY, "foo(x);\n...\nbar(E, args);\n" },
	{ CPARSE_BODY, "x = E;\n... when != x\n    when any\nkfree(x);\n" },
	{ CPARSE_BODY, "(\nfoo(E);\n|\nbar(E);\nS\n)\n" },
	{ CPARSE_BODY, "(\nkmalloc(E, F)\n|\nkzalloc(E, F)\n)\n" },
	{ CPARSE_BODY, "<...\nfoo(x);\n...>\n" },
	{ CPARSE_BODY, "<+... E ...+>\n" },
	{ CPARSE_BODY, "y = <+... x ...+>;\n" },
	{ CPARSE_BODY, "if (\\( E \\| !F \\)) S\n" },
	{ CPARSE_BODY, "T fn(params) {\n...\nreturn E;\n}\n" },
	{ CPARSE_BODY, "int fn(...) { ... }\n" },
	{ CPARSE_BODY, "foo@p(E);\n? x = E@p;\n" },
	{ CPARSE_BODY, "T x;\nstruct s { ... FL };\nstatic int a[] = { IL, ... };\n" },
	{ CPARSE_BODY, "E op F;\nSL\n" },
	{ CPARSE_BODY, "fn(...,\\(E\\&F\\),...);\n" },
	{ CPARSE_BODY, "kfree@p(E)\n...\n(\nE = F\n|\nfoo(E)\n)\n...\nE@p\n" },
	{ CPARSE_BODY, "fn@p(params) {\n... when any\nif@p (E) S\n}\n" },
	{ CPARSE_BODY, "int \\(x\\|fn\\);\n" },
	{ CPARSE_BODY, "list_for_each_entry(x, E, fn) {\n... when != x\n}\nfn(...) S\n" },
	{ CPARSE_BODY, "x = \\(kfree\\|vfree\\)(E)@p;\n(\nfoo(x);\n)\nE ? F : ...\n...\n" },
	{ CPARSE_EXPR, "@@ E == F" },
	{ CPARSE_EXPR, "alloca(E)" },
	{ CPARSE_EXPR, "E->x & ~F" },
	{ CPARSE_TYPE, "struct x *" },
	{ CPARSE_TYPE, "T" },
	{ CPARSE_IDENT, "fn" },
	{ CPARSE_BODY, "foo(;\n" },
	{ CPARSE_EXPR, "a +" },
	/* A type metavariable's struct body; a typedef of one. */
	{ CPARSE_BODY, "T {\n...\nstruct bar x;\n...\n};\n" },
	{ CPARSE_BODY, "typedef T { ... } U;\n" },
	/* Disjunctions and undeclared types among fields. */
	{ CPARSE_BODY, "struct s { FL\n(\ndouble3 x[...][...];\n|\ndouble x[3];\n)\n...\n};\n" },
	/* An optional declaration; a function named by a disjunction. */
	{ CPARSE_BODY, "?T x;\n" },
	{ CPARSE_BODY, "\\(fn\\|bar\\)(int \\(x\\|y\\), int z) {\n...\n}\n" },
	/* Attributes with arguments; `double complex`; GNU <? and >?=. */
	{ CPARSE_BODY, "aarg(1,2)\nint fn()\n{ ... }\n" },
	{ CPARSE_BODY, "double complex x;\n" },
	{ CPARSE_BODY, "E <? F;\nx >?= E;\n" },
	/* A cast ending a line goes on on the next. */
	{ CPARSE_EXPR, " (T@p *)\n  \\(kmalloc\\|kzalloc\\)(E, F)\n" },
	/* Initializer elements as a whole body; an identifier disjunction. */
	{ CPARSE_EXPR, "{\n.a = E,\n}\n" },
	{ CPARSE_IDENT, "(\nx\n&\nfn\n)\n" },
	/* A declarer metavariable. */
	{ CPARSE_BODY, "D(E);\n" },
	/* An iterator metavariable before any statement. */
	{ CPARSE_BODY, "It(x, E) foo(x);\nIt(x, E);\n" },
	/* A typed function named by a disjunction: its body is a block. */
	{ CPARSE_BODY, "static int \\(fn\\|bar\\)(int x) {\n...\nreturn 0;\n}\n" },
};

static int run_patterns(void)
{
	int rc = 0;
	for (size_t i = 0; i < sizeof metas / sizeof *metas; i++)
		metas[i].name = metas[i].src_name = intern_cstr(meta_names[i]);
	for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
		char name[32];
		snprintf(name, sizeof name, "case%zu", c);
		Source *src = source_from_string(name, cases[c].text, strlen(cases[c].text));
		TokenArray ta;
		Arena a;
		CParseErrors errs = { 0 };
		arena_init(&a);
		clex_file(src, &ta);
		smplify(&ta);
		printf("== %s (%s)\n%s", name,
		       cases[c].start == CPARSE_BODY ? "body" : cases[c].start == CPARSE_EXPR ? "expression" :
		       cases[c].start == CPARSE_TYPE ? "type" : "identifier", cases[c].text);
		if (cases[c].text[strlen(cases[c].text) - 1] != '\n')
			putchar('\n');
		/* A body starting with `@@` is parsed from the token after it:
		 * ranges need not start at 0. */
		uint32_t first = 0;
		if (ta.n > 2 && ta.v[0].kind == TK_AT && ta.v[1].kind == TK_AT)
			first = 2;
		Node *n = cparse_pattern(&ta, first, (uint32_t)ta.n - 2, cases[c].start, &a, &errs);
		if (n)
			ast_dump(stdout, &ta, n);
		else
			printf("no parse\n");
		for (size_t e = 0; e < errs.n; e++) {
			int line, col;
			source_linecol(src, ta.v[errs.v[e].at].start, &line, &col);
			printf("error %d:%d: %s\n", line, col, errs.v[e].msg);
		}
		cparse_errors_free(&errs);
		arena_free(&a);
		token_array_free(&ta);
		source_free(src);
	}
	return rc;
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static int run_bench(int argc, char **argv)
{
	double parse = 0, t0 = now();
	size_t files = 0, bad = 0, tokens = 0;
	Options o;
	options_init(&o);
	MacroTable *mt = cmacro_load(&o);       /* the default macro file */
	if (!mt)
		return 2;
	for (int i = 0; i < argc; i++) {
		char err[256];
		Source *src = source_read(argv[i], err, sizeof err);
		if (!src) {
			fprintf(stderr, "%s\n", err);
			continue;
		}
		TokenArray ta;
		Arena a;
		CParseErrors errs = { 0 };
		arena_init(&a);
		double t1 = now();
		cparse_file(src, &ta, mt, &a, &errs);
		parse += now() - t1;
		files++;
		tokens += ta.n;
		bad += errs.n != 0;
		cparse_errors_free(&errs);
		arena_free(&a);
		token_array_free(&ta);
		source_free(src);
	}
	cmacro_free(mt);
	options_free(&o);
	printf("files %zu, with errors %zu, tokens %zu, parse %.3f s, total %.3f s\n",
	       files, bad, tokens, parse, now() - t0);
	return 0;
}

int main(int argc, char **argv)
{
	clex_init();
	if (argc >= 2 && strcmp(argv[1], "patterns") == 0)
		return run_patterns();
	if (argc >= 2 && strcmp(argv[1], "bench") == 0)
		return run_bench(argc - 2, argv + 2);
	fprintf(stderr, "usage: unit patterns | unit bench FILE...\n");
	return 2;
}
