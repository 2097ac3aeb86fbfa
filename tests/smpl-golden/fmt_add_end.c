void first(void)
{
	use(1);
}

void second(int c)
{
	if (c)
		use(2);
	use(3);
}
