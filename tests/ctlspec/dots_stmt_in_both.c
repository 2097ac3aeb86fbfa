void f(int x, int y)
{
	a();
	if (x) {
		if (y) {
			b();
		} else
			b();
	} else {
		c();
		b();
	}
}
