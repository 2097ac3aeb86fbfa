/* meta.c - metavariable kinds; see meta.h. */
#include "cfront/meta.h"

MetaCategory meta_category(MetaKind kind)
{
	switch (kind) {
	case MK_IDENTIFIER: case MK_FRESH_IDENTIFIER: case MK_FUNCTION:
	case MK_DECLARER: case MK_ITERATOR: case MK_SYMBOL: case MK_VIRTUAL_ID:
	case MK_METAVARIABLE:
		return MC_IDENT;
	case MK_EXPRESSION: case MK_IDEXPRESSION: case MK_CONSTANT:
	case MK_TYPED_EXPRESSION:
		return MC_EXPR;
	case MK_EXPRESSION_LIST: return MC_EXPR_LIST;
	case MK_STATEMENT: return MC_STMT;
	case MK_STATEMENT_LIST: return MC_STMT_LIST;
	case MK_TYPE: case MK_TYPEDEF: return MC_TYPE;
	case MK_PARAMETER: return MC_PARAM;
	case MK_PARAMETER_LIST: return MC_PARAM_LIST;
	case MK_FIELD: return MC_FIELD;
	case MK_FIELD_LIST: return MC_FIELD_LIST;
	case MK_DECLARATION: return MC_DECL;
	case MK_INITIALIZER: return MC_INIT;
	case MK_INITIALIZER_LIST: return MC_INIT_LIST;
	case MK_BINARY_OP: return MC_BINOP;
	case MK_ASSIGN_OP: return MC_ASSIGNOP;
	case MK_UNARY_OP: return MC_UNOP;
	case MK_POSITION: return MC_POSITION;
	case MK_FORMAT: case MK_FORMAT_LIST: return MC_FORMAT;
	case MK_ATTRIBUTE: return MC_ATTRIBUTE;
	case MK_COMMENTS: return MC_COMMENTS;
	case MK_IDENTIFIER_LIST: return MC_IDENT_LIST;
	case MK_LIST_LEN: return MC_NONE;
	case MK_PRAGMAINFO: return MC_PRAGMAINFO;
	case MK_COUNT: break;
	}
	return MC_EXPR;
}
