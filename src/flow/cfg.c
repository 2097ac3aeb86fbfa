/* cfg.c - building control-flow graphs from function definitions; see cfg.h.
 *
 * One walk over the statements of a function body creates the nodes and
 * an edge list; gotos are resolved once the walk has seen every label;
 * then the nodes unreachable from the header are dropped and the edges
 * are sorted into the compressed form of src/graph.h.  Every step is
 * linear in the size of the function (a goto costs the depth of the
 * blocks it leaves).
 */
#include "flow/cfg.h"

#include <string.h>

#include "base/vec.h"

/* Statements nested deeper than this make the graph fail cleanly. */
#define CFG_MAX_DEPTH 5000

typedef struct Edge {
	uint32_t from, to;
} Edge;

/* A scope that jumps leave through a copy of its end node: a block (end
 * `}`) or an if (end [endif]).  blocks[0] stands for "outside every
 * scope".  The copies on the paths out of an if are kept only when the
 * if's own end is unreachable (both branches jump), as spatch does; for
 * other ifs they are contracted away when the graph is finished. */
typedef struct BlockRec {
	uint32_t parent;      /* enclosing scope */
	uint32_t pnode;       /* parent node of the scope's end copies */
	uint32_t bdepth;      /* number of enclosing scopes */
	uint32_t open, close; /* its `{` and `}` nodes; for an if, the if and [endif] */
	const Node *ast;
	int is_if, live_if;   /* an if scope; whose end is reachable */
	uint32_t blockno;     /* CfgNode.block of the nodes in it */
} BlockRec;

/* An enclosing loop or switch: where break and continue go. */
typedef struct Ctx {
	int is_switch;
	uint32_t brk, cont;   /* targets (cont is CFG_NONE for a switch) */
	uint32_t block;       /* the block that holds the statement */
	uint32_t dispatch;    /* switch: the node the [casenode]s hang from */
	int has_default;
	int breaks;           /* number of breaks that target brk */
} Ctx;

typedef struct Jump {
	const Ident *label;
	uint32_t node, block;
} Jump;

/* An #if group being walked in a block's statement list. */
typedef struct PPGroup {
	uint32_t ifnode;
	size_t ends_start;    /* its branch ends are ends.v[ends_start..] */
	int has_else;
	uint32_t block;       /* the scope whose statements it is among */
} PPGroup;

typedef struct Builder {
	const TokenArray *ta;
	VEC(CfgNode) nodes;
	VEC(Edge) edges;
	VEC(BlockRec) blocks;
	VEC(Ctx) ctx;
	VEC(Jump) gotos;
	VEC(Jump) labels;
	VEC(uint32_t) ends;
	VEC(PPGroup) pp;
	VEC(Edge) copies;     /* (block, `}` copy) in creation order */
	VEC(Edge) dead_ends;  /* (block, its [after]) for blocks whose end is unreachable */
	uint32_t parent;      /* parent of the nodes being created */
	uint32_t cur_block;   /* current scope (index into blocks) */
	uint32_t cur_blockno; /* current block number (CfgNode.block) */
	uint32_t nblocks;
	uint32_t exit, error_exit;
	int depth;
	int err_then;         /* enclosing then-branches of ifs with no else */
	int failed;
	uint32_t error_tok;
	int pp_flat;          /* #if lines are no nodes (see pp_odd) */
	const Node *alt_tail; /* the statement an #if group of alternatives
				 stands for (see pp_alt_group) */
	const Node *alt_blk;  /* the block holding the group's other lines */
	uint32_t alt_from, alt_to;   /* their items */
} Builder;

static const Node *kid(const Node *n, uint32_t i)
{
	return n && i < n->n ? n->kid[i] : NULL;
}

static uint32_t new_node(Builder *b, CfgKind kind, const Node *ast,
			 uint32_t first, uint32_t last)
{
	CfgNode x = { 0 };
	x.kind = (uint16_t)kind;
	x.first = first;
	x.last = last;
	x.ast = ast;
	x.parent = b->parent;
	x.depth = b->parent == CFG_NONE ? 0 : b->nodes.v[b->parent].depth + 1;
	x.block = b->cur_blockno;
	x.end = CFG_NONE;
	vec_push(&b->nodes, x);
	return (uint32_t)(b->nodes.n - 1);
}

static uint32_t new_fake(Builder *b, CfgKind kind, const Node *ast)
{
	uint32_t i = new_node(b, kind, ast, 1, 0);
	b->nodes.v[i].flags |= CFG_F_FAKE;
	return i;
}

/* A node for the whole of statement S. */
static uint32_t whole(Builder *b, CfgKind kind, const Node *s)
{
	return new_node(b, kind, s, s->first, s->last);
}

static void edge(Builder *b, uint32_t from, uint32_t to)
{
	if (from == CFG_NONE || to == CFG_NONE)
		return;
	Edge e = { from, to };
	vec_push(&b->edges, e);
}

/* A [join] of AST's scope after PREV; returns it. */
static uint32_t join_after(Builder *b, uint32_t prev, const Node *ast)
{
	uint32_t j = new_fake(b, CFG_JOIN, ast);
	edge(b, prev, j);
	return j;
}

/* Create, after FROM, a copy of the end of every scope from the current
 * one up to (not including) scope UPTO, innermost first (a `}` for a
 * block, an [endif] for an if), marked with the kind of jump FROM is;
 * return the last node of the chain (FROM
 * itself when no scope is left). */
static uint32_t leave_blocks(Builder *b, uint32_t from, uint32_t upto)
{
	uint32_t saved_parent = b->parent, saved_block = b->cur_block;
	uint32_t saved_no = b->cur_blockno;
	uint32_t prev = from;
	uint16_t k = b->nodes.v[from].kind;
	uint16_t by = k == CFG_GOTO ? CFG_F_GOTO_JUMP :
		      k == CFG_BREAK || k == CFG_CONTINUE ? CFG_F_LOOP_JUMP : 0;
	for (uint32_t blk = saved_block; blk != 0 && blk != upto;
	     blk = b->blocks.v[blk].parent) {
		const BlockRec *r = &b->blocks.v[blk];
		b->parent = r->pnode;
		b->cur_block = blk;
		b->cur_blockno = r->blockno;
		/* a return out of an #if group among this block's statements
		 * (not a switch's cases): a [join] before the block's `}`
		 * (spatch matches no `}` right after such a return) */
		int pp_open = 0;
		for (size_t g = 0; k == CFG_RETURN && g < b->pp.n; g++)
			pp_open |= b->pp.v[g].block == blk;
		if (pp_open && !r->is_if && r->pnode < b->nodes.n &&
		    b->nodes.v[r->pnode].kind != CFG_SWITCH)
			prev = join_after(b, prev, r->ast);
		uint32_t c = r->is_if ? new_fake(b, CFG_ENDIF, r->ast)
				      : new_node(b, CFG_BRACE_CLOSE, r->ast, r->ast->last, r->ast->last);
		b->nodes.v[c].flags |= CFG_F_COPY | by;
		Edge cp = { blk, c };
		vec_push(&b->copies, cp);
		edge(b, prev, c);
		prev = c;
		if (k == CFG_RETURN && r->is_if && kid(r->ast, 2))
			/* the same, out of a branch of an if with an else */
			prev = join_after(b, prev, r->ast);
	}
	b->parent = saved_parent;
	b->cur_block = saved_block;
	b->cur_blockno = saved_no;
	return prev;
}

