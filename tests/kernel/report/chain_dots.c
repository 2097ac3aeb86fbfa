int f(int *x, int a, int b, int c)
{
	if (x == NULL)
		return -1;
	if (a || b)
		return -2;
	if (a || b || c)
		return -3;
	if (a && b)
		return -4;
	return 0;
}
