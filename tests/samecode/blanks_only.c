int f(int *x)
{
	a = g( x );
	b = g(x);
	return 0;
}
