int f(struct zd_chip *chip)
{
	const int a[] = {
		1,
		2,
	};

	int r;
	u16 v;

	return v;
}

int g(struct zd_chip *chip)
{
	int a = 1;

	int r;
	u16 v;

	return v;
}

int h(struct zd_chip *chip)
{
	int a = 1;

	int r;

	u16 v;
	return v;
}
