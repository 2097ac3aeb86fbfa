/* ctl_cfg.c - the model checker on control-flow graphs of parsed C.
 *
 * Parses a C file (real lexer, parser and graph builder), and checks
 * `a(); ... b();` (and the same with `when != c()`) on every function,
 * in forall mode, the way a semantic patch `- a(); ... b();` asks.  The
 * expected answers are those of spatch 1.1.1 on the same functions.  The
 * error-branch exemption is a formula of the checker itself, with a
 * variable L over if-statements:
 *
 *   exists L. then(L) & A[inside(L) U (jump & inside(L) | [after])]
 *
 * then(L): a [then] node of the if L; inside(L): a node nested in the
 * if L (one match per enclosing if); jump: return or goto.  So the path
 * may stop where it enters the true branch of an if whose every path
 * leaves by return/goto; [after] bypasses stand for no execution, in
 * the exemption as in the dots (`fake`).
 */
#include "ctltest.h"

#include "flow/cfg.h"
#include "cfront/clex.h"
#include "cfront/cmacro.h"
#include "cfront/cparse.h"
#include "base/source.h"

static const char code[] =
	"int f(int x) { a(); if (x) return -1; return 0; }\n"
	"int g(int x) { a(); if (x) return -1; b(); return 0; }\n"
	"int h(int x) { a(); if (x) { return -1; } else { return 0; } }\n"
	"int k(int x) { a(); if (x) { c(); return -1; } b(); return 0; }\n"
	"int m(int x) { a(); if (x) { d(); } else { b(); } return 0; }\n"
	"int n(int x) { a(); if (x) { b(); return 0; } return 1; }\n"
	"int p(int x) { a(); if (x) { b(); } return 1; }\n"
	"int q(int x) { a(); if (x) { c(); return 1; } if (x) { return 2; } return 1; }\n"
	"int r(int x) { a(); while (x) { if (y) break; b(); } return 1; }\n"
	"int s(int x) { a(); if (x) { c(); goto out; } b(); out: return 1; }\n"
	"int h2(int x) { a(); if (x) { b(); return -1; } else { return 0; } }\n"
	"int h3(int x) { a(); if (x) { return -1; } b(); if (y) {return 0;} return 2; }\n"
	"int h4(int x) { a(); if (x) { c(); return -1; } c(); b(); return 2; }\n"
	"int h5(int x) { a(); while (x) { if (y) return -1; c(); } b(); return 2; }\n"
	"int h6(int x) { a(); if (x) { c(); return -1; } if (y) { b(); } return 2; }\n"
	"int w1(int x) { a(); while (x) { c(); } b(); return 0; }\n"
	"int w2(int x) { a(); for (;;) { c(); } b(); return 0; }\n"
	"int w3(int x) { a(); for (;;) { c(); if (x) break; } b(); return 0; }\n"
	"int w4(int x) { a(); while (1) { c(); } }\n"
	"int h7(int x) { a(); if (x) { b(); } else { return 0; } return 1; }\n"
	"int h8(int x) { a(); if (x) { return 0; } else { b(); } return 1; }\n"
	"int h9(int x) { a(); if (x) { b(); return 2; } else { return 0; } return 1; }\n"
	"int h10(int x) { a(); if (x) { return 2; } b(); return 1; }\n"
	"int h11(int x) { a(); if (x) { c(); } else { return 0; } b(); return 1; }\n";

/* spatch 1.1.1's answers */
static const char *const matched[] = { "g", "k", "s", "h3", "h4", "h5", "w1", "w2", "w3",
	                               "h8", "h10", NULL };
static const char *const matched_when[] = { "g", "k", "s", "h3", "h8", "h10", NULL };

static const TokenArray *TA;
static const Cfg *CFG;

static int listed(const char *const *v, const char *name)
{
	for (; *v; v++)
		if (!strcmp(*v, name))
			return 1;
	return 0;
}

typedef enum Kind { K_CALL, K_THEN, K_INSIDE, K_JUMP, K_EXIT, K_AFTER } Kind;

typedef struct Pred {
	Kind kind;
	const char *name;    /* K_CALL: the function called */
} Pred;

static void pred_fn(void *ctx, uint32_t node, const CtlEnv *env0, CtlMatchSink *sink)
{
	const Pred *p = ctx;
	const CfgNode *cn = &CFG->node[node];
	CtlVar L = 0;
	(void)env0;
	switch (p->kind) {
	case K_CALL:
		if (cn->kind == CFG_STMT && cn->first <= cn->last && TA->v[cn->first].id &&
		    !strcmp(TA->v[cn->first].id->name, p->name))
			ctl_match_add(sink, NULL, NULL, 0, p);
		return;
	case K_THEN:
		if (cn->kind == CFG_THEN) {
			CtlVal v = cn->parent;
			ctl_match_add(sink, &L, &v, 1, NULL);
		}
		return;
	case K_INSIDE:
		for (uint32_t a = cn->parent, guard = 0; a != CFG_NONE && guard < 100000;
		     a = CFG->node[a].parent, guard++)
			if (CFG->node[a].kind == CFG_IF) {
				CtlVal v = a;
				ctl_match_add(sink, &L, &v, 1, NULL);
			}
		return;
	case K_JUMP:
		if (cn->kind == CFG_RETURN || cn->kind == CFG_GOTO)
			ctl_match_add(sink, NULL, NULL, 0, NULL);
		return;
	case K_EXIT:
		if (node == CFG->exit)
			ctl_match_add(sink, NULL, NULL, 0, NULL);
		return;
	case K_AFTER:
		if (cn->kind == CFG_AFTER)
			ctl_match_add(sink, NULL, NULL, 0, NULL);
		return;
	}
}

