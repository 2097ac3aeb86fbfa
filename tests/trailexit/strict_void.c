void f(int c)
{
	foo();
	if (c)
		return;
	g();
}
