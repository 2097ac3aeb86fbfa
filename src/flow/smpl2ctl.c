/* smpl2ctl.c - statement sequences with `...` over control flow; see smpl2ctl.h.
 *
 * The sequence  S1 ... S2 ... S3  becomes
 *
 *     P1 & AX(dots(end = P2 & AX(dots(end = P3))))
 *
 * where Pi is a predicate that runs the structural matcher on the
 * statement of a graph node, and dots (ctl_dots) is the path operator of
 * SmPL's `...`: along every path (or some path, for `exists` rules and
 * `when exists`) the nodes avoid the `when !=` code and the code on either
 * side of the dots until the next statement of the pattern is reached.
 * Metavariables are the checker's variables (numbered per call); their
 * values are Binding pointers compared with binding_equal.  Each
 * predicate match carries the matcher's environment as its witness, so
 * the environments of every node the formula went through, on every
 * path, come back with each result and are merged into one.
 */
#include "flow/smpl2ctl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "flow/ctl.h"
#include "match/iso.h"

/* The raw matches of one pattern (by predicate kind) at each node of
 * one graph, from a base environment: kept across the checks of one
 * function made with different seeds (see s2c_match). */
typedef struct RawCache RawCache;
struct RawCache {
	const Node *pat;
	int kind;
	EnvList *at;             /* per node */
	uint8_t *done;           /* per node: at[] computed */
	RawCache *next;
};

typedef struct S2c {
	MatchCtx *m;
	const Cfg *cfg;
	uint32_t top_depth;      /* depth of the statements of the function's body */
	const Env *seed;
	const Ident **names;     /* CtlVar -> metavariable name */
	uint32_t nnames, cap;
	const Env *base;         /* what raw matches are made from (seed extends it) */
	RawCache **cache;        /* raw matches of this graph */
	const Cfg *ends_cfg;     /* the graph head_at_end was made for */
	uint32_t *head_at_end;   /* per node: the compound head it ends, or CFG_NONE */
} S2c;

enum { PR_STMT = 1, PR_OCCURS, PR_EXIT, PR_ERROR_EXIT, PR_BODY_OPEN, PR_AFTER, PR_TRUE_BR,
       PR_FALSE_BR, PR_ANY_EXIT, PR_STMT_HEAD, PR_END_OF, PR_DOTS_CODE, PR_IF_HEAD,
       PR_THEN_NODE, PR_BLOCK_OPEN };

typedef struct Pred {
	S2c *s;
	const Node *pat;
	int kind;
	const Ident **local;    /* PR_OCCURS: metavariables only this `when` uses */
	uint32_t nlocal;
	int nobind;             /* report where it matches, with no bindings */
	int as_sub;             /* a nest's code: each match is an inner match */
	int from_seed;          /* matched from the seed, not from cached raw matches */
	const Node *orig;       /* pat as given (the key of its raw matches) */
} Pred;

static CtlVar var_of(S2c *s, const Ident *name)
{
	for (uint32_t i = 0; i < s->nnames; i++)
		if (s->names[i] == name)
			return i;
	if (s->nnames == s->cap) {
		uint32_t nc = s->cap ? s->cap * 2 : 16;
		const Ident **nv = arena_alloc(s->m->a, nc * sizeof *nv);
		if (s->nnames)
			memcpy(nv, s->names, s->nnames * sizeof *nv);
		s->names = nv;
		s->cap = nc;
	}
	s->names[s->nnames] = name;
	return s->nnames++;
}

/* An expression as an item of a statement sequence: expression code or
 * an expression (or identifier) metavariable standing alone. */
static int is_expr_item(const Node *p)
{
	if (!p)
		return 0;
	if (ast_is_expr(p->kind))
		return 1;
	if (p->kind == P_META && p->aux) {
		MetaCategory c = meta_category(((const Meta *)p->aux)->kind);
		return c == MC_EXPR || c == MC_IDENT;
	}
	return 0;
}

static int is_simple(const Node *p)
{
	if (!p)
		return 0;
	if (is_expr_item(p))
		return 1;   /* an expression item: found in the code of a node */
	switch (p->kind) {
	case S_EXPR: case S_RETURN: case S_BREAK: case S_CONTINUE: case S_GOTO:
	case S_DECL: case D_DECL: case S_MACRO: case S_EMPTY:
		return 1;
	case S_LABEL:   /* `l:` alone: the label's node */
		return p->n == 0 || !p->kid[0];
	case P_POS: case P_OPT:
		if (p->n && is_expr_item(p->kid[0]))
			return 1;
		return p->n && is_simple(p->kid[0]);
	case P_META:
		return p->aux && meta_category(((const Meta *)p->aux)->kind) == MC_STMT;
	case P_DISJ: case P_CONJ:
		for (uint32_t i = 0; i < p->n; i++) {
			const Node *k = p->kid[i];
			if (k && k->kind == P_SEQ && k->n == 1)
				k = k->kid[0];
			if (!is_simple(k))
				return 0;
		}
		return p->n > 0;
	}
	return 0;
}

/* Does pattern P hold a block with `...` or a nest among its items? */
static int has_block_dots(const Node *p, int depth)
{
	if (!p || depth > 200)
		return depth > 200;
	if (p->kind == S_BLOCK)
		for (uint32_t i = 0; i < p->n; i++)
			if (p->kid[i] && (p->kid[i]->kind == P_DOTS || p->kid[i]->kind == P_NEST))
				return 1;
	for (uint32_t i = 0; i < p->n; i++)
		if (has_block_dots(p->kid[i], depth + 1))
			return 1;
	return 0;
}

/* A compound statement (if, loop, iterator, switch) with no `...` in
 * its blocks: matched whole at its head node.  Only as the last item
 * of a sequence, where nothing has to follow the statement's end. */
static int is_whole_compound(const Node *p)
{
	if (!p)
		return 0;
	switch (p->kind) {
	case S_IF: case S_WHILE: case S_FOR: case S_ITERATOR: case S_SWITCH: case S_DO:
		return !has_block_dots(p, 0);
	case P_DISJ:
		for (uint32_t i = 0; i < p->n; i++) {
			const Node *k = p->kid[i];
			if (k && k->kind == P_SEQ && k->n == 1)
				k = k->kid[0];
			if (!is_simple(k) && !is_whole_compound(k))
				return 0;
		}
		return p->n > 0;
	default:
		return 0;
	}
}

/* A statement metavariable standing alone as an item. */
static int is_stmt_meta(const Node *p)
{
	return p && p->kind == P_META && p->aux &&
	       meta_category(((const Meta *)p->aux)->kind) == MC_STMT;
}

/* Is P a compound statement (if, loop, iterator, switch), with `...` in
 * its blocks or not, or a disjunction of such statements?  Matched
 * whole at its head node; the sequence goes on after its end. */
static int is_compound(const Node *p)
{
	while (p && p->kind == P_POS && p->n)
		p = p->kid[0];
	if (!p)
		return 0;
	switch (p->kind) {
	case S_IF: case S_WHILE: case S_FOR: case S_ITERATOR: case S_SWITCH:
		return 1;
	case P_DISJ:
		for (uint32_t i = 0; i < p->n; i++) {
			const Node *k = p->kid[i];
			if (k && k->kind == P_SEQ && k->n == 1)
				k = k->kid[0];
			if (!is_compound(k))
				return 0;
		}
		return p->n > 0;
	default:
		return 0;
	}
}

/* Compound item P with the `when` clauses of a body made of `...` alone
 * dropped: between other items spatch takes such a body as any body
 * (`iter(c, ...) { ... when != break; } ... c` matches a loop that
 * breaks).  P itself when there is nothing to drop. */
static const Node *any_body(Arena *a, const Node *p, int depth)
{
	if (!p || depth > 50)
		return p;
	Node **kids = NULL;
	for (uint32_t i = 0; i < p->n; i++) {
		const Node *k = p->kid[i], *nk = k;
		if (!k)
			continue;
		if (p->kind == P_DISJ || p->kind == P_POS || p->kind == P_SEQ)
			nk = any_body(a, k, depth + 1);
		else if (k->kind == S_BLOCK && k->n == 1 && k->kid[0] && k->kid[0]->kind == P_DOTS &&
			 k->kid[0]->n) {
			Node *d = arena_alloc(a, sizeof *d);
			*d = *k->kid[0];
			d->n = 0;
			d->kid = NULL;
			Node *blk = arena_alloc(a, sizeof *blk);
			*blk = *k;
			blk->kid = arena_alloc(a, sizeof *blk->kid);
			blk->kid[0] = d;
			nk = blk;
		}
		if (nk == k)
			continue;
		if (!kids) {
			kids = arena_alloc(a, p->n * sizeof *kids);
			memcpy(kids, p->kid, p->n * sizeof *kids);
		}
		kids[i] = (Node *)nk;
	}
	if (!kids)
		return p;
	Node *c = arena_alloc(a, sizeof *c);
	*c = *p;
	c->kid = kids;
	return c;
}

