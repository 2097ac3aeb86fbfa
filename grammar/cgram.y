/* cgram.y - the C grammar of ladybug (C11 and the GNU extensions of real
 * code), also used for SmPL pattern code.
 *
 * The parser is pure and reentrant; its tokens come from the filter
 * cylex (src/cfront/cparse_lex.c), which reads the TokenArray, skips
 * hidden tokens, retypes identifiers into typedef names by scope and
 * context, folds each preprocessor line, attribute and asm statement
 * into one token, and injects the first token that chooses the start
 * symbol (MODE_*).  Locations are token indexes (CLoc).  Every action is
 * one call to a constructor of src/cfront/cparse_priv.h (defined in
 * src/cfront/cparse_build.c).  Pattern-only tokens (metavariables, dots,
 * nests, disjunctions, when) are never produced in C mode, so their
 * rules cost C nothing.
 */

/* automake's ylwrap collects bison's output as y.tab.c and y.tab.h. */
%file-prefix "y"
%define api.pure full
%define api.prefix {cy}
%define api.token.prefix {CT_}
%define api.value.type {Node *}
%define api.location.type {CLoc}
%define parse.error verbose
%locations
%param {CParser *p}

/* No unresolved conflicts: each ambiguity of C (dangling else, a
 * declaration macro's optional `;`, attributes after a declarator) is
 * resolved by a commented precedence below.  Keep it so. */
%expect 0

%code requires {
#include "cfront/cparse_priv.h"
}

%code {
/* Bounded stack: deep nesting gives "memory exhausted", a clean error. */
#define YYMAXDEPTH 10000
#define YYINITDEPTH 400
/* The parser's stacks go through ladybug's allocation funnel. */
#define YYMALLOC xmalloc
#define YYFREE xfree
/* A symbol spans from its first child's first token to its last
 * child's last token; an empty one sits just after the previous
 * symbol (first = previous last + 1, last = previous last). */
#define YYLLOC_DEFAULT(Cur, Rhs, N)                                      \
	do {                                                            \
		if (N) {                                                \
			(Cur).first = YYRHSLOC(Rhs, 1).first;           \
			(Cur).last = YYRHSLOC(Rhs, N).last;             \
		} else {                                                \
			(Cur).first = YYRHSLOC(Rhs, 0).last + 1;        \
			(Cur).last = YYRHSLOC(Rhs, 0).last;             \
		}                                                       \
	} while (0)
}

%token END 0 "end of file"
%token IDENTIFIER "identifier" TYPEDEF_NAME "type name"
%token INTEGER "integer constant" FLOATING "floating constant"
%token CHARACTER "character constant" STRING "string literal"
%token MACRO_STRING "string macro"
%token LPAREN "(" RPAREN ")" LBRACK "[" RBRACK "]" LBRACE "{" RBRACE "}"
%token DOT "." ARROW "->" INC "++" DEC "--" AMP "&" STAR "*" PLUS "+"
%token MINUS "-" TILDE "~" BANG "!" SLASH "/" PERCENT "%" SHL "<<"
%token SHR ">>" LT "<" GT ">" LE "<=" GE ">=" EQ "==" NE "!=" CARET "^"
%token PIPE "|" ANDAND "&&" OROR "||" QUESTION "?" COLON ":" SEMI ";"
%token ELLIPSIS "..." ASSIGN "=" ASSIGN_OP "compound assignment" COMMA ","
%token STORAGE "storage class" QUAL "type qualifier" BASE "type keyword"
%token STRUCT "struct" ENUM "enum" ATOMIC_LP "_Atomic("
%token SIZEOF "sizeof" ALIGNOF "_Alignof" TYPEOF "typeof" ALIGNAS "_Alignas"
%token GENERIC "_Generic" STATIC_ASSERT "_Static_assert"
%token BUILTIN_VA_ARG "__builtin_va_arg" BUILTIN_OFFSETOF "__builtin_offsetof"
%token BUILTIN_TCP "__builtin_types_compatible_p" LABEL "__label__"
%token IF "if" ELSE "else" WHILE "while" DO "do" FOR "for" SWITCH "switch"
%token CASE "case" DEFAULT "default" BREAK "break" CONTINUE "continue"
%token RETURN "return" GOTO "goto"
%token ATTRIBUTE "attribute" ASM "asm statement"
%token PPLINE "preprocessor line"
%token MACRO_STMT "statement macro" MACRO_ITER "iterator macro"
%token MACRO_DECL "declaration macro"
%token MACRO_ARGS "macro arguments"	/* a macro's (...) that holds a `;`: kept as tokens */
%token FUNC_NAME "function name"	/* an implicit-int function definition's name */
%token OTHER "stray token" RESYNC "resynchronization point"
%token TOODEEP "nesting too deep"
/* Pattern mode only. */
%token META_IDENT "identifier metavariable" META_EXPR "expression metavariable"
%token META_EXPR_LIST "expression list metavariable"
%token META_STMT "statement metavariable" META_STMT_LIST "statement list metavariable"
%token META_TYPE "type metavariable" META_PARAM "parameter metavariable"
%token META_PARAM_LIST "parameter list metavariable"
%token META_FIELD "field metavariable" META_FIELD_LIST "field list metavariable"
%token META_DECL "declaration metavariable" META_INIT "initializer metavariable"
%token META_INIT_LIST "initializer list metavariable"
%token META_BINOP "operator metavariable" META_ASSIGNOP "assignment operator metavariable"
%token META_UNOP "unary operator metavariable" META_POS "position metavariable"
%token META_ATTR "attribute metavariable"
%token SDOTS "statement dots" SNEST_OPEN "<... (statements)" ENEST_OPEN "<... (expression)"
%token NEST_CLOSE "...>" SDISJ_OPEN "( (statement disjunction)"
%token EDISJ_OPEN "\\( (expression disjunction)" DISJ_OR "|  (disjunction)"
%token DISJ_AND "& (conjunction)" DISJ_CLOSE ") (disjunction)"
%token OPTIONAL "? (optional)" WHEN "when" WHEN_END "end of when clause" AT "@"
%token WHEN_TF "true or false (when)"	/* `when != true E` */
%token ILBRACE "{ (initializer)"	/* pattern: `{` after `=`, also as an expression */
%token EXPR_END "end of line"	/* after an expression line with no `;` in a sequence */
%token FUNC_DISJ "\\( (function name disjunction)"	/* `\(f\|g\)(params) {` with no type */
%token MINMAX "GNU <? or >?"	/* `a <? b`, `a >? b` (old g++ minimum and maximum) */
/* Start symbols chosen by the filter's first token. */
%token MODE_UNIT MODE_BODY MODE_EXPR MODE_TYPE MODE_IDENT

/* `if (a) if (b) x; else y;`: the else belongs to the inner if (shift). */
%precedence THEN
%precedence ELSE
/* `MACRO(args)` may end a declaration macro without its `;`; when a `;`
 * follows, it belongs to the macro (shift). */
%precedence NO_SEMI
%precedence SEMI
/* A statement macro's arguments are optional; a `(` after its name
 * opens them (shift). */
