void f(void)
{
	{
		b();
	}
}