/* The innermost loop (or loop or switch, when ANY) context, or -1. */
static long find_ctx(const Builder *b, int any)
{
	for (size_t i = b->ctx.n; i-- > 0;)
		if (any || !b->ctx.v[i].is_switch)
			return (long)i;
	return -1;
}

static int is_zero(const Builder *b, const Node *e)
{
	while (e && e->kind == E_PAREN)
		e = kid(e, 0);
	if (!e || e->kind != E_CONST || e->first != e->last || e->first >= b->ta->n)
		return 0;
	const Token *t = &b->ta->v[e->first];
	return tok_len(t) == 1 && tok_text(b->ta, t)[0] == '0';
}

/* The name of a goto or a label: the node's name, else its identifier
 * token. */
static const Ident *jump_name(const Builder *b, const Node *s, int goto_kw)
{
	if (s->name)
		return s->name;
	uint32_t i = s->first + (goto_kw ? 1 : 0);
	if (i <= s->last && i < b->ta->n && b->ta->v[i].kind == TK_IDENT)
		return b->ta->v[i].id;
	return NULL;
}

/* The `else` keyword between the two branches of an if. */
static uint32_t else_token(const Builder *b, const Node *then, const Node *els)
{
	for (uint32_t i = then->last + 1; i < els->first && i < b->ta->n; i++) {
		const Token *t = &b->ta->v[i];
		if (t->kind == TK_KEYWORD && t->id && t->id->kw == KW_ELSE)
			return i;
	}
	return then->last + 1;
}

static uint32_t stmt(Builder *b, const Node *s, uint32_t prev);

enum { BLOCK_PLAIN, BLOCK_BODY, BLOCK_SWITCH };

/* Is K a statement kind (cfront/ast.h lists them from S_EXPR to S_DECL)? */
static int is_stmt_kind(int k)
{
	return k >= S_EXPR && k <= S_DECL;
}

static int pp_opens(int k)
{
	return k == TK_PP_IF || k == TK_PP_IFDEF || k == TK_PP_IFNDEF;
}

/* The directive (TK_PP_IF ... TK_PP_OTHER) of the preprocessor line
 * that ends right before token TOK, or -1. */
static int pp_line_before(const TokenArray *ta, uint32_t tok)
{
	if (tok == 0 || tok > ta->n || ta->v[tok - 1].kind != TK_PP_END)
		return -1;
	for (uint32_t i = tok - 1; i-- > 0 && (ta->v[i].flags & TF_IN_PP);) {
		int k = ta->v[i].kind;
		if (k >= TK_PP_DEFINE && k <= TK_PP_OTHER)
			return k;
	}
	return -1;
}

enum { PP_ALT_MAX = 32 };

/* An #if group that stands for one statement (spatch 1.1.1): its #if
 * line stands right before statement *TAIL, the branch or body that
 * ends item I of block BLK (`else', `if (c)', `while (c)' ...), so it is
 * no item of any block; the next items of BLK are #elif lines and an
 * #else each followed by one statement, and the #endif.  Each line
 * then opens an alternative to the others.  Returns the index of the
 * #endif item, or 0 when items I+1.. are no such group (an #if group
 * whose branches hold more or fewer statements, or with no #else, is no
 * statement: see pp_odd). */
static uint32_t pp_alt_group(const TokenArray *ta, const Node *blk, uint32_t i,
			     const Node **tail)
{
	const Node *item = blk->kid[i];
	if (!item || item->kind == PP_COND || i + 1 >= blk->n)
		return 0;
	const Node *t = NULL;
	for (const Node *k = item; k && !t && is_stmt_kind(k->kind) && k->kind != S_BLOCK;) {
		const Node *next = NULL;
		for (uint32_t j = 0; j < k->n && !next; j++)
			if (k->kid[j] && is_stmt_kind(k->kid[j]->kind) && k->kid[j]->last == k->last)
				next = k->kid[j];
		k = next;
		if (k && pp_opens(pp_line_before(ta, k->first)))
			t = k;
	}
	if (!t)
		return 0;
	uint32_t j = i + 1, alts = 1;
	int has_else = 0;
	while (j + 1 < blk->n && alts < PP_ALT_MAX) {
		const Node *line = blk->kid[j], *st = blk->kid[j + 1];
		if (!line || line->kind != PP_COND ||
		    (line->op != TK_PP_ELIF && line->op != TK_PP_ELSE) || has_else)
			break;
		if (!st || st->kind == PP_COND)
			return 0;
		has_else = line->op == TK_PP_ELSE;
		alts++;
		j += 2;
	}
	const Node *end = j < blk->n ? blk->kid[j] : NULL;
	if (!has_else || !end || end->kind != PP_COND || end->op != TK_PP_ENDIF)
		return 0;
	*tail = t;
	return j;
}

/* The #if group of alternatives that statement S stands first for (see
 * pp_alt_group), entered from PREV: [ifdef] to S and to each #elif or
 * #else line and its statement, all joined at the #endif. */
static uint32_t pp_alt(Builder *b, const Node *s, uint32_t prev)
{
	const Node *blk = b->alt_blk;
	uint32_t from = b->alt_from, to = b->alt_to;
	b->alt_tail = NULL;
	uint32_t ifn = new_fake(b, CFG_PP_IF, NULL);
	edge(b, prev, ifn);
	uint32_t ends[PP_ALT_MAX], ne = 0;
	ends[ne++] = stmt(b, s, ifn);
	for (uint32_t j = from; j + 1 < to && ne < PP_ALT_MAX; j += 2) {
		uint32_t el = whole(b, CFG_PP_ELSE, blk->kid[j]);
		edge(b, ifn, el);
		ends[ne++] = stmt(b, blk->kid[j + 1], el);
	}
	uint32_t endif = whole(b, CFG_PP_ENDIF, blk->kid[to]);
	int reached = 0;
	for (uint32_t k = 0; k < ne; k++) {
		edge(b, ends[k], endif);
		reached |= ends[k] != CFG_NONE;
	}
	return reached ? endif : CFG_NONE;
}

/* The path of an #if group with no #else that takes none of its
 * branches: [ifdef] -> [fallthrough] -> [endif]. */
static void pp_fallthrough(Builder *b, uint32_t ifnode, uint32_t endif)
{
	uint32_t saved = b->parent;
	b->parent = ifnode;
	uint32_t ft = new_fake(b, CFG_FALLTHROUGH, b->nodes.v[ifnode].ast);
	b->parent = saved;
	edge(b, ifnode, ft);
	edge(b, ft, endif);
}

/* A line of an #if group among the statements of a block: returns the
 * node where the statements after it continue. */
