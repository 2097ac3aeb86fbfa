/* A Bison parser, made by GNU Bison 3.8.2.  */

/* Bison implementation for Yacc-like parsers in C

   Copyright (C) 1984, 1989-1990, 2000-2015, 2018-2021 Free Software Foundation,
   Inc.

   This program is free software: you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version.

   This program is distributed in the hope that it will be useful,
   but WITHOUT ANY WARRANTY; without even the implied warranty of
   MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
   GNU General Public License for more details.

   You should have received a copy of the GNU General Public License
   along with this program.  If not, see <https://www.gnu.org/licenses/>.  */

/* As a special exception, you may create a larger work that contains
   part or all of the Bison parser skeleton and distribute that work
   under terms of your choice, so long as that work isn't itself a
   parser generator using the skeleton or a modified version thereof
   as a parser skeleton.  Alternatively, if you modify or redistribute
   the parser skeleton itself, you may (at your option) remove this
   special exception, which will cause the skeleton and the resulting
   Bison output files to be licensed under the GNU General Public
   License without this special exception.

   This special exception was added by the Free Software Foundation in
   version 2.2 of Bison.  */

/* C LALR(1) parser skeleton written by Richard Stallman, by
   simplifying the original so-called "semantic" parser.  */

/* DO NOT RELY ON FEATURES THAT ARE NOT DOCUMENTED in the manual,
   especially those whose name start with YY_ or yy_.  They are
   private implementation details that can be changed or removed.  */

/* All symbols defined below should begin with yy or YY, to avoid
   infringing on user name space.  This should be done even for local
   variables, as they might otherwise be expanded by user macros.
   There are some unavoidable exceptions within include files to
   define necessary library symbols; they are noted "INFRINGES ON
   USER NAME SPACE" below.  */

/* Identify Bison output, and Bison version.  */
#define YYBISON 30802

/* Bison version string.  */
#define YYBISON_VERSION "3.8.2"

/* Skeleton name.  */
#define YYSKELETON_NAME "yacc.c"

/* Pure parsers.  */
#define YYPURE 2

/* Push parsers.  */
#define YYPUSH 0

/* Pull parsers.  */
#define YYPULL 1

/* Substitute the type names.  */
#define YYSTYPE         CYSTYPE
#define YYLTYPE         CYLTYPE
/* Substitute the variable and function names.  */
#define yyparse         cyparse
#define yylex           cylex
#define yyerror         cyerror
#define yydebug         cydebug
#define yynerrs         cynerrs


# ifndef YY_CAST
#  ifdef __cplusplus
#   define YY_CAST(Type, Val) static_cast<Type> (Val)
#   define YY_REINTERPRET_CAST(Type, Val) reinterpret_cast<Type> (Val)
#  else
#   define YY_CAST(Type, Val) ((Type) (Val))
#   define YY_REINTERPRET_CAST(Type, Val) ((Type) (Val))
#  endif
# endif
# ifndef YY_NULLPTR
#  if defined __cplusplus
#   if 201103L <= __cplusplus
#    define YY_NULLPTR nullptr
#   else
#    define YY_NULLPTR 0
#   endif
#  else
#   define YY_NULLPTR ((void*)0)
#  endif
# endif

#include "cgram.tab.h"
/* Symbol kind.  */
enum yysymbol_kind_t
{
  YYSYMBOL_YYEMPTY = -2,
  YYSYMBOL_YYEOF = 0,                      /* "end of file"  */
  YYSYMBOL_YYerror = 1,                    /* error  */
  YYSYMBOL_YYUNDEF = 2,                    /* "invalid token"  */
  YYSYMBOL_IDENTIFIER = 3,                 /* "identifier"  */
  YYSYMBOL_TYPEDEF_NAME = 4,               /* "type name"  */
  YYSYMBOL_INTEGER = 5,                    /* "integer constant"  */
  YYSYMBOL_FLOATING = 6,                   /* "floating constant"  */
  YYSYMBOL_CHARACTER = 7,                  /* "character constant"  */
  YYSYMBOL_STRING = 8,                     /* "string literal"  */
  YYSYMBOL_MACRO_STRING = 9,               /* "string macro"  */
  YYSYMBOL_LPAREN = 10,                    /* "("  */
  YYSYMBOL_RPAREN = 11,                    /* ")"  */
  YYSYMBOL_LBRACK = 12,                    /* "["  */
  YYSYMBOL_RBRACK = 13,                    /* "]"  */
  YYSYMBOL_LBRACE = 14,                    /* "{"  */
  YYSYMBOL_RBRACE = 15,                    /* "}"  */
  YYSYMBOL_DOT = 16,                       /* "."  */
  YYSYMBOL_ARROW = 17,                     /* "->"  */
  YYSYMBOL_INC = 18,                       /* "++"  */
  YYSYMBOL_DEC = 19,                       /* "--"  */
  YYSYMBOL_AMP = 20,                       /* "&"  */
  YYSYMBOL_STAR = 21,                      /* "*"  */
  YYSYMBOL_PLUS = 22,                      /* "+"  */
  YYSYMBOL_MINUS = 23,                     /* "-"  */
  YYSYMBOL_TILDE = 24,                     /* "~"  */
  YYSYMBOL_BANG = 25,                      /* "!"  */
  YYSYMBOL_SLASH = 26,                     /* "/"  */
  YYSYMBOL_PERCENT = 27,                   /* "%"  */
  YYSYMBOL_SHL = 28,                       /* "<<"  */
  YYSYMBOL_SHR = 29,                       /* ">>"  */
  YYSYMBOL_LT = 30,                        /* "<"  */
  YYSYMBOL_GT = 31,                        /* ">"  */
  YYSYMBOL_LE = 32,                        /* "<="  */
  YYSYMBOL_GE = 33,                        /* ">="  */
  YYSYMBOL_EQ = 34,                        /* "=="  */
  YYSYMBOL_NE = 35,                        /* "!="  */
  YYSYMBOL_CARET = 36,                     /* "^"  */
  YYSYMBOL_PIPE = 37,                      /* "|"  */
  YYSYMBOL_ANDAND = 38,                    /* "&&"  */
  YYSYMBOL_OROR = 39,                      /* "||"  */
  YYSYMBOL_QUESTION = 40,                  /* "?"  */
  YYSYMBOL_COLON = 41,                     /* ":"  */
  YYSYMBOL_SEMI = 42,                      /* ";"  */
  YYSYMBOL_ELLIPSIS = 43,                  /* "..."  */
  YYSYMBOL_ASSIGN = 44,                    /* "="  */
  YYSYMBOL_ASSIGN_OP = 45,                 /* "compound assignment"  */
  YYSYMBOL_COMMA = 46,                     /* ","  */
  YYSYMBOL_STORAGE = 47,                   /* "storage class"  */
  YYSYMBOL_QUAL = 48,                      /* "type qualifier"  */
  YYSYMBOL_BASE = 49,                      /* "type keyword"  */
  YYSYMBOL_STRUCT = 50,                    /* "struct"  */
  YYSYMBOL_ENUM = 51,                      /* "enum"  */
  YYSYMBOL_ATOMIC_LP = 52,                 /* "_Atomic("  */
  YYSYMBOL_SIZEOF = 53,                    /* "sizeof"  */
  YYSYMBOL_ALIGNOF = 54,                   /* "_Alignof"  */
  YYSYMBOL_TYPEOF = 55,                    /* "typeof"  */
  YYSYMBOL_ALIGNAS = 56,                   /* "_Alignas"  */
  YYSYMBOL_GENERIC = 57,                   /* "_Generic"  */
  YYSYMBOL_STATIC_ASSERT = 58,             /* "_Static_assert"  */
  YYSYMBOL_BUILTIN_VA_ARG = 59,            /* "__builtin_va_arg"  */
  YYSYMBOL_BUILTIN_OFFSETOF = 60,          /* "__builtin_offsetof"  */
  YYSYMBOL_BUILTIN_TCP = 61,               /* "__builtin_types_compatible_p"  */
  YYSYMBOL_LABEL = 62,                     /* "__label__"  */
  YYSYMBOL_IF = 63,                        /* "if"  */
  YYSYMBOL_ELSE = 64,                      /* "else"  */
  YYSYMBOL_WHILE = 65,                     /* "while"  */
  YYSYMBOL_DO = 66,                        /* "do"  */
  YYSYMBOL_FOR = 67,                       /* "for"  */
  YYSYMBOL_SWITCH = 68,                    /* "switch"  */
  YYSYMBOL_CASE = 69,                      /* "case"  */
  YYSYMBOL_DEFAULT = 70,                   /* "default"  */
  YYSYMBOL_BREAK = 71,                     /* "break"  */
  YYSYMBOL_CONTINUE = 72,                  /* "continue"  */
  YYSYMBOL_RETURN = 73,                    /* "return"  */
  YYSYMBOL_GOTO = 74,                      /* "goto"  */
  YYSYMBOL_ATTRIBUTE = 75,                 /* "attribute"  */
  YYSYMBOL_ASM = 76,                       /* "asm statement"  */
  YYSYMBOL_PPLINE = 77,                    /* "preprocessor line"  */
  YYSYMBOL_MACRO_STMT = 78,                /* "statement macro"  */
  YYSYMBOL_MACRO_ITER = 79,                /* "iterator macro"  */
  YYSYMBOL_MACRO_DECL = 80,                /* "declaration macro"  */
  YYSYMBOL_MACRO_ARGS = 81,                /* "macro arguments"  */
  YYSYMBOL_OTHER = 82,                     /* "stray token"  */
  YYSYMBOL_RESYNC = 83,                    /* "resynchronization point"  */
  YYSYMBOL_TOODEEP = 84,                   /* "nesting too deep"  */
  YYSYMBOL_META_IDENT = 85,                /* "identifier metavariable"  */
  YYSYMBOL_META_EXPR = 86,                 /* "expression metavariable"  */
  YYSYMBOL_META_EXPR_LIST = 87,            /* "expression list metavariable"  */
  YYSYMBOL_META_STMT = 88,                 /* "statement metavariable"  */
  YYSYMBOL_META_STMT_LIST = 89,            /* "statement list metavariable"  */
  YYSYMBOL_META_TYPE = 90,                 /* "type metavariable"  */
  YYSYMBOL_META_PARAM = 91,                /* "parameter metavariable"  */
  YYSYMBOL_META_PARAM_LIST = 92,           /* "parameter list metavariable"  */
  YYSYMBOL_META_FIELD = 93,                /* "field metavariable"  */
  YYSYMBOL_META_FIELD_LIST = 94,           /* "field list metavariable"  */
  YYSYMBOL_META_DECL = 95,                 /* "declaration metavariable"  */
  YYSYMBOL_META_INIT = 96,                 /* "initializer metavariable"  */
  YYSYMBOL_META_INIT_LIST = 97,            /* "initializer list metavariable"  */
  YYSYMBOL_META_BINOP = 98,                /* "operator metavariable"  */
  YYSYMBOL_META_ASSIGNOP = 99,             /* "assignment operator metavariable"  */
  YYSYMBOL_META_UNOP = 100,                /* "unary operator metavariable"  */
  YYSYMBOL_META_POS = 101,                 /* "position metavariable"  */
  YYSYMBOL_META_ATTR = 102,                /* "attribute metavariable"  */
  YYSYMBOL_SDOTS = 103,                    /* "statement dots"  */
  YYSYMBOL_SNEST_OPEN = 104,               /* "<... (statements)"  */
  YYSYMBOL_ENEST_OPEN = 105,               /* "<... (expression)"  */
  YYSYMBOL_NEST_CLOSE = 106,               /* "...>"  */
  YYSYMBOL_SDISJ_OPEN = 107,               /* "( (statement disjunction)"  */
  YYSYMBOL_EDISJ_OPEN = 108,               /* "\\( (expression disjunction)"  */
  YYSYMBOL_DISJ_OR = 109,                  /* "|  (disjunction)"  */
  YYSYMBOL_DISJ_AND = 110,                 /* "& (conjunction)"  */
  YYSYMBOL_DISJ_CLOSE = 111,               /* ") (disjunction)"  */
  YYSYMBOL_OPTIONAL = 112,                 /* "? (optional)"  */
  YYSYMBOL_WHEN = 113,                     /* "when"  */
  YYSYMBOL_WHEN_END = 114,                 /* "end of when clause"  */
  YYSYMBOL_AT = 115,                       /* "@"  */
  YYSYMBOL_MODE_UNIT = 116,                /* MODE_UNIT  */
  YYSYMBOL_MODE_BODY = 117,                /* MODE_BODY  */
  YYSYMBOL_MODE_EXPR = 118,                /* MODE_EXPR  */
  YYSYMBOL_MODE_TYPE = 119,                /* MODE_TYPE  */
  YYSYMBOL_MODE_IDENT = 120,               /* MODE_IDENT  */
  YYSYMBOL_THEN = 121,                     /* THEN  */
  YYSYMBOL_NO_SEMI = 122,                  /* NO_SEMI  */
  YYSYMBOL_NO_ARGS = 123,                  /* NO_ARGS  */
  YYSYMBOL_NO_ATTR = 124,                  /* NO_ATTR  */
  YYSYMBOL_YYACCEPT = 125,                 /* $accept  */
  YYSYMBOL_start = 126,                    /* start  */
  YYSYMBOL_top_items = 127,                /* top_items  */
  YYSYMBOL_top_item = 128,                 /* top_item  */
  YYSYMBOL_body_items = 129,               /* body_items  */
  YYSYMBOL_function_definition = 130,      /* function_definition  */
  YYSYMBOL_kr_decls = 131,                 /* kr_decls  */
  YYSYMBOL_macro_decl = 132,               /* macro_decl  */
  YYSYMBOL_declaration = 133,              /* declaration  */
  YYSYMBOL_label_names = 134,              /* label_names  */
  YYSYMBOL_static_assert = 135,            /* static_assert  */
  YYSYMBOL_decl_specs = 136,               /* decl_specs  */
  YYSYMBOL_decl_spec = 137,                /* decl_spec  */
  YYSYMBOL_attr = 138,                     /* attr  */
  YYSYMBOL_attrs = 139,                    /* attrs  */
  YYSYMBOL_attrs_opt = 140,                /* attrs_opt  */
  YYSYMBOL_struct_spec = 141,              /* struct_spec  */
  YYSYMBOL_tag = 142,                      /* tag  */
  YYSYMBOL_fields = 143,                   /* fields  */
  YYSYMBOL_field_item = 144,               /* field_item  */
  YYSYMBOL_field_decl_list = 145,          /* field_decl_list  */
  YYSYMBOL_field_decl = 146,               /* field_decl  */
  YYSYMBOL_enum_spec = 147,                /* enum_spec  */
  YYSYMBOL_enum_body = 148,                /* enum_body  */
  YYSYMBOL_enum_list = 149,                /* enum_list  */
  YYSYMBOL_enumerator = 150,               /* enumerator  */
  YYSYMBOL_enum_name = 151,                /* enum_name  */
  YYSYMBOL_pplines = 152,                  /* pplines  */
  YYSYMBOL_init_decl_list = 153,           /* init_decl_list  */
  YYSYMBOL_init_decl = 154,                /* init_decl  */
  YYSYMBOL_attr_declarator = 155,          /* attr_declarator  */
  YYSYMBOL_declarator = 156,               /* declarator  */
  YYSYMBOL_pointer = 157,                  /* pointer  */
  YYSYMBOL_ptr_quals = 158,                /* ptr_quals  */
  YYSYMBOL_ptr_qual = 159,                 /* ptr_qual  */
  YYSYMBOL_direct_declarator = 160,        /* direct_declarator  */
  YYSYMBOL_array_size = 161,               /* array_size  */
  YYSYMBOL_params = 162,                   /* params  */
  YYSYMBOL_param_list = 163,               /* param_list  */
  YYSYMBOL_param = 164,                    /* param  */
  YYSYMBOL_kr_names = 165,                 /* kr_names  */
  YYSYMBOL_abstract_declarator = 166,      /* abstract_declarator  */
  YYSYMBOL_direct_abstract = 167,          /* direct_abstract  */
  YYSYMBOL_type_name = 168,                /* type_name  */
  YYSYMBOL_initializer = 169,              /* initializer  */
  YYSYMBOL_init_body = 170,                /* init_body  */
  YYSYMBOL_init_list = 171,                /* init_list  */
  YYSYMBOL_init_elem = 172,                /* init_elem  */
  YYSYMBOL_designators = 173,              /* designators  */
  YYSYMBOL_designator = 174,               /* designator  */
  YYSYMBOL_compound = 175,                 /* compound  */
  YYSYMBOL_block_items = 176,              /* block_items  */
  YYSYMBOL_stmt_seq = 177,                 /* stmt_seq  */
  YYSYMBOL_block_item = 178,               /* block_item  */
  YYSYMBOL_label = 179,                    /* label  */
  YYSYMBOL_statement = 180,                /* statement  */
  YYSYMBOL_expr_opt = 181,                 /* expr_opt  */
  YYSYMBOL_whens = 182,                    /* whens  */
  YYSYMBOL_when = 183,                     /* when  */
  YYSYMBOL_when_arg = 184,                 /* when_arg  */
  YYSYMBOL_nest_body = 185,                /* nest_body  */
  YYSYMBOL_sdisj = 186,                    /* sdisj  */
  YYSYMBOL_sbranch = 187,                  /* sbranch  */
  YYSYMBOL_ident = 188,                    /* ident  */
  YYSYMBOL_member = 189,                   /* member  */
  YYSYMBOL_string_seq = 190,               /* string_seq  */
  YYSYMBOL_primary = 191,                  /* primary  */
  YYSYMBOL_edisj = 192,                    /* edisj  */
  YYSYMBOL_generic_assocs = 193,           /* generic_assocs  */
  YYSYMBOL_generic_assoc = 194,            /* generic_assoc  */
  YYSYMBOL_postfix_expr = 195,             /* postfix_expr  */
  YYSYMBOL_arg_list_opt = 196,             /* arg_list_opt  */
  YYSYMBOL_arg_list = 197,                 /* arg_list  */
  YYSYMBOL_arg = 198,                      /* arg  */
  YYSYMBOL_unary_expr = 199,               /* unary_expr  */
  YYSYMBOL_unary_op = 200,                 /* unary_op  */
  YYSYMBOL_cast_expr = 201,                /* cast_expr  */
  YYSYMBOL_binary_expr = 202,              /* binary_expr  */
  YYSYMBOL_cond_expr = 203,                /* cond_expr  */
  YYSYMBOL_const_expr = 204,               /* const_expr  */
  YYSYMBOL_assign_expr = 205,              /* assign_expr  */
  YYSYMBOL_expr = 206                      /* expr  */
};
typedef enum yysymbol_kind_t yysymbol_kind_t;



/* Unqualified %code blocks.  */
#line 33 "grammar/cgram.y"

/* Bounded stack: deep nesting gives "memory exhausted", a clean error. */
#define YYMAXDEPTH 10000
#define YYINITDEPTH 400
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

#line 336 "cgram.tab.c"

#ifdef short
# undef short
#endif

/* On compilers that do not define __PTRDIFF_MAX__ etc., make sure
   <limits.h> and (if available) <stdint.h> are included
   so that the code can choose integer types of a good width.  */

#ifndef __PTRDIFF_MAX__
# include <limits.h> /* INFRINGES ON USER NAME SPACE */
# if defined __STDC_VERSION__ && 199901 <= __STDC_VERSION__
#  include <stdint.h> /* INFRINGES ON USER NAME SPACE */
#  define YY_STDINT_H
# endif
#endif

/* Narrow types that promote to a signed type and that can represent a
   signed or unsigned integer of at least N bits.  In tables they can
   save space and decrease cache pressure.  Promoting to a signed type
   helps avoid bugs in integer arithmetic.  */

#ifdef __INT_LEAST8_MAX__
typedef __INT_LEAST8_TYPE__ yytype_int8;
#elif defined YY_STDINT_H
typedef int_least8_t yytype_int8;
#else
typedef signed char yytype_int8;
#endif

#ifdef __INT_LEAST16_MAX__
typedef __INT_LEAST16_TYPE__ yytype_int16;
#elif defined YY_STDINT_H
typedef int_least16_t yytype_int16;
#else
typedef short yytype_int16;
#endif

/* Work around bug in HP-UX 11.23, which defines these macros
   incorrectly for preprocessor constants.  This workaround can likely
   be removed in 2023, as HPE has promised support for HP-UX 11.23
   (aka HP-UX 11i v2) only through the end of 2022; see Table 2 of
   <https://h20195.www2.hpe.com/V2/getpdf.aspx/4AA4-7673ENW.pdf>.  */
#ifdef __hpux
# undef UINT_LEAST8_MAX
# undef UINT_LEAST16_MAX
# define UINT_LEAST8_MAX 255
# define UINT_LEAST16_MAX 65535
#endif

#if defined __UINT_LEAST8_MAX__ && __UINT_LEAST8_MAX__ <= __INT_MAX__
typedef __UINT_LEAST8_TYPE__ yytype_uint8;
#elif (!defined __UINT_LEAST8_MAX__ && defined YY_STDINT_H \
       && UINT_LEAST8_MAX <= INT_MAX)
typedef uint_least8_t yytype_uint8;
#elif !defined __UINT_LEAST8_MAX__ && UCHAR_MAX <= INT_MAX
typedef unsigned char yytype_uint8;
#else
typedef short yytype_uint8;
#endif

#if defined __UINT_LEAST16_MAX__ && __UINT_LEAST16_MAX__ <= __INT_MAX__
typedef __UINT_LEAST16_TYPE__ yytype_uint16;
#elif (!defined __UINT_LEAST16_MAX__ && defined YY_STDINT_H \
       && UINT_LEAST16_MAX <= INT_MAX)
typedef uint_least16_t yytype_uint16;
#elif !defined __UINT_LEAST16_MAX__ && USHRT_MAX <= INT_MAX
typedef unsigned short yytype_uint16;
#else
typedef int yytype_uint16;
#endif

#ifndef YYPTRDIFF_T
# if defined __PTRDIFF_TYPE__ && defined __PTRDIFF_MAX__
#  define YYPTRDIFF_T __PTRDIFF_TYPE__
#  define YYPTRDIFF_MAXIMUM __PTRDIFF_MAX__
# elif defined PTRDIFF_MAX
#  ifndef ptrdiff_t
#   include <stddef.h> /* INFRINGES ON USER NAME SPACE */
#  endif
#  define YYPTRDIFF_T ptrdiff_t
#  define YYPTRDIFF_MAXIMUM PTRDIFF_MAX
# else
#  define YYPTRDIFF_T long
#  define YYPTRDIFF_MAXIMUM LONG_MAX
# endif
#endif

#ifndef YYSIZE_T
# ifdef __SIZE_TYPE__
#  define YYSIZE_T __SIZE_TYPE__
# elif defined size_t
#  define YYSIZE_T size_t
# elif defined __STDC_VERSION__ && 199901 <= __STDC_VERSION__
#  include <stddef.h> /* INFRINGES ON USER NAME SPACE */
#  define YYSIZE_T size_t
# else
#  define YYSIZE_T unsigned
# endif
#endif

#define YYSIZE_MAXIMUM                                  \
  YY_CAST (YYPTRDIFF_T,                                 \
           (YYPTRDIFF_MAXIMUM < YY_CAST (YYSIZE_T, -1)  \
            ? YYPTRDIFF_MAXIMUM                         \
            : YY_CAST (YYSIZE_T, -1)))

#define YYSIZEOF(X) YY_CAST (YYPTRDIFF_T, sizeof (X))


/* Stored state numbers (used for stacks). */
typedef yytype_int16 yy_state_t;

/* State numbers in computations.  */
typedef int yy_state_fast_t;

#ifndef YY_
# if defined YYENABLE_NLS && YYENABLE_NLS
#  if ENABLE_NLS
#   include <libintl.h> /* INFRINGES ON USER NAME SPACE */
#   define YY_(Msgid) dgettext ("bison-runtime", Msgid)
#  endif
# endif
# ifndef YY_
#  define YY_(Msgid) Msgid
# endif
#endif


#ifndef YY_ATTRIBUTE_PURE
# if defined __GNUC__ && 2 < __GNUC__ + (96 <= __GNUC_MINOR__)
#  define YY_ATTRIBUTE_PURE __attribute__ ((__pure__))
# else
#  define YY_ATTRIBUTE_PURE
# endif
#endif

#ifndef YY_ATTRIBUTE_UNUSED
# if defined __GNUC__ && 2 < __GNUC__ + (7 <= __GNUC_MINOR__)
#  define YY_ATTRIBUTE_UNUSED __attribute__ ((__unused__))
# else
#  define YY_ATTRIBUTE_UNUSED
# endif
#endif

/* Suppress unused-variable warnings by "using" E.  */
#if ! defined lint || defined __GNUC__
# define YY_USE(E) ((void) (E))
#else
# define YY_USE(E) /* empty */
#endif

/* Suppress an incorrect diagnostic about yylval being uninitialized.  */
#if defined __GNUC__ && ! defined __ICC && 406 <= __GNUC__ * 100 + __GNUC_MINOR__
# if __GNUC__ * 100 + __GNUC_MINOR__ < 407
#  define YY_IGNORE_MAYBE_UNINITIALIZED_BEGIN                           \
    _Pragma ("GCC diagnostic push")                                     \
    _Pragma ("GCC diagnostic ignored \"-Wuninitialized\"")
# else
#  define YY_IGNORE_MAYBE_UNINITIALIZED_BEGIN                           \
    _Pragma ("GCC diagnostic push")                                     \
    _Pragma ("GCC diagnostic ignored \"-Wuninitialized\"")              \
    _Pragma ("GCC diagnostic ignored \"-Wmaybe-uninitialized\"")
# endif
# define YY_IGNORE_MAYBE_UNINITIALIZED_END      \
    _Pragma ("GCC diagnostic pop")
#else
# define YY_INITIAL_VALUE(Value) Value
#endif
#ifndef YY_IGNORE_MAYBE_UNINITIALIZED_BEGIN
# define YY_IGNORE_MAYBE_UNINITIALIZED_BEGIN
# define YY_IGNORE_MAYBE_UNINITIALIZED_END
#endif
#ifndef YY_INITIAL_VALUE
# define YY_INITIAL_VALUE(Value) /* Nothing. */
#endif

#if defined __cplusplus && defined __GNUC__ && ! defined __ICC && 6 <= __GNUC__
# define YY_IGNORE_USELESS_CAST_BEGIN                          \
    _Pragma ("GCC diagnostic push")                            \
    _Pragma ("GCC diagnostic ignored \"-Wuseless-cast\"")
# define YY_IGNORE_USELESS_CAST_END            \
    _Pragma ("GCC diagnostic pop")
#endif
#ifndef YY_IGNORE_USELESS_CAST_BEGIN
# define YY_IGNORE_USELESS_CAST_BEGIN
# define YY_IGNORE_USELESS_CAST_END
#endif


#define YY_ASSERT(E) ((void) (0 && (E)))

#if 1

/* The parser invokes alloca or malloc; define the necessary symbols.  */

