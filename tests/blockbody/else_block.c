int f(int p)
{
	while (p > 3) {
		d(p);
		if (p)
			break;
	}
	do {
		e(p);
	} while (p--);
	if (p)
		g(p);
	else {
		h(p);
	}
	return 0;
}
