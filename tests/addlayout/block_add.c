int f(int n)
{
	int i;
	for (i = 0; i < n; ++i) {}
	return 0;
}
