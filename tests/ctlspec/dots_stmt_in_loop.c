void f(int n)
{
	a();
	while (n--) {
		if (n > 2)
			b();
	}
}