%precedence NO_ARGS
%precedence LPAREN
/* Attributes after a declarator belong to it, not to the specifiers
 * of a following old-style parameter declaration (shift). */
%precedence NO_ATTR
%precedence ATTRIBUTE META_ATTR

/* Binary operators, loosest first.  An operator metavariable binds as
 * loosely as `||`: `a + b op c` is `(a + b) op c`.  GNU `<?` and `>?`
 * (minimum, maximum) bind like the relational operators they start with. */
%left OROR META_BINOP
%left ANDAND
%left PIPE
%left CARET
%left AMP
%left EQ NE
%left LT GT LE GE MINMAX
%left SHL SHR
%left PLUS MINUS
%left STAR SLASH PERCENT

%%

start:
	  MODE_UNIT top_items		{ cp_result(p, cp_fin(p, $2, @2)); }
	| MODE_BODY body_items		{ cp_result(p, cp_fin(p, $2, @2)); }
	| MODE_EXPR expr		{ cp_result(p, $2); }
	| MODE_TYPE type_name		{ cp_result(p, $2); }
	| MODE_IDENT ident		{ cp_result(p, $2); }
	| MODE_IDENT EDISJ_OPEN edisj DISJ_CLOSE	{ cp_result(p, cp_fin(p, $3, cp_span(@2, @4))); }
	;

/* ---- Toplevel ---- */

top_items:
	  %empty			{ $$ = cp_list(p, TOP_UNIT); }
	| top_items top_item		{ $$ = cp_add(p, $1, $2); }
	| top_items error RESYNC	{ $$ = cp_add(p, $1, cp_error(p, @2, @3)); yyerrok; }
	;

top_item:
	  declaration
	| function_definition
	| macro_decl
	| IDENTIFIER "(" arg_list_opt ")" ";"	{ $$ = cp_name(p, cp_node2(p, D_MACRO_DECL, @$, $3, NULL), @1); }
	| IDENTIFIER "(" arg_list_opt ")" %prec NO_SEMI	{ $$ = cp_name(p, cp_node2(p, D_MACRO_DECL, @$, $3, NULL), @1); }
	| IDENTIFIER ";"		{ $$ = cp_name(p, cp_node2(p, D_MACRO_DECL, @$, NULL, NULL), @1); }
	| ";"				{ $$ = cp_leaf(p, D_EMPTY, @$); }
	| PPLINE			{ $$ = cp_pp(p, @1); }
	| ASM ";"			{ $$ = cp_leaf(p, S_ASM, @$); }
	;

body_items:
	  %empty			{ $$ = cp_list(p, TOP_UNIT); }
	| body_items block_item		{ $$ = cp_add(p, $1, $2); }
	| body_items unlabeled_statement	{ $$ = cp_add(p, $1, $2); }
	| body_items function_definition	{ $$ = cp_add(p, $1, $2); }
	;

function_definition:
	  decl_specs attr_declarator compound		{ $$ = cp_funcdef(p, @$, $1, $2, NULL, $3); }
	| decl_specs attr_declarator kr_decls compound	{ $$ = cp_funcdef(p, @$, $1, $2, $3, $4); }
	| implicit_declarator compound			{ $$ = cp_flag(cp_funcdef(p, @$, NULL, $1, NULL, $2), NF_IMPLICIT_INT); }
	| implicit_declarator kr_decls compound		{ $$ = cp_flag(cp_funcdef(p, @$, NULL, $1, $2, $3), NF_IMPLICIT_INT); }
	;

/* `main(argc, argv)` or `f(void)` with no type before it (old C). */
implicit_declarator:
	  FUNC_NAME "(" params ")"	{ $$ = cp_node2(p, DR_FUNC, @$, cp_declname(p, @1), cp_fin(p, $3, @3)); }
	| FUNC_NAME "(" kr_names ")"	{ $$ = cp_node2(p, DR_FUNC, @$, cp_declname(p, @1), cp_fin(p, $3, @3)); }
	| FUNC_NAME AT META_POS "(" params ")"	{ $$ = cp_node2(p, DR_FUNC, @$, cp_pos(p, cp_span(@1, @3), cp_declname(p, @1), @3), cp_fin(p, $5, @5)); }
	| FUNC_DISJ edisj DISJ_CLOSE "(" params ")"	{ $$ = cp_node2(p, DR_FUNC, @$, cp_fin(p, $2, cp_span(@1, @3)), cp_fin(p, $5, @5)); }
	;

kr_decls:
	  declaration			{ $$ = cp_add(p, cp_list(p, L_KR_DECLS), $1); }
	| kr_decls declaration		{ $$ = cp_add(p, $1, $2); }
	;

macro_decl:
	  MACRO_DECL "(" arg_list_opt ")" ";"		{ $$ = cp_name(p, cp_node2(p, D_MACRO_DECL, @$, $3, NULL), @1); }
	| MACRO_DECL "(" arg_list_opt ")" %prec NO_SEMI	{ $$ = cp_name(p, cp_node2(p, D_MACRO_DECL, @$, $3, NULL), @1); }
	| MACRO_DECL MACRO_ARGS ";"			{ $$ = cp_name(p, cp_node2(p, D_MACRO_DECL, @$, NULL, NULL), @1); }
	| MACRO_DECL MACRO_ARGS %prec NO_SEMI		{ $$ = cp_name(p, cp_node2(p, D_MACRO_DECL, @$, NULL, NULL), @1); }
	| decl_specs MACRO_DECL MACRO_ARGS ";"		{ $$ = cp_name(p, cp_node2(p, D_MACRO_DECL, @$, NULL, $1), @2); }
	| MACRO_DECL ";"				{ $$ = cp_name(p, cp_node2(p, D_MACRO_DECL, @$, NULL, NULL), @1); }
	| decl_specs MACRO_DECL "(" arg_list_opt ")" ";"	{ $$ = cp_name(p, cp_node2(p, D_MACRO_DECL, @$, $4, $1), @2); }
	| decl_specs MACRO_DECL "(" arg_list_opt ")" %prec NO_SEMI	{ $$ = cp_name(p, cp_node2(p, D_MACRO_DECL, @$, $4, $1), @2); }
	| MACRO_DECL "(" arg_list_opt ")" macro_attrs ";"	{ $$ = cp_name(p, cp_node3(p, D_MACRO_DECL, @$, $3, NULL, cp_fin(p, $5, @5)), @1); }
	| decl_specs MACRO_DECL "(" arg_list_opt ")" macro_attrs ";"	{ $$ = cp_name(p, cp_node3(p, D_MACRO_DECL, @$, $4, $1, cp_fin(p, $6, @6)), @2); }
	;

/* Attributes between a declaration macro's arguments and its `;`
 * (`DECLARER(a) __attr;`): one T_ATTRS node. */
macro_attrs:
	  attr				{ $$ = $1; }
	| macro_attrs attr		{ $$ = cp_addall(p, $1, $2); }
	;

/* ---- Declarations ---- */

