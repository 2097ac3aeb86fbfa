int f(int *x, int *y)
{
	if (!x)
		return -1;
	if (y == NULL) {
		cleanup();
		return -2;
	}
	if (!y)
		cleanup();
	return 0;
}
