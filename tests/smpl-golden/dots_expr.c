int de(int a)
{
	if (a)
		return a * 2;
	return 0;
}