/* Does pattern P hold a disjunction? */
static int has_disj(const Node *p, int depth)
{
	if (!p || depth > 500)
		return 0;
	if (p->kind == P_DISJ)
		return 1;
	for (uint32_t i = 0; i < p->n; i++)
		if (has_disj(p->kid[i], depth + 1))
			return 1;
	return 0;
}

/* The one statement or expression of a nest <... P ...> that the
 * control-flow translation takes (NULL: not such a nest). */
static const Node *nest_item(const Node *p)
{
	if (!p || p->kind != P_NEST || (p->flags & NF_NEST_PLUS) || !p->n || !p->kid[0])
		return NULL;
	const Node *b = p->kid[0];
	if (b->kind == P_SEQ)
		b = b->n == 1 ? b->kid[0] : NULL;
	if (!b || (!is_expr_item(b) && !is_simple(b)))
		return NULL;
	return b;
}

/* `...` or a nest: a path of any length. */
static int is_dotsish(const Node *p)
{
	return p && (p->kind == P_DOTS || nest_item(p));
}

/* A statement disjunction some branch of which is a sequence of more
 * than one item (or holds a `...`): translated branch by branch, each
 * followed by the rest of the pattern. */
static int is_seq_disj(const Node *p)
{
	if (!p || p->kind != P_DISJ || is_simple(p) || is_compound(p))
		return 0;
	for (uint32_t i = 0; i < p->n; i++)
		if (!p->kid[i] || p->kid[i]->kind != P_SEQ)
			return 0;
	return p->n > 0;
}

/* Can the items PV[0..PN) of a sequence disjunction's branch, between
 * neighbours that are dots (DOTS_BEFORE, DOTS_AFTER) or not, be
 * translated?  Counts its dots and statements into *DOTS and *STMTS. */
static int seq_items_ok(Node *const *pv, uint32_t pn, int dots_before, int dots_after,
			int *dots, int *stmts, int depth)
{
	if (depth > 20)
		return 0;
	for (uint32_t i = 0; i < pn; i++) {
		const Node *it = pv[i];
		int prev_dots = i ? is_dotsish(pv[i - 1]) : dots_before;
		int next_dots = i + 1 < pn ? is_dotsish(pv[i + 1]) : dots_after;
		if (is_dotsish(it)) {
			if (prev_dots || next_dots)
				return 0;
			(*dots)++;
		} else if (is_simple(it)) {
			(*stmts)++;
		} else if (is_seq_disj(it)) {
			int sd = 0, ss = 0;
			for (uint32_t b = 0; b < it->n; b++)
				if (!seq_items_ok(it->kid[b]->kid, it->kid[b]->n, prev_dots, next_dots,
						  &sd, &ss, depth + 1))
					return 0;
			*dots += sd;
			*stmts += ss ? ss : 1;
		} else {
			return 0;
		}
	}
	return 1;
}

int s2c_applies(Node *const *pv, uint32_t pn)
{
	int has_seq_disj = 0;
	for (uint32_t i = 0; i < pn; i++)
		has_seq_disj |= is_seq_disj(pv[i]);
	if (has_seq_disj) {
		int dots = 0, stmts = 0;
		return seq_items_ok(pv, pn, 0, 0, &dots, &stmts, 0) && dots > 0 && stmts > 1;
	}
	int dots = 0, stmts = 0;
	for (uint32_t i = 0; i < pn; i++) {
		if (is_dotsish(pv[i])) {
			dots++;
			if (i + 1 < pn && is_dotsish(pv[i + 1]))
				return 0;
		} else if (pv[i]->kind == P_OPT) {
			/* `... ?S ...` or `... ?S` at the end; other optional
			 * statements: the sequence matcher */
			if (i < 2 || pv[i - 1]->kind != P_DOTS || !pv[i]->n ||
			    !is_simple(pv[i]->kid[0]) ||
			    (i + 1 < pn && (pv[i + 1]->kind != P_DOTS || i + 2 == pn)))
				return 0;
			stmts++;
		} else if (is_simple(pv[i])) {
			stmts++;
		} else if ((i + 1 == pn && is_whole_compound(pv[i])) || is_compound(pv[i])) {
			stmts++;
		} else {
			return 0;
		}
	}
	return dots > 0 && stmts > 1;
}

/* Branches of a statement-level disjunction are P_SEQs of one item:
 * rebuild it with the items themselves, so the matcher sees statements. */
static const Node *unwrap_seq(Arena *a, const Node *p)
{
	if ((p->kind != P_DISJ && p->kind != P_CONJ) || !p->n)
		return p;
	Node **kids = arena_alloc(a, p->n * sizeof *kids);
	for (uint32_t i = 0; i < p->n; i++) {
		const Node *k = p->kid[i];
		kids[i] = (Node *)(k && k->kind == P_SEQ && k->n == 1 ? k->kid[0] : k);
	}
	Node *n = arena_alloc(a, sizeof *n);
	*n = *p;
	n->kid = kids;
	return n;
}

/* Is C (code of graph node CN, see node_code) the condition of an if,
 * a loop or a switch, as the matcher counts conditions? */
static int is_condition_of(const CfgNode *cn, const Node *c)
{
	const Node *a = cn->ast;
	if (!a || !c)
		return 0;
	switch (cn->kind) {
	case CFG_IF: case CFG_WHILE: case CFG_SWITCH:
		return a->n && a->kid[0] == c;
	case CFG_DO_TAIL: case CFG_FOR:
		return a->n > 1 && a->kid[1] == c;
	default:
		return 0;
	}
}

/* The code of graph node CN that `when` and nests look into: a whole
 * simple statement, or only the head of a compound one. */
static int node_code(const CfgNode *cn, const Node **out)
{
	const Node *a = cn->ast;
	if (!a || (cn->flags & CFG_F_FAKE))
		return 0;
	switch (cn->kind) {
	case CFG_STMT: case CFG_DECL: case CFG_MACRO: case CFG_RETURN: case CFG_GOTO:
	case CFG_BREAK: case CFG_CONTINUE: case CFG_CASE:
		out[0] = a;
		return 1;
	case CFG_IF: case CFG_WHILE: case CFG_SWITCH:
		out[0] = a->n ? a->kid[0] : NULL;
		return out[0] != NULL;
	case CFG_DO_TAIL:
		out[0] = a->n > 1 ? a->kid[1] : NULL;
		return out[0] != NULL;
	case CFG_FOR: {
		int n = 0;
		for (uint32_t i = 0; i < 3 && i < a->n; i++)
			if (a->kid[i])
				out[n++] = a->kid[i];
		return n;
	}
	case CFG_ITER:
		out[0] = a->n ? a->kid[0] : NULL;
		return out[0] != NULL;
	default:
		return 0;
	}
}

/* Does every path through statement S leave by `return` or `goto`? */
static int always_jumps(const Node *s, int depth)
{
	if (!s || depth > 200)
		return 0;
	switch (s->kind) {
	case S_RETURN: case S_GOTO:
		return 1;
	case S_BLOCK:
		for (uint32_t i = 0; i < s->n; i++) {
			const Node *k = s->kid[i];
			if (!k)
				continue;
			if (k->kind == S_BREAK || k->kind == S_CONTINUE)
				return 0;
			if (always_jumps(k, depth + 1))
				return 1;
		}
		return 0;
	case S_IF:
		return s->n > 2 && always_jumps(s->kid[1], depth + 1) &&
		       always_jumps(s->kid[2], depth + 1);
	default:
		return 0;
	}
}

/* The test of the compound statement a branch node stands for. */
static const Node *branch_test(const Node *a)
{
	if (!a)
		return NULL;
	switch (a->kind) {
	case S_IF: case S_WHILE:
		return a->n ? a->kid[0] : NULL;
	case S_FOR: case S_DO:
		return a->n > 1 ? a->kid[1] : NULL;
	default:
		return NULL;
	}
}

/* `when != true E`: does E match test C?  `A || ...` (and `A && ...`)
 * match when A matches one operand of C's chain of || (&&). */
static void match_test(MatchCtx *m, const Node *pat, const Node *c, const Env *e, EnvList *out,
		       int depth)
{
	if (!c || depth > 200)
		return;
	while (c->kind == E_PAREN && c->n && c->kid[0])
		c = c->kid[0];
	if (pat->kind == E_BINARY && pat->n == 2 && pat->kid[1] && pat->kid[1]->kind == P_DOTS) {
		if (c->kind == E_BINARY && c->op == pat->op && c->n == 2) {
			match_test(m, pat, c->kid[0], e, out, depth + 1);
			match_test(m, pat, c->kid[1], e, out, depth + 1);
			return;
		}
		match_node(m, pat->kid[0], c, e, out);
		return;
	}
	match_node(m, pat, c, e, out);
}

