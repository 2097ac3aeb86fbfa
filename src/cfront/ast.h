/* ast.h - the syntax tree of C code and of SmPL patterns.
 *
 * Owns: node kinds and the Node record.  The C parser builds these from C
 * files; the SmPL front end builds the same kinds from pattern code, plus
 * the pattern-only kinds at the end (metavariables, dots, nests,
 * disjunctions...), so that the matcher walks a pattern and a C tree side
 * by side.  Every node knows its first and last token (indexes into its
 * unit's TokenArray, inclusive; first > last for an empty node).
 *
 * The layout of kid[] is fixed per kind and documented beside each kind;
 * an absent optional child is NULL.  Lists (argument lists, blocks,
 * parameter lists...) are nodes whose kids are the elements.
 *
 * Conventions of the C parser (cparse):
 * - A preprocessor line that stands where a list element may stand
 *   (toplevel, block, struct and enum bodies, initializer, argument and
 *   parameter lists) is a PP_* kid of that list, in order; one that
 *   stands elsewhere (in the middle of an expression, after `if (x)`)
 *   is not a node: it stays inside the token range of the enclosing
 *   node, so it is never lost.  `#if 0` text (TK_PP_SKIPPED) is a
 *   PP_OTHER node with op TK_PP_SKIPPED.
 * - Labels (S_LABEL, S_CASE, S_DEFAULT) are block items of their own;
 *   the statement they label is the next sibling.
 * - __attribute__((...)), attribute-like macros and asm labels are
 *   T_ATTRS nodes (tokens only): among the T_SPECS kids, in T_QUALS
 *   after a `*`, as kid2 of D_INIT_DECLARATOR, or wrapping a declarator
 *   as DR_ATTR(inner, T_ATTRS) (e.g. `void f(void) __releases(x) {`).
 * - A D_PARAM of an old-style identifier list `f(a, b)` has kid0 NULL.
 * - In pattern mode a metavariable stands as a P_META node wherever
 *   its category allows; a metavariable name in a name slot (label,
 *   goto, struct tag, enumerator, macro name) sets NF_META_NAME.
 * - In pattern mode a statement sequence may hold bare expressions: a
 *   line without `;` followed by `...`, a nest, a disjunction or `?`
 *   (`kfree@p(E)` / `...` / `E@q`) is the expression node itself.
 * - A position `@p` after an expression, identifier or declarator name
 *   is a P_POS node; after a keyword or an operator (`if@p`, `==@p`) it
 *   is no node: it stays in the token array (TK_AT, TK_META) right after
 *   the token it marks.
 * - A function definition with no type (`f(x) { }`, old C and SmPL)
 *   is a D_FUNCDEF with kid0 NULL and NF_IMPLICIT_INT.
 *
 * Include from the parser, the SmPL front end and every later stage.
 */
#ifndef LADYBUG_AST_H
#define LADYBUG_AST_H

#include <stdint.h>
#include <stdio.h>
#include "base/arena.h"
#include "cfront/ctoken.h"

