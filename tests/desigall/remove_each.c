struct ops { int a; int b; int c; };
static const struct ops o = {
	.a = 1,
	.b = 2,
	.c = 3,
};
static const struct ops o2 = { .a = 0, .c = 0 };
static const struct ops o3 = { .b = 5, };
