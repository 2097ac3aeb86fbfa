void f(void)
{
	a = kmalloc(10);
	g(a);
	memset(a, 0, 10);
}

void r(void)
{
	a = kmalloc(10);
	if (y)
		return;
	memset(a, 0, 10);
}

void s(void)
{
	a = kmalloc(10);
	h(a);
	memset(a, 0, 10);
}

void v(void)
{
	a = vmalloc(10);
	g(a);
	memset(a, 0, 10);
}

void w(void)
{
	a = vmalloc(10);
	drop(a);
	memset(a, 0, 10);
}
