void f(int x)
{
	a();
	if (x)
		return;
	c();
	b();
}

void g(int x)
{
	a();
	if (x)
		c();
	else
		d();
}