# ifdef YYSTACK_USE_ALLOCA
#  if YYSTACK_USE_ALLOCA
#   ifdef __GNUC__
#    define YYSTACK_ALLOC __builtin_alloca
#   elif defined __BUILTIN_VA_ARG_INCR
#    include <alloca.h> /* INFRINGES ON USER NAME SPACE */
#   elif defined _AIX
#    define YYSTACK_ALLOC __alloca
#   elif defined _MSC_VER
#    include <malloc.h> /* INFRINGES ON USER NAME SPACE */
#    define alloca _alloca
#   else
#    define YYSTACK_ALLOC alloca
#    if ! defined _ALLOCA_H && ! defined EXIT_SUCCESS
#     include <stdlib.h> /* INFRINGES ON USER NAME SPACE */
      /* Use EXIT_SUCCESS as a witness for stdlib.h.  */
#     ifndef EXIT_SUCCESS
#      define EXIT_SUCCESS 0
#     endif
#    endif
#   endif
#  endif
# endif

# ifdef YYSTACK_ALLOC
   /* Pacify GCC's 'empty if-body' warning.  */
#  define YYSTACK_FREE(Ptr) do { /* empty */; } while (0)
#  ifndef YYSTACK_ALLOC_MAXIMUM
    /* The OS might guarantee only one guard page at the bottom of the stack,
       and a page size can be as small as 4096 bytes.  So we cannot safely
       invoke alloca (N) if N exceeds 4096.  Use a slightly smaller number
       to allow for a few compiler-allocated temporary stack slots.  */
#   define YYSTACK_ALLOC_MAXIMUM 4032 /* reasonable circa 2006 */
#  endif
# else
#  define YYSTACK_ALLOC YYMALLOC
#  define YYSTACK_FREE YYFREE
#  ifndef YYSTACK_ALLOC_MAXIMUM
#   define YYSTACK_ALLOC_MAXIMUM YYSIZE_MAXIMUM
#  endif
#  if (defined __cplusplus && ! defined EXIT_SUCCESS \
       && ! ((defined YYMALLOC || defined malloc) \
             && (defined YYFREE || defined free)))
#   include <stdlib.h> /* INFRINGES ON USER NAME SPACE */
#   ifndef EXIT_SUCCESS
#    define EXIT_SUCCESS 0
#   endif
#  endif
#  ifndef YYMALLOC
#   define YYMALLOC malloc
#   if ! defined malloc && ! defined EXIT_SUCCESS
void *malloc (YYSIZE_T); /* INFRINGES ON USER NAME SPACE */
#   endif
#  endif
#  ifndef YYFREE
#   define YYFREE free
#   if ! defined free && ! defined EXIT_SUCCESS
void free (void *); /* INFRINGES ON USER NAME SPACE */
#   endif
#  endif
# endif
#endif /* 1 */

#if (! defined yyoverflow \
     && (! defined __cplusplus \
         || (defined CYLTYPE_IS_TRIVIAL && CYLTYPE_IS_TRIVIAL \
             && defined CYSTYPE_IS_TRIVIAL && CYSTYPE_IS_TRIVIAL)))

/* A type that is properly aligned for any stack member.  */
union yyalloc
{
  yy_state_t yyss_alloc;
  YYSTYPE yyvs_alloc;
  YYLTYPE yyls_alloc;
};

/* The size of the maximum gap between one aligned stack and the next.  */
# define YYSTACK_GAP_MAXIMUM (YYSIZEOF (union yyalloc) - 1)

/* The size of an array large to enough to hold all stacks, each with
   N elements.  */
# define YYSTACK_BYTES(N) \
     ((N) * (YYSIZEOF (yy_state_t) + YYSIZEOF (YYSTYPE) \
             + YYSIZEOF (YYLTYPE)) \
      + 2 * YYSTACK_GAP_MAXIMUM)

# define YYCOPY_NEEDED 1

/* Relocate STACK from its old location to the new one.  The
   local variables YYSIZE and YYSTACKSIZE give the old and new number of
   elements in the stack, and YYPTR gives the new location of the
   stack.  Advance YYPTR to a properly aligned location for the next
   stack.  */
# define YYSTACK_RELOCATE(Stack_alloc, Stack)                           \
    do                                                                  \
      {                                                                 \
        YYPTRDIFF_T yynewbytes;                                         \
        YYCOPY (&yyptr->Stack_alloc, Stack, yysize);                    \
        Stack = &yyptr->Stack_alloc;                                    \
        yynewbytes = yystacksize * YYSIZEOF (*Stack) + YYSTACK_GAP_MAXIMUM; \
        yyptr += yynewbytes / YYSIZEOF (*yyptr);                        \
      }                                                                 \
    while (0)

#endif

#if defined YYCOPY_NEEDED && YYCOPY_NEEDED
/* Copy COUNT objects from SRC to DST.  The source and destination do
   not overlap.  */
# ifndef YYCOPY
#  if defined __GNUC__ && 1 < __GNUC__
#   define YYCOPY(Dst, Src, Count) \
      __builtin_memcpy (Dst, Src, YY_CAST (YYSIZE_T, (Count)) * sizeof (*(Src)))
#  else
#   define YYCOPY(Dst, Src, Count)              \
      do                                        \
        {                                       \
          YYPTRDIFF_T yyi;                      \
          for (yyi = 0; yyi < (Count); yyi++)   \
            (Dst)[yyi] = (Src)[yyi];            \
        }                                       \
      while (0)
#  endif
# endif
#endif /* !YYCOPY_NEEDED */

/* YYFINAL -- State number of the termination state.  */
#define YYFINAL  67
/* YYLAST -- Last index in YYTABLE.  */
#define YYLAST   3197

/* YYNTOKENS -- Number of terminals.  */
#define YYNTOKENS  125
/* YYNNTS -- Number of nonterminals.  */
#define YYNNTS  82
/* YYNRULES -- Number of rules.  */
#define YYNRULES  335
/* YYNSTATES -- Number of states.  */
#define YYNSTATES  601

/* YYMAXUTOK -- Last valid token kind.  */
#define YYMAXUTOK   379


/* YYTRANSLATE(TOKEN-NUM) -- Symbol number corresponding to TOKEN-NUM
   as returned by yylex, with out-of-bounds checking.  */
#define YYTRANSLATE(YYX)                                \
  (0 <= (YYX) && (YYX) <= YYMAXUTOK                     \
   ? YY_CAST (yysymbol_kind_t, yytranslate[YYX])        \
   : YYSYMBOL_YYUNDEF)

/* YYTRANSLATE[TOKEN-NUM] -- Symbol number corresponding to TOKEN-NUM
   as returned by yylex.  */
static const yytype_int8 yytranslate[] =
{
       0,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     2,     2,     2,     2,
       2,     2,     2,     2,     2,     2,     1,     2,     3,     4,
       5,     6,     7,     8,     9,    10,    11,    12,    13,    14,
      15,    16,    17,    18,    19,    20,    21,    22,    23,    24,
      25,    26,    27,    28,    29,    30,    31,    32,    33,    34,
      35,    36,    37,    38,    39,    40,    41,    42,    43,    44,
      45,    46,    47,    48,    49,    50,    51,    52,    53,    54,
      55,    56,    57,    58,    59,    60,    61,    62,    63,    64,
      65,    66,    67,    68,    69,    70,    71,    72,    73,    74,
      75,    76,    77,    78,    79,    80,    81,    82,    83,    84,
      85,    86,    87,    88,    89,    90,    91,    92,    93,    94,
      95,    96,    97,    98,    99,   100,   101,   102,   103,   104,
     105,   106,   107,   108,   109,   110,   111,   112,   113,   114,
     115,   116,   117,   118,   119,   120,   121,   122,   123,   124
};

#if CYDEBUG
/* YYRLINE[YYN] -- Source line where rule number YYN was defined.  */
static const yytype_int16 yyrline[] =
{
       0,   131,   131,   132,   133,   134,   135,   141,   142,   143,
     147,   148,   149,   150,   151,   152,   153,   157,   158,   159,
     163,   164,   168,   169,   173,   174,   175,   176,   177,   178,
     179,   185,   186,   187,   188,   189,   193,   194,   198,   199,
     203,   204,   208,   209,   210,   211,   212,   213,   214,   215,
     216,   217,   218,   219,   220,   224,   225,   230,   231,   232,
     233,   237,   238,   242,   243,   244,   248,   249,   250,   254,
     255,   259,   260,   261,   262,   263,   264,   265,   266,   267,
     268,   272,   273,   277,   278,   279,   283,   284,   285,   289,
     290,   291,   292,   293,   297,   298,   299,   300,   304,   305,
     306,   310,   311,   312,   316,   317,   321,   322,   326,   327,
     333,   334,   338,   339,   343,   344,   345,   346,   350,   351,
     355,   356,   360,   361,   362,   363,   364,   365,   366,   367,
     371,   372,   373,   377,   378,   382,   383,   384,   388,   389,
     390,   391,   392,   393,   398,   399,   403,   404,   405,   409,
     410,   411,   412,   413,   417,   418,   424,   425,   426,   430,
     431,   432,   433,   434,   438,   439,   440,   441,   445,   446,
     447,   448,   449,   453,   454,   458,   459,   460,   466,   470,
     471,   476,   477,   481,   482,   483,   484,   485,   486,   490,
     491,   492,   493,   494,   498,   499,   500,   501,   502,   503,
     504,   505,   506,   507,   508,   509,   510,   511,   512,   513,
     514,   515,   516,   517,   518,   519,   520,   521,   522,   523,
     524,   525,   529,   530,   534,   535,   539,   540,   541,   545,
     546,   550,   551,   555,   556,   557,   558,   562,   563,   569,
     570,   574,   575,   576,   580,   581,   582,   583,   587,   588,
     589,   590,   591,   592,   593,   594,   595,   596,   597,   598,
     599,   600,   601,   605,   606,   607,   608,   612,   613,   617,
     618,   622,   623,   624,   625,   626,   627,   628,   629,   630,
     634,   635,   639,   640,   641,   645,   646,   647,   651,   652,
     653,   654,   655,   656,   657,   658,   659,   660,   664,   664,
     664,   664,   664,   664,   668,   669,   673,   674,   675,   676,
     677,   678,   679,   680,   681,   682,   683,   684,   685,   686,
     687,   688,   689,   690,   691,   692,   696,   697,   698,   702,
     706,   707,   708,   709,   713,   714
};
#endif

/** Accessing symbol of state STATE.  */
#define YY_ACCESSING_SYMBOL(State) YY_CAST (yysymbol_kind_t, yystos[State])

#if 1
/* The user-facing name of the symbol whose (internal) number is
   YYSYMBOL.  No bounds checking.  */
static const char *yysymbol_name (yysymbol_kind_t yysymbol) YY_ATTRIBUTE_UNUSED;

/* YYTNAME[SYMBOL-NUM] -- String name of the symbol SYMBOL-NUM.
   First, the terminals, then, starting at YYNTOKENS, nonterminals.  */
static const char *const yytname[] =
{
  "\"end of file\"", "error", "\"invalid token\"", "\"identifier\"",
  "\"type name\"", "\"integer constant\"", "\"floating constant\"",
  "\"character constant\"", "\"string literal\"", "\"string macro\"",
  "\"(\"", "\")\"", "\"[\"", "\"]\"", "\"{\"", "\"}\"", "\".\"", "\"->\"",
  "\"++\"", "\"--\"", "\"&\"", "\"*\"", "\"+\"", "\"-\"", "\"~\"", "\"!\"",
  "\"/\"", "\"%\"", "\"<<\"", "\">>\"", "\"<\"", "\">\"", "\"<=\"",
  "\">=\"", "\"==\"", "\"!=\"", "\"^\"", "\"|\"", "\"&&\"", "\"||\"",
  "\"?\"", "\":\"", "\";\"", "\"...\"", "\"=\"", "\"compound assignment\"",
  "\",\"", "\"storage class\"", "\"type qualifier\"", "\"type keyword\"",
  "\"struct\"", "\"enum\"", "\"_Atomic(\"", "\"sizeof\"", "\"_Alignof\"",
  "\"typeof\"", "\"_Alignas\"", "\"_Generic\"", "\"_Static_assert\"",
  "\"__builtin_va_arg\"", "\"__builtin_offsetof\"",
  "\"__builtin_types_compatible_p\"", "\"__label__\"", "\"if\"",
  "\"else\"", "\"while\"", "\"do\"", "\"for\"", "\"switch\"", "\"case\"",
  "\"default\"", "\"break\"", "\"continue\"", "\"return\"", "\"goto\"",
  "\"attribute\"", "\"asm statement\"", "\"preprocessor line\"",
  "\"statement macro\"", "\"iterator macro\"", "\"declaration macro\"",
  "\"macro arguments\"", "\"stray token\"", "\"resynchronization point\"",
  "\"nesting too deep\"", "\"identifier metavariable\"",
  "\"expression metavariable\"", "\"expression list metavariable\"",
  "\"statement metavariable\"", "\"statement list metavariable\"",
  "\"type metavariable\"", "\"parameter metavariable\"",
  "\"parameter list metavariable\"", "\"field metavariable\"",
  "\"field list metavariable\"", "\"declaration metavariable\"",
  "\"initializer metavariable\"", "\"initializer list metavariable\"",
  "\"operator metavariable\"", "\"assignment operator metavariable\"",
  "\"unary operator metavariable\"", "\"position metavariable\"",
  "\"attribute metavariable\"", "\"statement dots\"",
  "\"<... (statements)\"", "\"<... (expression)\"", "\"...>\"",
  "\"( (statement disjunction)\"", "\"\\\\( (expression disjunction)\"",
  "\"|  (disjunction)\"", "\"& (conjunction)\"", "\") (disjunction)\"",
  "\"? (optional)\"", "\"when\"", "\"end of when clause\"", "\"@\"",
  "MODE_UNIT", "MODE_BODY", "MODE_EXPR", "MODE_TYPE", "MODE_IDENT", "THEN",
  "NO_SEMI", "NO_ARGS", "NO_ATTR", "$accept", "start", "top_items",
  "top_item", "body_items", "function_definition", "kr_decls",
  "macro_decl", "declaration", "label_names", "static_assert",
  "decl_specs", "decl_spec", "attr", "attrs", "attrs_opt", "struct_spec",
  "tag", "fields", "field_item", "field_decl_list", "field_decl",
  "enum_spec", "enum_body", "enum_list", "enumerator", "enum_name",
  "pplines", "init_decl_list", "init_decl", "attr_declarator",
  "declarator", "pointer", "ptr_quals", "ptr_qual", "direct_declarator",
  "array_size", "params", "param_list", "param", "kr_names",
  "abstract_declarator", "direct_abstract", "type_name", "initializer",
  "init_body", "init_list", "init_elem", "designators", "designator",
  "compound", "block_items", "stmt_seq", "block_item", "label",
  "statement", "expr_opt", "whens", "when", "when_arg", "nest_body",
  "sdisj", "sbranch", "ident", "member", "string_seq", "primary", "edisj",
  "generic_assocs", "generic_assoc", "postfix_expr", "arg_list_opt",
  "arg_list", "arg", "unary_expr", "unary_op", "cast_expr", "binary_expr",
  "cond_expr", "const_expr", "assign_expr", "expr", YY_NULLPTR
};

static const char *
yysymbol_name (yysymbol_kind_t yysymbol)
{
  return yytname[yysymbol];
}
#endif

#define YYPACT_NINF (-418)

#define yypact_value_is_default(Yyn) \
  ((Yyn) == YYPACT_NINF)

#define YYTABLE_NINF (-3)

#define yytable_value_is_error(Yyn) \
  0

/* YYPACT[STATE-NUM] -- Index in YYTABLE of the portion describing
   STATE-NUM.  */
static const yytype_int16 yypact[] =
{
     304,  -418,  -418,  2293,  1126,    28,    52,  2532,   984,  -418,
    -418,  -418,  -418,  -418,  -418,  1412,  2352,  2352,  -418,  -418,
    -418,  -418,  -418,  -418,    28,  -418,  2411,  2470,    45,    58,
      63,    66,  -418,  -418,  2293,  2293,  2293,  -418,   230,  -418,
      78,    13,  2293,  -418,  3099,  -418,  -418,    16,  -418,  -418,
    -418,  -418,   212,   212,  1126,    83,   160,  -418,  -418,  -418,
    3022,  -418,  -418,  -418,  -418,  -418,  -418,  -418,     0,   175,
    -418,   200,    28,   217,  -418,    88,  -418,  -418,  -418,  -418,
    -418,  -418,  2779,   231,  -418,  -418,   268,   273,   609,   290,
     296,  2293,   278,   267,   284,  2047,    26,   302,  -418,    92,
     153,   311,  -418,  -418,  -418,  -418,   984,   609,  -418,  -418,
    -418,  -418,  -418,  -418,  -418,   150,   358,   363,    33,  1412,
    -418,  -418,  -418,  1412,  -418,  1412,  -418,  2293,  2293,  1126,
    1126,  -418,  -418,    -3,   239,    -9,  -418,  -418,  1485,  2293,
      81,    81,  -418,  -418,   185,  2293,  2293,  2293,  -418,  2293,
    2293,  2293,  2293,  2293,  2293,  2293,  2293,  2293,  2293,  2293,
    2293,  2293,  2293,  2293,  2293,  2293,  2293,  2116,  2293,  2293,
    -418,  -418,   220,   183,   216,   365,  1558,  1558,  2851,  2175,
      12,  -418,   306,  -418,   348,  -418,  1485,  2293,   152,  -418,
    -418,  1485,  -418,   337,  -418,   248,  -418,   192,  -418,   243,
    -418,  2900,   212,   105,    41,  -418,   874,  2293,  2293,   315,
    1094,  2293,  -418,   318,  -418,  -418,  -418,  -418,   275,  2293,
     339,  -418,  1485,  -418,  1485,   609,  -418,   270,   763,  2779,
     984,  -418,   245,   184,   150,  -418,  -418,  2234,  -418,  -418,
     374,   378,   381,   350,   351,   353,   354,  -418,  2293,  2293,
    -418,  2293,  2293,  -418,  -418,   383,   355,  -418,  -418,    59,
    -418,  -418,  -418,  -418,  -418,  -418,  -418,  -418,  -418,   433,
    -418,   303,   303,  -418,  -418,   276,   276,   452,   452,   452,
     452,   573,   573,  3156,  3139,  2517,  3120,  2293,    15,  3120,
    -418,  -418,  -418,  -418,  -418,  -418,  -418,   388,   164,   390,
    -418,   397,    34,   398,   400,  -418,  -418,  -418,  1643,   405,
     386,  -418,   416,  2293,   426,  -418,  -418,  -418,  -418,    12,
    -418,   348,   688,  2175,   429,   207,  -418,    28,   431,  -418,
     436,  1485,   402,  -418,   248,  1929,  2511,  -418,  2835,  -418,
     220,    41,   534,  1988,   347,  -418,  -418,   211,   214,   439,
    2293,   408,    16,   233,  -418,  2293,  -418,   286,  -418,   440,
     446,  -418,    43,  -418,   984,   352,   150,   432,  -418,   984,
     984,  -418,   984,   984,  1662,  -418,   456,   456,   456,  1746,
    1126,   428,  1126,    16,    16,    16,    16,  -418,  1200,  -418,
    -418,  2293,  2588,  -418,  -418,  -418,  -418,  -418,  -418,   457,
     437,  -418,   212,   197,   164,  -418,  -418,  -418,  -418,  2702,
    -418,   242,  -418,  -418,  2917,  -418,  -418,  -418,  -418,  -418,
     471,   473,   442,   448,   364,  -418,   450,  -418,   484,  -418,
    -418,  1662,  -418,  -418,  -418,  -418,  -418,  -418,   485,   244,
    2293,   486,  -418,   609,   609,  2293,   458,  2293,   609,   461,
    -418,   463,   609,   392,   984,   984,  -418,  -418,  -418,  -418,
    -418,   466,  2293,    81,  -418,  1766,  -418,   494,   469,  -418,
    1870,  -418,   475,   476,   265,  -418,   501,   109,   507,  1306,
    -418,  -418,   509,  -418,  -418,  -418,  -418,  -418,  -418,  -418,
    -418,  2723,  -418,  2645,  -418,   164,   477,  -418,  -418,   505,
    2973,  -418,  -418,  -418,  -418,  -418,   334,  -418,   483,   511,
    -418,  -418,   524,   515,  -418,   465,  -418,   269,  2293,   492,
    -418,  -418,  -418,  -418,  -418,   984,   421,   150,   427,  1929,
      73,  -418,  -418,  -418,  1662,  1929,  -418,  -418,  2293,  2293,
    -418,  1746,  -418,  -418,  -418,  -418,  1485,  2293,  -418,   289,
    -418,   499,  -418,  -418,   197,  2293,  -418,  -418,   502,  -418,
    -418,  -418,  -418,   609,   504,   536,  2293,  -418,  -418,  -418,
    -418,  2293,  1766,  -418,  -418,  -418,  -418,  -418,   537,  -418,
    -418,   240,  2293,  -418,  -418,  -418,  -418,  -418,   609,   538,
     539,  -418,   514,  -418,   212,  -418,   609,  -418,  -418,  -418,
    -418
};

/* YYDEFACT[STATE-NUM] -- Default reduction number in state STATE-NUM.
   Performed when YYTABLE does not specify something else to do.  Zero
   means the default is an error.  */
static const yytype_int16 yydefact[] =
{
       0,     7,    17,     0,     0,     0,     0,     0,     3,   239,
     250,   251,   252,   244,   245,     0,     0,     0,   298,   299,
     300,   301,   302,   303,     0,   260,     0,     0,     0,     0,
       0,     0,   240,   249,     0,     0,     0,   248,   253,   271,
     288,   304,     0,   306,   326,   330,   334,     4,    45,    42,
      43,    44,    61,    61,     0,     0,     0,    55,    46,    56,
     154,    40,    47,    48,    49,     5,     6,     1,     0,     0,
      14,     0,     0,     0,    15,     0,    35,     8,    11,    12,
      10,    33,     0,   239,   179,   196,     0,     0,     0,     0,
       0,     0,     0,     0,     0,     0,     0,     0,   187,   213,
       0,   240,   217,   188,   224,   224,     0,     0,    19,   185,
     184,   194,    18,   186,   183,     0,     0,     0,     0,     0,
     289,   290,   293,     0,   294,     0,   296,     0,     0,     0,
       0,   304,   292,     0,     0,     0,   246,   247,   280,     0,
       0,     0,   276,   277,     0,     0,     0,     0,   291,     0,
       0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
       0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
      58,    57,    62,     0,     0,     0,     0,     0,   133,   130,
     114,    41,   146,   155,   148,     9,   280,     0,     0,    36,
      16,   280,    29,    27,   122,     0,    31,     0,   123,     0,
     106,   108,   110,     0,   112,   189,     0,     0,     0,     0,
     222,     0,   329,     0,   193,   204,   205,   206,     0,     0,
       0,   210,   280,   214,   280,     0,   190,   218,     0,     0,
     237,   181,     0,     0,   238,   221,   195,     0,   255,   254,
       0,     0,     0,     0,     0,     0,     0,   261,     0,     0,
     262,     0,     0,   287,   286,     0,   281,   282,   285,     0,
     241,   242,   243,   274,   275,   279,   331,   332,   333,   311,
     322,   320,   321,   323,   324,   318,   319,   314,   315,   316,
     317,   312,   313,   310,   309,   308,   307,     0,     0,   325,
     335,    60,    59,    66,    67,    69,    68,    65,    89,    88,
      52,     0,     0,     0,     0,   141,   142,   143,   139,     0,
     134,   135,     0,     0,     0,   131,   120,   121,   116,   115,
     118,   147,   133,   130,     0,     0,    34,     0,     0,    26,
       0,   280,     0,    32,     0,     0,     0,    22,     0,    20,
     111,   113,   133,   130,     0,   178,   180,     0,     0,     0,
     222,     0,   223,     0,   191,     0,   207,     0,   208,     0,
       0,   215,     0,   225,   231,     0,   232,   108,   182,     0,
       0,   220,     0,     0,   159,   305,     0,   295,   297,     0,
       0,     0,     0,   264,   266,   263,   265,   273,     0,   272,
     328,     0,     0,    69,   101,   102,   100,   104,   103,     0,
      91,    94,    61,    90,    89,    51,    50,    53,    54,   133,
     138,   146,   140,   152,     0,   149,   132,   150,   117,   119,
       0,     0,     0,     0,     0,    37,    25,   124,     0,    28,
     107,   159,   158,   109,   156,    23,    21,   144,     0,     0,
       0,     0,   129,     0,     0,     0,     0,   222,     0,     0,
     209,   211,     0,     0,     0,     0,   219,   234,   236,   233,
     235,   239,     0,     0,   172,   160,   168,     0,   161,   164,
       0,   173,     0,     0,     0,   267,     0,     0,     0,     0,
     283,   327,     0,    63,    73,    74,    78,    79,    80,    76,
      75,     0,    70,     0,    86,    92,    98,   105,    95,     0,
       0,   136,   153,   151,    13,    39,     0,    24,     0,     0,
     127,   128,     0,     0,   125,   197,   199,     0,   222,     0,
     203,   192,   212,   216,   228,   230,     0,   229,     0,     0,
       0,   177,   165,   278,   162,     0,   170,   174,     0,     0,
     256,     0,   257,   258,   259,   284,   280,     0,    72,     0,
      81,    83,    64,    96,    93,     0,    87,   137,     0,    30,
     157,   145,   126,     0,     0,     0,   222,   227,   226,   171,
     175,     0,   163,   166,   169,   270,   269,   268,     0,    85,
      71,     0,     0,    97,    99,    38,   198,   200,     0,     0,
       0,   167,     0,    82,    61,   202,     0,   176,    77,    84,
     201
};

/* YYPGOTO[NTERM-NUM].  */
static const yytype_int16 yypgoto[] =
{
    -418,  -418,  -418,  -418,  -418,   543,  -418,     1,     5,  -418,
    -364,    -2,   -46,   -49,   356,   -51,  -418,   379,   166,  -418,
    -418,   -24,  -418,   156,  -418,  -363,  -418,  -307,  -418,   227,
     -73,  -418,     4,  -418,   246,  -180,  -274,  -268,  -418,  -390,
    -418,   -43,  -163,    35,  -293,   132,  -418,  -417,  -418,    94,
      55,  -418,  -208,    -1,  -418,   -66,  -329,   462,  -418,   113,
    -418,  -418,  -156,    10,  -125,   145,  -418,  -418,  -418,    29,
     190,  -159,  -418,  -322,   -16,  -418,    -4,  2930,   -78,  -152,
     219,    56
};

/* YYDEFGOTO[NTERM-NUM].  */
static const yytype_int16 yydefgoto[] =
{
       0,     6,     7,    77,     8,    78,   336,   109,   110,   188,
      81,    60,    61,    62,   172,   173,    63,   297,   392,   492,
     549,   550,    64,   399,   400,   401,   402,   403,   199,   200,
     367,   202,   203,   319,   320,   204,   314,   309,   310,   311,
     439,   312,   184,   254,   466,   467,   468,   469,   470,   471,
     111,   206,   230,   231,   113,   114,   351,   227,   363,   526,
     365,   232,   233,    37,   263,    38,    39,   134,   474,   475,
      40,   255,   256,   257,    41,    42,    43,    44,    45,   213,
      46,   115
};

