int x(void)
{
	return 0;
}

void f(int n)
{
	int i;

	for (i = 0; i < n; ++i) {
		g(i);
	}
	for (i = 0; i < n; i++) {
		g(i);
	}
	for (i = 0; i < n; ++i) {
		g(i);
		h(i);
	}
}
