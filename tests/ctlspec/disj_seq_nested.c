void f(int x)
{
	if (x) {
		a();
		b();
		c();
	}
	if (x > 1) {
		a();
		c();
	}
}
