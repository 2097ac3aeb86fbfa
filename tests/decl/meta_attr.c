void f(void)
{
	long count __cold = 0;
	long total = 0;
	int other __cold = 0;
}
