void f(int *p)
{
	a(p);
	foo(p);
}

void g(int *p, int *q)
{
	a(q);
	foo(p);
}

void h(int *p)
{
	if (a(p))
		return;
	foo(p);
}

void k(int *p, int x)
{
	if (x)
		a(p);
	foo(p);
}

void m(int *p)
{
	if (p == NULL)
		return;
	foo(p);
}
