/* rule2ctl.c - a rule's statement pattern as one formula; see rule2ctl.h.
 *
 * The translation is by continuations: T(items i.., K) is the formula
 * that holds at a node where the items from i on match, the last one
 * followed by what K asks of the node after it.  A continuation K says
 * what must hold at the node after a sequence (f), where that next
 * thing starts (first: the shortest-path guard of a `...` before it),
 * what must hold after a jump ending the sequence (jump), and whether
 * the sequence ends the whole pattern (top: a trailing `...` runs to
 * the function's end) or nothing follows it at all (trivial).
 *
 *   S R          S & AX T(R)              a simple statement S: a node
 *   ... R        A[!(R' | P | whens) W T(R)]   (E[.. U ..] for exists)
 *                where R' is where R starts (its first item with any
 *                values of the metavariables it binds first), P the
 *                item before the dots (with any values of those only
 *                it uses); <... N ...> also crosses N; a forall path may
 *                leave by an error branch that cannot reach T(R)
 *   { B } R      exists v. Open(v) & AX T(B, K_v) & end(v, R)
 *                K_v: the block's `}`, real or a copy on a jump out of
 *                it (its `...` end where a break or continue leaves the
 *                block, and where a goto does unless B ends in a
 *                return: error handling code goes on after the label;
 *                never past its real end); a block ending in a return
 *                also stands for a branch `goto l;', its items matched
 *                from l on
 *   if (E) S1 else S2 R
 *                exists h. If(E)(h) & EX([then] & AX T(S1)) &
 *                EX([else] & AX(else & AX T(S2))) & end(h, R)
 *   end(h, R)    E[inside(h) U end_real(h) & AX T(R)]: what follows a
 *                compound statement holds after its real end (the node
 *                every path through it that does not jump out
 *                reaches), which must exist: a pattern item no path
 *                reaches is no match
 *   ( A | B ) R  T(A R) | (T(B R) & !T(A R))   spatch's priority
 *   ?S R         T(S R) | T(R)
 *   return ...;  ends its paths: nothing is asked after it
 *
 * Loops, switch and cases, do, labels and function headers follow the
 * same scheme (see their functions).  A metavariable is quantified
 * (exists, its values kept as witnesses) around the item of the
 * innermost sequence that holds all its uses, counting the added code
 * anchored in the items; one used only in `when` clauses is local to
 * them, one used only in a nest's code is bound anew by each
 * occurrence.
 */
#include "flow/rule2ctl_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/vec.h"
#include "match/iso.h"

typedef struct Seq {
	Node *const *v;
	uint32_t n;
} Seq;

typedef struct Cont {
	CtlF *f;        /* at the node after the sequence */
	CtlF *first;    /* where what follows starts (guard of a `...`), or NULL */
	CtlF *jump;     /* after a jump statement that ends the sequence */
	CtlF *bound;    /* no `...` of the sequence goes past it (the real end of
			   the enclosing block or compound statement), or NULL */
	CtlF *stop;     /* with trivial: where a `...` ending the sequence ends
			   (that end, or a jump out of it), or NULL: bound */
	int top;        /* the end of the whole pattern: a trailing `...` runs to the exit */
	int trivial;    /* f is true: nothing needs to follow */
	int fbody;      /* f is the `}' of a function definition's body (not
			   of a block pattern that may match one) */
} Cont;

/* Where a metavariable is quantified. */
typedef struct QName {
	const Ident *name;
	Node *const *scope;     /* the sequence ... */
	uint32_t item;          /* ... and its item */
	int nest;               /* inside a nest's code: bound anew by each occurrence */
	int when_only;          /* used only in `when` clauses: local to them */
	uint32_t first_tok;     /* its first use */
	uint32_t when_tok;      /* its first use in a `when` clause, or UINT32_MAX */
	uint32_t lo_tok, hi_tok; /* the span of all its uses (`when`, added code too) */
	int after;              /* a later rule inherits it: bound for the whole pattern */
} QName;

/* The place of a pattern token in the nesting of sequences. */
typedef struct PathRec PathRec;
struct PathRec {
	Node *const *scope;
	uint32_t item;
	uint32_t depth;
	int nest;
	const PathRec *up;
};

typedef struct PredKey {
	const Node *pat;
	int kind;
	uint32_t aux;
	CtlVar var;
	int has_var, nobind, notrans, as_sub, local;
	const Ident **any;
	uint32_t nany;
	CtlF *f;
} PredKey;

typedef struct MemoT {
	Node *const *v;
	uint32_t n, i;
	uint64_t unbound;       /* Tr.unbound when translated */
	int when_flags;         /* Tr.when_flags and Tr.any when translated */
	const Ident **any;
	uint32_t nany;
	Cont k;
	int no_join;            /* Tr.no_join when translated */
	uint32_t joins;         /* [join] tests the translation made */
	CtlF *f;
} MemoT;

typedef struct Tr {
	CtlBuilder *b;
	R2c *s;
	const R2cOpts *opts;
	Arena *a;
	const TokenArray *pta;
	CtlF *exit, *error_exit, *any_exit, *fake, *copy, *jump;
	QName *q;
	uint32_t nq;
	uint64_t unbound;       /* q[x] for bit x: a name an earlier disjunction
				   binds in other branches than the one on the
				   paths being translated (so not bound there) */
	const struct PathRec **path; /* per pattern token: its place (plan_quantifiers) */
	const Ident **when_locals;
	uint32_t nwhen_locals;
	uint8_t *alt_local;     /* per pattern token: a metavariable in a `when` whose
				   other uses are all in other branches of a
				   disjunction (plan_quantifiers) */
	Node *const *top;       /* the pattern's items: their item 0 stays free */
	int in_nest;            /* compiling a nest's code: matches are inner matches */
	int no_join;            /* a return before a function's `}' is matched also
				   out of a branch of an if with an else (what a
				   branch can reach, not what it matches) */
	uint32_t njoin;         /* returns given the [join] test so far */
	int opt_at_exit;        /* compiling the branches of a disjunction that may match
				   nothing at the end of the pattern, after `...': the
				   dots run to the function's end, so an absent `?S' of a
				   branch stands for nothing of its own */
	Node *const *branch;    /* the branch being compiled (braces isomorphism) */
	CtlVar branch_var;      /* the construct it belongs to */
	Node *const *body;      /* the body of the function pattern */
	int has_loop, has_brk;  /* inside a loop (switch) of the pattern: */
	CtlVar loop_var, brk_var; /* where its `continue` (`break`) goes */
	uint32_t nconstructs;   /* construct variables made so far */
	PredKey *preds;
	uint32_t npreds, cappreds;
	MemoT *memo;
	uint32_t nmemo, capmemo;
	int depth;
	const Ident **any;      /* predicates made now match these with any values */
	uint32_t nany;
	int when_flags;         /* PF_* every predicate made now takes (compiling
				   the statement of a `when !=': see when_not) */
} Tr;

static CtlF *tr_seq(Tr *t, Seq q, uint32_t i, const Cont *k);
static CtlF *tr_first(Tr *t, Seq q, uint32_t i, const Cont *k);
static CtlF *tr_item(Tr *t, Seq q, uint32_t i, const Node *it, const Cont *k);

/* ---- predicates, shared ------------------------------------------------- */

enum { PF_NOBIND = 1, PF_NOTRANS = 2, PF_WHEN = 4 /* in a `when`: its own metavariables are local */ };

static const Meta *tok_meta(Tr *t, uint32_t i);

/* P's locals: the rule's `when`-only metavariables, and those of PAT
 * (a `when` clause) whose other uses are all in other branches of a
 * disjunction (see plan_quantifiers). */
static void add_alt_locals(Tr *t, const Node *pat, Pred *p)
{
	uint32_t extra = 0;
	for (uint32_t i = pat->first; i <= pat->last && i < t->pta->n; i++)
		extra += t->alt_local[i];
	if (!extra)
		return;
	const Ident **l = arena_alloc(t->a, (t->nwhen_locals + extra) * sizeof *l);
	uint32_t n = 0;
	for (uint32_t k = 0; k < t->nwhen_locals; k++)
		l[n++] = t->when_locals[k];
	for (uint32_t i = pat->first; i <= pat->last && i < t->pta->n; i++) {
		if (!t->alt_local[i])
			continue;
		const Ident *nm = tok_meta(t, i)->name;
		int seen = 0;
		for (uint32_t k = 0; k < n && !seen; k++)
			seen = l[k] == nm;
		if (!seen)
			l[n++] = nm;
	}
	p->local = l;
	p->nlocal = n;
}

/* The predicate of KIND on PAT (with AUX, construct variable VAR when
 * HAS_VAR, flags PF_*), made once: the same predicate is the same
 * formula node, evaluated once. */
static CtlF *mkpred(Tr *t, const Node *pat, int kind, uint32_t aux, int has_var, CtlVar var,
		    int flags)
{
	flags |= t->when_flags;
	int nobind = (flags & PF_NOBIND) != 0;
	int notrans = (flags & PF_NOTRANS) != 0;
	int as_sub = 0;
	int local = kind == R2P_OCCURS || kind == R2P_TRUE_BR || kind == R2P_FALSE_BR ||
		    (flags & PF_WHEN);
	for (uint32_t i = 0; i < t->npreds; i++) {
		PredKey *k = &t->preds[i];
		if (k->pat == pat && k->kind == kind && k->aux == aux && k->has_var == has_var &&
		    (!has_var || k->var == var) && k->nobind == nobind && k->notrans == notrans &&
		    k->as_sub == as_sub && k->local == local && k->any == t->any &&
		    k->nany == t->nany)
			return k->f;
	}
	Pred *p;
	CtlF *f = r2c_pred(t->b, t->s, pat, kind, aux, &p);
	p->has_var = has_var;
	p->var = var;
	p->nobind = nobind;
	p->notrans = notrans;
	p->as_sub = as_sub;
	p->any = t->any;
	p->nany = t->nany;
	if (local) {
		p->local = t->when_locals;
		p->nlocal = t->nwhen_locals;
		if (pat)
			add_alt_locals(t, pat, p);
	}
	if (t->npreds == t->cappreds) {
		uint32_t nc = t->cappreds ? t->cappreds * 2 : 32;
		PredKey *nv = arena_alloc(t->a, nc * sizeof *nv);
		if (t->npreds)
			memcpy(nv, t->preds, t->npreds * sizeof *nv);
		t->preds = nv;
		t->cappreds = nc;
	}
	PredKey *k = &t->preds[t->npreds++];
	k->pat = pat;
	k->kind = kind;
	k->aux = aux;
	k->var = var;
	k->has_var = has_var;
	k->nobind = nobind;
	k->notrans = notrans;
	k->as_sub = as_sub;
	k->local = local;
	k->any = t->any;
	k->nany = t->nany;
	k->f = f;
	return f;
}

static CtlF *kindp(Tr *t, int cfg_kind)
{
	return mkpred(t, NULL, R2P_KIND, (uint32_t)cfg_kind, 0, 0, PF_NOTRANS);
}

/* The variable of construct C of kind X (0: `%c<C>', 1: `%n<C>'), named
 * once per check. */
