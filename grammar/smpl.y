/* smpl.y - the grammar of SmPL's outer structure.
 *
 * A semantic patch is a prelude (virtual names, #include, #spatch, using)
 * and rules; a rule is a header, metavariable declarations and a body.
 * The body arrives as one SPT_BODY token (see smpl.l) for smpl_body.c.
 * An isomorphism file is section names and rules.  Actions are one-line
 * calls to the sp_* builders of src/smpl/smpl_build.h; they record into
 * the parse context, so the grammar carries few semantic values.
 */
%require "3.2"
%define api.pure full
%define api.prefix {sp}
%define parse.error verbose
%locations
%define api.location.type {SpLoc}
%param {SpCtx *c}
%expect 0

%code requires {
#include "smpl/smpl_build.h"
}

%code provides {
/* The token source of spparse, in smpl.l: the start token, then the
 * flex tokens. */
int splex(SPSTYPE *lval, SPLTYPE *lloc, SpCtx *c);
}

%code {
#include <string.h>

/* Deep parser stacks come from the allocation funnel. */
#define YYMALLOC xmalloc
#define YYFREE xfree
static void sperror(SPLTYPE *loc, SpCtx *c, const char *msg);

/* A location spanning its children; an empty rule sits at the end of
 * the previous one. */
#define YYLLOC_DEFAULT(Cur, Rhs, N) do { \
	if (N) { (Cur).start = YYRHSLOC(Rhs, 1).start; (Cur).end = YYRHSLOC(Rhs, N).end; } \
	else { (Cur).start = (Cur).end = YYRHSLOC(Rhs, 0).end; } } while (0)

static QName qn(SpCtx *c, SpLoc a, SpLoc b, int two)
{
	QName q = { NULL, NULL, a.start };
	if (two) { q.rule = sp_ident(c, a); q.name = sp_ident(c, b); }
	else q.name = sp_ident(c, a);
	return q;
}
}

%union {
	QName q;
	Dep *dep;
	int i;
}

%token SPT_COCCI_START SPT_ISO_START
%token SPT_IDENT "identifier" SPT_STRING "string" SPT_NUMBER "number"
%token SPT_CHAR "character constant" SPT_OP "operator"
%token SPT_BODY "rule body" SPT_CODE "script code"
%token SPT_AT "@" SPT_ATAT "@@" SPT_ENDMETA "@@ after the metavariables"
%token SPT_VIRTUAL "virtual" SPT_INCLUDE "#include" SPT_SPATCH "#spatch" SPT_USING "using"
%token SPT_DEPENDS "depends" SPT_ON "on" SPT_EVER "ever" SPT_NEVER "never"
%token SPT_EXTENDS "extends" SPT_DISABLE "disable" SPT_EXISTS "exists"
%token SPT_FORALL "forall" SPT_FILE "file" SPT_IN "in"
%token SPT_SCRIPT "script:LANG" SPT_INITIALIZE "initialize:LANG" SPT_FINALIZE "finalize:LANG"
%token SPT_IDENTIFIER "identifier kind" SPT_EXPRESSION "expression" SPT_IDEXPRESSION "idexpression"
%token SPT_CONSTANT "constant" SPT_STATEMENT "statement" SPT_LIST "list"
%token SPT_PARAMETER "parameter" SPT_FIELD "field" SPT_TYPE "type" SPT_TYPEDEF "typedef"
%token SPT_DECLARATION "declaration" SPT_INITIALIZER "initializer"
%token SPT_DECLARER "declarer" SPT_ITERATOR "iterator" SPT_NAME "name"
%token SPT_FUNCTION "function" SPT_LOCAL "local" SPT_GLOBAL "global"
%token SPT_POSITION "position" SPT_ANY "any" SPT_FRESH "fresh" SPT_FORMAT "format"
%token SPT_BINARY "binary" SPT_ASSIGNMENT "assignment" SPT_UNARY "unary"
%token SPT_OPERATOR "operator kind" SPT_SYMBOL "symbol" SPT_ATTRIBUTE "attribute"
%token SPT_METAVARIABLE "metavariable" SPT_COMMENTS "comments" SPT_PRAGMAINFO "pragmainfo"
%token SPT_PURE "pure" SPT_CONTEXT "context"
%token SPT_STRUCT "struct" SPT_UNION "union" SPT_ENUM "enum" SPT_CONST "const"
%token SPT_VOLATILE "volatile" SPT_CTYPE "C type word"
%token SPT_ELLIPSIS "..." SPT_ANDAND "&&" SPT_OROR "||" SPT_NE "!=" SPT_EQTILDE "=~"
%token SPT_NETILDE "!~" SPT_LE "<=" SPT_SHL "<<" SPT_HASHHASH "##"
%token SPT_BITCOLON ": of a bit-field"
%token SPT_BAD "invalid character" SPT_BADCOMMENT "unterminated comment"

