/* cparse_priv.h - what the C grammar (grammar/cgram.y) and the parts of
 * the C parser share: src/cfront/cparse_lex.c (the token filter),
 * src/cfront/cparse_build.c (what the grammar's actions call) and
 * src/cfront/cparse.c (the entry points, which run the grammar).
 *
 * Owns: the parser context CParser (the filter's state, its typedef
 * scopes and bracket stack, the result being built), the location type
 * (token indexes), the node constructors that the grammar's actions call
 * (one call per action) and the error hook cyerror (cparse_build.c), the
 * token filter cylex and what the others ask of it (cparse_lex.c).
 * Include only from grammar/cgram.y and those three files; everyone
 * else uses cparse.h.
 */
#ifndef LADYBUG_CPARSE_PRIV_H
#define LADYBUG_CPARSE_PRIV_H

#include <stdint.h>
#include "base/arena.h"
#include "cfront/ast.h"
#include "cfront/cparse.h"
#include "cfront/ctoken.h"
#include "base/vec.h"

/* A grammar symbol's location: the token indexes of its first and last
 * tokens (first > last for an empty symbol, which sits before FIRST). */
typedef struct CLoc {
	uint32_t first, last;
} CLoc;

typedef struct CParser CParser;

/* The location from the start of A to the end of B. */
static inline CLoc cp_span(CLoc a, CLoc b)
{
	CLoc l = { a.first, b.last };
	return l;
}

/* ---- the parser context -------------------------------------------------- */

/* A name declared in some scope: a typedef (is_type) or an ordinary
 * name that hides a typedef of an outer scope.  The entries form a
 * stack in declaration order; the hash maps a name to its newest
 * entry, and each entry remembers the one it hides. */
typedef struct TdEntry {
	const Ident *id;
	int is_type;
	uint32_t depth;
	int32_t hidden;
} TdEntry;

typedef struct TdSlot {
	const Ident *id;
	int32_t top;        /* newest entry, -1 if none */
} TdSlot;

typedef struct TdTable {
	VEC(TdEntry) log;
	TdSlot *slot;
	size_t nslot, used;
} TdTable;

/* What an open bracket opened (the filter's bracket stack). */
enum {
	BR_TOP = 0,     /* nothing open */
	BR_BLOCK, BR_STRUCT, BR_ENUM, BR_INIT,           /* { */
	BR_CALL, BR_PARAMS, BR_COND, BR_GROUP, BR_TYPEOF, /* ( */
	BR_BRACK,                                         /* [ */
	BR_SDISJ, BR_EDISJ, BR_SNEST, BR_ENEST,           /* pattern */
	BR_DEEP,        /* beyond the stack's capacity */
};

#define BR_MAX 256

/* Later branches of a conditional (#else/#elif up to the #endif), [FROM,
 * TO), that the parser passes over as text. */
typedef struct PpSkip {
	uint32_t from, to;
	int uneven;            /* a branch leaves brackets unbalanced */
	int partial;           /* small, and splits a construct in the middle */
} PpSkip;

typedef VEC(PpSkip) PpSkips;

struct CParser {
	TokenArray *ta;
	Arena *a;
	CParseErrors *errs;
	uint32_t begin, end;   /* tokens to parse: [begin, end) */
	uint32_t pos;          /* next token to read */
	int mode_tok;          /* the injected start token, 0 once given */
	int pattern;
	Node *result;
	Node *top;             /* the TOP_UNIT being built, for a failed parse */