static CtlVar construct_var_of(Tr *t, int x, uint32_t c)
{
	R2c *s = t->s;
	uint32_t k = 2 * c + (uint32_t)x;
	if (k >= s->ncvars) {
		uint32_t nc = s->ncvars ? s->ncvars : 16;
		while (nc <= k)
			nc *= 2;
		uint32_t *nv = arena_alloc(s->m->a, nc * sizeof *nv);
		if (s->ncvars)
			memcpy(nv, s->cvars, s->ncvars * sizeof *nv);
		s->cvars = nv;
		s->ncvars = nc;
	}
	if (!s->cvars[k]) {
		static const char *const pre[] = { "%%c%u", "%%n%u" };
		char nm[32];
		int nl = snprintf(nm, sizeof nm, pre[x], c);
		s->cvars[k] = r2c_var(s, intern(nm, (size_t)nl)) + 1;
	}
	return s->cvars[k] - 1;
}

/* A fresh construct variable. */
static CtlVar construct_var(Tr *t)
{
	return construct_var_of(t, 0, t->nconstructs++);
}

/* F at the next node: on every successor (AX), or, in an `exists`
 * rule, on some successor (EX). */
static CtlF *next(Tr *t, CtlF *f)
{
	if (t->opts->exists)
		return ctl_ex(t->b, CTL_FORWARD, ctl_and(t->b, ctl_not(t->b, t->fake), f));
	/* the [after] bypass of a compound head stands for no execution */
	return ctl_ax(t->b, CTL_FORWARD, ctl_or(t->b, t->fake, f));
}

static CtlF *and3(Tr *t, CtlF *a, CtlF *b, CtlF *c)
{
	return ctl_and(t->b, ctl_and(t->b, a, b), c);
}

/* ---- metavariables: where each is quantified ---------------------------- */

static const Meta *tok_meta(Tr *t, uint32_t i)
{
	if (i >= t->pta->n || (t->pta->v[i].flags & TF_HIDDEN))
		return NULL;
	return match_token_meta(t->pta, i);
}

typedef struct Scan {
	Tr *t;
	const PathRec **path;   /* per pattern token */
	uint8_t *in_when;       /* per pattern token */
	int in_nest;            /* scanning a nest's code */
} Scan;

static void scan_seq(Scan *sc, Node *const *v, uint32_t n, const PathRec *up, int nest);

static void mark(Scan *sc, const Node *n, const PathRec *r)
{
	if (!n || n->first > n->last)
		return;
	for (uint32_t i = n->first; i <= n->last && i < sc->t->pta->n; i++)
		sc->path[i] = r;
}

static void mark_whens(Scan *sc, const Node *n)
{
	for (uint32_t w = 0; w < n->n; w++) {
		const Node *wc = n->kid[w];
		if (!wc || wc->kind != P_WHEN || wc->first > wc->last)
			continue;
		for (uint32_t i = wc->first; i <= wc->last && i < sc->t->pta->n; i++)
			sc->in_when[i] = 1;
	}
}

/* Is block B a switch body with cases among its items? */
static int has_cases(const Node *b)
{
	if (!b || b->kind != S_BLOCK)
		return 0;
	for (uint32_t i = 0; i < b->n; i++)
		if (b->kid[i] && (b->kid[i]->kind == S_CASE || b->kid[i]->kind == S_DEFAULT))
			return 1;
	return 0;
}

/* Branch B of alternative P as a sequence (a branch that is no P_SEQ
 * is a sequence of one item). */
static Seq branch_seq(const Node *p, uint32_t b)
{
	const Node *br = p->kid[b];
	if (br->kind == P_SEQ)
		return (Seq){br->kid, br->n};
	return (Seq){&p->kid[b], 1};
}

/* Is P a disjunction or conjunction of sequences, an item of a
 * statement sequence?  A disjunction is one even when its branches are
 * expressions: spatch tries a later branch only at a node where no
 * earlier one matches (anywhere in it), not per occurrence.  In a
 * nest's code (IN_NEST) expressions are found occurrence by occurrence,
 * each taking the first branch that matches it, and a conjunction of
 * expressions is the matcher's: one expression matching every branch. */
/* Can item IT match nothing: `?S', or a statement disjunction one of
 * whose branches is made of such items only (`( A | ?B )')? */
static int item_nullable(const Node *it, int depth)
{
	if (!it || depth > 32)
		return 0;
	if (it->kind == P_OPT && it->n && it->kid[0])
		return 1;
	if (it->kind != P_DISJ || !it->n)
		return 0;
	for (uint32_t b = 0; b < it->n; b++) {
		const Node *k = it->kid[b];
		if (!k)
			continue;
		if (k->kind != P_SEQ) {
			if (item_nullable(k, depth + 1))
				return 1;
			continue;
		}
		uint32_t x = 0;
		while (x < k->n && item_nullable(k->kid[x], depth + 1))
			x++;
		if (k->n && x == k->n)
			return 1;
	}
	return 0;
}

static int is_seq_alt(const Node *p, int in_nest)
{
	if (!p || (p->kind != P_DISJ && p->kind != P_CONJ) || !p->n)
		return 0;
	int stmts = 0;
	for (uint32_t i = 0; i < p->n; i++) {
		const Node *k = p->kid[i];
		if (!k)
			return 0;
		const Node *e = k->kind != P_SEQ ? k : k->n == 1 ? k->kid[0] : NULL;
		while (e && e->kind == P_POS && e->n)
			e = e->kid[0];
		stmts |= !r2c_is_expr_item(e);
	}
	return (p->kind == P_DISJ && !in_nest) || stmts;
}

static void scan_item(Scan *sc, const Node *it, const PathRec *r, int nest, int depth)
{
	if (!it || depth > 500)
		return;
	switch (it->kind) {
	case P_POS: case P_OPT:
		if (it->n)
			scan_item(sc, it->kid[0], r, nest, depth + 1);
		return;
	case S_BLOCK:
		scan_seq(sc, it->kid, it->n, r, nest);
		return;
	case S_IF:
		if (it->n > 1 && it->kid[1])
			scan_seq(sc, &it->kid[1], 1, r, nest);
		if (it->n > 2 && it->kid[2])
			scan_seq(sc, &it->kid[2], 1, r, nest);
		return;
	case S_WHILE: case S_ITERATOR:
		if (it->n > 1 && it->kid[1])
			scan_seq(sc, &it->kid[1], 1, r, nest);
		return;
	case S_FOR:
		if (it->n > 3 && it->kid[3])
			scan_seq(sc, &it->kid[3], 1, r, nest);
		return;
	case S_DO:
		if (it->n > 0 && it->kid[0])
			scan_seq(sc, &it->kid[0], 1, r, nest);
		return;
	case D_FUNCDEF:
		if (it->n > 3 && it->kid[3])
			scan_seq(sc, &it->kid[3], 1, r, nest);
		return;
	case S_SWITCH: {
		const Node *b = it->n > 1 ? it->kid[1] : NULL;
		if (!b)
			return;
		if (!has_cases(b)) {
			scan_seq(sc, &it->kid[1], 1, r, nest);
			return;
		}
		for (uint32_t i = 0; i < b->n;) {
			uint32_t j = i + 1;
			while (j < b->n && !(b->kid[j] && (b->kid[j]->kind == S_CASE ||
							   b->kid[j]->kind == S_DEFAULT)))
				j++;
			scan_seq(sc, &b->kid[i], j - i, r, nest);
			i = j;
		}
		return;
	}
	case P_DISJ: case P_CONJ:
		if (!is_seq_alt(it, sc->in_nest))
			return;
		for (uint32_t i = 0; i < it->n; i++) {
			Seq bq = branch_seq(it, i);
			if (!sc->in_nest) {
				scan_seq(sc, bq.v, bq.n, r, nest);
				continue;
			}
			/* in a nest's code a branch's names are the nest's too
			 * (bound once for the whole nest, see P_NEST): no scope
			 * of their own */
			for (uint32_t j = 0; j < bq.n; j++)
				scan_item(sc, bq.v[j], r, nest, depth + 1);
		}
		return;
	case P_NEST:
		/* the code of a nest binds its metavariables once for the
		 * whole nest: each value is a match of its own (every
		 * occurrence is matched under some of them, and later rules
		 * see every value) */
		mark_whens(sc, it);
		if (it->n && it->kid[0]) {
			int saved = sc->in_nest;
			sc->in_nest = 1;
			if (it->kid[0]->kind == P_SEQ)
				for (uint32_t i = 0; i < it->kid[0]->n; i++)
					scan_item(sc, it->kid[0]->kid[i], r, nest, depth + 1);
			else
				scan_item(sc, it->kid[0], r, nest, depth + 1);
			sc->in_nest = saved;
		}
		return;
	case P_DOTS:
		mark_whens(sc, it);
		return;
	default:
		return;
	}
}

static void scan_seq(Scan *sc, Node *const *v, uint32_t n, const PathRec *up, int nest)
{
	for (uint32_t i = 0; i < n; i++) {
		PathRec *r = arena_alloc(sc->t->a, sizeof *r);
		r->scope = v;
		r->item = i;
		r->up = up;
		r->depth = up ? up->depth + 1 : 0;
		r->nest = nest;
		mark(sc, v[i], r);
		scan_item(sc, v[i], r, nest, 0);
	}
}

static const PathRec *anc(const PathRec *r, uint32_t d)
{
	while (r && r->depth > d)
		r = r->up;
	return r;
}

/* The depth of the deepest scope A and B share, or -1. */
static long common_depth(const PathRec *a, const PathRec *b)
{
	uint32_t d = a->depth < b->depth ? a->depth : b->depth;
	for (long x = d; x >= 0; x--) {
		const PathRec *pa = anc(a, (uint32_t)x), *pb = anc(b, (uint32_t)x);
		if (pa && pb && pa->scope == pb->scope)
			return x;
	}
	return -1;
}

/* Are the places A and B in different branches of one disjunction, so
 * that no match of the pattern holds both? */
static int alt_apart(const PathRec *a, const PathRec *b)
{
	long d = common_depth(a, b);
	if (d < 0)
		return 0;
	const PathRec *pa = anc(a, (uint32_t)d), *pb = anc(b, (uint32_t)d);
	if (pa->item != pb->item || a->depth == (uint32_t)d || b->depth == (uint32_t)d)
		return 0;
	const Node *it = pa->scope[pa->item];
	while (it && (it->kind == P_POS || it->kind == P_OPT) && it->n)
		it = it->kid[0];
	return it && it->kind == P_DISJ;
}

