void m(void)
{
	a = f(1) + g(2);
	a = g(1) + f(1);
	b = g(f(3));
	c = f(g(4));
	f(f(1));
	g(g(1));
	g(k(1));
	k(g(1));
	k(k(g(1)));
	k(f(g(1)));
	g(k(f(1)) + k(2));
	if (f(5) || g(6))
		return;
	d = k(7);
}
