void f(int x)
{
	a();
	b();
	c();
	if (x) {
		a();
		c();
	}
	a();
	d();
	c();
}
