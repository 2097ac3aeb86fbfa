int f(int n)
{
	void *base;
	char *name;
	long count;
	base = get(n);
	return 0;
}
