int f(int i)
{
	if (i)
		x = 3;
	return i;
}
