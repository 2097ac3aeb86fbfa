int f(int *x, int *y)
{
	a = g( x );
	b = g(x);
	if (! y)
		return 3;
	if (x == 1)
		return 3;
	if (x == NULL)
		return 3;
	return 0;
}
