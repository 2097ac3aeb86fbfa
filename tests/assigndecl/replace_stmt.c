int f(void)
{
	int *q = malloc(4);
	char **r = NULL, *s = x;
	int t[3] = {0};
	int *const c = p;
	int u = 1;
	return 0;
}
void g(void)
{
	q = 1;
	int q = 2;
}
