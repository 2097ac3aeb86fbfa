int f(int *p, int *q)
{
	if (p)
		return 1;
	while (q)
		q = next(q);
	return p != NULL;
}
