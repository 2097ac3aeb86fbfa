int f(int *p, int *q)
{
	if (p == NULL)
		return 1;
	else
		p++;
	if (q == NULL)
		return 2;
	return 0;
}
