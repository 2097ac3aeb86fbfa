int f(int x)
{
	if (x) {
		g();
	};
	for (;;) {
		h();
	};
	g();
	return 0;
}
