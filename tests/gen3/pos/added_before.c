void f(void)
{
	a();
	x = g(1) + j(y);
}
void k(void)
{
	h(w);
}