%type <q> qname
%type <dep> dep
%type <i> opt_dep_quant
%type <i> set_open

/* `depends on` operators: || binds looser than &&, ! binds tightest,
 * as in C. */
%left SPT_OROR
%left SPT_ANDAND
%precedence '!'

%%

file:
	  SPT_COCCI_START cocci_items
	| SPT_ISO_START iso_items
	;

cocci_items:
	  %empty
	| cocci_items cocci_item
	;

cocci_item:
	  SPT_VIRTUAL virtual_names
	| SPT_INCLUDE SPT_STRING            { sp_include(c, @2); }
	| SPT_SPATCH                      { sp_spatch_line(c, @1); }
	| SPT_USING SPT_STRING              { sp_using_top(c, @2); }
	| rule
	;

virtual_names:
	  SPT_IDENT                       { sp_virtual(c, @1); }
	| virtual_names ',' SPT_IDENT     { sp_virtual(c, @3); }
	;

iso_items:
	  %empty
	| iso_items SPT_IDENT             { sp_section(c, @2); }
	| iso_items rule
	;

rule:
	  header decls SPT_ENDMETA SPT_BODY { sp_rule_end(c, @4); }
	;

header:
	  SPT_ATAT                        { sp_rule_begin(c, RK_CODE, @1, NULL, @1); }
	| SPT_AT rule_intro hdr_items SPT_AT
	;

rule_intro:
	  %empty                        { sp_rule_begin(c, RK_CODE, @0, NULL, @0); }
	| SPT_IDENT                       { sp_rule_begin(c, RK_CODE, @0, sp_ident(c, @1), @1); }
	| SPT_SCRIPT                      { sp_rule_begin(c, RK_SCRIPT, @0, NULL, @1); }
	| SPT_SCRIPT SPT_IDENT              { sp_rule_begin(c, RK_SCRIPT, @0, sp_ident(c, @2), @1); }
	| SPT_INITIALIZE                  { sp_rule_begin(c, RK_INITIALIZE, @0, NULL, @1); }
	| SPT_FINALIZE                    { sp_rule_begin(c, RK_FINALIZE, @0, NULL, @1); }
	;

hdr_items:
	  %empty
	| hdr_items hdr_item
	;

hdr_item:
	  SPT_DEPENDS SPT_ON opt_dep_quant dep  { sp_rule_depends(c, $3, $4); }
	| SPT_EXTENDS SPT_IDENT             { sp_rule_extends(c, @2); }
	| SPT_DISABLE disable_names
	| SPT_USING using_files
	| SPT_EXISTS                      { sp_rule_quant(c, Q_EXISTS, @1.start); }
	| SPT_FORALL                      { sp_rule_quant(c, Q_FORALL, @1.start); }
	| SPT_EXPRESSION                  { sp_rule_pkind(c, PK_EXPRESSION, @1.start); }
	| SPT_IDENTIFIER                  { sp_rule_pkind(c, PK_IDENTIFIER, @1.start); }
	| SPT_TYPE                        { sp_rule_pkind(c, PK_TYPE, @1.start); }
	;

opt_dep_quant:
	  %empty                        { $$ = Q_NONE; }
	| SPT_EXISTS                      { $$ = Q_EXISTS; }
	| SPT_FORALL                      { $$ = Q_FORALL; }
	;

