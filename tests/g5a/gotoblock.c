int f(int x)
{
	if (x) {
		goto err;
	}
	return 0;
err:
	a();
	return -1;
}
