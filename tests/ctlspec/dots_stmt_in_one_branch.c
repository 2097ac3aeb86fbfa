void f(int x)
{
	a();
	if (x) {
		b();
	} else {
		c();
	}
}
