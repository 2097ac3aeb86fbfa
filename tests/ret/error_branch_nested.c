void f1(int x, int y)
{
	e();
	if (x) {
		if (y)
			d();
		return;
	}
	d();
}

void f2(int x, int y)
{
	e();
	if (x) {
		if (y)
			c();
		return;
	}
	d();
}

void f5(int x, int y)
{
	e();
	if (x) {
		if (y) {
			d();
			return;
		}
		return;
	}
	d();
}

void f6(int x, int y)
{
	e();
	if (x) {
		c();
		if (y)
			return;
		d();
		return;
	}
	d();
}
