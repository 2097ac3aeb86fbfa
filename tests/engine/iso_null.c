int f(char *p, char *q)
{
	if (!p)
		return -1;
	if (q == NULL)
		return;
	if (NULL == p)
		return 1;
	return 0;
}
