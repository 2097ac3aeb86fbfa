/* A Bison parser, made by GNU Bison 3.8.2.  */

/* Bison interface for Yacc-like parsers in C

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

/* DO NOT RELY ON FEATURES THAT ARE NOT DOCUMENTED in the manual,
   especially those whose name start with YY_ or yy_.  They are
   private implementation details that can be changed or removed.  */

#ifndef YY_CY_CGRAM_TAB_H_INCLUDED
# define YY_CY_CGRAM_TAB_H_INCLUDED
/* Debug traces.  */
#ifndef CYDEBUG
# if defined YYDEBUG
#if YYDEBUG
#   define CYDEBUG 1
#  else
#   define CYDEBUG 0
#  endif
# else /* ! defined YYDEBUG */
#  define CYDEBUG 0
# endif /* ! defined YYDEBUG */
#endif  /* ! defined CYDEBUG */
#if CYDEBUG
extern int cydebug;
#endif
/* "%code requires" blocks.  */
#line 29 "grammar/cgram.y"

#include "cparse_priv.h"

#line 61 "cgram.tab.h"

/* Token kinds.  */
#ifndef CYTOKENTYPE
# define CYTOKENTYPE
  enum cytokentype
  {
    CT_CYEMPTY = -2,
    CT_END = 0,                    /* "end of file"  */
    CT_CYerror = 256,              /* error  */
    CT_CYUNDEF = 257,              /* "invalid token"  */
    CT_IDENTIFIER = 258,           /* "identifier"  */
    CT_TYPEDEF_NAME = 259,         /* "type name"  */
    CT_INTEGER = 260,              /* "integer constant"  */
    CT_FLOATING = 261,             /* "floating constant"  */
    CT_CHARACTER = 262,            /* "character constant"  */
    CT_STRING = 263,               /* "string literal"  */
    CT_MACRO_STRING = 264,         /* "string macro"  */
    CT_LPAREN = 265,               /* "("  */
    CT_RPAREN = 266,               /* ")"  */
    CT_LBRACK = 267,               /* "["  */
    CT_RBRACK = 268,               /* "]"  */
    CT_LBRACE = 269,               /* "{"  */
    CT_RBRACE = 270,               /* "}"  */
    CT_DOT = 271,                  /* "."  */
    CT_ARROW = 272,                /* "->"  */
    CT_INC = 273,                  /* "++"  */
    CT_DEC = 274,                  /* "--"  */
    CT_AMP = 275,                  /* "&"  */
    CT_STAR = 276,                 /* "*"  */
    CT_PLUS = 277,                 /* "+"  */
    CT_MINUS = 278,                /* "-"  */
    CT_TILDE = 279,                /* "~"  */
    CT_BANG = 280,                 /* "!"  */
    CT_SLASH = 281,                /* "/"  */
    CT_PERCENT = 282,              /* "%"  */
    CT_SHL = 283,                  /* "<<"  */
    CT_SHR = 284,                  /* ">>"  */
    CT_LT = 285,                   /* "<"  */
    CT_GT = 286,                   /* ">"  */
    CT_LE = 287,                   /* "<="  */
    CT_GE = 288,                   /* ">="  */
    CT_EQ = 289,                   /* "=="  */
    CT_NE = 290,                   /* "!="  */
    CT_CARET = 291,                /* "^"  */
    CT_PIPE = 292,                 /* "|"  */
    CT_ANDAND = 293,               /* "&&"  */
    CT_OROR = 294,                 /* "||"  */
    CT_QUESTION = 295,             /* "?"  */
    CT_COLON = 296,                /* ":"  */
    CT_SEMI = 297,                 /* ";"  */
    CT_ELLIPSIS = 298,             /* "..."  */
    CT_ASSIGN = 299,               /* "="  */
    CT_ASSIGN_OP = 300,            /* "compound assignment"  */
    CT_COMMA = 301,                /* ","  */
    CT_STORAGE = 302,              /* "storage class"  */
    CT_QUAL = 303,                 /* "type qualifier"  */
    CT_BASE = 304,                 /* "type keyword"  */
    CT_STRUCT = 305,               /* "struct"  */
    CT_ENUM = 306,                 /* "enum"  */
    CT_ATOMIC_LP = 307,            /* "_Atomic("  */
    CT_SIZEOF = 308,               /* "sizeof"  */
    CT_ALIGNOF = 309,              /* "_Alignof"  */
    CT_TYPEOF = 310,               /* "typeof"  */
    CT_ALIGNAS = 311,              /* "_Alignas"  */
    CT_GENERIC = 312,              /* "_Generic"  */
    CT_STATIC_ASSERT = 313,        /* "_Static_assert"  */
    CT_BUILTIN_VA_ARG = 314,       /* "__builtin_va_arg"  */
    CT_BUILTIN_OFFSETOF = 315,     /* "__builtin_offsetof"  */
    CT_BUILTIN_TCP = 316,          /* "__builtin_types_compatible_p"  */
    CT_LABEL = 317,                /* "__label__"  */
    CT_IF = 318,                   /* "if"  */
    CT_ELSE = 319,                 /* "else"  */
    CT_WHILE = 320,                /* "while"  */
    CT_DO = 321,                   /* "do"  */
    CT_FOR = 322,                  /* "for"  */
    CT_SWITCH = 323,               /* "switch"  */
    CT_CASE = 324,                 /* "case"  */
    CT_DEFAULT = 325,              /* "default"  */
    CT_BREAK = 326,                /* "break"  */
    CT_CONTINUE = 327,             /* "continue"  */
    CT_RETURN = 328,               /* "return"  */
    CT_GOTO = 329,                 /* "goto"  */
    CT_ATTRIBUTE = 330,            /* "attribute"  */
    CT_ASM = 331,                  /* "asm statement"  */
    CT_PPLINE = 332,               /* "preprocessor line"  */
    CT_MACRO_STMT = 333,           /* "statement macro"  */
    CT_MACRO_ITER = 334,           /* "iterator macro"  */
    CT_MACRO_DECL = 335,           /* "declaration macro"  */
    CT_MACRO_ARGS = 336,           /* "macro arguments"  */
    CT_OTHER = 337,                /* "stray token"  */
    CT_RESYNC = 338,               /* "resynchronization point"  */
    CT_TOODEEP = 339,              /* "nesting too deep"  */
    CT_META_IDENT = 340,           /* "identifier metavariable"  */
    CT_META_EXPR = 341,            /* "expression metavariable"  */
    CT_META_EXPR_LIST = 342,       /* "expression list metavariable"  */
    CT_META_STMT = 343,            /* "statement metavariable"  */
    CT_META_STMT_LIST = 344,       /* "statement list metavariable"  */
    CT_META_TYPE = 345,            /* "type metavariable"  */
    CT_META_PARAM = 346,           /* "parameter metavariable"  */
    CT_META_PARAM_LIST = 347,      /* "parameter list metavariable"  */
    CT_META_FIELD = 348,           /* "field metavariable"  */
    CT_META_FIELD_LIST = 349,      /* "field list metavariable"  */
    CT_META_DECL = 350,            /* "declaration metavariable"  */
    CT_META_INIT = 351,            /* "initializer metavariable"  */
    CT_META_INIT_LIST = 352,       /* "initializer list metavariable"  */
    CT_META_BINOP = 353,           /* "operator metavariable"  */
    CT_META_ASSIGNOP = 354,        /* "assignment operator metavariable"  */
    CT_META_UNOP = 355,            /* "unary operator metavariable"  */
    CT_META_POS = 356,             /* "position metavariable"  */
    CT_META_ATTR = 357,            /* "attribute metavariable"  */
    CT_SDOTS = 358,                /* "statement dots"  */
    CT_SNEST_OPEN = 359,           /* "<... (statements)"  */
    CT_ENEST_OPEN = 360,           /* "<... (expression)"  */
    CT_NEST_CLOSE = 361,           /* "...>"  */
    CT_SDISJ_OPEN = 362,           /* "( (statement disjunction)"  */
    CT_EDISJ_OPEN = 363,           /* "\\( (expression disjunction)"  */
    CT_DISJ_OR = 364,              /* "|  (disjunction)"  */
    CT_DISJ_AND = 365,             /* "& (conjunction)"  */
    CT_DISJ_CLOSE = 366,           /* ") (disjunction)"  */
    CT_OPTIONAL = 367,             /* "? (optional)"  */
    CT_WHEN = 368,                 /* "when"  */
    CT_WHEN_END = 369,             /* "end of when clause"  */
    CT_AT = 370,                   /* "@"  */
    CT_MODE_UNIT = 371,            /* MODE_UNIT  */
    CT_MODE_BODY = 372,            /* MODE_BODY  */
    CT_MODE_EXPR = 373,            /* MODE_EXPR  */
    CT_MODE_TYPE = 374,            /* MODE_TYPE  */
    CT_MODE_IDENT = 375,           /* MODE_IDENT  */
    CT_THEN = 376,                 /* THEN  */
    CT_NO_SEMI = 377,              /* NO_SEMI  */
    CT_NO_ARGS = 378,              /* NO_ARGS  */
    CT_NO_ATTR = 379               /* NO_ATTR  */
  };
  typedef enum cytokentype cytoken_kind_t;
#endif

/* Value type.  */
#if ! defined CYSTYPE && ! defined CYSTYPE_IS_DECLARED
typedef Node * CYSTYPE;
# define CYSTYPE_IS_TRIVIAL 1
# define CYSTYPE_IS_DECLARED 1
#endif

/* Location type.  */
typedef CLoc CYLTYPE;




int cyparse (CParser *p);


#endif /* !YY_CY_CGRAM_TAB_H_INCLUDED  */
