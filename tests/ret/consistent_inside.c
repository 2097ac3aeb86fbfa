void f(int x, int y)
{
	if (x) {
		a();
		if (y)
			c();
		b();
	}
	b();
}
