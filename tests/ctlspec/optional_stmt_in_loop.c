void f(int n)
{
	a();
	while (n--) {
		d();
		b();
		c();
	}
	a();
	if (n) {
		while (n--) {
			b();
			c();
		}
	}
}
