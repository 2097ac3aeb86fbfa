void f(int x)
{
	a();
	b();
}

void g(int x)
{
	b();
}