static uint32_t pp_line(Builder *b, const Node *s, uint32_t cur, size_t pp_base)
{
	int op = s->op;
	int opens = op == TK_PP_IF || op == TK_PP_IFDEF || op == TK_PP_IFNDEF;
	int elses = op == TK_PP_ELIF || op == TK_PP_ELSE;
	int closes = op == TK_PP_ENDIF;
	if (opens) {
		uint32_t n = whole(b, CFG_PP_IF, s);
		edge(b, cur, n);
		PPGroup g = { n, b->ends.n, 0, b->cur_block };
		vec_push(&b->pp, g);
		return n;
	}
	if ((elses || closes) && b->pp.n > pp_base) {
		PPGroup *g = &b->pp.v[b->pp.n - 1];
		if (cur != CFG_NONE)
			vec_push(&b->ends, cur);
		if (elses) {
			uint32_t n = whole(b, CFG_PP_ELSE, s);
			g = &b->pp.v[b->pp.n - 1];
			edge(b, g->ifnode, n);
			if (op == TK_PP_ELSE)
				g->has_else = 1;
			return n;
		}
		uint32_t n = whole(b, CFG_PP_ENDIF, s);
		g = &b->pp.v[b->pp.n - 1];
		for (size_t i = g->ends_start; i < b->ends.n; i++)
			edge(b, b->ends.v[i], n);
		if (!g->has_else)
			pp_fallthrough(b, g->ifnode, n);
		b->ends.n = g->ends_start;
		b->pp.n--;
		return n;
	}
	/* A line that does not pair up within this block: a plain node. */
	uint32_t n = whole(b, CFG_PP_OTHER, s);
	edge(b, cur, n);
	return n;
}

/* The block BLK entered from PREV; returns its `}`, or CFG_NONE when
 * its end is unreachable. */
static uint32_t block(Builder *b, const Node *blk, uint32_t prev, int mode)
{
	BlockRec r = { b->cur_block, b->parent, 0, CFG_NONE, CFG_NONE, blk, 0, 0, ++b->nblocks };
	r.bdepth = b->blocks.v[b->cur_block].bdepth + 1;
	vec_push(&b->blocks, r);
	uint32_t id = (uint32_t)(b->blocks.n - 1);

	uint32_t saved_parent = b->parent, saved_block = b->cur_block;
	uint32_t saved_no = b->cur_blockno;
	b->cur_block = id;
	b->cur_blockno = r.blockno;
	uint32_t open = new_node(b, CFG_BRACE_OPEN, blk, blk->first, blk->first);
	b->blocks.v[id].open = open;
	edge(b, prev, open);
	b->parent = open;
	uint32_t after = CFG_NONE;
	if (mode == BLOCK_PLAIN) {
		after = new_fake(b, CFG_AFTER, blk);
		edge(b, open, after);
	}
	uint32_t cur = open;
	if (mode == BLOCK_SWITCH) {
		b->ctx.v[b->ctx.n - 1].dispatch = open;
		cur = CFG_NONE;   /* code before the first case is never run */
	}
	size_t pp_base = b->pp.n;
	for (uint32_t i = 0; i < blk->n && !b->failed; i++) {
		const Node *s = blk->kid[i];
		if (!s)
			continue;
		if (s->kind == PP_COND && b->pp_flat)
			continue;
		const Node *tail = NULL;
		uint32_t end = b->pp_flat ? 0 : pp_alt_group(b->ta, blk, i, &tail);
		const Node *nx = i + 1 < blk->n ? blk->kid[i + 1] : NULL;
		if (s->kind == S_LABEL && !kid(s, 0) && !b->pp_flat && nx && nx->kind == PP_COND &&
		    (nx->op == TK_PP_IF || nx->op == TK_PP_IFDEF || nx->op == TK_PP_IFNDEF)) {
			/* `out: #if X ...': as in spatch 1.1.1, the label stands
			 * first in the #if's first branch, so that a goto to it
			 * takes that branch, never the path around the group
			 * nor an #else */
			cur = pp_line(b, nx, cur, pp_base);
			cur = stmt(b, s, cur);
			i++;
		} else if (s->kind == PP_COND) {
			cur = pp_line(b, s, cur, pp_base);
		} else if (end) {
			/* its last branch is an #if group of alternatives */
			b->alt_tail = tail;
			b->alt_blk = blk;
			b->alt_from = i + 1;
			b->alt_to = end;
			cur = stmt(b, s, cur);
			b->alt_tail = NULL;
			i = end;
		} else {
			cur = stmt(b, s, cur);
		}
	}
	/* An #if group whose #endif is not among the block's items (it
	 * lies inside a statement, as in `#ifdef A if (a) #else if (b)
	 * #endif s`): its branches that were seen join here; with no
	 * branch seen, its #if line is an ordinary node of the sequence. */
	while (b->pp.n > pp_base) {
		PPGroup g = b->pp.v[--b->pp.n];
		if (b->ends.n > g.ends_start) {
			uint32_t j = new_fake(b, CFG_PP_ENDIF, NULL);
			for (size_t i = g.ends_start; i < b->ends.n; i++)
				edge(b, b->ends.v[i], j);
			edge(b, cur, j);
			cur = j;
		}
		b->ends.n = g.ends_start;
	}
	b->parent = saved_parent;
	uint32_t close = new_node(b, CFG_BRACE_CLOSE, blk, blk->last, blk->last);
	b->cur_block = saved_block;
	b->cur_blockno = saved_no;
	edge(b, cur, close);
	if (after != CFG_NONE && cur == CFG_NONE) {
		/* Decided once every jump out of the block is known. */
		Edge d = { id, after };
		vec_push(&b->dead_ends, d);
	} else {
		edge(b, after, close);
	}
	b->blocks.v[id].close = close;
	b->nodes.v[open].end = close;
	return cur == CFG_NONE ? CFG_NONE : close;
}

/* Statement S as the body or branch of the construct headed by node
 * HEAD, entered from PREV. */
static uint32_t branch(Builder *b, const Node *s, uint32_t head, uint32_t prev)
{
	uint32_t saved = b->parent;
	b->parent = head;
	uint32_t end = s ? stmt(b, s, prev) : prev;
	b->parent = saved;
	return end;
}

static uint32_t loop(Builder *b, const Node *s, CfgKind kind, const Node *body,
		     uint32_t prev)
{
	uint32_t head = new_node(b, kind, s, s->first,
				 body && body->first > s->first ? body->first - 1 : s->last);
	edge(b, prev, head);
	uint32_t saved = b->parent;
	b->parent = head;
	uint32_t lt = new_fake(b, CFG_LOOP_TRUE, s);
	uint32_t lf = new_fake(b, CFG_LOOP_FALL, s);
	uint32_t le = new_fake(b, CFG_LOOP_END, s);
	b->parent = saved;
	edge(b, head, lt);
	edge(b, head, lf);
	edge(b, lf, le);
	Ctx c = { 0, le, head, b->cur_block, CFG_NONE, 0, 0 };
	vec_push(&b->ctx, c);
	uint32_t end = branch(b, body, head, lt);
	b->ctx.n--;
	edge(b, end, head);
	b->nodes.v[head].end = le;
	return le;
}