/* YYTABLE[YYPACT[STATE-NUM]] -- What to do in state STATE-NUM.  If
   positive, shift that token.  If negative, reduce the rule whose
   number is the opposite.  If YYTABLE_NINF, syntax error.  */
static const yytype_int16 yytable[] =
{
     120,   121,   174,   171,   171,    82,    82,   112,    79,   201,
     124,   126,    80,   212,   181,    66,   264,   183,   131,   321,
     364,   446,   209,   341,   501,   304,   131,   324,   490,     9,
     132,     9,   328,   180,   122,   325,   181,   169,   148,    65,
     498,   235,   433,   169,   239,   406,   453,   219,   532,   421,
     116,   342,    67,   343,   420,   127,   391,   145,   146,    47,
     316,   169,   169,   359,   182,   360,   480,   465,   128,   441,
     117,   118,   389,   129,   438,   131,   130,   454,   455,   169,
     169,   479,   189,   185,   260,   261,   570,    57,   138,   175,
     139,   133,   135,   176,   140,   141,   142,   143,   191,   212,
     251,   252,   222,   247,   229,   169,   220,   500,   194,   212,
     557,    32,   147,    32,    59,   195,   571,   573,   519,   138,
     543,   139,   330,   292,   465,   140,   141,   142,   143,   490,
     192,   317,   553,   131,   131,   131,   131,   131,   131,   131,
     131,   131,   131,   131,   131,   131,   131,   131,   131,   131,
     131,   218,   131,   171,   240,   591,   344,   545,   241,   361,
     242,   131,   234,   224,   245,   246,   262,   394,   395,   193,
     177,   131,   428,   223,   117,   118,   308,   536,   117,   118,
     117,   118,   182,   181,   318,   186,   293,   294,   554,   565,
     198,   583,   236,   144,   326,   259,   169,   295,   327,   338,
     394,   395,   331,   449,   229,   346,   337,   396,   338,   390,
     187,   301,   303,   457,   458,   350,   459,   460,   423,   293,
     294,   131,   443,   288,   144,   444,   229,   572,   229,   368,
     298,   341,   302,   375,   225,   410,   569,   589,   136,   137,
     396,   397,   574,   194,   448,   194,   525,   525,   321,   398,
     195,   194,   409,   424,   179,   511,   339,   169,   195,   190,
     169,   180,   181,   347,   348,   412,   352,   353,   296,   180,
     317,   131,   205,   332,   497,   357,   540,   212,   207,   169,
     564,   547,   398,   208,   366,   333,   265,    57,   170,   334,
     512,   292,   181,   372,   373,    57,   291,   150,   151,   152,
     210,   296,   153,   154,   383,   384,   211,   385,   386,   215,
     530,   541,   411,   481,    59,   169,   178,   356,   179,   214,
     308,   169,    59,   418,   150,   198,   216,   198,   450,   153,
     154,   580,   169,   198,   338,   581,   330,   425,   531,   131,
     308,   435,   136,   137,   221,   558,   243,   244,   248,   249,
     250,   496,   226,   171,   369,   370,   371,   258,   322,   354,
     323,   355,   229,   368,   266,   267,   268,   229,   229,   237,
     229,   229,    13,    14,   238,   131,   300,   515,   516,   329,
     349,   358,   520,   362,   212,   376,   523,   578,   290,   377,
     491,   436,   378,   489,   387,   579,   379,   380,   315,   381,
     382,   388,   393,   584,   404,   258,   352,   308,   405,   407,
     258,   408,   308,   411,   473,   476,   413,   478,   551,   590,
       1,     2,     3,     4,     5,   234,   234,   415,   234,   234,
     594,     9,   414,    10,    11,    12,    13,    14,   119,   417,
     422,   258,   426,   258,   429,   181,   131,   427,   442,   445,
     447,   451,   229,   229,   150,   151,   152,   452,   456,   153,
     154,   155,   156,   157,   158,   159,   160,   161,   162,   212,
     374,    25,   494,   150,   151,   152,   335,   212,   153,   154,
     155,   156,   502,   495,   504,    28,   503,    29,    30,    31,
     505,   491,   507,   212,   489,   508,   510,   586,   308,   514,
     518,   517,   521,   352,   212,   522,   524,   529,   551,   533,
     527,   527,   542,    32,    33,   534,   538,   539,   544,   546,
     556,   555,   595,   229,   368,   559,   560,   561,   562,   563,
     600,   131,   416,    35,   566,   567,    36,   437,    48,   131,
     582,   568,   315,   599,   585,   171,   587,   588,   592,   596,
     258,   108,   597,   299,   434,   131,   598,   593,   340,   493,
     499,   430,   315,   509,   537,   419,   131,   228,   528,   506,
     577,   477,     0,     0,   352,     0,   473,   305,     0,     0,
       0,    49,    50,    51,    52,    53,    54,     0,     0,    55,
      56,     0,     0,   434,   150,   151,   152,     0,     0,   153,
     154,   155,   156,   157,   158,   159,   160,   258,     0,    57,
       0,     0,     9,     0,    10,    11,    12,    13,    14,    15,
       0,     0,   352,    84,    58,   306,   307,    16,    17,    18,
      19,    20,    21,    22,    23,     0,    59,     0,     0,     0,
       0,     0,     0,     0,     0,     0,     0,    24,     0,     0,
     434,    85,    25,     0,     0,     0,     0,     0,     0,   513,
       0,     0,    26,    27,     0,     0,    28,     0,    29,    30,
      31,     0,    86,     0,    87,    88,    89,    90,     0,     0,
      93,    94,    95,    96,   434,    97,     0,    99,   100,   434,
       0,     0,    48,     0,    32,    33,     0,   102,   258,     0,
       0,     0,     0,     0,     0,     0,     0,     0,     0,    34,
       0,     0,   104,   105,    35,     0,   106,    36,     0,     0,
       0,   107,     0,     0,     0,     0,     0,     0,     0,     0,
       0,   305,     0,     0,     0,    49,    50,    51,    52,    53,
      54,     0,     0,    55,    56,     0,     0,     0,   434,     0,
       0,     0,     0,   434,   434,     0,     0,   575,   576,     0,
       0,     0,     0,    57,     0,   258,    83,    48,    10,    11,
      12,    13,    14,    15,     0,     0,     0,    84,    58,   306,
     307,    16,    17,    18,    19,    20,    21,    22,    23,     0,
      59,   434,     0,     0,     0,     0,     0,     0,     0,     0,
       0,    24,     0,     0,     0,    85,    25,     0,     0,     0,
      49,    50,    51,    52,    53,    54,    26,    27,    55,    56,
      28,    71,    29,    30,    31,    72,    86,     0,    87,    88,
      89,    90,    91,    92,    93,    94,    95,    96,    57,    97,
      98,    99,   100,    75,     0,     0,     0,     0,   101,    33,
       0,   102,   103,    58,     0,     0,     0,     0,    76,     0,
       0,     0,     0,    34,     0,    59,   104,   105,    35,     0,
     106,    36,     0,     0,     0,   107,   362,    83,    48,    10,
      11,    12,    13,    14,    15,     0,     0,     0,    84,   345,
       0,     0,    16,    17,    18,    19,    20,    21,    22,    23,
       0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
       0,     0,    24,     0,     0,     0,    85,    25,     0,     0,
       0,    49,    50,    51,    52,    53,    54,    26,    27,    55,
      56,    28,    71,    29,    30,    31,    72,    86,     0,    87,
      88,    89,    90,    91,    92,    93,    94,    95,    96,    57,
      97,    98,    99,   100,    75,     0,     0,     0,     0,   101,
      33,     0,   102,   103,    58,     0,     0,     0,     0,    76,
       0,     0,     0,     0,    34,     0,    59,   104,   105,    35,
       0,   106,    36,     0,     0,     0,   107,    83,    48,    10,
      11,    12,    13,    14,    15,     0,     0,     0,    84,     0,
       0,     0,    16,    17,    18,    19,    20,    21,    22,    23,
       0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
       0,     0,    24,     0,     0,     0,    85,    25,     0,     0,
       0,    49,    50,    51,    52,    53,    54,    26,    27,    55,
      56,    28,    71,    29,    30,    31,    72,    86,     0,    87,
      88,    89,    90,    91,    92,    93,    94,    95,    96,    57,
      97,    98,    99,   100,    75,     0,     0,     0,     0,   101,
      33,     0,   102,   103,    58,     0,     0,     0,     0,    76,
       0,     0,     0,     0,    34,     0,    59,   104,   105,    35,
       0,   106,    36,     0,     0,     0,   107,     9,    48,    10,
      11,    12,    13,    14,    15,     0,     0,     0,     0,     0,
       0,     0,    16,    17,    18,    19,    20,    21,    22,    23,
       0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
      48,     0,    24,     0,     0,     0,     0,    25,     0,     0,
       0,    49,    50,    51,    52,    53,    54,    26,    27,    55,
      56,    28,    71,    29,    30,    31,    72,     0,     0,     0,
       0,     0,     0,     0,     0,     0,     0,     0,     0,    57,
       0,     0,     0,    49,    50,    51,    52,    53,    54,    32,
      33,    55,    56,     0,    58,     0,     0,     0,     0,    76,
       0,     0,     0,     0,    34,     0,    59,     0,     0,    35,
       0,    57,    36,     9,    48,    10,    11,    12,    13,    14,
      15,     0,     0,     0,     0,     0,    58,     0,    16,    17,
      18,    19,    20,    21,    22,    23,     0,     0,    59,     0,
       0,     0,     0,     0,     0,     0,     0,     0,    24,     0,
       0,     0,     0,    25,     0,     0,     0,    49,    50,    51,
      52,    53,    54,    26,    27,    55,    56,    28,     0,    29,
      30,    31,     0,     0,     0,     0,     0,     0,     0,     0,
       0,     0,     0,     0,     0,    57,     0,   397,     0,     0,
       0,     0,     0,     0,     0,    32,    33,   253,     0,     0,
      58,     0,     0,     0,     0,     0,     0,     0,     0,     0,
      34,     0,    59,     0,     0,    35,     0,     0,    36,     9,
      48,    10,    11,    12,    13,    14,    15,     0,     0,     0,
       0,     0,     0,     0,    16,    17,    18,    19,    20,    21,
      22,    23,     0,     0,     0,     0,     0,     0,     0,     0,
       0,     0,     0,     0,    24,     0,     0,     0,     0,    25,
       0,     0,     0,    49,    50,    51,    52,    53,    54,    26,
      27,    55,    56,    28,     0,    29,    30,    31,     0,     0,
       0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
       0,    57,     0,   497,     0,     0,     0,     0,     0,     0,
       0,    32,    33,   253,     0,     0,    58,     0,     0,     0,
       0,     0,     0,     0,     0,     0,    34,     0,    59,     0,
       0,    35,     0,     0,    36,     9,    48,    10,    11,    12,
      13,    14,    15,     0,     0,     0,    84,     0,     0,     0,
      16,    17,    18,    19,    20,    21,    22,    23,     0,     0,
       0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
      24,     0,     0,     0,     0,    25,     0,     0,     0,    49,
      50,    51,    52,    53,    54,    26,    27,    55,    56,    28,
       0,    29,    30,    31,     0,     0,     0,     0,     0,     0,
       0,     0,     0,     0,     0,     0,     0,    57,     9,    48,
      10,    11,    12,    13,    14,    15,     0,    32,    33,     0,
       0,     0,    58,    16,    17,    18,    19,    20,    21,    22,
      23,     0,    34,     0,    59,     0,     0,    35,     0,     0,
      36,     0,     0,    24,     0,     0,     0,     0,    25,     0,
       0,     0,    49,    50,    51,    52,    53,    54,    26,    27,
      55,    56,    28,     0,    29,    30,    31,     0,     0,     0,
       0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
      57,     9,    48,    10,    11,    12,    13,    14,    15,     0,
      32,    33,   253,     0,     0,    58,    16,    17,    18,    19,
      20,    21,    22,    23,     0,    34,     0,    59,     0,     0,
      35,     0,     0,    36,     0,     0,    24,     0,     0,     0,
       0,    25,     0,     0,     0,    49,    50,    51,    52,    53,
      54,    26,    27,    55,    56,    28,     0,    29,    30,    31,
       0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
       0,     0,     0,    57,     0,     0,     0,     0,     0,     0,
       0,     0,     0,    32,    33,     0,   194,    48,    58,     0,
       0,     0,     0,   409,     0,   179,     0,     0,    34,     0,
      59,     0,     0,    35,   180,   461,    36,    10,    11,    12,
      13,    14,    15,     0,   462,     0,   431,     0,   463,     0,
      16,    17,    18,    19,    20,    21,    22,    23,     0,     0,
      49,    50,    51,    52,    53,    54,     0,     0,    55,    56,
      24,     0,     0,     0,     0,    25,     0,     0,     0,     0,
       0,     0,     0,     0,     0,    26,    27,     0,    57,    28,
       0,    29,    30,    31,     0,     0,     0,     0,   198,     0,
       0,     0,     0,    58,     0,     0,     0,     0,     0,   397,
       0,     0,     0,     0,     0,    59,     0,    32,    33,     0,
      48,     0,     0,     0,     0,     0,     0,     0,   432,   464,
       0,     0,    34,     0,     0,     0,     0,    35,     0,   461,
      36,    10,    11,    12,    13,    14,    15,     0,   462,     0,
     431,     0,   463,     0,    16,    17,    18,    19,    20,    21,
      22,    23,     0,    49,    50,    51,    52,    53,    54,     0,
       0,    55,    56,     0,    24,     0,     0,     0,     0,    25,
       0,     0,     0,     0,     0,     0,   472,     0,     0,    26,
      27,    57,     0,    28,     0,    29,    30,    31,     0,     0,
       0,     0,     0,     0,     0,     0,    58,     0,     0,     0,
       0,     0,     0,   497,     0,     0,     0,     0,    59,     0,
       0,    32,    33,     0,     0,     0,     0,     0,     0,     0,
       0,     0,   432,   464,     0,     0,    34,     0,     0,     0,
       0,    35,     0,     9,    36,    10,    11,    12,    13,    14,
      15,     0,   462,     0,   431,     0,   463,     0,    16,    17,
      18,    19,    20,    21,    22,    23,     0,     0,     0,     0,
       0,     0,     0,     0,     0,     0,     0,     0,    24,     0,
       0,     0,     0,    25,   535,     0,     0,     0,     0,     0,
       0,     0,     0,    26,    27,     0,     0,    28,     0,    29,
      30,    31,     9,     0,    10,    11,    12,    13,    14,    15,
       0,     0,     0,   431,     0,     0,     0,    16,    17,    18,
      19,    20,    21,    22,    23,    32,    33,     0,     0,     0,
       0,     0,     0,     0,     0,     0,   432,    24,     0,     0,
      34,     0,    25,     0,     0,    35,     0,     0,    36,     0,
       0,     0,    26,    27,     0,     0,    28,     0,    29,    30,
      31,     9,     0,    10,    11,    12,    13,    14,    15,     0,
       0,     0,     0,     0,     0,     0,    16,    17,    18,    19,
      20,    21,    22,    23,    32,    33,     0,     0,     0,     0,
       0,     0,     0,     0,     0,   432,    24,     0,     0,    34,
       0,    25,     0,     0,    35,   440,   313,    36,     0,     0,
       0,    26,    27,     0,     0,    28,     0,    29,    30,    31,
       9,     0,    10,    11,    12,    13,    14,    15,     0,     0,
       0,     0,     0,     0,     0,    16,    17,    18,    19,    20,
      21,    22,    23,    32,    33,     0,     0,     0,     0,     0,
       0,     0,     0,     0,     0,    24,     0,     0,    34,   217,
      25,     0,     0,    35,     0,     0,    36,     0,     0,     0,
      26,    27,     0,     0,    28,     0,    29,    30,    31,     0,
       0,     0,     0,     0,     0,     0,     0,     0,     0,     9,
       0,    10,    11,    12,    13,    14,    15,     0,     0,     0,
       0,     0,    32,    33,    16,    17,    18,    19,    20,    21,
      22,    23,     0,     0,     0,     0,     0,    34,     0,     0,
       0,     0,    35,     0,    24,    36,     0,   287,     0,    25,
       0,     0,     0,     0,     0,     0,     0,     0,     0,    26,
      27,     0,     0,    28,     0,    29,    30,    31,     9,     0,
      10,    11,    12,    13,    14,    15,     0,     0,     0,     0,
       0,     0,     0,    16,    17,    18,    19,    20,    21,    22,
      23,    32,    33,     0,     0,     0,     0,     0,     0,     0,
       0,     0,     0,    24,     0,     0,    34,     0,    25,     0,
       0,    35,     0,   313,    36,     0,     0,     0,    26,    27,
       0,     0,    28,     0,    29,    30,    31,     9,     0,    10,
      11,    12,    13,    14,    15,     0,     0,     0,   374,     0,
       0,     0,    16,    17,    18,    19,    20,    21,    22,    23,
      32,    33,     0,     0,     0,     0,     0,     0,     0,     0,
       0,     0,    24,     0,     0,    34,     0,    25,     0,     0,
      35,     0,     0,    36,     0,     0,     0,    26,    27,     0,
       0,    28,     0,    29,    30,    31,     9,     0,    10,    11,
      12,    13,    14,    15,     0,     0,     0,     0,     0,     0,
       0,    16,    17,    18,    19,    20,    21,    22,    23,    32,
      33,     0,     0,     0,     0,     0,     0,     0,     0,     0,
       0,    24,     0,     0,    34,     0,    25,     0,     0,    35,
       0,     0,    36,     0,     0,     0,    26,    27,     0,     0,
      28,     0,    29,    30,    31,     9,     0,    10,    11,    12,
      13,    14,   119,     0,     0,     0,     0,     0,     0,     0,
      16,    17,    18,    19,    20,    21,    22,    23,    32,    33,
       0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
      24,     0,     0,    34,     0,    25,     0,     0,    35,     0,
       0,    36,     0,     0,     0,    26,    27,     0,     0,    28,
       0,    29,    30,    31,     9,     0,    10,    11,    12,    13,
      14,   123,     0,     0,     0,     0,     0,     0,     0,    16,
      17,    18,    19,    20,    21,    22,    23,    32,    33,     0,
       0,     0,     0,     0,     0,     0,     0,     0,     0,    24,
       0,     0,    34,     0,    25,     0,     0,    35,     0,     0,
      36,     0,     0,     0,    26,    27,     0,     0,    28,     0,
      29,    30,    31,     9,     0,    10,    11,    12,    13,    14,
     125,     0,     0,     0,     0,     0,     0,     0,    16,    17,
      18,    19,    20,    21,    22,    23,    32,    33,     0,     0,
       0,     0,     0,     0,     0,     0,     0,     0,    24,     0,
       0,    34,     0,    25,     0,    48,    35,     0,     0,    36,
       0,     0,     0,    26,    27,    84,     0,    28,     0,    29,
      30,    31,    -2,    68,     0,    69,    48,   149,   150,   151,
     152,     0,     0,   153,   154,   155,   156,   157,   158,   159,
     160,   161,   162,   163,   164,    32,    33,     0,    49,    50,
      51,    52,    53,    54,     0,     0,    55,    56,     0,    71,
      34,     0,     0,    72,    70,    35,     0,     0,    36,    49,
      50,    51,    52,    53,    54,     0,    57,    55,    56,     0,
      71,   482,    48,     0,    72,     0,     0,     0,     0,     0,
       0,    58,     0,   483,     0,     0,    76,    57,    73,    74,
       0,     0,    75,    59,     0,     0,     0,     0,     0,     0,
       0,     0,    58,     0,     0,     0,     0,    76,     0,     0,
     484,     0,     0,     0,    59,    49,    50,    51,    52,    53,
      54,     0,     0,    55,    56,     0,    71,     0,   482,    48,
       0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
     552,     0,     0,    57,     0,   485,     0,     0,    75,     0,
       0,     0,     0,     0,     0,     0,     0,     0,    58,     0,
       0,   486,   487,     0,     0,     0,     0,   484,     0,     0,
      59,   488,    49,    50,    51,    52,    53,    54,     0,     0,
      55,    56,     0,    71,     0,   194,    48,     0,     0,     0,
       0,     0,   409,     0,   179,     0,     0,     0,     0,     0,
      57,     0,   485,   180,     0,    75,   194,    48,     0,     0,
       0,     0,     0,   195,     0,    58,     0,     0,   486,   487,
       0,     0,     0,     0,   180,   305,     0,    59,   488,    49,
      50,    51,    52,    53,    54,     0,     0,    55,    56,     0,
       0,     0,     0,     0,   547,   548,     0,     0,     0,     0,
      49,    50,    51,    52,    53,    54,     0,    57,    55,    56,
       0,     0,   194,    48,     0,     0,     0,   198,     0,   195,
       0,     0,    58,   306,   307,     0,     0,     0,    57,     0,
     180,     0,     0,   197,    59,     0,     0,     0,   198,     0,
       0,     0,     0,    58,     0,     0,     0,     0,     0,     0,
       0,   196,     0,     0,     0,    59,    49,    50,    51,    52,
      53,    54,     0,     0,    55,    56,     0,     0,   194,    48,
       0,     0,     0,     0,     0,   195,     0,     0,     0,     0,
       0,     0,     0,     0,    57,    48,   180,     0,     0,   197,
       0,   178,     0,   179,   198,     0,     0,     0,     0,    58,
       0,     0,   180,     0,     0,     0,     0,   196,     0,     0,
       0,    59,    49,    50,    51,    52,    53,    54,     0,     0,
      55,    56,     0,     0,   305,     0,     0,     0,    49,    50,
      51,    52,    53,    54,    48,     0,    55,    56,     0,     0,
      57,     0,     0,     0,    84,     0,     0,     0,     0,     0,
     198,    48,     0,     0,     0,    58,    57,     0,     0,     0,
       0,     0,     0,     0,     0,     0,     0,    59,     0,     0,
       0,    58,   306,   307,   335,     0,     0,    49,    50,    51,
      52,    53,    54,    59,     0,    55,    56,     0,    71,     0,
     305,     0,    72,     0,    49,    50,    51,    52,    53,    54,
       0,     0,    55,    56,     0,    57,     0,    48,     0,     0,
       0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
      58,     0,    57,     0,   397,    76,     0,     0,     0,     0,
       0,     0,    59,     0,     0,     0,     0,    58,   306,   307,
       0,     0,     0,     0,     0,     0,   305,     0,     0,    59,
      49,    50,    51,    52,    53,    54,    48,     0,    55,    56,
       0,     0,   178,     0,   179,     0,     0,     0,     0,     0,
       0,     0,     0,   180,     0,     0,     0,     0,    57,     0,
     497,     0,     0,     0,     0,     0,     0,     0,     0,     0,
       0,     0,     0,    58,   306,   307,     0,     0,     0,    49,
      50,    51,    52,    53,    54,    59,     0,    55,    56,   269,
     270,   271,   272,   273,   274,   275,   276,   277,   278,   279,
     280,   281,   282,   283,   284,   285,   286,    57,   289,     0,
       0,     0,     0,     0,     0,     0,     0,     0,     0,     0,
       0,     0,    58,     0,     0,     0,     0,     0,     0,   149,
     150,   151,   152,     0,    59,   153,   154,   155,   156,   157,
     158,   159,   160,   161,   162,   163,   164,   165,   166,   167,
     149,   150,   151,   152,     0,     0,   153,   154,   155,   156,
     157,   158,   159,   160,   161,   162,   163,   164,   165,   149,
     150,   151,   152,     0,     0,   153,   154,   155,   156,   157,
     158,   159,   160,   161,   162,   163,   149,   150,   151,   152,
       0,     0,   153,   154,   155,   156,   157,   158,   159,   160,
     161,   162,     0,     0,     0,     0,     0,   168
};

