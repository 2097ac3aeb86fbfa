/* tests/ctlprop/ctlprop.c - property test of `...' over control flow.
 *
 * Generates random small void functions (calls a()..e(), if/else, while
 * and for loops, switch with cases and breaks, gotos to labels forward and
 * backward, return, break, continue) and random patterns of two or three
 * call items joined by `...' (optionally `when != w();' or `when strict',
 * the rule forall by default or exists), decides by enumerating the paths
 * of the function's control-flow graph which lines the rule must remove,
 * runs the spatch program under test on the generated files and compares
 * the removed lines.
 *
 * The semantics (SmPL manual, "Control flow" and "Transformation", checked
 * against spatch 1.1.1, see README in this folder):
 *  - Item i+1 follows item i at node n (a call to I[i]) when the paths from
 *    n's successors reach a call to I[i+1] at which the rest of the pattern
 *    holds, crossing only nodes that are no call to I[i], I[i+1] (the
 *    shortest-path rule of `...') nor to the `when !=' function.
 *  - forall (the default of a rule that removes code): every path does so.
 *    A path that loops for ever, or reaches the end of the function first,
 *    fails.  Without `when strict', a path that takes the true branch of an
 *    if whose then branch cannot fall through to the code after the if
 *    (it ends in return, goto, break or continue on every path: an error
 *    branch) owes nothing.
 *  - exists: some path does so.
 *  - A call to I[1] at which the whole pattern holds is removed; where the
 *    pattern removes its last item too (two-item patterns), the calls to
 *    I[2] reached along the paths are removed, unless spatch would find
 *    them reachable by inconsistent paths: a path from the function's entry
 *    to the call that passes through none of the matched calls to I[1].
 *
 * Usage: ctlprop --spatch PROG [--seed N] [--count N] [--threshold N]
 *                [--keep DIR] [--verbose]
 * Exits 1 when the disagreements exceed the threshold (default 0).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAXN 512      /* CFG nodes */
#define MAXS 256      /* statements */
#define MAXB 12       /* statements in a block */
#define MAXLINES 400

/* ---- random numbers: xorshift64* ------------------------------------ */
static unsigned long long rng_state;
static unsigned rnd(unsigned n)
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return (unsigned)((rng_state * 2685821657736338717ULL) >> 33) % n;
}

/* ---- statements ------------------------------------------------------ */
enum { S_CALL, S_IF, S_WHILE, S_FOR, S_SWITCH, S_GOTO, S_LABEL, S_RETURN,
       S_BREAK, S_CONTINUE };

struct block {
	int s[MAXB];
	int n;
	int braced;
};

struct stmt {
	int kind;
	int name;        /* S_CALL: 0..4 for a..e */
	int var;         /* condition variable */
	int label;       /* S_GOTO, S_LABEL */
	int line;        /* S_CALL: line in the printed file */
	struct block body, els;   /* then/loop body; else */
	int has_else;
	struct block cases[4];
	int ncases, has_default;
};

static struct stmt st[MAXS];
static int nst;
static int nlabels;      /* labels of the function, l0..l(n-1) */
static int nplaced;      /* those placed so far */
static int budget;
static char call_line[MAXLINES];

static int new_stmt(int kind)
{
	if (nst >= MAXS)
		abort();
	memset(&st[nst], 0, sizeof st[nst]);
	st[nst].kind = kind;
	return nst++;
}

static void gen_block(struct block *b, int depth, int in_loop, int in_switch,
		      int top, int maxlen);

static int gen_stmt(int depth, int in_loop, int in_switch)
{
	unsigned r = rnd(100);
	int s;
	budget--;
	if (depth >= 3 || budget <= 0 || r < 45) {
		s = new_stmt(S_CALL);
		st[s].name = (int)rnd(5);
		return s;
	}
	if (r < 68) {
		s = new_stmt(S_IF);
		st[s].var = (int)rnd(4);
		gen_block(&st[s].body, depth + 1, in_loop, in_switch, 0, 3);
		st[s].has_else = rnd(3) == 0;
		if (st[s].has_else)
			gen_block(&st[s].els, depth + 1, in_loop, in_switch, 0, 3);
		return s;
	}
	if (r < 84) {
		s = new_stmt(rnd(2) ? S_WHILE : S_FOR);
		st[s].var = (int)rnd(4);
		gen_block(&st[s].body, depth + 1, 1, 0, 0, 3);
		return s;
	}
	s = new_stmt(S_SWITCH);
	st[s].var = (int)rnd(4);
	st[s].ncases = 1 + (int)rnd(3);
	st[s].has_default = rnd(3) == 0;
	for (int i = 0; i < st[s].ncases; i++) {
		gen_block(&st[s].cases[i], depth + 1, in_loop, 1, 0, 2);
		st[s].cases[i].braced = 0;
	}
	return s;
}

