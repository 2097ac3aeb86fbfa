int f1(int x)
{
	a();
	if (x)
		return 3;
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

int g(int x)
{
	a();
	if (x)
		c();
	b();
	return 0;
}
