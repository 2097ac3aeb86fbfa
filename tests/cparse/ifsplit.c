/* #ifdef/#else/#endif splitting a statement or an argument list: the
 * first branch is parsed, the later ones are passed over as text. */
int f(int a, int b)
{
#ifdef X
	if (a) {
#else
	if (b) {
#endif
		g();
	}
	return 0;
}

int h(int x)
{
	return call(x,
#ifdef Y
		1, 2);
#else
		3);
#endif
}

int k;

int m(int x)
{
	if (x) {
		a();
#if A
	} else if (x > 1) {
#else
	} else {
#endif
		b();
	}
	return 0;
}

/* Balanced branches that cannot follow each other: a function header,
 * an argument.  The definition is parsed again with the first branch. */
#ifdef X
static int two_headers(int a)
#else
static int two_headers(int a, int b)
#endif
{
	return a;
}

int one_argument(void)
{
	int r = foo(1,
#ifdef Z
		    2
#else
		    3
#endif
		    );
	return r;
}
