int bc(int *p, int *q)
{
	if (p == NULL)
		return 1;
	if (q != NULL)
		return 2;
	return p < NULL;
}
