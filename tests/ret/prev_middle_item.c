int a(void)
{
	a();
	f(1);
	a();
	f(5);
	h(0);
}