/* Fill T's table of quantified metavariables for pattern PV[0..PN). */
static void plan_quantifiers(Tr *t, Node *const *pv, uint32_t pn)
{
	uint32_t nt = (uint32_t)t->pta->n;
	Scan sc = {t, NULL, NULL, 0};
	sc.path = arena_alloc(t->a, (nt ? nt : 1) * sizeof *sc.path);
	memset(sc.path, 0, (nt ? nt : 1) * sizeof *sc.path);
	sc.in_when = arena_alloc(t->a, nt ? nt : 1);
	memset(sc.in_when, 0, nt ? nt : 1);
	scan_seq(&sc, pv, pn, NULL, 0);
	t->path = sc.path;

	/* the uses of each name: pattern tokens, and anchors of added code */
	typedef struct Use {
		const Ident *name;
		uint32_t tok;
		int when;
	} Use;
	VEC(Use) uses = {0};
	for (uint32_t i = 0; i < nt; i++) {
		if (!sc.path[i])
			continue;
		const Meta *m = tok_meta(t, i);
		if (m && !env_lookup(t->s->seed, m->name)) {
			Use u = {m->name, i, sc.in_when[i]};
			vec_push(&uses, u);
		}
		if (t->opts->plus_uses && !(t->pta->v[i].flags & TF_HIDDEN)) {
			const Ident *pu[64];
			uint32_t np = t->opts->plus_uses(t->opts->ctx, i, i, pu, 64);
			for (uint32_t x = 0; x < np; x++)
				if (!env_lookup(t->s->seed, pu[x])) {
					Use u = {pu[x], i, 0};
					vec_push(&uses, u);
				}
		}
	}
	/* a metavariable in a `when` clause whose other uses are all in
	 * other branches of a disjunction has no value there: on the paths
	 * of that branch it is used only in the `when`, so it is local to it
	 * (`( x = E; | ... when != x = E )`: no assignment to x at all) */
	t->alt_local = arena_alloc(t->a, nt ? nt : 1);
	memset(t->alt_local, 0, nt ? nt : 1);
	for (size_t i = 0; i < uses.n; i++) {
		if (!uses.v[i].when || !tok_meta(t, uses.v[i].tok))
			continue;
		int apart = 1;
		for (size_t j = 0; j < uses.n && apart; j++)
			if (uses.v[j].name == uses.v[i].name && !uses.v[j].when)
				apart = alt_apart(sc.path[uses.v[i].tok], sc.path[uses.v[j].tok]);
		t->alt_local[uses.v[i].tok] = (uint8_t)apart;
	}
	t->q = arena_alloc(t->a, (uses.n ? uses.n : 1) * sizeof *t->q);
	t->nq = 0;
	t->when_locals = arena_alloc(t->a, (uses.n ? uses.n : 1) * sizeof *t->when_locals);
	t->nwhen_locals = 0;
	for (size_t i = 0; i < uses.n; i++) {
		const Ident *nm = uses.v[i].name;
		int seen = 0;
		for (uint32_t k = 0; k < t->nq && !seen; k++)
			seen = t->q[k].name == nm;
		for (uint32_t k = 0; k < t->nwhen_locals && !seen; k++)
			seen = t->when_locals[k] == nm;
		if (seen)
			continue;
		/* its uses outside `when` clauses */
		const PathRec *first = NULL;
		uint32_t first_tok = UINT32_MAX;
		int in_pattern = 0;
		for (size_t j = i; j < uses.n; j++) {
			if (uses.v[j].name != nm || uses.v[j].when)
				continue;
			const PathRec *r = sc.path[uses.v[j].tok];
			if (!first)
				first = r;
			if (uses.v[j].tok < first_tok)
				first_tok = uses.v[j].tok;
			in_pattern |= tok_meta(t, uses.v[j].tok) != NULL;
		}
		if (!first) {
			t->when_locals[t->nwhen_locals++] = nm;
			continue;
		}
		if (!in_pattern)
			continue;   /* only in added code: bound elsewhere (fresh, inherited) */
		/* the scope holds its uses in `when` clauses too: a `...`
		 * before the item that binds it sees its value */
		long d = first->depth;
		for (size_t j = i; j < uses.n; j++) {
			if (uses.v[j].name != nm || !sc.path[uses.v[j].tok])
				continue;
			long c = common_depth(first, sc.path[uses.v[j].tok]);
			if (c < d)
				d = c;
		}
		QName *qn = &t->q[t->nq++];
		qn->name = nm;
		qn->first_tok = first_tok;
		qn->when_tok = UINT32_MAX;
		for (size_t j = i; j < uses.n; j++)
			if (uses.v[j].name == nm && uses.v[j].when && uses.v[j].tok < qn->when_tok)
				qn->when_tok = uses.v[j].tok;
		qn->lo_tok = UINT32_MAX;
		qn->hi_tok = 0;
		for (size_t j = i; j < uses.n; j++)
			if (uses.v[j].name == nm) {
				if (uses.v[j].tok < qn->lo_tok)
					qn->lo_tok = uses.v[j].tok;
				if (uses.v[j].tok > qn->hi_tok)
					qn->hi_tok = uses.v[j].tok;
			}
		qn->after = 0;
		const Meta *fm = tok_meta(t, first_tok);
		if (!first->nest && fm && fm->kind != MK_POSITION && t->opts->used_after &&
		    t->opts->used_after(t->opts->ctx, nm)) {
			/* a later rule's: one value for the whole pattern, its
			 * guards included (as spatch) */
			qn->after = 1;
			d = -1;
		}
		if (d < 0) {
			/* uses in different items of the top sequence */
			qn->scope = pv;
			qn->item = UINT32_MAX;
			qn->nest = 0;
		} else {
			const PathRec *r0 = anc(first, (uint32_t)d);
			qn->scope = r0->scope;
			qn->nest = r0->nest;
			uint32_t item = r0->item;
			for (size_t j = i; j < uses.n; j++) {
				if (uses.v[j].name != nm)
					continue;
				const PathRec *r = anc(sc.path[uses.v[j].tok], (uint32_t)d);
				if (r && r->item < item)
					item = r->item;
			}
			qn->item = item;
		}
	}
	vec_free(&uses);
	if (getenv("LADYBUG_DEBUG_CTL"))
		for (uint32_t k = 0; k < t->nq; k++)
			fprintf(stderr, "quant %s: item %u nest %d after %d top %d\n", t->q[k].name->name,
				t->q[k].item, t->q[k].nest, t->q[k].after, t->q[k].scope == pv);
	/* a top-level name used from item 0 on */
	for (uint32_t k = 0; k < t->nq; k++)
		if (t->q[k].item == UINT32_MAX)
			t->q[k].item = 0;
}

/* Does a use of NAME outside disjunction IT come before IT on the paths
 * through the pattern (an earlier item of a sequence holding IT), so
 * that its value is bound when IT is reached?  A use in another branch
 * of an enclosing disjunction is not. */
static int bound_before(Tr *t, const Ident *name, const Node *it)
{
	const PathRec *pi = it->first < t->pta->n ? t->path[it->first] : NULL;
	if (!pi)
		return 1;
	for (uint32_t j = 0; j < t->pta->n; j++) {
		if ((j >= it->first && j <= it->last) || !t->path[j])
			continue;
		const Meta *m = tok_meta(t, j);
		if (!m || m->name != name)
			continue;
		long c = common_depth(t->path[j], pi);
		if (c < 0)
			return 1;
		const PathRec *a = anc(t->path[j], (uint32_t)c), *b = anc(pi, (uint32_t)c);
		if (a->item < b->item)
			return 1;
		/* a use in the head of the compound statement whose body
		 * holds IT (`if (IS_ERR(e)) { ... ( A | B ) ... }'): the head
		 * is reached first, but for a do-while's condition */
		const Node *cs = a == b && t->path[j] == a && pi->depth > (uint32_t)c ?
					 a->scope[a->item] : NULL;
		if (cs && cs->kind != S_DO)
			return 1;
	}
	return 0;
}

/* Is NAME used in IT? */
static int used_in(Tr *t, const Ident *name, const Node *it)
{
	for (uint32_t j = it->first; j <= it->last && j < t->pta->n; j++) {
		const Meta *m = tok_meta(t, j);
		if (m && m->name == name)
			return 1;
	}
	return 0;
}

/* Is NAME used in the pattern after IT? */
static int used_after(Tr *t, const Ident *name, const Node *it)
{
	for (uint32_t j = it->last + 1; j < t->pta->n; j++) {
		const Meta *m = tok_meta(t, j);
		if (m && m->name == name)
			return 1;
	}
	return 0;
}

/* The names (bit x for t->q[x]) that another branch of disjunction IT
 * binds but branch B does not, and nothing before IT binds: on the
 * paths through B they have no value, so a later disjunction (that
 * uses them) tries its
 * next branch where an earlier one matches with any value of them
 * (spatch 1.1.1: after `( i = <+...f(...)...+>; | i = ...; )' took its
 * second branch, `( i = <+...f(...)...+>; | i@p = ...; )' takes its
 * first at `i = g(x);' whatever f). */
static uint64_t alt_unbound(Tr *t, const Node *it, uint32_t b)
{
	uint64_t m = 0;
	for (uint32_t x = 0; x < t->nq && x < 64; x++) {
		const Ident *nm = t->q[x].name;
		if (!it->kid[b] || used_in(t, nm, it->kid[b]) || bound_before(t, nm, it) ||
		    !used_after(t, nm, it))
			continue;
		for (uint32_t o = 0; o < it->n; o++)
			if (o != b && it->kid[o] && used_in(t, nm, it->kid[o])) {
				m |= (uint64_t)1 << x;
				break;
			}
	}
	return m;
}

/* exists v. F for each metavariable quantified at item I of Q (those of
 * the pattern's first item stay free: their values are the result's). */
static CtlF *quantify(Tr *t, Seq q, uint32_t i, CtlF *f)
{
	if (q.v == t->top && i == 0 && t->top[0]->kind != P_DOTS) {
		/* their values are the result's: free, only evaluated one
		 * value at a time where the pattern fixes them; not one that
		 * the pattern quantifies again inside (a disjunction's
		 * earlier branch, with any value there) */
		for (uint32_t k = 0; k < t->nq; k++)
			if (t->q[k].scope == q.v && t->q[k].item == i) {
				CtlVar v = r2c_var(t->s, t->q[k].name);
				if (!ctl_quantifies(t->b, f, v))
					f = ctl_exists(t->b, v, CTL_FREE, f);
			}
		return f;
	}
	for (uint32_t k = 0; k < t->nq; k++)
		if (t->q[k].scope == q.v && t->q[k].item == i)
			f = ctl_exists(t->b, r2c_var(t->s, t->q[k].name), !t->q[k].nest, f);
	return f;
}

/* exists v. F for each metavariable first used in IT (a guard: the item
 * with any values of the metavariables it binds first). */
static CtlF *quantify_new(Tr *t, const Node *it, CtlF *f)
{
	if (!it || !f)
		return f;
	/* (a metavariable that a `when' before IT names is bound there:
	 * `... when != i' then `g(i)': the dots avoid g with that i only) */
	for (uint32_t k = 0; k < t->nq; k++)
		if (t->q[k].first_tok >= it->first && t->q[k].first_tok <= it->last &&
		    t->q[k].when_tok >= it->first && !t->q[k].after)
			f = ctl_exists(t->b, r2c_var(t->s, t->q[k].name), 0, f);
	return f;
}

/* Does item IT alone use metavariable NM (no other item of the
 * pattern, no added code elsewhere, no later rule)?  The `...` after IT
 * then see NM with any value, as spatch quantifies it around IT only
 * (`- x = f(); ... g();' does not cross `y = f();'). */
