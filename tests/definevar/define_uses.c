static int f(int v)
{
	int lsr = 0;

#define MAP(a, b) \
	if (v & a) \
		lsr |= b;

	MAP(1, 2);
	MAP(4, 8);

#undef MAP

	return lsr;
}