static uint32_t do_loop(Builder *b, const Node *s, uint32_t prev)
{
	const Node *body = kid(s, 0), *cond = kid(s, 1);
	uint32_t d = new_node(b, CFG_DO, s, s->first, s->first);
	edge(b, prev, d);
	uint32_t saved = b->parent;
	b->parent = d;
	uint32_t tail = new_node(b, CFG_DO_TAIL, s,
				 body ? body->last + 1 : s->first + 1, s->last);
	uint32_t lf = new_fake(b, CFG_LOOP_FALL, s);
	uint32_t le = new_fake(b, CFG_LOOP_END, s);
	uint32_t af = new_fake(b, CFG_AFTER, s);
	b->parent = saved;
	Ctx c = { 0, le, tail, b->cur_block, CFG_NONE, 0, 0 };
	vec_push(&b->ctx, c);
	uint32_t end = branch(b, body, d, d);
	b->ctx.n--;
	edge(b, end, tail);
	if (!is_zero(b, cond))
		edge(b, tail, d);
	edge(b, tail, lf);
	edge(b, lf, le);
	edge(b, d, af);
	edge(b, af, le);
	b->nodes.v[d].end = le;
	return le;
}

static uint32_t if_stmt(Builder *b, const Node *s, uint32_t prev)
{
	const Node *then = kid(s, 1), *els = kid(s, 2);
	uint32_t ifn = new_node(b, CFG_IF, s, s->first,
				then && then->first > s->first ? then->first - 1 : s->last);
	edge(b, prev, ifn);
	uint32_t saved = b->parent;
	b->parent = ifn;
	uint32_t th = new_fake(b, CFG_THEN, s);
	b->parent = saved;
	edge(b, ifn, th);
	/* The if is a scope of the jumps in its branches. */
	BlockRec r = { b->cur_block, ifn, 0, ifn, CFG_NONE, s, 1, 0, b->cur_blockno };
	r.bdepth = b->blocks.v[b->cur_block].bdepth + 1;
	vec_push(&b->blocks, r);
	uint32_t scope = (uint32_t)(b->blocks.n - 1), saved_scope = b->cur_block;
	b->cur_block = scope;
	/* A return in the then-branch of an if with no else, at any depth,
	 * is an error exit (spatch's error-handling paths). */
	b->err_then += !els;
	uint32_t then_end = branch(b, then, ifn, th);
	b->err_then -= !els;
	uint32_t else_end;
	b->parent = ifn;
	if (els) {
		uint32_t eb = new_fake(b, CFG_ELSE_BRANCH, s);
		uint32_t et = then ? else_token(b, then, els) : s->first;
		uint32_t en = new_node(b, CFG_ELSE, s, et, et);
		b->parent = saved;
		edge(b, ifn, eb);
		edge(b, eb, en);
		else_end = branch(b, els, ifn, en);
	} else {
		else_end = new_fake(b, CFG_FALLTHROUGH, s);
		edge(b, ifn, else_end);
	}
	b->cur_block = saved_scope;
	b->parent = ifn;
	uint32_t af = new_fake(b, CFG_AFTER, s);
	uint32_t endif = new_fake(b, CFG_ENDIF, s);
	b->parent = saved;
	edge(b, ifn, af);
	edge(b, then_end, endif);
	edge(b, else_end, endif);
	b->blocks.v[scope].close = endif;
	b->nodes.v[ifn].end = endif;
	if (then_end == CFG_NONE && else_end == CFG_NONE) {
		/* Both branches jump: [after]s to the jumps' [endif] copies,
		 * and what follows the if is reached by no path. */
		Edge d = { scope, af };
		vec_push(&b->dead_ends, d);
		return CFG_NONE;
	}
	b->blocks.v[scope].live_if = 1;
	edge(b, af, endif);
	return endif;
}

static uint32_t switch_stmt(Builder *b, const Node *s, uint32_t prev)
{
	const Node *body = kid(s, 1);
	uint32_t sw = new_node(b, CFG_SWITCH, s, s->first,
			       body && body->first > s->first ? body->first - 1 : s->last);
	edge(b, prev, sw);
	uint32_t saved = b->parent;
	b->parent = sw;
	uint32_t se = new_fake(b, CFG_SWITCH_END, s);
	b->parent = saved;
	Ctx c = { 1, se, CFG_NONE, b->cur_block, sw, 0, 0 };
	vec_push(&b->ctx, c);
	uint32_t end;
	if (body && body->kind == S_BLOCK) {
		b->parent = sw;
		end = block(b, body, sw, BLOCK_SWITCH);
		b->parent = saved;
	} else {
		end = branch(b, body, sw, CFG_NONE);
	}
	int has_default = b->ctx.v[b->ctx.n - 1].has_default;
	int breaks = b->ctx.v[b->ctx.n - 1].breaks;
	b->ctx.n--;
	edge(b, end, se);
	b->nodes.v[sw].end = se;
	if (has_default && !breaks && end == CFG_NONE)
		return CFG_NONE;   /* every case jumps: nothing follows, no [after] */
	b->parent = sw;
	if (!has_default) {
		uint32_t sf = new_fake(b, CFG_SWITCH_FALL, s);
		edge(b, sw, sf);
		edge(b, sf, se);
	}
	uint32_t af = new_fake(b, CFG_AFTER, s);
	b->parent = saved;
	edge(b, sw, af);
	edge(b, af, se);
	return se;
}

/* A node for a label (case, default, name) that may hold the statement
 * it labels as kid LABELLED: its tokens stop before that statement. */
static uint32_t label_node(Builder *b, CfgKind kind, const Node *s, const Node *labelled)
{
	uint32_t last = labelled && labelled->first > s->first ? labelled->first - 1 : s->last;
	return new_node(b, kind, s, s->first, last);
}

static uint32_t case_label(Builder *b, const Node *s, uint32_t prev)
{
	/* Where one statement stands (`if (x) case 1: s;`), it is a kid. */
	const Node *labelled = s->kind == S_DEFAULT ? kid(s, 0) : kid(s, 2);
	CfgKind kind = s->kind == S_DEFAULT ? CFG_DEFAULT : CFG_CASE;
	long ci = find_ctx(b, 1);
	while (ci >= 0 && !b->ctx.v[ci].is_switch)
		ci--;
	uint32_t n;
	if (ci >= 0) {
		uint32_t cn = new_fake(b, CFG_CASE_NODE, s);
		n = label_node(b, kind, s, labelled);
		edge(b, b->ctx.v[ci].dispatch, cn);
		edge(b, cn, n);
		if (s->kind == S_DEFAULT)
			b->ctx.v[ci].has_default = 1;
	} else {
		n = label_node(b, kind, s, labelled);
	}
	edge(b, prev, n);
	return labelled ? stmt(b, labelled, n) : n;
}

