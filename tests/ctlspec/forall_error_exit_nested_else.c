int f(int x, int y)
{
	a();
	if (x) {
		if (y) {
			c();
		} else {
			return 1;
		}
	}
	b();
	return 0;
}
