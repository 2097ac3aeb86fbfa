int add(int a, int b)
{
	return a + b;
}

void noop(char *s)
{
}