declaration:
	  decl_specs ";"			{ $$ = cp_decl(p, D_DECL, @$, $1, NULL); }
	| decl_specs init_decl_list ";"		{ $$ = cp_decl(p, D_DECL, @$, $1, $2); }
	| static_assert
	| LABEL label_names ";"			{ $$ = cp_decl(p, D_DECL, @$, cp_add(p, cp_list(p, T_SPECS), cp_op(p, cp_leaf(p, T_STORAGE, @1), @1)), $2); }
	| META_DECL				{ $$ = cp_meta(p, @1); }
	;

label_names:
	  ident				{ $$ = cp_add(p, cp_list(p, N_NONE), cp_node1(p, D_INIT_DECLARATOR, @1, $1)); }
	| label_names "," ident		{ $$ = cp_add(p, $1, cp_node1(p, D_INIT_DECLARATOR, @3, $3)); }
	;

static_assert:
	  STATIC_ASSERT "(" const_expr "," string_seq ")" ";"	{ $$ = cp_node2(p, D_STATIC_ASSERT, @$, $3, $5); }
	| STATIC_ASSERT "(" const_expr ")" ";"			{ $$ = cp_node2(p, D_STATIC_ASSERT, @$, $3, NULL); }
	;

decl_specs:
	  decl_spec			{ $$ = cp_add(p, cp_list(p, T_SPECS), $1); }
	| decl_specs decl_spec		{ $$ = cp_add(p, $1, $2); }
	;

decl_spec:
	  STORAGE			{ $$ = cp_op(p, cp_leaf(p, T_STORAGE, @1), @1); }
	| QUAL				{ $$ = cp_op(p, cp_leaf(p, T_QUAL, @1), @1); }
	| BASE				{ $$ = cp_op(p, cp_leaf(p, T_BASE, @1), @1); }
	| TYPEDEF_NAME			{ $$ = cp_type_name(p, @1); }
	| META_TYPE			{ $$ = cp_meta(p, @1); }
	| META_TYPE "{" fields "}"	{ $$ = cp_name(p, cp_node2(p, T_STRUCT, @$, cp_fin(p, $3, cp_span(@2, @4)), NULL), @1); }
	| attr				{ $$ = $1; }
	| struct_spec
	| enum_spec
	| TYPEOF "(" expr ")"		{ $$ = cp_node1(p, T_TYPEOF, @$, $3); }
	| TYPEOF "(" type_name ")"	{ $$ = cp_node1(p, T_TYPEOF, @$, $3); }
	| ATOMIC_LP type_name ")"	{ $$ = cp_op(p, cp_node1(p, T_QUAL, @$, $2), @1); }
	| ALIGNAS "(" type_name ")"	{ $$ = cp_node1(p, T_ALIGNAS, @$, $3); }
	| ALIGNAS "(" const_expr ")"	{ $$ = cp_node1(p, T_ALIGNAS, @$, $3); }
	;

attr:
	  ATTRIBUTE			{ $$ = cp_leaf(p, T_ATTRS, @1); }
	| META_ATTR			{ $$ = cp_node1(p, T_ATTRS, @1, cp_meta(p, @1)); }
	;

/* Attributes after a declarator: asm labels count too. */
attrs:
	  attr				{ $$ = $1; }
	| ASM				{ $$ = cp_leaf(p, T_ATTRS, @1); }
	| attrs attr			{ $$ = cp_fin(p, cp_addall(p, $1, $2), @$); }
	| attrs ASM			{ $$ = cp_fin(p, $1, @$); }
	;

attrs_opt:
	  %empty			{ $$ = NULL; }
	| attrs
	;

struct_spec:
	  STRUCT attrs_opt "{" fields "}"		{ $$ = cp_op(p, cp_node2(p, T_STRUCT, @$, cp_fin(p, $4, cp_span(@3, @5)), $2), @1); }
	| STRUCT attrs_opt tag "{" fields "}"	{ $$ = cp_name(p, cp_op(p, cp_node2(p, T_STRUCT, @$, cp_fin(p, $5, cp_span(@4, @6)), $2), @1), @3); }
	| STRUCT attrs_opt tag			{ $$ = cp_name(p, cp_op(p, cp_node2(p, T_STRUCT, @$, NULL, $2), @1), @3); }
	| STRUCT attrs_opt EDISJ_OPEN edisj DISJ_CLOSE	{ $$ = cp_op(p, cp_node3(p, T_STRUCT, @$, NULL, $2, cp_fin(p, $4, cp_span(@3, @5))), @1); }
	;

tag:
	  IDENTIFIER
	| TYPEDEF_NAME
	| META_IDENT
	;

fields:
	  %empty			{ $$ = cp_list(p, L_FIELDS); }
	| fields field_item		{ $$ = cp_add(p, $1, $2); }
	;

field_item:
	  decl_specs field_decl_list ";"	{ $$ = cp_decl(p, D_FIELD, @$, $1, $2); }
	| decl_specs ";"			{ $$ = cp_decl(p, D_FIELD, @$, $1, NULL); }
	| ";"					{ $$ = cp_leaf(p, D_EMPTY, @$); }
	| PPLINE				{ $$ = cp_pp(p, @1); }
	| static_assert
	| macro_decl
	| IDENTIFIER "(" arg_list_opt ")" ";"	{ $$ = cp_name(p, cp_node2(p, D_MACRO_DECL, @$, $3, NULL), @1); }
	| META_FIELD				{ $$ = cp_meta(p, @1); }
	| META_FIELD_LIST			{ $$ = cp_meta(p, @1); }
	| SDOTS					{ $$ = cp_leaf(p, P_DOTS, @1); }
	| SDISJ_OPEN sdisj DISJ_CLOSE		{ $$ = cp_fin(p, $2, @$); }
	| OPTIONAL field_item			{ $$ = cp_node1(p, P_OPT, @$, $2); }
	| MACRO_STMT				{ $$ = cp_name(p, cp_node1(p, S_MACRO, @$, NULL), @1); }
	;

field_decl_list:
	  field_decl			{ $$ = cp_add(p, cp_list(p, N_NONE), $1); }
	| field_decl_list "," field_decl	{ $$ = cp_add(p, $1, $3); }
	;

field_decl:
	  attr_declarator			{ $$ = cp_node2(p, D_FIELD_DECLARATOR, @$, $1, NULL); }
	| attr_declarator ":" const_expr attrs_opt	{ $$ = cp_node2(p, D_FIELD_DECLARATOR, @$, $1, $3); }
	| ":" const_expr			{ $$ = cp_node2(p, D_FIELD_DECLARATOR, @$, NULL, $2); }
	;

enum_spec:
	  ENUM attrs_opt "{" enum_body "}"	{ $$ = cp_node2(p, T_ENUM, @$, cp_fin(p, $4, cp_span(@3, @5)), $2); }
	| ENUM attrs_opt tag "{" enum_body "}"	{ $$ = cp_name(p, cp_node2(p, T_ENUM, @$, cp_fin(p, $5, cp_span(@4, @6)), $2), @3); }
	| ENUM attrs_opt tag			{ $$ = cp_name(p, cp_node2(p, T_ENUM, @$, NULL, $2), @3); }
	;

