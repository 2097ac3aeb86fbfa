void f(int x)
{
	if (x) {
		a();
	} else {
		b();
	}
	c();
}