static int used_only_in(Tr *t, const Node *it, const Ident *nm)
{
	/* a position a later rule inherits is no constraint on the guard:
	 * it names this match's place, and the code before a `...' is
	 * avoided wherever it stands (spatch 1.1.1: `if@p (...) {...}
	 * ... b();' with p inherited does not cross a second such if) */
	int pos = 0;
	for (uint32_t j = it->first; j <= it->last && j < t->pta->n; j++) {
		const Meta *m = t->path[j] ? tok_meta(t, j) : NULL;
		if (m && m->name == nm) {
			pos = m->kind == MK_POSITION;
			break;
		}
	}
	if (!pos && t->opts->used_after && t->opts->used_after(t->opts->ctx, nm))
		return 0;
	for (uint32_t j = 0; j < t->pta->n; j++) {
		if (j >= it->first && j <= it->last)
			continue;
		const Meta *m = t->path[j] ? tok_meta(t, j) : NULL;
		if (m && m->name == nm)
			return 0;
		if (t->opts->plus_uses && !(t->pta->v[j].flags & TF_HIDDEN)) {
			const Ident *pu[64];
			uint32_t np = t->opts->plus_uses(t->opts->ctx, j, j, pu, 64);
			for (uint32_t x = 0; x < np; x++)
				if (pu[x] == nm)
					return 0;
		}
	}
	return 1;
}

/* ---- items -------------------------------------------------------------- */

static const Node *unpos(const Node *p)
{
	while (p && p->kind == P_POS && p->n && p->kid[0] &&
	       (p->kid[0]->kind == S_IF || p->kid[0]->kind == S_WHILE || p->kid[0]->kind == S_FOR ||
		p->kid[0]->kind == S_DO || p->kid[0]->kind == S_SWITCH ||
		p->kid[0]->kind == S_ITERATOR || p->kid[0]->kind == S_BLOCK))
		p = p->kid[0];
	return p;
}

static int is_compound(const Node *p)
{
	p = unpos(p);
	if (!p)
		return 0;
	switch (p->kind) {
	case S_IF: case S_WHILE: case S_FOR: case S_ITERATOR: case S_SWITCH: case S_DO:
	case S_BLOCK: case D_FUNCDEF:
		return 1;
	default:
		return 0;
	}
}

/* A statement metavariable as an item: S, or S@p (its position that
 * of the statement). */
static int stmt_meta_item(const Node *p)
{
	return r2c_is_stmt_meta(p) || (p && p->kind == P_POS && p->n && r2c_is_stmt_meta(p->kid[0]));
}

static int is_dotsish(const Node *p)
{
	return p && (p->kind == P_DOTS || p->kind == P_NEST);
}

static int is_jump_pat(const Node *p)
{
	p = unpos(p);
	return p && (p->kind == S_BREAK || p->kind == S_CONTINUE || p->kind == S_GOTO);
}

static int is_return_pat(const Node *p)
{
	while (p && p->kind == P_POS && p->n)
		p = p->kid[0];
	return p && p->kind == S_RETURN;
}

static Cont cont_rest(Tr *t, Seq q, uint32_t i, const Cont *k)
{
	Cont r;
	if (i >= q.n)
		return *k;
	memset(&r, 0, sizeof r);
	r.f = tr_seq(t, q, i, k);
	r.first = tr_first(t, q, i, k);
	r.jump = r.f;
	r.bound = k->bound;
	r.stop = k->stop;
	return r;
}

/* The predicate of a simple item (a statement, a declaration, an
 * expression item, a label, a case). */
static CtlF *simple_pred(Tr *t, const Node *it, int flags)
{
	const Node *u = unpos(it);
	if (u && (u->kind == S_CASE || u->kind == S_DEFAULT))
		return mkpred(t, u, R2P_CASE, 0, 0, 0, flags);
	return mkpred(t, it, R2P_STMT, (uint32_t)t->in_nest, 0, 0, flags);
}

/* A statement metavariable at a compound statement's head: the head,
 * binding construct variable V. */
static CtlF *stmt_head_pred(Tr *t, const Node *it, int has_var, CtlVar v, int flags)
{
	return mkpred(t, it, R2P_STMT_HEAD, 0, has_var, v, flags);
}

/* The head predicate of compound pattern C for guards (no variable):
 * where the whole of C matches at its head. */
static CtlF *head_guard(Tr *t, const Node *c, int flags)
{
	c = unpos(c);
	switch (c->kind) {
	case S_BLOCK:
		return mkpred(t, c, R2P_OPEN, 0, 0, 0, flags);
	case D_FUNCDEF:
		return mkpred(t, c, R2P_FUNC, 0, 0, 0, flags);
	default:
		return mkpred(t, c, R2P_HEAD, R2C_HEAD_WHOLE, 0, 0, flags);
	}
}

static int goto_branch_ok(Tr *t, const Node *b);

/* Block pattern B as a branch `goto L;': the goto, then B's items from
 * L on (past the ends of the blocks the goto leaves and the label). */
static CtlF *goto_items(Tr *t, const Node *b)
{
	Cont kg;
	memset(&kg, 0, sizeof kg);
	kg.f = ctl_true(t->b);
	kg.jump = kg.f;
	kg.trivial = 1;
	Seq q = {b->kid, b->n};
	CtlF *items = tr_seq(t, q, 0, &kg);
	CtlF *skip = ctl_or(t->b, t->copy, kindp(t, CFG_LABEL));
	return ctl_and(t->b, kindp(t, CFG_GOTO), next(t, ctl_au(t->b, CTL_FORWARD, skip, items)));
}

/* The guard form of `if (E) { B }' (C, no else) where B may stand for
 * the code a branch `goto l;' reaches: an if whose branch is an
 * unbraced `goto l;' with B's items from l on, as the match itself
 * takes it (spatch 1.1.1 stops the dots there; a braced branch that
 * only reaches such code by its goto does not stop them).  NULL when C
 * is not such an if. */
static CtlF *goto_guard(Tr *t, const Node *c, int flags)
{
	if (c->kind != S_IF || c->n < 2 || (c->n > 2 && c->kid[2]) || !c->kid[1] ||
	    c->kid[1]->kind != S_BLOCK || !goto_branch_ok(t, c->kid[1]))
		return NULL;
	int saved = t->when_flags;
	t->when_flags |= PF_NOTRANS;
	CtlF *jump = goto_items(t, c->kid[1]);
	t->when_flags = saved;
	CtlF *head = mkpred(t, c, R2P_HEAD, 0, 0, 0, flags);
	return and3(t, head, ctl_ex(t->b, CTL_FORWARD, ctl_and(t->b, kindp(t, CFG_THEN), next(t, jump))),
		    ctl_ex(t->b, CTL_FORWARD, kindp(t, CFG_FALLTHROUGH)));
}

/* The guard form of item IT: where it starts, with the values of the
 * metavariables already bound (the code before a `...`), or NULL. */
static CtlF *avoid_of(Tr *t, const Node *it, int flags, int depth)
{
	if (!it || depth > 50)
		return NULL;
	flags |= PF_NOTRANS;
	if (it->kind == P_OPT && it->n)
		return avoid_of(t, it->kid[0], flags, depth + 1);
	if (is_dotsish(it))
		return NULL;
	if (is_seq_alt(it, t->in_nest)) {
		CtlF *acc = NULL;
		for (uint32_t b = 0; b < it->n; b++) {
			Seq bq = branch_seq(it, b);
			if (!bq.n)
				continue;
			CtlF *f = avoid_of(t, bq.v[bq.n - 1], flags, depth + 1);
			if (f)
				acc = acc ? ctl_or(t->b, acc, f) : f;
		}
		return acc;
	}
	if (is_compound(it)) {
		CtlF *g = head_guard(t, it, flags), *gg = goto_guard(t, unpos(it), flags);
		return gg ? ctl_or(t->b, g, gg) : g;
	}
	if (r2c_is_stmt_meta(it))
		return ctl_or(t->b, simple_pred(t, it, flags), stmt_head_pred(t, it, 0, 0, flags));
	return simple_pred(t, it, flags);
}

/* Where items I.. of Q start: the guard that stops a `...` before them. */
static CtlF *tr_first(Tr *t, Seq q, uint32_t i, const Cont *k)
{
	if (i >= q.n)
		return k->first;
	const Node *it = q.v[i];
	CtlF *f = NULL;
	if (it->kind == P_OPT && it->n) {
		CtlF *s = quantify_new(t, it, avoid_of(t, it->kid[0], 0, 0));
		uint32_t j = i + 1;
		if (i > 0 && q.v[i - 1]->kind == P_DOTS && j < q.n && q.v[j]->kind == P_DOTS)
			j++;
		CtlF *r = tr_first(t, q, j, k);
		f = s && r ? ctl_or(t->b, s, r) : s ? s : r;
	} else if (is_seq_alt(it, t->in_nest)) {
		Cont kr = cont_rest(t, q, i + 1, k);
		for (uint32_t b = 0; b < it->n; b++) {
			Seq bq = branch_seq(it, b);
			CtlF *g = tr_first(t, bq, 0, &kr);
			if (g)
				f = f ? ctl_or(t->b, f, g) : g;
			if (it->kind == P_CONJ)
				break;
		}
		/* a metavariable first met in an earlier branch is new in the
		 * later ones too: any value (`( x@p == NULL | x@p != NULL )') */
		f = quantify_new(t, it, f);
	} else if (!is_dotsish(it)) {
		f = quantify_new(t, it, avoid_of(t, it, 0, 0));
	}
	return f;
}

/* F with the constructs and the metavariables first used at or after
 * pattern token FROM quantified away: where F can hold with some values
 * of them, as one set of nodes (FROM 0: every variable); those the code
 * before FROM binds keep the values they have there. */
static CtlF *closed_from(Tr *t, CtlF *f, uint32_t from)
{
	for (uint32_t k = 0; k < t->nq; k++)
		if (t->q[k].first_tok >= from)
			f = ctl_exists(t->b, r2c_var(t->s, t->q[k].name), 0, f);
	for (uint32_t c = 0; c < t->nconstructs; c++)
		for (int x = 0; x < 2; x++)
			f = ctl_exists(t->b, construct_var_of(t, x, c), 0, f);
	return f;
}

/* Does statement pattern N hold a `...` or a nest among statements
 * (not in an expression or a list)? */
static int stmt_has_dots(const Node *n, int depth)
{
	if (!n || depth > 200)
		return 0;
	if (n->kind == P_DOTS || n->kind == P_NEST)
		return 1;
	if (!ast_is_stmt(n->kind) && n->kind != P_SEQ && n->kind != P_DISJ &&
	    n->kind != P_CONJ && n->kind != P_OPT && n->kind != S_BLOCK)
		return 0;
	for (uint32_t i = 0; i < n->n; i++)
		if (stmt_has_dots(n->kid[i], depth + 1))
			return 1;
	return 0;
}

/* Statement W (of a `when !=') as a pattern of its own: where it
 * starts, it matches along the paths inside it (nothing needs to
 * follow it), every predicate with FLAGS; its construct variables are
 * its own. */
