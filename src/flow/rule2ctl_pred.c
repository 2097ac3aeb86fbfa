/* rule2ctl_pred.c - the node predicates of a rule's formula; see rule2ctl_int.h.
 *
 * A predicate holds at a graph node in every way the structural matcher
 * matches its pattern piece there: a simple statement against the
 * node's statement, the head of an if or loop against the node's head
 * (its keyword, parentheses and test, not its branches), a brace
 * against a brace, a function header against the graph's header.  Each
 * way is reported to the checker as the metavariables it binds (the
 * checker's variables, numbered by r2c_var; values are Binding
 * pointers compared with binding_equal) and, as the witness, the
 * matcher's environment with its token maps.  Predicates of a
 * construct (a block, an if, a loop) also bind or test the construct's
 * variable, whose value is the place of the code construct, so that a
 * pattern construct's branches, end and inside are those of the code
 * construct its head matched.  Raw matches are cached per graph node
 * and shared by the checks of one function made with different seeds.
 */
#include "flow/rule2ctl_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match/iso.h"

CtlVar r2c_var(R2c *s, const Ident *name)
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

int r2c_is_expr_item(const Node *p)
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

int r2c_is_stmt_meta(const Node *p)
{
	return p && p->kind == P_META && p->aux &&
	       meta_category(((const Meta *)p->aux)->kind) == MC_STMT;
}

int r2c_drop_else(MatchCtx *m, const TokenArray *pta, const Node *p, uint32_t k)
{
	if (!p || p->kind != S_IF || p->n < 3 || !p->kid[2] || k < 1 || k > 2 ||
	    !r2c_is_stmt_meta(p->kid[k]) || !iso_enabled(m, "drop_else") || p->last >= pta->n)
		return 0;
	/* `pure statement S2': named once on any path (spatch 1.1.1: a use
	 * in another branch of a disjunction does not count) */
	int own_minus = 0, all_minus = 1;
	if (!iso_pure_meta(pta, p->kid[k]))
		return 0;
	for (uint32_t i = p->first; i <= p->last; i++) {
		const Token *tk = &pta->v[i];
		if (tk->flags & TF_HIDDEN)
			continue;
		int minus = (tk->flags & TF_MINUS) != 0;
		all_minus &= minus;
		int own = 1;
		for (uint32_t k = 0; k < p->n && own; k++)
			own = !(p->kid[k] && p->kid[k]->first <= i && i <= p->kid[k]->last);
		own_minus |= own && minus;
	}
	if (own_minus && !all_minus)
		return 0;
	if (!all_minus && (pta->v[p->kid[k]->first].flags & TF_MINUS))
		return 0;   /* a replaced branch is no pure metavariable */
	if (k == 1 && p->kid[0] && !all_minus) {
		/* neg_if rewrites the test too: it must be kept as well,
		 * unless the whole if goes (spatch 1.1.1: tests/gen3) */
		const Node *x = p->kid[0];
		for (uint32_t i = x->first; i <= x->last + 1 && i < pta->n; i++)
			if ((pta->v[i].flags & TF_PLUS) || (i <= x->last && (pta->v[i].flags & TF_MINUS)))
				return 0;
	}
	return 1;
}