/* A jump may end a block (never the top level, so no dead code follows). */
static int gen_jump(int in_loop, int in_switch)
{
	for (;;) {
		unsigned r = rnd(100);
		if (r < 30) {
			return new_stmt(S_RETURN);
		} else if (r < 60) {
			if (nlabels == 0)
				continue;
			int s = new_stmt(S_GOTO);
			st[s].label = (int)rnd((unsigned)nlabels);
			return s;
		} else if (r < 80) {
			if (!in_loop && !in_switch)
				continue;
			return new_stmt(S_BREAK);
		} else {
			if (!in_loop)
				continue;
			return new_stmt(S_CONTINUE);
		}
	}
}

static void gen_block(struct block *b, int depth, int in_loop, int in_switch,
		      int top, int maxlen)
{
	int len = 1 + (int)rnd((unsigned)maxlen);
	b->n = 0;
	for (int i = 0; i < len && b->n < MAXB - 2; i++) {
		if (top && nplaced < nlabels && rnd(3) == 0) {
			int l = new_stmt(S_LABEL);
			st[l].label = nplaced++;
			b->s[b->n++] = l;
			int c = new_stmt(S_CALL);   /* a label precedes a call */
			st[c].name = (int)rnd(5);
			b->s[b->n++] = c;
			continue;
		}
		b->s[b->n++] = gen_stmt(depth, in_loop, in_switch);
	}
	while (top && nplaced < nlabels && b->n < MAXB - 1) {
		int l = new_stmt(S_LABEL);
		st[l].label = nplaced++;
		b->s[b->n++] = l;
		int c = new_stmt(S_CALL);
		st[c].name = (int)rnd(5);
		b->s[b->n++] = c;
	}
	if (!top && rnd(3) == 0)
		b->s[b->n++] = gen_jump(in_loop, in_switch);
	b->braced = top || b->n != 1 || rnd(2);
}

/* ---- printing -------------------------------------------------------- */
static char src[16384];
static size_t srclen;
static int curline;