static const yytype_int16 yycheck[] =
{
      16,    17,    53,    52,    53,     7,     8,     8,     7,    82,
      26,    27,     7,    91,    60,     5,   141,    60,    34,   182,
     228,   350,    88,   203,   414,   177,    42,   186,   392,     3,
      34,     3,   191,    21,    24,   187,    82,    46,    42,     4,
     403,   107,   335,    46,    11,    11,     3,    21,   465,   323,
      15,    10,     0,    12,   322,    10,    41,    44,    45,     3,
      48,    46,    46,   222,    60,   224,   388,   374,    10,   343,
      15,    15,    13,    10,   342,    91,    10,    34,    35,    46,
      46,   388,    72,    83,     3,     4,    13,    75,    10,    54,
      12,    35,    36,    10,    16,    17,    18,    19,    10,   177,
     109,   110,    10,   106,   106,    46,    96,   414,     3,   187,
     500,    85,    99,    85,   102,    10,    43,   534,   447,    10,
      11,    12,   195,   172,   431,    16,    17,    18,    19,   493,
      42,   180,   495,   149,   150,   151,   152,   153,   154,   155,
     156,   157,   158,   159,   160,   161,   162,   163,   164,   165,
     166,    95,   168,   202,   119,   572,   115,   479,   123,   225,
     125,   177,   106,    10,   129,   130,    85,     3,     4,    81,
      10,   187,   331,    81,   119,   119,   178,   470,   123,   123,
     125,   125,   178,   229,   180,    10,     3,     4,   495,   518,
      85,   554,    42,   115,    42,   139,    46,    14,    46,   201,
       3,     4,    10,   355,   206,   206,   201,    43,   210,   287,
      10,   176,   177,   369,   370,   210,   372,   373,    11,     3,
       4,   237,    11,   167,   115,    11,   228,   534,   230,   230,
      14,   411,   176,   237,    81,   308,   529,   566,     8,     9,
      43,    77,   535,     3,    11,     3,   454,   455,   411,    85,
      10,     3,    10,    46,    12,    11,   201,    46,    10,    42,
      46,    21,   308,   207,   208,   308,   210,   211,    85,    21,
     319,   287,    41,    81,    77,   219,    11,   355,    10,    46,
      11,    41,    85,    10,   228,    42,   101,    75,    76,    46,
      46,   340,   338,   109,   110,    75,    76,    21,    22,    23,
      10,    85,    26,    27,   248,   249,    10,   251,   252,    42,
     462,    46,   308,   391,   102,    46,    10,    42,    12,    41,
     322,    46,   102,   319,    21,    85,    42,    85,    42,    26,
      27,    42,    46,    85,   336,    46,   409,   327,   463,   355,
     342,   336,     8,     9,    42,    11,   127,   128,   109,   110,
     111,   402,    41,   402,   109,   110,   111,   138,    10,    41,
      12,    43,   364,   364,   145,   146,   147,   369,   370,    11,
     372,   373,     8,     9,    11,   391,    11,   443,   444,    42,
      65,    42,   448,   113,   462,    11,   452,   546,   169,    11,
     392,   336,    11,   392,    11,   547,    46,    46,   179,    46,
      46,    46,    14,   555,    14,   186,   350,   409,    11,    11,
     191,    11,   414,   409,   379,   380,    11,   382,   491,   571,
     116,   117,   118,   119,   120,   369,   370,    11,   372,   373,
     582,     3,    46,     5,     6,     7,     8,     9,    10,    13,
      11,   222,    11,   224,    42,   491,   462,    11,   101,    10,
      42,    11,   454,   455,    21,    22,    23,    11,   106,    26,
      27,    28,    29,    30,    31,    32,    33,    34,    35,   547,
      14,    43,    15,    21,    22,    23,    44,   555,    26,    27,
      28,    29,    11,    46,    42,    57,    13,    59,    60,    61,
      42,   493,    42,   571,   493,    11,    11,   563,   500,    13,
      42,   445,    41,   447,   582,    42,   114,    41,   581,    15,
     454,   455,    11,    85,    86,    46,    41,    41,    11,    10,
      15,    44,   588,   525,   525,    42,    15,     3,    13,    64,
     596,   547,   313,   105,    42,   114,   108,     3,     4,   555,
      41,   114,   323,   594,    42,   594,    42,    11,    11,    11,
     331,     8,    13,   174,   335,   571,    42,   581,   202,   393,
     404,   334,   343,   431,   470,   319,   582,   105,   455,   424,
     541,   381,    -1,    -1,   518,    -1,   541,    43,    -1,    -1,
      -1,    47,    48,    49,    50,    51,    52,    -1,    -1,    55,
      56,    -1,    -1,   374,    21,    22,    23,    -1,    -1,    26,
      27,    28,    29,    30,    31,    32,    33,   388,    -1,    75,
      -1,    -1,     3,    -1,     5,     6,     7,     8,     9,    10,
      -1,    -1,   566,    14,    90,    91,    92,    18,    19,    20,
      21,    22,    23,    24,    25,    -1,   102,    -1,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    38,    -1,    -1,
     431,    42,    43,    -1,    -1,    -1,    -1,    -1,    -1,   440,
      -1,    -1,    53,    54,    -1,    -1,    57,    -1,    59,    60,
      61,    -1,    63,    -1,    65,    66,    67,    68,    -1,    -1,
      71,    72,    73,    74,   465,    76,    -1,    78,    79,   470,
      -1,    -1,     4,    -1,    85,    86,    -1,    88,   479,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,   100,
      -1,    -1,   103,   104,   105,    -1,   107,   108,    -1,    -1,
      -1,   112,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    43,    -1,    -1,    -1,    47,    48,    49,    50,    51,
      52,    -1,    -1,    55,    56,    -1,    -1,    -1,   529,    -1,
      -1,    -1,    -1,   534,   535,    -1,    -1,   538,   539,    -1,
      -1,    -1,    -1,    75,    -1,   546,     3,     4,     5,     6,
       7,     8,     9,    10,    -1,    -1,    -1,    14,    90,    91,
      92,    18,    19,    20,    21,    22,    23,    24,    25,    -1,
     102,   572,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    38,    -1,    -1,    -1,    42,    43,    -1,    -1,    -1,
      47,    48,    49,    50,    51,    52,    53,    54,    55,    56,
      57,    58,    59,    60,    61,    62,    63,    -1,    65,    66,
      67,    68,    69,    70,    71,    72,    73,    74,    75,    76,
      77,    78,    79,    80,    -1,    -1,    -1,    -1,    85,    86,
      -1,    88,    89,    90,    -1,    -1,    -1,    -1,    95,    -1,
      -1,    -1,    -1,   100,    -1,   102,   103,   104,   105,    -1,
     107,   108,    -1,    -1,    -1,   112,   113,     3,     4,     5,
       6,     7,     8,     9,    10,    -1,    -1,    -1,    14,    15,
      -1,    -1,    18,    19,    20,    21,    22,    23,    24,    25,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    38,    -1,    -1,    -1,    42,    43,    -1,    -1,
      -1,    47,    48,    49,    50,    51,    52,    53,    54,    55,
      56,    57,    58,    59,    60,    61,    62,    63,    -1,    65,
      66,    67,    68,    69,    70,    71,    72,    73,    74,    75,
      76,    77,    78,    79,    80,    -1,    -1,    -1,    -1,    85,
      86,    -1,    88,    89,    90,    -1,    -1,    -1,    -1,    95,
      -1,    -1,    -1,    -1,   100,    -1,   102,   103,   104,   105,
      -1,   107,   108,    -1,    -1,    -1,   112,     3,     4,     5,
       6,     7,     8,     9,    10,    -1,    -1,    -1,    14,    -1,
      -1,    -1,    18,    19,    20,    21,    22,    23,    24,    25,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    38,    -1,    -1,    -1,    42,    43,    -1,    -1,
      -1,    47,    48,    49,    50,    51,    52,    53,    54,    55,
      56,    57,    58,    59,    60,    61,    62,    63,    -1,    65,
      66,    67,    68,    69,    70,    71,    72,    73,    74,    75,
      76,    77,    78,    79,    80,    -1,    -1,    -1,    -1,    85,
      86,    -1,    88,    89,    90,    -1,    -1,    -1,    -1,    95,
      -1,    -1,    -1,    -1,   100,    -1,   102,   103,   104,   105,
      -1,   107,   108,    -1,    -1,    -1,   112,     3,     4,     5,
       6,     7,     8,     9,    10,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    18,    19,    20,    21,    22,    23,    24,    25,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
       4,    -1,    38,    -1,    -1,    -1,    -1,    43,    -1,    -1,
      -1,    47,    48,    49,    50,    51,    52,    53,    54,    55,
      56,    57,    58,    59,    60,    61,    62,    -1,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    75,
      -1,    -1,    -1,    47,    48,    49,    50,    51,    52,    85,
      86,    55,    56,    -1,    90,    -1,    -1,    -1,    -1,    95,
      -1,    -1,    -1,    -1,   100,    -1,   102,    -1,    -1,   105,
      -1,    75,   108,     3,     4,     5,     6,     7,     8,     9,
      10,    -1,    -1,    -1,    -1,    -1,    90,    -1,    18,    19,
      20,    21,    22,    23,    24,    25,    -1,    -1,   102,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    38,    -1,
      -1,    -1,    -1,    43,    -1,    -1,    -1,    47,    48,    49,
      50,    51,    52,    53,    54,    55,    56,    57,    -1,    59,
      60,    61,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    75,    -1,    77,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    85,    86,    87,    -1,    -1,
      90,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
     100,    -1,   102,    -1,    -1,   105,    -1,    -1,   108,     3,
       4,     5,     6,     7,     8,     9,    10,    -1,    -1,    -1,
      -1,    -1,    -1,    -1,    18,    19,    20,    21,    22,    23,
      24,    25,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    -1,    38,    -1,    -1,    -1,    -1,    43,
      -1,    -1,    -1,    47,    48,    49,    50,    51,    52,    53,
      54,    55,    56,    57,    -1,    59,    60,    61,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    75,    -1,    77,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    85,    86,    87,    -1,    -1,    90,    -1,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,   100,    -1,   102,    -1,
      -1,   105,    -1,    -1,   108,     3,     4,     5,     6,     7,
       8,     9,    10,    -1,    -1,    -1,    14,    -1,    -1,    -1,
      18,    19,    20,    21,    22,    23,    24,    25,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      38,    -1,    -1,    -1,    -1,    43,    -1,    -1,    -1,    47,
      48,    49,    50,    51,    52,    53,    54,    55,    56,    57,
      -1,    59,    60,    61,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    75,     3,     4,
       5,     6,     7,     8,     9,    10,    -1,    85,    86,    -1,
      -1,    -1,    90,    18,    19,    20,    21,    22,    23,    24,
      25,    -1,   100,    -1,   102,    -1,    -1,   105,    -1,    -1,
     108,    -1,    -1,    38,    -1,    -1,    -1,    -1,    43,    -1,
      -1,    -1,    47,    48,    49,    50,    51,    52,    53,    54,
      55,    56,    57,    -1,    59,    60,    61,    -1,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      75,     3,     4,     5,     6,     7,     8,     9,    10,    -1,
      85,    86,    87,    -1,    -1,    90,    18,    19,    20,    21,
      22,    23,    24,    25,    -1,   100,    -1,   102,    -1,    -1,
     105,    -1,    -1,   108,    -1,    -1,    38,    -1,    -1,    -1,
      -1,    43,    -1,    -1,    -1,    47,    48,    49,    50,    51,
      52,    53,    54,    55,    56,    57,    -1,    59,    60,    61,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    75,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    85,    86,    -1,     3,     4,    90,    -1,
      -1,    -1,    -1,    10,    -1,    12,    -1,    -1,   100,    -1,
     102,    -1,    -1,   105,    21,     3,   108,     5,     6,     7,
       8,     9,    10,    -1,    12,    -1,    14,    -1,    16,    -1,
      18,    19,    20,    21,    22,    23,    24,    25,    -1,    -1,
      47,    48,    49,    50,    51,    52,    -1,    -1,    55,    56,
      38,    -1,    -1,    -1,    -1,    43,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    53,    54,    -1,    75,    57,
      -1,    59,    60,    61,    -1,    -1,    -1,    -1,    85,    -1,
      -1,    -1,    -1,    90,    -1,    -1,    -1,    -1,    -1,    77,
      -1,    -1,    -1,    -1,    -1,   102,    -1,    85,    86,    -1,
       4,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    96,    97,
      -1,    -1,   100,    -1,    -1,    -1,    -1,   105,    -1,     3,
     108,     5,     6,     7,     8,     9,    10,    -1,    12,    -1,
      14,    -1,    16,    -1,    18,    19,    20,    21,    22,    23,
      24,    25,    -1,    47,    48,    49,    50,    51,    52,    -1,
      -1,    55,    56,    -1,    38,    -1,    -1,    -1,    -1,    43,
      -1,    -1,    -1,    -1,    -1,    -1,    70,    -1,    -1,    53,
      54,    75,    -1,    57,    -1,    59,    60,    61,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    90,    -1,    -1,    -1,
      -1,    -1,    -1,    77,    -1,    -1,    -1,    -1,   102,    -1,
      -1,    85,    86,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    96,    97,    -1,    -1,   100,    -1,    -1,    -1,
      -1,   105,    -1,     3,   108,     5,     6,     7,     8,     9,
      10,    -1,    12,    -1,    14,    -1,    16,    -1,    18,    19,
      20,    21,    22,    23,    24,    25,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    38,    -1,
      -1,    -1,    -1,    43,    44,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    53,    54,    -1,    -1,    57,    -1,    59,
      60,    61,     3,    -1,     5,     6,     7,     8,     9,    10,
      -1,    -1,    -1,    14,    -1,    -1,    -1,    18,    19,    20,
      21,    22,    23,    24,    25,    85,    86,    -1,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    96,    38,    -1,    -1,
     100,    -1,    43,    -1,    -1,   105,    -1,    -1,   108,    -1,
      -1,    -1,    53,    54,    -1,    -1,    57,    -1,    59,    60,
      61,     3,    -1,     5,     6,     7,     8,     9,    10,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    18,    19,    20,    21,
      22,    23,    24,    25,    85,    86,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    96,    38,    -1,    -1,   100,
      -1,    43,    -1,    -1,   105,    47,    48,   108,    -1,    -1,
      -1,    53,    54,    -1,    -1,    57,    -1,    59,    60,    61,
       3,    -1,     5,     6,     7,     8,     9,    10,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    18,    19,    20,    21,    22,
      23,    24,    25,    85,    86,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    38,    -1,    -1,   100,    42,
      43,    -1,    -1,   105,    -1,    -1,   108,    -1,    -1,    -1,
      53,    54,    -1,    -1,    57,    -1,    59,    60,    61,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,     3,
      -1,     5,     6,     7,     8,     9,    10,    -1,    -1,    -1,
      -1,    -1,    85,    86,    18,    19,    20,    21,    22,    23,
      24,    25,    -1,    -1,    -1,    -1,    -1,   100,    -1,    -1,
      -1,    -1,   105,    -1,    38,   108,    -1,    41,    -1,    43,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    53,
      54,    -1,    -1,    57,    -1,    59,    60,    61,     3,    -1,
       5,     6,     7,     8,     9,    10,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    18,    19,    20,    21,    22,    23,    24,
      25,    85,    86,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    38,    -1,    -1,   100,    -1,    43,    -1,
      -1,   105,    -1,    48,   108,    -1,    -1,    -1,    53,    54,
      -1,    -1,    57,    -1,    59,    60,    61,     3,    -1,     5,
       6,     7,     8,     9,    10,    -1,    -1,    -1,    14,    -1,
      -1,    -1,    18,    19,    20,    21,    22,    23,    24,    25,
      85,    86,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    38,    -1,    -1,   100,    -1,    43,    -1,    -1,
     105,    -1,    -1,   108,    -1,    -1,    -1,    53,    54,    -1,
      -1,    57,    -1,    59,    60,    61,     3,    -1,     5,     6,
       7,     8,     9,    10,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    18,    19,    20,    21,    22,    23,    24,    25,    85,
      86,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    38,    -1,    -1,   100,    -1,    43,    -1,    -1,   105,
      -1,    -1,   108,    -1,    -1,    -1,    53,    54,    -1,    -1,
      57,    -1,    59,    60,    61,     3,    -1,     5,     6,     7,
       8,     9,    10,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      18,    19,    20,    21,    22,    23,    24,    25,    85,    86,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      38,    -1,    -1,   100,    -1,    43,    -1,    -1,   105,    -1,
      -1,   108,    -1,    -1,    -1,    53,    54,    -1,    -1,    57,
      -1,    59,    60,    61,     3,    -1,     5,     6,     7,     8,
       9,    10,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    18,
      19,    20,    21,    22,    23,    24,    25,    85,    86,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    38,
      -1,    -1,   100,    -1,    43,    -1,    -1,   105,    -1,    -1,
     108,    -1,    -1,    -1,    53,    54,    -1,    -1,    57,    -1,
      59,    60,    61,     3,    -1,     5,     6,     7,     8,     9,
      10,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    18,    19,
      20,    21,    22,    23,    24,    25,    85,    86,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    38,    -1,
      -1,   100,    -1,    43,    -1,     4,   105,    -1,    -1,   108,
      -1,    -1,    -1,    53,    54,    14,    -1,    57,    -1,    59,
      60,    61,     0,     1,    -1,     3,     4,    20,    21,    22,
      23,    -1,    -1,    26,    27,    28,    29,    30,    31,    32,
      33,    34,    35,    36,    37,    85,    86,    -1,    47,    48,
      49,    50,    51,    52,    -1,    -1,    55,    56,    -1,    58,
     100,    -1,    -1,    62,    42,   105,    -1,    -1,   108,    47,
      48,    49,    50,    51,    52,    -1,    75,    55,    56,    -1,
      58,     3,     4,    -1,    62,    -1,    -1,    -1,    -1,    -1,
      -1,    90,    -1,    15,    -1,    -1,    95,    75,    76,    77,
      -1,    -1,    80,   102,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    90,    -1,    -1,    -1,    -1,    95,    -1,    -1,
      42,    -1,    -1,    -1,   102,    47,    48,    49,    50,    51,
      52,    -1,    -1,    55,    56,    -1,    58,    -1,     3,     4,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      15,    -1,    -1,    75,    -1,    77,    -1,    -1,    80,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    90,    -1,
      -1,    93,    94,    -1,    -1,    -1,    -1,    42,    -1,    -1,
     102,   103,    47,    48,    49,    50,    51,    52,    -1,    -1,
      55,    56,    -1,    58,    -1,     3,     4,    -1,    -1,    -1,
      -1,    -1,    10,    -1,    12,    -1,    -1,    -1,    -1,    -1,
      75,    -1,    77,    21,    -1,    80,     3,     4,    -1,    -1,
      -1,    -1,    -1,    10,    -1,    90,    -1,    -1,    93,    94,
      -1,    -1,    -1,    -1,    21,    43,    -1,   102,   103,    47,
      48,    49,    50,    51,    52,    -1,    -1,    55,    56,    -1,
      -1,    -1,    -1,    -1,    41,    42,    -1,    -1,    -1,    -1,
      47,    48,    49,    50,    51,    52,    -1,    75,    55,    56,
      -1,    -1,     3,     4,    -1,    -1,    -1,    85,    -1,    10,
      -1,    -1,    90,    91,    92,    -1,    -1,    -1,    75,    -1,
      21,    -1,    -1,    80,   102,    -1,    -1,    -1,    85,    -1,
      -1,    -1,    -1,    90,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    42,    -1,    -1,    -1,   102,    47,    48,    49,    50,
      51,    52,    -1,    -1,    55,    56,    -1,    -1,     3,     4,
      -1,    -1,    -1,    -1,    -1,    10,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    -1,    75,     4,    21,    -1,    -1,    80,
      -1,    10,    -1,    12,    85,    -1,    -1,    -1,    -1,    90,
      -1,    -1,    21,    -1,    -1,    -1,    -1,    42,    -1,    -1,
      -1,   102,    47,    48,    49,    50,    51,    52,    -1,    -1,
      55,    56,    -1,    -1,    43,    -1,    -1,    -1,    47,    48,
      49,    50,    51,    52,     4,    -1,    55,    56,    -1,    -1,
      75,    -1,    -1,    -1,    14,    -1,    -1,    -1,    -1,    -1,
      85,     4,    -1,    -1,    -1,    90,    75,    -1,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,   102,    -1,    -1,
      -1,    90,    91,    92,    44,    -1,    -1,    47,    48,    49,
      50,    51,    52,   102,    -1,    55,    56,    -1,    58,    -1,
      43,    -1,    62,    -1,    47,    48,    49,    50,    51,    52,
      -1,    -1,    55,    56,    -1,    75,    -1,     4,    -1,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      90,    -1,    75,    -1,    77,    95,    -1,    -1,    -1,    -1,
      -1,    -1,   102,    -1,    -1,    -1,    -1,    90,    91,    92,
      -1,    -1,    -1,    -1,    -1,    -1,    43,    -1,    -1,   102,
      47,    48,    49,    50,    51,    52,     4,    -1,    55,    56,
      -1,    -1,    10,    -1,    12,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    21,    -1,    -1,    -1,    -1,    75,    -1,
      77,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    -1,    90,    91,    92,    -1,    -1,    -1,    47,
      48,    49,    50,    51,    52,   102,    -1,    55,    56,   149,
     150,   151,   152,   153,   154,   155,   156,   157,   158,   159,
     160,   161,   162,   163,   164,   165,   166,    75,   168,    -1,
      -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,    -1,
      -1,    -1,    90,    -1,    -1,    -1,    -1,    -1,    -1,    20,
      21,    22,    23,    -1,   102,    26,    27,    28,    29,    30,
      31,    32,    33,    34,    35,    36,    37,    38,    39,    40,
      20,    21,    22,    23,    -1,    -1,    26,    27,    28,    29,
      30,    31,    32,    33,    34,    35,    36,    37,    38,    20,
      21,    22,    23,    -1,    -1,    26,    27,    28,    29,    30,
      31,    32,    33,    34,    35,    36,    20,    21,    22,    23,
      -1,    -1,    26,    27,    28,    29,    30,    31,    32,    33,
      34,    35,    -1,    -1,    -1,    -1,    -1,    98
};

/* YYSTOS[STATE-NUM] -- The symbol kind of the accessing symbol of
   state STATE-NUM.  */
static const yytype_uint8 yystos[] =
{
       0,   116,   117,   118,   119,   120,   126,   127,   129,     3,
       5,     6,     7,     8,     9,    10,    18,    19,    20,    21,
      22,    23,    24,    25,    38,    43,    53,    54,    57,    59,
      60,    61,    85,    86,   100,   105,   108,   188,   190,   191,
     195,   199,   200,   201,   202,   203,   205,   206,     4,    47,
      48,    49,    50,    51,    52,    55,    56,    75,    90,   102,
     136,   137,   138,   141,   147,   168,   188,     0,     1,     3,
      42,    58,    62,    76,    77,    80,    95,   128,   130,   132,
     133,   135,   136,     3,    14,    42,    63,    65,    66,    67,
      68,    69,    70,    71,    72,    73,    74,    76,    77,    78,
      79,    85,    88,    89,   103,   104,   107,   112,   130,   132,
     133,   175,   178,   179,   180,   206,   168,   175,   206,    10,
     199,   199,   188,    10,   199,    10,   199,    10,    10,    10,
      10,   199,   201,   206,   192,   206,     8,     9,    10,    12,
      16,    17,    18,    19,   115,    44,    45,    99,   201,    20,
      21,    22,    23,    26,    27,    28,    29,    30,    31,    32,
      33,    34,    35,    36,    37,    38,    39,    40,    98,    46,
      76,   138,   139,   140,   140,   168,    10,    10,    10,    12,
      21,   137,   157,   166,   167,    83,    10,    10,   134,   188,
      42,    10,    42,    81,     3,    10,    42,    80,    85,   153,
     154,   155,   156,   157,   160,    41,   176,    10,    10,   180,
      10,    10,   203,   204,    41,    42,    42,    42,   206,    21,
     188,    42,    10,    81,    10,    81,    41,   182,   182,   136,
     177,   178,   186,   187,   206,   180,    42,    11,    11,    11,
     168,   168,   168,   205,   205,   168,   168,   106,   109,   110,
     111,   109,   110,    87,   168,   196,   197,   198,   205,   206,
       3,     4,    85,   189,   189,   101,   205,   205,   205,   202,
     202,   202,   202,   202,   202,   202,   202,   202,   202,   202,
     202,   202,   202,   202,   202,   202,   202,    41,   206,   202,
     205,    76,   138,     3,     4,    14,    85,   142,    14,   142,
      11,   168,   206,   168,   204,    43,    91,    92,   136,   162,
     163,   164,   166,    48,   161,   205,    48,   138,   157,   158,
     159,   167,    10,    12,   196,   204,    42,    46,   196,    42,
     155,    10,    81,    42,    46,    44,   131,   133,   136,   175,
     139,   160,    10,    12,   115,    15,   178,   206,   206,    65,
     133,   181,   206,   206,    41,    43,    42,   206,    42,   196,
     196,   180,   113,   183,   177,   185,   206,   155,   178,   109,
     110,   111,   109,   110,    14,   201,    11,    11,    11,    46,
      46,    46,    46,   206,   206,   206,   206,    11,    46,    13,
     203,    41,   143,    14,     3,     4,    43,    77,    85,   148,
     149,   150,   151,   152,    14,    11,    11,    11,    11,    10,
     155,   157,   166,    11,    46,    11,   205,    13,   157,   159,
     162,   161,    11,    11,    46,   188,    11,    11,   196,    42,
     154,    14,    96,   169,   205,   133,   175,     3,   162,   165,
      47,   161,   101,    11,    11,    10,   181,    42,    11,   204,
      42,    11,    11,     3,    34,    35,   106,   187,   187,   187,
     187,     3,    12,    16,    97,   152,   169,   170,   171,   172,
     173,   174,    70,   168,   193,   194,   168,   195,   168,   152,
     198,   203,     3,    15,    42,    77,    93,    94,   103,   132,
     135,   136,   144,   143,    15,    46,   140,    77,   150,   148,
     152,   164,    11,    13,    42,    42,   190,    42,    11,   170,
      11,    11,    46,   205,    13,   180,   180,   206,    42,   181,
     180,    41,    42,   180,   114,   177,   184,   206,   184,    41,
     204,   189,   172,    15,    46,    44,   169,   174,    41,    41,
      11,    46,    11,    11,    11,   198,    10,    41,    42,   145,
     146,   155,    15,   150,   152,    44,    15,   164,    11,    42,
      15,     3,    13,    64,    11,   181,    42,   114,   114,   169,
      13,    43,   152,   172,   169,   205,   205,   194,   196,   204,
      42,    46,    41,   150,   204,    42,   180,    42,    11,   181,
     204,   172,    11,   146,   204,   180,    11,    13,    42,   140,
     180
};

/* YYR1[RULE-NUM] -- Symbol kind of the left-hand side of rule RULE-NUM.  */
static const yytype_uint8 yyr1[] =
{
       0,   125,   126,   126,   126,   126,   126,   127,   127,   127,
     128,   128,   128,   128,   128,   128,   128,   129,   129,   129,
     130,   130,   131,   131,   132,   132,   132,   132,   132,   132,
     132,   133,   133,   133,   133,   133,   134,   134,   135,   135,
     136,   136,   137,   137,   137,   137,   137,   137,   137,   137,
     137,   137,   137,   137,   137,   138,   138,   139,   139,   139,
     139,   140,   140,   141,   141,   141,   142,   142,   142,   143,
     143,   144,   144,   144,   144,   144,   144,   144,   144,   144,
     144,   145,   145,   146,   146,   146,   147,   147,   147,   148,
     148,   148,   148,   148,   149,   149,   149,   149,   150,   150,
     150,   151,   151,   151,   152,   152,   153,   153,   154,   154,
     155,   155,   156,   156,   157,   157,   157,   157,   158,   158,
     159,   159,   160,   160,   160,   160,   160,   160,   160,   160,
     161,   161,   161,   162,   162,   163,   163,   163,   164,   164,
     164,   164,   164,   164,   165,   165,   166,   166,   166,   167,
     167,   167,   167,   167,   168,   168,   169,   169,   169,   170,
     170,   170,   170,   170,   171,   171,   171,   171,   172,   172,
     172,   172,   172,   173,   173,   174,   174,   174,   175,   176,
     176,   177,   177,   178,   178,   178,   178,   178,   178,   179,
     179,   179,   179,   179,   180,   180,   180,   180,   180,   180,
     180,   180,   180,   180,   180,   180,   180,   180,   180,   180,
     180,   180,   180,   180,   180,   180,   180,   180,   180,   180,
     180,   180,   181,   181,   182,   182,   183,   183,   183,   184,
     184,   185,   185,   186,   186,   186,   186,   187,   187,   188,
     188,   189,   189,   189,   190,   190,   190,   190,   191,   191,
     191,   191,   191,   191,   191,   191,   191,   191,   191,   191,
     191,   191,   191,   192,   192,   192,   192,   193,   193,   194,
     194,   195,   195,   195,   195,   195,   195,   195,   195,   195,
     196,   196,   197,   197,   197,   198,   198,   198,   199,   199,
     199,   199,   199,   199,   199,   199,   199,   199,   200,   200,
     200,   200,   200,   200,   201,   201,   202,   202,   202,   202,
     202,   202,   202,   202,   202,   202,   202,   202,   202,   202,
     202,   202,   202,   202,   202,   202,   203,   203,   203,   204,
     205,   205,   205,   205,   206,   206
};

