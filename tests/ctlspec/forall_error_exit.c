int f1(int x)
{
	a();
	if (x)
		return 3;
	b();
	return 0;
}

int f2(int x)
{
	a();
	if (x)
		c();
	else
		return -1;
	b();
	return 0;
}

int f3(int x)
{
	a();
	if (x) {
		c();
		return -1;
	}
	b();
	return 0;
}

int f4(int x)
{
	a();
	if (x) {
		c();
		goto out;
	}
	b();
	return 0;
out:
	d();
	return 1;
}

int f5(int x, int y)
{
	while (x) {
		a();
		if (y) {
			c();
			break;
		}
		b();
	}
	return 0;
}

int f6(int x, int y)
{
	a();
	if (x)
		c();
	else if (y)
		return 1;
	b();
	return 0;
}

int f7(int x, int y)
{
	a();
	if (x) {
		c();
		if (y)
			d();
		return 1;
	}
	b();
	return 0;
}

int h(int x)
{
	a();
	if (x)
		return 3;
	c();
	return 0;
}
