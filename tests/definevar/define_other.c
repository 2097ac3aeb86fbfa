static int f(int v)
{
	int lsr = 0;
#define MAP(a, b) other(a, b)
	MAP(1, 2);
	return lsr;
}
