void a(void)
{
	g(3);
	h(4);
}
