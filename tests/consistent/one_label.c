int f(int x)
{
	if (x)
		goto err;
	a();
	return 0;
err:
	return 1;
}
