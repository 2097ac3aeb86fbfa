int f(int x)
{
	a();
	if (x) {
		h(x);
		g(x);
	}
	return 0;
}
