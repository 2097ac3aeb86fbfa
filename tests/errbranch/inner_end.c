int f1(int x, int y)
{
	if (y) {
		a();
		if (x) {
			b();
			return 1;
		}
		c();
	}
	return 0;
}

int f2(int x, int y)
{
	if (y) {
		a();
		if (x) {
			c();
			return 1;
		}
		c();
	}
	b();
	return 0;
}

int f3(int x, int y)
{
	if (y) {
		a();
		if (x) {
			b();
			goto l;
		}
		c();
l:
		d();
	}
	return 0;
}

