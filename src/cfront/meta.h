/* meta.h - metavariables of semantic patches.
 *
 * Owns: the kinds of SmPL metavariables and the Meta record that a
 * TK_META token (Token.aux) and a P_META node (Node.aux) point to.
 * The SmPL front end (smpl) creates Metas and owns everything past the
 * common head; the C parser only asks meta_category() to know where a
 * metavariable may stand in the grammar.  Later stages read the rest.
 * Include from the C parser, the SmPL front end and later stages.
 */
#ifndef LADYBUG_META_H
#define LADYBUG_META_H

#include "base/intern.h"

typedef enum MetaKind {
	MK_IDENTIFIER = 1, MK_EXPRESSION, MK_IDEXPRESSION, MK_CONSTANT,
	MK_STATEMENT, MK_STATEMENT_LIST, MK_EXPRESSION_LIST, MK_PARAMETER,
	MK_PARAMETER_LIST, MK_FIELD, MK_FIELD_LIST, MK_TYPE, MK_TYPEDEF,
	MK_DECLARATION, MK_INITIALIZER, MK_INITIALIZER_LIST, MK_DECLARER,
	MK_ITERATOR, MK_FUNCTION, MK_POSITION, MK_FRESH_IDENTIFIER, MK_FORMAT,
	MK_FORMAT_LIST, MK_BINARY_OP, MK_ASSIGN_OP, MK_UNARY_OP, MK_SYMBOL,
	MK_ATTRIBUTE, MK_METAVARIABLE, MK_COMMENTS, MK_IDENTIFIER_LIST,
	MK_TYPED_EXPRESSION,   /* `int x;`, `struct foo *E;`, `{int,long} x;`, `T E;` */
	MK_VIRTUAL_ID,         /* virtual.x */
	MK_LIST_LEN,           /* n of `list[n]`: the length of a list binding */
	MK_PRAGMAINFO,         /* pragmainfo p: the rest of a #pragma line */
	MK_COUNT
} MetaKind;

/* Where a metavariable may stand in the C grammar (pattern mode). */
typedef enum MetaCategory {
	MC_IDENT = 1,   /* identifier, fresh identifier, function, declarer/iterator name, symbol */
	MC_EXPR,        /* expression, idexpression, constant, typed expression */
	MC_EXPR_LIST,
	MC_STMT,
	MC_STMT_LIST,
	MC_TYPE,        /* type, typedef */
	MC_PARAM,
	MC_PARAM_LIST,
	MC_FIELD,
	MC_FIELD_LIST,
	MC_DECL,
	MC_INIT,
	MC_INIT_LIST,
	MC_BINOP,
	MC_ASSIGNOP,
	MC_UNOP,
	MC_POSITION,    /* only after `@` */
	MC_FORMAT,      /* only inside a string's %@f@ */
	MC_ATTRIBUTE,
	MC_COMMENTS,
	MC_IDENT_LIST,
	MC_NONE,        /* list lengths: never stand in code */
	MC_PRAGMAINFO,  /* only after `#pragma NAME` */
} MetaCategory;

typedef struct Meta Meta;
struct Meta {
	MetaKind kind;
	const Ident *name;      /* the name used in the rule's code */
	const Ident *rule;      /* for an inherited `r.x`, the rule r; else NULL */
	const Ident *src_name;  /* for an inherited one, x in r.x; else == name */
	void *ext;              /* smpl-owned details: constraints, types, seeds... */
};

MetaCategory meta_category(MetaKind kind);

#endif
