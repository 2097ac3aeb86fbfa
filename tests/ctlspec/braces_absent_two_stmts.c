void f(int x)
{
	if (x)
		a();
	b();
}
