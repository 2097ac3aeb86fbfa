int f(int x)
{
	int a = (u32)foo(x);
	int b = (unsigned long)foo(x) / 60;
	int c = g(foo(x));
	int d = !foo(x);
	(void)foo(x);
	a = (int)foo;
	b = (struct s *)foo(x);
	c = (u8) foo(x);
	return a;
}
