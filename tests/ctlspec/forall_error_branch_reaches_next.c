void f(int x0, int x3)
{
	e();
	while (x3) {
		if (x0) {
			e();
			goto l0;
		}
	}
l0:
	d();
}

void g(int x0, int x3)
{
	e();
	while (x3) {
		if (x0) {
			e();
			return;
		}
	}
	d();
}
