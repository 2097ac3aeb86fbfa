void f(void)
{
	char __iomem	*c;
	reset(c);
}

void g(void)
{
	const char	*d;
	reset(d);
}
