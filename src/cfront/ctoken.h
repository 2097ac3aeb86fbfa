/* ctoken.h - tokens of C code and of SmPL pattern code.
 *
 * Owns: the token kinds shared by the C lexer (clex), the SmPL lexer
 * (smpl) and the C parser (cparse), and the token array of a file with
 * what is done to one besides lexing (ctoken.c): naming kinds, freeing,
 * printing the array back as text, checking that it covers its source.
 * A token is a kind and a byte range [start, end) of its Source; the
 * bytes between two tokens (white space, comments, line continuations)
 * are its leading trivia, so printing every token with its trivia gives
 * the file back byte for byte.  The kinds here are ladybug's own; the
 * parser's yylex maps them onto bison's token numbers.
 * Include from front ends and later stages; never modify a TokenArray
 * after the parser has run, except through the transformation stage.
 */
#ifndef LADYBUG_CTOKEN_H
#define LADYBUG_CTOKEN_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "base/intern.h"
#include "base/source.h"

typedef enum TokKind {
	TK_EOF = 0,          /* zero-length token at the end; its trivia is the file's tail */

	/* Words and literals */
	TK_IDENT,            /* identifier (id = interned spelling) */
	TK_TYPEDEF_NAME,     /* identifier known or guessed to name a type (set by retyping;
			      * cmacro also sets it on a type macro glued to a
			      * declarator, `decimal(10, 5) x;`, whose argument
			      * list it hides) */
	TK_INT,              /* integer constant, any base and suffix */
	TK_FLOAT,            /* floating constant */
	TK_CHAR,             /* character constant, any prefix */
	TK_STRING,           /* string literal, any prefix */
	TK_KEYWORD,          /* C keyword; id->kw tells which (a KW_* value) */

	/* Punctuators */
	TK_LPAREN, TK_RPAREN, TK_LBRACK, TK_RBRACK, TK_LBRACE, TK_RBRACE,
	TK_DOT, TK_ARROW, TK_INC, TK_DEC, TK_AMP, TK_STAR, TK_PLUS, TK_MINUS,
	TK_TILDE, TK_BANG, TK_SLASH, TK_PERCENT, TK_SHL, TK_SHR, TK_LT, TK_GT,
	TK_LE, TK_GE, TK_EQ, TK_NE, TK_CARET, TK_PIPE, TK_ANDAND, TK_OROR,
	TK_QUESTION, TK_COLON, TK_SEMI, TK_ELLIPSIS /* ... */, TK_ASSIGN,
	TK_MUL_ASSIGN, TK_DIV_ASSIGN, TK_MOD_ASSIGN, TK_ADD_ASSIGN,
	TK_SUB_ASSIGN, TK_SHL_ASSIGN, TK_SHR_ASSIGN, TK_AND_ASSIGN,
	TK_XOR_ASSIGN, TK_OR_ASSIGN, TK_COMMA, TK_HASH /* # in a macro body */,
	TK_HASHHASH /* ## */,

	/* Preprocessor.  A directive is a TK_PP_* token covering `#` and the
	 * directive name, then the tokens of the rest of the line, then a
	 * zero-length TK_PP_END at the end of the logical line (after any
	 * backslash continuations).  */
	TK_PP_DEFINE, TK_PP_UNDEF, TK_PP_INCLUDE, TK_PP_IF, TK_PP_IFDEF,
	TK_PP_IFNDEF, TK_PP_ELIF, TK_PP_ELSE, TK_PP_ENDIF, TK_PP_PRAGMA,
	TK_PP_ERROR, TK_PP_LINE, TK_PP_OTHER /* #warning, # 12 "f", null directive... */,
	TK_PP_END,
	TK_PP_HEADER,        /* <stdio.h> after #include */
	TK_PP_SKIPPED,       /* one token covering an `#if 0` region's text */
	TK_OTHER,            /* a byte that is no C token (`@`, stray `\`, a run of non-ASCII bytes); `$` is an identifier character, as in GCC */

	/* Tokens that the macro heuristics (cmacro) retype from TK_IDENT; the
	 * parser accepts each in its own syntactic role.  ARGS below is a
	 * parenthesised, balanced token list: `(` ... `)`, whose contents may
	 * be expressions, type names (`module_param(x, bool, 0644)`), or
	 * anything else (`struct_group(g, int a; int b;)`); parse each
	 * argument as an expression or a type name when it is one.  Ordinary
	 * calls may also have type-name arguments (container_of(p, struct
	 * foo, list), min_t(unsigned int, a, b), list_first_entry(h, struct
	 * foo, l)): cmacro leaves those as TK_IDENT calls. */
	TK_MACRO_STMT,       /* BUG_ON(x) with no `;` : the parser receives
			      * MACRO_STMT [ARGS] and reduces it to one statement
			      * (never followed by `;`: a use with `;` stays an
			      * ordinary call).  Only at the start of a statement in
			      * a block (after `;` `{` `}` `:` label, `else`, `do`,
			      * the `)` of if/for/while/switch, or another macro
			      * statement); the next token starts a new statement. */
	TK_MACRO_ITER,       /* list_for_each_entry(a, b, c) { ... }: the parser
			      * receives MACRO_ITER ARGS statement, a loop like
			      * `for`; only at the start of a statement in a block. */
	TK_MACRO_DECL,       /* DEFINE_MUTEX(x); MODULE_LICENSE("GPL");: the parser
			      * receives [static|extern]... MACRO_DECL ARGS [;]
			      * as one declaration, at toplevel, as a struct or
			      * union member, or (after static/extern, with `;`) in
			      * a block.  The `;` is absent when the next
			      * declaration starts on the next line.  Without
			      * ARGS it is always followed by `;`
			      * (EXPORT_NO_SYMBOLS; at toplevel, `tc_gen;` as a
			      * struct member). */
	TK_MACRO_ATTR,       /* __init, __user, EXT2FS_ATTR((unused)): the parser
			      * receives MACRO_ATTR alone (an argument list, if
			      * any, is TF_HIDDEN) and accepts it wherever GNU
			      * `__attribute__((...))` is accepted: among
			      * declaration specifiers and qualifiers, after a
			      * declarator or parameter list, after `*`, after
			      * struct/union/enum or its closing brace, in a cast's
			      * type name.  Uses that the macro file defines as
			      * empty are TF_HIDDEN instead. */
	TK_MACRO_STRING,     /* KERN_ERR "x", "%" PRIu64: the parser receives it as
			      * one piece of a string literal; a run of STRING and
			      * MACRO_STRING tokens is one string expression.  The
			      * run holds a STRING, unless a macro file hint
			      * (YACFE_STRING: KERN_INFO, KBUILD_MODNAME) or a
			      * `#define NAME "text"` of the file made it. */

	/* SmPL only: made by the SmPL lexer, never by the C lexer. */
	TK_META,             /* a metavariable name; Token.aux says which one */
	TK_DOTS_OPEN_NEST,   /* <...  */
	TK_DOTS_CLOSE_NEST,  /* ...> */
	TK_DOTS_OPEN_PLUS,   /* <+... */
	TK_DOTS_CLOSE_PLUS,  /* ...+> */
	TK_DISJ_OPEN,        /* `(` in column 0, or `\(` */
	TK_DISJ_OR,          /* `|` in column 0, or `\|` */
	TK_DISJ_AND,         /* `&` in column 0, or `\&` */
	TK_DISJ_CLOSE,       /* `)` in column 0, or `\)` */
	TK_OPTIONAL,         /* `?` in column 0 */
	TK_WHEN,             /* when */
	TK_AT,               /* `@` of E@p */
	TK_PLUS_COMMENT,     /* zero-length, at the end of a `+` line that holds
			      * only comments: the place of that added comment
			      * (no code in either view) */

	TK_COUNT
} TokKind;

