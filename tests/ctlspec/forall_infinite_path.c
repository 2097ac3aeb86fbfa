void f(int x3)
{
	e();
	c();
	while (x3) {
		e();
	}
	b();
}

void g(int x)
{
	a();
l0:
	c();
	d();
	if (x) {
		goto l0;
	}
	b();
}
