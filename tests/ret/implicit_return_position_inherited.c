void f(int x)
{
	a();
	if (x)
		return;
	b();
}

void g(int x)
{
	b();
	if (x)
		return;
	c();
}
