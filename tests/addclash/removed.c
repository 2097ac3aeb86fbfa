int f(void)
{
	h(a);
	g();
	return -1;
}