dep:
	  SPT_IDENT                       { $$ = sp_dep(c, DEP_NAME, sp_ident(c, @1), NULL, NULL, @1.start); }
	| SPT_EVER SPT_IDENT                { $$ = sp_dep(c, DEP_EVER, sp_ident(c, @2), NULL, NULL, @2.start); }
	| SPT_NEVER SPT_IDENT               { $$ = sp_dep(c, DEP_NEVER, sp_ident(c, @2), NULL, NULL, @2.start); }
	| SPT_FILE SPT_IN SPT_STRING          { $$ = sp_dep(c, DEP_FILE_IN, sp_ident(c, @3), NULL, NULL, @3.start); }
	| '!' dep                       { $$ = sp_dep(c, DEP_NOT, NULL, $2, NULL, @1.start); }
	| dep SPT_ANDAND dep              { $$ = sp_dep(c, DEP_AND, NULL, $1, $3, @2.start); }
	| dep SPT_OROR dep                { $$ = sp_dep(c, DEP_OR, NULL, $1, $3, @2.start); }
	| '(' dep ')'                   { $$ = $2; }
	;

disable_names:
	  SPT_IDENT                       { sp_rule_disable(c, @1); }
	| disable_names ',' SPT_IDENT     { sp_rule_disable(c, @3); }
	;

using_files:
	  SPT_STRING                      { sp_rule_using(c, @1); }
	| using_files ',' SPT_STRING      { sp_rule_using(c, @3); }
	;

/* ---- Metavariable declarations ---- */

/* pure / context: isomorphism files only */
iso_mods:
	  iso_mod
	| iso_mods iso_mod
	;

iso_mod:
	  SPT_PURE                        { sp_decl_mod(c, SM_PURE); }
	| SPT_CONTEXT                     { sp_decl_mod(c, SM_CONTEXT); }
	;

tuple:
	  '(' tuple_names ')'
	;

tuple_names:
	  SPT_IDENT
	| tuple_names ',' SPT_IDENT
	;

decls:
	  %empty
	| decls decl
	;

decl:
	  decl_body ';'                 { sp_decl_end(c); }
	| iso_mods decl_body ';'          { sp_decl_end(c); }
	| SPT_IDENT SPT_SHL qname           { sp_binding(c, @1, $3, @3, 0); } ';'
	| SPT_IDENT SPT_SHL qname '=' item  { sp_binding(c, @1, $3, @5, 1); } ';'
	| SPT_IDENT ';'                   { sp_binding_local(c, @1); }
	| tuple SPT_SHL qname             { sp_binding(c, @1, $3, @3, 0); } ';'
	;

decl_body:
	  kind names
	| kind ctype names
	| typed_kind names
	;

typed_kind:
	  ctype                         { sp_decl_kind(c, MK_TYPED_EXPRESSION, 0, @1); }
	;