enum_body:
	  %empty			{ $$ = cp_list(p, L_ENUMERATORS); }
	| pplines			{ $$ = cp_addall(p, cp_list(p, L_ENUMERATORS), $1); }
	| enum_list
	| enum_list ","
	| enum_list "," pplines		{ $$ = cp_addall(p, $1, $3); }
	;

enum_list:
	  enumerator			{ $$ = cp_add(p, cp_list(p, L_ENUMERATORS), $1); }
	| pplines enumerator		{ $$ = cp_add(p, cp_addall(p, cp_list(p, L_ENUMERATORS), $1), $2); }
	| enum_list "," enumerator	{ $$ = cp_add(p, $1, $3); }
	| enum_list "," pplines enumerator	{ $$ = cp_add(p, cp_addall(p, $1, $3), $4); }
	;

enumerator:
	  enum_name attrs_opt			{ $$ = cp_name(p, cp_leaf(p, D_ENUMERATOR, @$), @1); }
	| enum_name attrs_opt "=" const_expr	{ $$ = cp_name(p, cp_node1(p, D_ENUMERATOR, @$, $4), @1); }
	| enum_name "(" arg_list_opt ")"	{ $$ = cp_name(p, cp_node1(p, D_ENUMERATOR, @$, cp_node2(p, E_CALL, @$, cp_ident(p, @1), $3)), @1); }
	/* a position on the name: an own token after it (match_own binds it) */
	| enum_name AT META_POS attrs_opt	{ $$ = cp_name(p, cp_leaf(p, D_ENUMERATOR, @$), @1); }
	| enum_name AT META_POS attrs_opt "=" const_expr	{ $$ = cp_name(p, cp_node1(p, D_ENUMERATOR, @$, $6), @1); }
	| ELLIPSIS				{ $$ = cp_leaf(p, P_DOTS, @1); }
	;

enum_name:
	  IDENTIFIER
	| TYPEDEF_NAME
	| META_IDENT
	;

pplines:
	  PPLINE			{ $$ = cp_add(p, cp_list(p, N_NONE), cp_pp(p, @1)); }
	| pplines PPLINE		{ $$ = cp_add(p, $1, cp_pp(p, @2)); }
	;

init_decl_list:
	  init_decl			{ $$ = cp_add(p, cp_list(p, N_NONE), $1); }
	| init_decl_list "," init_decl	{ $$ = cp_add(p, $1, $3); }
	;

init_decl:
	  attr_declarator			{ $$ = cp_node1(p, D_INIT_DECLARATOR, @$, $1); }
	| attr_declarator "=" initializer	{ $$ = cp_node2(p, D_INIT_DECLARATOR, @$, $1, $3); }
	;

/* ---- Declarators ---- */

attr_declarator:
	  declarator %prec NO_ATTR
	| declarator attrs %prec NO_ATTR	{ $$ = cp_node2(p, DR_ATTR, @$, $1, $2); }
	;

declarator:
	  direct_declarator
	| pointer direct_declarator	{ $$ = cp_ptr_apply(p, $1, $2, @$); }
	;

pointer:
	  "*"				{ $$ = cp_ptr(p, @$, NULL, NULL); }
	| "*" ptr_quals			{ $$ = cp_ptr(p, @$, cp_fin(p, $2, @2), NULL); }
	| "*" pointer			{ $$ = cp_ptr(p, @$, NULL, $2); }
	| "*" ptr_quals pointer		{ $$ = cp_ptr(p, @$, cp_fin(p, $2, @2), $3); }
	;

ptr_quals:
	  ptr_qual			{ $$ = cp_add(p, cp_list(p, T_QUALS), $1); }
	| ptr_quals ptr_qual		{ $$ = cp_add(p, $1, $2); }
	;

ptr_qual:
	  QUAL				{ $$ = cp_op(p, cp_leaf(p, T_QUAL, @1), @1); }
	| attr
	;

direct_declarator:
	  IDENTIFIER			{ $$ = cp_name(p, cp_leaf(p, DR_IDENT, @1), @1); }
	| META_IDENT			{ $$ = cp_meta(p, @1); }
	| EDISJ_OPEN edisj DISJ_CLOSE	{ $$ = cp_fin(p, $2, @$); }
	| "(" attr_declarator ")"	{ $$ = cp_node1(p, DR_PAREN, @$, $2); }
	| direct_declarator "[" array_size "]"	{ $$ = cp_node2(p, DR_ARRAY, @$, $1, $3); }
	| direct_declarator "[" STORAGE assign_expr "]"	{ $$ = cp_flag(cp_node2(p, DR_ARRAY, @$, $1, $4), NF_STATIC); }
	| direct_declarator "[" STORAGE QUAL assign_expr "]"	{ $$ = cp_flag(cp_node2(p, DR_ARRAY, @$, $1, $5), NF_STATIC); }
	| direct_declarator "(" params ")"	{ $$ = cp_node2(p, DR_FUNC, @$, $1, cp_fin(p, $3, @3)); }
	| direct_declarator "(" kr_names ")"	{ $$ = cp_node2(p, DR_FUNC, @$, $1, cp_fin(p, $3, @3)); }
	| direct_declarator AT META_POS		{ $$ = cp_pos(p, @$, $1, @3); }
	;

array_size:
	  %empty			{ $$ = NULL; }
	| assign_expr
	| QUAL assign_expr		{ $$ = $2; }
	;

params:
	  %empty			{ $$ = cp_list(p, L_PARAMS); }
	| param_list
	;

param_list:
	  param				{ $$ = cp_add(p, cp_list(p, L_PARAMS), $1); }
	| param_list "," param		{ $$ = cp_add(p, $1, $3); }
	| param_list "," pplines param	{ $$ = cp_add(p, cp_addall(p, $1, $3), $4); }
	;

param:
	  decl_specs attr_declarator	{ $$ = cp_node2(p, D_PARAM, @$, $1, $2); }
	| decl_specs			{ $$ = cp_node2(p, D_PARAM, @$, $1, NULL); }
	| decl_specs abstract_declarator	{ $$ = cp_node2(p, D_PARAM, @$, $1, $2); }
	| ELLIPSIS			{ $$ = cp_varargs(p, @1); }
	| META_PARAM			{ $$ = cp_meta(p, @1); }
	| META_PARAM_LIST		{ $$ = cp_meta(p, @1); }
	;

/* Old-style parameter names `f(a, b)`. */
kr_names:
	  IDENTIFIER			{ $$ = cp_add(p, cp_list(p, L_PARAMS), cp_node2(p, D_PARAM, @1, NULL, cp_name(p, cp_leaf(p, DR_IDENT, @1), @1))); }
	| kr_names "," IDENTIFIER	{ $$ = cp_add(p, $1, cp_node2(p, D_PARAM, @3, NULL, cp_name(p, cp_leaf(p, DR_IDENT, @3), @3))); }
	;

abstract_declarator:
	  pointer			{ $$ = cp_ptr_apply(p, $1, NULL, @$); }
	| pointer direct_abstract	{ $$ = cp_ptr_apply(p, $1, $2, @$); }
	| direct_abstract
	;

