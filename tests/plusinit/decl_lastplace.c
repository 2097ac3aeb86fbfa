int g(void)
{
	int x;
	return x;
}