static void report(Pred *p, const Env *e, CtlMatchSink *sink, int with_trans)
{
	S2c *s = p->s;
	CtlVar vars[64];
	CtlVal vals[64];
	size_t n = 0;
	if (p->nobind) {
		ctl_match_add(sink, NULL, NULL, 0, NULL);
		return;
	}
	for (const Binding *b = e->b; b && n < 64; b = b->next) {
		if (env_lookup(s->seed, b->name))
			continue;   /* the seed's (raw matches agree with it) */
		int local = 0;
		for (uint32_t i = 0; i < p->nlocal && !local; i++)
			local = p->local[i] == b->name;
		if (local)
			continue;   /* exists inside the `when`: not a constraint outside */
		vars[n] = var_of(s, b->name);
		vals[n] = (CtlVal)(uintptr_t)b;
		n++;
	}
	const Env *trans = with_trans ? e : NULL;
	if (trans && p->as_sub) {
		/* an occurrence of a nest's code: transformed as an inner
		 * match of the whole match, with its own bindings */
		Env *w = arena_alloc(s->m->a, sizeof *w);
		memset(w, 0, sizeof *w);
		trans = env_add_sub(s->m->a, w, e);
	}
	ctl_match_add(sink, vars, vals, n, trans);
}

/* Is disjunction P made of both expressions and statements? */
static int mixed_disj(const Node *p)
{
	int e = 0, st = 0;
	for (uint32_t i = 0; i < p->n; i++) {
		const Node *k = p->kid[i];
		if (k && k->kind == P_SEQ && k->n == 1)
			k = k->kid[0];
		while (k && k->kind == P_POS && k->n)
			k = k->kid[0];
		if (is_expr_item(k))
			e = 1;
		else
			st = 1;
	}
	return e && st;
}

/* Is node CN of CFG the head of a compound statement (an if, a loop, a
 * switch, a block that is not the function's body)? */
static int is_compound_head(const Cfg *cfg, const CfgNode *cn)
{
	if (!cn->ast || (cn->flags & (CFG_F_FAKE | CFG_F_COPY)))
		return 0;
	switch (cn->kind) {
	case CFG_IF: case CFG_WHILE: case CFG_FOR: case CFG_ITER: case CFG_SWITCH: case CFG_DO:
		return 1;
	case CFG_BRACE_OPEN:
		return cn->ast->kind == S_BLOCK &&
		       !(cfg->func && cfg->func->n > 3 && cn->ast == cfg->func->kid[3]);
	default:
		return 0;
	}
}

/* The hidden variable that ties a compound statement's head to its end. */
static const Ident *head_var(void)
{
	static const Ident *v;
	if (!v)
		v = intern("%head", 5);
	return v;
}

/* The value of head_var for head node H: the head's place. */
static const Binding *head_value(S2c *s, uint32_t h)
{
	const CfgNode *cn = &s->cfg->node[h];
	Binding *v = arena_alloc(s->m->a, sizeof *v);
	memset(v, 0, sizeof *v);
	v->kind = BV_POS;
	v->ta = s->m->cta;
	v->first = cn->first;
	v->last = cn->last;
	return v;
}

/* A name alone as an item is an expression: drop the results R[BEFORE..)
 * where pattern token PT stands for a field name (after `.` or `->`). */
static void drop_field_names(MatchCtx *m, uint32_t pt, EnvList *r, size_t before)
{
	size_t w = before;
	for (size_t i = before; i < r->n; i++) {
		int field = 0;
		for (const TokMap *t = r->v[i]->map; t; t = t->next)
			if (!t->anchor_only && t->p_first <= pt && pt <= t->p_last &&
			    t->c_first <= t->c_last && t->c_first > 0 && t->c_first < m->cta->n) {
				int k = m->cta->v[t->c_first - 1].kind;
				field = k == TK_DOT || k == TK_ARROW;
				break;
			}
		if (!field)
			r->v[w++] = r->v[i];
	}
	r->n = w;
}

/* Match P against code C (within the compound statement headed at
 * NODE, PAT the whole statement pattern) from E; each result also binds
 * the positions written on PAT's keyword (`if@p`) and head_var to the
 * head.  Results are appended to R. */
static void head_results(S2c *s, const Node *pat, const Node *p, const Node *c, uint32_t node,
			 const Env *e, EnvList *r)
{
	const CfgNode *cn = &s->cfg->node[node];
	EnvList tmp = {0};
	match_node(s->m, p, c, e, &tmp);
	Binding hv = *head_value(s, node);
	for (size_t i = 0; i < tmp.n; i++) {
		const Env *ne = tmp.v[i];
		for (uint32_t t = pat->first + 1; ne && t + 1 < s->m->pta->n &&
		     s->m->pta->v[t].kind == TK_AT; t += 2)
			ne = match_bind_pos(s->m, t + 1, cn->ast->first, ne);
		if (ne)
			ne = env_bind(s->m->a, ne, head_var(), &hv);
		if (ne)
			envlist_push(s->m->a, r, ne);
	}
}

/* Every way the item pattern PAT matches graph node NODE (from the seed
 * environment): an expression inside the node's code, a label alone, or
 * the node's whole statement. */
static void stmt_matches(S2c *s, const Node *pat, uint32_t node, EnvList *r)
{
	const CfgNode *cn = &s->cfg->node[node];
	const Node *code[3];
	int nc = node_code(cn, code);
	if (pat && pat->kind == P_DISJ && mixed_disj(pat)) {
		/* statements and bare expressions: each branch as it stands,
		 * a later one only where no earlier one matches */
		for (uint32_t i = 0; i < pat->n; i++) {
			size_t before = r->n;
			stmt_matches(s, pat->kid[i], node, r);
			if (r->n > before)
				break;
		}
		return;
	}
	const Node *pk = pat;
	while (pk && (pk->kind == P_POS || pk->kind == P_DISJ) && pk->n)
		pk = pk->kid[0];
	if (is_expr_item(pk)) {
		/* an expression item matches inside the node's code */
		size_t before = r->n;
		for (int k = 0; k < nc; k++) {
			/* a condition is a test, where isomorphisms on truth
			 * values apply (`x != NULL` matches `while (x)`) */
			const Node *saved = s->m->test;
			if (is_condition_of(cn, code[k]))
				s->m->test = code[k];
			match_anywhere(s->m, pat, code[k], s->seed, r);
			s->m->test = saved;
		}
		if ((pk->kind == P_META || pk->kind == E_IDENT) && !s->m->ident_rule)
			drop_field_names(s->m, pk->first, r, before);
		return;
	}
	if (cn->kind == CFG_LABEL && cn->ast && pk && pk->kind == S_LABEL) {
		/* a label matches alone, not with the statement it labels */
		Node *lab = arena_alloc(s->m->a, sizeof *lab);
		*lab = *cn->ast;
		lab->n = 0;
		lab->last = cn->last;
		match_node(s->m, pat, lab, s->seed, r);
		return;
	}
	if (pk && pk->kind == S_RETURN && pk == pat &&
	    (!pk->n || !pk->kid[0] ||
	     (pk->kid[0]->kind == P_DOTS && iso_enabled(s->m, "ret"))) &&
	    cn->kind == CFG_BRACE_CLOSE && !(cn->flags & CFG_F_COPY) && s->cfg->func &&
	    s->cfg->func->n > 3 && cn->ast == s->cfg->func->kid[3] && cn->first > 0) {
		/* `return;` also stands for falling off the end of the
		 * function (spatch's implicit return): nothing to remove; code
		 * added before it goes before the body's `}`, code added after
		 * it after the last code before that brace */
		const Env *e = env_map_anchor(s->m->a, s->seed, pat->first, cn->first);
		if (pat->last != pat->first)
			e = env_map_anchor(s->m->a, e, pat->last, cn->first - 1);
		envlist_push(s->m->a, r, e);
		return;
	}
	const Node *pw = pat;
	while (pw && pw->kind == P_POS && pw->n)
		pw = pw->kid[0];
	if (cn->ast && !(cn->flags & CFG_F_FAKE) && (is_whole_compound(pw) || is_compound(pw)) &&
	    (cn->kind == CFG_IF || cn->kind == CFG_WHILE || cn->kind == CFG_FOR ||
	     cn->kind == CFG_ITER || cn->kind == CFG_SWITCH || cn->kind == CFG_DO)) {
		/* a compound statement: whole, at its head */
		match_node(s->m, pat, cn->ast, s->seed, r);
		return;
	}
	if (nc != 1 || code[0] != cn->ast)
		return;
	match_node(s->m, pat, cn->ast, s->seed, r);
}

