void f(void)
{
	a = f();
	b = f();
	a = f();
	use(b);
}
void g(void)
{
	x(a);
	a = f();
	b = f();
}
