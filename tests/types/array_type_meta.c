int foo(void)
{
	int a;
	char *s;
	return 0;
}

int bar(void)
{
	int tab[45];
	return 0;
}
