int g(struct zd_chip *chip)
{
	int a = 1;

	int r;
	bar(a);
	return a;
}

int h(void)
{
	int a = 1;

	int r;
	int s = 2;

	return a + s;
}

int k(void)
{
	foo();

	int r;
	int s = 2;

	return s;
}

int m(void)
{
	int a = 1;
	/* comment */
	int r;
	int s = 2;

	return a + s;
}
