void tr(long v)
{
	int a;
	long b;

	a = (int)v;
	b = (int)v;
}
