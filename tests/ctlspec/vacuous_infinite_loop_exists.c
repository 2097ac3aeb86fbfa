void f(int x)
{
	a();
	for (;;)
		c();
}