direct_abstract:
	  "(" abstract_declarator ")"	{ $$ = cp_node1(p, DR_PAREN, @$, $2); }
	| "[" array_size "]"		{ $$ = cp_node2(p, DR_ARRAY, @$, cp_leaf(p, DR_ABSTRACT, @1), $2); }
	| direct_abstract "[" array_size "]"	{ $$ = cp_node2(p, DR_ARRAY, @$, $1, $3); }
	| "(" params ")"		{ $$ = cp_node2(p, DR_FUNC, @$, cp_leaf(p, DR_ABSTRACT, @1), cp_fin(p, $2, @2)); }
	| direct_abstract "(" params ")"	{ $$ = cp_node2(p, DR_FUNC, @$, $1, cp_fin(p, $3, @3)); }
	;

type_name:
	  decl_specs			{ $$ = cp_node2(p, T_TYPENAME, @$, $1, NULL); }
	| decl_specs abstract_declarator	{ $$ = cp_node2(p, T_TYPENAME, @$, $1, $2); }
	;

/* ---- Initializers ---- */

initializer:
	  assign_expr
	| "{" init_body "}"		{ $$ = cp_fin(p, $2, @$); }
	| META_INIT			{ $$ = cp_meta(p, @1); }
	;

init_body:
	  %empty			{ $$ = cp_list(p, I_LIST); }
	| pplines			{ $$ = cp_addall(p, cp_list(p, I_LIST), $1); }
	| init_list
	| init_list ","
	| init_list "," pplines		{ $$ = cp_addall(p, $1, $3); }
	| init_list pplines		{ $$ = cp_addall(p, $1, $2); }   /* `{ a },\n#ifdef X\n{ b }\n#endif\n}' */
	;

init_list:
	  init_elem			{ $$ = cp_add(p, cp_list(p, I_LIST), $1); }
	| pplines init_elem		{ $$ = cp_add(p, cp_addall(p, cp_list(p, I_LIST), $1), $2); }
	| init_list "," init_elem	{ $$ = cp_add(p, $1, $3); }
	| init_list "," pplines init_elem	{ $$ = cp_add(p, cp_addall(p, $1, $3), $4); }
	;

init_elem:
	  initializer
	| designators "=" initializer	{ $$ = cp_node2(p, I_DESIG, @$, cp_fin(p, $1, @1), $3); }
	| designators initializer	{ $$ = cp_node2(p, I_DESIG, @$, cp_fin(p, $1, @1), $2); }
	| IDENTIFIER ":" initializer	{ $$ = cp_flag(cp_node2(p, I_DESIG, @$, cp_add(p, cp_list(p, L_DESIGNATORS), cp_node1(p, I_FIELD_DESIG, @1, cp_ident(p, @1))), $3), NF_GNU_DESIG); }
	| META_INIT_LIST		{ $$ = cp_meta(p, @1); }
	;

designators:
	  designator			{ $$ = cp_add(p, cp_list(p, L_DESIGNATORS), $1); }
	| designators designator	{ $$ = cp_add(p, $1, $2); }
	;

designator:
	  "[" const_expr "]"		{ $$ = cp_node2(p, I_INDEX_DESIG, @$, $2, NULL); }
	| "[" const_expr "..." const_expr "]"	{ $$ = cp_node2(p, I_INDEX_DESIG, @$, $2, $4); }
	| "." member			{ $$ = cp_node1(p, I_FIELD_DESIG, @$, $2); }
	| "." member AT META_POS	{ $$ = cp_node1(p, I_FIELD_DESIG, @$, cp_pos(p, cp_span(@2, @4), $2, @4)); }
	;

/* ---- Statements ---- */

compound:
	  "{" block_items "}"		{ $$ = cp_fin(p, $2, @$); }
	;

block_items:
	  %empty			{ $$ = cp_list(p, S_BLOCK); }
	| block_items block_item	{ $$ = cp_add(p, $1, $2); }
	| block_items unlabeled_statement	{ $$ = cp_add(p, $1, $2); }
	;

/* A non-empty sequence of block items (pattern branches and nests). */
stmt_seq:
	  block_item			{ $$ = cp_add(p, cp_list(p, P_SEQ), $1); }
	| unlabeled_statement		{ $$ = cp_add(p, cp_list(p, P_SEQ), $1); }
	| stmt_seq block_item		{ $$ = cp_add(p, $1, $2); }
	| stmt_seq unlabeled_statement	{ $$ = cp_add(p, $1, $2); }
	;

/* What a block holds besides statements (those are alternatives of
 * block_items and stmt_seq themselves: one reduction fewer each). */
block_item:
	  declaration
	| macro_decl
	| label
	| PPLINE			{ $$ = cp_pp(p, @1); }
	| META_STMT_LIST		{ $$ = cp_meta(p, @1); }
	| OPTIONAL declaration		{ $$ = cp_node1(p, P_OPT, @$, $2); }
	;

label:
	  IDENTIFIER ":"		{ $$ = cp_name(p, cp_leaf(p, S_LABEL, @$), @1); }
	| META_IDENT ":"		{ $$ = cp_name(p, cp_leaf(p, S_LABEL, @$), @1); }
	| CASE const_expr ":"		{ $$ = cp_node2(p, S_CASE, @$, $2, NULL); }
	| CASE const_expr "..." const_expr ":"	{ $$ = cp_node2(p, S_CASE, @$, $2, $4); }
	| DEFAULT ":"			{ $$ = cp_leaf(p, S_DEFAULT, @$); }
	;

/* A statement where one statement stands (the body of if, while...):
 * it may carry labels, kept as S_LABEL/S_CASE/S_DEFAULT whose last kid
 * is the labeled statement. */
statement:
	  unlabeled_statement
	| IDENTIFIER ":" statement	{ $$ = cp_name(p, cp_node1(p, S_LABEL, @$, $3), @1); }
	| CASE const_expr ":" statement	{ $$ = cp_node3(p, S_CASE, @$, $2, NULL, $4); }
	| DEFAULT ":" statement		{ $$ = cp_node1(p, S_DEFAULT, @$, $3); }
	;

