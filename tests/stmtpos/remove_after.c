void f(int x)
{
	a();
	b();
	if (x)
		a();
	c();
}
