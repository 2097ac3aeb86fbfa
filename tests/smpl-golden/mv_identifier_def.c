static int do_work(int n)
{
	return n * 2;
}

int caller(void)
{
	return do_work(3) + other(4);
}
