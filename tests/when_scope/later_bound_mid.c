void f(int *p)
{
	b();
	a(p);
	foo(p);
}

void g(int *p, int *q)
{
	b();
	a(q);
	foo(p);
}

void h(int *p, int y)
{
	b();
	while (y--)
		a(p);
	foo(p);
}

void k(int *p)
{
	b();
	foo(p);
	a(p);
}