typedef enum NodeKind {
	N_NONE = 0,

	/* ---- Expressions ---- */
	E_IDENT,        /* name; no kids */
	E_CONST,        /* op = TK_INT/TK_FLOAT/TK_CHAR; the token is first */
	E_STRING,       /* one or more adjacent string tokens (and TK_MACRO_STRING), first..last;
	                 * also strings glued to a macro call: `"a" __stringify(X) "b"` */
	E_PAREN,        /* ( kid0 ) */
	E_CALL,         /* kid0 callee, kid1 L_ARGS */
	E_INDEX,        /* kid0 [ kid1 ] */
	E_MEMBER,       /* kid0 op(TK_DOT/TK_ARROW) kid1 (E_IDENT field) */
	E_POSTFIX,      /* kid0 op(TK_INC/TK_DEC) */
	E_PREFIX,       /* op(TK_INC/TK_DEC) kid0 */
	E_UNARY,        /* op(TK_AMP, TK_STAR, TK_PLUS, TK_MINUS, TK_TILDE, TK_BANG, TK_ANDAND for &&label) kid0 */
	E_SIZEOF_EXPR,  /* sizeof kid0 (op = KW_SIZEOF or KW_ALIGNOF) */
	E_SIZEOF_TYPE,  /* sizeof ( kid0 T_TYPENAME ) (op as above) */
	E_CAST,         /* ( kid0 T_TYPENAME ) kid1 */
	E_BINARY,       /* kid0 op kid1; op = the operator's TokKind (pattern: TK_META and
	                 * aux = the Meta for an operator metavariable; same for E_ASSIGN, E_UNARY);
	                 * GNU `a <? b` / `a >? b`: op TK_LT / TK_GT, the `<`/`>` token followed
	                 * by `?` (its range covers both) */
	E_ASSIGN,       /* kid0 op kid1; op = TK_ASSIGN or a compound assignment (GNU `<?=`,
	                 * `>?=`: op TK_LT / TK_GT) */
	E_COND,         /* kid0 ? kid1 : kid2   (kid1 NULL for GNU `a ?: b`) */
	E_COMMA,        /* kid0 , kid1 */
	E_STMT_EXPR,    /* ( kid0 S_BLOCK ) GNU statement expression */
	E_COMPOUND_LIT, /* ( kid0 T_TYPENAME ) kid1 I_LIST */
	E_TYPE_ARG,     /* a type used as a macro or builtin argument: kid0 T_TYPENAME */
	E_BUILTIN,      /* __builtin_va_arg/offsetof/types_compatible_p: op = KW_*, kid0 L_ARGS */
	E_GENERIC,      /* _Generic ( kid0 , kids 1.. E_GENERIC_ASSOC ) */
	E_GENERIC_ASSOC,/* kid0 T_TYPENAME (NULL for default) : kid1 */

	/* ---- Initializers ---- */
	I_LIST,         /* { kids... } elements: expressions, I_LIST, I_DESIG */
	I_DESIG,        /* kid0 L_DESIGNATORS = kid1 (old GNU `field: value` too: flags NF_GNU_DESIG) */
	I_FIELD_DESIG,  /* .kid0 (E_IDENT) */
	I_INDEX_DESIG,  /* [kid0] or [kid0 ... kid1] */
	L_DESIGNATORS,  /* kids: I_FIELD_DESIG / I_INDEX_DESIG */

	/* ---- Statements ---- */
	S_EXPR,         /* kid0 ; */
	S_EMPTY,        /* ; */
	S_BLOCK,        /* { kids... }: statements, D_DECL, PP_* lines */
	S_IF,           /* if ( kid0 ) kid1 [else kid2] */
	S_WHILE,        /* while ( kid0 ) kid1 */
	S_DO,           /* do kid0 while ( kid1 ) ; */
	S_FOR,          /* for ( kid0 ; kid1 ; kid2 ) kid3 ; kid0 may be a D_DECL */
	S_SWITCH,       /* switch ( kid0 ) kid1 */
	S_CASE,         /* case kid0 [... kid1] : (the statement after is a sibling; where one
	                 * statement stands, e.g. `if (x) case 1: s;`, it is kid2) */
	S_DEFAULT,      /* default :  (kid0 the statement, where one statement stands) */
	S_LABEL,        /* name : (the statement after is a sibling; kid0 where one statement stands) */
	S_GOTO,         /* goto name ;  or goto * kid0 ; */
	S_BREAK,
	S_CONTINUE,
	S_RETURN,       /* return [kid0] ; */
	S_ASM,          /* asm [qualifiers] ( ... ) ; tokens only */
	S_ITERATOR,     /* name ( kid0 L_ARGS ) kid1  -- list_for_each_entry(...) S
	                 * (kid0 NULL when the arguments are no expressions: tokens only) */
	S_MACRO,        /* name ( kid0 L_ARGS ) with no `;` -- BUG_ON(x); kid0 NULL: no arguments,
	                 * or arguments that are no expressions */
	S_DECL,         /* kid0 D_DECL as a statement (in a block) */

	/* ---- Declarations and types ---- */
	D_DECL,         /* kid0 T_SPECS, kids 1.. D_INIT_DECLARATOR ; */
	D_INIT_DECLARATOR, /* kid0 declarator [= kid1 initializer]; attributes after the
	                    * declarator wrap it: kid0 DR_ATTR */
	D_FUNCDEF,      /* kid0 T_SPECS, kid1 declarator (with DR_FUNC), kid2 L_KR_DECLS or NULL, kid3 S_BLOCK */
	D_FIELD,        /* struct member: kid0 T_SPECS, kids 1.. D_FIELD_DECLARATOR ; */
	D_FIELD_DECLARATOR, /* kid0 declarator or NULL, kid1 bit width or NULL */
	D_ENUMERATOR,   /* name [= kid0]; a macro call `FOREACH(GEN)` in an enum body has kid0 E_CALL */
	D_PARAM,        /* kid0 T_SPECS, kid1 declarator (may be abstract or NULL) */
	D_VARARGS,      /* ... in a parameter list */
	D_MACRO_DECL,   /* DEFINE_MUTEX(x); name ( kid0 L_ARGS ) [;]; kid1 T_SPECS of `static
	                 * DEFINE_MUTEX(x);` or NULL; kid0 NULL: arguments that are no expressions;
	                 * `DECLARER(a) __attr;`: kid2 the T_ATTRS (absent: n is 2) */
	D_STATIC_ASSERT,/* _Static_assert ( kid0 , kid1 ) ; */
	D_EMPTY,        /* a stray ; at toplevel */

	DR_IDENT,       /* declarator name */
	DR_ABSTRACT,    /* the absent name of an abstract declarator */
	DR_POINTER,     /* * kid0 T_QUALS (or NULL) kid1 inner declarator */
	DR_ARRAY,       /* kid0 inner [ kid1 size or NULL ]  (flags may hold NF_STATIC) */
	DR_FUNC,        /* kid0 inner ( kid1 L_PARAMS ); pattern `\(f\|g\)(...)`: kid0 a
	                 * P_DISJ of names (E_IDENT or P_META) */
	DR_PAREN,       /* ( kid0 ) */
	DR_ATTR,        /* kid0 inner declarator followed or preceded by kid1 T_ATTRS */

	T_SPECS,        /* declaration specifiers: kids are T_* specifier nodes in order */
	T_STORAGE,      /* op = KW_STATIC/EXTERN/TYPEDEF/AUTO/REGISTER/THREAD_LOCAL/INLINE/NORETURN */
	T_QUAL,         /* op = KW_CONST/VOLATILE/RESTRICT/ATOMIC */
	T_BASE,         /* op = KW_INT/CHAR/... one base type keyword (several in a row: several nodes) */
	T_NAME,         /* a typedef name: name */
	T_STRUCT,       /* op = KW_STRUCT/KW_UNION; name or NULL; kid0 L_FIELDS or NULL (no body);
	                 * kid1 T_ATTRS after the keyword or NULL; pattern `struct \(a \| b\) x`:
	                 * kid2 the P_DISJ of the tag names; pattern `T { fields }` (a type
	                 * metavariable's body): op 0, name = T with NF_META_NAME and aux */
	T_ENUM,         /* name or NULL; kid0 L_ENUMERATORS or NULL; kid1 T_ATTRS or NULL */
	T_TYPEOF,       /* typeof ( kid0 expression or T_TYPENAME ) */
	T_ATTRS,        /* __attribute__((...)) and attribute-like macros: tokens only */
	T_ALIGNAS,      /* _Alignas ( kid0 ) */
	T_TYPENAME,     /* a type as in a cast: kid0 T_SPECS, kid1 abstract declarator or NULL */
	T_QUALS,        /* qualifiers after a `*`: kids T_QUAL / T_ATTRS */

	L_ARGS,         /* call arguments: kids are expressions, E_TYPE_ARG (a type argument
	                 * of a macro), D_PARAM (`TP_PROTO(struct inode *inode)`), PP_*,
	                 * and in macro arguments a bodiless T_STRUCT (`BTF_ID(struct, x)`),
	                 * S_RETURN (`cast(t, p, return -EIO)`), S_IF with an S_EXPR branch
	                 * (`DEFINE_FREE(n, t, if (_T) put(_T))`) */
	L_PARAMS,       /* parameters: D_PARAM / D_VARARGS; empty `()`; `(void)` is one D_PARAM */
	L_FIELDS,       /* { D_FIELD / PP_* ... }; in a pattern also P_DOTS, P_META, P_OPT and
	                 * P_DISJ/P_CONJ whose branches are P_SEQs of D_DECL */
	L_ENUMERATORS,  /* { D_ENUMERATOR , ... } */
	L_KR_DECLS,     /* old-style parameter declarations: D_DECL kids */

	/* ---- Preprocessor lines kept in the tree ---- */
	PP_DEFINE,      /* #define name [( kid0 L_MACRO_PARAMS )] body tokens (kid1 parsed body or NULL) */
	PP_INCLUDE,     /* #include <...> or "..." (the header token is last-1) */
	PP_COND,        /* #if/#ifdef/#ifndef/#elif/#else/#endif: op = TK_PP_* ; tokens only */
	PP_OTHER,       /* #undef, #pragma, #error, #line, others: op = TK_PP_*; tokens only */
	L_MACRO_PARAMS, /* kids E_IDENT (or D_VARARGS) */

	/* ---- Toplevel ---- */
	TOP_UNIT,       /* the file: kids are toplevel items in order */
	TOP_ERROR,      /* tokens the parser could not parse, kept verbatim */

	/* ---- Pattern only (SmPL) ---- */
	P_META,         /* a metavariable occurrence: aux = the metavariable; name = its name */
	P_DOTS,         /* ... [kids: P_WHEN clauses]: in a statement sequence, an argument,
	                 * parameter, initializer, field or enumerator list, or as an expression */
	P_NEST,         /* <... kid0 ...> (flags NF_NEST_PLUS for <+... ...+>), kids 1.. P_WHEN;
	                 * kid0 a P_SEQ of statements or an expression */
	P_DISJ,         /* ( kid0 | kid1 | ... ): at statement level each branch is a P_SEQ
	                 * or an expression; in an expression each branch an expression */
	P_CONJ,         /* ( kid0 & kid1 & ... ) */
	P_OPT,          /* ? kid0 (a statement, a declaration or a field) */
	P_WHEN,         /* op = PW_* ; kid0 the expression or statement after when != / ==
	                 * (a P_SEQ for statements); name = `true`/`false` in `when != true E` */
	P_POS,          /* kid0 @ position metavariable (aux = its Meta *; name = its name);
	                 * E@p@q nests: P_POS(P_POS(E, p), q) */
	P_SEQ,          /* a sequence of pattern items (statements, declarations, dots):
	                 * each branch of a statement-level P_DISJ/P_CONJ, the body of a
	                 * statement-level P_NEST */

	N_KIND_COUNT
} NodeKind;

