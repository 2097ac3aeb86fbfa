int one(void)
{
	int p = 1;
	init(p + 1);
	return 0;
}

int two(int p)
{
	if (p) {
		use(p + 1);
		use(p + 2);
	}
	use2(p+1);
	return 0;
}
