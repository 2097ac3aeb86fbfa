void f(int x)
{
	a();
	if (x)
		b();
	c();
}
void g(int x)
{
	a();
	b();
	c();
}
void h(int x)
{
	a();
	c();
}
