void g(void)
{
	a = compute();
	b = compute();
}