/* Every way pattern PAT of a predicate of KIND matches at NODE, from
 * environment E (no report filtering). */
static void raw_compute(S2c *s, const Node *pat, int kind, uint32_t node, const Env *e,
			EnvList *r)
{
	const CfgNode *cn = &s->cfg->node[node];
	const Env *saved = s->seed;
	s->seed = e;
	switch (kind) {
	case PR_STMT:
		stmt_matches(s, pat, node, r);
		break;
	case PR_IF_HEAD:
		/* `if (C)` with no else: C against the test, and head_var
		 * names the if */
		if (cn->kind == CFG_IF && cn->ast && cn->ast->kind == S_IF && cn->ast->n >= 2 &&
		    (cn->ast->n < 3 || !cn->ast->kid[2]) && cn->ast->kid[0] && pat->n &&
		    pat->kid[0]) {
			head_results(s, pat, pat->kid[0], cn->ast->kid[0], node, e, r);
		}
		break;
	case PR_STMT_HEAD:
		/* a statement metavariable: a whole compound statement at
		 * its head, tied to the head by head_var */
		if (is_compound_head(s->cfg, cn)) {
			head_results(s, pat, pat, cn->ast, node, e, r);
		}
		break;
	case PR_TRUE_BR: case PR_FALSE_BR: {
		/* the start of the true (false) branch of a test matching E */
		int want = kind == PR_TRUE_BR
				   ? cn->kind == CFG_THEN || cn->kind == CFG_LOOP_TRUE
				   : cn->kind == CFG_ELSE_BRANCH || cn->kind == CFG_FALLTHROUGH ||
					     cn->kind == CFG_LOOP_FALL;
		const Node *test = want ? branch_test(cn->ast) : NULL;
		if (test)
			match_test(s->m, pat, test, e, r, 0);
		break;
	}
	case PR_OCCURS: {
		const Node *code[3];
		int nc = node_code(cn, code);
		for (int k = 0; k < nc; k++)
			match_anywhere(s->m, pat, code[k], e, r);
		break;
	}
	default:
		break;
	}
	s->seed = saved;
}

/* The raw matches of predicate P at NODE, made once per graph from the
 * base environment and kept in the cache. */
static const EnvList *raw_matches(S2c *s, const Pred *p, uint32_t node)
{
	RawCache *c = *s->cache;
	while (c && (c->pat != p->orig || c->kind != p->kind))
		c = c->next;
	if (!c) {
		uint32_t n = s->cfg->g.n ? s->cfg->g.n : 1;
		c = arena_alloc(s->m->a, sizeof *c);
		c->pat = p->orig;
		c->kind = p->kind;
		c->at = arena_alloc(s->m->a, n * sizeof *c->at);
		memset(c->at, 0, n * sizeof *c->at);
		c->done = arena_alloc(s->m->a, n);
		memset(c->done, 0, n);
		c->next = *s->cache;
		*s->cache = c;
	}
	if (!c->done[node]) {
		raw_compute(s, p->pat, p->kind, node, s->base, &c->at[node]);
		c->done[node] = 1;
	}
	return &c->at[node];
}

/* Does match environment R (made from BASE) agree with SEED's bindings
 * beyond BASE? */
static int agrees(const Env *r, const Env *seed, const Env *base)
{
	if (seed == base)
		return 1;
	for (const Binding *b = seed->b; b; b = b->next) {
		if (env_lookup(base, b->name) == b)
			continue;
		const Binding *o = env_lookup(r, b->name);
		if (o && o != b && !binding_equal(o, b))
			return 0;
	}
	return 1;
}

static void pred_fn(void *ctx, uint32_t node, const CtlEnv *env0, CtlMatchSink *sink)
{
	(void)env0;
	Pred *p = ctx;
	S2c *s = p->s;
	const Cfg *cfg = s->cfg;
	if (node >= cfg->g.n)
		return;
	const CfgNode *cn = &cfg->node[node];
	switch (p->kind) {
	case PR_ANY_EXIT:
		/* the end of the function, by a normal or an error return */
		if (node == cfg->exit || node == cfg->error_exit)
			ctl_match_add(sink, NULL, NULL, 0, NULL);
		return;
	case PR_EXIT:
		if (node == cfg->exit)
			ctl_match_add(sink, NULL, NULL, 0, NULL);
		return;
	case PR_ERROR_EXIT:
		/* the error exit; and, as spatch, the entry of the true branch
		 * of an `if` whose every path leaves by return or goto (an
		 * error path) */
		if (node == cfg->error_exit ||
		    (cn->kind == CFG_THEN && cn->ast && cn->ast->kind == S_IF && cn->ast->n > 1 &&
		     always_jumps(cn->ast->kid[1], 0)))
			ctl_match_add(sink, NULL, NULL, 0, NULL);
		return;
	case PR_AFTER:
		/* [after] bypasses stand for no execution: no path of `...`
		 * goes through them (under forall they end a path as exempt) */
		if (cn->kind == CFG_AFTER)
			ctl_match_add(sink, NULL, NULL, 0, NULL);
		return;
	case PR_BODY_OPEN:
		/* the `{` of the function's body */
		if (cn->kind == CFG_BRACE_OPEN && cfg->func && cfg->func->n > 3 &&
		    cn->ast == cfg->func->kid[3])
			ctl_match_add(sink, NULL, NULL, 0, NULL);
		return;
	case PR_THEN_NODE:
		if (cn->kind == CFG_THEN)
			ctl_match_add(sink, NULL, NULL, 0, NULL);
		return;
	case PR_BLOCK_OPEN:
		if (cn->kind == CFG_BRACE_OPEN && is_compound_head(cfg, cn))
			ctl_match_add(sink, NULL, NULL, 0, NULL);
		return;
	case PR_STMT: case PR_TRUE_BR: case PR_FALSE_BR: case PR_OCCURS: case PR_STMT_HEAD:
	case PR_IF_HEAD: {
		if (p->from_seed && s->seed != s->base) {
			/* matched from the seed itself: in a disjunction a later
			 * branch is tried only where no earlier one matches with
			 * the seed's values, and in a compound statement what its
			 * code binds first decides which isomorphism applies */
			EnvList r = {0};
			raw_compute(s, p->pat, p->kind, node, s->seed, &r);
			for (size_t i = 0; i < r.n; i++)
				report(p, r.v[i], sink, 1);
			return;
		}
		const EnvList *r = raw_matches(s, p, node);
		for (size_t i = 0; i < r->n; i++)
			if (agrees(r->v[i], s->seed, s->base))
				report(p, r->v[i], sink, p->kind == PR_STMT || p->kind == PR_STMT_HEAD);
		return;
	}
	case PR_DOTS_CODE:
		/* a removed `...`: the code of each node it crosses goes */
		if (cn->first <= cn->last && cn->last < s->m->cta->n &&
		    !(cn->flags & (CFG_F_FAKE | CFG_F_COPY)) && p->pat) {
			const Env *e = env_map(s->m->a, env_empty(), p->pat->first, p->pat->first,
					       cn->first, cn->last);
			ctl_match_add(sink, NULL, NULL, 0, e);
		} else {
			ctl_match_add(sink, NULL, NULL, 0, NULL);
		}
		return;
	case PR_END_OF: {
		/* the end of the compound statement whose head head_var names */
		if (s->ends_cfg != cfg) {
			s->head_at_end = arena_alloc(s->m->a, (cfg->g.n ? cfg->g.n : 1) *
							      sizeof *s->head_at_end);
			for (uint32_t i = 0; i < cfg->g.n; i++)
				s->head_at_end[i] = CFG_NONE;
			for (uint32_t i = 0; i < cfg->g.n; i++)
				if (cfg->node[i].end < cfg->g.n && is_compound_head(cfg, &cfg->node[i]))
					s->head_at_end[cfg->node[i].end] = i;
			s->ends_cfg = cfg;
		}
		uint32_t h = s->head_at_end[node];
		if (h == CFG_NONE)
			return;
		CtlVar var = var_of(s, head_var());
		CtlVal val = (CtlVal)(uintptr_t)head_value(s, h);
		ctl_match_add(sink, &var, &val, 1, NULL);
		return;
	}
	default:
		return;
	}
}

static Pred *last_pred;

static CtlF *pred(CtlBuilder *b, S2c *s, const Node *pat, int kind)
{
	Pred *p = arena_alloc(s->m->a, sizeof *p);
	last_pred = p;
	p->s = s;
	p->pat = pat ? unwrap_seq(s->m->a, pat) : NULL;
	p->orig = pat;
	p->kind = kind;
	int item = kind == PR_STMT || kind == PR_STMT_HEAD;
	p->from_seed = item && pat && (is_compound(pat) || has_disj(pat, 0));
	if (item && pat && is_compound(pat))
		p->pat = any_body(s->m->a, p->pat, 0);
	return ctl_pred(b, pred_fn, p, NULL);
}

