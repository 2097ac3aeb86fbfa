void f(int *p)
{
	*p = 7;
}
