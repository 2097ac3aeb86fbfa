void m(void)
{
	h(g(h(f(1))));
	h(f(h(g(1))));
	h(g(1)) + h(f(2));
	h(k(1));
}
