void h(void)
{
	f(a);
	x();
	g();
}

void k(void)
{
	f((int)a);
	x();
	g();
}
