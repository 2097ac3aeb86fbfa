void f(int x)
{
	a();
	d();
	b();
	c();
	if (x) {
		a();
		c();
	}
}