/* YYR2[RULE-NUM] -- Number of symbols on the right-hand side of rule RULE-NUM.  */
static const yytype_int8 yyr2[] =
{
       0,     2,     2,     2,     2,     2,     2,     0,     2,     3,
       1,     1,     1,     5,     1,     1,     2,     0,     2,     2,
       3,     4,     1,     2,     5,     4,     3,     2,     4,     2,
       6,     2,     3,     1,     3,     1,     1,     3,     7,     5,
       1,     2,     1,     1,     1,     1,     1,     1,     1,     1,
       4,     4,     3,     4,     4,     1,     1,     1,     1,     2,
       2,     0,     1,     5,     6,     3,     1,     1,     1,     0,
       2,     3,     2,     1,     1,     1,     1,     5,     1,     1,
       1,     1,     3,     1,     4,     2,     5,     6,     3,     0,
       1,     1,     2,     3,     1,     2,     3,     4,     2,     4,
       1,     1,     1,     1,     1,     2,     1,     3,     1,     3,
       1,     2,     1,     2,     1,     2,     2,     3,     1,     2,
       1,     1,     1,     1,     3,     4,     5,     4,     4,     3,
       0,     1,     2,     0,     1,     1,     3,     4,     2,     1,
       2,     1,     1,     1,     1,     3,     1,     2,     1,     3,
       3,     4,     3,     4,     1,     2,     1,     3,     1,     0,
       1,     1,     2,     3,     1,     2,     3,     4,     1,     3,
       2,     3,     1,     1,     2,     3,     5,     2,     3,     0,
       2,     1,     2,     1,     1,     1,     1,     1,     1,     2,
       2,     3,     5,     2,     1,     2,     1,     5,     7,     5,
       7,     9,     8,     5,     2,     2,     2,     3,     3,     4,
       2,     4,     5,     1,     2,     3,     5,     1,     2,     4,
       3,     2,     0,     1,     0,     2,     4,     4,     3,     1,
       1,     1,     1,     3,     3,     3,     3,     1,     1,     1,
       1,     1,     1,     1,     1,     1,     2,     2,     1,     1,
       1,     1,     1,     1,     3,     3,     6,     6,     6,     6,
       1,     3,     3,     3,     3,     3,     3,     1,     3,     3,
       3,     1,     4,     4,     3,     3,     2,     2,     6,     3,
       0,     1,     1,     3,     4,     1,     1,     1,     1,     2,
       2,     2,     2,     2,     2,     4,     2,     4,     1,     1,
       1,     1,     1,     1,     1,     4,     1,     3,     3,     3,
       3,     3,     3,     3,     3,     3,     3,     3,     3,     3,
       3,     3,     3,     3,     3,     3,     1,     5,     4,     1,
       1,     3,     3,     3,     1,     3
};


enum { YYENOMEM = -2 };

#define yyerrok         (yyerrstatus = 0)
#define yyclearin       (yychar = CT_CYEMPTY)

#define YYACCEPT        goto yyacceptlab
#define YYABORT         goto yyabortlab
#define YYERROR         goto yyerrorlab
#define YYNOMEM         goto yyexhaustedlab


#define YYRECOVERING()  (!!yyerrstatus)

#define YYBACKUP(Token, Value)                                    \
  do                                                              \
    if (yychar == CT_CYEMPTY)                                        \
      {                                                           \
        yychar = (Token);                                         \
        yylval = (Value);                                         \
        YYPOPSTACK (yylen);                                       \
        yystate = *yyssp;                                         \
        goto yybackup;                                            \
      }                                                           \
    else                                                          \
      {                                                           \
        yyerror (&yylloc, p, YY_("syntax error: cannot back up")); \
        YYERROR;                                                  \
      }                                                           \
  while (0)

/* Backward compatibility with an undocumented macro.
   Use CT_CYerror or CT_CYUNDEF. */
#define YYERRCODE CT_CYUNDEF

/* YYLLOC_DEFAULT -- Set CURRENT to span from RHS[1] to RHS[N].
   If N is 0, then set CURRENT to the empty location which ends
   the previous symbol: RHS[0] (always defined).  */

#ifndef YYLLOC_DEFAULT
# define YYLLOC_DEFAULT(Current, Rhs, N)                                \
    do                                                                  \
      if (N)                                                            \
        {                                                               \
          (Current).first_line   = YYRHSLOC (Rhs, 1).first_line;        \
          (Current).first_column = YYRHSLOC (Rhs, 1).first_column;      \
          (Current).last_line    = YYRHSLOC (Rhs, N).last_line;         \
          (Current).last_column  = YYRHSLOC (Rhs, N).last_column;       \
        }                                                               \
      else                                                              \
        {                                                               \
          (Current).first_line   = (Current).last_line   =              \
            YYRHSLOC (Rhs, 0).last_line;                                \
          (Current).first_column = (Current).last_column =              \
            YYRHSLOC (Rhs, 0).last_column;                              \
        }                                                               \
    while (0)
#endif

#define YYRHSLOC(Rhs, K) ((Rhs)[K])


/* Enable debugging if requested.  */
#if CYDEBUG

# ifndef YYFPRINTF
#  include <stdio.h> /* INFRINGES ON USER NAME SPACE */
#  define YYFPRINTF fprintf
# endif

# define YYDPRINTF(Args)                        \
do {                                            \
  if (yydebug)                                  \
    YYFPRINTF Args;                             \
} while (0)


/* YYLOCATION_PRINT -- Print the location on the stream.
   This macro was not mandated originally: define only if we know
   we won't break user code: when these are the locations we know.  */

# ifndef YYLOCATION_PRINT

#  if defined YY_LOCATION_PRINT

   /* Temporary convenience wrapper in case some people defined the
      undocumented and private YY_LOCATION_PRINT macros.  */
#   define YYLOCATION_PRINT(File, Loc)  YY_LOCATION_PRINT(File, *(Loc))

#  elif defined CYLTYPE_IS_TRIVIAL && CYLTYPE_IS_TRIVIAL

/* Print *YYLOCP on YYO.  Private, do not rely on its existence. */

YY_ATTRIBUTE_UNUSED
static int
yy_location_print_ (FILE *yyo, YYLTYPE const * const yylocp)
{
  int res = 0;
  int end_col = 0 != yylocp->last_column ? yylocp->last_column - 1 : 0;
  if (0 <= yylocp->first_line)
    {
      res += YYFPRINTF (yyo, "%d", yylocp->first_line);
      if (0 <= yylocp->first_column)
        res += YYFPRINTF (yyo, ".%d", yylocp->first_column);
    }
  if (0 <= yylocp->last_line)
    {
      if (yylocp->first_line < yylocp->last_line)
        {
          res += YYFPRINTF (yyo, "-%d", yylocp->last_line);
          if (0 <= end_col)
            res += YYFPRINTF (yyo, ".%d", end_col);
        }
      else if (0 <= end_col && yylocp->first_column < end_col)
        res += YYFPRINTF (yyo, "-%d", end_col);
    }
  return res;
}

#   define YYLOCATION_PRINT  yy_location_print_

    /* Temporary convenience wrapper in case some people defined the
       undocumented and private YY_LOCATION_PRINT macros.  */
#   define YY_LOCATION_PRINT(File, Loc)  YYLOCATION_PRINT(File, &(Loc))

#  else

#   define YYLOCATION_PRINT(File, Loc) ((void) 0)
    /* Temporary convenience wrapper in case some people defined the
       undocumented and private YY_LOCATION_PRINT macros.  */
#   define YY_LOCATION_PRINT  YYLOCATION_PRINT

#  endif
# endif /* !defined YYLOCATION_PRINT */


# define YY_SYMBOL_PRINT(Title, Kind, Value, Location)                    \
do {                                                                      \
  if (yydebug)                                                            \
    {                                                                     \
      YYFPRINTF (stderr, "%s ", Title);                                   \
      yy_symbol_print (stderr,                                            \
                  Kind, Value, Location, p); \
      YYFPRINTF (stderr, "\n");                                           \
    }                                                                     \
} while (0)


/*-----------------------------------.
| Print this symbol's value on YYO.  |
`-----------------------------------*/

static void
yy_symbol_value_print (FILE *yyo,
                       yysymbol_kind_t yykind, YYSTYPE const * const yyvaluep, YYLTYPE const * const yylocationp, CParser *p)
{
  FILE *yyoutput = yyo;
  YY_USE (yyoutput);
  YY_USE (yylocationp);
  YY_USE (p);
  if (!yyvaluep)
    return;
  YY_IGNORE_MAYBE_UNINITIALIZED_BEGIN
  YY_USE (yykind);
  YY_IGNORE_MAYBE_UNINITIALIZED_END
}


/*---------------------------.
| Print this symbol on YYO.  |
`---------------------------*/

static void
yy_symbol_print (FILE *yyo,
                 yysymbol_kind_t yykind, YYSTYPE const * const yyvaluep, YYLTYPE const * const yylocationp, CParser *p)
{
  YYFPRINTF (yyo, "%s %s (",
             yykind < YYNTOKENS ? "token" : "nterm", yysymbol_name (yykind));

  YYLOCATION_PRINT (yyo, yylocationp);
  YYFPRINTF (yyo, ": ");
  yy_symbol_value_print (yyo, yykind, yyvaluep, yylocationp, p);
  YYFPRINTF (yyo, ")");
}

/*------------------------------------------------------------------.
| yy_stack_print -- Print the state stack from its BOTTOM up to its |
| TOP (included).                                                   |
`------------------------------------------------------------------*/

static void
yy_stack_print (yy_state_t *yybottom, yy_state_t *yytop)
{
  YYFPRINTF (stderr, "Stack now");
  for (; yybottom <= yytop; yybottom++)
    {
      int yybot = *yybottom;
      YYFPRINTF (stderr, " %d", yybot);
    }
  YYFPRINTF (stderr, "\n");
}

# define YY_STACK_PRINT(Bottom, Top)                            \
do {                                                            \
  if (yydebug)                                                  \
    yy_stack_print ((Bottom), (Top));                           \
} while (0)


/*------------------------------------------------.
| Report that the YYRULE is going to be reduced.  |
`------------------------------------------------*/

static void
yy_reduce_print (yy_state_t *yyssp, YYSTYPE *yyvsp, YYLTYPE *yylsp,
                 int yyrule, CParser *p)
{
  int yylno = yyrline[yyrule];
  int yynrhs = yyr2[yyrule];
  int yyi;
  YYFPRINTF (stderr, "Reducing stack by rule %d (line %d):\n",
             yyrule - 1, yylno);
  /* The symbols being reduced.  */
  for (yyi = 0; yyi < yynrhs; yyi++)
    {
      YYFPRINTF (stderr, "   $%d = ", yyi + 1);
      yy_symbol_print (stderr,
                       YY_ACCESSING_SYMBOL (+yyssp[yyi + 1 - yynrhs]),
                       &yyvsp[(yyi + 1) - (yynrhs)],
                       &(yylsp[(yyi + 1) - (yynrhs)]), p);
      YYFPRINTF (stderr, "\n");
    }
}

# define YY_REDUCE_PRINT(Rule)          \
do {                                    \
  if (yydebug)                          \
    yy_reduce_print (yyssp, yyvsp, yylsp, Rule, p); \
} while (0)

/* Nonzero means print parse trace.  It is left uninitialized so that
   multiple parsers can coexist.  */
int yydebug;
#else /* !CYDEBUG */
# define YYDPRINTF(Args) ((void) 0)
# define YY_SYMBOL_PRINT(Title, Kind, Value, Location)
# define YY_STACK_PRINT(Bottom, Top)
# define YY_REDUCE_PRINT(Rule)
#endif /* !CYDEBUG */


/* YYINITDEPTH -- initial size of the parser's stacks.  */
#ifndef YYINITDEPTH
# define YYINITDEPTH 200
#endif

/* YYMAXDEPTH -- maximum size the stacks can grow to (effective only
   if the built-in stack extension method is used).

   Do not make this value too large; the results are undefined if
   YYSTACK_ALLOC_MAXIMUM < YYSTACK_BYTES (YYMAXDEPTH)
   evaluated with infinite-precision integer arithmetic.  */

#ifndef YYMAXDEPTH
# define YYMAXDEPTH 10000
#endif


/* Context of a parse error.  */
typedef struct
{
  yy_state_t *yyssp;
  yysymbol_kind_t yytoken;
  YYLTYPE *yylloc;
} yypcontext_t;

/* Put in YYARG at most YYARGN of the expected tokens given the
   current YYCTX, and return the number of tokens stored in YYARG.  If
   YYARG is null, return the number of expected tokens (guaranteed to
   be less than YYNTOKENS).  Return YYENOMEM on memory exhaustion.
   Return 0 if there are more than YYARGN expected tokens, yet fill
   YYARG up to YYARGN. */
static int
yypcontext_expected_tokens (const yypcontext_t *yyctx,
                            yysymbol_kind_t yyarg[], int yyargn)
{
  /* Actual size of YYARG. */
  int yycount = 0;
  int yyn = yypact[+*yyctx->yyssp];
  if (!yypact_value_is_default (yyn))
    {
      /* Start YYX at -YYN if negative to avoid negative indexes in
         YYCHECK.  In other words, skip the first -YYN actions for
         this state because they are default actions.  */
      int yyxbegin = yyn < 0 ? -yyn : 0;
      /* Stay within bounds of both yycheck and yytname.  */
      int yychecklim = YYLAST - yyn + 1;
      int yyxend = yychecklim < YYNTOKENS ? yychecklim : YYNTOKENS;
      int yyx;
      for (yyx = yyxbegin; yyx < yyxend; ++yyx)
        if (yycheck[yyx + yyn] == yyx && yyx != YYSYMBOL_YYerror
            && !yytable_value_is_error (yytable[yyx + yyn]))
          {
            if (!yyarg)
              ++yycount;
            else if (yycount == yyargn)
              return 0;
            else
              yyarg[yycount++] = YY_CAST (yysymbol_kind_t, yyx);
          }
    }
  if (yyarg && yycount == 0 && 0 < yyargn)
    yyarg[0] = YYSYMBOL_YYEMPTY;
  return yycount;
}




#ifndef yystrlen
# if defined __GLIBC__ && defined _STRING_H
#  define yystrlen(S) (YY_CAST (YYPTRDIFF_T, strlen (S)))
# else
/* Return the length of YYSTR.  */
static YYPTRDIFF_T
yystrlen (const char *yystr)
{
  YYPTRDIFF_T yylen;
  for (yylen = 0; yystr[yylen]; yylen++)
    continue;
  return yylen;
}
# endif
#endif

#ifndef yystpcpy
# if defined __GLIBC__ && defined _STRING_H && defined _GNU_SOURCE
#  define yystpcpy stpcpy
# else
/* Copy YYSRC to YYDEST, returning the address of the terminating '\0' in
   YYDEST.  */
static char *
yystpcpy (char *yydest, const char *yysrc)
{
  char *yyd = yydest;
  const char *yys = yysrc;

  while ((*yyd++ = *yys++) != '\0')
    continue;

  return yyd - 1;
}
# endif
#endif

#ifndef yytnamerr
/* Copy to YYRES the contents of YYSTR after stripping away unnecessary
   quotes and backslashes, so that it's suitable for yyerror.  The
   heuristic is that double-quoting is unnecessary unless the string
   contains an apostrophe, a comma, or backslash (other than
   backslash-backslash).  YYSTR is taken from yytname.  If YYRES is
   null, do not copy; instead, return the length of what the result
   would have been.  */
static YYPTRDIFF_T
yytnamerr (char *yyres, const char *yystr)
{
  if (*yystr == '"')
    {
      YYPTRDIFF_T yyn = 0;
      char const *yyp = yystr;
      for (;;)
        switch (*++yyp)
          {
          case '\'':
          case ',':
            goto do_not_strip_quotes;

          case '\\':
            if (*++yyp != '\\')
              goto do_not_strip_quotes;
            else
              goto append;

          append:
          default:
            if (yyres)
              yyres[yyn] = *yyp;
            yyn++;
            break;

          case '"':
            if (yyres)
              yyres[yyn] = '\0';
            return yyn;
          }
    do_not_strip_quotes: ;
    }

  if (yyres)
    return yystpcpy (yyres, yystr) - yyres;
  else
    return yystrlen (yystr);
}
#endif


static int
yy_syntax_error_arguments (const yypcontext_t *yyctx,
                           yysymbol_kind_t yyarg[], int yyargn)
{
  /* Actual size of YYARG. */
  int yycount = 0;
  /* There are many possibilities here to consider:
     - If this state is a consistent state with a default action, then
       the only way this function was invoked is if the default action
       is an error action.  In that case, don't check for expected
       tokens because there are none.
     - The only way there can be no lookahead present (in yychar) is if
       this state is a consistent state with a default action.  Thus,
       detecting the absence of a lookahead is sufficient to determine
       that there is no unexpected or expected token to report.  In that
       case, just report a simple "syntax error".
     - Don't assume there isn't a lookahead just because this state is a
       consistent state with a default action.  There might have been a
       previous inconsistent state, consistent state with a non-default
       action, or user semantic action that manipulated yychar.
     - Of course, the expected token list depends on states to have
       correct lookahead information, and it depends on the parser not
       to perform extra reductions after fetching a lookahead from the
       scanner and before detecting a syntax error.  Thus, state merging
       (from LALR or IELR) and default reductions corrupt the expected
       token list.  However, the list is correct for canonical LR with
       one exception: it will still contain any token that will not be
       accepted due to an error action in a later state.
  */
  if (yyctx->yytoken != YYSYMBOL_YYEMPTY)
    {
      int yyn;
      if (yyarg)
        yyarg[yycount] = yyctx->yytoken;
      ++yycount;
      yyn = yypcontext_expected_tokens (yyctx,
                                        yyarg ? yyarg + 1 : yyarg, yyargn - 1);
      if (yyn == YYENOMEM)
        return YYENOMEM;
      else
        yycount += yyn;
    }
  return yycount;
}

/* Copy into *YYMSG, which is of size *YYMSG_ALLOC, an error message
   about the unexpected token YYTOKEN for the state stack whose top is
   YYSSP.

   Return 0 if *YYMSG was successfully written.  Return -1 if *YYMSG is
   not large enough to hold the message.  In that case, also set
   *YYMSG_ALLOC to the required number of bytes.  Return YYENOMEM if the
   required number of bytes is too large to store.  */
static int
yysyntax_error (YYPTRDIFF_T *yymsg_alloc, char **yymsg,
                const yypcontext_t *yyctx)
{
  enum { YYARGS_MAX = 5 };
  /* Internationalized format string. */
  const char *yyformat = YY_NULLPTR;
  /* Arguments of yyformat: reported tokens (one for the "unexpected",
     one per "expected"). */
  yysymbol_kind_t yyarg[YYARGS_MAX];
  /* Cumulated lengths of YYARG.  */
  YYPTRDIFF_T yysize = 0;

  /* Actual size of YYARG. */
  int yycount = yy_syntax_error_arguments (yyctx, yyarg, YYARGS_MAX);
  if (yycount == YYENOMEM)
    return YYENOMEM;

  switch (yycount)
    {
#define YYCASE_(N, S)                       \
      case N:                               \
        yyformat = S;                       \
        break
    default: /* Avoid compiler warnings. */
      YYCASE_(0, YY_("syntax error"));
      YYCASE_(1, YY_("syntax error, unexpected %s"));
      YYCASE_(2, YY_("syntax error, unexpected %s, expecting %s"));
      YYCASE_(3, YY_("syntax error, unexpected %s, expecting %s or %s"));
      YYCASE_(4, YY_("syntax error, unexpected %s, expecting %s or %s or %s"));
      YYCASE_(5, YY_("syntax error, unexpected %s, expecting %s or %s or %s or %s"));
#undef YYCASE_
    }

  /* Compute error message size.  Don't count the "%s"s, but reserve
     room for the terminator.  */
  yysize = yystrlen (yyformat) - 2 * yycount + 1;
  {
    int yyi;
    for (yyi = 0; yyi < yycount; ++yyi)
      {
        YYPTRDIFF_T yysize1
          = yysize + yytnamerr (YY_NULLPTR, yytname[yyarg[yyi]]);
        if (yysize <= yysize1 && yysize1 <= YYSTACK_ALLOC_MAXIMUM)
          yysize = yysize1;
        else
          return YYENOMEM;
      }
  }

  if (*yymsg_alloc < yysize)
    {
      *yymsg_alloc = 2 * yysize;
      if (! (yysize <= *yymsg_alloc
             && *yymsg_alloc <= YYSTACK_ALLOC_MAXIMUM))
        *yymsg_alloc = YYSTACK_ALLOC_MAXIMUM;
      return -1;
    }

  /* Avoid sprintf, as that infringes on the user's name space.
     Don't have undefined behavior even if the translation
     produced a string with the wrong number of "%s"s.  */
  {
    char *yyp = *yymsg;
    int yyi = 0;
    while ((*yyp = *yyformat) != '\0')
      if (*yyp == '%' && yyformat[1] == 's' && yyi < yycount)
        {
          yyp += yytnamerr (yyp, yytname[yyarg[yyi++]]);
          yyformat += 2;
        }
      else
        {
          ++yyp;
          ++yyformat;
        }
  }
  return 0;
}


/*-----------------------------------------------.
| Release the memory associated to this symbol.  |
`-----------------------------------------------*/

static void
yydestruct (const char *yymsg,
            yysymbol_kind_t yykind, YYSTYPE *yyvaluep, YYLTYPE *yylocationp, CParser *p)
{
  YY_USE (yyvaluep);
  YY_USE (yylocationp);
  YY_USE (p);
  if (!yymsg)
    yymsg = "Deleting";
  YY_SYMBOL_PRINT (yymsg, yykind, yyvaluep, yylocationp);

  YY_IGNORE_MAYBE_UNINITIALIZED_BEGIN
  YY_USE (yykind);
  YY_IGNORE_MAYBE_UNINITIALIZED_END
}






/*----------.
| yyparse.  |
`----------*/

