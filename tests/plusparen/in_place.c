int f(int a, int b)
{
	if (!(a & 4))
		return 1;
	if ((a & 4) != 0)
		return 2;
	x = (b & 8) != 0;
	y = ((b & 8) != 0) + 1;
	z = (a & b) != 0;
	return !((a & 2) != 0);
}
