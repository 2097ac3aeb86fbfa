int f1(int x)
{
	if (x)
		goto err;
	return 0;
err:
	a();
	return -1;
}

int f2(int x)
{
	if (x)
		return 5;
	a();
	return -1;
}

int f3(int x)
{
	if (x) {
		b();
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
		goto err;
	return 0;
err:
	c();
	return -1;
}