static void out(int indent, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
#include <stdarg.h>
static void out(int indent, const char *fmt, ...)
{
	va_list ap;
	for (int i = 0; i < indent; i++)
		src[srclen++] = '\t';
	va_start(ap, fmt);
	srclen += (size_t)vsnprintf(src + srclen, sizeof src - srclen, fmt, ap);
	va_end(ap);
	src[srclen++] = '\n';
	src[srclen] = 0;
	curline++;
}

static void print_stmt(int s, int ind);

static void print_block_items(const struct block *b, int ind)
{
	for (int i = 0; i < b->n; i++)
		print_stmt(b->s[i], ind);
}

/* The body of an if/loop: braced, or one statement on the next line. */
static void print_body(const char *head, const struct block *b, int ind, int force)
{
	if (b->braced || force) {
		out(ind, "%s {", head);
		print_block_items(b, ind + 1);
	} else {
		out(ind, "%s", head);
		print_block_items(b, ind + 1);
	}
}

static void print_stmt(int s, int ind)
{
	struct stmt *t = &st[s];
	char head[64];
	switch (t->kind) {
	case S_CALL:
		t->line = curline;
		call_line[curline] = 1;
		out(ind, "%c(%d);", 'a' + t->name, curline);
		break;
	case S_IF: {
		/* an unbraced then branch holding an if would take our else */
		int force = t->has_else && t->body.n == 1 && st[t->body.s[0]].kind == S_IF;
		snprintf(head, sizeof head, "if (x%d)", t->var);
		print_body(head, &t->body, ind, force);
		int braced = t->body.braced || force;
		if (t->has_else) {
			if (braced) {
				if (t->els.braced) {
					out(ind, "} else {");
					print_block_items(&t->els, ind + 1);
					out(ind, "}");
				} else {
					out(ind, "} else");
					print_block_items(&t->els, ind + 1);
				}
			} else {
				print_body("else", &t->els, ind, 0);
				if (t->els.braced)
					out(ind, "}");
			}
		} else if (braced) {
			out(ind, "}");
		}
		break;
	}
	case S_WHILE:
	case S_FOR:
		if (t->kind == S_WHILE)
			snprintf(head, sizeof head, "while (x%d)", t->var);
		else
			snprintf(head, sizeof head, "for (i = 0; i < x%d; i++)", t->var);
		print_body(head, &t->body, ind, 0);
		if (t->body.braced)
			out(ind, "}");
		break;
	case S_SWITCH:
		out(ind, "switch (x%d) {", t->var);
		for (int i = 0; i < t->ncases; i++) {
			if (t->has_default && i == t->ncases - 1)
				out(ind, "default:");
			else
				out(ind, "case %d:", i + 1);
			print_block_items(&t->cases[i], ind + 1);
		}
		out(ind, "}");
		break;
	case S_GOTO:
		out(ind, "goto l%d;", t->label);
		break;
	case S_LABEL:
		out(0, "l%d:", t->label);
		break;
	case S_RETURN:
		out(ind, "return;");
		break;
	case S_BREAK:
		out(ind, "break;");
		break;
	case S_CONTINUE:
		out(ind, "continue;");
		break;
	}
}

/* ---- control-flow graph ---------------------------------------------- */
enum { N_ENTRY, N_EXIT, N_CALL, N_IF, N_OTHER };

struct node {
	int kind;
	int name, line;         /* N_CALL */
	int succ[6], nsucc;
	int back[6];            /* succ[i] is a loop's back edge (end of body, continue) */
	int loop;               /* a while/for head */
	int join;               /* N_IF: the node after the if */
	int error_branch;       /* N_IF: its then branch cannot fall through */
	int goto_label;         /* pending goto, or -1 */
};

static struct node nd[MAXN];
static int nnd;
static int label_node[8];

static int new_node(int kind)
{
	if (nnd >= MAXN)
		abort();
	memset(&nd[nnd], 0, sizeof nd[nnd]);
	nd[nnd].kind = kind;
	nd[nnd].goto_label = -1;
	nd[nnd].join = -1;
	return nnd++;
}

static char building[MAXN];   /* loop heads whose body is being built */

static void edge(int a, int b)
{
	nd[a].back[nd[a].nsucc] = nd[b].loop && building[b];
	nd[a].succ[nd[a].nsucc++] = b;
}

static int build_stmt(int s, int next, int brk, int cont);

static int build_block(const struct block *b, int next, int brk, int cont)
{
	int cur = next;
	for (int i = b->n - 1; i >= 0; i--)
		cur = build_stmt(b->s[i], cur, brk, cont);
	return cur;
}

static int build_stmt(int s, int next, int brk, int cont)
{
	struct stmt *t = &st[s];
	int n;
	switch (t->kind) {
	case S_CALL:
		n = new_node(N_CALL);
		nd[n].name = t->name;
		nd[n].line = t->line;
		edge(n, next);
		return n;
	case S_IF: {
		int join = new_node(N_OTHER);
		edge(join, next);
		int th = build_block(&t->body, join, brk, cont);
		int el = t->has_else ? build_block(&t->els, join, brk, cont) : join;
		n = new_node(N_IF);
		edge(n, th);    /* succ[0]: the true edge */
		edge(n, el);
		nd[n].join = join;
		return n;
	}
	case S_WHILE:
	case S_FOR: {
		n = new_node(N_OTHER);
		nd[n].loop = 1;
		building[n] = 1;
		int body = build_block(&t->body, n, next, n);
		building[n] = 0;
		edge(n, body);
		edge(n, next);
		return n;
	}
	case S_SWITCH: {
		n = new_node(N_OTHER);
		int after = next;
		int entry[4];
		int follow = after;
		for (int i = t->ncases - 1; i >= 0; i--) {
			int cl = new_node(N_OTHER);   /* the case label */
			edge(cl, build_block(&t->cases[i], follow, after, cont));
			entry[i] = cl;
			follow = cl;
		}
		for (int i = 0; i < t->ncases; i++)
			edge(n, entry[i]);
		if (!t->has_default)
			edge(n, after);
		return n;
	}
	case S_GOTO:
		n = new_node(N_OTHER);
		nd[n].goto_label = t->label;
		return n;
	case S_LABEL:
		n = new_node(N_OTHER);
		edge(n, next);
		label_node[t->label] = n;
		return n;
	case S_RETURN:
		n = new_node(N_OTHER);
		edge(n, 1);
		return n;
	case S_BREAK:
		n = new_node(N_OTHER);
		edge(n, brk);
		return n;
	case S_CONTINUE:
		n = new_node(N_OTHER);
		edge(n, cont);
		return n;
	}
	abort();
}

/* Can `from' reach `to' without passing through `avoid'? */
static int reach_avoiding(int from, int to, int avoid)
{
	int stack[MAXN * 6], sp = 0;
	char seen[MAXN] = {0};
	stack[sp++] = from;
	while (sp) {
		int x = stack[--sp];
		if (x == to)
			return 1;
		if (x == avoid || seen[x])
			continue;
		seen[x] = 1;
		for (int i = 0; i < nd[x].nsucc; i++)
			stack[sp++] = nd[x].succ[i];
	}
	return 0;
}

/* Can `from' reach `to' along edges that are no loop back edge? */
static int reach_forward(int from, int to)
{
	int stack[MAXN * 6], sp = 0;
	char seen[MAXN] = {0};
	stack[sp++] = from;
	while (sp) {
		int x = stack[--sp];
		if (x == to)
			return 1;
		if (seen[x])
			continue;
		seen[x] = 1;
		for (int i = 0; i < nd[x].nsucc; i++)
			if (!nd[x].back[i])
				stack[sp++] = nd[x].succ[i];
	}
	return 0;
}

/* Can `from' reach a call to `name' along edges that are no loop back edge? */
static int reach_name_forward(int from, int name)
{
	int stack[MAXN * 6], sp = 0;
	char seen[MAXN] = {0};
	stack[sp++] = from;
	while (sp) {
		int x = stack[--sp];
		if (nd[x].kind == N_CALL && nd[x].name == name)
			return 1;
		if (seen[x])
			continue;
		seen[x] = 1;
		for (int i = 0; i < nd[x].nsucc; i++)
			if (!nd[x].back[i])
				stack[sp++] = nd[x].succ[i];
	}
	return 0;
}

static int build_cfg(const struct block *top)
{
	nnd = 0;
	new_node(N_ENTRY);
	new_node(N_EXIT);
	int first = build_block(top, 1, -1, -1);
	edge(0, first);
	for (int i = 0; i < nnd; i++)
		if (nd[i].goto_label >= 0)
			edge(i, label_node[nd[i].goto_label]);
	for (int i = 0; i < nnd; i++)
		if (nd[i].kind == N_IF)
			nd[i].error_branch = !reach_forward(nd[i].succ[0], nd[i].join);
	/* every call reachable, and the end of the function too */
	for (int i = 0; i < nnd; i++)
		if ((nd[i].kind == N_CALL || i == 1) && !reach_avoiding(0, i, -1))
			return 0;
	return 1;
}

/* ---- the pattern and its brute-force semantics ------------------------ */
struct pattern {
	int k;            /* items */
	int item[4];      /* names, then -1 */
	int when[3];      /* name forbidden on the dots after item i, or -1 */
	int strict[3];
	int exists;
	int minus_last;
};

static struct pattern P;
static signed char memo[3][MAXN];   /* 0 unknown, 1 false, 2 true */
static int onpath[MAXN];

static int match(int i, int n);

static int is_call(int n, int name)
{
	return name >= 0 && nd[n].kind == N_CALL && nd[n].name == name;
}

/* forall: every path from x, searching item i+1 after the call `start',
 * succeeds */
static int all_paths(int i, int x, int start)
{
	if (x == 1)
		return 0;                       /* the end of the function */
	if (is_call(x, P.item[i + 1]))
		return match(i + 1, x);
	if (is_call(x, P.item[i]) || is_call(x, P.when[i]))
		return 0;
	if (onpath[x])
		return 1;                       /* a path that loops for ever owes nothing */
	onpath[x] = 1;
	int ok = 1;
	for (int j = 0; j < nd[x].nsucc && ok; j++) {
		if (j == 0 && nd[x].kind == N_IF && nd[x].error_branch && !P.strict[i] &&
		    !reach_name_forward(nd[x].succ[0], P.item[i + 1]))
			continue;               /* an error branch owes nothing */
		ok = all_paths(i, nd[x].succ[j], start);
	}
	onpath[x] = 0;
	return ok;
}

/* The calls to item i+1 that paths from x reach (through allowed nodes)
 * and at which the rest holds; returns whether there is one. */
static int witnesses(int i, int x, int *mark)
{
	int stack[MAXN * 6], sp = 0, any = 0;
	char seen[MAXN] = {0};
	stack[sp++] = x;
	while (sp) {
		int y = stack[--sp];
		if (y == 1 || seen[y])
			continue;
		seen[y] = 1;
		if (is_call(y, P.item[i + 1])) {
			int ok = match(i + 1, y);
			if (ok) {
				any = 1;
				if (mark)
					mark[y] = 1;
			}
			continue;
		}
		if (is_call(y, P.item[i]) || is_call(y, P.when[i]))
			continue;
		for (int j = 0; j < nd[y].nsucc; j++)
			stack[sp++] = nd[y].succ[j];
	}
	return any;
}

static int match(int i, int n)
{
	if (!is_call(n, P.item[i]))
		return 0;
	if (i == P.k - 1)
		return 1;
	if (memo[i][n])
		return memo[i][n] == 2;
	int ok;
	if (P.exists) {
		ok = witnesses(i, nd[n].succ[0], NULL);
	} else {
		int saved_on[MAXN];
		memcpy(saved_on, onpath, sizeof saved_on);
		memset(onpath, 0, sizeof onpath);
		ok = all_paths(i, nd[n].succ[0], n);
		memcpy(onpath, saved_on, sizeof onpath);
	}
	memo[i][n] = ok ? 2 : 1;
	return ok;
}

/* Lines the rule removes, by brute force; returns 1 when spatch must
 * refuse the transformation (inconsistent paths: then nothing changes and
 * spatch exits with an error). */
static int expected_lines(int *gone)
{
	int starts[MAXN];
	int mark[MAXN];
	memset(memo, 0, sizeof memo);
	memset(mark, 0, sizeof mark);
	memset(starts, 0, sizeof starts);
	for (int n = 0; n < nnd; n++) {
		if (!match(0, n))
			continue;
		starts[n] = 1;
		gone[nd[n].line] = 1;
		if (P.minus_last)
			witnesses(0, nd[n].succ[0], mark);
	}
	if (!P.minus_last)
		return 0;
	/* spatch refuses the whole transformation when a node to change is
	 * reached by inconsistent paths: one from the entry that crosses no
	 * matched start */
	for (int m = 0; m < nnd; m++) {
		if (!mark[m])
			continue;
		int stack[MAXN * 6], sp = 0, bad = 0;
		char seen[MAXN] = {0};
		stack[sp++] = 0;
		while (sp && !bad) {
			int y = stack[--sp];
			if (seen[y] || starts[y])
				continue;
			if (y == m) {
				bad = 1;
				break;
			}
			seen[y] = 1;
			for (int j = 0; j < nd[y].nsucc; j++)
				stack[sp++] = nd[y].succ[j];
		}
		if (bad) {
			memset(gone, 0, MAXLINES * sizeof *gone);
			return 1;
		}
		gone[nd[m].line] = 1;
	}
	return 0;
}

static char cocci[1024];

static void gen_pattern(void)
{
	int names[5] = {0, 1, 2, 3, 4};
	for (int i = 4; i > 0; i--) {
		int j = (int)rnd((unsigned)i + 1), t = names[i];
		names[i] = names[j];
		names[j] = t;
	}
	P.k = 2 + (rnd(3) == 0);
	for (int i = 0; i < P.k; i++)
		P.item[i] = names[i];
	/* Mostly, items the code has in this order on some path: a call,
	 * then a call of another name reachable from it, and so on. */
	if (rnd(3)) {
		int calls[MAXN], nc = 0;
		for (int n = 0; n < nnd; n++)
			if (nd[n].kind == N_CALL)
				calls[nc++] = n;
		int cur = calls[rnd((unsigned)nc)], used = 1 << nd[cur].name;
		int got = 1;
		P.item[0] = nd[cur].name;
		while (got < P.k) {
			int cand[MAXN], ncand = 0;
			for (int j = 0; j < nc; j++)
				if (!(used >> nd[calls[j]].name & 1) &&
				    reach_avoiding(nd[cur].succ[0], calls[j], -1))
					cand[ncand++] = calls[j];
			if (!ncand)
				break;
			cur = cand[rnd((unsigned)ncand)];
			used |= 1 << nd[cur].name;
			P.item[got++] = nd[cur].name;
		}
		for (int i = got; i < P.k; i++)   /* unused names for the rest */
			for (int j = 0; j < 5; j++)
				if (!(used >> names[j] & 1)) {
					P.item[i] = names[j];
					used |= 1 << names[j];
					break;
				}
	}
	P.item[P.k] = -1;
	int others[5], nothers = 0;   /* names for `when !=' */
	for (int j = 0; j < 5; j++) {
		int in = 0;
		for (int i = 0; i < P.k; i++)
			in |= P.item[i] == j;
		if (!in)
			others[nothers++] = j;
	}
	P.exists = rnd(3) == 0;
	for (int i = 0; i < P.k - 1; i++) {
		unsigned r = rnd(10);
		P.when[i] = r < 4 ? others[rnd((unsigned)nothers)] : -1;
		P.strict[i] = !P.exists && r >= 8;
	}
	P.when[P.k - 1] = -1;
	P.minus_last = P.k == 2 && rnd(3) == 0;
	size_t l = 0;
	l += (size_t)snprintf(cocci + l, sizeof cocci - l, "%s\n@@\n",
			      P.exists ? "@ exists @" : "@@");
	for (int i = 0; i < P.k; i++) {
		int minus = i == 0 || (i == P.k - 1 && P.minus_last);
		l += (size_t)snprintf(cocci + l, sizeof cocci - l, "%c %c(...);\n",
				      minus ? '-' : ' ', 'a' + P.item[i]);
		if (i == P.k - 1)
			break;
		l += (size_t)snprintf(cocci + l, sizeof cocci - l, "  ...");
		if (P.when[i] >= 0)
			l += (size_t)snprintf(cocci + l, sizeof cocci - l, " when != %c(...);",
					      'a' + P.when[i]);
		if (P.strict[i])
			l += (size_t)snprintf(cocci + l, sizeof cocci - l, "\n      when strict");
		l += (size_t)snprintf(cocci + l, sizeof cocci - l, "\n");
	}
}

/* ---- one case ----------------------------------------------------------- */
static int gen_function(void)
{
	struct block top;
	for (int tries = 0; tries < 100; tries++) {
		nst = 0;
		nlabels = (int)rnd(3);
		nplaced = 0;
		budget = 4 + (int)rnd(8);
		gen_block(&top, 0, 0, 0, 1, 6);
		srclen = 0;
		src[0] = 0;
		memset(call_line, 0, sizeof call_line);
		curline = 1;
		out(0, "void f(int x0, int x1, int x2, int x3)");
		out(0, "{");
		out(1, "int i;");
		out(0, "%s", "");
		print_block_items(&top, 1);
		out(0, "}");
		for (int i = 0; i < 8; i++)
			label_node[i] = -1;
		if (build_cfg(&top))
			return 1;
	}
	return 0;
}

/* Lines removed according to the unified diff the program printed. */
static int run_prog(const char *prog, const char *dir, int *gone)
{
	char cmd[2048], line[1024];
	snprintf(cmd, sizeof cmd,
		 "cd '%s' && '%s' --very-quiet --sp-file p.cocci f.c 2>/dev/null", dir, prog);
	FILE *p = popen(cmd, "r");
	if (!p)
		return -1;
	int orig = 0;
	while (fgets(line, sizeof line, p)) {
		int a;
		if (sscanf(line, "@@ -%d", &a) == 1) {
			orig = a;
		} else if (orig && line[0] == '-' && strncmp(line, "---", 3)) {
			if (orig < MAXLINES)
				gone[orig] = 1;
			orig++;
		} else if (orig && line[0] == ' ') {
			orig++;
		}
	}
	return pclose(p) == 0 ? 0 : -1;
}

static int write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");
	if (!f)
		return -1;
	fputs(text, f);
	return fclose(f);
}