kind:
	  SPT_IDENTIFIER                  { sp_decl_kind(c, MK_IDENTIFIER, 0, @$); }
	| SPT_IDENTIFIER SPT_LIST opt_len   { sp_decl_kind(c, MK_IDENTIFIER_LIST, 0, @$); }
	| SPT_FRESH SPT_IDENTIFIER          { sp_decl_kind(c, MK_FRESH_IDENTIFIER, 0, @$); }
	| SPT_EXPRESSION                  { sp_decl_kind(c, MK_EXPRESSION, 0, @$); }
	| SPT_EXPRESSION SPT_LIST opt_len   { sp_decl_kind(c, MK_EXPRESSION_LIST, 0, @$); }
	| SPT_IDEXPRESSION                { sp_decl_kind(c, MK_IDEXPRESSION, 0, @$); }
	| SPT_LOCAL SPT_IDEXPRESSION        { sp_decl_kind(c, MK_IDEXPRESSION, SM_LOCAL, @$); }
	| SPT_GLOBAL SPT_IDEXPRESSION       { sp_decl_kind(c, MK_IDEXPRESSION, SM_GLOBAL, @$); }
	| SPT_CONSTANT                    { sp_decl_kind(c, MK_CONSTANT, 0, @$); }
	| SPT_STATEMENT                   { sp_decl_kind(c, MK_STATEMENT, 0, @$); }
	| SPT_STATEMENT SPT_LIST opt_len    { sp_decl_kind(c, MK_STATEMENT_LIST, 0, @$); }
	| SPT_PARAMETER                   { sp_decl_kind(c, MK_PARAMETER, 0, @$); }
	| SPT_PARAMETER SPT_LIST opt_len    { sp_decl_kind(c, MK_PARAMETER_LIST, 0, @$); }
	| SPT_FIELD                       { sp_decl_kind(c, MK_FIELD, 0, @$); }
	| SPT_FIELD SPT_LIST opt_len        { sp_decl_kind(c, MK_FIELD_LIST, 0, @$); }
	| SPT_TYPE                        { sp_decl_kind(c, MK_TYPE, 0, @$); }
	| SPT_TYPEDEF                     { sp_decl_kind(c, MK_TYPEDEF, SM_NAME_ONLY, @$); }
	| SPT_DECLARATION                 { sp_decl_kind(c, MK_DECLARATION, 0, @$); }
	| SPT_INITIALIZER                 { sp_decl_kind(c, MK_INITIALIZER, 0, @$); }
	| SPT_INITIALIZER SPT_LIST opt_len  { sp_decl_kind(c, MK_INITIALIZER_LIST, 0, @$); }
	| SPT_DECLARER                    { sp_decl_kind(c, MK_DECLARER, 0, @$); }
	| SPT_DECLARER SPT_NAME             { sp_decl_kind(c, MK_DECLARER, SM_NAME_ONLY, @$); }
	| SPT_ITERATOR                    { sp_decl_kind(c, MK_ITERATOR, 0, @$); }
	| SPT_ITERATOR SPT_NAME             { sp_decl_kind(c, MK_ITERATOR, SM_NAME_ONLY, @$); }
	| SPT_FUNCTION                    { sp_decl_kind(c, MK_FUNCTION, 0, @$); }
	| SPT_LOCAL SPT_FUNCTION            { sp_decl_kind(c, MK_FUNCTION, SM_LOCAL, @$); }
	| SPT_POSITION                    { sp_decl_kind(c, MK_POSITION, 0, @$); }
	| SPT_POSITION SPT_ANY              { sp_decl_kind(c, MK_POSITION, SM_ANY, @$); }
	| SPT_FORMAT                      { sp_decl_kind(c, MK_FORMAT, 0, @$); }
	| SPT_FORMAT SPT_LIST opt_len       { sp_decl_kind(c, MK_FORMAT_LIST, 0, @$); }
	| SPT_BINARY SPT_OPERATOR           { sp_decl_kind(c, MK_BINARY_OP, 0, @$); }
	| SPT_ASSIGNMENT SPT_OPERATOR       { sp_decl_kind(c, MK_ASSIGN_OP, 0, @$); }
	| SPT_UNARY SPT_OPERATOR            { sp_decl_kind(c, MK_UNARY_OP, 0, @$); }
	| SPT_SYMBOL                      { sp_decl_kind(c, MK_SYMBOL, SM_NAME_ONLY, @$); }
	| SPT_ATTRIBUTE                   { sp_decl_kind(c, MK_ATTRIBUTE, 0, @$); }
	| SPT_ATTRIBUTE SPT_NAME            { sp_decl_kind(c, MK_ATTRIBUTE, SM_NAME_ONLY, @$); }
	| SPT_METAVARIABLE                { sp_decl_kind(c, MK_METAVARIABLE, 0, @$); }
	| SPT_COMMENTS                    { sp_decl_kind(c, MK_COMMENTS, 0, @$); }
	| SPT_PRAGMAINFO                  { sp_decl_kind(c, MK_PRAGMAINFO, 0, @$); }
	;

opt_len:
	  %empty
	| '[' SPT_NUMBER ']'              { sp_decl_len_num(c, @2); }
	| '[' qname ']'                 { sp_decl_len_name(c, $2); }
	| '[' qname '=' '{' len_range '}' ']' { sp_decl_len_range(c, $2, @5); }
	;

len_range:
	  item_tok
	| len_range item_tok
	| len_range ','
	;

/* Types of typed expressions: `int`, `struct foo *`, `T *`, `r.T`,
 * `const char *[]`, `{int, long}`; `expression *E` has stars only. */
ctype:
	  one_type                      { sp_decl_type(c, @1); }
	| set_open type_set '}'
	| set_open type_set '}' stars   { sp_decl_set_stars(c, (size_t)$1, @4); }
	| stars                         { sp_decl_ptr_only(c, @1); }
	;

/* The `{' of a set of types: how many types were declared before it. */
set_open:
	  '{'                           { $$ = (int)c->d.types.n; }
	;

type_set:
	  one_type                      { sp_decl_type(c, @1); }
	| type_set ',' one_type         { sp_decl_type(c, @3); }
	;

