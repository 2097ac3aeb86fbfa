void f(int x)
{
	a();
	c();
	if (x) {
		d();
		b();
	}
}