/* C keywords (Ident.kw of the keyword's interned spelling). */
typedef enum Keyword {
	KW_NONE = 0,
	KW_AUTO, KW_BREAK, KW_CASE, KW_CHAR, KW_CONST, KW_CONTINUE, KW_DEFAULT,
	KW_DO, KW_DOUBLE, KW_ELSE, KW_ENUM, KW_EXTERN, KW_FLOAT, KW_FOR,
	KW_GOTO, KW_IF, KW_INLINE, KW_INT, KW_LONG, KW_REGISTER, KW_RESTRICT,
	KW_RETURN, KW_SHORT, KW_SIGNED, KW_SIZEOF, KW_STATIC, KW_STRUCT,
	KW_SWITCH, KW_TYPEDEF, KW_UNION, KW_UNSIGNED, KW_VOID, KW_VOLATILE,
	KW_WHILE, KW_ALIGNAS, KW_ALIGNOF, KW_ATOMIC, KW_BOOL, KW_COMPLEX,
	KW_GENERIC, KW_IMAGINARY, KW_NORETURN, KW_STATIC_ASSERT,
	KW_THREAD_LOCAL,
	/* GNU spellings */
	KW_ASM, KW_ATTRIBUTE, KW_TYPEOF, KW_EXTENSION, KW_BUILTIN_VA_ARG,
	KW_BUILTIN_OFFSETOF, KW_BUILTIN_TYPES_COMPATIBLE_P, KW_LABEL,
	KW_INT128, KW_AUTO_TYPE,
	KW_COUNT
} Keyword;