const Node *r2c_unwrap_seq(Arena *a, const Node *p)
{
	if (!p || (p->kind != P_DISJ && p->kind != P_CONJ) || !p->n)
		return p;
	int any = 0;
	for (uint32_t i = 0; i < p->n; i++)
		any |= p->kid[i] && p->kid[i]->kind == P_SEQ && p->kid[i]->n == 1;
	if (!any)
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

int r2c_is_compound_head(const Cfg *cfg, const CfgNode *cn)
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

/* Is node CN a construct's head as R2P_INSIDE counts them? */
static int is_scope_head(const CfgNode *cn)
{
	if (!cn->ast || (cn->flags & (CFG_F_FAKE | CFG_F_COPY)))
		return 0;
	switch (cn->kind) {
	case CFG_IF: case CFG_WHILE: case CFG_FOR: case CFG_ITER: case CFG_SWITCH: case CFG_DO:
	case CFG_BRACE_OPEN:
		return 1;
	default:
		return 0;
	}
}

/* ---- values ------------------------------------------------------------- */

int r2c_val_eq(void *ctx, CtlVal a, CtlVal b)
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

uint64_t r2c_val_hash(void *ctx, CtlVal v)
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

/* The value of a construct variable for the code construct whose
 * syntax node is A: its place (its first token).  Values are not
 * changed once made, and compare by their tokens: the place of a token
 * asked again is the one made before, when still in the small table of
 * those made last. */
enum { PLACES = 512 };
static const Binding *place_of(R2c *s, const Node *a)
{
	if (!s->places)
		s->places = arena_alloc(s->m->a, PLACES * sizeof *s->places);
	const Binding **slot = &s->places[a->first & (PLACES - 1)];
	if (*slot && (*slot)->first == a->first && (*slot)->ta == s->m->cta)
		return *slot;
	Binding *v = arena_alloc(s->m->a, sizeof *v);
	v->kind = BV_POS;
	v->ta = s->m->cta;
	v->first = a->first;
	v->last = a->first;
	return *slot = v;
}

/* ---- matching helpers --------------------------------------------------- */

/* Is C (code of graph node CN, see node_code) a test of CN's statement,
 * as the matcher counts tests (match_cond_kid)? */
static int is_condition_of(const MatchCtx *m, const CfgNode *cn, const Node *c)
{
	const Node *a = cn->ast;
	if (!a || !c || !ast_is_stmt(a->kind))
		return 0;
	for (uint32_t i = 0; i < a->n; i++)
		if (a->kid[i] == c)
			return match_cond_kid(m, a, i);
	return 0;
}

/* Pattern P anywhere in C, one piece of graph node CN's code (not inside
 * a match when OUTER). A condition of CN is a test, where isomorphisms on
 * truth values apply: `x != NULL' matches `while (x)', both as an
 * expression item and after `when !=' (spatch 1.1.1). */
static void match_in_code(MatchCtx *m, const CfgNode *cn, const Node *p, const Node *c,
			  const Env *e, EnvList *out, int outer)
{
	const Node *saved = m->test;
	if (is_condition_of(m, cn, c))
		m->test = c;
	if (outer)
		match_outermost(m, p, c, e, out);
	else
		match_anywhere(m, p, c, e, out);
	m->test = saved;
}

/* The code of graph node CN that `when` and expression items look into:
 * a whole simple statement, or only the head of a compound one. */
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

/* Does every path through statement S leave by a jump (return, goto,
 * break, continue)? */
static int always_jumps(const Node *s, int depth)
{
	if (!s || depth > 200)
		return 0;
	switch (s->kind) {
	case S_RETURN: case S_GOTO: case S_BREAK: case S_CONTINUE:
		return 1;
	case S_BLOCK:
		for (uint32_t i = 0; i < s->n; i++) {
			const Node *k = s->kid[i];
			if (k && always_jumps(k, depth + 1))
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
		if (r2c_is_expr_item(k))
			e = 1;
		else
			st = 1;
	}
	return e && st;
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

/* ---- names a match needs (match_needed_names) ---------------------------- */

enum { MAX_NEEDED = 8 };

/* The names a match of one pattern piece needs, made once per check. */
typedef struct Needed Needed;
struct Needed {
	const Node *pat;
	const Env *seed;
	uint32_t n;
	const Ident *id[MAX_NEEDED];
	Needed *next;
};

/* The tokens of the C file that spell ID, ascending, found once per
 * check of a rule. */
typedef struct NamePos NamePos;
struct NamePos {
	const Ident *id;
	uint32_t *at;
	uint32_t n;
	NamePos *next;
};

static const NamePos *name_pos(R2c *s, const Ident *id)
{
	for (const NamePos *np = s->name_pos; np; np = np->next)
		if (np->id == id)
			return np;
	const TokenArray *ta = s->m->cta;
	NamePos *np = arena_alloc(s->m->a, sizeof *np);
	np->id = id;
	np->n = 0;
	for (size_t i = 0; i < ta->n; i++)
		np->n += ta->v[i].id == id;
	np->at = arena_alloc(s->m->a, (np->n ? np->n : 1) * sizeof *np->at);
	np->n = 0;
	for (size_t i = 0; i < ta->n; i++)
		if (ta->v[i].id == id)
			np->at[np->n++] = (uint32_t)i;
	np->next = s->name_pos;
	s->name_pos = np;
	return np;
}

int r2c_names(R2c *s, uint32_t first, uint32_t last, const Ident *id)
{
	if (first > last || last >= s->m->cta->n)
		return 1;
	if (last - first < 64) {
		/* a short piece (a node's code): looked at directly, cheaper
		 * than the table of the name's tokens in the whole file */
		const Token *v = s->m->cta->v;
		for (uint32_t i = first; i <= last; i++)
			if (v[i].id == id)
				return 1;
		return 0;
	}
	const NamePos *np = name_pos(s, id);
	uint32_t lo = 0, hi = np->n;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		if (np->at[mid] < first)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < np->n && np->at[lo] <= last;
}

/* May some of the NC pieces of code CODE hold a match of PAT: do they
 * name each identifier its matches need? */
static int may_hold(R2c *s, const Node *pat, const Node *const *code, int nc)
{
	/* kept for the base environment (the raw matches'), made anew
	 * for another */
	Needed here, *nd = s->needed_last;
	if (!nd || nd->pat != pat || nd->seed != s->seed) {
		nd = s->needed;
		while (nd && (nd->pat != pat || nd->seed != s->seed))
			nd = nd->next;
		if (nd)
			s->needed_last = nd;
	}
	if (!nd) {
		nd = s->seed == s->base ? arena_alloc(s->m->a, sizeof *nd) : &here;
		memset(nd, 0, sizeof *nd);
		nd->pat = pat;
		nd->seed = s->seed;
		nd->n = match_needed_names(s->m, pat, s->seed, nd->id, MAX_NEEDED);
		if (nd != &here) {
			nd->next = s->needed;
			s->needed = nd;
			s->needed_last = nd;
		}
	}
	for (uint32_t i = 0; i < nd->n; i++) {
		int found = 0;
		for (int k = 0; k < nc && !found; k++)
			found = !code[k] || r2c_names(s, code[k]->first, code[k]->last, nd->id[i]);
		if (!found)
			return 0;
	}
	return 1;
}

static void stmt_matches(R2c *s, const Node *pat, uint32_t node, EnvList *r, int outer);

/* Are all the pattern tokens of P on `*` lines (added code aside)? */
static int all_starred(const TokenArray *pta, const Node *p)
{
	int any = 0;
	for (uint32_t i = p->first; i <= p->last && i < pta->n; i++) {
		if (pta->v[i].flags & TF_PLUS)
			continue;
		if (!(pta->v[i].flags & TF_STAR))
			return 0;
		any = 1;
	}
	return any;
}

void r2c_stmt_matches(R2c *s, const Node *pat, uint32_t node, EnvList *r)
{
	stmt_matches(s, pat, node, r, 0);
}

void r2c_nest_matches(R2c *s, const Node *pat, uint32_t node, EnvList *r)
{
	stmt_matches(s, pat, node, r, 1);
}

static void stmt_matches(R2c *s, const Node *pat, uint32_t node, EnvList *r, int outer)
{
	const CfgNode *cn = &s->cfg->node[node];
	const Node *code[3];
	int nc = node_code(cn, code);
	if (nc && pat && !may_hold(s, pat, code, nc))
		return;
	if (pat && pat->kind == P_DISJ && mixed_disj(pat)) {
		/* statements and bare expressions: each branch as it stands,
		 * a later one only where no earlier one matches */
		for (uint32_t i = 0; i < pat->n; i++) {
			size_t before = r->n;
			stmt_matches(s, pat->kid[i], node, r, outer);
			if (r->n > before)
				break;
		}
		return;
	}
	const Node *pk = pat;
	while (pk && (pk->kind == P_POS || pk->kind == P_DISJ) && pk->n)
		pk = pk->kid[0];
	if (pk && pk->kind == P_SEQ && pk->n == 1)
		pk = pk->kid[0];
	if (r2c_is_expr_item(pk)) {
		/* an expression item matches inside the node's code */
		size_t before = r->n;
		for (int k = 0; k < nc; k++)
			match_in_code(s->m, cn, pat, code[k], s->seed, r, outer);
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
		if (all_starred(s->m->pta, pat))
			/* a starred `return` stars that brace: the end of the
			 * path in context mode */
			e = env_map(s->m->a, e, pat->first, pat->last, cn->first, cn->first);
		/* `return@p ...;': p is the place of that brace (bound
		 * only: the brace stays) */
		for (uint32_t i = pat->first; i <= pat->last && e; i++) {
			const Meta *pm = match_token_meta(s->m->pta, i);
			if (!pm || meta_category(pm->kind) != MC_POSITION)
				continue;
			const Env *pe = match_bind_pos(s->m, i, cn->first, e);
			const Binding *b = pe ? env_lookup(pe, pm->name) : NULL;
			e = b ? env_bind(s->m->a, e, pm->name, b) : NULL;
		}
		if (e)
			envlist_push(s->m->a, r, e);
		return;
	}
	if (nc != 1 || code[0] != cn->ast)
		return;
	size_t before = r->n;
	match_node(s->m, pat, cn->ast, s->seed, r);
	/* several matches of one statement (a list's elements): one
	 * through a later branch of a disjunction only where no earlier
	 * branch matches (`{ ..., { .len = \(0\|- c\) } , ...}' changes
	 * nothing where an element has `.len = 0') */
	match_disj_first(s->m, pat, r, before);
	for (size_t i = before; i < r->n; i++)
		r->v[i] = match_item_anchors(s->m, pat, cn->ast, r->v[i], s->seed);
}

/* A copy of pattern or code node N with its kids from FROM on dropped
 * (the head of a compound statement: its keyword, parentheses and
 * test), ending at token LAST. */
static Node *head_copy(Arena *a, const Node *n, uint32_t nkids, uint32_t last)
{
	Node *h = arena_alloc(a, sizeof *h);
	*h = *n;
	h->n = nkids < n->n ? nkids : n->n;
	h->last = last;
	return h;
}

/* The `else` token between the branches of if node N in TA. */
static uint32_t else_tok(const TokenArray *ta, const Node *n)
{
	if (n->n < 3 || !n->kid[1] || !n->kid[2])
		return UINT32_MAX;
	for (uint32_t i = n->kid[2]->first; i-- > n->kid[1]->last + 1;)
		if (ta->v[i].id && ta->v[i].id->kw == KW_ELSE)
			return i;
	return UINT32_MAX;
}

/* A pattern node standing for any code, with the token range of N. */
static Node *any_code(Arena *a, const Node *n)
{
	if (r2c_is_stmt_meta(n))
		return (Node *)n;   /* binds the same code as at the branch's node */
	/* `\( ... \)`: a statement to the isomorphisms, any code to the
	 * matcher */
	Node *d = arena_alloc(a, sizeof *d);
	memset(d, 0, sizeof *d);
	d->kind = P_DOTS;
	d->first = n->first;
	d->last = n->last;
	Node *o = arena_alloc(a, sizeof *o);
	*o = *d;
	o->kind = P_DISJ;
	o->n = 1;
	o->kid = arena_alloc(a, sizeof *o->kid);
	o->kid[0] = d;
	return o;
}

/* M, a match made from E, without its maps of pattern tokens inside
 * B1 or B2 (may be NULL): branches matched at their own nodes. */
static const Env *drop_maps_in(Arena *a, const Env *m, const Env *e, const Node *b1,
			       const Node *b2)
{
	TokMap *head = NULL, **tail = &head;
	const TokMap *t = m->map;
	for (; t && t != e->map; t = t->next) {
		int in = (b1 && t->p_first >= b1->first && t->p_last <= b1->last) ||
			 (b2 && t->p_first >= b2->first && t->p_last <= b2->last);
		if (in)
			continue;
		TokMap *cp = arena_alloc(a, sizeof *cp);
		*cp = *t;
		*tail = cp;
		tail = &cp->next;
	}
	*tail = (TokMap *)t;
	Env *ne = arena_alloc(a, sizeof *ne);
	*ne = *m;
	ne->map = head;
	return ne;
}

/* E with the positions written right after pattern token PT (`if@p@q')
 * bound to code token CT, or NULL when a value disagrees. */
static const Env *bind_token_pos(R2c *s, const Env *e, uint32_t pt, uint32_t ct)
{
	const TokenArray *pta = s->m->pta;
	for (uint32_t q = pt + 1; e && q + 1 < pta->n && pta->v[q].kind == TK_AT; q += 2)
		e = match_bind_pos(s->m, q + 1, ct, e);
	return e;
}

/* The head of if pattern P against code if C: the whole statement with
 * P's branches standing for any code, so that the isomorphisms of a
 * whole if apply (neg_if, ne_if: the code's test negated, its branches
 * the other way round).  SWAPPED: keep the matches whose branches are
 * the other way round, else those whose are not.  The branches' maps
 * are dropped: they are matched at their own nodes. */
static void match_if_head(R2c *s, const Node *p, const Node *c, const Env *e, EnvList *r,
			  int swapped)
{
	Arena *a = s->m->a;
	if (p->n < 2 || !p->kid[1] || c->n < 2 || !c->kid[1])
		return;
	int pelse = p->n > 2 && p->kid[2];
	int celse = c->n > 2 && c->kid[2];
	if (swapped && pelse && !celse && r2c_drop_else(s->m, s->m->pta, p, 1)) {
		/* neg_if, then drop_else: `if (!E) S2' (S1, the else, dropped);
		 * the whole if, its code's branch standing for S2 */
		EnvList tmp = {0};
		match_node(s->m, p, c, e, &tmp);
		const Node *b2 = p->kid[2];
		for (size_t i = 0; i < tmp.n; i++) {
			int sw = 0;
			for (const TokMap *t = tmp.v[i]->map; t && t != e->map; t = t->next)
				sw |= !t->anchor_only && t->p_first == b2->first && t->p_last == b2->last &&
				      t->c_first == c->kid[1]->first;
			if (sw)
				envlist_push(a, r, drop_maps_in(a, tmp.v[i], e, p->kid[1], b2));
		}
		return;
	}
	if ((celse && !pelse) || (swapped && !celse))
		return;
	Node *ph = arena_alloc(a, sizeof *ph);
	*ph = *p;
	ph->n = c->n;
	ph->kid = arena_alloc(a, (c->n > p->n ? c->n : p->n) * sizeof *ph->kid);
	for (uint32_t i = 0; i < ph->n; i++)
		ph->kid[i] = i >= p->n || !p->kid[i] ? NULL : i == 0 ? p->kid[i] : any_code(a, p->kid[i]);
	if (pelse && !celse) {
		/* drop_else: decided by the formula */
		if (ph->n > 2)
			ph->kid[2] = NULL;
		ph->last = p->kid[1]->last;
	}
	/* `if (...) S1 else S2': the negation of a test that may be
	 * anything is anything, so neg_if takes any if with its branches
	 * the other way round (spatch 1.1.1); as the later branch of the
	 * disjunction the isomorphism makes, only where the if as written
	 * does not match */
	int dots_swap = swapped && pelse && celse && p->kid[0] && p->kid[0]->kind == P_DOTS &&
			p->kid[0]->n == 0;
	if (dots_swap) {
		EnvList w = {0};
		match_node(s->m, p, c, e, &w);
		dots_swap = w.n == 0;
	}
	EnvList tmp = {0};
	match_node(s->m, ph, c, e, &tmp);
	const Node *b1 = p->kid[1], *b2 = pelse ? p->kid[2] : NULL;
	for (size_t i = 0; i < tmp.n; i++) {
		int sw = 0;
		for (const TokMap *t = tmp.v[i]->map; t && t != e->map; t = t->next)
			if (!t->anchor_only && t->p_first == b1->first && t->p_last == b1->last)
				sw = celse && t->c_first == c->kid[2]->first;
		if (sw != swapped && !(dots_swap && !sw))
			continue;
		envlist_push(a, r, drop_maps_in(a, tmp.v[i], e, b1, b2));
	}
	if (!swapped)
		return;
	/* `if (!C) S2 else S1` for `if (X) S1 else S2` where X matches C
	 * (the matcher takes X = !C first, and then no isomorphism) */
	const Node *cc = c->kid[0];
	const Node *pt = p->kid[0];
	while (pt && pt->kind == P_POS && pt->n)
		pt = pt->kid[0];   /* `E@p': p binds the negated test */
	if (!cc || cc->kind != E_UNARY || cc->op != TK_BANG || !cc->n || !cc->kid[0] ||
	    !pt || pt->kind != P_META || pt->first != pt->last)
		return;
	const Node *inner = cc->kid[0];
	while (inner->kind == E_PAREN && inner->n && inner->kid[0])
		inner = inner->kid[0];
	uint32_t pe = else_tok(s->m->pta, p), ce = else_tok(s->m->cta, c);
	if (pe == UINT32_MAX || ce == UINT32_MAX || p->kid[0]->first < 2)
		return;
	EnvList cond = {0};
	const Node *saved = s->m->test;
	s->m->test = inner;
	match_node(s->m, p->kid[0], inner, e, &cond);
	s->m->test = saved;
	for (size_t i = 0; i < cond.n; i++) {
		/* `if`, `(`, `)`, `else` */
		const Env *ne = env_map(a, cond.v[i], p->first, p->first, c->first, c->first);
		ne = env_map(a, ne, p->kid[0]->first - 1, p->kid[0]->first - 1, cc->first - 1,
			     cc->first - 1);
		ne = env_map(a, ne, p->kid[0]->last + 1, p->kid[0]->last + 1, cc->last + 1,
			     cc->last + 1);
		ne = env_map(a, ne, pe, pe, ce, ce);
		/* positions on those tokens (`if@p', `else@q') */
		ne = bind_token_pos(s, ne, p->first, c->first);
		ne = bind_token_pos(s, ne, pe, ce);
		if (ne)
			envlist_push(a, r, ne);
	}
}

/* Match the head of compound statement pattern P against the head of
 * code statement C (same kind), from E, into R. */
static void match_head(R2c *s, const Node *p, const Node *c, const Env *e, EnvList *r,
		       int swapped)
{
	Arena *a = s->m->a;
	switch (p->kind) {
	case S_IF:
		match_if_head(s, p, c, e, r, swapped);
		return;
	case S_WHILE: case S_SWITCH: case S_ITERATOR: case S_FOR: {
		/* the whole statement with its body standing for any code
		 * (for_inc is an isomorphism of whole loops); the body's maps
		 * are dropped */
		uint32_t bi = p->kind == S_FOR ? 3 : 1;
		if (p->n <= bi || c->n <= bi || !p->kid[bi] || !c->kid[bi] || p->n != c->n)
			return;
		Node *ph = arena_alloc(a, sizeof *ph);
		*ph = *p;
		ph->kid = arena_alloc(a, p->n * sizeof *ph->kid);
		memcpy(ph->kid, p->kid, p->n * sizeof *ph->kid);
		ph->kid[bi] = any_code(a, p->kid[bi]);
		EnvList tmp = {0};
		match_node(s->m, ph, c, e, &tmp);
		for (size_t i = 0; i < tmp.n; i++)
			envlist_push(a, r, drop_maps_in(a, tmp.v[i], e, p->kid[bi], NULL));
		return;
	}
	case S_DO: {
		/* `do` alone */
		Node *ph = head_copy(a, p, 0, p->first);
		Node *ch = head_copy(a, c, 0, c->first);
		match_node(s->m, ph, ch, e, r);
		return;
	}
	default:
		return;
	}
}

/* `while (E);` of do pattern P against that of code C. */
static void match_do_tail(R2c *s, const Node *p, const Node *c, const Env *e, EnvList *r)
{
	if (p->n < 2 || c->n < 2 || !p->kid[0] || !c->kid[0] || !p->kid[1] || !c->kid[1])
		return;
	Arena *a = s->m->a;
	Node *ph = head_copy(a, p, 2, p->last);
	Node *ch = head_copy(a, c, 2, c->last);
	Node **pk = arena_alloc(a, 2 * sizeof *pk), **ck = arena_alloc(a, 2 * sizeof *ck);
	pk[0] = NULL;
	pk[1] = p->kid[1];
	ck[0] = NULL;
	ck[1] = c->kid[1];
	ph->kid = pk;
	ch->kid = ck;
	ph->first = p->kid[0]->last + 1;
	ch->first = c->kid[0]->last + 1;
	match_node(s->m, ph, ch, e, r);
}

/* Is the function's body block a block pattern P may stand for?  Not
 * when P's braces are removed and P has no `...` (the body's braces
 * cannot go). */
static int body_ok(R2c *s, const Node *p)
{
	if (!(s->m->pta->v[p->first].flags & TF_MINUS))
		return 1;
	for (uint32_t i = 0; i < p->n; i++)
		if (p->kid[i] && (p->kid[i]->kind == P_DOTS || p->kid[i]->kind == P_NEST))
			return 1;
	return 0;
}

/* Is block BLK of the code left otherwise than by a goto: does a path
 * through it reach its own end, or leave it by a return, break or
 * continue? */
static int block_not_all_goto(const Cfg *cfg, const Node *blk)
{
	for (uint32_t i = 0; i < cfg->g.n; i++)
		if (cfg->node[i].kind == CFG_BRACE_CLOSE && cfg->node[i].ast == blk &&
		    !(cfg->node[i].flags & CFG_F_GOTO_JUMP))
			return 1;
	return 0;
}

/* Every way pattern PAT of a predicate of KIND matches at NODE, from
 * environment E (no report filtering). */
static void raw_compute(R2c *s, const Pred *p, uint32_t node, const Env *e, EnvList *r)
{
	const Cfg *cfg = s->cfg;
	const CfgNode *cn = &cfg->node[node];
	const Node *pat = p->pat;
	const Env *saved = s->seed;
	s->seed = e;
	switch (p->kind) {
	case R2P_STMT:
		stmt_matches(s, pat, node, r, p->aux);
		break;
	case R2P_HEAD: {
		int want = 0;
		switch (pat->kind) {
		case S_IF: want = CFG_IF; break;
		case S_WHILE: want = CFG_WHILE; break;
		case S_FOR: want = CFG_FOR; break;
		case S_ITERATOR: want = CFG_ITER; break;
		case S_SWITCH: want = CFG_SWITCH; break;
		case S_DO: want = CFG_DO; break;
		default: break;
		}
		if (cn->kind != want || !cn->ast || cn->ast->kind != pat->kind ||
		    (cn->flags & CFG_F_COPY))
			break;
		if (p->aux & R2C_HEAD_WHOLE) {
			/* a guard: the whole statement matches here */
			EnvList w = {0};
			match_node(s->m, pat, cn->ast, e, &w);
			if (!w.n)
				break;
		}
		match_head(s, pat, cn->ast, e, r, (int)(p->aux & 1));
		break;
	}
	case R2P_DO_TAIL:
		if (cn->kind == CFG_DO_TAIL && cn->ast && cn->ast->kind == S_DO)
			match_do_tail(s, pat, cn->ast, e, r);
		break;
	case R2P_ELSE:
		if (cn->kind == CFG_ELSE && cn->ast && cn->ast->kind == S_IF) {
			uint32_t pe = else_tok(s->m->pta, pat), ce = else_tok(s->m->cta, cn->ast);
			if (pe != UINT32_MAX && ce != UINT32_MAX)
				envlist_push(s->m->a, r, env_map(s->m->a, e, pe, pe, ce, ce));
			else if (pe == UINT32_MAX)
				envlist_push(s->m->a, r, e);
		}
		break;
	case R2P_OPEN:
		if (cn->kind == CFG_BRACE_OPEN && cn->ast && cn->ast->kind == S_BLOCK &&
		    (r2c_is_compound_head(cfg, cn) || (p->aux & 1) || body_ok(s, pat))) {
			if (p->aux & 2)
				/* a statement list metavariable: the whole block */
				match_node(s->m, pat, cn->ast, e, r);
			else
				envlist_push(s->m->a, r, env_map(s->m->a, e, pat->first, pat->first,
								 cn->ast->first, cn->ast->first));
		}
		break;
	case R2P_CLOSE:
		if (cn->kind == CFG_BRACE_CLOSE && cn->ast && cn->ast->kind == S_BLOCK &&
		    !((p->aux & 1) && (cn->flags & CFG_F_COPY)) &&
		    (!(p->aux & 2) || (cn->flags & CFG_F_LOOP_JUMP) ||
		     ((cn->flags & CFG_F_GOTO_JUMP) &&
		      ((p->aux & 4) || block_not_all_goto(cfg, cn->ast))))) {
			if (pat)
				envlist_push(s->m->a, r, env_map(s->m->a, e, pat->last, pat->last,
								 cn->ast->last, cn->ast->last));
			else
				envlist_push(s->m->a, r, e);
		}
		break;
	case R2P_CASE:
		if ((cn->kind == CFG_CASE || cn->kind == CFG_DEFAULT) && cn->ast &&
		    cn->ast->kind == pat->kind) {
			if (pat->kind == S_DEFAULT) {
				Node *ph = head_copy(s->m->a, pat, 0, pat->last);
				Node *ch = head_copy(s->m->a, cn->ast, 0, cn->last);
				match_node(s->m, ph, ch, e, r);
			} else {
				Node *ph = head_copy(s->m->a, pat, 2, pat->last);
				Node *ch = head_copy(s->m->a, cn->ast, 2, cn->last);
				match_node(s->m, ph, ch, e, r);
			}
		}
		break;
	case R2P_FUNC:
		if (cn->kind == CFG_HEADER && cn->ast && cn->ast->kind == D_FUNCDEF &&
		    cn->ast->n > 3 && cn->ast->kid[3] && pat->n > 3 && pat->kid[3]) {
			Node *ph = head_copy(s->m->a, pat, 3, pat->kid[3]->first - 1);
			Node *ch = head_copy(s->m->a, cn->ast, 3, cn->ast->kid[3]->first - 1);
			size_t before = r->n;
			match_node(s->m, ph, ch, e, r);
			/* code added before or after the function goes before or
			 * after all of it (its storage class, attributes...) */
			const Meta *fm = match_token_meta(s->m->pta, pat->first);
			const Meta *lm = match_token_meta(s->m->pta, pat->last);
			/* a function removed whole goes whole (the directives and
			 * comments of its body too) */
			int all_minus = 1;
			for (uint32_t i = pat->first; i <= pat->last && all_minus; i++) {
				const Token *tk = &s->m->pta->v[i];
				all_minus = (tk->flags & (TF_MINUS | TF_HIDDEN)) ||
					    tk->kind == TK_EOF;
				if (tk->flags & TF_PLUS)
					all_minus = 0;
			}
			for (size_t i = before; i < r->n; i++) {
				const Env *ne = r->v[i];
				if (all_minus)
					ne = env_map(s->m->a, ne, pat->first, pat->last, cn->ast->first,
						     cn->ast->last);
				if (!fm || meta_category(fm->kind) == MC_IDENT)
					ne = env_map_anchor(s->m->a, ne, pat->first, cn->ast->first);
				if (!lm || meta_category(lm->kind) == MC_IDENT)
					ne = env_map_anchor(s->m->a, ne, pat->last, cn->ast->last);
				r->v[i] = ne;
			}
		}
		break;
	case R2P_STMT_HEAD:
		/* a statement metavariable: a whole compound statement */
		if (r2c_is_compound_head(cfg, cn))
			match_node(s->m, pat, cn->ast, e, r);
		break;
	case R2P_TRUE_BR: case R2P_FALSE_BR: {
		/* the start of the true (false) branch of a test matching E */
		int want = p->kind == R2P_TRUE_BR
				   ? cn->kind == CFG_THEN || cn->kind == CFG_LOOP_TRUE
				   : cn->kind == CFG_ELSE_BRANCH || cn->kind == CFG_FALLTHROUGH ||
					     cn->kind == CFG_LOOP_FALL;
		const Node *test = want ? branch_test(cn->ast) : NULL;
		if (test)
			match_test(s->m, pat, test, e, r, 0);
		break;
	}
	case R2P_OCCURS: {
		const Node *code[3];
		int nc = node_code(cn, code);
		const Node *ps = pat;
		while (ps && ps->kind == P_SEQ && ps->n == 1)
			ps = ps->kid[0];
		if (ps && ast_is_stmt(ps->kind) && ps->kind != S_EXPR &&
		    r2c_is_compound_head(cfg, cn) && cn->ast->kind == ps->kind) {
			/* a compound statement: the whole of it, at its head */
			size_t before = r->n;
			match_node(s->m, ps, cn->ast, e, r);
			if (r->n == before && !(cn->ast->n > 2 && cn->ast->kid[2]) &&
			    r2c_drop_else(s->m, s->m->pta, ps, 2)) {
				/* drop_else: `if (E) S1 else S2' also stands
				 * for an if with no else */
				Node *noelse = head_copy(s->m->a, ps, 2, ps->kid[1]->last);
				match_node(s->m, noelse, cn->ast, e, r);
			}
			break;
		}
		if (nc && !may_hold(s, pat, code, nc))
			break;
		for (int k = 0; k < nc; k++)
			match_in_code(s->m, cn, pat, code[k], e, r, 0);
		break;
	}
	default:
		break;
	}
	s->seed = saved;
}

/* The raw matches of predicate P at NODE, made once per graph from the
 * base environment and kept in the cache. */
static const EnvList *raw_matches(R2c *s, const Pred *p, uint32_t node)
{
	RawCache *c = s->raw_last;
	if (!c || c->pat != p->orig || c->kind != p->kind || c->aux != p->aux) {
		c = *s->cache;
		while (c && (c->pat != p->orig || c->kind != p->kind || c->aux != p->aux))
			c = c->next;
	}
	if (!c) {
		uint32_t n = s->cfg->g.n ? s->cfg->g.n : 1;
		c = arena_alloc(s->m->a, sizeof *c);
		c->pat = p->orig;
		c->kind = p->kind;
		c->aux = p->aux;
		c->at = arena_alloc(s->m->a, n * sizeof *c->at);   /* (zeroed) */
		c->done = arena_alloc(s->m->a, n);
		c->next = *s->cache;
		*s->cache = c;
	}
	s->raw_last = c;
	if (!c->done[node]) {
		raw_compute(s, p, node, s->base, &c->at[node]);
		c->done[node] = 1;
	}
	return &c->at[node];
}

/* Does match environment R (made from BASE) agree with SEED's bindings
 * beyond BASE? */
static int in_names(const Ident *const *v, uint32_t n, const Ident *name)
{
	for (uint32_t i = 0; i < n; i++)
		if (v[i] == name)
			return 1;
	return 0;
}

static int agrees(const Pred *p, const Env *r, const Env *seed, const Env *base)
{
	if (seed == base)
		return 1;
	for (const Binding *b = seed->b; b; b = b->next) {
		if (env_lookup(base, b->name) == b || in_names(p->any, p->nany, b->name))
			continue;
		const Binding *o = env_lookup(r, b->name);
		if (o && o != b && !binding_equal(o, b))
			return 0;
	}
	return 1;
}

/* Report match E of predicate P: its bindings beyond the seed (and
 * P's locals), the construct variable bound to PLACE when P has one,
 * and E itself as the witness unless P makes none. */
static void report(Pred *p, const Env *e, const Binding *place, CtlMatchSink *sink)
{
	R2c *s = p->s;
	CtlVar vars[65];
	CtlVal vals[65];
	size_t n = 0;
	if (p->has_var && place) {
		vars[n] = p->var;
		vals[n] = (CtlVal)(uintptr_t)place;
		n++;
	}
	if (p->nobind) {
		ctl_match_add(sink, vars, vals, n, NULL);
		return;
	}
	for (const Binding *b = e->b; b && n < 65; b = b->next) {
		if (env_lookup(s->seed, b->name))
			continue;   /* the seed's (raw matches agree with it) */
		if (in_names(p->local, p->nlocal, b->name) || in_names(p->any, p->nany, b->name))
			continue;   /* exists inside the `when` (the guard): not a
				       constraint outside */
		vars[n] = r2c_var(s, b->name);
		vals[n] = (CtlVal)(uintptr_t)b;
		n++;
	}
	const Env *trans = p->notrans ? NULL : e;
	if (trans && p->as_sub) {
		/* an occurrence of a nest's code: transformed as an inner
		 * match of the whole match, with its own bindings */
		Env *w = arena_alloc(s->m->a, sizeof *w);
		memset(w, 0, sizeof *w);
		trans = env_add_sub(s->m->a, w, e);
	}
	ctl_match_add(sink, vars, vals, n, trans);
}

/* Does a predicate of KIND report the matcher's environments? */
static int matcher_kind(int kind)
{
	switch (kind) {
	case R2P_STMT: case R2P_HEAD: case R2P_DO_TAIL: case R2P_ELSE: case R2P_OPEN:
	case R2P_CLOSE: case R2P_CASE: case R2P_FUNC: case R2P_STMT_HEAD: case R2P_OCCURS:
	case R2P_TRUE_BR: case R2P_FALSE_BR:
		return 1;
	default:
		return 0;
	}
}

static void pred_fn(void *ctx, uint32_t node, const CtlEnv *env0, CtlMatchSink *sink)
{
	(void)env0;
	Pred *p = ctx;
	R2c *s = p->s;
	const Cfg *cfg = s->cfg;
	if (node >= cfg->g.n)
		return;
	const CfgNode *cn = &cfg->node[node];
	if (matcher_kind(p->kind)) {
		/* the node's place, made at the first match (most nodes have none) */
		const Binding *place = NULL;
		int placed = !(p->has_var && cn->ast);
		if (p->from_seed && s->seed != s->base && !p->nany) {
			/* matched from the seed itself: in a disjunction a later
			 * branch is tried only where no earlier one matches with
			 * the seed's values */
			EnvList r = {0};
			raw_compute(s, p, node, s->seed, &r);
			for (size_t i = 0; i < r.n; i++) {
				if (!placed++)
					place = place_of(s, cn->ast);
				report(p, r.v[i], place, sink);
			}
			return;
		}
		const EnvList *r = raw_matches(s, p, node);
		for (size_t i = 0; i < r->n; i++)
			if (agrees(p, r->v[i], s->seed, s->base)) {
				if (!placed++)
					place = place_of(s, cn->ast);
				report(p, r->v[i], place, sink);
			}
		return;
	}
	switch (p->kind) {
	case R2P_END: {
		int ok = 0;
		switch (cn->kind) {
		case CFG_ENDIF: case CFG_LOOP_END: case CFG_SWITCH_END: case CFG_BRACE_CLOSE:
			ok = cn->ast != NULL;
			break;
		default:
			break;
		}
		if (ok && p->aux && (cn->flags & CFG_F_COPY))
			ok = 0;
		if (ok) {
			CtlVal v = (CtlVal)(uintptr_t)place_of(s, cn->ast);
			ctl_match_add(sink, &p->var, &v, 1, NULL);
		}
		return;
	}
	case R2P_LOOP_BACK:
		if ((cn->kind == CFG_WHILE || cn->kind == CFG_FOR || cn->kind == CFG_ITER ||
		     cn->kind == CFG_DO_TAIL) && cn->ast && !(cn->flags & CFG_F_COPY)) {
			CtlVal v = (CtlVal)(uintptr_t)place_of(s, cn->ast);
			ctl_match_add(sink, &p->var, &v, 1, NULL);
		}
		return;
	case R2P_INSIDE:
		/* one match per construct whose head is N or encloses N */
		for (uint32_t a = node, k = 0; a != CFG_NONE && a < cfg->g.n && k < 10000;
		     a = cfg->node[a].parent, k++) {
			if (!is_scope_head(&cfg->node[a]))
				continue;
			CtlVal v = (CtlVal)(uintptr_t)place_of(s, cfg->node[a].ast);
			ctl_match_add(sink, &p->var, &v, 1, NULL);
		}
		return;
	case R2P_KIND:
		if (cn->kind == p->aux)
			ctl_match_add(sink, NULL, NULL, 0, NULL);
		return;
	case R2P_COPY:
		if (cn->flags & CFG_F_COPY)
			ctl_match_add(sink, NULL, NULL, 0, NULL);
		return;
	case R2P_JUMP:
		if (cn->kind == CFG_BREAK || cn->kind == CFG_CONTINUE || cn->kind == CFG_RETURN ||
		    cn->kind == CFG_GOTO)
			ctl_match_add(sink, NULL, NULL, 0, NULL);
		return;
	case R2P_ANY_EXIT:
		if (node == cfg->exit || node == cfg->error_exit)
			ctl_match_add(sink, NULL, NULL, 0, NULL);
		return;
	case R2P_EXIT:
		if (node == cfg->exit)
			ctl_match_add(sink, NULL, NULL, 0, NULL);
		return;
	case R2P_ERROR_EXIT:
		/* as spatch, the entry of the true branch of an `if` whose
		 * every path leaves by a jump (an error path); not
		 * the error exit itself: a path that reaches it from inside
		 * such a branch is no exception */
		if (cn->kind == CFG_THEN && cn->ast && cn->ast->kind == S_IF && cn->ast->n > 1 &&
		    always_jumps(cn->ast->kid[1], 0))
			ctl_match_add(sink, NULL, NULL, 0, NULL);
		return;
	case R2P_BODY_OPEN:
		if (cn->kind == CFG_BRACE_OPEN && cfg->func && cfg->func->n > 3 &&
		    cn->ast == cfg->func->kid[3])
			ctl_match_add(sink, NULL, NULL, 0, NULL);
		return;
	case R2P_BODY_CLOSE:
		if (cn->kind == CFG_BRACE_CLOSE && !(cn->flags & CFG_F_COPY) && cfg->func &&
		    cfg->func->n > 3 && cn->ast == cfg->func->kid[3])
			ctl_match_add(sink, NULL, NULL, 0, NULL);
		return;
	case R2P_PLACE: {
		Binding *v = arena_alloc(s->m->a, sizeof *v);
		memset(v, 0, sizeof *v);
		v->kind = BV_POS;
		v->ta = s->m->cta;
		v->first = node;
		v->last = UINT32_MAX - 1;   /* no token range: a node number */
		CtlVal val = (CtlVal)(uintptr_t)v;
		ctl_match_add(sink, &p->var, &val, 1, NULL);
		return;
	}
	case R2P_LONE:
		/* code added before (after) the braces goes before (after)
		 * the statement; AUX: the block is `{ ... }`, which stands for
		 * the whole statement (a block too) */
		if (cn->ast && !(cn->flags & (CFG_F_FAKE | CFG_F_COPY)) && p->pat &&
		    (p->aux || cn->kind != CFG_BRACE_OPEN) && cn->ast->first <= cn->ast->last &&
		    (ast_is_stmt(cn->ast->kind) || cn->ast->kind == D_DECL)) {
			const Env *e;
			if (p->aux) {
				e = env_map(s->m->a, env_empty(), p->pat->first, p->pat->last,
					    cn->ast->first, cn->ast->last);
			} else {
				e = env_map_anchor(s->m->a, env_empty(), p->pat->first, cn->ast->first);
				e = env_map_anchor(s->m->a, e, p->pat->last, cn->ast->last);
			}
			ctl_match_add(sink, NULL, NULL, 0, e);
		}
		return;
	case R2P_NO_ELSE:
		/* code added after the dropped branch (kid AUX of the if
		 * pattern) goes after the code's whole if */
		if (cn->kind == CFG_FALLTHROUGH && cn->ast && cn->ast->kind == S_IF) {
			const Env *e = NULL;
			const Node *br = p->pat && p->pat->n > p->aux ? p->pat->kid[p->aux] : NULL;
			if (br && br->last < s->m->pta->n)
				e = env_map_anchor(s->m->a, env_empty(), br->last, cn->ast->last);
			ctl_match_add(sink, NULL, NULL, 0, e);
		}
		return;
	case R2P_DOTS_CODE:
		/* a removed `...`: the code of each node it crosses goes */
		/* (the `}` of a block left by a jump only goes with its `{`:
		 * see rule2ctl_run) */
		if (cn->first <= cn->last && cn->last < s->m->cta->n &&
		    !(cn->flags & CFG_F_FAKE) && p->pat) {
			const Env *e = env_map(s->m->a, env_empty(), p->pat->first, p->pat->first,
					       cn->first, cn->last);
			ctl_match_add(sink, NULL, NULL, 0, e);
		} else {
			ctl_match_add(sink, NULL, NULL, 0, NULL);
		}
		return;
	default:
		return;
	}
}

typedef struct Unwrapped Unwrapped;
struct Unwrapped {
	const Node *orig, *copy;
	Unwrapped *next;
};

const Node *r2c_unwrap_once(R2c *s, const Node *p)
{
	if (!p || (p->kind != P_DISJ && p->kind != P_CONJ) || !p->n)
		return p;
	for (const Unwrapped *u = s->unwrapped; u; u = u->next)
		if (u->orig == p)
			return u->copy;
	Unwrapped *u = arena_alloc(s->m->a, sizeof *u);
	u->orig = p;
	u->copy = r2c_unwrap_seq(s->m->a, p);
	u->next = s->unwrapped;
	s->unwrapped = u;
	return u->copy;
}

CtlF *r2c_pred(CtlBuilder *b, R2c *s, const Node *pat, int kind, uint32_t aux, Pred **out)
{
	Pred *p = arena_alloc(s->m->a, sizeof *p);
	memset(p, 0, sizeof *p);
	p->s = s;
	p->pat = pat ? r2c_unwrap_once(s, pat) : NULL;
	p->orig = pat;
	p->kind = kind;
	p->aux = aux;
	/* the head of a compound statement: what its code binds first
	 * decides which isomorphism applies to its test */
	p->from_seed = kind == R2P_HEAD || kind == R2P_DO_TAIL ||
		       ((kind == R2P_STMT || kind == R2P_STMT_HEAD) && pat && match_has_disj(pat));
	if (out)
		*out = p;
	return ctl_pred(b, pred_fn, p, NULL);
}
