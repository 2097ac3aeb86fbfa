int f(int *p, int n)
{
	if (p == NULL)
		return 1;
	if (n == 0)
		return 2;
	return !p;
}
