void f(int x)
{
	if (x) {
		a();
		b();
	}
	if (x > 2) {
		a();
	}
	if (x > 3) {
		a();
		c();
	}
}
