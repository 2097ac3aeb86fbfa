int f(int x)
{
	a();
	while (x)
		x--;
	return x;
}

int g(int x)
{
	a();
	if (x)
		return 1;
	return 0;
}
