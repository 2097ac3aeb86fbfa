int before(void)
{
	return 1;
}

int broken(void)
{
	int x = = 3;
	return x;
}

int after(void)
{
	return 2;
}
