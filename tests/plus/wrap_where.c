/* Where long touched lines are not broken: in initializers, in
 * statement expressions, in nested lists, when only the called name
 * changed, and in preprocessor lines. */
#define M(a) old_name(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, yy)
static struct s x = {
	.a = foo(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, yy),
	.b = { old_name, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, yy },
};
static int z = foo(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, yy);
int f(int aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, int bbbbbbbbbbbbbbbbbbbbbbbbb, int yy)
{
	printf("a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s", aaaaaaaa, yy, b);
	foo(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbb, yy); // comment here
	foo(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, yy, bbbbbbbbbbbbbbbbbbbbbbbbbbbb, x, /* c */ ccccccc);
	foo(yy, bar(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, yy, bbbbbbbbbbbbbbbbbbbbbbbbbbbb), x, cccc);
	x = yy + aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa + bbbbbbbbbbbbbbbbbbbbbbbbbbbb + x + cccc;
	for (i = 0; i < aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa; i = foo(i, yy, bbbbbbbbbbbbbbbbbbbbbbbbbbbb)) {}
	({ foo(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, yy); });
	old_name(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, ccccccccc);
	y = old_name(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, old_name(bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, ccccccccc));
	return 0;
}
