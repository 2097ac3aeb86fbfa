static int f(int v)
{
	int lsr = 0;
	g(v);
	return lsr;
}
#define MAP(a, b) lsr |= b
