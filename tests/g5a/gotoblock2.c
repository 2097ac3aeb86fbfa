int f(int x)
{
	if (x) {
		c();
		goto err;
	}
	return 0;
err:
	a();
	return -1;
}

int g(int x)
{
	if (x) {
		goto out;
	}
	return 0;
out:
	d();
	return -1;
}

int h(int x)
{
	while (x) {
		if (x > 2) {
			goto err;
		}
		x--;
	}
	return 0;
err:
	a();
	return -1;
}
