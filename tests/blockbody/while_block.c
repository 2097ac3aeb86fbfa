int f(int p)
{
	if (p > 1) {
		a(p);
		b(p);
	}
	if (p > 2)
		c(p);
	while (p > 3) {
		d(p);
	}
	if (p > 4) {
		e(p);
	} else {
		g(p);
	}
	return 0;
}
