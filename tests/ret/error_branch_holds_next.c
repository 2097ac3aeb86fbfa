void f(int x, int y)
{
	e();
	if (x) {
		if (y)
			d();
		return;
	}
	d();
}

void g(int x, int y)
{
	e();
	if (x) {
		d();
		return;
	}
	d();
}
