void f(void)
{
	g(1);
	g(1u);
	g(1l);
	g(1UL);
	g(1ll);
	g(1ull);
	g(0x7fffffff);
	g('a');
	g(1.0);
}
