/* Directives with continuation lines, and comments inside them. */
#define LONG_MACRO(a, b)	\
	do {			\
		(a) += (b);	\
	} while (0)
#define WITH_COMMENT 1 /* a comment
			  that spans lines */ + 2
#define LINE_COMMENT 3 // not continued
#  define SPACED(x)   #x
#define GLUE(a, b) a ## b
#define EMPTY
#include <linux/module.h>
#include "local.h"
#include_next <limits.h>
#pragma once
#line 42 "other.c"
# 7 "x.c" 1
#
#error don't stop here
int after_directives \
	= 3;
