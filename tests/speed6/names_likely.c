int f(char *p, char *q, char *r)
{
	if (unlikely(p == NULL))
		return;
	if (q == NULL)
		return;
	if (likely(!r))
		return;
	if (unlikely(p != NULL))
		return;
	return 0;
}
