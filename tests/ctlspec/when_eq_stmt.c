void f(int x)
{
	a();
	c();
	c();
	b();
}

void g(int x)
{
	a();
	c();
	d();
	b();
}

void h(int x)
{
	a();
	b();
}