unlabeled_statement:
	  compound
	| expr ";"			{ $$ = cp_node1(p, S_EXPR, @$, $1); }
	| ";"				{ $$ = cp_leaf(p, S_EMPTY, @$); }
	| IF "(" expr ")" statement %prec THEN	{ $$ = cp_node3(p, S_IF, @$, $3, $5, NULL); }
	| IF "(" expr ")" statement ELSE statement	{ $$ = cp_node3(p, S_IF, @$, $3, $5, $7); }
	| WHILE "(" expr ")" statement	{ $$ = cp_node2(p, S_WHILE, @$, $3, $5); }
	| DO statement WHILE "(" expr ")" ";"	{ $$ = cp_node2(p, S_DO, @$, $2, $5); }
	| FOR "(" expr_opt ";" expr_opt ";" expr_opt ")" statement	{ $$ = cp_node4(p, S_FOR, @$, $3, $5, $7, $9); }
	| FOR "(" declaration expr_opt ";" expr_opt ")" statement	{ $$ = cp_node4(p, S_FOR, @$, $3, $4, $6, $8); }
	| SWITCH "(" expr ")" statement	{ $$ = cp_node2(p, S_SWITCH, @$, $3, $5); }
	| BREAK ";"			{ $$ = cp_leaf(p, S_BREAK, @$); }
	| CONTINUE ";"			{ $$ = cp_leaf(p, S_CONTINUE, @$); }
	| RETURN ";"			{ $$ = cp_node1(p, S_RETURN, @$, NULL); }
	| RETURN expr ";"		{ $$ = cp_node1(p, S_RETURN, @$, $2); }
	| GOTO ident ";"		{ $$ = cp_name(p, cp_leaf(p, S_GOTO, @$), @2); }
	| GOTO "*" expr ";"		{ $$ = cp_node1(p, S_GOTO, @$, $3); }
	| ASM ";"			{ $$ = cp_leaf(p, S_ASM, @$); }
	| MACRO_STMT "(" arg_list_opt ")" %prec NO_SEMI	{ $$ = cp_name(p, cp_node1(p, S_MACRO, @$, $3), @1); }
	| MACRO_STMT "(" arg_list_opt ")" ";"	{ $$ = cp_name(p, cp_node1(p, S_MACRO, @$, $3), @1); }
	| MACRO_STMT %prec NO_ARGS	{ $$ = cp_name(p, cp_node1(p, S_MACRO, @$, NULL), @1); }
	| MACRO_STMT MACRO_ARGS		{ $$ = cp_name(p, cp_node1(p, S_MACRO, @$, NULL), @1); }
	| MACRO_ITER MACRO_ARGS statement	{ $$ = cp_name(p, cp_node2(p, S_ITERATOR, @$, NULL, $3), @1); }
	| MACRO_ITER "(" arg_list_opt ")" statement	{ $$ = cp_name(p, cp_node2(p, S_ITERATOR, @$, $3, $5), @1); }
	| META_STMT			{ $$ = cp_meta(p, @1); }
	| META_STMT AT META_POS		{ $$ = cp_pos(p, @$, cp_meta(p, @1), @3); }
	| expr EXPR_END			{ $$ = $1; }
	| SDOTS whens			{ $$ = cp_fin(p, cp_addall(p, cp_leaf(p, P_DOTS, @1), $2), @$); }
	| SNEST_OPEN whens nest_body NEST_CLOSE	{ $$ = cp_op(p, cp_addall(p, cp_node1(p, P_NEST, @$, $3), $2), @1); }
	/* a nest all of whose lines are removed, in the plus view */
	| SNEST_OPEN whens NEST_CLOSE	{ $$ = cp_op(p, cp_addall(p, cp_node1(p, P_NEST, @$, NULL), $2), @1); }
	| SDISJ_OPEN sdisj DISJ_CLOSE	{ $$ = cp_fin(p, $2, @$); }
	| OPTIONAL statement		{ $$ = cp_node1(p, P_OPT, @$, $2); }
	;

expr_opt:
	  %empty			{ $$ = NULL; }
	| expr
	;

whens:
	  %empty			{ $$ = cp_list(p, N_NONE); }
	| whens when			{ $$ = cp_add(p, $1, $2); }
	;

when:
	  WHEN "!=" when_arg WHEN_END	{ $$ = cp_when(p, @$, @2, $3); }
	| WHEN "==" when_arg WHEN_END	{ $$ = cp_when(p, @$, @2, $3); }
	| WHEN "=" when_arg WHEN_END	{ $$ = cp_when(p, @$, @2, $3); }
	| WHEN IDENTIFIER WHEN_END	{ $$ = cp_when(p, @$, @2, NULL); }
	| WHEN "!=" WHEN_TF when_arg WHEN_END	{ $$ = cp_name(p, cp_when(p, @$, @2, $4), @3); }
	| WHEN "==" WHEN_TF when_arg WHEN_END	{ $$ = cp_name(p, cp_when(p, @$, @2, $4), @3); }
	;

when_arg:
	  expr
	| stmt_seq
	;

nest_body:
	  stmt_seq
	| expr
	;

sdisj:
	  sbranch			{ $$ = cp_node1(p, P_DISJ, @$, $1); }
	| sdisj DISJ_OR sbranch		{ $$ = cp_disj(p, $1, @2, $3); }
	| sdisj DISJ_AND sbranch	{ $$ = cp_disj(p, $1, @2, $3); }
	;

sbranch:
	  %empty			{ $$ = cp_fin(p, cp_list(p, P_SEQ), @$); }
	| stmt_seq			{ $$ = cp_fin(p, $1, @1); }
	| expr
	;

/* ---- Expressions ---- */

ident:
	  IDENTIFIER			{ $$ = cp_ident(p, @1); }
	| META_IDENT			{ $$ = cp_ident(p, @1); }
	;

member:
	  IDENTIFIER			{ $$ = cp_ident(p, @1); }
	| member_other
	;

/* A member name other than an identifier; after `.` and `->` in an
 * expression an identifier is spelled in the rule itself (one
 * reduction fewer per member access). */
/* A field name: an identifier (metavariable), a disjunction of them, a
 * word that names a type elsewhere; not an expression metavariable
 * (`P->E' with E an expression is refused, as spatch refuses it). */
member_other:
	  EDISJ_OPEN edisj DISJ_CLOSE	{ $$ = cp_fin(p, $2, @$); }
	| TYPEDEF_NAME			{ $$ = cp_ident(p, @1); }
	| META_IDENT			{ $$ = cp_ident(p, @1); }
	;

string_seq:
	  STRING			{ $$ = cp_leaf(p, E_STRING, @$); }
	| MACRO_STRING			{ $$ = cp_leaf(p, E_STRING, @$); }
	| string_seq STRING		{ $$ = cp_fin(p, $1, @$); }
	| string_seq MACRO_STRING	{ $$ = cp_fin(p, $1, @$); }
	| string_seq IDENTIFIER "(" arg_list_opt ")"	{ $$ = cp_fin(p, $1, @$); }
	;


edisj:
	  expr				{ $$ = cp_node1(p, P_DISJ, @$, $1); }
	| edisj DISJ_OR expr		{ $$ = cp_disj(p, $1, @2, $3); }
	| edisj DISJ_AND expr		{ $$ = cp_disj(p, $1, @2, $3); }
	;

generic_assocs:
	  generic_assoc			{ $$ = cp_add(p, cp_list(p, N_NONE), $1); }
	| generic_assocs "," generic_assoc	{ $$ = cp_add(p, $1, $3); }
	;

generic_assoc:
	  type_name ":" assign_expr	{ $$ = cp_node2(p, E_GENERIC_ASSOC, @$, $1, $3); }
	| DEFAULT ":" assign_expr	{ $$ = cp_node2(p, E_GENERIC_ASSOC, @$, NULL, $3); }
	;

