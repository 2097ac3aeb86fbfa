int g(struct zd_chip *chip)
{
	int a = 1;

	foo(a);
	bar(a);

	return a;
}

int h(struct zd_chip *chip)
{
	int a = 1;
	int b;

	int r;
	bar(a);
	return a;
}

int k(struct zd_chip *chip)
{
	a = 1;

	foo(a);
	bar(a);
}
