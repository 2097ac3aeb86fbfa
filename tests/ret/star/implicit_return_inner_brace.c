void f(int x)
{
	while (x) {
		a();
		if (x > 2) {
			b();
		}
	}
}

int g(int x)
{
	a();
	if (x)
		return 1;
	b();
}