/* Token.flags */
enum {
	TF_BOL = 1 << 0,        /* first token on its line */
	TF_IN_PP = 1 << 1,      /* inside a preprocessor directive's line */
	TF_HIDDEN = 1 << 2,     /* skipped by the parser (e.g. a macro the macro file erases) */
	TF_EXPANDED = 1 << 3,   /* made by macro expansion: zero-width, not printed.
				 * cmacro inserts the expansion of a macro-file
				 * definition just before the use it replaces (whose
				 * tokens are TF_HIDDEN), with start == end == the
				 * use's start, and an expanded `,` after a macro call
				 * ending an initializer element that has none.  The
				 * parser takes them as ordinary tokens; their id is
				 * the interned spelling whatever the kind (for text,
				 * use id->name, not the empty source range). */
	TF_SPACE_BEFORE = 1 << 4, /* trivia before it is not empty */
	TF_MINUS = 1 << 5,      /* SmPL: on a `-` line */
	TF_PLUS = 1 << 6,       /* SmPL: on a `+` line */
	TF_STAR = 1 << 7,       /* SmPL: on a `*` line */
	TF_PLUS_MANY = 1 << 8,  /* SmPL: on a `++` line (added once per match, even
				 * where several matches add the same code) */
};

typedef struct Token {
	uint16_t kind;        /* TokKind */
	uint16_t flags;       /* TF_* */
	uint32_t start, end;  /* byte range in the Source; trivia is [prev.end, start) */
	const Ident *id;      /* spelling of identifiers and keywords; NULL for others */
	void *aux;            /* stage-owned annotation (SmPL: the metavariable) */
} Token;

typedef struct TokenArray {
	Source *src;
	Token *v;             /* v[n-1] is TK_EOF */
	size_t n, cap;
	const uint32_t *decl_of; /* or NULL: for each token naming a local variable or
				    parameter, a number of its declaration (0: none), so
				    that a name shadowed in an inner block is another
				    variable (ctypes_local_decls) */
	/* When decl_of is NULL: what makes it on first use, from DECL_CTX
	 * (NULL: nothing does) */
	const uint32_t *(*decl_make)(void *decl_ctx);
	void *decl_ctx;
} TokenArray;

/* TA's decl_of, made now if it is made on first use (or NULL). */
static inline const uint32_t *tok_decl_of(const TokenArray *ta)
{
	if (!ta->decl_of && ta->decl_make)
		return ta->decl_make(ta->decl_ctx);
	return ta->decl_of;
}

/* The text of token T, and its length. */
static inline const char *tok_text(const TokenArray *ta, const Token *t)
{
	return ta->src->text + t->start;
}
static inline size_t tok_len(const Token *t)
{
	return t->end - t->start;
}

/* Upper-case name of a TokKind without the TK_ prefix ("IDENT"). */
const char *tok_kind_name(int kind);

void token_array_free(TokenArray *ta);

/* Write every token that is not TF_EXPANDED with its leading trivia:
 * the file comes back byte for byte.  (clex_print and clex_check keep the
 * lexer's prefix, under which their callers know them.) */
void clex_print(const TokenArray *ta, FILE *out);

/* Check that TA covers its source exactly: tokens in order, not
 * overlapping, trivia made only of white space, comments and
 * backslash-newlines, the last token TK_EOF at the end.  Returns 0 if
 * so, else the offset + 1 of the first byte where it fails. */
size_t clex_check(const TokenArray *ta);

#endif