typedef struct Tr {
	CtlBuilder *b;
	S2c *s;
	Node *const *pv;
	uint32_t pn;
	const S2cOpts *opts;
	CtlF **preds;       /* per item: its predicate, shared */
	CtlF *exit, *error_exit;
	CtlF *any_exit;     /* exit or error exit: where an exists path may end */
	CtlF *scope_end;    /* no `...` crosses it (the end of an enclosing if), or NULL */
} Tr;

/* Give predicate P the metavariables LOC[0..N) as its locals. */
static void set_locals(Tr *t, Pred *p, const Ident **loc, uint32_t n)
{
	if (!n)
		return;
	p->local = arena_alloc(t->s->m->a, n * sizeof *p->local);
	memcpy(p->local, loc, n * sizeof *loc);
	p->nlocal = n;
}

/* The metavariables that `when` clause W uses and no item of the
 * pattern outside W does: they are quantified inside the clause. */
static void when_locals(Tr *t, const Node *w, Pred *p)
{
	const TokenArray *pta = t->s->m->pta;
	const Ident *loc[64];
	uint32_t n = 0;
	for (uint32_t i = w->first; i <= w->last && i < pta->n && n < 64; i++) {
		const Meta *m = match_token_meta(pta, i);
		if (!m || env_lookup(t->s->seed, m->name))
			continue;
		int outside = 0;
		for (uint32_t k = 0; k < t->pn && !outside; k++) {
			const Node *it = t->pv[k];
			for (uint32_t j = it->first; j <= it->last && j < pta->n && !outside; j++) {
				if (j >= w->first && j <= w->last)
					continue;
				/* other when clauses of the same dots do not count */
				const Meta *o = match_token_meta(pta, j);
				if (o && o->name == m->name) {
					int in_when = 0;
					for (uint32_t q = 0; q < it->n && it->kind == P_DOTS; q++) {
						const Node *ww = it->kid[q];
						if (ww && ww->kind == P_WHEN && j >= ww->first && j <= ww->last)
							in_when = 1;
					}
					outside = !in_when;
				}
			}
		}
		if (t->opts->plus_uses && !outside) {
			const Ident *pu[64];
			for (uint32_t k = 0; k < t->pn && !outside; k++) {
				uint32_t np = t->opts->plus_uses(t->opts->ctx, t->pv[k]->first, t->pv[k]->last,
								 pu, 64);
				for (uint32_t x = 0; x < np && !outside; x++)
					outside = pu[x] == m->name;
			}
		}
		if (!outside)
			loc[n++] = m->name;
	}
	set_locals(t, p, loc, n);
}

/* The metavariables of NI, the code of the nest that is item K, that
 * no other item uses (in its pattern or its added code): each
 * occurrence of the nest's code binds them anew. */
static void nest_locals(Tr *t, uint32_t k, const Node *ni, Pred *p)
{
	const TokenArray *pta = t->s->m->pta;
	const Ident *loc[64];
	uint32_t n = 0;
	for (uint32_t i = ni->first; i <= ni->last && i < pta->n && n < 64; i++) {
		const Meta *m = match_token_meta(pta, i);
		if (!m || env_lookup(t->s->seed, m->name))
			continue;
		int outside = 0;
		for (uint32_t x = 0; x < n && !outside; x++)
			outside = loc[x] == m->name;   /* already listed */
		for (uint32_t j = 0; j < t->pn && !outside; j++) {
			if (j == k)
				continue;
			const Node *it = t->pv[j];
			for (uint32_t q = it->first; q <= it->last && q < pta->n && !outside; q++) {
				const Meta *o = match_token_meta(pta, q);
				outside = o && o->name == m->name;
			}
			if (t->opts->plus_uses && !outside) {
				const Ident *pu[64];
				uint32_t np = t->opts->plus_uses(t->opts->ctx, it->first, it->last, pu, 64);
				for (uint32_t x = 0; x < np && !outside; x++)
					outside = pu[x] == m->name;
			}
		}
		if (!outside)
			loc[n++] = m->name;
	}
	set_locals(t, p, loc, n);
}

/* A disjunction of statements and bare expressions: each branch where
 * no earlier branch matches under the same bindings,
 *   B1 | (B2 & !B1) | (B3 & !B1 & !B2) ...
 * so that an earlier branch that matches a node only with bindings
 * the path rules out does not hide a later one. */
static uint32_t item_vars(Tr *t, uint32_t k, const Ident **names, uint32_t maxn);

/* Branch BR of the disjunction that is item K: exists v. F for each
 * metavariable of BR that no other item uses and the seed does not
 * bind (bindings nothing outside the branch can constrain). */
static CtlF *branch_exists(Tr *t, uint32_t k, const Node *br, CtlF *f)
{
	const TokenArray *pta = t->s->m->pta;
	const Ident *done[64];
	uint32_t nd = 0;
	for (uint32_t i = br->first; i <= br->last && i < pta->n && nd < 64; i++) {
		const Meta *m = match_token_meta(pta, i);
		if (!m || env_lookup(t->s->seed, m->name))
			continue;
		int outside = 0;
		for (uint32_t x = 0; x < nd && !outside; x++)
			outside = done[x] == m->name;
		for (uint32_t j = 0; j < t->pn && !outside; j++) {
			if (j == k)
				continue;
			const Ident *o[64];
			uint32_t no = item_vars(t, j, o, 64);
			for (uint32_t x = 0; x < no && !outside; x++)
				outside = o[x] == m->name;
		}
		if (outside)
			continue;
		done[nd++] = m->name;
		f = ctl_exists(t->b, var_of(t->s, m->name), 0, f);
	}
	return f;
}

static CtlF *mixed_disj_pred(Tr *t, uint32_t item, const Node *d)
{
	CtlF *acc = NULL, *none_before = NULL;
	for (uint32_t i = 0; i < d->n; i++) {
		const Node *k = d->kid[i];
		if (!k)
			continue;
		if (k->kind == P_SEQ && k->n == 1)
			k = k->kid[0];
		CtlF *bi = pred(t->b, t->s, k, PR_STMT);
		CtlF *f = none_before ? ctl_and(t->b, bi, none_before) : bi;
		acc = acc ? ctl_or(t->b, acc, f) : f;
		CtlF *nb = ctl_not(t->b, branch_exists(t, item, k, bi));
		none_before = none_before ? ctl_and(t->b, none_before, nb) : nb;
	}
	return acc ? acc : ctl_false(t->b);
}

static CtlF *item_pred(Tr *t, uint32_t k)
{
	const Node *it = t->pv[k];
	if (it->kind == P_OPT && it->n && it->kid[0])
		it = it->kid[0];   /* `?S`: S where it stands */
	if (!t->preds[k])
		t->preds[k] = it->kind == P_DISJ && mixed_disj(it) ? mixed_disj_pred(t, k, it)
								   : pred(t->b, t->s, it, PR_STMT);
	return t->preds[k];
}

/* The metavariables of item K (its pattern and the added code anchored
 * in it), as names; at most MAXN. */
static uint32_t item_vars(Tr *t, uint32_t k, const Ident **names, uint32_t maxn)
{
	const Node *it = t->pv[k];
	const TokenArray *pta = t->s->m->pta;
	uint32_t n = 0;
	for (uint32_t i = it->first; i <= it->last && i < pta->n && n < maxn; i++) {
		const Meta *m = match_token_meta(pta, i);
		if (m && !(pta->v[i].flags & TF_HIDDEN))
			names[n++] = m->name;
	}
	if (t->opts->plus_uses && n < maxn)
		n += t->opts->plus_uses(t->opts->ctx, it->first, it->last, names + n, maxn - n);
	return n;
}

/* exists v. F for each variable first used at item K (not before, not
 * bound by the seed); item 0's variables stay free. */
static CtlF *quantify(Tr *t, uint32_t k, CtlF *f)
{
	if (k == 0)
		return f;
	const Ident *mine[64], *before[64];
	uint32_t nm = item_vars(t, k, mine, 64);
	for (uint32_t i = 0; i < nm; i++) {
		const Ident *v = mine[i];
		if (env_lookup(t->s->seed, v))
			continue;
		int seen = 0;
		for (uint32_t j = 0; j < k && !seen; j++) {
			uint32_t nb = item_vars(t, j, before, 64);
			for (uint32_t x = 0; x < nb && !seen; x++)
				seen = before[x] == v;
		}
		for (uint32_t x = 0; x < i && !seen; x++)
			seen = mine[x] == v;
		if (!seen)
			f = ctl_exists(t->b, var_of(t->s, v), 1, f);
	}
	return f;
}

