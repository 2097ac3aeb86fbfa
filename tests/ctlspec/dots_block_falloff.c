void f(int x)
{
	if (x) {
		c();
		if (x > 1) {
			a();
		}
	}
	b();
}
