void a(void)
{
	f(1, 2);
	f(1, 3);
	g(1);
}
