void f(int x)
{
	a();
	if (x)
		c();
	b();
}