stars:
	  '*'
	| stars '*'
	;

one_type:
	  type_base type_tail
	| quals type_base type_tail
	| SPT_STRUCT '*' type_tail
	| SPT_UNION '*' type_tail
	| SPT_ENUM '*' type_tail
	;

quals:
	  SPT_CONST
	| SPT_VOLATILE
	| quals SPT_CONST
	| quals SPT_VOLATILE
	;

type_base:
	  ctype_words
	| SPT_STRUCT SPT_IDENT
	| SPT_UNION SPT_IDENT
	| SPT_ENUM SPT_IDENT
	| qname
	;

ctype_words:
	  SPT_CTYPE
	| ctype_words SPT_CTYPE
	;

type_tail:
	  %empty
	| type_tail '*'
	| type_tail SPT_CONST
	| type_tail SPT_VOLATILE
	| type_tail '[' ']'
	| type_tail SPT_BITCOLON SPT_NUMBER
	| type_tail SPT_BITCOLON SPT_IDENT { sp_decl_width(c, @3); }
	;

names:
	  name
	| names ',' name
	;

name:
	  qname                         { sp_decl_name(c, $1); } opt_constraints
	;

qname:
	  SPT_IDENT                       { $$ = qn(c, @1, @1, 0); }
	| SPT_IDENT '.' SPT_IDENT           { $$ = qn(c, @1, @3, 1); }
	;

opt_constraints:
	  %empty
	| constraints
	;

constraints:
	  constraint
	| constraints SPT_ANDAND          { sp_constraint_join(c, 0); } constraint
	| constraints SPT_OROR            { sp_constraint_join(c, 1); } constraint
	;

constraint:
	  '='                           { sp_constraint(c, CK_EQ, 0); } item { sp_cval(c, @3); }
	| SPT_NE                          { sp_constraint(c, CK_NE, 0); } item { sp_cval(c, @3); }
	| '=' '{'                       { sp_constraint(c, CK_EQ, 1); } set_items '}'
	| SPT_NE '{'                      { sp_constraint(c, CK_NE, 1); } set_items '}'
	| SPT_LE                          { sp_constraint(c, CK_SUBTERM, 0); } qname { sp_cval(c, @3); }
	| SPT_EQTILDE SPT_STRING            { sp_constraint_regex(c, CK_REGEX, @2); }
	| SPT_NETILDE SPT_STRING            { sp_constraint_regex(c, CK_NOT_REGEX, @2); }
	| ':' script_call
	| '=' script_seed
	;

script_call:
	  SPT_SCRIPT                      { sp_script_begin(c, @1, 0); } '(' opt_script_args ')' SPT_CODE { sp_script_code(c, @6); }
	;

script_seed:
	  SPT_SCRIPT                      { sp_script_begin(c, @1, 1); } '(' opt_script_args ')' SPT_CODE { sp_script_code(c, @6); }
	;

opt_script_args:
	  %empty
	| script_args
	;

script_args:
	  qname                         { sp_script_arg(c, $1); }
	| script_args ',' qname         { sp_script_arg(c, $3); }
	;

set_items:
	  set_item                      { sp_cval(c, @1); }
	| set_items ',' set_item        { sp_cval(c, @3); }
	;

set_item:
	  set_tok
	| set_item set_tok
	;

set_tok:
	  item_tok
	| SPT_ANDAND
	| SPT_OROR
	;

/* A constraint value outside braces: tokens up to `,` `;` `&&` `||`. */
item:
	  item_tok
	| item item_tok
	;

item_tok:
	  SPT_IDENT | SPT_NUMBER | SPT_STRING | SPT_CHAR | SPT_OP | SPT_ELLIPSIS
	| '.' | '*' | '[' | ']' | '(' | ')' | '=' | '!' | SPT_NE | SPT_LE | SPT_SHL
	| SPT_HASHHASH | SPT_CTYPE | SPT_STRUCT | SPT_UNION | SPT_ENUM | SPT_CONST | SPT_VOLATILE
	;

%%

int splex(SPSTYPE *lval, SPLTYPE *lloc, SpCtx *c);

static void sperror(SPLTYPE *loc, SpCtx *c, const char *msg)
{
	sp_error(c, loc->start, "%s", msg);
}
