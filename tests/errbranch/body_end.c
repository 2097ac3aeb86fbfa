int f1(int x)
{
	a();
	if (x) {
		b();
		return 1;
	}
	c();
	return 0;
}

int f2(int x)
{
	a();
	if (x) {
		b();
	}
	c();
	return 0;
}

int f3(int x)
{
	a();

	c();
	return 0;
}

int f4(int x, int y)
{
	a();
	if (x) {
		b();
		goto l;
	}
	c();
l:
	d();
}

void f5(int x)
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

void f6(int x)
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

