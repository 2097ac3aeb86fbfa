void g(void)
{
	a();
	b();
	z();
}

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

void h(void)
{
	a();
	b();
	z();
}
