int f(int x, int y)
{
	int s = y + x;
	if (y > x)
		s = x & 4;
	if (y >= x)
		s = 4 & x;
	return s;
}
