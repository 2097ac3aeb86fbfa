/* cfg.h - control-flow graphs of C functions.
 *
 * Owns: building one control-flow graph per function definition
 * (D_FUNCDEF) of a parsed C unit, the record of each graph node (kind,
 * syntax-tree node, tokens, nesting), and the `--control-flow` /
 * `--control-flow-to-file` modes that print the graphs as Graphviz dot.
 * The matcher and the model checker include this header; the model
 * checker itself needs only the Graph of src/graph.h.
 *
 * Shape of a graph (the node vocabulary of spatch, so that a semantic
 * patch translated to CTL the way spatch does finds the same nodes):
 *
 *   header -> enter -> { ... } -> exit        (the body's braces are nodes)
 *   errorexit: where a return inside the then-branch of an if with no
 *       else (at any depth: `if (!p) { ...; return -ENOMEM; }`) leads, as
 *       spatch does (its error-handling paths, which forall `...` exempts
 *       unless `when strict`); also a goto to a missing label and a
 *       computed goto.  Other returns and the end of the body lead to exit.
 *
 *   if (c) S1 else S2:
 *       if -> [then] -> S1 -> [endif]
 *       if -> [else] -> else -> S2 -> [endif]    (no else: if -> [fallthrough] -> [endif])
 *       if -> [after] -> [endif]                 (fake bypass, see below)
 *   while (c) S / for (...) S / iter(...) S:
 *       head -> [looptrue] -> S -> head;  head -> [loopfall] -> [loopend]
 *   do S while (c);
 *       do -> S -> tail;  tail -> do (no back edge for `while (0)`);
 *       tail -> [loopfall] -> [loopend];  do -> [after] -> [loopend]
 *   switch (c) { ... }:
 *       switch -> { ; for each case/default: { -> [casenode] -> case
 *       (the statement before a case falls through into it);
 *       switch -> [switchfall] -> [endswitch] when there is no default;
 *       switch -> [after] -> [endswitch]; } -> [endswitch]; when every
 *       case jumps (a default, no break, the end unreachable) there is
 *       no [after] and no [endswitch], as in spatch.
 *   { S... } (not a function or switch body): { -> [after] -> }; when
 *       the block's end is unreachable (it ends in a jump), one [after]
 *       per jump leaving the block, each to that jump's `}` copy, and
 *       the block's own `}` is dropped.
 *   break / continue / return / goto: the jump node, then one copy of
 *       the `}` of every block it leaves (innermost first, CFG_F_COPY),
 *       then the target: [loopend]/[endswitch], the loop head (the tail
 *       of a do), [exit] or [errorexit], or the label.  On a return's
 *       path, a [join] follows the [endif] copy of an if with an else,
 *       and precedes the `}` copy of a block (not a switch's) with an
 *       #if group open around the return: spatch sees no `}` right
 *       after such a return.
 *   #if/#ifdef/#ifndef ... #elif/#else ... #endif among a block's
 *       statements: [ifdef] -> first branch; [ifdef] -> [elseif] -> next
 *       branch; each branch -> [endif]; with no #else also
 *       [ifdef] -> [fallthrough] -> [endif].  A line whose partners
 *       are not items of the same block (an #ifdef that splits a
 *       statement: the parser leaves the inner lines in the
 *       statement's tokens) is an ordinary node of the sequence.
 *
 * Fake nodes (CFG_F_FAKE) stand for no code.  The [after] nodes give
 * every compound statement a path from its head to its end that enters
 * none of its branches, so that the end of a statement is reachable from
 * its head even when the body never finishes (spatch's AfterNode).  An
 * if whose branches both jump is, like a block that ends in a jump, a
 * scope: each jump out of it passes a copy of its [endif], and the if
 * has one [after] per such jump, leading to that copy; its own [endif]
 * and what follows it are then unreachable and dropped.  A
 * matcher that wants real executions only excludes paths through
 * CFG_AFTER nodes.  Dead code (statements no path from the header
 * reaches: after a return, after a label no goto names) is kept, as
 * spatch keeps it, as nodes with no way in, with what follows them.
 * Other nodes that cannot be reached from the header or from dead code
 * (the closing brace after a final return, fake nodes) are dropped,
 * except the enclosing nodes (parent chain) of a kept node, and enter,
 * exit and errorexit, which every graph has.
 *
 * #if lines: when some #if-family line of a function is not part of a
 * whole group among the items of one block (it stands inside an
 * expression, or around part of a statement), none of the function's
 * #if lines is a node: the code of every branch is in sequence, as in
 * spatch.
 *
 * Known differences from spatch's graphs (fake nodes only; the code
 * nodes, braces and exits agree on the kernel files compared): no [top]
 * node before the header; jumps out of an #if group get no [endif]
 * copy; a goto to a label of its own block passes no `}` copy; spatch
 * keeps some unreachable nodes.
 */
