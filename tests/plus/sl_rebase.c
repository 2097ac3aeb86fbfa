void f(void)
{
	a();
	if (x) {
		b();
	}
	c();
}
