void f(int x)
{
	while (x) {
		b();
		a();
	}
}
