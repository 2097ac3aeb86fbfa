void f(int x)
{
	a();
	b();
	a();
	c();
}
