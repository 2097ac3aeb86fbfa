int f(int x, int y, int n, int m)
{
	if (x < y)
		return 1;
	if (y > x)
		return 2;
	if (x <= y)
		return 3;
	n++;
	n += 1;
	n = n + 1;
	++n;
	m--;
	m = m - 1;
	return x - y;
}