/* The primary expressions are alternatives of postfix_expr itself, and
 * an identifier is one directly (not through `ident`): each leaf of an
 * expression is reduced fewer times on its way up (the parse is the
 * same). */
postfix_expr:
	  IDENTIFIER			{ $$ = cp_ident(p, @1); }
	| META_IDENT			{ $$ = cp_ident(p, @1); }
	| META_EXPR			{ $$ = cp_meta(p, @1); }
	| INTEGER			{ $$ = cp_op(p, cp_leaf(p, E_CONST, @1), @1); }
	| FLOATING			{ $$ = cp_op(p, cp_leaf(p, E_CONST, @1), @1); }
	| CHARACTER			{ $$ = cp_op(p, cp_leaf(p, E_CONST, @1), @1); }
	| string_seq
	| "(" expr ")"			{ $$ = cp_node1(p, E_PAREN, @$, $2); }
	| "(" compound ")"		{ $$ = cp_node1(p, E_STMT_EXPR, @$, $2); }
	| GENERIC "(" assign_expr "," generic_assocs ")"	{ $$ = cp_fin(p, cp_addall(p, cp_node1(p, E_GENERIC, @$, $3), $5), @$); }
	| BUILTIN_VA_ARG "(" assign_expr "," type_name ")"	{ $$ = cp_op(p, cp_node1(p, E_BUILTIN, @$, cp_fin(p, cp_add(p, cp_add(p, cp_list(p, L_ARGS), $3), cp_node1(p, E_TYPE_ARG, @5, $5)), @2)), @1); }
	| BUILTIN_OFFSETOF "(" type_name "," postfix_expr ")"	{ $$ = cp_op(p, cp_node1(p, E_BUILTIN, @$, cp_fin(p, cp_add(p, cp_add(p, cp_list(p, L_ARGS), cp_node1(p, E_TYPE_ARG, @3, $3)), $5), @2)), @1); }
	| BUILTIN_TCP "(" type_name "," type_name ")"	{ $$ = cp_op(p, cp_node1(p, E_BUILTIN, @$, cp_fin(p, cp_add(p, cp_add(p, cp_list(p, L_ARGS), cp_node1(p, E_TYPE_ARG, @3, $3)), cp_node1(p, E_TYPE_ARG, @5, $5)), @2)), @1); }
	| ELLIPSIS			{ $$ = cp_leaf(p, P_DOTS, @1); }
	| ILBRACE init_body "}"		{ $$ = cp_fin(p, $2, @$); }
	| ENEST_OPEN expr NEST_CLOSE	{ $$ = cp_op(p, cp_node1(p, P_NEST, @$, $2), @1); }
	| EDISJ_OPEN edisj DISJ_CLOSE	{ $$ = cp_fin(p, $2, @$); }
	| postfix_expr "[" expr "]"	{ $$ = cp_node2(p, E_INDEX, @$, $1, $3); }
	| postfix_expr "(" arg_list_opt ")"	{ $$ = cp_node2(p, E_CALL, @$, $1, $3); }
	| postfix_expr "(" arg_list_opt ")" string_seq	{ $$ = cp_leaf(p, E_STRING, @$); }
	| postfix_expr "." IDENTIFIER	{ $$ = cp_op(p, cp_node2(p, E_MEMBER, @$, $1, cp_ident(p, @3)), @2); }
	| postfix_expr "->" IDENTIFIER	{ $$ = cp_op(p, cp_node2(p, E_MEMBER, @$, $1, cp_ident(p, @3)), @2); }
	| postfix_expr "." member_other	{ $$ = cp_op(p, cp_node2(p, E_MEMBER, @$, $1, $3), @2); }
	| postfix_expr "->" member_other	{ $$ = cp_op(p, cp_node2(p, E_MEMBER, @$, $1, $3), @2); }
	| postfix_expr "++"		{ $$ = cp_op(p, cp_node1(p, E_POSTFIX, @$, $1), @2); }
	| postfix_expr "--"		{ $$ = cp_op(p, cp_node1(p, E_POSTFIX, @$, $1), @2); }
	| "(" type_name ")" "{" init_body "}"	{ $$ = cp_node2(p, E_COMPOUND_LIT, @$, $2, cp_fin(p, $5, @5)); }
	| postfix_expr AT META_POS	{ $$ = cp_pos(p, @$, $1, @3); }
	;

arg_list_opt:
	  %empty			{ $$ = cp_fin(p, cp_list(p, L_ARGS), @$); }
	| arg_list			{ $$ = cp_fin(p, $1, @$); }
	;

arg_list:
	  arg				{ $$ = cp_add(p, cp_list(p, L_ARGS), $1); }
	| arg_list "," arg		{ $$ = cp_add(p, $1, $3); }
	| arg_list "," pplines arg	{ $$ = cp_add(p, cp_addall(p, $1, $3), $4); }
	| arg_list ","			{ $$ = $1; }
	| "," arg			{ $$ = cp_add(p, cp_list(p, L_ARGS), $2); }
	;

/* An argument takes the alternatives of assign_expr directly (one
 * reduction fewer per argument). */
arg:
	  binary_expr
	| binary_expr "?" expr ":" cond_expr	{ $$ = cp_node3(p, E_COND, @$, $1, $3, $5); }
	| binary_expr "?" ":" cond_expr		{ $$ = cp_node3(p, E_COND, @$, $1, NULL, $4); }
	| unary_expr "=" assign_expr		{ $$ = cp_op(p, cp_node2(p, E_ASSIGN, @$, $1, $3), @2); }
	| unary_expr ASSIGN_OP assign_expr	{ $$ = cp_op(p, cp_node2(p, E_ASSIGN, @$, $1, $3), @2); }
	| unary_expr META_ASSIGNOP assign_expr	{ $$ = cp_op(p, cp_node2(p, E_ASSIGN, @$, $1, $3), @2); }
	| type_name			{ $$ = cp_node1(p, E_TYPE_ARG, @$, $1); }
	| decl_specs attr_declarator	{ $$ = cp_node2(p, D_PARAM, @$, $1, $2); }
	| META_EXPR_LIST		{ $$ = cp_meta(p, @1); }
	| META_EXPR_LIST AT META_POS	{ $$ = cp_pos(p, @$, cp_meta(p, @1), @3); }
	/* Macro arguments that are no expressions: BTF_ID(struct, x),
	 * snd_magic_cast(t, p, return -ENXIO), a conditional call. */
	| STRUCT			{ $$ = cp_op(p, cp_node2(p, T_STRUCT, @$, NULL, NULL), @1); }
	| RETURN			{ $$ = cp_node1(p, S_RETURN, @$, NULL); }
	| RETURN assign_expr		{ $$ = cp_node1(p, S_RETURN, @$, $2); }
	/* DEFINE_FREE(name, type, if (_T) put(_T)) */
	| IF "(" expr ")" assign_expr	{ $$ = cp_node3(p, S_IF, @$, $3, cp_node1(p, S_EXPR, @5, $5), NULL); }
	;

unary_expr:
	  postfix_expr
	| prefix_expr
	;