/* Statement S entered from PREV (CFG_NONE: unreachable); returns the
 * node control continues from, or CFG_NONE after a jump. */
static uint32_t stmt(Builder *b, const Node *s, uint32_t prev)
{
	if (b->failed)
		return prev;
	if (++b->depth > CFG_MAX_DEPTH) {
		b->failed = 1;
		b->error_tok = s->first;
		b->depth--;
		return prev;
	}
	if (s == b->alt_tail) {
		uint32_t e = pp_alt(b, s, prev);
		b->depth--;
		return e;
	}
	uint32_t n = CFG_NONE;
	long ci;
	switch (s->kind) {
	case S_BLOCK:
		n = block(b, s, prev, BLOCK_PLAIN);
		break;
	case S_IF:
		n = if_stmt(b, s, prev);
		break;
	case S_WHILE:
		n = loop(b, s, CFG_WHILE, kid(s, 1), prev);
		break;
	case S_FOR:
		n = loop(b, s, CFG_FOR, kid(s, 3), prev);
		break;
	case S_ITERATOR:
		n = loop(b, s, CFG_ITER, kid(s, 1), prev);
		break;
	case S_DO:
		n = do_loop(b, s, prev);
		break;
	case S_SWITCH:
		n = switch_stmt(b, s, prev);
		break;
	case S_CASE:
	case S_DEFAULT:
		n = case_label(b, s, prev);
		break;
	case S_BREAK:
	case S_CONTINUE: {
		int brk = s->kind == S_BREAK;
		uint32_t j = whole(b, brk ? CFG_BREAK : CFG_CONTINUE, s);
		edge(b, prev, j);
		ci = find_ctx(b, brk);
		if (ci < 0) {
			edge(b, j, b->error_exit);
		} else {
			Ctx c = b->ctx.v[ci];
			b->ctx.v[ci].breaks += brk;
			edge(b, leave_blocks(b, j, c.block), brk ? c.brk : c.cont);
		}
		n = CFG_NONE;
		break;
	}
	case S_RETURN: {
		uint32_t j = whole(b, CFG_RETURN, s);
		edge(b, prev, j);
		edge(b, leave_blocks(b, j, 0), b->err_then ? b->error_exit : b->exit);
		n = CFG_NONE;
		break;
	}
	case S_GOTO: {
		uint32_t j = whole(b, CFG_GOTO, s);
		edge(b, prev, j);
		const Ident *l = kid(s, 0) ? NULL : jump_name(b, s, 1);
		if (l) {
			Jump g = { l, j, b->cur_block };
			vec_push(&b->gotos, g);
		} else {
			edge(b, j, b->error_exit);   /* computed goto */
		}
		n = CFG_NONE;
		break;
	}
	case S_LABEL: {
		n = label_node(b, CFG_LABEL, s, kid(s, 0));
		edge(b, prev, n);
		const Ident *l = jump_name(b, s, 0);
		if (l) {
			Jump g = { l, n, b->cur_block };
			vec_push(&b->labels, g);
		}
		if (kid(s, 0))
			n = stmt(b, kid(s, 0), n);
		break;
	}
	case S_MACRO:
		n = whole(b, CFG_MACRO, s);
		edge(b, prev, n);
		break;
	case S_DECL:
	case D_DECL:
	case D_MACRO_DECL:
	case D_STATIC_ASSERT:
		n = whole(b, CFG_DECL, s);
		edge(b, prev, n);
		break;
	case PP_COND:
		if (b->pp_flat) {
			n = prev;
			break;
		}
		n = whole(b, CFG_PP_OTHER, s);
		edge(b, prev, n);
		break;
	case PP_DEFINE:
	case PP_INCLUDE:
	case PP_OTHER:
		n = prev;   /* no control flow */
		break;
	default:            /* S_EXPR, S_EMPTY, S_ASM, TOP_ERROR, ... */
		n = whole(b, CFG_STMT, s);
		edge(b, prev, n);
		break;
	}
	b->depth--;
	return n;
}

/* ---- #if lines that do not bracket statements ------------------------- */

/* The number of #if-family lines that are items of a block of N (at any
 * depth) and pair up there into whole groups (#if ... #endif) of whole
 * statements: a branch that ends with a label (`e1: #endif`, the label's
 * statement after the group) is no whole statement. */
static uint32_t pp_paired(const TokenArray *ta, const Node *n, int depth)
{
	if (!n || depth > CFG_MAX_DEPTH)
		return 0;
	uint32_t c = 0;
	if (n->kind == S_BLOCK) {
		uint32_t open = 0, lines = 0;   /* lines of the outermost open group */
		int broken = 0;                 /* a branch of it ends with a label */
		for (uint32_t i = 0; i < n->n; i++) {
			const Node *k = n->kid[i], *tail;
			uint32_t end = pp_alt_group(ta, n, i, &tail);
			if (end) {
				/* its #if line, its #elif and #else lines, its #endif */
				c += 1 + (end - i + 1) / 2;
				i = end;
				continue;
			}
			if (!k || k->kind != PP_COND)
				continue;
			if (open && k->op != TK_PP_IF && k->op != TK_PP_IFDEF && k->op != TK_PP_IFNDEF &&
			    i > 0 && n->kid[i - 1] && n->kid[i - 1]->kind == S_LABEL)
				broken = 1;
			if (k->op == TK_PP_IF || k->op == TK_PP_IFDEF || k->op == TK_PP_IFNDEF) {
				open++;
				lines++;
			} else if (open && (k->op == TK_PP_ELIF || k->op == TK_PP_ELSE)) {
				lines++;
			} else if (open && k->op == TK_PP_ENDIF) {
				lines++;
				if (!--open) {
					if (!broken)
						c += lines;
					lines = 0;
					broken = 0;
				}
			}
		}
	}
	for (uint32_t i = 0; i < n->n; i++)
		c += pp_paired(ta, n->kid[i], depth + 1);
	return c;
}

/* Does the body of FUNCDEF hold an #if, #elif, #else or #endif line that
 * is not part of a whole group among the statements of one block (one
 * inside an expression, or around part of a statement)?  Then, as in
 * spatch, none of the function's #if lines is a node of its graph: the
 * code of every branch runs in sequence. */
static int pp_odd(const TokenArray *ta, const Node *body)
{
	if (!body || body->first > body->last)
		return 0;
	uint32_t toks = 0;
	for (uint32_t i = body->first; i <= body->last && i < ta->n; i++) {
		int k = ta->v[i].kind;
		if (k == TK_PP_IF || k == TK_PP_IFDEF || k == TK_PP_IFNDEF || k == TK_PP_ELIF ||
		    k == TK_PP_ELSE || k == TK_PP_ENDIF)
			toks++;
	}
	return toks && pp_paired(ta, body, 0) != toks;
}

/* ---- gotos ---------------------------------------------------------- */

static uint32_t label_hash(const Ident *id, uint32_t mask)
{
	uintptr_t p = (uintptr_t)id;
	return (uint32_t)((p >> 4) * 2654435761u) & mask;
}