	/* filter state */
	int prev, prev2;       /* the last two tokens fed (CT_*), 0 at the start */
	uint32_t prev_idx;     /* index of the last token fed */
	int spec_type;         /* the declaration specifiers so far name a type */
	int struct_pending;    /* after struct/union (BR_STRUCT) or enum (BR_ENUM) */
	int tag_seen;
	int in_init;           /* after `=` at toplevel */
	int last_close;        /* what the last `)` fed closed */
	uint8_t br[BR_MAX];
	uint32_t br_at[BR_MAX]; /* index of each open bracket */
	int8_t br_typed[BR_MAX]; /* a parameter list: -1 not known yet, 1 has typed parameters */
	uint32_t feed_idx;     /* index of the token being fed */
	uint32_t md_depth;     /* bracket depth inside a declaration macro's (...), 0: none */
	int after_md;          /* the last token fed closed a declaration macro's (...) */
	uint32_t nbr;          /* open brackets (may exceed BR_MAX) */
	uint32_t braces;       /* open braces: the typedef scope depth */
	int when_open;         /* a `when` clause runs until the end of its line */
	uint32_t when_nbr;
	int recovering;        /* cyerror was called: next token is RESYNC */
	int too_deep;          /* a node got too high: next token is TOODEEP */
	int deep_reported;
	int last_disj;         /* what the last disjunction or nest end closed */
	uint32_t qdepth;       /* `?` of conditional expressions awaiting their `:` */
	int colon_ternary;     /* the last `:` fed belongs to a `?` */
	int seq_seen;          /* pattern: the body is a sequence (a toplevel `;` or `...`) */
	uint64_t sdisj_seq;    /* pattern: bit D set when the open branch of the statement
				* disjunction at bracket depth D holds a statement or `...` */
	int pending;           /* a token to give next (MACRO_ARGS) */
	uint32_t func_disj_close; /* index of the `\)` closing a FUNC_DISJ or a
				   * declarator-name disjunction (0: none) */
	uint32_t decl_disj;    /* bracket depth of an open declarator-name disjunction */
	CLoc pending_loc;
	TdTable td;
	PpSkips skips;         /* sorted by FROM; C mode only */
	size_t skip_cur;       /* the first region not yet behind pos */
	/* C mode: the names taken as types (T_NAME), and the nodes
	 * `sizeof (name)' parsed as an expression (cp_sizeof_types) */
	VEC(const Ident *) type_names;
	VEC(Node *) sizeof_names;
	/* C mode: the `(' of the calls a syntax error was met in (maybe a
	 * macro's statement arguments: `LOOP(x++; , return;)'), in order
	 * (cyerror) */
	VEC(uint32_t) semi_calls;
};

/* The token at index I. */
static inline const Token *tok(const CParser *p, uint32_t i)
{
	return &p->ta->v[i];
}

/* ---- constructors and error records (cparse_build.c) -------------------- */

/* Node constructors.  LOC gives the node's token range; AT locations
 * name the token whose kind or spelling gives the node's op or name.
 * All return their node (NULL only where documented). */
Node *cp_leaf(CParser *p, NodeKind k, CLoc loc);
Node *cp_node1(CParser *p, NodeKind k, CLoc loc, Node *a);
Node *cp_node2(CParser *p, NodeKind k, CLoc loc, Node *a, Node *b);
Node *cp_node3(CParser *p, NodeKind k, CLoc loc, Node *a, Node *b, Node *c);
Node *cp_node4(CParser *p, NodeKind k, CLoc loc, Node *a, Node *b, Node *c, Node *d);
/* N with op set from the token at AT (its TokKind, or Ident.kw for a
 * keyword, or the Meta for a metavariable operator in aux). */
Node *cp_op(CParser *p, Node *n, CLoc at);
/* N with name set from the token at AT (a metavariable name sets
 * NF_META_NAME and aux). */
Node *cp_name(CParser *p, Node *n, CLoc at);
Node *cp_flag(Node *n, int flags);
/* A T_NAME for the typedef name at AT; an E_SIZEOF_EXPR of N (sizeof or
 * alignof at AT): both noted for cp_sizeof_types. */
Node *cp_type_name(CParser *p, CLoc at);
Node *cp_sizeof(CParser *p, CLoc loc, Node *n, CLoc at);
/* After a C parse: `sizeof (name)' parsed as an expression is the size of
 * a type where the file takes that name as a type elsewhere (`u32 x;',
 * `struct s { U32 a[4]; }', `f(FOO_T *p)'), before or after it, as
 * spatch reads it. */
