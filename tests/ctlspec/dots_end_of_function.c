void f(int x)
{
	a();
	b();
}

void g(int x)
{
	b();
	a();
}

void h(int x)
{
	if (x)
		a();
}
