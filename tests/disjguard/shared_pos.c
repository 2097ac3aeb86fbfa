void f(void)
{
	a();
	c(1);
	b(2);
}

void g(int x)
{
	a();
	if (x)
		b(3);
	else
		c(4);
	b(5);
}
