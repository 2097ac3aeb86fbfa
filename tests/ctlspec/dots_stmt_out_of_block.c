void f(int x, int y)
{
	if (x) {
		if (y) {
			a();
		}
		c();
		b();
	}
}
