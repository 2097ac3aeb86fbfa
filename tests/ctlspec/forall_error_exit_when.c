int f(int x)
{
	a();
	if (x) {
		c();
		return 3;
	}
	b();
	return 0;
}

int g(int x)
{
	a();
	if (x) {
		d();
		return 3;
	}
	c();
	b();
	return 0;
}