static CtlF *stmt_formula(Tr *t, const Node *w, int flags)
{
	Cont kn;
	memset(&kn, 0, sizeof kn);
	kn.f = ctl_true(t->b);
	kn.jump = kn.f;
	kn.trivial = 1;
	kn.bound = t->any_exit;
	int saved = t->when_flags;
	uint32_t c0 = t->nconstructs;
	t->when_flags = flags;
	Node **v = arena_alloc(t->a, sizeof *v);   /* lives as long as the memo */
	v[0] = (Node *)(uintptr_t)w;
	CtlF *f = tr_seq(t, (Seq){ v, 1 }, 0, &kn);
	t->when_flags = saved;
	for (uint32_t c = c0; c < t->nconstructs; c++) {
		static const char *const pre[] = { "%%c%u", "%%n%u" };
		for (int x = 0; x < 2; x++) {
			char nm[32];
			int nl = snprintf(nm, sizeof nm, pre[x], c);
			f = ctl_exists(t->b, r2c_var(t->s, intern(nm, (size_t)nl)), 0, f);
		}
	}
	return f;
}

/* Where `when != W` stops a path: a node whose code holds W; for a
 * compound statement (`while (...) S`), its head; a disjunction of
 * statements, branch by branch. */
static CtlF *when_not(Tr *t, const Node *w, int depth)
{
	if (w->kind == P_SEQ && w->n == 1 && w->kid[0])
		w = w->kid[0];
	if (depth < 50 && w->kind == P_DISJ && is_seq_alt(w, 0)) {
		int compound = 0;
		for (uint32_t b = 0; b < w->n; b++) {
			Seq bq = branch_seq(w, b);
			compound |= bq.n == 1 && is_compound(bq.v[0]);
		}
		if (compound) {
			CtlF *acc = ctl_false(t->b);
			for (uint32_t b = 0; b < w->n; b++) {
				Seq bq = branch_seq(w, b);
				if (bq.n == 1)
					acc = ctl_or(t->b, acc, when_not(t, bq.v[0], depth + 1));
				else
					acc = ctl_or(t->b, acc, mkpred(t, w->kid[b], R2P_OCCURS, 0, 0, 0,
								       PF_NOTRANS));
			}
			return acc;
		}
	}
	/* an if or a block holding a `...': the statement as a pattern of
	 * its own, its dots running along the paths inside it (spatch
	 * 1.1.1: `when != if (...) { ... stop(); ... }' stops at an if
	 * whose block reaches stop() in an inner if, loop or switch; not
	 * at one with stop() in its else, nor after it) */
	if ((unpos(w)->kind == S_IF || unpos(w)->kind == S_BLOCK) && stmt_has_dots(w, 0))
		return stmt_formula(t, w, PF_NOTRANS | PF_WHEN);
	/* an if: the whole statement at its head, with the isomorphisms
	 * of ifs (neg_if, drop_else: `if (E == NULL) S1 else S2' is also
	 * `if (E) S') */
	if (is_compound(w) && unpos(w)->kind != S_BLOCK && unpos(w)->kind != S_IF)
		return head_guard(t, w, PF_NOTRANS | PF_WHEN);
	return mkpred(t, w, R2P_OCCURS, 0, 0, 0, PF_NOTRANS);
}

/* `...` or a nest at item I of Q. */
static CtlF *tr_dots(Tr *t, Seq q, uint32_t i, const Cont *k)
{
	const Node *it = q.v[i];
	int last = i + 1 >= q.n;
	CtlDots d;
	memset(&d, 0, sizeof d);
	d.quant = t->opts->exists ? CTL_EXISTS : CTL_FORALL;
	d.dir = CTL_FORWARD;
	d.fake = t->fake;
	d.error_exit = t->error_exit;
	d.exit = t->exit;
	/* a removed `...` (or nest) removes the code it crosses */
	int removed = (t->pta->v[it->first].flags & TF_MINUS) &&
		      (it->kind == P_DOTS || (t->pta->v[it->last].flags & TF_MINUS));
	if (removed)
		d.along = mkpred(t, it, R2P_DOTS_CODE, 0, 0, 0, 0);
	CtlF **wn = arena_alloc(t->a, (it->n + 3) * sizeof *wn);
	size_t nw = 0;
	wn[nw++] = t->fake;
	int whens = 0, forbids = 0;   /* forbids: a `when !=` (or a branch) of the user's */
	for (uint32_t w = 0; w < it->n; w++) {
		const Node *wc = it->kid[w];
		if (!wc || wc->kind != P_WHEN)
			continue;
		whens = 1;
		int branch = 0;
		if (wc->op == PW_TRUE || (wc->name && strcmp(wc->name->name, "true") == 0))
			branch = R2P_TRUE_BR;
		else if (wc->op == PW_FALSE || (wc->name && strcmp(wc->name->name, "false") == 0))
			branch = R2P_FALSE_BR;
		if (branch) {
			if (wc->n && wc->kid[0])
				wn[nw++] = mkpred(t, wc->kid[0], branch, 0, 0, 0, PF_NOTRANS);
			forbids = 1;
			continue;
		}
		switch (wc->op) {
		case PW_NEQ:
			if (wc->n && wc->kid[0]) {
				wn[nw++] = when_not(t, wc->kid[0], 0);
				forbids = 1;
			}
			break;
		case PW_EQ:
			if (wc->n && wc->kid[0])
				d.when_eq = mkpred(t, wc->kid[0], R2P_OCCURS, 0, 0, 0, PF_NOTRANS);
			break;
		case PW_ANY: d.any = 1; break;
		case PW_STRICT: d.strict = 1; break;
		case PW_FORALL: d.quant = CTL_FORALL; break;
		case PW_EXISTS: d.quant = CTL_EXISTS; break;
		default: break;
		}
	}
	if (k->bound)
		wn[nw++] = k->bound;   /* the end of the enclosing block */
	d.when_not = wn;
	d.n_when_not = nw;
	/* the code before the dots does not occur in them (shortest path),
	 * with any values of the metavariables only it uses (not when it is
	 * a metavariable alone, which would stop the dots everywhere) */
	CtlF *prev = NULL;
	if (i > 0) {
		const Node *pi = q.v[i - 1];
		const Ident **own = arena_alloc(t->a, (t->nq ? t->nq : 1) * sizeof *own);
		uint32_t nown = 0;
		for (uint32_t x = 0; x < t->nq && pi->kind != P_META; x++)
			if (t->q[x].lo_tok >= pi->first && t->q[x].hi_tok <= pi->last &&
			    used_only_in(t, pi, t->q[x].name))
				own[nown++] = t->q[x].name;
		t->any = nown ? own : NULL;
		t->nany = nown;
		prev = avoid_of(t, pi, 0, 0);
		t->any = NULL;
		t->nany = 0;
	}
	/* <... P ...>: P's occurrences are crossed and matched */
	CtlF *target = NULL, *nfirst = NULL;
	int to_exit = 0;
	CtlF *reached = NULL;   /* target, for what an error branch can reach */
	if (!last) {
		uint32_t nj = t->njoin;
		target = tr_seq(t, q, i + 1, k);
		reached = target;
		if (t->njoin != nj && !t->no_join) {
			t->no_join = 1;
			reached = tr_seq(t, q, i + 1, k);
			t->no_join = 0;
		}
		nfirst = tr_first(t, q, i + 1, k);
		/* `... ?S ...` up to the end of the pattern: without S the
		 * dots run to the function's end */
		uint32_t j = i + 1;
		while (j < q.n && item_nullable(q.v[j], 0)) {
			if (j + 1 == q.n)
				j++;
			else if (q.v[j + 1]->kind == P_DOTS)
				j += 2;
			else
				break;
		}
		if (j >= q.n && k->top)
			to_exit = 1;
	} else if (k->top) {
		to_exit = 1;
	} else if (k->trivial && k->bound) {
		/* nothing follows: to the end of the enclosing statement */
		target = k->stop ? k->stop : k->bound;
		nfirst = k->bound;
	} else {
		target = k->f;
		nfirst = k->first;
	}
	CtlF *nestf = NULL;
	if (it->kind == P_NEST && it->n && it->kid[0]) {
		const Node *body = it->kid[0];
		Seq nq = body->kind == P_SEQ ? (Seq){body->kid, body->n} : (Seq){&it->kid[0], 1};
		Cont kn;
		memset(&kn, 0, sizeof kn);
		kn.f = ctl_true(t->b);
		kn.jump = kn.f;
		kn.trivial = 1;
		/* a `...` ending it runs as far as the nest does, or to the
		 * next occurrence */
		kn.bound = nfirst ? nfirst : k->bound ? k->bound : t->any_exit;
		int saved_nest = t->in_nest;
		t->in_nest = 1;
		CtlF *again = tr_first(t, nq, 0, &kn);
		if (again)
			kn.bound = ctl_or(t->b, kn.bound, again);
		nestf = tr_seq(t, nq, 0, &kn);
		t->in_nest = saved_nest;
		/* each occurrence is one inner match of the whole match: its
		 * witnesses gather under the choice of its place */
		CtlVar ov = construct_var_of(t, 1, t->nconstructs++);
		nestf = ctl_exists(t->b, ov, 1,
				   ctl_and(t->b, nestf, mkpred(t, NULL, R2P_PLACE, 0, 1, ov, PF_NOTRANS)));
		/* with other values of the nest's own metavariables (each
		 * value is a match of its own): such a node is crossed as an
		 * occurrence too, its code allowed whatever the `when' says,
		 * its witnesses not this match's */
		CtlF *any = nestf;
		for (uint32_t x = 0; x < t->nq; x++)
			if (t->q[x].scope == q.v && t->q[x].item == i)
				any = ctl_exists(t->b, r2c_var(t->s, t->q[x].name), 0, any);
		d.nest_any = any != nestf && forbids ? any : NULL;
		d.nest = nestf;
	}
	if (last && k->top && !whens && !nestf && !removed && !prev)
		return ctl_true(t->b);   /* `...` alone: anything */
	d.end = target;
	d.to_exit = to_exit;
	if (to_exit)
		d.exit = t->any_exit;
	if (d.quant == CTL_FORALL) {
		/* some path reaches what follows (with any values) */
		CtlF *reach = target;
		if (to_exit && d.exit)
			reach = reach ? ctl_or(t->b, reach, d.exit) : d.exit;
		if (reach)
			d.reach = closed_from(t, reach, 0);
	}
	if (target && d.quant == CTL_FORALL) {
		/* a branch that can reach what follows the dots (by code,
		 * going back round no loop: the whole of it, with any values)
		 * is no error branch: its paths owe it; a `}' it only leaves
		 * through by its jump (a copy) does not count, nor, for dots
		 * that end a function definition's body, its `}', which every
		 * path reaches (a block pattern's `}' counts, also where the
		 * block is a function's body) */
		CtlF *gone = t->copy;
		int fend = last && k->fbody;
		if (fend)
			gone = ctl_or(t->b, gone, mkpred(t, NULL, R2P_BODY_CLOSE, 0, 0, 0, PF_NOTRANS));
		CtlF *hit = ctl_and(t->b, closed_from(t, reached ? reached : target, it->first),
				    ctl_not(t->b, gone));
		if (!fend) {
			/* past the label its goto leads to, the branch has
			 * rejoined the code: a jump there reaching the end
			 * (`out: return r;' before a block pattern's `}')
			 * is that code's */
			CtlF *nf = ctl_not(t->b, t->fake);
			hit = ctl_or(t->b, hit, ctl_and(t->b, kindp(t, CFG_LABEL),
				ctl_eu(t->b, CTL_FORWARD_NOBACK, nf,
				       closed_from(t, reached ? reached : target, it->first))));
		}
		CtlF *reach = ctl_eu(t->b, CTL_FORWARD_NOBACK, ctl_not(t->b, t->fake), hit);
		d.error_exit = ctl_and(t->b, d.error_exit, ctl_not(t->b, reach));
	}
	/* dots that nothing follows owe the whole path, error branches
	 * included: there is nothing an error branch could fail to reach */
	if (to_exit && !target)
		d.error_exit = NULL;
	/* a path through an error branch need not reach what follows a
	 * nest, but owes the nest's `when' up to the function's exit, as
	 * spatch (plain dots exempt the whole branch) */
	if (nestf && d.error_exit)
		d.error_end = t->any_exit;
	CtlF *avoid = prev;
	if (!d.any && nfirst)
		avoid = avoid ? ctl_or(t->b, avoid, nfirst) : nfirst;
	d.avoid = avoid;
	CtlF *f = ctl_dots(t->b, &d);
	if (nestf && (it->flags & NF_NEST_PLUS)) {
		/* <+... P ...+>: some path crosses an occurrence of P */
		CtlDots e;
		memset(&e, 0, sizeof e);
		e.quant = CTL_EXISTS;
		e.dir = CTL_FORWARD;
		e.end = nestf;
		e.fake = t->fake;
		CtlF *ea = NULL;
		if (target)
			ea = nfirst ? ctl_or(t->b, target, nfirst) : target;
		if (prev)
			ea = ea ? ctl_or(t->b, ea, prev) : prev;
		e.avoid = ea;
		f = ctl_and(t->b, f, ctl_dots(t->b, &e));
	}
	return f;
}

