int f(void)
{
	int a, x, c;
	return a + c;
}
