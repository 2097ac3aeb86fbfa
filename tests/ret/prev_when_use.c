int a(void)
{
	f(1);
	f(5);
	h(0);
}
