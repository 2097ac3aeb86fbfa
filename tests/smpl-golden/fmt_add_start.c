void first(void)
{
	int x = 1;

	use(x);
}

void second(void)
{
	use(2);
}
