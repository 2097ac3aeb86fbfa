void f(void)
{
	g0();
	p = a;
	g();
}
void h(void)
{
	g0();
	p = c;
	g();
}
void k(void)
{
	g0();
	q = (long)b;
	g();
}