void cp_sizeof_types(CParser *p);
/* An E_IDENT or, for a metavariable token, a P_META. */
Node *cp_ident(CParser *p, CLoc loc);
/* A DR_IDENT or, for a metavariable token, a P_META. */
Node *cp_declname(CParser *p, CLoc loc);
/* A P_META node for the metavariable token at LOC. */
Node *cp_meta(CParser *p, CLoc loc);
/* A P_POS node: N then `@` then the position metavariable at AT. */
Node *cp_pos(CParser *p, CLoc loc, Node *n, CLoc at);
/* Lists: an empty list of kind K (range fixed later by cp_fin); append
 * ITEM (ignored if NULL); append every kid of OTHER. */
Node *cp_list(CParser *p, NodeKind k);
Node *cp_add(CParser *p, Node *list, Node *item);
Node *cp_addall(CParser *p, Node *list, Node *other);
Node *cp_fin(CParser *p, Node *n, CLoc loc);
/* Declarations: a D_DECL / D_FIELD from SPECS and the declarators of
 * LIST (may be NULL); registers typedef names and shadowing names. */
Node *cp_decl(CParser *p, NodeKind k, CLoc loc, Node *specs, Node *list);
Node *cp_funcdef(CParser *p, CLoc loc, Node *specs, Node *decl, Node *kr, Node *body);
/* Pointer declarators: `*` quals (inner filled in later by cp_ptr_apply);
 * nest POINTER around the innermost NULL slot of OUTER. */
Node *cp_ptr(CParser *p, CLoc loc, Node *quals, Node *inner);
Node *cp_ptr_apply(CParser *p, Node *ptr, Node *direct, CLoc loc);
/* A preprocessor line (or #if 0 text) token at LOC as a PP_* node. */
Node *cp_pp(CParser *p, CLoc loc);
/* Add branch ITEM to the disjunction LIST after the `|` or `&` at AT:
 * the first operator makes LIST a P_DISJ or a P_CONJ. */
Node *cp_disj(CParser *p, Node *list, CLoc at, Node *item);
/* A `when` clause: op from the token after `when` (or its word). */
Node *cp_when(CParser *p, CLoc loc, CLoc at, Node *arg);
/* The toplevel error region ERR..RESYNC: a TOP_ERROR node, completing
 * the error record opened by cyerror. */
Node *cp_error(CParser *p, CLoc err, CLoc resync);
/* Parameters `...`: D_VARARGS in C, P_DOTS in pattern mode. */
Node *cp_varargs(CParser *p, CLoc loc);
/* The result of the parse. */
void cp_result(CParser *p, Node *n);
/* The name a declarator declares (its DR_IDENT), or NULL (iterative:
 * declarators nest as deep as the source does). */
const Node *cp_declarator_name(const Node *d);
/* Append a copy of record R to E. */
void cp_errors_append(CParseErrors *e, const CParseError *r);

/* ---- the token filter (cparse_lex.c) ------------------------------------ */

/* Start P over tokens of TA (the caller sets begin, end, pos, mode_tok,
 * pattern and skips), nodes in A, error records to ERRS (may be NULL):
 * every field zero but these, and the well-known type names (u8, __le32,
 * bool, FILE, va_list...) declared as typedefs at depth 0.
 * cp_filter_free releases what the filter holds (not P->skips). */
void cp_filter_init(CParser *p, TokenArray *ta, Arena *a, CParseErrors *errs);
void cp_filter_free(CParser *p);
/* NAME is declared in the scope now open: as a typedef name
 * (IS_TYPEDEF), or as an ordinary name, which then hides a typedef name
 * of an outer scope (only recorded when NAME is one, or is spelled like
 * one, `foo_t`). */
void cp_declare(CParser *p, const Ident *name, int is_typedef);
/* The hash of an interned name, reduced by MASK (a power of 2 less 1). */
size_t cp_ident_hash(const Ident *id, size_t mask);

/* The bison interface: the token filter (cparse_lex.c) and the error
 * hook (cparse_build.c). */
int cylex(Node **lvalp, CLoc *llocp, CParser *p);
/* What cylex does for any token; cylex itself only passes the commonest
 * on at once (cparse_lex.c only). */
int cylex_general(CParser *p, CLoc *llocp);
void cyerror(CLoc *llocp, CParser *p, const char *msg);

#endif