static CtlF *tr1(Tr *t, uint32_t k);

/* F at the next node: on every successor (AX), or, in an `exists`
 * rule, on some successor (EX) -- after an expression matched in the
 * test of an `if`, one branch going on is enough. */
static CtlF *next_node(Tr *t, CtlF *f)
{
	if (t->opts->exists)
		return ctl_ex(t->b, CTL_FORWARD, f);
	return ctl_ax(t->b, CTL_FORWARD, f);
}

static CtlF *tr(Tr *t, uint32_t k)
{
	if (is_seq_disj(t->pv[k]))
		return tr1(t, k);   /* each branch quantifies its own items */
	return quantify(t, k, tr1(t, k));
}

/* Item K is a sequence disjunction: the disjunction of its branches,
 * each as the pattern with the branch's items in place of item K; a
 * later branch only where no earlier one starts (spatch's order). */
static CtlF *tr_seq_disj(Tr *t, uint32_t k)
{
	const Node *it = t->pv[k];
	CtlF *acc = NULL, *earlier = NULL;
	for (uint32_t b = 0; b < it->n; b++) {
		const Node *br = it->kid[b];
		uint32_t n = t->pn - 1 + br->n;
		Node **v = arena_alloc(t->s->m->a, (n ? n : 1) * sizeof *v);
		memcpy(v, t->pv, k * sizeof *v);
		if (br->n)
			memcpy(v + k, br->kid, br->n * sizeof *v);
		memcpy(v + k + br->n, t->pv + k + 1, (t->pn - k - 1) * sizeof *v);
		Tr t2 = *t;
		t2.pv = v;
		t2.pn = n;
		t2.preds = arena_alloc(t->s->m->a, (n ? n : 1) * sizeof *t2.preds);
		memset(t2.preds, 0, (n ? n : 1) * sizeof *t2.preds);
		memcpy(t2.preds, t->preds, k * sizeof *t2.preds);
		CtlF *f = k < n ? tr(&t2, k) : ctl_true(t->b);
		CtlF *first = k < n && v[k]->kind != P_DOTS ? item_pred(&t2, k) : NULL;
		if (earlier)
			f = ctl_and(t->b, ctl_not(t->b, earlier), f);
		acc = acc ? ctl_or(t->b, acc, f) : f;
		if (first)
			earlier = earlier ? ctl_or(t->b, earlier, first) : first;
	}
	return acc ? acc : ctl_false(t->b);
}

/* Item J is an optional statement `?S` after dots, followed by dots or
 * nothing: S and what follows it, or what follows the dots after it
 * (another optional statement, an item, or the function's end: then
 * *TO_EXIT is set). */
static CtlF *opt_chain(Tr *t, uint32_t j, int *to_exit)
{
	CtlF *with = item_pred(t, j);
	if (j + 1 < t->pn)
		with = ctl_and(t->b, with, next_node(t, tr(t, j + 1)));
	with = quantify(t, j, with);
	CtlF *skip = NULL;
	if (j + 2 < t->pn)
		skip = t->pv[j + 2]->kind == P_OPT ? opt_chain(t, j + 2, to_exit) : tr(t, j + 2);
	else
		*to_exit = 1;
	return skip ? ctl_or(t->b, with, skip) : with;
}

/* Statement metavariable IT matching a whole compound statement at its
 * head, followed by REST (NULL: nothing follows): REST holds after the
 * statement's end, on every path through the statement that reaches
 * it (some path, for exists), and some path does reach it; paths
 * that leave the function inside the statement are not followed. */
static CtlF *compound_item(Tr *t, const Node *it, CtlF *rest)
{
	CtlF *head = pred(t->b, t->s, it, PR_STMT_HEAD);
	CtlVar hv = var_of(t->s, head_var());
	if (!rest)
		return ctl_exists(t->b, hv, 0, head);
	CtlF *end = pred(t->b, t->s, NULL, PR_END_OF);
	CtlF *not_end = ctl_not(t->b, end);
	CtlF *then = ctl_and(t->b, end, rest);
	CtlF *after;
	if (t->opts->exists) {
		after = ctl_ex(t->b, CTL_FORWARD, ctl_eu(t->b, CTL_FORWARD, not_end, then));
	} else {
		CtlF *all = ctl_aw(t->b, CTL_FORWARD, not_end, ctl_or(t->b, then, t->any_exit));
		after = ctl_and(t->b, ctl_ax(t->b, CTL_FORWARD, all),
				ctl_ex(t->b, CTL_FORWARD, ctl_eu(t->b, CTL_FORWARD, not_end, end)));
	}
	return ctl_exists(t->b, hv, 0, ctl_and(t->b, head, after));
}

static CtlF *tr1(Tr *t, uint32_t k)
{
	const Node *it = t->pv[k];
	if (is_seq_disj(it))
		return tr_seq_disj(t, k);
	if (is_dotsish(it)) {
		int whens = 0;
		for (uint32_t w = 0; w < it->n; w++)
			whens |= it->kid[w] && it->kid[w]->kind == P_WHEN;
		const Node *ni = nest_item(it);
		int removed = it->kind == P_DOTS && (t->s->m->pta->v[it->first].flags & TF_MINUS);
		if (k + 1 == t->pn && !whens && !ni && !removed)
			return ctl_true(t->b);
		CtlDots d;
		memset(&d, 0, sizeof d);
		if (removed)
			d.along = pred(t->b, t->s, it, PR_DOTS_CODE);
		if (ni) {
			d.nest = pred(t->b, t->s, ni, PR_STMT);
			nest_locals(t, k, ni, last_pred);
			last_pred->as_sub = 1;
			d.nest_any = pred(t->b, t->s, ni, PR_STMT);
			last_pred->nobind = 1;
		}
		d.quant = t->opts->exists ? CTL_EXISTS : CTL_FORALL;
		CtlF **wn = arena_alloc(t->s->m->a, (it->n + 3) * sizeof *wn);
		size_t nw = 0;
		wn[nw++] = pred(t->b, t->s, NULL, PR_AFTER);
		d.fake = wn[0];
		if (t->scope_end)
			wn[nw++] = t->scope_end;
		for (uint32_t w = 0; w < it->n; w++) {
			const Node *wc = it->kid[w];
			if (!wc || wc->kind != P_WHEN)
				continue;
			int branch = 0;
			if (wc->op == PW_TRUE || (wc->name && strcmp(wc->name->name, "true") == 0))
				branch = PR_TRUE_BR;
			else if (wc->op == PW_FALSE ||
				 (wc->name && strcmp(wc->name->name, "false") == 0))
				branch = PR_FALSE_BR;
			if (branch) {
				if (wc->n && wc->kid[0]) {
					CtlF *f = pred(t->b, t->s, wc->kid[0], branch);
					when_locals(t, wc, last_pred);
					wn[nw++] = f;
				}
				continue;
			}
			switch (wc->op) {
			case PW_NEQ:
				if (wc->n && wc->kid[0]) {
					CtlF *f = pred(t->b, t->s, wc->kid[0], PR_OCCURS);
					when_locals(t, wc, last_pred);
					wn[nw++] = f;
				}
				break;
			case PW_EQ:
				if (wc->n && wc->kid[0])
					d.when_eq = pred(t->b, t->s, wc->kid[0], PR_OCCURS);
				break;
			case PW_ANY: d.any = 1; break;
			case PW_STRICT: d.strict = 1; break;
			case PW_FORALL: d.quant = CTL_FORALL; break;
			case PW_EXISTS: d.quant = CTL_EXISTS; break;
			default: break;
			}
		}
		d.when_not = wn;
		d.n_when_not = nw;
		d.dir = CTL_FORWARD;
		if (k + 1 == t->pn) {
			/* `...` with `when` to the end of the function */
			d.end = NULL;
			d.to_exit = 1;
			d.avoid = NULL;
			d.exit = d.quant == CTL_EXISTS ? t->any_exit : t->exit;
			d.error_exit = t->error_exit;
			return ctl_dots(t->b, &d);
		}
		if (t->pv[k + 1]->kind == P_OPT) {
			/* `... ?S ...`: the dots end at S, or where they would
			 * end without it (the function's end when nothing follows) */
			int to_exit = 0;
			d.end = opt_chain(t, k + 1, &to_exit);
			d.to_exit = to_exit;
		} else {
			d.end = tr(t, k + 1);
		}
		/* the shortest path: the code on either side of the dots does
		 * not occur inside them */
		d.avoid = k > 0 ? item_pred(t, k - 1) : NULL;
		if (!d.any && !is_dotsish(t->pv[k + 1])) {
			/* the next item with any values of the metavariables it
			 * binds first: the dots stop at its first occurrence */
			CtlF *next = quantify(t, k + 1, item_pred(t, k + 1));
			d.avoid = d.avoid ? ctl_or(t->b, d.avoid, next) : next;
		}
		d.exit = t->exit;
		d.error_exit = t->error_exit;
		return ctl_dots(t->b, &d);
	}
	CtlF *p = item_pred(t, k);
	if (is_compound(it) && k + 1 < t->pn)
		/* a compound statement: the sequence goes on after its end */
		return compound_item(t, it, ctl_ax(t->b, CTL_FORWARD, tr(t, k + 1)));
	CtlF *rest = k + 1 == t->pn ? NULL : next_node(t, tr(t, k + 1));
	CtlF *f = rest ? ctl_and(t->b, p, rest) : p;
	if (is_stmt_meta(it))
		f = ctl_or(t->b, f, compound_item(t, it, rest));
	return f;
}

