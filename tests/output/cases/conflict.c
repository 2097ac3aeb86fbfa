int f(void)
{
	a = alloca(1);
	b(2);
	c(3);
}
