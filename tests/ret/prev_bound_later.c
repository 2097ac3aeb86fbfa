void a(void)
{
	f(1);
	f(2);
	g(1);
}

void b(void)
{
	f(1);
	f(2);
	g(2);
}

void c(void)
{
	f(1);
	h(2);
	g(1);
}
