struct foo { int a; };
struct bar { int b; };
union foo2 { int c; };
int f(void *x)
{
	struct foo *fp;
	struct bar *bp;
	struct baz *zp;
	union foo2 *up;
	fp = (struct foo *)x;
	bp = (struct baz *)x;
	return 0;
}
