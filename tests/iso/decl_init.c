void f(void)
{
	int a = 1;
	long b;
	g(a, b);
}