static int val_eq(void *ctx, CtlVal a, CtlVal b)
{
	(void)ctx;
	return binding_equal((const Binding *)(uintptr_t)a, (const Binding *)(uintptr_t)b);
}

/* The hash of a text value (a type that type inference gave) that
 * agrees with the hash of code spelling the same tokens: a name hashes
 * as its interned identifier, other texts by their number of tokens. */
static uint64_t text_hash(uint64_t h, const char *s)
{
	if (!s)
		return h;
	size_t n = strlen(s), w = 0;
	while (w < n && (s[w] == '_' || (s[w] >= 'a' && s[w] <= 'z') || (s[w] >= 'A' && s[w] <= 'Z') ||
			 (s[w] >= '0' && s[w] <= '9')))
		w++;
	if (w && w == n && !(s[0] >= '0' && s[0] <= '9'))
		return h ^ (uint64_t)(uintptr_t)intern(s, n);
	uint64_t k = 0;
	for (size_t i = 0; i < n; ) {
		if (s[i] == ' ') {
			i++;
			continue;
		}
		size_t j = i;
		while (j < n && (s[j] == '_' || (s[j] >= 'a' && s[j] <= 'z') || (s[j] >= 'A' && s[j] <= 'Z') ||
				 (s[j] >= '0' && s[j] <= '9')))
			j++;
		i = j > i ? j : i + 1;
		k++;
	}
	return h ^ k;
}

static uint64_t val_hash(void *ctx, CtlVal v)
{
	(void)ctx;
	const Binding *b = (const Binding *)(uintptr_t)v;
	uint64_t h = 1469598103934665603ull;
	if (b->kind == BV_OP)
		return h ^ (uint64_t)b->op;
	if (b->kind == BV_IDENT)
		return h ^ (uint64_t)(uintptr_t)b->id;
	if (b->kind == BV_POS)
		return h ^ ((uint64_t)b->first << 20) ^ b->last;
	if (b->canon)
		return text_hash(h, b->canon->name);
	if (b->kind == BV_TEXT)
		return text_hash(h, b->text);
	if (!b->ta)
		return h;
	/* token texts, as binding_equal compares them */
	if (b->first == b->last && b->ta->v[b->first].id)
		return h ^ (uint64_t)(uintptr_t)b->ta->v[b->first].id;
	uint64_t n = 0;
	for (uint32_t i = b->first; i <= b->last && i < b->ta->n; i++)
		if (!(b->ta->v[i].flags & (TF_EXPANDED | TF_HIDDEN)))
			n++;
	return h ^ n;
}

/* One environment per MATCH witness under WS: BASE, the choices of the
 * enclosing BIND witnesses, and the match's own bindings and maps. */
static void witness_envs(S2c *s, const CtlWitSet *ws, const Env *base, EnvList *out, int depth)
{
	if (!ws || depth > 1000 || !base)
		return;
	Arena *a = s->m->a;
	for (uint32_t i = 0; i < ws->n; i++) {
		const CtlWit *w = ws->w[i];
		if (w->kind == CTL_WIT_MATCH && w->trans) {
			const Env *me = w->trans;
			const Env *e = base;
			for (const Binding *b = me->b; b && e; b = b->next)
				if (!env_lookup(e, b->name))
					e = env_bind(a, e, b->name, b);
			if (!e)
				continue;
			Env maps = {NULL, me->map, 0, me->subs};
			const Env *j = env_join(a, e, &maps);
			if (j)
				envlist_push(a, out, j);
		} else if (w->kind == CTL_WIT_BIND) {
			const Env *e = base;
			if (w->var < s->nnames)
				e = env_bind(a, base, s->names[w->var], (const Binding *)(uintptr_t)w->val);
			witness_envs(s, w->sub, e ? e : base, out, depth + 1);
		}
	}
}

/* The environments OUT->v[FROM..] are the matches of one result, each
 * with its own token maps on top of BASE's.  Mark in each the pattern
 * tokens the others matched (maps with c_first UINT32_MAX, which place
 * nothing): code added next to them is added by those matches, not
 * next to a neighbour this one maps. */
static void mark_elsewhere(Arena *a, EnvList *out, size_t from, const Env *base)
{
	size_t n = out->n - from;
	if (n < 2 || n > 64)
		return;
	const TokMap **own = arena_alloc(a, n * sizeof *own);
	for (size_t i = 0; i < n; i++)
		own[i] = out->v[from + i]->map;
	for (size_t i = 0; i < n; i++) {
		TokMap *head = NULL;
		for (size_t j = 0; j < n; j++) {
			if (j == i)
				continue;
			for (const TokMap *t = own[j]; t && t != base->map; t = t->next) {
				if (t->c_first > t->c_last)
					continue;
				TokMap *c = arena_alloc(a, sizeof *c);
				*c = *t;
				c->c_first = UINT32_MAX;
				c->c_last = 0;
				c->anchor_only = 1;
				c->next = head;
				head = c;
			}
		}
		if (!head)
			continue;
		TokMap *tail = head;
		while (tail->next)
			tail = tail->next;
		tail->next = (TokMap *)own[i];
		Env *ne = arena_alloc(a, sizeof *ne);
		*ne = *out->v[from + i];
		ne->map = head;
		out->v[from + i] = ne;
	}
}

/* Check F (built by BUILD from the items) on the graphs; append results. */
/* `if (C) { B }` (see s2c_if_block_applies): at an if head whose test
 * matches C, its true branch, through the block's `{` when there is
 * one (a branch with no braces stands for a block of one statement, as
 * spatch's isomorphism), satisfies B, whose `...` may not reach the
 * end of that if:
 *   exists L. IF(C, L) & EX(THEN & AX((OPEN & AX B) | (!OPEN & B)))
 * with END(L) among the `when !=` of every `...` of B. */
static CtlF *if_block_formula(Tr *t, const Node *p)
{
	const Node *blk = p->kid[1];
	Tr t2 = *t;
	t2.pv = blk->kid;
	t2.pn = blk->n;
	t2.preds = arena_alloc(t->s->m->a, (blk->n ? blk->n : 1) * sizeof *t2.preds);
	memset(t2.preds, 0, (blk->n ? blk->n : 1) * sizeof *t2.preds);
	t2.scope_end = pred(t->b, t->s, NULL, PR_END_OF);
	CtlF *body = tr(&t2, 0);
	CtlF *open = pred(t->b, t->s, NULL, PR_BLOCK_OPEN);
	CtlF *inner = ctl_or(t->b, ctl_and(t->b, open, ctl_ax(t->b, CTL_FORWARD, body)),
			     ctl_and(t->b, ctl_not(t->b, open), body));
	CtlF *then = ctl_and(t->b, pred(t->b, t->s, NULL, PR_THEN_NODE),
			     ctl_ax(t->b, CTL_FORWARD, inner));
	CtlF *head = pred(t->b, t->s, p, PR_IF_HEAD);
	CtlVar hv = var_of(t->s, head_var());
	return ctl_exists(t->b, hv, 0, ctl_and(t->b, head, ctl_ex(t->b, CTL_FORWARD, then)));
}

