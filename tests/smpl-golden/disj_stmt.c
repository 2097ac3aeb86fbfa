void ds(char *p, char *q)
{
	free(p);
	q = NULL;
	p = q;
}
