int a(void)
{
	int x;
	x = get();
	work();
	put(x);
	return 0;
}

int b(void)
{
	int y;
	y = get();
	return y;
}
