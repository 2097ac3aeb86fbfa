void f(void)
{
	a = kmalloc(10);
	if (b)
		g(a);
	memset(a, 0, 10);
}
void g(void)
{
	a = kmalloc(10);
	if (b)
		g(a);
	else
		h(a);
	memset(a, 0, 10);
}
void k(void)
{
	a = kmalloc(10);
	g(a);
	memset(a, 0, 10);
}
