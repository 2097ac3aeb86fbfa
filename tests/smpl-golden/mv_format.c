void report(int n, char *s)
{
	printf("%d\n", n);
	printf("%s\n", s);
}
