void f(void)
{
	a = kmalloc(10);
	g(a);
	memset(a, 0, 10);
}
void g(void)
{
	a = kmalloc(10);
	while (x)
		g(a);
	memset(a, 0, 10);
}
void h(void)
{
	a = kmalloc(10);
	for (i = 0; i < 3; i++)
		g(a);
	memset(a, 0, 10);
}
void k(void)
{
	a = kmalloc(10);
	do { g(a); } while (x);
	memset(a, 0, 10);
}
