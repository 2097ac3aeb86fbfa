int check(int n)
{
	if (n > 10) return -1;
	return 0;
}

int other(int n)
{
	if (n > 10) return -1;
	return 0;
}
