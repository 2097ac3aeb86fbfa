void f(void)
{
	a();
	x = g(1) + h(y);
	h(z);
}
void k(void)
{
	h(w);
}
