static int aq[] = { 1, 2, 3 };
int t(int *q, long l)
{
	int a = sizeof(aq) / sizeof(aq[0]);
	int b = sizeof(aq) / sizeof(int);
	int c = (int)sizeof(q[0]);
	int d = (long)sizeof(q[0]);
	int e = (int)sizeof(int);
	return 0;
}
