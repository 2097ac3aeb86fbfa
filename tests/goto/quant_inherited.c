int f1(int x)
{
	h();
	a = f();
	b = f();
	g(a);
	k(a);
	return 1;
}

int f2(int x)
{
	h();
	a = f();
	c();
	g(a);
	k(a);
	return 1;
}
