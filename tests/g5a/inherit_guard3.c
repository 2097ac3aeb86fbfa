int f(int a)
{
	if (x)
		goto err;
	return 0;
err:
	g(a);
	h(a);
	return 1;
}

int f2(int a)
{
	g(a);
	h(a);
	return 1;
}
