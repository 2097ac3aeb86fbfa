int f(int *x, int *y)
{
	if (x == NULL)
		return -1;
	if (y == NULL)
		y = x;
	if (y != NULL)
		return 0;
	return 1;
}
