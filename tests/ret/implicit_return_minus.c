void f(int x)
{
	a();
	if (x)
		return;
	b();
}
