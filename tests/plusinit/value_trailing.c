struct foo { int a; int b; };
struct bar { struct foo f; int c; };
static struct foo tab[] = {
	{ .a = 1, .b = 2 },
	{ .a = 3, .b = 4 },
};
static struct foo tab2[] = {
	{ 1, 2 },
	{ 3, 4 }
};
static struct bar bb = {
	.f = { .a = 1, .b = 4 },
	.c = 2,
};
