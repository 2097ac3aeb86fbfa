int f1(int x)
{
	if (x)
		b();
	a();
	return -1;
}

int f2(int x)
{
	if (x)
		goto err;
	return 0;
err:
	a();
	return -1;
}

int f3(int x)
{
	if (x) {
		goto err;
	}
	return 0;
err:
	a();
	return -1;
}

int f4(int x)
{
	if (x)
		a();
	return -1;
}

int f5(int x)
{
	if (x)
		return a();
	return -1;
}

int f6(int x)
{
	if (x)
		b();
	else
		c();
	a();
	return -1;
}
