int f(unsigned int len)
{
	if (len < 0)
		return -1;
	return 0;
}