/* The unary expressions that begin with an operator: binary_expr
 * takes them and postfix_expr directly (not through unary_expr), one
 * reduction fewer per operand. */
prefix_expr:
	  "++" unary_expr		{ $$ = cp_op(p, cp_node1(p, E_PREFIX, @$, $2), @1); }
	| "--" unary_expr		{ $$ = cp_op(p, cp_node1(p, E_PREFIX, @$, $2), @1); }
	| unary_op cast_expr		{ $$ = cp_op(p, cp_node1(p, E_UNARY, @$, $2), @1); }
	| META_UNOP cast_expr		{ $$ = cp_op(p, cp_node1(p, E_UNARY, @$, $2), @1); }
	| "&&" ident			{ $$ = cp_op(p, cp_node1(p, E_UNARY, @$, $2), @1); }
	| SIZEOF unary_expr		{ $$ = cp_sizeof(p, @$, $2, @1); }
	| SIZEOF "(" type_name ")"	{ $$ = cp_op(p, cp_node1(p, E_SIZEOF_TYPE, @$, $3), @1); }
	| ALIGNOF unary_expr		{ $$ = cp_sizeof(p, @$, $2, @1); }
	| ALIGNOF "(" type_name ")"	{ $$ = cp_op(p, cp_node1(p, E_SIZEOF_TYPE, @$, $3), @1); }
	;

unary_op:
	  "&" | "*" | "+" | "-" | "~" | "!"
	;

cast_expr:
	  unary_expr
	| "(" type_name ")" cast_expr	{ $$ = cp_node2(p, E_CAST, @$, $2, $4); }
	;

/* Not `binary_expr: cast_expr': a postfix or prefix expression or a
 * cast is an operand directly, one reduction fewer per operand. */
binary_expr:
	  postfix_expr
	| prefix_expr
	| "(" type_name ")" cast_expr	{ $$ = cp_node2(p, E_CAST, @$, $2, $4); }
	| binary_expr "||" binary_expr	{ $$ = cp_op(p, cp_node2(p, E_BINARY, @$, $1, $3), @2); }
	| binary_expr "&&" binary_expr	{ $$ = cp_op(p, cp_node2(p, E_BINARY, @$, $1, $3), @2); }
	| binary_expr "|" binary_expr	{ $$ = cp_op(p, cp_node2(p, E_BINARY, @$, $1, $3), @2); }
	| binary_expr "^" binary_expr	{ $$ = cp_op(p, cp_node2(p, E_BINARY, @$, $1, $3), @2); }
	| binary_expr "&" binary_expr	{ $$ = cp_op(p, cp_node2(p, E_BINARY, @$, $1, $3), @2); }
	| binary_expr "==" binary_expr	{ $$ = cp_op(p, cp_node2(p, E_BINARY, @$, $1, $3), @2); }
	| binary_expr "!=" binary_expr	{ $$ = cp_op(p, cp_node2(p, E_BINARY, @$, $1, $3), @2); }
	| binary_expr "<" binary_expr	{ $$ = cp_op(p, cp_node2(p, E_BINARY, @$, $1, $3), @2); }
	| binary_expr ">" binary_expr	{ $$ = cp_op(p, cp_node2(p, E_BINARY, @$, $1, $3), @2); }
	| binary_expr "<=" binary_expr	{ $$ = cp_op(p, cp_node2(p, E_BINARY, @$, $1, $3), @2); }
	| binary_expr ">=" binary_expr	{ $$ = cp_op(p, cp_node2(p, E_BINARY, @$, $1, $3), @2); }
	| binary_expr "<<" binary_expr	{ $$ = cp_op(p, cp_node2(p, E_BINARY, @$, $1, $3), @2); }
	| binary_expr ">>" binary_expr	{ $$ = cp_op(p, cp_node2(p, E_BINARY, @$, $1, $3), @2); }
	| binary_expr "+" binary_expr	{ $$ = cp_op(p, cp_node2(p, E_BINARY, @$, $1, $3), @2); }
	| binary_expr "-" binary_expr	{ $$ = cp_op(p, cp_node2(p, E_BINARY, @$, $1, $3), @2); }
	| binary_expr "*" binary_expr	{ $$ = cp_op(p, cp_node2(p, E_BINARY, @$, $1, $3), @2); }
	| binary_expr "/" binary_expr	{ $$ = cp_op(p, cp_node2(p, E_BINARY, @$, $1, $3), @2); }
	| binary_expr "%" binary_expr	{ $$ = cp_op(p, cp_node2(p, E_BINARY, @$, $1, $3), @2); }
	| binary_expr META_BINOP binary_expr	{ $$ = cp_op(p, cp_node2(p, E_BINARY, @$, $1, $3), @2); }
	| binary_expr MINMAX binary_expr	{ $$ = cp_op(p, cp_node2(p, E_BINARY, @$, $1, $3), @2); }
	;

cond_expr:
	  binary_expr
	| binary_expr "?" expr ":" cond_expr	{ $$ = cp_node3(p, E_COND, @$, $1, $3, $5); }
	| binary_expr "?" ":" cond_expr		{ $$ = cp_node3(p, E_COND, @$, $1, NULL, $4); }
	;

const_expr:
	  cond_expr
	;

/* The alternatives of cond_expr, spelled again (not `assign_expr:
 * cond_expr'), for one reduction fewer per expression. */
assign_expr:
	  binary_expr
	| binary_expr "?" expr ":" cond_expr	{ $$ = cp_node3(p, E_COND, @$, $1, $3, $5); }
	| binary_expr "?" ":" cond_expr		{ $$ = cp_node3(p, E_COND, @$, $1, NULL, $4); }
	| unary_expr "=" assign_expr		{ $$ = cp_op(p, cp_node2(p, E_ASSIGN, @$, $1, $3), @2); }
	| unary_expr ASSIGN_OP assign_expr	{ $$ = cp_op(p, cp_node2(p, E_ASSIGN, @$, $1, $3), @2); }
	| unary_expr META_ASSIGNOP assign_expr	{ $$ = cp_op(p, cp_node2(p, E_ASSIGN, @$, $1, $3), @2); }
	;

/* The alternatives of assign_expr spelled again (not `expr:
 * assign_expr'), for one reduction fewer per full expression. */
expr:
	  binary_expr
	| binary_expr "?" expr ":" cond_expr	{ $$ = cp_node3(p, E_COND, @$, $1, $3, $5); }
	| binary_expr "?" ":" cond_expr		{ $$ = cp_node3(p, E_COND, @$, $1, NULL, $4); }
	| unary_expr "=" assign_expr		{ $$ = cp_op(p, cp_node2(p, E_ASSIGN, @$, $1, $3), @2); }
	| unary_expr ASSIGN_OP assign_expr	{ $$ = cp_op(p, cp_node2(p, E_ASSIGN, @$, $1, $3), @2); }
	| unary_expr META_ASSIGNOP assign_expr	{ $$ = cp_op(p, cp_node2(p, E_ASSIGN, @$, $1, $3), @2); }
	| expr "," assign_expr		{ $$ = cp_node2(p, E_COMMA, @$, $1, $3); }
	;

%%
