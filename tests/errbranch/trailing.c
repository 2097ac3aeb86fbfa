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

	c();
	return 0;
}

int f3(int x)
{
	a();
	if (x) {
		b();
	}
	c();
	return 0;
}

