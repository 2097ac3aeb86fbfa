int f(int x)
{
	if (x)
		return 0;
	b();
	return 0;
}

int g(int x)
{
	if (x)
		return 0;
	return 2;
}
