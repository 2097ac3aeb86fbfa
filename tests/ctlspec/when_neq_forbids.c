void f(int x)
{
	a();
	c();
	b();
}

void g(int x)
{
	a();
	d();
	b();
}
