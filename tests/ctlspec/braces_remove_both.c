void f(int x)
{
	if (x)
		a();
	if (x > 1) {
		a();
	}
	if (x > 2) {
		a();
		b();
	}
}
