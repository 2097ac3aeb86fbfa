void f(int x)
{
	a();
	if (x)
		b();
	else
		c();
}

void g(int x)
{
	a();
	if (x)
		c();
	b();
}