int main(void)
{
	clex_init();
	Source *src = source_from_string("ctl_cfg.c", code, sizeof code - 1);
	TokenArray ta = { 0 };
	MacroTable *mt = cmacro_empty();
	Arena arena;
	arena_init(&arena);
	CParseErrors errs = { 0 };
	Node *unit = cparse_file(src, &ta, mt, &arena, &errs);
	CHECK(errs.n == 0);
	cparse_errors_free(&errs);
	CfgSet set;
	CHECK(cfg_build_unit(&set, unit, &ta) == 0);
	TA = &ta;

	CtlBuilder *b = ctl_builder_new();
	static Pred pa = { K_CALL, "a" }, pb = { K_CALL, "b" }, pc = { K_CALL, "c" };
	static Pred pthen = { K_THEN, NULL }, pin = { K_INSIDE, NULL }, pjump = { K_JUMP, NULL };
	static Pred pexit = { K_EXIT, NULL }, pafter = { K_AFTER, NULL };
	CtlF *A = ctl_pred(b, pred_fn, &pa, "a()"), *B = ctl_pred(b, pred_fn, &pb, "b()");
	CtlF *C = ctl_pred(b, pred_fn, &pc, "c()");
	CtlF *THEN = ctl_pred(b, pred_fn, &pthen, "then(L)");
	CtlF *IN = ctl_pred(b, pred_fn, &pin, "inside(L)");
	CtlF *JUMP = ctl_pred(b, pred_fn, &pjump, "jump");
	CtlF *AFTER = ctl_pred(b, pred_fn, &pafter, "[after]");
	CtlF *ERR = ctl_exists(b, 0, 0, ctl_and(b, THEN, ctl_au(b, CTL_FORWARD, IN,
	                       ctl_or(b, ctl_and(b, JUMP, IN), AFTER))));
	CtlDots d = { 0 };
	d.end = B;
	d.avoid = A;
	d.exit = ctl_pred(b, pred_fn, &pexit, "exit");
	d.error_exit = ERR;
	d.fake = AFTER;
	CtlF *plain = ctl_and(b, A, ctl_ax(b, CTL_FORWARD, ctl_dots(b, &d)));
	CtlF *wn[1] = { C };
	d.when_not = wn;
	d.n_when_not = 1;
	CtlF *when = ctl_and(b, A, ctl_ax(b, CTL_FORWARD, ctl_dots(b, &d)));

	size_t nfun = 0;
	for (size_t i = 0; i < set.n; i++) {
		const Cfg *cfg = &set.v[i];
		CHECK(!cfg->error && cfg->name);
		if (cfg->error || !cfg->name)
			continue;
		CFG = cfg;
		nfun++;
		CtlCheck *c = ctl_check_new(&cfg->g, NULL, NULL);
		CtlResult r1, r2;
		CHECK(ctl_check_run(c, plain, &r1) == CTL_OK);
		CHECK(ctl_check_run(c, when, &r2) == CTL_OK);
		const char *name = cfg->name->name;
		int got1 = r1.n > 0, got2 = r2.n > 0;
		if (got1 != listed(matched, name)) {
			fprintf(stderr, "%s: a(); ... b(); %s, spatch says %s\n", name,
			        got1 ? "matches" : "fails", got1 ? "no" : "yes");
			t_failures++;
		}
		if (got2 != listed(matched_when, name)) {
			fprintf(stderr, "%s: a(); ... when != c() b(); %s, spatch says %s\n", name,
			        got2 ? "matches" : "fails", got2 ? "no" : "yes");
			t_failures++;
		}
		/* the witnesses name the a() and b() nodes */
		for (uint32_t k = 0; k < r1.n; k++) {
			int has_a = 0, has_b = 0;
			for (uint32_t w = 0; w < r1.t[k].wits->n; w++) {
				const CtlWit *x = r1.t[k].wits->w[w];
				has_a |= x->kind == CTL_WIT_MATCH && x->trans == &pa;
				has_b |= x->kind == CTL_WIT_MATCH && x->trans == &pb;
			}
			CHECK(has_a && has_b);
		}
		ctl_check_free(c);
	}
	CHECK(nfun == 24);
	ctl_builder_free(b);
	cfg_free(&set);
	arena_free(&arena);
	token_array_free(&ta);
	cmacro_free(mt);
	source_free(src);
	if (t_failures) {
		fprintf(stderr, "ctl_cfg: %d check(s) failed\n", t_failures);
		return 1;
	}
	printf("ctl_cfg: %zu functions agree with spatch\n", nfun);
	return 0;
}
