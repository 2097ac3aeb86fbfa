int foo(void)
{
	unsigned int x;
	char *s;
	int a[3];
	return 0;
}