/* Node.flags */
enum {
	NF_GNU_DESIG = 1 << 0,   /* I_DESIG written `field: value` */
	NF_STATIC = 1 << 1,      /* DR_ARRAY [static N] */
	NF_NEST_PLUS = 1 << 2,   /* P_NEST written <+... ...+> */
	NF_KR = 1 << 3,          /* D_FUNCDEF with K&R parameter declarations */
	NF_IMPLICIT_INT = 1 << 4,/* declaration with no type specifier */
	NF_META_NAME = 1 << 5,   /* pattern: the node's name is a metavariable; aux = its Meta * */
};

/* P_WHEN.op */
enum { PW_NEQ = 1, PW_EQ, PW_ANY, PW_STRICT, PW_FORALL, PW_EXISTS, PW_TRUE, PW_FALSE };

typedef struct Node Node;
struct Node {
	uint16_t kind;        /* NodeKind */
	uint16_t flags;       /* NF_* */
	int32_t op;           /* operator TokKind, keyword, or kind-specific value */
	uint32_t first, last; /* token indexes, inclusive */
	const Ident *name;    /* for kinds with a name (E_IDENT, DR_IDENT, T_NAME, ...) */
	uint32_t n;           /* number of kids */
	uint32_t height;      /* 1 + the greatest height of the kids (a leaf is 1);
	                       * the parser keeps it below CPARSE_MAX_DEPTH */
	Node **kid;
	void *aux;            /* stage-owned annotation */
};