static int run_checks(MatchCtx *m, const Cfg *const *cfgs, size_t ncfg, Node *const *pv,
		      uint32_t pn, const S2cOpts *opts, const Env *seed, int body, EnvList *out,
		      RawCache **cache, const Env *base)
{
	RawCache *own = NULL;
	S2c s = {m, NULL, 0, seed, NULL, 0, 0, cache ? base : seed, cache ? cache : &own, NULL, NULL};
	CtlBuilder *b = ctl_builder_new();
	Tr t = {b, &s, pv, pn, opts, NULL, NULL, NULL, NULL, NULL};
	t.preds = arena_alloc(m->a, pn * sizeof *t.preds);
	t.exit = pred(b, &s, NULL, PR_EXIT);
	t.error_exit = pred(b, &s, NULL, PR_ERROR_EXIT);
	t.any_exit = pred(b, &s, NULL, PR_ANY_EXIT);
	CtlF *f;
	if (body == 2)
		f = if_block_formula(&t, pv[0]);
	else
		f = tr(&t, 0);
	if (body == 1)
		f = ctl_and(b, pred(b, &s, NULL, PR_BODY_OPEN), ctl_ax(b, CTL_FORWARD, f));
	CtlValueOps ops = {val_eq, val_hash, NULL};
	CtlLimits lim = {opts->max_steps, opts->timeout, 0};
	int stopped = 0;
	for (size_t i = 0; i < ncfg; i++) {
		const Cfg *cfg = cfgs[i];
		if (cfg->error || !cfg->g.n)
			continue;
		s.cfg = cfg;
		if (!cache)
			own = NULL;   /* raw matches are per graph */
		s.top_depth = UINT32_MAX;
		for (uint32_t k = 0; k < cfg->g.n; k++)
			if (cfg->node[k].kind == CFG_BRACE_OPEN && cfg->func && cfg->func->n > 3 &&
			    cfg->node[k].ast == cfg->func->kid[3]) {
				s.top_depth = cfg->node[k].depth + 1;
				break;
			}
		CtlCheck *c = ctl_check_new(&cfg->g, &ops, &lim);
		CtlResult r;
		if (ctl_check_run(c, f, &r) != CTL_OK) {
			stopped++;
			ctl_check_free(c);
			continue;
		}
		if (getenv("LADYBUG_DEBUG_CTL"))
			fprintf(stderr, "ctl: function %u: %u results, %u names\n", (unsigned)i,
				(unsigned)r.n, (unsigned)s.nnames);
		for (uint32_t k = 0; k < r.n; k++) {
			const CtlTriple *tp = &r.t[k];
			const Env *e = seed;
			for (uint32_t x = 0; x < tp->env->n && e; x++) {
				const CtlBinding *cb = &tp->env->b[x];
				if (cb->neg || cb->var >= s.nnames)
					continue;
				e = env_bind(m->a, e, s.names[cb->var],
					     (const Binding *)(uintptr_t)cb->val);
			}
			if (!e)
				continue;
			size_t before = out->n;
			witness_envs(&s, tp->wits, e, out, 0);
			if (out->n == before)
				envlist_push(m->a, out, e);
			else
				mark_elsewhere(m->a, out, before, e);
		}
		ctl_check_free(c);
	}
	ctl_builder_free(b);
	return stopped;
}

/* Do X and Y bind the same metavariables, beyond SEED, to equal values? */
static int same_new_bindings(const Env *x, const Env *y, const Env *seed)
{
	if (x->nb != y->nb)
		return 0;
	for (const Binding *b = x->b; b; b = b->next) {
		if (env_lookup(seed, b->name) == b)
			continue;
		const Binding *o = env_lookup(y, b->name);
		if (!o || !binding_equal(o, b))
			return 0;
	}
	return 1;
}

/* The distinct environments (SEED plus bindings, without token maps) in
 * which the first item P of a sequence matches some node of CFG, into
 * OUT.  Returns 0, or -1 when there are more than MAX. */
static int first_item_seeds(MatchCtx *m, const Cfg *cfg, const Node *p, const Env *seed,
			    EnvList *out, size_t max)
{
	RawCache *none = NULL;
	S2c s = {m, cfg, 0, seed, NULL, 0, 0, seed, &none, NULL, NULL};
	const Node *pat = p->kind == P_OPT && p->n ? p->kid[0] : p;
	pat = unwrap_seq(m->a, pat);
	if (is_compound(pat))
		pat = any_body(m->a, pat, 0);
	for (uint32_t node = 0; node < cfg->g.n; node++) {
		EnvList r = {0};
		stmt_matches(&s, pat, node, &r);
		if (is_stmt_meta(pat) && is_compound_head(cfg, &cfg->node[node]))
			match_node(m, pat, cfg->node[node].ast, seed, &r);
		for (size_t i = 0; i < r.n; i++) {
			int dup = 0;
			for (size_t j = 0; j < out->n && !dup; j++)
				dup = same_new_bindings(r.v[i], out->v[j], seed);
			if (dup)
				continue;
			if (out->n >= max)
				return -1;
			Env *e = arena_alloc(m->a, sizeof *e);
			*e = *r.v[i];
			e->map = seed->map;
			e->subs = seed->subs;
			envlist_push(m->a, out, e);
		}
	}
	return 0;
}

int s2c_match(MatchCtx *m, const CfgSet *cfgs, Node *const *pv, uint32_t pn,
	      const S2cOpts *opts, const Env *seed, EnvList *out)
{
	/* a leading `...` says nothing more than matching anywhere */
	while (pn && pv[0]->kind == P_DOTS) {
		pv++;
		pn--;
	}
	if (!pn)
		return 0;
	if (!is_simple(pv[0]) && !is_compound(pv[0])) {
		const Cfg **v = arena_alloc(m->a, (cfgs->n + 1) * sizeof *v);
		for (size_t i = 0; i < cfgs->n; i++)
			v[i] = &cfgs->v[i];
		return run_checks(m, v, cfgs->n, pv, pn, opts, seed, 0, out, NULL, NULL);
	}
	/* Every result extends a match of the first item: check each
	 * function once per distinct binding of that item's metavariables,
	 * with them fixed, so that the `when` clauses and later items see
	 * one value (and the checker joins small sets) instead of all of
	 * them at once. */
	int stopped = 0;
	for (size_t i = 0; i < cfgs->n; i++) {
		const Cfg *cfg = &cfgs->v[i];
		if (cfg->error || !cfg->g.n)
			continue;
		EnvList seeds = {0};
		if (first_item_seeds(m, cfg, pv[0], seed, &seeds, 4096) < 0) {
			stopped += run_checks(m, &cfg, 1, pv, pn, opts, seed, 0, out, NULL, NULL);
			continue;
		}
		RawCache *cache = NULL;
		for (size_t k = 0; k < seeds.n; k++)
			stopped += run_checks(m, &cfg, 1, pv, pn, opts, seeds.v[k], 0, out, &cache,
					      seed) != 0;
	}
	return stopped;
}

int s2c_body_applies(Node *const *pv, uint32_t pn)
{
	if (pn == 1 && pv[0]->kind == P_DOTS) {
		/* { ... when != X }: the body's paths */
		for (uint32_t w = 0; w < pv[0]->n; w++)
			if (pv[0]->kid[w] && pv[0]->kid[w]->kind == P_WHEN)
				return 1;
		return 0;
	}
	int dots = 0, stmts = 0;
	for (uint32_t i = 0; i < pn; i++) {
		if (pv[i]->kind == P_DOTS) {
			dots++;
			if (i + 1 < pn && pv[i + 1]->kind == P_DOTS)
				return 0;
		} else if (is_simple(pv[i])) {
			stmts++;
		} else {
			return 0;
		}
	}
	return dots > 0 && stmts > 0;
}

int s2c_match_body(MatchCtx *m, const Cfg *cfg, Node *const *pv, uint32_t pn,
		   const S2cOpts *opts, const Env *seed, EnvList *out)
{
	if (!pn)
		return 0;
	return run_checks(m, &cfg, 1, pv, pn, opts, seed, 1, out, NULL, NULL);
}

int s2c_if_block_applies(const Node *p)
{
	if (!p || p->kind != S_IF || p->n < 2 || (p->n > 2 && p->kid[2]) || !p->kid[0] ||
	    !p->kid[1] || p->kid[1]->kind != S_BLOCK)
		return 0;
	const Node *blk = p->kid[1];
	if (!blk->n || !s2c_body_applies(blk->kid, blk->n))
		return 0;
	const Node *last = blk->kid[blk->n - 1];
	return last && (last->kind == S_RETURN || last->kind == S_GOTO);
}

int s2c_match_if_block(MatchCtx *m, const CfgSet *cfgs, const Node *p, const S2cOpts *opts,
		       const Env *seed, EnvList *out)
{
	/* the kept tokens of the statement: `if`, `(`, `)`, `{`, `}` */
	const TokenArray *pta = m->pta;
	const Node *blk = p->kid[1];
	uint32_t toks[5] = {p->first, p->kid[0]->first - 1, p->kid[0]->last + 1, blk->first,
			    blk->last};
	for (int i = 0; i < 5; i++)
		if (toks[i] >= pta->n || (pta->v[toks[i]].flags & (TF_MINUS | TF_PLUS)))
			return -1;
	const Cfg **v = arena_alloc(m->a, (cfgs->n + 1) * sizeof *v);
	for (size_t i = 0; i < cfgs->n; i++)
		v[i] = &cfgs->v[i];
	Node *const *pv = (Node *const *)&p;
	return run_checks(m, v, cfgs->n, pv, 1, opts, seed, 2, out, NULL, NULL);
}
