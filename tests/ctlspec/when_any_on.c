void f(int x)
{
	a();
	c();
	a();
	b();
}
