void f(int x, int y)
{
	if (x)
		foo();
	if (x) {
		a();
		b();
	}
	if (y)
		foo();
	foo();
	if (x)
		if (y)
			c();
}
