void f(void)
{
	a(1);
	b(1);
	a(2);
	b(2);
	c(2);
}
