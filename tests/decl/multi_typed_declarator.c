int f(void)
{
	int *i, k, r;
	long k2, i[12];
	char *p, *i, **q;
	return 0;
}

struct foo {
	int *j, j[4], k;
	int j, *j;
	char *j;
};
