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
