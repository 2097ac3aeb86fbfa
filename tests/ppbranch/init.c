/* A conditional splitting an initializer: when small, only its first
 * branch is code; a large one, or one holding a conditional, is code
 * whole. */
struct font_desc small = {
	.idx	= 1,
#ifdef __sparc__
	.pref	= 5,
#else
	.pref	= -1,
#endif
	.name	= "x",
};

struct font_desc chain = {
	.idx	= 1,
#if A
	.name	= "y",
#elif B
	.pref	= 7,
#else
	.pref	= 8,
#endif
};

struct font_desc no_else = {
	.idx	= 1,
#ifdef A
	.pref	= 5,
#endif
	.name	= "x",
};

struct font_desc large = {
	.idx	= 1,
#ifdef A
	.a = 1,
	.b = 1,
	.c = 1,
	.d = 1,
	.e = 1,
	.f = 1,
	.pref	= 5,
#else
	.pref	= -1,
#endif
};

struct font_desc six = {
	.idx	= 1,
#ifdef A
	.a = 1,
	/* comments and blank lines are no lines of code */

	.b = 1, .c = 1, .d = 1, .e = 1, .f = 1, .g = 1,
	.h = 1,
	.i = 1,
	.j = 1,
	.pref	= 5,
#else
	.pref	= -1,
#endif
};

struct font_desc nested = {
	.idx	= 1,
#ifdef A
	.name	= "y",
#else
#ifdef B
	.pref	= 8,
#endif
#endif
};
