int f(int c)
{
	foo();
	if (c)
		goto err;
	g();
	return 0;
err:
	h();
	return -1;
}