/* What follows compound statement (construct variable V) holds after
 * its real end, END_REAL, reached from its head inside it. */
static CtlF *after_end(Tr *t, CtlVar v, CtlF *end_real, const Cont *rest)
{
	if (rest->trivial)
		return ctl_true(t->b);
	CtlF *inside = mkpred(t, NULL, R2P_INSIDE, 0, 1, v, PF_NOTRANS);
	return ctl_eu(t->b, CTL_FORWARD, inside, ctl_and(t->b, end_real, next(t, rest->f)));
}

static CtlF *end_real(Tr *t, CtlVar v)
{
	return mkpred(t, NULL, R2P_END, 1, 1, v, PF_NOTRANS);
}

/* Branch BR (the kid at ADDR of a compound statement pattern) of a
 * construct: its statement, or its block, or (braces isomorphism) the
 * items of its block against a branch without braces. */
static CtlF *tr_branch(Tr *t, Node *const *addr, CtlVar v, CtlF *bound)
{
	/* the branch's construct for what it holds; restored after, so
	 * that a compound statement inside the branch does not leave its
	 * own for the code translated after it (tr_block's bound) */
	CtlVar saved_var = t->branch_var;
	Node *const *saved_branch = t->branch;
	t->branch_var = v;
	Cont kb;
	memset(&kb, 0, sizeof kb);
	kb.bound = bound;
	kb.stop = ctl_or(t->b, bound, t->any_exit);
	kb.f = ctl_true(t->b);
	kb.jump = kb.f;
	kb.trivial = 1;
	Seq q = {addr, 1};
	t->branch = addr;
	CtlF *f = tr_seq(t, q, 0, &kb);
	t->branch_var = saved_var;
	t->branch = saved_branch;
	return f;
}

/* May block pattern B stand for a statement without braces (spatch's
 * braces isomorphisms: `{ ... S ... }` with at most one statement)?
 * The branch, its changes made, must still be one statement that is no
 * added `if` without `else` (match_block_unbraced): the statement the
 * code's branch is matched by decides.  When S with its changes is not
 * one statement (removed, or with code added beside it) it may not be
 * the branch itself; when S is removed with nothing added, `...` before
 * it may take the branch, S coming after the branch is left by a jump
 * (`{ ... - return ret; }` against `if (b) goto out;' reaching
 * `out: return 1;', as spatch; against `if (b) return 1;' not; with
 * code added beside S, not even so).  *NOT_HERE receives that S. */
static int braces_iso(Tr *t, const Node *b, const Node **not_here)
{
	*not_here = NULL;
	uint32_t stmts = 0, at = 0;
	for (uint32_t i = 0; i < b->n; i++) {
		if (!b->kid[i])
			return 0;
		if (b->kid[i]->kind != P_DOTS) {
			stmts++;
			at = i;
		}
	}
	/* braces4 is `{ S }', braces0-3 a block with `...' */
	if (t->s->m->iso_off & (stmts == b->n ? ISO_BRACES : ISO_BRACES_DOTS))
		return 0;
	if (stmts > 1)
		return 0;
	if (match_block_unbraced(t->pta, b))
		return 1;
	if (stmts == 0 || at == 0 || (t->pta->v[b->first].flags & TF_MINUS) ||
	    is_compound(b->kid[at]) || r2c_is_stmt_meta(b->kid[at]) || is_dotsish(b->kid[at]) ||
	    is_seq_alt(b->kid[at], t->in_nest))
		return 0;
	/* S removed with nothing added (code added beside it: braces,
	 * wherever it is found, as spatch) */
	for (uint32_t i = b->first; i <= b->last && i < t->pta->n; i++) {
		const Token *tk = &t->pta->v[i];
		if (tk->flags & TF_PLUS)
			return 0;
		if (i >= b->kid[at]->first && i <= b->kid[at]->last && !(tk->flags & (TF_MINUS | TF_HIDDEN)))
			return 0;
	}
	*not_here = b->kid[at];
	return 1;
}

/* Does block pattern B end in a return statement? */
static int ends_in_return(const Node *b)
{
	return b->n && b->kid[b->n - 1] && is_return_pat(b->kid[b->n - 1]);
}

/* May block pattern B stand for error handling code that a branch
 * `goto L;` reaches (spatch, with or without the braces isomorphisms):
 * B ends in a return, has `...' among its items (a block of items that
 * follow each other directly is one block of code, not a path through
 * a jump), declares nothing, and its braces are kept with no code added
 * just inside them; its items are then matched from L on. */
static int goto_branch_ok(Tr *t, const Node *b)
{
	if (!ends_in_return(b) || b->first >= b->last || b->last >= t->pta->n)
		return 0;
	int dots = 0;
	for (uint32_t i = 0; i < b->n; i++) {
		if (!b->kid[i] || b->kid[i]->kind == D_DECL)
			return 0;
		dots |= is_dotsish(b->kid[i]);
	}
	if (!dots)
		return 0;
	const Token *v = t->pta->v;
	if ((v[b->first].flags | v[b->last].flags) & (TF_MINUS | TF_PLUS))
		return 0;
	for (uint32_t i = b->first + 1; i < b->kid[0]->first; i++)
		if (v[i].flags & TF_PLUS)
			return 0;
	for (uint32_t i = b->kid[b->n - 1]->last + 1; i < b->last; i++)
		if (v[i].flags & TF_PLUS)
			return 0;
	return 1;
}

/* Is block pattern B made of a statement list metavariable alone? */
static int list_block(const Node *b)
{
	if (b->n != 1 || !b->kid[0] || b->kid[0]->kind != P_META || !b->kid[0]->aux)
		return 0;
	const Meta *m = b->kid[0]->aux;
	return m->kind == MK_STATEMENT_LIST;
}

/* Block pattern B followed by REST; BRANCH: B is a branch or body of a
 * compound statement (the braces isomorphism applies). */
static CtlF *tr_block(Tr *t, const Node *b, const Cont *rest, int branch, int body)
{
	CtlVar bv = t->branch_var;   /* the construct B is a branch of */
	CtlVar v = construct_var(t);
	if (list_block(b)) {
		/* `{ SL }`: the list binds the block's statements, whole */
		CtlF *whole = mkpred(t, b, R2P_OPEN, (uint32_t)body | 2, 1, v, 0);
		return ctl_exists(t->b, v, 0,
				  ctl_and(t->b, whole,
					  after_end(t, v, mkpred(t, NULL, R2P_CLOSE, 1, 1, v, PF_NOTRANS),
						    rest)));
	}
	Cont kc;
	memset(&kc, 0, sizeof kc);
	CtlF *close = mkpred(t, b, R2P_CLOSE, 0, 1, v, 0);
	/* a last statement may end blocks of the code inside this one: the
	 * `}` of those may come first (not the end of an if or a loop, nor
	 * a copy on a jump); a last `...` runs to the block's own */
	kc.f = close;
	if (b->n && !is_dotsish(b->kid[b->n - 1]))
		kc.f = ctl_au(t->b, CTL_FORWARD,
			      ctl_and(t->b, kindp(t, CFG_BRACE_CLOSE), ctl_not(t->b, t->copy)), close);
	kc.first = mkpred(t, NULL, R2P_CLOSE, 1, 1, v, PF_NOTRANS);
	kc.fbody = body;
	/* its `...` end where a break or continue leaves it, and where a
	 * goto does unless it ends in a return and every path through the
	 * code's block leaves it by a goto (error handling code: its items
	 * go on after the label, as spatch) */
	kc.bound = ctl_or(t->b, kc.first,
			  mkpred(t, NULL, R2P_CLOSE, ends_in_return(b) ? 2 : 6, 1, v, PF_NOTRANS));
	/* after a jump: copies of the ends of the scopes inside it, then its `}` */
	kc.jump = ctl_au(t->b, CTL_FORWARD, ctl_and(t->b, t->copy, ctl_not(t->b, close)), close);
	Seq q = {b->kid, b->n};
	CtlF *inner = tr_seq(t, q, 0, &kc);
	CtlF *open = mkpred(t, b, R2P_OPEN, body, 1, v, 0);
	CtlF *f = and3(t, open, next(t, inner),
		       after_end(t, v, mkpred(t, NULL, R2P_CLOSE, 1, 1, v, PF_NOTRANS), rest));
	f = ctl_exists(t->b, v, 0, f);
	if (branch && goto_branch_ok(t, b))
		f = ctl_or(t->b, f, goto_items(t, b));   /* the branch is `goto L;' */
	const Node *not_here = NULL;
	/* `{ }' holds nothing: it stands for no statement without braces */
	if (branch && b->n > 0 && braces_iso(t, b, &not_here)) {
		CtlF *here_ok = not_here ? ctl_not(t->b, simple_pred(t, not_here, PF_NOBIND | PF_NOTRANS))
					 : ctl_true(t->b);
		/* `{ ... S ... }` against a branch without braces: S alone
		 * (any statement when there is none) */
		/* the items along the paths from it, up to the end of the
		 * statement the branch belongs to */
		int dots_only = 1;
		for (uint32_t j = 0; j < b->n; j++)
			dots_only &= b->kid[j]->kind == P_DOTS;
		if (dots_only) {
			/* braces0, `{ ... } => S`: any statement, its `when`
			 * clauses with it */
			f = ctl_or(t->b, f, mkpred(t, b, R2P_LONE, 1, 0, 0, 0));
		} else if ((b->n == 3 && b->kid[0]->kind == P_DOTS && b->kid[2]->kind == P_DOTS) ||
			   (b->n == 2 && b->kid[0]->kind == P_DOTS && !is_dotsish(b->kid[1]) &&
			    !not_here)) {
			/* `{ ... S ... }`, `{ ... S }` => S: the statement is
			 * S itself (the dots and their `when` clauses go with
			 * the braces), as spatch's braces isomorphisms; `if
			 * (x) goto l;` reaching `l: S` is no match (unless
			 * the block ends in a return: goto_branch_ok) */
			Seq one = {&b->kid[1], 1};
			CtlF *lone = quantify(t, q, 1, tr_seq(t, one, 0, rest));
			lone = and3(t, mkpred(t, b, R2P_LONE, 0, 0, 0, 0), here_ok, lone);
			f = ctl_or(t->b, f, ctl_and(t->b, ctl_not(t->b, kindp(t, CFG_BRACE_OPEN)), lone));
		} else {
			/* `{ S ... }`, `{ <... P ...> }` (a nest is dots),
			 * `{ ( A | ... B ) ... }`: the branch is S, the paths of
			 * the items from it end where they leave the construct
			 * (a `goto` out of the branch is not followed: the
			 * braces isomorphism makes the pattern the branch) */
			Cont r2 = *rest;
			if (rest->bound) {
				CtlVar v = bv;
				CtlF *out = ctl_not(t->b, ctl_or(t->b,
					mkpred(t, NULL, R2P_INSIDE, 0, 1, v, PF_NOTRANS), end_real(t, v)));
				r2.bound = ctl_or(t->b, rest->bound, out);
				r2.stop = ctl_or(t->b, rest->stop ? rest->stop : rest->bound, out);
			}
			CtlF *lone = tr_seq(t, q, 0, &r2);
			lone = and3(t, mkpred(t, b, R2P_LONE, 0, 0, 0, 0), here_ok, lone);
			f = ctl_or(t->b, f, ctl_and(t->b, ctl_not(t->b, kindp(t, CFG_BRACE_OPEN)), lone));
		}
	}
	return f;
}

