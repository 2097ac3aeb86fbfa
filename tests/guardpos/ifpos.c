int f(int x, int c)
{
	if (x) {
		return -1;
	}
	if (c)
		return 1;
	b();
	return 0;
}
