int f1(void)
{
	int q = 0;
	int c; /* before a declaration */
	int z = 1;
	return q + z;
}

int f2(void)
{
	g(0);
	int c;	/* before a typedef'd pointer */
	u8 *x = buf;
	return *x;
}

int f3(void)
{
	int q = 0;
	int c; /* before a statement */
	g(q);
	return q;
}

int f4(void)
{
	int q = 0;
	int c; /* before the end */
}

int f5(void)
{
	int c = 0; /* initialized: kept */
	return c;
}
