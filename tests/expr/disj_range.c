int f(unsigned int len1, unsigned int len2, unsigned int len3)
{
	if (len1 < 0 || len1 >= 100)
		return -1;
	if (len2 < 0)
		return -2;
	if (len3 > 7 || len3 < 0)
		return -3;
	if (len3 >= 0 && len3 != 4)
		return -4;
	return 0;
}
