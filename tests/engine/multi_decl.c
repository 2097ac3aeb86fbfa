int f(void)
{
	int a, b = 2, c;
	long d, e;
	char p, q;

	a = b + 1;
	q = 'x';
	return a;
}