int
yyparse (CParser *p)
{
/* Lookahead token kind.  */
int yychar;


/* The semantic value of the lookahead symbol.  */
/* Default value used for initialization, for pacifying older GCCs
   or non-GCC compilers.  */
YY_INITIAL_VALUE (static YYSTYPE yyval_default;)
YYSTYPE yylval YY_INITIAL_VALUE (= yyval_default);

/* Location data for the lookahead symbol.  */
static YYLTYPE yyloc_default
# if defined CYLTYPE_IS_TRIVIAL && CYLTYPE_IS_TRIVIAL
  = { 1, 1, 1, 1 }
# endif
;
YYLTYPE yylloc = yyloc_default;

    /* Number of syntax errors so far.  */
    int yynerrs = 0;

    yy_state_fast_t yystate = 0;
    /* Number of tokens to shift before error messages enabled.  */
    int yyerrstatus = 0;

    /* Refer to the stacks through separate pointers, to allow yyoverflow
       to reallocate them elsewhere.  */

    /* Their size.  */
    YYPTRDIFF_T yystacksize = YYINITDEPTH;

    /* The state stack: array, bottom, top.  */
    yy_state_t yyssa[YYINITDEPTH];
    yy_state_t *yyss = yyssa;
    yy_state_t *yyssp = yyss;

    /* The semantic value stack: array, bottom, top.  */
    YYSTYPE yyvsa[YYINITDEPTH];
    YYSTYPE *yyvs = yyvsa;
    YYSTYPE *yyvsp = yyvs;

    /* The location stack: array, bottom, top.  */
    YYLTYPE yylsa[YYINITDEPTH];
    YYLTYPE *yyls = yylsa;
    YYLTYPE *yylsp = yyls;

  int yyn;
  /* The return value of yyparse.  */
  int yyresult;
  /* Lookahead symbol kind.  */
  yysymbol_kind_t yytoken = YYSYMBOL_YYEMPTY;
  /* The variables used to return semantic value and location from the
     action routines.  */
  YYSTYPE yyval;
  YYLTYPE yyloc;

  /* The locations where the error started and ended.  */
  YYLTYPE yyerror_range[3];

  /* Buffer for error messages, and its allocated size.  */
  char yymsgbuf[128];
  char *yymsg = yymsgbuf;
  YYPTRDIFF_T yymsg_alloc = sizeof yymsgbuf;

#define YYPOPSTACK(N)   (yyvsp -= (N), yyssp -= (N), yylsp -= (N))

  /* The number of symbols on the RHS of the reduced rule.
     Keep to zero when no symbol should be popped.  */
  int yylen = 0;

  YYDPRINTF ((stderr, "Starting parse\n"));

  yychar = CT_CYEMPTY; /* Cause a token to be read.  */

  yylsp[0] = yylloc;
  goto yysetstate;


/*------------------------------------------------------------.
| yynewstate -- push a new state, which is found in yystate.  |
`------------------------------------------------------------*/
yynewstate:
  /* In all cases, when you get here, the value and location stacks
     have just been pushed.  So pushing a state here evens the stacks.  */
  yyssp++;


/*--------------------------------------------------------------------.
| yysetstate -- set current state (the top of the stack) to yystate.  |
`--------------------------------------------------------------------*/
yysetstate:
  YYDPRINTF ((stderr, "Entering state %d\n", yystate));
  YY_ASSERT (0 <= yystate && yystate < YYNSTATES);
  YY_IGNORE_USELESS_CAST_BEGIN
  *yyssp = YY_CAST (yy_state_t, yystate);
  YY_IGNORE_USELESS_CAST_END
  YY_STACK_PRINT (yyss, yyssp);

  if (yyss + yystacksize - 1 <= yyssp)
#if !defined yyoverflow && !defined YYSTACK_RELOCATE
    YYNOMEM;
#else
    {
      /* Get the current used size of the three stacks, in elements.  */
      YYPTRDIFF_T yysize = yyssp - yyss + 1;

# if defined yyoverflow
      {
        /* Give user a chance to reallocate the stack.  Use copies of
           these so that the &'s don't force the real ones into
           memory.  */
        yy_state_t *yyss1 = yyss;
        YYSTYPE *yyvs1 = yyvs;
        YYLTYPE *yyls1 = yyls;

        /* Each stack pointer address is followed by the size of the
           data in use in that stack, in bytes.  This used to be a
           conditional around just the two extra args, but that might
           be undefined if yyoverflow is a macro.  */
        yyoverflow (YY_("memory exhausted"),
                    &yyss1, yysize * YYSIZEOF (*yyssp),
                    &yyvs1, yysize * YYSIZEOF (*yyvsp),
                    &yyls1, yysize * YYSIZEOF (*yylsp),
                    &yystacksize);
        yyss = yyss1;
        yyvs = yyvs1;
        yyls = yyls1;
      }
# else /* defined YYSTACK_RELOCATE */
      /* Extend the stack our own way.  */
      if (YYMAXDEPTH <= yystacksize)
        YYNOMEM;
      yystacksize *= 2;
      if (YYMAXDEPTH < yystacksize)
        yystacksize = YYMAXDEPTH;

      {
        yy_state_t *yyss1 = yyss;
        union yyalloc *yyptr =
          YY_CAST (union yyalloc *,
                   YYSTACK_ALLOC (YY_CAST (YYSIZE_T, YYSTACK_BYTES (yystacksize))));
        if (! yyptr)
          YYNOMEM;
        YYSTACK_RELOCATE (yyss_alloc, yyss);
        YYSTACK_RELOCATE (yyvs_alloc, yyvs);
        YYSTACK_RELOCATE (yyls_alloc, yyls);
#  undef YYSTACK_RELOCATE
        if (yyss1 != yyssa)
          YYSTACK_FREE (yyss1);
      }
# endif

      yyssp = yyss + yysize - 1;
      yyvsp = yyvs + yysize - 1;
      yylsp = yyls + yysize - 1;

      YY_IGNORE_USELESS_CAST_BEGIN
      YYDPRINTF ((stderr, "Stack size increased to %ld\n",
                  YY_CAST (long, yystacksize)));
      YY_IGNORE_USELESS_CAST_END

      if (yyss + yystacksize - 1 <= yyssp)
        YYABORT;
    }
#endif /* !defined yyoverflow && !defined YYSTACK_RELOCATE */


  if (yystate == YYFINAL)
    YYACCEPT;

  goto yybackup;


/*-----------.
| yybackup.  |
`-----------*/
yybackup:
  /* Do appropriate processing given the current state.  Read a
     lookahead token if we need one and don't already have one.  */

  /* First try to decide what to do without reference to lookahead token.  */
  yyn = yypact[yystate];
  if (yypact_value_is_default (yyn))
    goto yydefault;

  /* Not known => get a lookahead token if don't already have one.  */

  /* YYCHAR is either empty, or end-of-input, or a valid lookahead.  */
  if (yychar == CT_CYEMPTY)
    {
      YYDPRINTF ((stderr, "Reading a token\n"));
      yychar = yylex (&yylval, &yylloc, p);
    }

  if (yychar <= CT_END)
    {
      yychar = CT_END;
      yytoken = YYSYMBOL_YYEOF;
      YYDPRINTF ((stderr, "Now at end of input.\n"));
    }
  else if (yychar == CT_CYerror)
    {
      /* The scanner already issued an error message, process directly
         to error recovery.  But do not keep the error token as
         lookahead, it is too special and may lead us to an endless
         loop in error recovery. */
      yychar = CT_CYUNDEF;
      yytoken = YYSYMBOL_YYerror;
      yyerror_range[1] = yylloc;
      goto yyerrlab1;
    }
  else
    {
      yytoken = YYTRANSLATE (yychar);
      YY_SYMBOL_PRINT ("Next token is", yytoken, &yylval, &yylloc);
    }

  /* If the proper action on seeing token YYTOKEN is to reduce or to
     detect an error, take that action.  */
  yyn += yytoken;
  if (yyn < 0 || YYLAST < yyn || yycheck[yyn] != yytoken)
    goto yydefault;
  yyn = yytable[yyn];
  if (yyn <= 0)
    {
      if (yytable_value_is_error (yyn))
        goto yyerrlab;
      yyn = -yyn;
      goto yyreduce;
    }

  /* Count tokens shifted since error; after three, turn off error
     status.  */
  if (yyerrstatus)
    yyerrstatus--;

  /* Shift the lookahead token.  */
  YY_SYMBOL_PRINT ("Shifting", yytoken, &yylval, &yylloc);
  yystate = yyn;
  YY_IGNORE_MAYBE_UNINITIALIZED_BEGIN
  *++yyvsp = yylval;
  YY_IGNORE_MAYBE_UNINITIALIZED_END
  *++yylsp = yylloc;

  /* Discard the shifted token.  */
  yychar = CT_CYEMPTY;
  goto yynewstate;


/*-----------------------------------------------------------.
| yydefault -- do the default action for the current state.  |
`-----------------------------------------------------------*/
yydefault:
  yyn = yydefact[yystate];
  if (yyn == 0)
    goto yyerrlab;
  goto yyreduce;


/*-----------------------------.
| yyreduce -- do a reduction.  |
`-----------------------------*/
yyreduce:
  /* yyn is the number of a rule to reduce with.  */
  yylen = yyr2[yyn];

  /* If YYLEN is nonzero, implement the default value of the action:
     '$$ = $1'.

     Otherwise, the following line sets YYVAL to garbage.
     This behavior is undocumented and Bison
     users should not rely upon it.  Assigning to YYVAL
     unconditionally makes the parser a bit smaller, and it avoids a
     GCC warning that YYVAL may be used uninitialized.  */
  yyval = yyvsp[1-yylen];

  /* Default location. */
  YYLLOC_DEFAULT (yyloc, (yylsp - yylen), yylen);
  yyerror_range[1] = yyloc;
  YY_REDUCE_PRINT (yyn);
  switch (yyn)
    {
  case 2: /* start: MODE_UNIT top_items  */
#line 131 "grammar/cgram.y"
                                        { cp_result(p, cp_fin(p, yyvsp[0], (yylsp[0]))); }
#line 2666 "cgram.tab.c"
    break;

  case 3: /* start: MODE_BODY body_items  */
#line 132 "grammar/cgram.y"
                                        { cp_result(p, cp_fin(p, yyvsp[0], (yylsp[0]))); }
#line 2672 "cgram.tab.c"
    break;

  case 4: /* start: MODE_EXPR expr  */
#line 133 "grammar/cgram.y"
                                        { cp_result(p, yyvsp[0]); }
#line 2678 "cgram.tab.c"
    break;

  case 5: /* start: MODE_TYPE type_name  */
#line 134 "grammar/cgram.y"
                                        { cp_result(p, yyvsp[0]); }
#line 2684 "cgram.tab.c"
    break;

  case 6: /* start: MODE_IDENT ident  */
#line 135 "grammar/cgram.y"
                                        { cp_result(p, yyvsp[0]); }
#line 2690 "cgram.tab.c"
    break;

  case 7: /* top_items: %empty  */
#line 141 "grammar/cgram.y"
                                        { yyval = cp_list(p, TOP_UNIT); }
#line 2696 "cgram.tab.c"
    break;

  case 8: /* top_items: top_items top_item  */
#line 142 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-1], yyvsp[0]); }
#line 2702 "cgram.tab.c"
    break;

  case 9: /* top_items: top_items error "resynchronization point"  */
#line 143 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-2], cp_error(p, (yylsp[-1]), (yylsp[0]))); yyerrok; }
#line 2708 "cgram.tab.c"
    break;

  case 13: /* top_item: "identifier" "(" arg_list_opt ")" ";"  */
#line 150 "grammar/cgram.y"
                                                { yyval = cp_name(p, cp_node2(p, D_MACRO_DECL, (yyloc), yyvsp[-2], NULL), (yylsp[-4])); }
#line 2714 "cgram.tab.c"
    break;

  case 14: /* top_item: ";"  */
#line 151 "grammar/cgram.y"
                                        { yyval = cp_leaf(p, D_EMPTY, (yyloc)); }
#line 2720 "cgram.tab.c"
    break;

  case 15: /* top_item: "preprocessor line"  */
#line 152 "grammar/cgram.y"
                                        { yyval = cp_pp(p, (yylsp[0])); }
#line 2726 "cgram.tab.c"
    break;

  case 16: /* top_item: "asm statement" ";"  */
#line 153 "grammar/cgram.y"
                                        { yyval = cp_leaf(p, S_ASM, (yyloc)); }
#line 2732 "cgram.tab.c"
    break;

  case 17: /* body_items: %empty  */
#line 157 "grammar/cgram.y"
                                        { yyval = cp_list(p, TOP_UNIT); }
#line 2738 "cgram.tab.c"
    break;

  case 18: /* body_items: body_items block_item  */
#line 158 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-1], yyvsp[0]); }
#line 2744 "cgram.tab.c"
    break;

  case 19: /* body_items: body_items function_definition  */
#line 159 "grammar/cgram.y"
                                                { yyval = cp_add(p, yyvsp[-1], yyvsp[0]); }
#line 2750 "cgram.tab.c"
    break;

  case 20: /* function_definition: decl_specs attr_declarator compound  */
#line 163 "grammar/cgram.y"
                                                        { yyval = cp_funcdef(p, (yyloc), yyvsp[-2], yyvsp[-1], NULL, yyvsp[0]); }
#line 2756 "cgram.tab.c"
    break;

  case 21: /* function_definition: decl_specs attr_declarator kr_decls compound  */
#line 164 "grammar/cgram.y"
                                                        { yyval = cp_funcdef(p, (yyloc), yyvsp[-3], yyvsp[-2], yyvsp[-1], yyvsp[0]); }
#line 2762 "cgram.tab.c"
    break;

  case 22: /* kr_decls: declaration  */
#line 168 "grammar/cgram.y"
                                        { yyval = cp_add(p, cp_list(p, L_KR_DECLS), yyvsp[0]); }
#line 2768 "cgram.tab.c"
    break;

  case 23: /* kr_decls: kr_decls declaration  */
#line 169 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-1], yyvsp[0]); }
#line 2774 "cgram.tab.c"
    break;

  case 24: /* macro_decl: "declaration macro" "(" arg_list_opt ")" ";"  */
#line 173 "grammar/cgram.y"
                                                        { yyval = cp_name(p, cp_node2(p, D_MACRO_DECL, (yyloc), yyvsp[-2], NULL), (yylsp[-4])); }
#line 2780 "cgram.tab.c"
    break;

  case 25: /* macro_decl: "declaration macro" "(" arg_list_opt ")"  */
#line 174 "grammar/cgram.y"
                                                        { yyval = cp_name(p, cp_node2(p, D_MACRO_DECL, (yyloc), yyvsp[-1], NULL), (yylsp[-3])); }
#line 2786 "cgram.tab.c"
    break;

  case 26: /* macro_decl: "declaration macro" "macro arguments" ";"  */
#line 175 "grammar/cgram.y"
                                                        { yyval = cp_name(p, cp_node2(p, D_MACRO_DECL, (yyloc), NULL, NULL), (yylsp[-2])); }
#line 2792 "cgram.tab.c"
    break;

  case 27: /* macro_decl: "declaration macro" "macro arguments"  */
#line 176 "grammar/cgram.y"
                                                        { yyval = cp_name(p, cp_node2(p, D_MACRO_DECL, (yyloc), NULL, NULL), (yylsp[-1])); }
#line 2798 "cgram.tab.c"
    break;

  case 28: /* macro_decl: decl_specs "declaration macro" "macro arguments" ";"  */
#line 177 "grammar/cgram.y"
                                                        { yyval = cp_name(p, cp_node2(p, D_MACRO_DECL, (yyloc), NULL, yyvsp[-3]), (yylsp[-2])); }
#line 2804 "cgram.tab.c"
    break;

  case 29: /* macro_decl: "declaration macro" ";"  */
#line 178 "grammar/cgram.y"
                                                        { yyval = cp_name(p, cp_node2(p, D_MACRO_DECL, (yyloc), NULL, NULL), (yylsp[-1])); }
#line 2810 "cgram.tab.c"
    break;

  case 30: /* macro_decl: decl_specs "declaration macro" "(" arg_list_opt ")" ";"  */
#line 179 "grammar/cgram.y"
                                                                { yyval = cp_name(p, cp_node2(p, D_MACRO_DECL, (yyloc), yyvsp[-2], yyvsp[-5]), (yylsp[-4])); }
#line 2816 "cgram.tab.c"
    break;

  case 31: /* declaration: decl_specs ";"  */
#line 185 "grammar/cgram.y"
                                                { yyval = cp_decl(p, D_DECL, (yyloc), yyvsp[-1], NULL); }
#line 2822 "cgram.tab.c"
    break;

  case 32: /* declaration: decl_specs init_decl_list ";"  */
#line 186 "grammar/cgram.y"
                                                { yyval = cp_decl(p, D_DECL, (yyloc), yyvsp[-2], yyvsp[-1]); }
#line 2828 "cgram.tab.c"
    break;

  case 34: /* declaration: "__label__" label_names ";"  */
#line 188 "grammar/cgram.y"
                                                { yyval = cp_decl(p, D_DECL, (yyloc), cp_add(p, cp_list(p, T_SPECS), cp_op(p, cp_leaf(p, T_STORAGE, (yylsp[-2])), (yylsp[-2]))), yyvsp[-1]); }
#line 2834 "cgram.tab.c"
    break;

  case 35: /* declaration: "declaration metavariable"  */
#line 189 "grammar/cgram.y"
                                                { yyval = cp_meta(p, (yylsp[0])); }
#line 2840 "cgram.tab.c"
    break;

  case 36: /* label_names: ident  */
#line 193 "grammar/cgram.y"
                                        { yyval = cp_add(p, cp_list(p, N_NONE), cp_node1(p, D_INIT_DECLARATOR, (yylsp[0]), yyvsp[0])); }
#line 2846 "cgram.tab.c"
    break;

  case 37: /* label_names: label_names "," ident  */
#line 194 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-2], cp_node1(p, D_INIT_DECLARATOR, (yylsp[0]), yyvsp[0])); }
#line 2852 "cgram.tab.c"
    break;

  case 38: /* static_assert: "_Static_assert" "(" const_expr "," string_seq ")" ";"  */
#line 198 "grammar/cgram.y"
                                                                { yyval = cp_node2(p, D_STATIC_ASSERT, (yyloc), yyvsp[-4], yyvsp[-2]); }
#line 2858 "cgram.tab.c"
    break;

  case 39: /* static_assert: "_Static_assert" "(" const_expr ")" ";"  */
#line 199 "grammar/cgram.y"
                                                                { yyval = cp_node2(p, D_STATIC_ASSERT, (yyloc), yyvsp[-2], NULL); }
#line 2864 "cgram.tab.c"
    break;

  case 40: /* decl_specs: decl_spec  */
#line 203 "grammar/cgram.y"
                                        { yyval = cp_add(p, cp_list(p, T_SPECS), yyvsp[0]); }
#line 2870 "cgram.tab.c"
    break;

  case 41: /* decl_specs: decl_specs decl_spec  */
#line 204 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-1], yyvsp[0]); }
#line 2876 "cgram.tab.c"
    break;

  case 42: /* decl_spec: "storage class"  */
#line 208 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_leaf(p, T_STORAGE, (yylsp[0])), (yylsp[0])); }
#line 2882 "cgram.tab.c"
    break;

  case 43: /* decl_spec: "type qualifier"  */
#line 209 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_leaf(p, T_QUAL, (yylsp[0])), (yylsp[0])); }
#line 2888 "cgram.tab.c"
    break;

  case 44: /* decl_spec: "type keyword"  */
#line 210 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_leaf(p, T_BASE, (yylsp[0])), (yylsp[0])); }
#line 2894 "cgram.tab.c"
    break;

  case 45: /* decl_spec: "type name"  */
#line 211 "grammar/cgram.y"
                                        { yyval = cp_name(p, cp_leaf(p, T_NAME, (yylsp[0])), (yylsp[0])); }
#line 2900 "cgram.tab.c"
    break;

  case 46: /* decl_spec: "type metavariable"  */
#line 212 "grammar/cgram.y"
                                        { yyval = cp_meta(p, (yylsp[0])); }
#line 2906 "cgram.tab.c"
    break;

  case 47: /* decl_spec: attr  */
#line 213 "grammar/cgram.y"
                                        { yyval = yyvsp[0]; }
#line 2912 "cgram.tab.c"
    break;

  case 50: /* decl_spec: "typeof" "(" expr ")"  */
#line 216 "grammar/cgram.y"
                                        { yyval = cp_node1(p, T_TYPEOF, (yyloc), yyvsp[-1]); }
#line 2918 "cgram.tab.c"
    break;

  case 51: /* decl_spec: "typeof" "(" type_name ")"  */
#line 217 "grammar/cgram.y"
                                        { yyval = cp_node1(p, T_TYPEOF, (yyloc), yyvsp[-1]); }
#line 2924 "cgram.tab.c"
    break;

  case 52: /* decl_spec: "_Atomic(" type_name ")"  */
#line 218 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node1(p, T_QUAL, (yyloc), yyvsp[-1]), (yylsp[-2])); }
#line 2930 "cgram.tab.c"
    break;

  case 53: /* decl_spec: "_Alignas" "(" type_name ")"  */
#line 219 "grammar/cgram.y"
                                        { yyval = cp_node1(p, T_ALIGNAS, (yyloc), yyvsp[-1]); }
#line 2936 "cgram.tab.c"
    break;

  case 54: /* decl_spec: "_Alignas" "(" const_expr ")"  */
#line 220 "grammar/cgram.y"
                                        { yyval = cp_node1(p, T_ALIGNAS, (yyloc), yyvsp[-1]); }
#line 2942 "cgram.tab.c"
    break;

  case 55: /* attr: "attribute"  */
#line 224 "grammar/cgram.y"
                                        { yyval = cp_leaf(p, T_ATTRS, (yylsp[0])); }
#line 2948 "cgram.tab.c"
    break;

  case 56: /* attr: "attribute metavariable"  */
#line 225 "grammar/cgram.y"
                                        { yyval = cp_node1(p, T_ATTRS, (yylsp[0]), cp_meta(p, (yylsp[0]))); }
#line 2954 "cgram.tab.c"
    break;

  case 57: /* attrs: attr  */
#line 230 "grammar/cgram.y"
                                        { yyval = yyvsp[0]; }
#line 2960 "cgram.tab.c"
    break;

  case 58: /* attrs: "asm statement"  */
#line 231 "grammar/cgram.y"
                                        { yyval = cp_leaf(p, T_ATTRS, (yylsp[0])); }
#line 2966 "cgram.tab.c"
    break;

  case 59: /* attrs: attrs attr  */
#line 232 "grammar/cgram.y"
                                        { yyval = cp_fin(p, cp_addall(p, yyvsp[-1], yyvsp[0]), (yyloc)); }
#line 2972 "cgram.tab.c"
    break;

  case 60: /* attrs: attrs "asm statement"  */
#line 233 "grammar/cgram.y"
                                        { yyval = cp_fin(p, yyvsp[-1], (yyloc)); }
#line 2978 "cgram.tab.c"
    break;

  case 61: /* attrs_opt: %empty  */
#line 237 "grammar/cgram.y"
                                        { yyval = NULL; }
#line 2984 "cgram.tab.c"
    break;

  case 63: /* struct_spec: "struct" attrs_opt "{" fields "}"  */
#line 242 "grammar/cgram.y"
                                                        { yyval = cp_op(p, cp_node2(p, T_STRUCT, (yyloc), cp_fin(p, yyvsp[-1], cp_span((yylsp[-2]), (yylsp[0]))), yyvsp[-3]), (yylsp[-4])); }
#line 2990 "cgram.tab.c"
    break;

  case 64: /* struct_spec: "struct" attrs_opt tag "{" fields "}"  */
#line 243 "grammar/cgram.y"
                                                { yyval = cp_name(p, cp_op(p, cp_node2(p, T_STRUCT, (yyloc), cp_fin(p, yyvsp[-1], cp_span((yylsp[-2]), (yylsp[0]))), yyvsp[-4]), (yylsp[-5])), (yylsp[-3])); }
#line 2996 "cgram.tab.c"
    break;

  case 65: /* struct_spec: "struct" attrs_opt tag  */
#line 244 "grammar/cgram.y"
                                                { yyval = cp_name(p, cp_op(p, cp_node2(p, T_STRUCT, (yyloc), NULL, yyvsp[-1]), (yylsp[-2])), (yylsp[0])); }
#line 3002 "cgram.tab.c"
    break;

  case 69: /* fields: %empty  */
#line 254 "grammar/cgram.y"
                                        { yyval = cp_list(p, L_FIELDS); }
#line 3008 "cgram.tab.c"
    break;

  case 70: /* fields: fields field_item  */
#line 255 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-1], yyvsp[0]); }
#line 3014 "cgram.tab.c"
    break;

  case 71: /* field_item: decl_specs field_decl_list ";"  */
#line 259 "grammar/cgram.y"
                                                { yyval = cp_decl(p, D_FIELD, (yyloc), yyvsp[-2], yyvsp[-1]); }
#line 3020 "cgram.tab.c"
    break;

  case 72: /* field_item: decl_specs ";"  */
#line 260 "grammar/cgram.y"
                                                { yyval = cp_decl(p, D_FIELD, (yyloc), yyvsp[-1], NULL); }
#line 3026 "cgram.tab.c"
    break;

  case 73: /* field_item: ";"  */
#line 261 "grammar/cgram.y"
                                                { yyval = cp_leaf(p, D_EMPTY, (yyloc)); }
#line 3032 "cgram.tab.c"
    break;

  case 74: /* field_item: "preprocessor line"  */
#line 262 "grammar/cgram.y"
                                                { yyval = cp_pp(p, (yylsp[0])); }
#line 3038 "cgram.tab.c"
    break;

  case 77: /* field_item: "identifier" "(" arg_list_opt ")" ";"  */
#line 265 "grammar/cgram.y"
                                                { yyval = cp_name(p, cp_node2(p, D_MACRO_DECL, (yyloc), yyvsp[-2], NULL), (yylsp[-4])); }
#line 3044 "cgram.tab.c"
    break;

  case 78: /* field_item: "field metavariable"  */
#line 266 "grammar/cgram.y"
                                                { yyval = cp_meta(p, (yylsp[0])); }
#line 3050 "cgram.tab.c"
    break;

  case 79: /* field_item: "field list metavariable"  */
#line 267 "grammar/cgram.y"
                                                { yyval = cp_meta(p, (yylsp[0])); }
#line 3056 "cgram.tab.c"
    break;

  case 80: /* field_item: "statement dots"  */
#line 268 "grammar/cgram.y"
                                                { yyval = cp_leaf(p, P_DOTS, (yylsp[0])); }
#line 3062 "cgram.tab.c"
    break;

  case 81: /* field_decl_list: field_decl  */
#line 272 "grammar/cgram.y"
                                        { yyval = cp_add(p, cp_list(p, N_NONE), yyvsp[0]); }
#line 3068 "cgram.tab.c"
    break;

  case 82: /* field_decl_list: field_decl_list "," field_decl  */
#line 273 "grammar/cgram.y"
                                                { yyval = cp_add(p, yyvsp[-2], yyvsp[0]); }
#line 3074 "cgram.tab.c"
    break;

  case 83: /* field_decl: attr_declarator  */
#line 277 "grammar/cgram.y"
                                                { yyval = cp_node2(p, D_FIELD_DECLARATOR, (yyloc), yyvsp[0], NULL); }
#line 3080 "cgram.tab.c"
    break;

  case 84: /* field_decl: attr_declarator ":" const_expr attrs_opt  */
#line 278 "grammar/cgram.y"
                                                        { yyval = cp_node2(p, D_FIELD_DECLARATOR, (yyloc), yyvsp[-3], yyvsp[-1]); }
#line 3086 "cgram.tab.c"
    break;

  case 85: /* field_decl: ":" const_expr  */
#line 279 "grammar/cgram.y"
                                                { yyval = cp_node2(p, D_FIELD_DECLARATOR, (yyloc), NULL, yyvsp[0]); }
#line 3092 "cgram.tab.c"
    break;

  case 86: /* enum_spec: "enum" attrs_opt "{" enum_body "}"  */
#line 283 "grammar/cgram.y"
                                                { yyval = cp_node2(p, T_ENUM, (yyloc), cp_fin(p, yyvsp[-1], cp_span((yylsp[-2]), (yylsp[0]))), yyvsp[-3]); }
#line 3098 "cgram.tab.c"
    break;

  case 87: /* enum_spec: "enum" attrs_opt tag "{" enum_body "}"  */
#line 284 "grammar/cgram.y"
                                                { yyval = cp_name(p, cp_node2(p, T_ENUM, (yyloc), cp_fin(p, yyvsp[-1], cp_span((yylsp[-2]), (yylsp[0]))), yyvsp[-4]), (yylsp[-3])); }
#line 3104 "cgram.tab.c"
    break;

  case 88: /* enum_spec: "enum" attrs_opt tag  */
#line 285 "grammar/cgram.y"
                                                { yyval = cp_name(p, cp_node2(p, T_ENUM, (yyloc), NULL, yyvsp[-1]), (yylsp[0])); }
#line 3110 "cgram.tab.c"
    break;

  case 89: /* enum_body: %empty  */
#line 289 "grammar/cgram.y"
                                        { yyval = cp_list(p, L_ENUMERATORS); }
#line 3116 "cgram.tab.c"
    break;

  case 90: /* enum_body: pplines  */
#line 290 "grammar/cgram.y"
                                        { yyval = cp_addall(p, cp_list(p, L_ENUMERATORS), yyvsp[0]); }
#line 3122 "cgram.tab.c"
    break;

  case 93: /* enum_body: enum_list "," pplines  */
#line 293 "grammar/cgram.y"
                                        { yyval = cp_addall(p, yyvsp[-2], yyvsp[0]); }
#line 3128 "cgram.tab.c"
    break;

  case 94: /* enum_list: enumerator  */
#line 297 "grammar/cgram.y"
                                        { yyval = cp_add(p, cp_list(p, L_ENUMERATORS), yyvsp[0]); }
#line 3134 "cgram.tab.c"
    break;

  case 95: /* enum_list: pplines enumerator  */
#line 298 "grammar/cgram.y"
                                        { yyval = cp_add(p, cp_addall(p, cp_list(p, L_ENUMERATORS), yyvsp[-1]), yyvsp[0]); }
#line 3140 "cgram.tab.c"
    break;

  case 96: /* enum_list: enum_list "," enumerator  */
#line 299 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-2], yyvsp[0]); }
#line 3146 "cgram.tab.c"
    break;

  case 97: /* enum_list: enum_list "," pplines enumerator  */
#line 300 "grammar/cgram.y"
                                                { yyval = cp_add(p, cp_addall(p, yyvsp[-3], yyvsp[-1]), yyvsp[0]); }
#line 3152 "cgram.tab.c"
    break;

  case 98: /* enumerator: enum_name attrs_opt  */
#line 304 "grammar/cgram.y"
                                                { yyval = cp_name(p, cp_leaf(p, D_ENUMERATOR, (yyloc)), (yylsp[-1])); }
#line 3158 "cgram.tab.c"
    break;

  case 99: /* enumerator: enum_name attrs_opt "=" const_expr  */
#line 305 "grammar/cgram.y"
                                                { yyval = cp_name(p, cp_node1(p, D_ENUMERATOR, (yyloc), yyvsp[0]), (yylsp[-3])); }
#line 3164 "cgram.tab.c"
    break;

  case 100: /* enumerator: "..."  */
#line 306 "grammar/cgram.y"
                                                { yyval = cp_leaf(p, P_DOTS, (yylsp[0])); }
#line 3170 "cgram.tab.c"
    break;

  case 104: /* pplines: "preprocessor line"  */
#line 316 "grammar/cgram.y"
                                        { yyval = cp_add(p, cp_list(p, N_NONE), cp_pp(p, (yylsp[0]))); }
#line 3176 "cgram.tab.c"
    break;

  case 105: /* pplines: pplines "preprocessor line"  */
#line 317 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-1], cp_pp(p, (yylsp[0]))); }
#line 3182 "cgram.tab.c"
    break;

  case 106: /* init_decl_list: init_decl  */
#line 321 "grammar/cgram.y"
                                        { yyval = cp_add(p, cp_list(p, N_NONE), yyvsp[0]); }
#line 3188 "cgram.tab.c"
    break;

  case 107: /* init_decl_list: init_decl_list "," init_decl  */
#line 322 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-2], yyvsp[0]); }
#line 3194 "cgram.tab.c"
    break;

  case 108: /* init_decl: attr_declarator  */
#line 326 "grammar/cgram.y"
                                                { yyval = cp_node1(p, D_INIT_DECLARATOR, (yyloc), yyvsp[0]); }
#line 3200 "cgram.tab.c"
    break;

  case 109: /* init_decl: attr_declarator "=" initializer  */
#line 327 "grammar/cgram.y"
                                                { yyval = cp_node2(p, D_INIT_DECLARATOR, (yyloc), yyvsp[-2], yyvsp[0]); }
#line 3206 "cgram.tab.c"
    break;

  case 111: /* attr_declarator: declarator attrs  */
#line 334 "grammar/cgram.y"
                                                { yyval = cp_node2(p, DR_ATTR, (yyloc), yyvsp[-1], yyvsp[0]); }
#line 3212 "cgram.tab.c"
    break;

  case 113: /* declarator: pointer direct_declarator  */
#line 339 "grammar/cgram.y"
                                        { yyval = cp_ptr_apply(p, yyvsp[-1], yyvsp[0], (yyloc)); }
#line 3218 "cgram.tab.c"
    break;

  case 114: /* pointer: "*"  */
#line 343 "grammar/cgram.y"
                                        { yyval = cp_ptr(p, (yyloc), NULL, NULL); }
#line 3224 "cgram.tab.c"
    break;

  case 115: /* pointer: "*" ptr_quals  */
#line 344 "grammar/cgram.y"
                                        { yyval = cp_ptr(p, (yyloc), cp_fin(p, yyvsp[0], (yylsp[0])), NULL); }
#line 3230 "cgram.tab.c"
    break;

  case 116: /* pointer: "*" pointer  */
#line 345 "grammar/cgram.y"
                                        { yyval = cp_ptr(p, (yyloc), NULL, yyvsp[0]); }
#line 3236 "cgram.tab.c"
    break;

  case 117: /* pointer: "*" ptr_quals pointer  */
#line 346 "grammar/cgram.y"
                                        { yyval = cp_ptr(p, (yyloc), cp_fin(p, yyvsp[-1], (yylsp[-1])), yyvsp[0]); }
#line 3242 "cgram.tab.c"
    break;

  case 118: /* ptr_quals: ptr_qual  */
#line 350 "grammar/cgram.y"
                                        { yyval = cp_add(p, cp_list(p, T_QUALS), yyvsp[0]); }
#line 3248 "cgram.tab.c"
    break;

  case 119: /* ptr_quals: ptr_quals ptr_qual  */
#line 351 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-1], yyvsp[0]); }
#line 3254 "cgram.tab.c"
    break;

  case 120: /* ptr_qual: "type qualifier"  */
#line 355 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_leaf(p, T_QUAL, (yylsp[0])), (yylsp[0])); }
#line 3260 "cgram.tab.c"
    break;

  case 122: /* direct_declarator: "identifier"  */
#line 360 "grammar/cgram.y"
                                        { yyval = cp_name(p, cp_leaf(p, DR_IDENT, (yylsp[0])), (yylsp[0])); }
#line 3266 "cgram.tab.c"
    break;

  case 123: /* direct_declarator: "identifier metavariable"  */
#line 361 "grammar/cgram.y"
                                        { yyval = cp_meta(p, (yylsp[0])); }
#line 3272 "cgram.tab.c"
    break;

  case 124: /* direct_declarator: "(" attr_declarator ")"  */
#line 362 "grammar/cgram.y"
                                        { yyval = cp_node1(p, DR_PAREN, (yyloc), yyvsp[-1]); }
#line 3278 "cgram.tab.c"
    break;

  case 125: /* direct_declarator: direct_declarator "[" array_size "]"  */
#line 363 "grammar/cgram.y"
                                                { yyval = cp_node2(p, DR_ARRAY, (yyloc), yyvsp[-3], yyvsp[-1]); }
#line 3284 "cgram.tab.c"
    break;

  case 126: /* direct_declarator: direct_declarator "[" "storage class" assign_expr "]"  */
#line 364 "grammar/cgram.y"
                                                        { yyval = cp_flag(cp_node2(p, DR_ARRAY, (yyloc), yyvsp[-4], yyvsp[-1]), NF_STATIC); }
#line 3290 "cgram.tab.c"
    break;

  case 127: /* direct_declarator: direct_declarator "(" params ")"  */
#line 365 "grammar/cgram.y"
                                                { yyval = cp_node2(p, DR_FUNC, (yyloc), yyvsp[-3], cp_fin(p, yyvsp[-1], (yylsp[-1]))); }
#line 3296 "cgram.tab.c"
    break;

  case 128: /* direct_declarator: direct_declarator "(" kr_names ")"  */
#line 366 "grammar/cgram.y"
                                                { yyval = cp_node2(p, DR_FUNC, (yyloc), yyvsp[-3], cp_fin(p, yyvsp[-1], (yylsp[-1]))); }
#line 3302 "cgram.tab.c"
    break;

  case 129: /* direct_declarator: direct_declarator "@" "position metavariable"  */
#line 367 "grammar/cgram.y"
                                                { yyval = cp_pos(p, (yyloc), yyvsp[-2], (yylsp[0])); }
#line 3308 "cgram.tab.c"
    break;

  case 130: /* array_size: %empty  */
#line 371 "grammar/cgram.y"
                                        { yyval = NULL; }
#line 3314 "cgram.tab.c"
    break;

  case 132: /* array_size: "type qualifier" assign_expr  */
#line 373 "grammar/cgram.y"
                                        { yyval = yyvsp[0]; }
#line 3320 "cgram.tab.c"
    break;

  case 133: /* params: %empty  */
#line 377 "grammar/cgram.y"
                                        { yyval = cp_list(p, L_PARAMS); }
#line 3326 "cgram.tab.c"
    break;

  case 135: /* param_list: param  */
#line 382 "grammar/cgram.y"
                                        { yyval = cp_add(p, cp_list(p, L_PARAMS), yyvsp[0]); }
#line 3332 "cgram.tab.c"
    break;

  case 136: /* param_list: param_list "," param  */
#line 383 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-2], yyvsp[0]); }
#line 3338 "cgram.tab.c"
    break;

  case 137: /* param_list: param_list "," pplines param  */
#line 384 "grammar/cgram.y"
                                        { yyval = cp_add(p, cp_addall(p, yyvsp[-3], yyvsp[-1]), yyvsp[0]); }
#line 3344 "cgram.tab.c"
    break;

  case 138: /* param: decl_specs attr_declarator  */
#line 388 "grammar/cgram.y"
                                        { yyval = cp_node2(p, D_PARAM, (yyloc), yyvsp[-1], yyvsp[0]); }
#line 3350 "cgram.tab.c"
    break;

  case 139: /* param: decl_specs  */
#line 389 "grammar/cgram.y"
                                        { yyval = cp_node2(p, D_PARAM, (yyloc), yyvsp[0], NULL); }
#line 3356 "cgram.tab.c"
    break;

  case 140: /* param: decl_specs abstract_declarator  */
#line 390 "grammar/cgram.y"
                                                { yyval = cp_node2(p, D_PARAM, (yyloc), yyvsp[-1], yyvsp[0]); }
#line 3362 "cgram.tab.c"
    break;

  case 141: /* param: "..."  */
#line 391 "grammar/cgram.y"
                                        { yyval = cp_varargs(p, (yylsp[0])); }
#line 3368 "cgram.tab.c"
    break;

  case 142: /* param: "parameter metavariable"  */
#line 392 "grammar/cgram.y"
                                        { yyval = cp_meta(p, (yylsp[0])); }
#line 3374 "cgram.tab.c"
    break;

  case 143: /* param: "parameter list metavariable"  */
#line 393 "grammar/cgram.y"
                                        { yyval = cp_meta(p, (yylsp[0])); }
#line 3380 "cgram.tab.c"
    break;

  case 144: /* kr_names: "identifier"  */
#line 398 "grammar/cgram.y"
                                        { yyval = cp_add(p, cp_list(p, L_PARAMS), cp_node2(p, D_PARAM, (yylsp[0]), NULL, cp_name(p, cp_leaf(p, DR_IDENT, (yylsp[0])), (yylsp[0])))); }
#line 3386 "cgram.tab.c"
    break;

  case 145: /* kr_names: kr_names "," "identifier"  */
#line 399 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-2], cp_node2(p, D_PARAM, (yylsp[0]), NULL, cp_name(p, cp_leaf(p, DR_IDENT, (yylsp[0])), (yylsp[0])))); }
#line 3392 "cgram.tab.c"
    break;

  case 146: /* abstract_declarator: pointer  */
#line 403 "grammar/cgram.y"
                                        { yyval = cp_ptr_apply(p, yyvsp[0], NULL, (yyloc)); }
#line 3398 "cgram.tab.c"
    break;

  case 147: /* abstract_declarator: pointer direct_abstract  */
#line 404 "grammar/cgram.y"
                                        { yyval = cp_ptr_apply(p, yyvsp[-1], yyvsp[0], (yyloc)); }
#line 3404 "cgram.tab.c"
    break;

  case 149: /* direct_abstract: "(" abstract_declarator ")"  */
#line 409 "grammar/cgram.y"
                                        { yyval = cp_node1(p, DR_PAREN, (yyloc), yyvsp[-1]); }
#line 3410 "cgram.tab.c"
    break;

  case 150: /* direct_abstract: "[" array_size "]"  */
#line 410 "grammar/cgram.y"
                                        { yyval = cp_node2(p, DR_ARRAY, (yyloc), cp_leaf(p, DR_ABSTRACT, (yylsp[-2])), yyvsp[-1]); }
#line 3416 "cgram.tab.c"
    break;

  case 151: /* direct_abstract: direct_abstract "[" array_size "]"  */
#line 411 "grammar/cgram.y"
                                                { yyval = cp_node2(p, DR_ARRAY, (yyloc), yyvsp[-3], yyvsp[-1]); }
#line 3422 "cgram.tab.c"
    break;

  case 152: /* direct_abstract: "(" params ")"  */
#line 412 "grammar/cgram.y"
                                        { yyval = cp_node2(p, DR_FUNC, (yyloc), cp_leaf(p, DR_ABSTRACT, (yylsp[-2])), cp_fin(p, yyvsp[-1], (yylsp[-1]))); }
#line 3428 "cgram.tab.c"
    break;

  case 153: /* direct_abstract: direct_abstract "(" params ")"  */
#line 413 "grammar/cgram.y"
                                                { yyval = cp_node2(p, DR_FUNC, (yyloc), yyvsp[-3], cp_fin(p, yyvsp[-1], (yylsp[-1]))); }
#line 3434 "cgram.tab.c"
    break;

  case 154: /* type_name: decl_specs  */
#line 417 "grammar/cgram.y"
                                        { yyval = cp_node2(p, T_TYPENAME, (yyloc), yyvsp[0], NULL); }
#line 3440 "cgram.tab.c"
    break;

  case 155: /* type_name: decl_specs abstract_declarator  */
#line 418 "grammar/cgram.y"
                                                { yyval = cp_node2(p, T_TYPENAME, (yyloc), yyvsp[-1], yyvsp[0]); }
#line 3446 "cgram.tab.c"
    break;

  case 157: /* initializer: "{" init_body "}"  */
#line 425 "grammar/cgram.y"
                                        { yyval = cp_fin(p, yyvsp[-1], (yyloc)); }
#line 3452 "cgram.tab.c"
    break;

  case 158: /* initializer: "initializer metavariable"  */
#line 426 "grammar/cgram.y"
                                        { yyval = cp_meta(p, (yylsp[0])); }
#line 3458 "cgram.tab.c"
    break;

  case 159: /* init_body: %empty  */
#line 430 "grammar/cgram.y"
                                        { yyval = cp_list(p, I_LIST); }
#line 3464 "cgram.tab.c"
    break;

  case 160: /* init_body: pplines  */
#line 431 "grammar/cgram.y"
                                        { yyval = cp_addall(p, cp_list(p, I_LIST), yyvsp[0]); }
#line 3470 "cgram.tab.c"
    break;

  case 163: /* init_body: init_list "," pplines  */
#line 434 "grammar/cgram.y"
                                        { yyval = cp_addall(p, yyvsp[-2], yyvsp[0]); }
#line 3476 "cgram.tab.c"
    break;

  case 164: /* init_list: init_elem  */
#line 438 "grammar/cgram.y"
                                        { yyval = cp_add(p, cp_list(p, I_LIST), yyvsp[0]); }
#line 3482 "cgram.tab.c"
    break;

  case 165: /* init_list: pplines init_elem  */
#line 439 "grammar/cgram.y"
                                        { yyval = cp_add(p, cp_addall(p, cp_list(p, I_LIST), yyvsp[-1]), yyvsp[0]); }
#line 3488 "cgram.tab.c"
    break;

  case 166: /* init_list: init_list "," init_elem  */
#line 440 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-2], yyvsp[0]); }
#line 3494 "cgram.tab.c"
    break;

  case 167: /* init_list: init_list "," pplines init_elem  */
#line 441 "grammar/cgram.y"
                                                { yyval = cp_add(p, cp_addall(p, yyvsp[-3], yyvsp[-1]), yyvsp[0]); }
#line 3500 "cgram.tab.c"
    break;

  case 169: /* init_elem: designators "=" initializer  */
#line 446 "grammar/cgram.y"
                                        { yyval = cp_node2(p, I_DESIG, (yyloc), cp_fin(p, yyvsp[-2], (yylsp[-2])), yyvsp[0]); }
#line 3506 "cgram.tab.c"
    break;

  case 170: /* init_elem: designators initializer  */
#line 447 "grammar/cgram.y"
                                        { yyval = cp_node2(p, I_DESIG, (yyloc), cp_fin(p, yyvsp[-1], (yylsp[-1])), yyvsp[0]); }
#line 3512 "cgram.tab.c"
    break;

  case 171: /* init_elem: "identifier" ":" initializer  */
#line 448 "grammar/cgram.y"
                                        { yyval = cp_flag(cp_node2(p, I_DESIG, (yyloc), cp_add(p, cp_list(p, L_DESIGNATORS), cp_node1(p, I_FIELD_DESIG, (yylsp[-2]), cp_ident(p, (yylsp[-2])))), yyvsp[0]), NF_GNU_DESIG); }
#line 3518 "cgram.tab.c"
    break;

  case 172: /* init_elem: "initializer list metavariable"  */
#line 449 "grammar/cgram.y"
                                        { yyval = cp_meta(p, (yylsp[0])); }
#line 3524 "cgram.tab.c"
    break;

  case 173: /* designators: designator  */
#line 453 "grammar/cgram.y"
                                        { yyval = cp_add(p, cp_list(p, L_DESIGNATORS), yyvsp[0]); }
#line 3530 "cgram.tab.c"
    break;

  case 174: /* designators: designators designator  */
#line 454 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-1], yyvsp[0]); }
#line 3536 "cgram.tab.c"
    break;

  case 175: /* designator: "[" const_expr "]"  */
#line 458 "grammar/cgram.y"
                                        { yyval = cp_node2(p, I_INDEX_DESIG, (yyloc), yyvsp[-1], NULL); }
#line 3542 "cgram.tab.c"
    break;

  case 176: /* designator: "[" const_expr "..." const_expr "]"  */
#line 459 "grammar/cgram.y"
                                                { yyval = cp_node2(p, I_INDEX_DESIG, (yyloc), yyvsp[-3], yyvsp[-1]); }
#line 3548 "cgram.tab.c"
    break;

  case 177: /* designator: "." member  */
#line 460 "grammar/cgram.y"
                                        { yyval = cp_node1(p, I_FIELD_DESIG, (yyloc), yyvsp[0]); }
#line 3554 "cgram.tab.c"
    break;

  case 178: /* compound: "{" block_items "}"  */
#line 466 "grammar/cgram.y"
                                        { yyval = cp_fin(p, yyvsp[-1], (yyloc)); }
#line 3560 "cgram.tab.c"
    break;

  case 179: /* block_items: %empty  */
#line 470 "grammar/cgram.y"
                                        { yyval = cp_list(p, S_BLOCK); }
#line 3566 "cgram.tab.c"
    break;

  case 180: /* block_items: block_items block_item  */
#line 471 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-1], yyvsp[0]); }
#line 3572 "cgram.tab.c"
    break;

  case 181: /* stmt_seq: block_item  */
#line 476 "grammar/cgram.y"
                                        { yyval = cp_add(p, cp_list(p, P_SEQ), yyvsp[0]); }
#line 3578 "cgram.tab.c"
    break;

  case 182: /* stmt_seq: stmt_seq block_item  */
#line 477 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-1], yyvsp[0]); }
#line 3584 "cgram.tab.c"
    break;

  case 187: /* block_item: "preprocessor line"  */
#line 485 "grammar/cgram.y"
                                        { yyval = cp_pp(p, (yylsp[0])); }
#line 3590 "cgram.tab.c"
    break;

  case 188: /* block_item: "statement list metavariable"  */
#line 486 "grammar/cgram.y"
                                        { yyval = cp_meta(p, (yylsp[0])); }
#line 3596 "cgram.tab.c"
    break;

  case 189: /* label: "identifier" ":"  */
#line 490 "grammar/cgram.y"
                                        { yyval = cp_name(p, cp_leaf(p, S_LABEL, (yyloc)), (yylsp[-1])); }
#line 3602 "cgram.tab.c"
    break;

  case 190: /* label: "identifier metavariable" ":"  */
#line 491 "grammar/cgram.y"
                                        { yyval = cp_name(p, cp_leaf(p, S_LABEL, (yyloc)), (yylsp[-1])); }
#line 3608 "cgram.tab.c"
    break;

  case 191: /* label: "case" const_expr ":"  */
#line 492 "grammar/cgram.y"
                                        { yyval = cp_node2(p, S_CASE, (yyloc), yyvsp[-1], NULL); }
#line 3614 "cgram.tab.c"
    break;

  case 192: /* label: "case" const_expr "..." const_expr ":"  */
#line 493 "grammar/cgram.y"
                                                { yyval = cp_node2(p, S_CASE, (yyloc), yyvsp[-3], yyvsp[-1]); }
#line 3620 "cgram.tab.c"
    break;

  case 193: /* label: "default" ":"  */
#line 494 "grammar/cgram.y"
                                        { yyval = cp_leaf(p, S_DEFAULT, (yyloc)); }
#line 3626 "cgram.tab.c"
    break;

  case 195: /* statement: expr ";"  */
#line 499 "grammar/cgram.y"
                                        { yyval = cp_node1(p, S_EXPR, (yyloc), yyvsp[-1]); }
#line 3632 "cgram.tab.c"
    break;

  case 196: /* statement: ";"  */
#line 500 "grammar/cgram.y"
                                        { yyval = cp_leaf(p, S_EMPTY, (yyloc)); }
#line 3638 "cgram.tab.c"
    break;

  case 197: /* statement: "if" "(" expr ")" statement  */
#line 501 "grammar/cgram.y"
                                                { yyval = cp_node3(p, S_IF, (yyloc), yyvsp[-2], yyvsp[0], NULL); }
#line 3644 "cgram.tab.c"
    break;

  case 198: /* statement: "if" "(" expr ")" statement "else" statement  */
#line 502 "grammar/cgram.y"
                                                        { yyval = cp_node3(p, S_IF, (yyloc), yyvsp[-4], yyvsp[-2], yyvsp[0]); }
#line 3650 "cgram.tab.c"
    break;

  case 199: /* statement: "while" "(" expr ")" statement  */
#line 503 "grammar/cgram.y"
                                        { yyval = cp_node2(p, S_WHILE, (yyloc), yyvsp[-2], yyvsp[0]); }
#line 3656 "cgram.tab.c"
    break;

  case 200: /* statement: "do" statement "while" "(" expr ")" ";"  */
#line 504 "grammar/cgram.y"
                                                { yyval = cp_node2(p, S_DO, (yyloc), yyvsp[-5], yyvsp[-2]); }
#line 3662 "cgram.tab.c"
    break;

  case 201: /* statement: "for" "(" expr_opt ";" expr_opt ";" expr_opt ")" statement  */
#line 505 "grammar/cgram.y"
                                                                        { yyval = cp_node4(p, S_FOR, (yyloc), yyvsp[-6], yyvsp[-4], yyvsp[-2], yyvsp[0]); }
#line 3668 "cgram.tab.c"
    break;

  case 202: /* statement: "for" "(" declaration expr_opt ";" expr_opt ")" statement  */
#line 506 "grammar/cgram.y"
                                                                        { yyval = cp_node4(p, S_FOR, (yyloc), yyvsp[-5], yyvsp[-4], yyvsp[-2], yyvsp[0]); }
#line 3674 "cgram.tab.c"
    break;

  case 203: /* statement: "switch" "(" expr ")" statement  */
#line 507 "grammar/cgram.y"
                                        { yyval = cp_node2(p, S_SWITCH, (yyloc), yyvsp[-2], yyvsp[0]); }
#line 3680 "cgram.tab.c"
    break;

  case 204: /* statement: "break" ";"  */
#line 508 "grammar/cgram.y"
                                        { yyval = cp_leaf(p, S_BREAK, (yyloc)); }
#line 3686 "cgram.tab.c"
    break;

  case 205: /* statement: "continue" ";"  */
#line 509 "grammar/cgram.y"
                                        { yyval = cp_leaf(p, S_CONTINUE, (yyloc)); }
#line 3692 "cgram.tab.c"
    break;

  case 206: /* statement: "return" ";"  */
#line 510 "grammar/cgram.y"
                                        { yyval = cp_node1(p, S_RETURN, (yyloc), NULL); }
#line 3698 "cgram.tab.c"
    break;

  case 207: /* statement: "return" expr ";"  */
#line 511 "grammar/cgram.y"
                                        { yyval = cp_node1(p, S_RETURN, (yyloc), yyvsp[-1]); }
#line 3704 "cgram.tab.c"
    break;

  case 208: /* statement: "goto" ident ";"  */
#line 512 "grammar/cgram.y"
                                        { yyval = cp_name(p, cp_leaf(p, S_GOTO, (yyloc)), (yylsp[-1])); }
#line 3710 "cgram.tab.c"
    break;

  case 209: /* statement: "goto" "*" expr ";"  */
#line 513 "grammar/cgram.y"
                                        { yyval = cp_node1(p, S_GOTO, (yyloc), yyvsp[-1]); }
#line 3716 "cgram.tab.c"
    break;

  case 210: /* statement: "asm statement" ";"  */
#line 514 "grammar/cgram.y"
                                        { yyval = cp_leaf(p, S_ASM, (yyloc)); }
#line 3722 "cgram.tab.c"
    break;

  case 211: /* statement: "statement macro" "(" arg_list_opt ")"  */
#line 515 "grammar/cgram.y"
                                                        { yyval = cp_name(p, cp_node1(p, S_MACRO, (yyloc), yyvsp[-1]), (yylsp[-3])); }
#line 3728 "cgram.tab.c"
    break;

  case 212: /* statement: "statement macro" "(" arg_list_opt ")" ";"  */
#line 516 "grammar/cgram.y"
                                                { yyval = cp_name(p, cp_node1(p, S_MACRO, (yyloc), yyvsp[-2]), (yylsp[-4])); }
#line 3734 "cgram.tab.c"
    break;

  case 213: /* statement: "statement macro"  */
#line 517 "grammar/cgram.y"
                                        { yyval = cp_name(p, cp_node1(p, S_MACRO, (yyloc), NULL), (yylsp[0])); }
#line 3740 "cgram.tab.c"
    break;

  case 214: /* statement: "statement macro" "macro arguments"  */
#line 518 "grammar/cgram.y"
                                        { yyval = cp_name(p, cp_node1(p, S_MACRO, (yyloc), NULL), (yylsp[-1])); }
#line 3746 "cgram.tab.c"
    break;

  case 215: /* statement: "iterator macro" "macro arguments" statement  */
#line 519 "grammar/cgram.y"
                                                { yyval = cp_name(p, cp_node2(p, S_ITERATOR, (yyloc), NULL, yyvsp[0]), (yylsp[-2])); }
#line 3752 "cgram.tab.c"
    break;

  case 216: /* statement: "iterator macro" "(" arg_list_opt ")" statement  */
#line 520 "grammar/cgram.y"
                                                        { yyval = cp_name(p, cp_node2(p, S_ITERATOR, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-4])); }
#line 3758 "cgram.tab.c"
    break;

  case 217: /* statement: "statement metavariable"  */
#line 521 "grammar/cgram.y"
                                        { yyval = cp_meta(p, (yylsp[0])); }
#line 3764 "cgram.tab.c"
    break;

  case 218: /* statement: "statement dots" whens  */
#line 522 "grammar/cgram.y"
                                        { yyval = cp_fin(p, cp_addall(p, cp_leaf(p, P_DOTS, (yylsp[-1])), yyvsp[0]), (yyloc)); }
#line 3770 "cgram.tab.c"
    break;

  case 219: /* statement: "<... (statements)" whens nest_body "...>"  */
#line 523 "grammar/cgram.y"
                                                { yyval = cp_op(p, cp_addall(p, cp_node1(p, P_NEST, (yyloc), yyvsp[-1]), yyvsp[-2]), (yylsp[-3])); }
#line 3776 "cgram.tab.c"
    break;

  case 220: /* statement: "( (statement disjunction)" sdisj ") (disjunction)"  */
#line 524 "grammar/cgram.y"
                                        { yyval = cp_fin(p, yyvsp[-1], (yyloc)); }
#line 3782 "cgram.tab.c"
    break;

  case 221: /* statement: "? (optional)" statement  */
#line 525 "grammar/cgram.y"
                                        { yyval = cp_node1(p, P_OPT, (yyloc), yyvsp[0]); }
#line 3788 "cgram.tab.c"
    break;

  case 222: /* expr_opt: %empty  */
#line 529 "grammar/cgram.y"
                                        { yyval = NULL; }
#line 3794 "cgram.tab.c"
    break;

  case 224: /* whens: %empty  */
#line 534 "grammar/cgram.y"
                                        { yyval = cp_list(p, N_NONE); }
#line 3800 "cgram.tab.c"
    break;

  case 225: /* whens: whens when  */
#line 535 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-1], yyvsp[0]); }
#line 3806 "cgram.tab.c"
    break;

  case 226: /* when: "when" "!=" when_arg "end of when clause"  */
#line 539 "grammar/cgram.y"
                                        { yyval = cp_when(p, (yyloc), (yylsp[-2]), yyvsp[-1]); }
#line 3812 "cgram.tab.c"
    break;

  case 227: /* when: "when" "==" when_arg "end of when clause"  */
#line 540 "grammar/cgram.y"
                                        { yyval = cp_when(p, (yyloc), (yylsp[-2]), yyvsp[-1]); }
#line 3818 "cgram.tab.c"
    break;

  case 228: /* when: "when" "identifier" "end of when clause"  */
#line 541 "grammar/cgram.y"
                                        { yyval = cp_when(p, (yyloc), (yylsp[-1]), NULL); }
#line 3824 "cgram.tab.c"
    break;

  case 233: /* sdisj: sbranch "|  (disjunction)" sbranch  */
#line 555 "grammar/cgram.y"
                                        { yyval = cp_node2(p, P_DISJ, (yyloc), yyvsp[-2], yyvsp[0]); }
#line 3830 "cgram.tab.c"
    break;

  case 234: /* sdisj: sdisj "|  (disjunction)" sbranch  */
#line 556 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-2], yyvsp[0]); }
#line 3836 "cgram.tab.c"
    break;

  case 235: /* sdisj: sbranch "& (conjunction)" sbranch  */
#line 557 "grammar/cgram.y"
                                        { yyval = cp_node2(p, P_CONJ, (yyloc), yyvsp[-2], yyvsp[0]); }
#line 3842 "cgram.tab.c"
    break;

  case 236: /* sdisj: sdisj "& (conjunction)" sbranch  */
#line 558 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-2], yyvsp[0]); }
#line 3848 "cgram.tab.c"
    break;

  case 237: /* sbranch: stmt_seq  */
#line 562 "grammar/cgram.y"
                                        { yyval = cp_fin(p, yyvsp[0], (yylsp[0])); }
#line 3854 "cgram.tab.c"
    break;

  case 239: /* ident: "identifier"  */
#line 569 "grammar/cgram.y"
                                        { yyval = cp_ident(p, (yylsp[0])); }
#line 3860 "cgram.tab.c"
    break;

  case 240: /* ident: "identifier metavariable"  */
#line 570 "grammar/cgram.y"
                                        { yyval = cp_ident(p, (yylsp[0])); }
#line 3866 "cgram.tab.c"
    break;

  case 241: /* member: "identifier"  */
#line 574 "grammar/cgram.y"
                                        { yyval = cp_ident(p, (yylsp[0])); }
#line 3872 "cgram.tab.c"
    break;

  case 242: /* member: "type name"  */
#line 575 "grammar/cgram.y"
                                        { yyval = cp_ident(p, (yylsp[0])); }
#line 3878 "cgram.tab.c"
    break;

  case 243: /* member: "identifier metavariable"  */
#line 576 "grammar/cgram.y"
                                        { yyval = cp_ident(p, (yylsp[0])); }
#line 3884 "cgram.tab.c"
    break;

  case 244: /* string_seq: "string literal"  */
#line 580 "grammar/cgram.y"
                                        { yyval = cp_leaf(p, E_STRING, (yyloc)); }
#line 3890 "cgram.tab.c"
    break;

  case 245: /* string_seq: "string macro"  */
#line 581 "grammar/cgram.y"
                                        { yyval = cp_leaf(p, E_STRING, (yyloc)); }
#line 3896 "cgram.tab.c"
    break;

  case 246: /* string_seq: string_seq "string literal"  */
#line 582 "grammar/cgram.y"
                                        { yyval = cp_fin(p, yyvsp[-1], (yyloc)); }
#line 3902 "cgram.tab.c"
    break;

  case 247: /* string_seq: string_seq "string macro"  */
#line 583 "grammar/cgram.y"
                                        { yyval = cp_fin(p, yyvsp[-1], (yyloc)); }
#line 3908 "cgram.tab.c"
    break;

  case 249: /* primary: "expression metavariable"  */
#line 588 "grammar/cgram.y"
                                        { yyval = cp_meta(p, (yylsp[0])); }
#line 3914 "cgram.tab.c"
    break;

  case 250: /* primary: "integer constant"  */
#line 589 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_leaf(p, E_CONST, (yylsp[0])), (yylsp[0])); }
#line 3920 "cgram.tab.c"
    break;

  case 251: /* primary: "floating constant"  */
#line 590 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_leaf(p, E_CONST, (yylsp[0])), (yylsp[0])); }
#line 3926 "cgram.tab.c"
    break;

  case 252: /* primary: "character constant"  */
#line 591 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_leaf(p, E_CONST, (yylsp[0])), (yylsp[0])); }
#line 3932 "cgram.tab.c"
    break;

  case 254: /* primary: "(" expr ")"  */
#line 593 "grammar/cgram.y"
                                        { yyval = cp_node1(p, E_PAREN, (yyloc), yyvsp[-1]); }
#line 3938 "cgram.tab.c"
    break;

  case 255: /* primary: "(" compound ")"  */
#line 594 "grammar/cgram.y"
                                        { yyval = cp_node1(p, E_STMT_EXPR, (yyloc), yyvsp[-1]); }
#line 3944 "cgram.tab.c"
    break;

  case 256: /* primary: "_Generic" "(" assign_expr "," generic_assocs ")"  */
#line 595 "grammar/cgram.y"
                                                                { yyval = cp_fin(p, cp_addall(p, cp_node1(p, E_GENERIC, (yyloc), yyvsp[-3]), yyvsp[-1]), (yyloc)); }
#line 3950 "cgram.tab.c"
    break;

  case 257: /* primary: "__builtin_va_arg" "(" assign_expr "," type_name ")"  */
#line 596 "grammar/cgram.y"
                                                                { yyval = cp_op(p, cp_node1(p, E_BUILTIN, (yyloc), cp_fin(p, cp_add(p, cp_add(p, cp_list(p, L_ARGS), yyvsp[-3]), cp_node1(p, E_TYPE_ARG, (yylsp[-1]), yyvsp[-1])), (yylsp[-4]))), (yylsp[-5])); }
#line 3956 "cgram.tab.c"
    break;

  case 258: /* primary: "__builtin_offsetof" "(" type_name "," postfix_expr ")"  */
#line 597 "grammar/cgram.y"
                                                                { yyval = cp_op(p, cp_node1(p, E_BUILTIN, (yyloc), cp_fin(p, cp_add(p, cp_add(p, cp_list(p, L_ARGS), cp_node1(p, E_TYPE_ARG, (yylsp[-3]), yyvsp[-3])), yyvsp[-1]), (yylsp[-4]))), (yylsp[-5])); }
#line 3962 "cgram.tab.c"
    break;

  case 259: /* primary: "__builtin_types_compatible_p" "(" type_name "," type_name ")"  */
#line 598 "grammar/cgram.y"
                                                        { yyval = cp_op(p, cp_node1(p, E_BUILTIN, (yyloc), cp_fin(p, cp_add(p, cp_add(p, cp_list(p, L_ARGS), cp_node1(p, E_TYPE_ARG, (yylsp[-3]), yyvsp[-3])), cp_node1(p, E_TYPE_ARG, (yylsp[-1]), yyvsp[-1])), (yylsp[-4]))), (yylsp[-5])); }
#line 3968 "cgram.tab.c"
    break;

  case 260: /* primary: "..."  */
#line 599 "grammar/cgram.y"
                                        { yyval = cp_leaf(p, P_DOTS, (yylsp[0])); }
#line 3974 "cgram.tab.c"
    break;

  case 261: /* primary: "<... (expression)" expr "...>"  */
#line 600 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node1(p, P_NEST, (yyloc), yyvsp[-1]), (yylsp[-2])); }
#line 3980 "cgram.tab.c"
    break;

  case 262: /* primary: "\\( (expression disjunction)" edisj ") (disjunction)"  */
#line 601 "grammar/cgram.y"
                                        { yyval = cp_fin(p, yyvsp[-1], (yyloc)); }
#line 3986 "cgram.tab.c"
    break;

  case 263: /* edisj: expr "|  (disjunction)" expr  */
#line 605 "grammar/cgram.y"
                                        { yyval = cp_node2(p, P_DISJ, (yyloc), yyvsp[-2], yyvsp[0]); }
#line 3992 "cgram.tab.c"
    break;

  case 264: /* edisj: edisj "|  (disjunction)" expr  */
#line 606 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-2], yyvsp[0]); }
#line 3998 "cgram.tab.c"
    break;

  case 265: /* edisj: expr "& (conjunction)" expr  */
#line 607 "grammar/cgram.y"
                                        { yyval = cp_node2(p, P_CONJ, (yyloc), yyvsp[-2], yyvsp[0]); }
#line 4004 "cgram.tab.c"
    break;

  case 266: /* edisj: edisj "& (conjunction)" expr  */
#line 608 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-2], yyvsp[0]); }
#line 4010 "cgram.tab.c"
    break;

  case 267: /* generic_assocs: generic_assoc  */
#line 612 "grammar/cgram.y"
                                        { yyval = cp_add(p, cp_list(p, N_NONE), yyvsp[0]); }
#line 4016 "cgram.tab.c"
    break;

  case 268: /* generic_assocs: generic_assocs "," generic_assoc  */
#line 613 "grammar/cgram.y"
                                                { yyval = cp_add(p, yyvsp[-2], yyvsp[0]); }
#line 4022 "cgram.tab.c"
    break;

  case 269: /* generic_assoc: type_name ":" assign_expr  */
#line 617 "grammar/cgram.y"
                                        { yyval = cp_node2(p, E_GENERIC_ASSOC, (yyloc), yyvsp[-2], yyvsp[0]); }
#line 4028 "cgram.tab.c"
    break;

  case 270: /* generic_assoc: "default" ":" assign_expr  */
#line 618 "grammar/cgram.y"
                                        { yyval = cp_node2(p, E_GENERIC_ASSOC, (yyloc), NULL, yyvsp[0]); }
#line 4034 "cgram.tab.c"
    break;

  case 272: /* postfix_expr: postfix_expr "[" expr "]"  */
#line 623 "grammar/cgram.y"
                                        { yyval = cp_node2(p, E_INDEX, (yyloc), yyvsp[-3], yyvsp[-1]); }
#line 4040 "cgram.tab.c"
    break;

  case 273: /* postfix_expr: postfix_expr "(" arg_list_opt ")"  */
#line 624 "grammar/cgram.y"
                                                { yyval = cp_node2(p, E_CALL, (yyloc), yyvsp[-3], yyvsp[-1]); }
#line 4046 "cgram.tab.c"
    break;

  case 274: /* postfix_expr: postfix_expr "." member  */
#line 625 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node2(p, E_MEMBER, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4052 "cgram.tab.c"
    break;

  case 275: /* postfix_expr: postfix_expr "->" member  */
#line 626 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node2(p, E_MEMBER, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4058 "cgram.tab.c"
    break;

  case 276: /* postfix_expr: postfix_expr "++"  */
#line 627 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node1(p, E_POSTFIX, (yyloc), yyvsp[-1]), (yylsp[0])); }
#line 4064 "cgram.tab.c"
    break;

  case 277: /* postfix_expr: postfix_expr "--"  */
#line 628 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node1(p, E_POSTFIX, (yyloc), yyvsp[-1]), (yylsp[0])); }
#line 4070 "cgram.tab.c"
    break;

  case 278: /* postfix_expr: "(" type_name ")" "{" init_body "}"  */
#line 629 "grammar/cgram.y"
                                                { yyval = cp_node2(p, E_COMPOUND_LIT, (yyloc), yyvsp[-4], cp_fin(p, yyvsp[-1], (yylsp[-1]))); }
#line 4076 "cgram.tab.c"
    break;

  case 279: /* postfix_expr: postfix_expr "@" "position metavariable"  */
#line 630 "grammar/cgram.y"
                                        { yyval = cp_pos(p, (yyloc), yyvsp[-2], (yylsp[0])); }
#line 4082 "cgram.tab.c"
    break;

  case 280: /* arg_list_opt: %empty  */
#line 634 "grammar/cgram.y"
                                        { yyval = cp_fin(p, cp_list(p, L_ARGS), (yyloc)); }
#line 4088 "cgram.tab.c"
    break;

  case 281: /* arg_list_opt: arg_list  */
#line 635 "grammar/cgram.y"
                                        { yyval = cp_fin(p, yyvsp[0], (yyloc)); }
#line 4094 "cgram.tab.c"
    break;

  case 282: /* arg_list: arg  */
#line 639 "grammar/cgram.y"
                                        { yyval = cp_add(p, cp_list(p, L_ARGS), yyvsp[0]); }
#line 4100 "cgram.tab.c"
    break;

  case 283: /* arg_list: arg_list "," arg  */
#line 640 "grammar/cgram.y"
                                        { yyval = cp_add(p, yyvsp[-2], yyvsp[0]); }
#line 4106 "cgram.tab.c"
    break;

  case 284: /* arg_list: arg_list "," pplines arg  */
#line 641 "grammar/cgram.y"
                                        { yyval = cp_add(p, cp_addall(p, yyvsp[-3], yyvsp[-1]), yyvsp[0]); }
#line 4112 "cgram.tab.c"
    break;

  case 286: /* arg: type_name  */
#line 646 "grammar/cgram.y"
                                        { yyval = cp_node1(p, E_TYPE_ARG, (yyloc), yyvsp[0]); }
#line 4118 "cgram.tab.c"
    break;

  case 287: /* arg: "expression list metavariable"  */
#line 647 "grammar/cgram.y"
                                        { yyval = cp_meta(p, (yylsp[0])); }
#line 4124 "cgram.tab.c"
    break;

  case 289: /* unary_expr: "++" unary_expr  */
#line 652 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node1(p, E_PREFIX, (yyloc), yyvsp[0]), (yylsp[-1])); }
#line 4130 "cgram.tab.c"
    break;

  case 290: /* unary_expr: "--" unary_expr  */
#line 653 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node1(p, E_PREFIX, (yyloc), yyvsp[0]), (yylsp[-1])); }
#line 4136 "cgram.tab.c"
    break;

  case 291: /* unary_expr: unary_op cast_expr  */
#line 654 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node1(p, E_UNARY, (yyloc), yyvsp[0]), (yylsp[-1])); }
#line 4142 "cgram.tab.c"
    break;

  case 292: /* unary_expr: "unary operator metavariable" cast_expr  */
#line 655 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node1(p, E_UNARY, (yyloc), yyvsp[0]), (yylsp[-1])); }
#line 4148 "cgram.tab.c"
    break;

  case 293: /* unary_expr: "&&" ident  */
#line 656 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node1(p, E_UNARY, (yyloc), yyvsp[0]), (yylsp[-1])); }
#line 4154 "cgram.tab.c"
    break;

  case 294: /* unary_expr: "sizeof" unary_expr  */
#line 657 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node1(p, E_SIZEOF_EXPR, (yyloc), yyvsp[0]), (yylsp[-1])); }
#line 4160 "cgram.tab.c"
    break;

  case 295: /* unary_expr: "sizeof" "(" type_name ")"  */
#line 658 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node1(p, E_SIZEOF_TYPE, (yyloc), yyvsp[-1]), (yylsp[-3])); }
#line 4166 "cgram.tab.c"
    break;

  case 296: /* unary_expr: "_Alignof" unary_expr  */
#line 659 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node1(p, E_SIZEOF_EXPR, (yyloc), yyvsp[0]), (yylsp[-1])); }
#line 4172 "cgram.tab.c"
    break;

  case 297: /* unary_expr: "_Alignof" "(" type_name ")"  */
#line 660 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node1(p, E_SIZEOF_TYPE, (yyloc), yyvsp[-1]), (yylsp[-3])); }
#line 4178 "cgram.tab.c"
    break;

  case 305: /* cast_expr: "(" type_name ")" cast_expr  */
#line 669 "grammar/cgram.y"
                                        { yyval = cp_node2(p, E_CAST, (yyloc), yyvsp[-2], yyvsp[0]); }
#line 4184 "cgram.tab.c"
    break;

  case 307: /* binary_expr: binary_expr "||" binary_expr  */
#line 674 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node2(p, E_BINARY, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4190 "cgram.tab.c"
    break;

  case 308: /* binary_expr: binary_expr "&&" binary_expr  */
#line 675 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node2(p, E_BINARY, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4196 "cgram.tab.c"
    break;

  case 309: /* binary_expr: binary_expr "|" binary_expr  */
#line 676 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node2(p, E_BINARY, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4202 "cgram.tab.c"
    break;

  case 310: /* binary_expr: binary_expr "^" binary_expr  */
#line 677 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node2(p, E_BINARY, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4208 "cgram.tab.c"
    break;

  case 311: /* binary_expr: binary_expr "&" binary_expr  */
#line 678 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node2(p, E_BINARY, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4214 "cgram.tab.c"
    break;

  case 312: /* binary_expr: binary_expr "==" binary_expr  */
#line 679 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node2(p, E_BINARY, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4220 "cgram.tab.c"
    break;

  case 313: /* binary_expr: binary_expr "!=" binary_expr  */
#line 680 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node2(p, E_BINARY, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4226 "cgram.tab.c"
    break;

  case 314: /* binary_expr: binary_expr "<" binary_expr  */
#line 681 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node2(p, E_BINARY, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4232 "cgram.tab.c"
    break;

  case 315: /* binary_expr: binary_expr ">" binary_expr  */
#line 682 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node2(p, E_BINARY, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4238 "cgram.tab.c"
    break;

  case 316: /* binary_expr: binary_expr "<=" binary_expr  */
#line 683 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node2(p, E_BINARY, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4244 "cgram.tab.c"
    break;

  case 317: /* binary_expr: binary_expr ">=" binary_expr  */
#line 684 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node2(p, E_BINARY, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4250 "cgram.tab.c"
    break;

  case 318: /* binary_expr: binary_expr "<<" binary_expr  */
#line 685 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node2(p, E_BINARY, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4256 "cgram.tab.c"
    break;

  case 319: /* binary_expr: binary_expr ">>" binary_expr  */
#line 686 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node2(p, E_BINARY, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4262 "cgram.tab.c"
    break;

  case 320: /* binary_expr: binary_expr "+" binary_expr  */
#line 687 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node2(p, E_BINARY, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4268 "cgram.tab.c"
    break;

  case 321: /* binary_expr: binary_expr "-" binary_expr  */
#line 688 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node2(p, E_BINARY, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4274 "cgram.tab.c"
    break;

  case 322: /* binary_expr: binary_expr "*" binary_expr  */
#line 689 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node2(p, E_BINARY, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4280 "cgram.tab.c"
    break;

  case 323: /* binary_expr: binary_expr "/" binary_expr  */
#line 690 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node2(p, E_BINARY, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4286 "cgram.tab.c"
    break;

  case 324: /* binary_expr: binary_expr "%" binary_expr  */
#line 691 "grammar/cgram.y"
                                        { yyval = cp_op(p, cp_node2(p, E_BINARY, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4292 "cgram.tab.c"
    break;

  case 325: /* binary_expr: binary_expr "operator metavariable" binary_expr  */
#line 692 "grammar/cgram.y"
                                                { yyval = cp_op(p, cp_node2(p, E_BINARY, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4298 "cgram.tab.c"
    break;

  case 327: /* cond_expr: binary_expr "?" expr ":" cond_expr  */
#line 697 "grammar/cgram.y"
                                                { yyval = cp_node3(p, E_COND, (yyloc), yyvsp[-4], yyvsp[-2], yyvsp[0]); }
#line 4304 "cgram.tab.c"
    break;

  case 328: /* cond_expr: binary_expr "?" ":" cond_expr  */
#line 698 "grammar/cgram.y"
                                                { yyval = cp_node3(p, E_COND, (yyloc), yyvsp[-3], NULL, yyvsp[0]); }
#line 4310 "cgram.tab.c"
    break;

  case 331: /* assign_expr: unary_expr "=" assign_expr  */
#line 707 "grammar/cgram.y"
                                                { yyval = cp_op(p, cp_node2(p, E_ASSIGN, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4316 "cgram.tab.c"
    break;

  case 332: /* assign_expr: unary_expr "compound assignment" assign_expr  */
#line 708 "grammar/cgram.y"
                                                { yyval = cp_op(p, cp_node2(p, E_ASSIGN, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4322 "cgram.tab.c"
    break;

  case 333: /* assign_expr: unary_expr "assignment operator metavariable" assign_expr  */
#line 709 "grammar/cgram.y"
                                                { yyval = cp_op(p, cp_node2(p, E_ASSIGN, (yyloc), yyvsp[-2], yyvsp[0]), (yylsp[-1])); }
#line 4328 "cgram.tab.c"
    break;

  case 335: /* expr: expr "," assign_expr  */
#line 714 "grammar/cgram.y"
                                        { yyval = cp_node2(p, E_COMMA, (yyloc), yyvsp[-2], yyvsp[0]); }
#line 4334 "cgram.tab.c"
    break;


#line 4338 "cgram.tab.c"

      default: break;
    }
  /* User semantic actions sometimes alter yychar, and that requires
     that yytoken be updated with the new translation.  We take the
     approach of translating immediately before every use of yytoken.
     One alternative is translating here after every semantic action,
     but that translation would be missed if the semantic action invokes
     YYABORT, YYACCEPT, or YYERROR immediately after altering yychar or
     if it invokes YYBACKUP.  In the case of YYABORT or YYACCEPT, an
     incorrect destructor might then be invoked immediately.  In the
     case of YYERROR or YYBACKUP, subsequent parser actions might lead
     to an incorrect destructor call or verbose syntax error message
     before the lookahead is translated.  */
  YY_SYMBOL_PRINT ("-> $$ =", YY_CAST (yysymbol_kind_t, yyr1[yyn]), &yyval, &yyloc);

  YYPOPSTACK (yylen);
  yylen = 0;

  *++yyvsp = yyval;
  *++yylsp = yyloc;

  /* Now 'shift' the result of the reduction.  Determine what state
     that goes to, based on the state we popped back to and the rule
     number reduced by.  */
  {
    const int yylhs = yyr1[yyn] - YYNTOKENS;
    const int yyi = yypgoto[yylhs] + *yyssp;
    yystate = (0 <= yyi && yyi <= YYLAST && yycheck[yyi] == *yyssp
               ? yytable[yyi]
               : yydefgoto[yylhs]);
  }

  goto yynewstate;


/*--------------------------------------.
| yyerrlab -- here on detecting error.  |
`--------------------------------------*/
yyerrlab:
  /* Make sure we have latest lookahead translation.  See comments at
     user semantic actions for why this is necessary.  */
  yytoken = yychar == CT_CYEMPTY ? YYSYMBOL_YYEMPTY : YYTRANSLATE (yychar);
  /* If not already recovering from an error, report this error.  */
  if (!yyerrstatus)
    {
      ++yynerrs;
      {
        yypcontext_t yyctx
          = {yyssp, yytoken, &yylloc};
        char const *yymsgp = YY_("syntax error");
        int yysyntax_error_status;
        yysyntax_error_status = yysyntax_error (&yymsg_alloc, &yymsg, &yyctx);
        if (yysyntax_error_status == 0)
          yymsgp = yymsg;
        else if (yysyntax_error_status == -1)
          {
            if (yymsg != yymsgbuf)
              YYSTACK_FREE (yymsg);
            yymsg = YY_CAST (char *,
                             YYSTACK_ALLOC (YY_CAST (YYSIZE_T, yymsg_alloc)));
            if (yymsg)
              {
                yysyntax_error_status
                  = yysyntax_error (&yymsg_alloc, &yymsg, &yyctx);
                yymsgp = yymsg;
              }
            else
              {
                yymsg = yymsgbuf;
                yymsg_alloc = sizeof yymsgbuf;
                yysyntax_error_status = YYENOMEM;
              }
          }
        yyerror (&yylloc, p, yymsgp);
        if (yysyntax_error_status == YYENOMEM)
          YYNOMEM;
      }
    }

  yyerror_range[1] = yylloc;
  if (yyerrstatus == 3)
    {
      /* If just tried and failed to reuse lookahead token after an
         error, discard it.  */

      if (yychar <= CT_END)
        {
          /* Return failure if at end of input.  */
          if (yychar == CT_END)
            YYABORT;
        }
      else
        {
          yydestruct ("Error: discarding",
                      yytoken, &yylval, &yylloc, p);
          yychar = CT_CYEMPTY;
        }
    }

  /* Else will try to reuse lookahead token after shifting the error
     token.  */
  goto yyerrlab1;


/*---------------------------------------------------.
| yyerrorlab -- error raised explicitly by YYERROR.  |
`---------------------------------------------------*/
yyerrorlab:
  /* Pacify compilers when the user code never invokes YYERROR and the
     label yyerrorlab therefore never appears in user code.  */
  if (0)
    YYERROR;
  ++yynerrs;

  /* Do not reclaim the symbols of the rule whose action triggered
     this YYERROR.  */
  YYPOPSTACK (yylen);
  yylen = 0;
  YY_STACK_PRINT (yyss, yyssp);
  yystate = *yyssp;
  goto yyerrlab1;


/*-------------------------------------------------------------.
| yyerrlab1 -- common code for both syntax error and YYERROR.  |
`-------------------------------------------------------------*/
yyerrlab1:
  yyerrstatus = 3;      /* Each real token shifted decrements this.  */

  /* Pop stack until we find a state that shifts the error token.  */
  for (;;)
    {
      yyn = yypact[yystate];
      if (!yypact_value_is_default (yyn))
        {
          yyn += YYSYMBOL_YYerror;
          if (0 <= yyn && yyn <= YYLAST && yycheck[yyn] == YYSYMBOL_YYerror)
            {
              yyn = yytable[yyn];
              if (0 < yyn)
                break;
            }
        }

      /* Pop the current state because it cannot handle the error token.  */
      if (yyssp == yyss)
        YYABORT;

      yyerror_range[1] = *yylsp;
      yydestruct ("Error: popping",
                  YY_ACCESSING_SYMBOL (yystate), yyvsp, yylsp, p);
      YYPOPSTACK (1);
      yystate = *yyssp;
      YY_STACK_PRINT (yyss, yyssp);
    }

  YY_IGNORE_MAYBE_UNINITIALIZED_BEGIN
  *++yyvsp = yylval;
  YY_IGNORE_MAYBE_UNINITIALIZED_END

  yyerror_range[2] = yylloc;
  ++yylsp;
  YYLLOC_DEFAULT (*yylsp, yyerror_range, 2);

  /* Shift the error token.  */
  YY_SYMBOL_PRINT ("Shifting", YY_ACCESSING_SYMBOL (yyn), yyvsp, yylsp);

  yystate = yyn;
  goto yynewstate;


/*-------------------------------------.
| yyacceptlab -- YYACCEPT comes here.  |
`-------------------------------------*/
yyacceptlab:
  yyresult = 0;
  goto yyreturnlab;


/*-----------------------------------.
| yyabortlab -- YYABORT comes here.  |
`-----------------------------------*/
yyabortlab:
  yyresult = 1;
  goto yyreturnlab;


/*-----------------------------------------------------------.
| yyexhaustedlab -- YYNOMEM (memory exhaustion) comes here.  |
`-----------------------------------------------------------*/
yyexhaustedlab:
  yyerror (&yylloc, p, YY_("memory exhausted"));
  yyresult = 2;
  goto yyreturnlab;


/*----------------------------------------------------------.
| yyreturnlab -- parsing is finished, clean up and return.  |
`----------------------------------------------------------*/
yyreturnlab:
  if (yychar != CT_CYEMPTY)
    {
      /* Make sure we have latest lookahead translation.  See comments at
         user semantic actions for why this is necessary.  */
      yytoken = YYTRANSLATE (yychar);
      yydestruct ("Cleanup: discarding lookahead",
                  yytoken, &yylval, &yylloc, p);
    }
  /* Do not reclaim the symbols of the rule whose action triggered
     this YYABORT or YYACCEPT.  */
  YYPOPSTACK (yylen);
  YY_STACK_PRINT (yyss, yyssp);
  while (yyssp != yyss)
    {
      yydestruct ("Cleanup: popping",
                  YY_ACCESSING_SYMBOL (+*yyssp), yyvsp, yylsp, p);
      YYPOPSTACK (1);
    }
#ifndef yyoverflow
  if (yyss != yyssa)
    YYSTACK_FREE (yyss);
#endif
  if (yymsg != yymsgbuf)
    YYSTACK_FREE (yymsg);
  return yyresult;
}

#line 717 "grammar/cgram.y"

