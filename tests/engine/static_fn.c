static inline int one(void)
{
	return 1;
}

int two(void)
{
	return 2;
}

static void three(int x)
{
	use(x);
}
