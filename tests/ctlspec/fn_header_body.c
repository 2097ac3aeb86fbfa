void f(int x)
{
	a();
	if (x)
		c();
	b();
}

void g(int x)
{
	c();
	a();
	b();
}

void h(int x)
{
	a();
	if (x)
		b();
}