#ifndef LADYBUG_CFG_H
#define LADYBUG_CFG_H

#include <stdint.h>
#include <stdio.h>
#include "base/arena.h"
#include "cfront/ast.h"
#include "cfront/ctoken.h"
#include "flow/graph.h"
#include "base/options.h"

#define CFG_NONE UINT32_MAX

typedef enum CfgKind {
	CFG_HEADER,       /* function header (ast: D_FUNCDEF; tokens up to before `{`) */
	CFG_ENTER,        /* [enter] */
	CFG_EXIT,         /* [exit]: returns and the end of the body lead here */
	CFG_ERROR_EXIT,   /* [errorexit]: error returns, goto to a missing label, computed goto */
	CFG_BRACE_OPEN,   /* `{` of a block (ast: S_BLOCK); brace = the block's id */
	CFG_BRACE_CLOSE,  /* `}` of a block (ast: S_BLOCK); copies on jumps have CFG_F_COPY */
	CFG_STMT,         /* expression statement, `;`, asm, unparsed code (ast: the statement) */
	CFG_DECL,         /* declaration in a block (ast: S_DECL, D_DECL or D_MACRO_DECL) */
	CFG_MACRO,        /* statement-like macro BUG_ON(x) (ast: S_MACRO) */
	CFG_IF,           /* `if (cond)` (ast: S_IF) */
	CFG_THEN,         /* [then]: start of the true branch */
	CFG_ELSE_BRANCH,  /* [else]: start of the false branch, before the `else` node */
	CFG_ELSE,         /* the `else` keyword (ast: S_IF) */
	CFG_FALLTHROUGH,  /* [fallthrough]: false branch of an if without else (or #if without #else) */
	CFG_ENDIF,        /* [endif]: where the branches of an if join */
	CFG_AFTER,        /* [after]: fake bypass from a compound head to its end */
	CFG_WHILE,        /* `while (cond)` head (ast: S_WHILE) */
	CFG_FOR,          /* `for (...)` head (ast: S_FOR) */
	CFG_ITER,         /* iterator macro head `list_for_each(...)` (ast: S_ITERATOR) */
	CFG_DO,           /* `do` (ast: S_DO) */
	CFG_DO_TAIL,      /* `while (cond);` of a do (ast: S_DO) */
	CFG_LOOP_TRUE,    /* [whiletrue]/[fortrue]: entering the body */
	CFG_LOOP_FALL,    /* [whilefall]/[forfall]/[dowhilefall]: the test fails */
	CFG_LOOP_END,     /* [endwhile]/[endfor]/[enddowhile]: after the loop; break target */
	CFG_SWITCH,       /* `switch (e)` (ast: S_SWITCH) */
	CFG_SWITCH_FALL,  /* [switchfall]: no case matches and there is no default */
	CFG_SWITCH_END,   /* [endswitch]: after the switch; break target */
	CFG_CASE_NODE,    /* [casenode]: the switch's jump to one case */
	CFG_CASE,         /* `case e:` (ast: S_CASE) */
	CFG_DEFAULT,      /* `default:` (ast: S_DEFAULT) */
	CFG_BREAK,        /* `break;` */
	CFG_CONTINUE,     /* `continue;` */
	CFG_RETURN,       /* `return [e];` (ast: S_RETURN) */
	CFG_GOTO,         /* `goto l;` (ast: S_GOTO) */
	CFG_LABEL,        /* `l:` (ast: S_LABEL) */
	CFG_PP_IF,        /* [ifdef]: #if/#ifdef/#ifndef line (ast: PP_COND) */
	CFG_PP_ELSE,      /* [elseif]: #elif/#else line (ast: PP_COND) */
	CFG_PP_ENDIF,     /* [endif]: #endif line (ast: PP_COND) */
	CFG_PP_OTHER,     /* a #if-family line that does not pair up within its block */
	CFG_JOIN,         /* [join]: on the path of a return out of a branch of an if
			     with an else, or out of an #if group: the `}` after it
			     does not follow the return directly */
	CFG_KIND_COUNT
} CfgKind;

/* CfgNode.flags */
enum {
	CFG_F_FAKE = 1 << 0,  /* stands for no code (no tokens) */
	CFG_F_COPY = 1 << 1,  /* a `}` copy on the path of a jump out of its block */
	CFG_F_LOOP_JUMP = 1 << 2, /* a copy on the path of a break or continue */
	CFG_F_GOTO_JUMP = 1 << 3, /* a copy on the path of a goto */
};

