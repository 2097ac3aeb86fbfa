int f(int len)
{
	if (len)
		g(1);
	if (len)
		return 3;
	return 0;
}