/* Connect every goto to its label, through a `}` copy of each block the
 * goto leaves; a goto to a missing label goes to [errorexit]. */
static uint32_t resolve_gotos(Builder *b)
{
	uint32_t missing = 0;
	if (b->gotos.n == 0)
		return 0;
	uint32_t size = 16;
	while (size < 2 * b->labels.n)
		size *= 2;
	uint32_t *tab = xmalloc(size * sizeof *tab);
	for (uint32_t i = 0; i < size; i++)
		tab[i] = CFG_NONE;
	for (uint32_t i = 0; i < b->labels.n; i++) {
		uint32_t h = label_hash(b->labels.v[i].label, size - 1);
		while (tab[h] != CFG_NONE && b->labels.v[tab[h]].label != b->labels.v[i].label)
			h = (h + 1) & (size - 1);
		if (tab[h] == CFG_NONE)
			tab[h] = i;   /* the first of duplicate labels wins */
	}
	for (size_t k = 0; k < b->gotos.n; k++) {
		Jump g = b->gotos.v[k];
		uint32_t h = label_hash(g.label, size - 1);
		while (tab[h] != CFG_NONE && b->labels.v[tab[h]].label != g.label)
			h = (h + 1) & (size - 1);
		if (tab[h] == CFG_NONE) {
			edge(b, g.node, b->error_exit);
			missing++;
			continue;
		}
		Jump l = b->labels.v[tab[h]];
		/* The innermost block enclosing both the goto and the label. */
		uint32_t x = g.block, y = l.block;
		while (b->blocks.v[x].bdepth > b->blocks.v[y].bdepth)
			x = b->blocks.v[x].parent;
		while (b->blocks.v[y].bdepth > b->blocks.v[x].bdepth)
			y = b->blocks.v[y].parent;
		while (x != y) {
			x = b->blocks.v[x].parent;
			y = b->blocks.v[y].parent;
		}
		b->cur_block = g.block;
		edge(b, leave_blocks(b, g.node, x), l.node);
	}
	xfree(tab);
	return missing;
}

/* A block or an if whose normal end is unreachable (its last statement,
 * or both branches, jump) leads its [after] to the end copy (`}` or
 * [endif]) of the first jump that leaves it, and gets one more [after]
 * for each further such jump, as spatch does; with no jump leaving it
 * (a goto loop inside it), to its own end. */
static void link_dead_ends(Builder *b)
{
	if (b->dead_ends.n == 0)
		return;
	size_t nb = b->blocks.n;
	uint32_t *start = xcalloc(nb + 1, sizeof *start);
	uint32_t *list = xmalloc((b->copies.n ? b->copies.n : 1) * sizeof *list);
	for (size_t i = 0; i < b->copies.n; i++)
		start[b->copies.v[i].from + 1]++;
	for (size_t i = 0; i < nb; i++)
		start[i + 1] += start[i];
	uint32_t *fill = xmalloc((nb + 1) * sizeof *fill);
	memcpy(fill, start, (nb + 1) * sizeof *fill);
	for (size_t i = 0; i < b->copies.n; i++)
		list[fill[b->copies.v[i].from]++] = b->copies.v[i].to;
	xfree(fill);
	for (size_t i = 0; i < b->dead_ends.n; i++) {
		uint32_t blk = b->dead_ends.v[i].from, after = b->dead_ends.v[i].to;
		const BlockRec *r = &b->blocks.v[blk];
		if (start[blk] == start[blk + 1]) {
			edge(b, after, r->close);
			continue;
		}
		edge(b, after, list[start[blk]]);
		b->parent = r->open;
		b->cur_block = blk;
		b->cur_blockno = r->blockno;
		for (uint32_t k = start[blk] + 1; k < start[blk + 1]; k++) {
			uint32_t a = new_fake(b, CFG_AFTER, r->ast);
			edge(b, r->open, a);
			edge(b, a, list[k]);
		}
	}
	xfree(list);
	xfree(start);
}

/* The [endif] copies on the paths out of an if whose end is reachable
 * were only placeholders: route each edge into one to the node after
 * it, and drop the edges out of them (the copies become unreachable). */
static void contract_live_ifs(Builder *b)
{
	size_t n = b->nodes.n, ne = 0;
	uint8_t *skip = NULL;
	for (size_t i = 0; i < b->copies.n; i++) {
		const BlockRec *r = &b->blocks.v[b->copies.v[i].from];
		if (r->is_if && r->live_if) {
			if (!skip)
				skip = xcalloc(n, 1);
			skip[b->copies.v[i].to] = 1;
		}
	}
	if (!skip)
		return;
	uint32_t *next = xmalloc(n * sizeof *next);
	for (size_t i = 0; i < n; i++)
		next[i] = CFG_NONE;
	for (size_t i = 0; i < b->edges.n; i++)
		if (skip[b->edges.v[i].from])
			next[b->edges.v[i].from] = b->edges.v[i].to;
	for (size_t i = 0; i < b->edges.n; i++) {
		Edge e = b->edges.v[i];
		if (skip[e.from])
			continue;
		/* Each copy has one successor, and each run of copies is
		 * entered by one edge: linear in all. */
		while (e.to != CFG_NONE && skip[e.to])
			e.to = next[e.to];
		if (e.to != CFG_NONE)
			b->edges.v[ne++] = e;
	}
	b->edges.n = ne;
	xfree(next);
	xfree(skip);
}

/* ---- finishing: drop unreachable nodes, compress ---------------------- */

/* Sort EDGES (N of them) by KEY (0: from, 1: to) into CSR arrays
 * START[nn+1] and OUT (the other end), dropping duplicate edges. */
static uint32_t csr(Arena *a, const Edge *edges, size_t ne, uint32_t nn, int by_to,
		    uint32_t **start_out, uint32_t **out_out)
{
	uint32_t *start = arena_alloc(a, (nn + 1) * sizeof *start);
	uint32_t *fill = xcalloc(nn + 1, sizeof *fill);
	uint32_t *tmp = xmalloc((ne ? ne : 1) * sizeof *tmp);
	for (size_t i = 0; i < ne; i++)
		fill[(by_to ? edges[i].to : edges[i].from) + 1]++;
	for (uint32_t i = 0; i < nn; i++)
		fill[i + 1] += fill[i];
	for (size_t i = 0; i < ne; i++) {
		uint32_t k = by_to ? edges[i].to : edges[i].from;
		tmp[fill[k]++] = by_to ? edges[i].from : edges[i].to;
	}
	/* fill[k] is now the end of k's run; runs start at fill[k-1]. */
	uint32_t *seen = xmalloc((nn ? nn : 1) * sizeof *seen);
	for (uint32_t i = 0; i < nn; i++)
		seen[i] = CFG_NONE;
	uint32_t *out = arena_alloc(a, (ne ? ne : 1) * sizeof *out);
	uint32_t m = 0, lo = 0;
	for (uint32_t k = 0; k < nn; k++) {
		start[k] = m;
		for (uint32_t i = lo; i < fill[k]; i++) {
			if (seen[tmp[i]] == k)
				continue;
			seen[tmp[i]] = k;
			out[m++] = tmp[i];
		}
		lo = fill[k];
	}
	start[nn] = m;
	xfree(seen);
	xfree(tmp);
	xfree(fill);
	*start_out = start;
	*out_out = out;
	return m;
}

