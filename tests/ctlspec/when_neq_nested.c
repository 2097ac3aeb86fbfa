void f(int x, int y)
{
	if (x) {
		d();
		return;
	}
	if (y) {
		while (x--)
			c();
		return;
	}
}
