void f1(int x)
{
	a();
l0:
	d();
	if (x) {
		b();
		goto l0;
	}
	e();
}

void f2(int x)
{
	a();
l0:
	d();
	while (x) {
		if (x) {
			b();
			goto l0;
		}
	}
	e();
}

int f3(int x)
{
	a();

	c();
	return 0;
}

