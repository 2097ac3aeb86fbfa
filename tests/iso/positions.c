int f(int *p, int *r, int a)
{
	if (!p)
		return 1;
	if (r == NULL)
		return 2;
	if (a > 2)
		return 3;
	return 0;
}
