void f(int x)
{
	a();
	if (x) {
		b();
		return;
	}
	c();
}
