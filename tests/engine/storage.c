static int a(void)
{
	return 1;
}

int b(void)
{
	return 2;
}

static inline int c(int x)
{
	return x;
}