typedef struct CfgNode {
	uint16_t kind;        /* CfgKind */
	uint16_t flags;       /* CFG_F_* */
	uint32_t first, last; /* tokens, inclusive; first > last for fake nodes */
	const Node *ast;      /* the syntax-tree node it stands for (see CfgKind), or NULL */
	/* Nesting.  parent is the node that opens the innermost construct
	 * enclosing this one: the `{` of the enclosing block, or the head
	 * (if, loop, switch, do) of a statement whose branch or body this
	 * node is part of when that branch is not a block; the header for
	 * the body's `{`; CFG_NONE for the header.  The fake nodes of a
	 * statement and its `else`/tail have its head as parent; the `{`
	 * and `}` of a block have the block's own parent.  depth is the
	 * length of the parent chain.  block is the id of the innermost
	 * block enclosing the node (for `{`/`}`: the block itself); blocks
	 * are numbered 1.. in source order, 0 stands for none. */
	uint32_t parent;
	uint32_t depth;
	uint32_t block;
	/* For the head of a compound statement (if, while, for, iterator,
	 * do, switch, `{`): the node where the statement ends ([endif],
	 * [endloop], [endswitch], the block's own `}`), reachable from the
	 * head through its [after] or fall nodes; CFG_NONE for other nodes
	 * and when that node was dropped (a block, if or switch whose end
	 * is unreachable). */
	uint32_t end;
} CfgNode;

typedef struct Cfg {
	const Node *func;      /* the D_FUNCDEF */
	const Ident *name;     /* the function's name (NULL if none was found) */
	Graph g;               /* successors and predecessors, CSR */
	CfgNode *node;         /* g.n records, parallel to the graph */
	uint32_t header, enter, exit, error_exit;
	uint32_t nblocks;      /* blocks are 1..nblocks */
	uint32_t *block_open;  /* [1..nblocks]: the `{` node of each block (CFG_NONE if dropped) */
	/* When error is set the graph could not be built (nesting too deep);
	 * g.n is 0 and message says why, at token error_tok. */
	int error;
	const char *message;
	uint32_t error_tok;
	uint32_t missing_labels; /* gotos whose label does not exist (edges to errorexit) */
} Cfg;

typedef struct CfgSet {
	Arena arena;           /* every graph of the set lives here */
	Cfg *v;                /* one per function definition, in file order */
	size_t n;
	const TokenArray *ta;
} CfgSet;

/* Build the graph of every D_FUNCDEF among the kids of UNIT (a
 * TOP_UNIT) into SET, which is initialised here.  Time and memory are
 * linear in the size of the functions.  Never fails as a whole: a
 * function too deeply nested gets a Cfg with error set.  Returns the
 * number of functions whose graph has error set.  TA must outlive SET. */
int cfg_build_unit(CfgSet *set, const Node *unit, const TokenArray *ta);

/* Build the graph of one D_FUNCDEF into *OUT, allocating from ARENA. */
void cfg_build_function(Cfg *out, Arena *arena, const Node *funcdef,
			const TokenArray *ta);

/* Build into SET (initialised here) the graph of the body of every
 * #define among the kids of UNIT whose body was read as a statement or
 * a function definition (run/version.c): a statement gets a graph of
 * its own, whose header is the #define (Cfg.func, the PP_DEFINE node);
 * a function definition its function's graph. */
void cfg_build_defines(CfgSet *set, const Node *unit, const TokenArray *ta);

/* Drop every graph of SET (one arena). */
void cfg_free(CfgSet *set);

/* The graph of the first function named NAME, or NULL. */
const Cfg *cfg_find(const CfgSet *set, const char *name);

/* Is node A an ancestor of node B (following parent), or B itself? */
int cfg_encloses(const Cfg *c, uint32_t a, uint32_t b);

/* The node of C whose tokens hold token TOK most closely (no fake
 * node), or CFG_NONE. */
uint32_t cfg_node_holding(const Cfg *c, uint32_t tok);

/* Does node FROM of C reach node TO along next edges, going round no
 * loop (the graph's forward edges, when it has them)? */
int cfg_reaches(const Cfg *c, uint32_t from, uint32_t to);

/* The short name of a kind ("if", "[then]", ...), as dot labels show it. */
const char *cfg_kind_name(int kind);

/* Print C as a Graphviz digraph: one line per node
 * `I [label="CODE [PARENT]"];` (the code of its tokens, or the kind's
 * name for fake nodes; braces carry their block id, `{2`), then one line
 * per edge `I -> J;`, sources in order. */
void cfg_print_dot(FILE *out, const Cfg *c, const TokenArray *ta);

/* `spatch --control-flow FILE.c[:FUNCTION]...` prints the dot text of
 * every function (or the named one) to standard output;
 * `--control-flow-to-file` writes BASE:FUNCTION.dot in the current
 * directory instead (BASE: the file's name without directory and `.c`),
 * as spatch does.  Returns 0, or 1 when a file could not be read or
 * parsed, a named function does not exist, or a graph failed. */
int cfg_dot_run(const Options *o);

#endif
