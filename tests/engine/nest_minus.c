void f(void)
{
	a = 1 + bad(2) * bad(3);
	b = good(4) - 5;
	c = bad(6);
}