static void lines_str(const int *g, char *buf, size_t sz)
{
	size_t l = 0;
	buf[0] = 0;
	for (int i = 0; i < MAXLINES && l + 8 < sz; i++)
		if (g[i])
			l += (size_t)snprintf(buf + l, sz - l, "%s%d", l ? "," : "", i);
}

int main(int argc, char **argv)
{
	const char *prog = NULL, *keep = NULL;
	unsigned long long seed = 1;
	long count = 300, threshold = 0;
	int verbose = 0;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--spatch") && i + 1 < argc)
			prog = argv[++i];
		else if (!strcmp(argv[i], "--seed") && i + 1 < argc)
			seed = strtoull(argv[++i], NULL, 10);
		else if (!strcmp(argv[i], "--count") && i + 1 < argc)
			count = strtol(argv[++i], NULL, 10);
		else if (!strcmp(argv[i], "--threshold") && i + 1 < argc)
			threshold = strtol(argv[++i], NULL, 10);
		else if (!strcmp(argv[i], "--keep") && i + 1 < argc)
			keep = argv[++i];
		else if (!strcmp(argv[i], "--verbose"))
			verbose = 1;
		else {
			fprintf(stderr, "usage: ctlprop --spatch PROG [--seed N] [--count N]"
				" [--threshold N] [--keep DIR] [--verbose]\n");
			return 2;
		}
	}
	if (!prog) {
		fprintf(stderr, "ctlprop: --spatch PROG is required\n");
		return 2;
	}
	char *abs = strchr(prog, '/') ? realpath(prog, NULL) : NULL;
	if (abs)
		prog = abs;     /* the cases run in a folder of their own */
	char dir[] = "/tmp/ctlprop.XXXXXX";
	if (!mkdtemp(dir)) {
		perror("mkdtemp");
		return 2;
	}
	char path[512];
	long agree = 0, differ = 0, errors = 0, matched = 0;
	for (long c = 0; c < count; c++) {
		rng_state = (seed * 1000003ULL + (unsigned long long)c) * 0x9E3779B97F4A7C15ULL + 1;
		for (int w = 0; w < 4; w++)
			rnd(2);
		if (!gen_function())
			continue;
		gen_pattern();
		int want[MAXLINES] = {0}, got[MAXLINES] = {0};
		int refused = expected_lines(want);
		snprintf(path, sizeof path, "%s/f.c", dir);
		write_file(path, src);
		snprintf(path, sizeof path, "%s/p.cocci", dir);
		write_file(path, cocci);
		int rc = run_prog(prog, dir, got);
		for (int i = 0; i < MAXLINES; i++)
			if (!call_line[i])
				got[i] = 0;     /* blank lines spatch drops with the code */
		int same = (rc == 0 || refused) && !memcmp(want, got, sizeof want);
		for (int i = 0; i < MAXLINES; i++)
			if (want[i]) {
				matched++;
				break;
			}
		if (same) {
			agree++;
			continue;
		}
		if (rc)
			errors++;
		differ++;
		char w[256], g[256];
		lines_str(want, w, sizeof w);
		lines_str(got, g, sizeof g);
		if (verbose)
			printf("case %ld: expected lines {%s}, got {%s}%s\n", c, w, g,
			       rc ? " (the program failed)" : "");
		if (keep) {
			snprintf(path, sizeof path, "%s/case%ld.c", keep, c);
			write_file(path, src);
			snprintf(path, sizeof path, "%s/case%ld.cocci", keep, c);
			char hdr[2048];
			snprintf(hdr, sizeof hdr, "// expected removed lines {%s}, got {%s}\n%s",
				 w, g, cocci);
			write_file(path, hdr);
		}
	}
	unlink((snprintf(path, sizeof path, "%s/f.c", dir), path));
	unlink((snprintf(path, sizeof path, "%s/p.cocci", dir), path));
	rmdir(dir);
	free(abs);
	printf("ctlprop: seed %llu, %ld cases (%ld where the rule removes code): "
	       "%ld agree, %ld differ (%ld where the program failed); threshold %ld\n",
	       seed, agree + differ, matched, agree, differ, errors, threshold);
	return differ > threshold ? 1 : 0;
}