/* Constructors allocate from the unit's arena.  NULL entries of KIDS
 * are kept (an absent optional child). */
Node *ast_new(Arena *a, NodeKind kind, uint32_t first, uint32_t last);
Node *ast_new_kids(Arena *a, NodeKind kind, uint32_t first, uint32_t last,
		   uint32_t n, Node *const *kids);
/* Append KID to the kids of LIST (amortized constant time; works on
 * any node made by the constructors above); updates LIST->height but
 * not its token range. */
void ast_append(Arena *a, Node *list, Node *kid);
const char *ast_kind_name(int kind);
/* Print the tree, one node a line, indented, with token ranges and text
 * (the `--debug-ast` dump used by golden tests). */
void ast_dump(FILE *out, const TokenArray *ta, const Node *root);

/* The toplevel item of UNIT (a TOP_UNIT, its kids in token order) that
 * holds token TOK, or NULL; found by binary search. */
const Node *ast_toplevel_holding(const Node *unit, uint32_t tok);

/* Is kid I of a statement of KIND its body (an if's branches, a loop's
 * or a switch's body)? */
int ast_body_kid(int kind, uint32_t i);

/* The items of a pattern BODY (what a rule's minus view parses to): the
 * kids of a TOP_UNIT or of a block with no braces of its own, else BODY
 * itself, which *ONE then holds.  Sets *V and returns their number. */
uint32_t ast_items(const Node *body, Node *const **v, Node **one);

#endif
