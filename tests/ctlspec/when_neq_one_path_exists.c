void f(int x)
{
	a();
	if (x)
		c();
	b();
}

void g(int x)
{
	a();
	if (x)
		c();
	else
		c();
	b();
}
