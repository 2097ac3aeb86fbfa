int a(void)
{
	f(1);
	f(5);
	g(0);
}
