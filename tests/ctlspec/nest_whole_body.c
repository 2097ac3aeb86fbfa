void f(int x)
{
	a();
	if (x) {
		a();
		for (;;)
			a();
	}
}
