struct s { int a; int b; int c; };
static struct s tab = {
	.a = 1,
	.b = 2,
};
static struct s t2 = { .a = 1, .b = 2 };
static struct s t3 = { .b = 2, .a = 1 };