static CtlF *tr_compound(Tr *t, Seq q, uint32_t i, const Node *it, const Cont *k)
{
	const Node *c = unpos(it);
	Cont rest = cont_rest(t, q, i + 1, k);
	if (c->kind == S_BLOCK)
		return tr_block(t, c, &rest, q.v == t->branch && q.n == 1, q.v == t->body);
	if (c->kind == D_FUNCDEF) {
		/* header, [enter], the body's braces and items */
		Seq bq = {&c->kid[3], 1};
		t->body = bq.v;
		CtlF *body = tr_seq(t, bq, 0, &rest);
		CtlF *hd = mkpred(t, c, R2P_FUNC, 0, 0, 0, 0);
		return ctl_and(t->b, hd, next(t, ctl_and(t->b, kindp(t, CFG_ENTER), next(t, body))));
	}
	CtlVar v = construct_var(t);
	CtlF *head = mkpred(t, c, R2P_HEAD, 0, 1, v, 0);
	CtlF *endr = end_real(t, v);
	CtlF *f = head;
	switch (c->kind) {
	case S_IF: {
		CtlF *s1 = tr_branch(t, &c->kid[1], v, endr);
		CtlF *then = ctl_ex(t->b, CTL_FORWARD, ctl_and(t->b, kindp(t, CFG_THEN), next(t, s1)));
		if (!(c->n > 2 && c->kid[2])) {
			f = and3(t, head, then, ctl_ex(t->b, CTL_FORWARD, kindp(t, CFG_FALLTHROUGH)));
			break;
		}
		CtlF *s2 = tr_branch(t, &c->kid[2], v, endr);
		CtlF *elsekw = mkpred(t, c, R2P_ELSE, 0, 0, 0, 0);
		CtlF *els = ctl_ex(t->b, CTL_FORWARD,
				   ctl_and(t->b, kindp(t, CFG_ELSE_BRANCH),
					   next(t, ctl_and(t->b, elsekw, next(t, s2)))));
		if (r2c_drop_else(t->s->m, t->pta, c, 2))
			els = ctl_or(t->b, els, ctl_ex(t->b, CTL_FORWARD,
						       mkpred(t, c, R2P_NO_ELSE, 2, 0, 0, 0)));
		f = and3(t, head, then, els);
		/* neg_if, ne_if: the code's test is the negation of the
		 * pattern's and its branches are the other way round */
		CtlF *swapped = mkpred(t, c, R2P_HEAD, 1, 1, v, 0);
		CtlF *then2 = ctl_ex(t->b, CTL_FORWARD,
				     ctl_and(t->b, kindp(t, CFG_THEN), next(t, s2)));
		CtlF *els2 = ctl_ex(t->b, CTL_FORWARD,
				    ctl_and(t->b, kindp(t, CFG_ELSE_BRANCH),
					    next(t, ctl_and(t->b, elsekw, next(t, s1)))));
		/* drop_else after it: `if (!x) S2' for `if (x) S1 else S2' */
		if (r2c_drop_else(t->s->m, t->pta, c, 1))
			els2 = ctl_or(t->b, els2, ctl_ex(t->b, CTL_FORWARD,
							 mkpred(t, c, R2P_NO_ELSE, 1, 0, 0, 0)));
		/* an isomorphism's form is a later branch of a disjunction:
		 * it applies only where the pattern as written does not
		 * match, with any values of the metavariables the if binds
		 * first (`if (!a) S1 else S2' is `if (E) S1 else S2' with E
		 * = !a, not its negated form too), but for those a later rule
		 * uses: each of their values is a match of its own */
		CtlF *closed = f;
		for (uint32_t x = 0; x < t->nq; x++)
			if (t->q[x].first_tok >= c->first && t->q[x].first_tok <= c->last &&
			    !t->q[x].after)
				closed = ctl_exists(t->b, r2c_var(t->s, t->q[x].name), 0, closed);
		f = ctl_or(t->b, f, ctl_and(t->b, and3(t, swapped, then2, els2),
					       ctl_not(t->b, closed)));
		break;
	}
	case S_WHILE: case S_FOR: case S_ITERATOR: {
		uint32_t bi = c->kind == S_FOR ? 3 : 1;
		if (c->n > bi && c->kid[bi]) {
			Tr saved = *t;
			t->has_loop = t->has_brk = 1;
			t->loop_var = t->brk_var = v;
			CtlF *body = tr_branch(t, &c->kid[bi], v, endr);
			t->has_loop = saved.has_loop;
			t->has_brk = saved.has_brk;
			t->loop_var = saved.loop_var;
			t->brk_var = saved.brk_var;
			f = ctl_and(t->b, head,
				    ctl_ex(t->b, CTL_FORWARD,
					   ctl_and(t->b, kindp(t, CFG_LOOP_TRUE), next(t, body))));
		}
		break;
	}
	case S_DO: {
		CtlF *tail = mkpred(t, c, R2P_DO_TAIL, 0, 0, 0, 0);
		CtlF *inside = mkpred(t, NULL, R2P_INSIDE, 0, 1, v, PF_NOTRANS);
		Tr saved = *t;
		t->has_loop = t->has_brk = 1;
		t->loop_var = t->brk_var = v;
		CtlF *body = tr_branch(t, &c->kid[0], v, endr);
		t->has_loop = saved.has_loop;
		t->has_brk = saved.has_brk;
		t->loop_var = saved.loop_var;
		t->brk_var = saved.brk_var;
		f = and3(t, head, next(t, body), ctl_eu(t->b, CTL_FORWARD, inside, tail));
		break;
	}
	case S_SWITCH: {
		const Node *b = c->kid[1];
		if (!has_cases(b)) {
			f = ctl_and(t->b, head, ctl_ex(t->b, CTL_FORWARD, tr_branch(t, &c->kid[1], v, endr)));
			break;
		}
		/* each case of the pattern starts at some case of the code:
		 * cases in any order, others between, each body from its start */
		CtlVar bv = construct_var(t);
		CtlF *open = mkpred(t, b, R2P_OPEN, 0, 1, bv, 0);
		CtlF *close = mkpred(t, b, R2P_CLOSE, 0, 1, bv, 0);
		CtlF *cases = ctl_eu(t->b, CTL_FORWARD, ctl_not(t->b, close), close);
		Cont kcase;
		memset(&kcase, 0, sizeof kcase);
		kcase.f = ctl_true(t->b);
		kcase.jump = kcase.f;
		kcase.trivial = 1;
		kcase.bound = mkpred(t, NULL, R2P_CLOSE, 1, 1, bv, PF_NOTRANS);
		kcase.stop = ctl_or(t->b, mkpred(t, NULL, R2P_CLOSE, 0, 1, bv, PF_NOTRANS),
				    t->any_exit);
		int saved_has = t->has_brk;
		CtlVar saved_var = t->brk_var;
		t->has_brk = 1;
		t->brk_var = v;
		for (uint32_t x = 0; x < b->n;) {
			uint32_t y = x + 1;
			while (y < b->n && !(b->kid[y] && (b->kid[y]->kind == S_CASE ||
							   b->kid[y]->kind == S_DEFAULT)))
				y++;
			if (b->kid[x] && (b->kid[x]->kind == S_CASE || b->kid[x]->kind == S_DEFAULT)) {
				Seq g = {&b->kid[x], y - x};
				CtlF *cf = tr_seq(t, g, 0, &kcase);
				cases = ctl_and(t->b, cases,
						ctl_ex(t->b, CTL_FORWARD,
						       ctl_and(t->b, kindp(t, CFG_CASE_NODE), next(t, cf))));
			}
			x = y;
		}
		t->has_brk = saved_has;
		t->brk_var = saved_var;
		f = ctl_and(t->b, head,
			    ctl_ex(t->b, CTL_FORWARD,
				   ctl_exists(t->b, bv, 0, ctl_and(t->b, open, cases))));
		break;
	}
	default:
		break;
	}
	f = ctl_and(t->b, f, after_end(t, v, endr, &rest));
	return ctl_exists(t->b, v, 0, f);
}

/* A statement metavariable IT at item I: a simple statement, a jump, or
 * a whole compound statement, followed by what follows. */
static CtlF *tr_stmt_meta(Tr *t, Seq q, uint32_t i, const Node *it, const Cont *k)
{
	int last = i + 1 >= q.n;
	Cont rest = cont_rest(t, q, i + 1, k);
	CtlF *p = simple_pred(t, it, 0);
	CtlF *jmp = mkpred(t, NULL, R2P_JUMP, 0, 0, 0, PF_NOTRANS);
	CtlF *plain = ctl_and(t->b, ctl_and(t->b, p, ctl_not(t->b, jmp)), next(t, rest.f));
	CtlF *jumpf = ctl_and(t->b, ctl_and(t->b, p, jmp), next(t, last ? k->jump : rest.f));
	CtlVar v = construct_var(t);
	CtlF *after = after_end(t, v, end_real(t, v), &rest);
	if (!rest.trivial) {
		/* a compound statement that never ends normally (`if (a)
		 * return 1; else return 2;', `{ return 3; }'): what follows
		 * holds after the copies of its end on the paths that leave
		 * it, as spatch 1.1.1 matches `S ...' there */
		CtlF *inside = mkpred(t, NULL, R2P_INSIDE, 0, 1, v, PF_NOTRANS);
		CtlF *copy_end = mkpred(t, NULL, R2P_END, 0, 1, v, PF_NOTRANS);
		CtlF *ends = ctl_eu(t->b, CTL_FORWARD, inside, end_real(t, v));
		after = ctl_or(t->b, after,
			       ctl_and(t->b, ctl_not(t->b, ends),
				       after_end(t, v, copy_end, &rest)));
	}
	CtlF *whole = ctl_exists(t->b, v, 0,
				 ctl_and(t->b, stmt_head_pred(t, it, 1, v, 0), after));
	return ctl_or(t->b, ctl_or(t->b, plain, jumpf), whole);
}

