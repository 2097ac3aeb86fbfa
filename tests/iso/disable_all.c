int f(int *p, int *q, int *r, int *s)
{
	if (!p)
		return 1;
	if (NULL == q)
		return 2;
	if (r == NULL)
		return 3;
	return !(s);
}
