void f(void)
{
	a();
	b();
	c();
}
