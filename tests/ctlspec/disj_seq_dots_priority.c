void f(int x)
{
	a();
	c();
	b();
	a();
	c();
}
