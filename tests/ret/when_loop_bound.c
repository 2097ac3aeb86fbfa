void f(void)
{
	a = kmalloc(10);
	while (b)
		g(a);
	memset(a, 0, 10);
}
void g(void)
{
	a = kmalloc(10);
	while (a) {
		g(a);
	}
	memset(a, 0, 10);
}
