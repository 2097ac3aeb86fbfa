static int f(int v)
{
	int lsr = 0;
	g(v);
#define MAP2 lsr
	return lsr;
}
