static int f(int x)
{
	if (x)
		old(x);
	next(x);
	if (x) {
		old(x);
	}
	return 0;
}

static int g(int x)
{
	keep(x);
	return 0;
}
