int f(int n)
{
	if (n) {
		drop();
		g(n);
	}
	if (n)
	{
		drop();
		g(n);
	}
	if (n) {
		keep();
		g(n);
	}
	foo();
	{
		drop();
		g(n);
	}
	return 0;
}
