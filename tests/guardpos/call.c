void f(void)
{
	a(1);
	a(2);
	b();
}
void g(void)
{
	a(1);
	c();
	b();
}
