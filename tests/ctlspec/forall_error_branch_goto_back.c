void f(int x, int y)
{
	c();
l0:
	a();
	d();
	if (x) {
		goto l0;
	}
	b();
}

void g(int x, int y)
{
	while (y) {
		a();
		if (x) {
			continue;
		}
		b();
	}
}
