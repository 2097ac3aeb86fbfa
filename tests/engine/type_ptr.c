int f(char *p, int **q)
{
	const char *s;
	long n;

	return 0;
}
