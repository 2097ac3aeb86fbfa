void f(int x)
{
	if (x) {
		c();
		a();
	} else
		a();
	c();
	b();
}
