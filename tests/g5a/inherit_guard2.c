int f(int x)
{
	foo(x);
	a(x);
	b(x);
	return 1;
}
int g(void)
{
	a();
	b();
}
