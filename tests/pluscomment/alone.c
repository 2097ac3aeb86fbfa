static int f(int x)
{
	setup(x);
	run(x);
	return 0;
}

static int g(int x)
{
	run(x);
	return 1;
}