/* Does edge E (of C's nodes) go back round a loop: to its head from
 * inside it, or out of a `continue` (whose jump goes round the loop, also
 * in a do, where it reaches the test first)? */
static int is_back_edge(const Cfg *c, Edge e)
{
	if (c->node[e.from].kind == CFG_CONTINUE)
		return 1;
	switch (c->node[e.to].kind) {
	case CFG_WHILE: case CFG_FOR: case CFG_ITER: case CFG_DO:
		break;
	default:
		return 0;
	}
	for (uint32_t p = c->node[e.from].parent; p != CFG_NONE; p = c->node[p].parent)
		if (p == e.to)
			return 1;
	return 0;
}

static void finish(Builder *b, Cfg *c, Arena *a)
{
	uint32_t n = (uint32_t)b->nodes.n;
	/* Reachability from the header over the raw edges. */
	uint32_t *start, *succ;
	Arena scratch;
	arena_init(&scratch);
	csr(&scratch, b->edges.v, b->edges.n, n, 0, &start, &succ);
	uint8_t *keep = xcalloc(n ? n : 1, 1);
	uint32_t *stack = xmalloc((n ? n : 1) * sizeof *stack);
	size_t sp = 0;
	keep[c->header] = 1;
	stack[sp++] = c->header;
	while (sp) {
		uint32_t v = stack[--sp];
		for (uint32_t i = start[v]; i < start[v + 1]; i++)
			if (!keep[succ[i]]) {
				keep[succ[i]] = 1;
				stack[sp++] = succ[i];
			}
	}
	/* Dead code (after a return, a label no goto reaches) stays, as in
	 * spatch: its statements are nodes with no way in, from which their
	 * successors are kept too.  Closing braces and fake nodes alone do
	 * not count as dead code. */
	for (uint32_t v = 0; v < n; v++) {
		const CfgNode *x = &b->nodes.v[v];
		if (keep[v] || (x->flags & (CFG_F_FAKE | CFG_F_COPY)) ||
		    x->kind == CFG_BRACE_CLOSE || x->kind == CFG_BRACE_OPEN)
			continue;
		keep[v] = 1;
		stack[sp++] = v;
		while (sp) {
			uint32_t u = stack[--sp];
			for (uint32_t i = start[u]; i < start[u + 1]; i++)
				if (!keep[succ[i]]) {
					keep[succ[i]] = 1;
					stack[sp++] = succ[i];
				}
		}
	}
	xfree(stack);
	arena_free(&scratch);
	keep[c->enter] = keep[c->exit] = keep[c->error_exit] = 1;
	/* Keep the ancestors of kept nodes, so that parent chains stay whole:
	 * 1 = reachable, 2 = kept with its whole chain. */
	for (uint32_t v = 0; v < n; v++) {
		if (keep[v] != 1)
			continue;
		keep[v] = 2;
		for (uint32_t p = b->nodes.v[v].parent; p != CFG_NONE && keep[p] != 2;
		     p = b->nodes.v[p].parent)
			keep[p] = 2;
	}
	uint32_t *map = xmalloc((n ? n : 1) * sizeof *map);
	uint32_t m = 0;
	for (uint32_t v = 0; v < n; v++)
		map[v] = keep[v] ? m++ : CFG_NONE;
	c->node = arena_alloc(a, (m ? m : 1) * sizeof *c->node);
	for (uint32_t v = 0; v < n; v++) {
		if (map[v] == CFG_NONE)
			continue;
		CfgNode x = b->nodes.v[v];
		if (x.parent != CFG_NONE)
			x.parent = map[x.parent];
		if (x.end != CFG_NONE)
			x.end = map[x.end];
		c->node[map[v]] = x;
	}
	size_t ne = 0;
	for (size_t i = 0; i < b->edges.n; i++) {
		Edge e = b->edges.v[i];
		if (map[e.from] != CFG_NONE && map[e.to] != CFG_NONE) {
			e.from = map[e.from];
			e.to = map[e.to];
			b->edges.v[ne++] = e;
		}
	}
	c->header = map[c->header];
	c->enter = map[c->enter];
	c->exit = map[c->exit];
	c->error_exit = map[c->error_exit];
	c->g.n = m;
	c->block_open = arena_alloc(a, (c->nblocks + 1) * sizeof *c->block_open);
	for (uint32_t i = 0; i <= c->nblocks; i++)
		c->block_open[i] = CFG_NONE;
	for (uint32_t v = 0; v < m; v++)
		if (c->node[v].kind == CFG_BRACE_OPEN && c->node[v].block <= c->nblocks)
			c->block_open[c->node[v].block] = v;
	csr(a, b->edges.v, ne, m, 0, &c->g.succ_start, &c->g.succ);
	csr(a, b->edges.v, ne, m, 1, &c->g.pred_start, &c->g.pred);
	/* the graph without its back edges (the end of a loop's body, the
	 * tail of a do, continue) */
	size_t nf = 0;
	for (size_t i = 0; i < ne; i++)
		if (!is_back_edge(c, b->edges.v[i]))
			b->edges.v[nf++] = b->edges.v[i];
	csr(a, b->edges.v, nf, m, 0, &c->g.fsucc_start, &c->g.fsucc);
	csr(a, b->edges.v, nf, m, 1, &c->g.fpred_start, &c->g.fpred);
	xfree(map);
	xfree(keep);
}

/* ---- entry points ---------------------------------------------------- */

/* The name declared by declarator D (through pointers, parentheses,
 * attributes, arrays and the function declarator itself). */
static const Ident *declarator_name(const Node *d)
{
	for (int guard = 0; d && guard < 10000; guard++) {
		switch (d->kind) {
		case DR_IDENT:
			return d->name;
		case DR_POINTER:
			d = kid(d, 1);
			break;
		case DR_FUNC:
		case DR_ARRAY:
		case DR_PAREN:
		case DR_ATTR:
			d = kid(d, 0);
			break;
		default:
			return d->name;
		}
	}
	return NULL;
}

static void builder_free(Builder *b)
{
	vec_free(&b->nodes);
	vec_free(&b->edges);
	vec_free(&b->blocks);
	vec_free(&b->ctx);
	vec_free(&b->gotos);
	vec_free(&b->labels);
	vec_free(&b->ends);
	vec_free(&b->pp);
	vec_free(&b->copies);
	vec_free(&b->dead_ends);
}

/* The graph of BODY (a statement) as the body of FUNCDEF, a function
 * definition or a #define, named NAME. */