/* A disjunction (conjunction) of sequences at item I: each branch
 * followed by what follows; a later branch only where no earlier one
 * matches (spatch's order). */
static CtlF *tr_alt1(Tr *t, Seq q, uint32_t i, const Node *it, const Cont *k);

static CtlF *tr_alt(Tr *t, Seq q, uint32_t i, const Node *it, const Cont *k)
{
	/* `... ( A | ?B )' ending the pattern: without B the dots run to
	 * the function's end (tr_dots), B absent is nothing here */
	int saved_exit = t->opt_at_exit;
	t->opt_at_exit = i + 1 == q.n && i > 0 && q.v[i - 1]->kind == P_DOTS && k->top &&
			 it->kind == P_DISJ && item_nullable(it, 0);
	CtlF *r = tr_alt1(t, q, i, it, k);
	t->opt_at_exit = saved_exit;
	return r;
}

static CtlF *tr_alt1(Tr *t, Seq q, uint32_t i, const Node *it, const Cont *k)
{
	Cont rest = cont_rest(t, q, i + 1, k);
	if (i + 1 < q.n) {
		rest.top = 0;
		rest.trivial = 0;
	}
	/* what follows, translated again for the branches that leave a
	 * name of another branch unbound (see alt_unbound) */
	uint64_t seen[8];
	Cont seen_rest[8];
	uint32_t nseen = 0;
	CtlF *acc = NULL, *none_before = NULL;
	for (uint32_t b = 0; b < it->n; b++) {
		Seq bq = branch_seq(it, b);
		uint64_t saved = t->unbound;
		uint64_t un = i + 1 < q.n && it->kind == P_DISJ ? alt_unbound(t, it, b) & ~saved : 0;
		Cont rb = rest;
		if (un) {
			uint32_t j = 0;
			while (j < nseen && seen[j] != un)
				j++;
			t->unbound = saved | un;
			if (j == nseen && nseen < 8) {
				seen[nseen] = un;
				seen_rest[nseen] = cont_rest(t, q, i + 1, k);
				seen_rest[nseen].top = 0;
				seen_rest[nseen].trivial = 0;
				nseen++;
			}
			if (j < nseen)
				rb = seen_rest[j];
		}
		CtlF *f = tr_seq(t, bq, 0, &rb);
		t->unbound = saved;
		if (it->kind == P_CONJ) {
			acc = acc ? ctl_and(t->b, acc, f) : f;
			continue;
		}
		CtlF *g = none_before ? ctl_and(t->b, f, none_before) : f;
		acc = acc ? ctl_or(t->b, acc, g) : g;
		if (b + 1 < it->n) {
			/* with any values of the metavariables that nothing
			 * before the disjunction binds: a later branch is
			 * tried only where the earlier ones match with none */
			CtlF *closed = f;
			for (uint32_t x = 0; x < t->nq; x++)
				if (t->q[x].scope != bq.v && !t->q[x].after &&
				    (t->q[x].first_tok >= it->first ||
				     (used_in(t, t->q[x].name, it) &&
				      (!bound_before(t, t->q[x].name, it) ||
				       (x < 64 && (t->unbound >> x & 1))))))
					closed = ctl_exists(t->b, r2c_var(t->s, t->q[x].name), 0, closed);
			CtlF *nb = ctl_not(t->b, closed);
			none_before = none_before ? ctl_and(t->b, none_before, nb) : nb;
		}
	}
	return acc ? acc : ctl_false(t->b);
}

static CtlF *tr_item(Tr *t, Seq q, uint32_t i, const Node *it, const Cont *k)
{
	if (it->kind == P_OPT && it->n && it->kid[0]) {
		/* ?S: S where it stands, or nothing (dots around it merge) */
		CtlF *with = tr_item(t, q, i, it->kid[0], k);
		uint32_t j = i + 1;
		int after_dots = i > 0 && q.v[i - 1]->kind == P_DOTS;
		if (after_dots && j < q.n && q.v[j]->kind == P_DOTS)
			j++;
		/* at the end of the pattern the `...` before it run to the
		 * function's end (see tr_dots) */
		CtlF *skip = j >= q.n && ((after_dots && k->top) || t->opt_at_exit)
				     ? ctl_false(t->b) : tr_seq(t, q, j, k);
		return ctl_or(t->b, with, skip);
	}
	if (is_dotsish(it))
		return tr_dots(t, q, i, k);
	if (is_seq_alt(it, t->in_nest))
		return tr_alt(t, q, i, it, k);
	if (is_compound(it))
		return tr_compound(t, q, i, it, k);
	if (stmt_meta_item(it))
		return tr_stmt_meta(t, q, i, it, k);
	CtlF *p = simple_pred(t, it, 0);
	int last = i + 1 >= q.n;
	const Node *u = unpos(it);
	if (u && ((u->kind == S_BREAK && t->has_brk) || (u->kind == S_CONTINUE && t->has_loop))) {
		/* a jump of the pattern's own loop (switch): it goes there */
		CtlF *to = u->kind == S_BREAK ? end_real(t, t->brk_var)
					      : mkpred(t, NULL, R2P_LOOP_BACK, 0, 1, t->loop_var, PF_NOTRANS);
		p = ctl_and(t->b, p, next(t, ctl_au(t->b, CTL_FORWARD, t->copy, to)));
	}
	if (last && is_return_pat(it)) {
		/* its paths end: what follows is only matched where it is
		 * there (the `}` of its block) */
		CtlF *f = ctl_and(t->b, p, ctl_or(t->b, next(t, k->jump), ctl_true(t->b)));
		if (k->fbody && !t->no_join && ++t->njoin)
			/* before a function's `}`: not a return out of a branch
			 * of an if with an else or out of an #if group, which
			 * spatch does not see followed by that `}` */
			f = ctl_and(t->b, f, ctl_not(t->b, ctl_ex(t->b, CTL_FORWARD,
				ctl_eu(t->b, CTL_FORWARD, t->copy, kindp(t, CFG_JOIN)))));
		return f;
	}
	if (last && is_jump_pat(it))
		return ctl_and(t->b, p, next(t, k->jump));
	Cont rest = cont_rest(t, q, i + 1, k);
	if (last && k->trivial)
		return p;
	return ctl_and(t->b, p, next(t, rest.f));
}

static int cont_eq(const Cont *a, const Cont *b)
{
	return a->f == b->f && a->first == b->first && a->jump == b->jump && a->top == b->top &&
	       a->trivial == b->trivial && a->bound == b->bound && a->stop == b->stop;
}

static CtlF *tr_seq(Tr *t, Seq q, uint32_t i, const Cont *k)
{
	if (i >= q.n)
		return k->f;
	for (uint32_t x = 0; x < t->nmemo; x++) {
		MemoT *mt = &t->memo[x];
		if (mt->v == q.v && mt->n == q.n && mt->i == i && mt->unbound == t->unbound &&
		    mt->when_flags == t->when_flags && mt->any == t->any && mt->nany == t->nany &&
		    mt->no_join == t->no_join && cont_eq(&mt->k, k) && mt->f) {
			t->njoin += mt->joins;
			return mt->f;
		}
	}
	uint32_t nj = t->njoin;
	if (++t->depth > 400) {
		t->depth--;
		return ctl_false(t->b);
	}
	CtlF *f = quantify(t, q, i, tr_item(t, q, i, q.v[i], k));
	t->depth--;
	if (t->nmemo == t->capmemo) {
		uint32_t nc = t->capmemo ? t->capmemo * 2 : 32;
		MemoT *nv = arena_alloc(t->a, nc * sizeof *nv);
		if (t->nmemo)
			memcpy(nv, t->memo, t->nmemo * sizeof *nv);
		t->memo = nv;
		t->capmemo = nc;
	}
	MemoT *mt = &t->memo[t->nmemo++];
	mt->v = q.v;
	mt->n = q.n;
	mt->i = i;
	mt->unbound = t->unbound;
	mt->when_flags = t->when_flags;
	mt->any = t->any;
	mt->nany = t->nany;
	mt->k = *k;
	mt->no_join = t->no_join;
	mt->joins = t->njoin - nj;
	mt->f = f;
	return f;
}

/* ---- the whole pattern --------------------------------------------------- */

int r2c_applies(Node *const *pv, uint32_t pn)
{
	if (!pn)
		return 0;
	for (uint32_t i = 0; i < pn; i++) {
		const Node *k = pv[i];
		while (k && k->kind == P_POS && k->n)
			k = k->kid[0];
		if (!k)
			return 0;
		if (k->kind == D_FUNCDEF)
			return pn == 1 && k->n > 3 && k->kid[3] && k->kid[3]->kind == S_BLOCK;
		if (k->kind == PP_DEFINE || k->kind == PP_INCLUDE)
			return 0;
	}
	return 1;
}

CtlF *r2c_translate(CtlBuilder *b, R2c *s, Node *const *pv, uint32_t pn, const Node **first)
{
	Tr t;
	memset(&t, 0, sizeof t);
	t.b = b;
	t.s = s;
	t.opts = s->opts;
	t.a = s->m->a;
	t.pta = s->m->pta;
	t.top = pv;
	t.exit = mkpred(&t, NULL, R2P_EXIT, 0, 0, 0, PF_NOTRANS);
	t.error_exit = mkpred(&t, NULL, R2P_ERROR_EXIT, 0, 0, 0, PF_NOTRANS);
	t.any_exit = mkpred(&t, NULL, R2P_ANY_EXIT, 0, 0, 0, PF_NOTRANS);
	t.fake = kindp(&t, CFG_AFTER);
	t.copy = mkpred(&t, NULL, R2P_COPY, 0, 0, 0, PF_NOTRANS);
	plan_quantifiers(&t, pv, pn);
	Cont top;
	memset(&top, 0, sizeof top);
	top.f = ctl_true(b);
	top.jump = top.f;
	top.top = 1;
	top.trivial = 1;
	Seq q = {pv, pn};
	CtlF *f = tr_seq(&t, q, 0, &top);
	if (pv[0]->kind == P_DOTS || pv[0]->kind == P_NEST)
		/* a leading `...` runs from the beginning of the function */
		f = ctl_and(b, mkpred(&t, NULL, R2P_BODY_OPEN, 0, 0, 0, PF_NOTRANS), next(&t, f));
	*first = NULL;
	const Node *p0 = pv[0];
	if (p0->kind != P_DOTS && p0->kind != P_NEST && !is_seq_alt(p0, 0) && !is_compound(p0) &&
	    p0->kind != P_OPT && !stmt_meta_item(p0))
		*first = p0;
	return f;
}
