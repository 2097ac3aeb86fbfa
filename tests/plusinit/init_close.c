void f(void)
{
	memset(&x, 0, sizeof(x));
	memset(&x, 0, sizeof(y));
}