static void build_body(Cfg *out, Arena *arena, const Node *funcdef, const Ident *name,
		       const Node *body, const TokenArray *ta)
{
	memset(out, 0, sizeof *out);
	out->func = funcdef;
	out->name = name;
	out->header = out->enter = out->exit = out->error_exit = CFG_NONE;
	out->error_tok = funcdef->first;

	Builder b;
	memset(&b, 0, sizeof b);
	b.ta = ta;
	b.parent = CFG_NONE;
	b.pp_flat = pp_odd(ta, body);
	BlockRec none = { 0, CFG_NONE, 0, CFG_NONE, CFG_NONE, NULL, 0, 0, 0 };
	vec_push(&b.blocks, none);

	uint32_t head_last = body && body->first > funcdef->first ? body->first - 1
								 : funcdef->last;
	uint32_t h = new_node(&b, CFG_HEADER, funcdef, funcdef->first, head_last);
	b.parent = h;
	uint32_t en = new_fake(&b, CFG_ENTER, funcdef);
	b.exit = new_fake(&b, CFG_EXIT, funcdef);
	b.error_exit = new_fake(&b, CFG_ERROR_EXIT, funcdef);
	edge(&b, h, en);
	uint32_t end = en;
	if (body && body->kind == S_BLOCK)
		end = block(&b, body, en, BLOCK_BODY);
	else if (body)
		end = stmt(&b, body, en);
	edge(&b, end, b.exit);
	out->missing_labels = b.failed ? 0 : resolve_gotos(&b);
	if (!b.failed) {
		link_dead_ends(&b);
		contract_live_ifs(&b);
	}

	if (b.failed) {
		out->error = 1;
		out->message = "statements nested too deeply";
		out->error_tok = b.error_tok;
		out->g.n = 0;
		out->g.succ_start = out->g.pred_start = arena_alloc(arena, sizeof(uint32_t));
		builder_free(&b);
		return;
	}
	out->header = h;
	out->enter = en;
	out->exit = b.exit;
	out->error_exit = b.error_exit;
	out->nblocks = b.nblocks;
	finish(&b, out, arena);
	builder_free(&b);
}

void cfg_build_function(Cfg *out, Arena *arena, const Node *funcdef,
			const TokenArray *ta)
{
	build_body(out, arena, funcdef, declarator_name(kid(funcdef, 1)), kid(funcdef, 3), ta);
}

/* Does N hold a return, break, continue or goto (DEPTH bounds the
 * walk)? */
static int holds_jump(const Node *n, int depth)
{
	if (!n || depth > 200)
		return 0;
	if (n->kind == S_RETURN || n->kind == S_BREAK || n->kind == S_CONTINUE || n->kind == S_GOTO)
		return 1;
	for (uint32_t i = 0; i < n->n; i++)
		if (holds_jump(n->kid[i], depth + 1))
			return 1;
	return 0;
}

/* A #define whose body is a statement or a function definition; as in
 * spatch 1.1.1, not a do ... while loop that holds a jump (`do { if (x)
 * return; ... } while (0)': the jump leaves code the macro does not
 * show). */
static int define_with_flow(const Node *d)
{
	const Node *b = d && d->kind == PP_DEFINE ? kid(d, 1) : NULL;
	if (!b || !(b->kind == D_FUNCDEF || (b->kind >= S_EXPR && b->kind <= S_DECL)))
		return 0;
	return !(b->kind == S_DO && holds_jump(b, 0));
}

/* SET, empty, with room for N graphs over TA. */
static void set_init(CfgSet *set, const TokenArray *ta, size_t n)
{
	memset(set, 0, sizeof *set);
	arena_init(&set->arena);
	set->ta = ta;
	set->v = arena_alloc(&set->arena, (n ? n : 1) * sizeof *set->v);
}

void cfg_build_defines(CfgSet *set, const Node *unit, const TokenArray *ta)
{
	size_t nd = 0;
	for (uint32_t i = 0; unit && i < unit->n; i++)
		nd += define_with_flow(unit->kid[i]);
	set_init(set, ta, nd);
	for (uint32_t i = 0; unit && i < unit->n; i++) {
		const Node *d = unit->kid[i];
		if (!define_with_flow(d))
			continue;
		Cfg *c = &set->v[set->n++];
		if (d->kid[1]->kind == D_FUNCDEF)
			cfg_build_function(c, &set->arena, d->kid[1], ta);
		else
			build_body(c, &set->arena, d, d->name, d->kid[1], ta);
	}
}

int cfg_build_unit(CfgSet *set, const Node *unit, const TokenArray *ta)
{
	size_t nf = 0;
	for (uint32_t i = 0; unit && i < unit->n; i++)
		if (unit->kid[i] && unit->kid[i]->kind == D_FUNCDEF)
			nf++;
	set_init(set, ta, nf);
	int failed = 0;
	for (uint32_t i = 0; unit && i < unit->n; i++) {
		const Node *f = unit->kid[i];
		if (!f || f->kind != D_FUNCDEF)
			continue;
		Cfg *c = &set->v[set->n++];
		cfg_build_function(c, &set->arena, f, ta);
		failed += c->error != 0;
	}
	return failed;
}

void cfg_free(CfgSet *set)
{
	arena_free(&set->arena);
	set->v = NULL;
	set->n = 0;
}

const Cfg *cfg_find(const CfgSet *set, const char *name)
{
	for (size_t i = 0; i < set->n; i++)
		if (set->v[i].name && strcmp(set->v[i].name->name, name) == 0)
			return &set->v[i];
	return NULL;
}

uint32_t cfg_node_holding(const Cfg *c, uint32_t tok)
{
	uint32_t best = CFG_NONE, span = UINT32_MAX;
	for (uint32_t i = 0; i < c->g.n; i++) {
		const CfgNode *cn = &c->node[i];
		if (cn->first > cn->last || tok < cn->first || tok > cn->last)
			continue;
		if (cn->last - cn->first < span) {
			span = cn->last - cn->first;
			best = i;
		}
	}
	return best;
}

int cfg_reaches(const Cfg *c, uint32_t from, uint32_t to)
{
	const Graph *g = &c->g;
	if (from >= g->n || to >= g->n)
		return 0;
	const uint32_t *st = g->fsucc_start ? g->fsucc_start : g->succ_start;
	const uint32_t *sx = g->fsucc_start ? g->fsucc : g->succ;
	uint8_t *seen = xcalloc(g->n, 1);
	uint32_t *stack = xmalloc(g->n * sizeof *stack);
	uint32_t sn = 0;
	int found = 0;
	stack[sn++] = from;
	seen[from] = 1;
	while (sn && !found) {
		uint32_t x = stack[--sn];
		for (uint32_t j = st[x]; j < st[x + 1] && !found; j++) {
			uint32_t y = sx[j];
			found = y == to;
			if (!seen[y]) {
				seen[y] = 1;
				stack[sn++] = y;
			}
		}
	}
	xfree(seen);
	xfree(stack);
	return found;
}

int cfg_encloses(const Cfg *c, uint32_t a, uint32_t b)
{
	if (a >= c->g.n || b >= c->g.n)
		return 0;
	uint32_t da = c->node[a].depth;
	while (b != CFG_NONE && c->node[b].depth > da)
		b = c->node[b].parent;
	return b == a;
}
