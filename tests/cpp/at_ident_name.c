int f(void)
{
	return (A + 1) % 3;
}
int g(void)
{
	return A + B;
}
