int f1(int x)
{
	if (x) {
		b();
		if (x > 1)
			goto err;
	}
	return 0;
err:
	a();
	return -1;
}

int f2(int x)
{
	if (x) {
		if (x > 1) {
			b();
			goto err;
		}
		c();
	}
	return 0;
err:
	a();
	return -1;
}

int f3(int x)
{
	if (x) {
		if (x > 1)
			goto err;
		goto err2;
	}
	return 0;
err2:
	c();
err:
	a();
	return -1;
}

int f4(int x)
{
	if (x) {
		if (x > 1)
			return 2;
		goto err;
	}
	return 0;
err:
	a();
	return -1;
}
