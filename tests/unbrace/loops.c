int f(int n)
{
	while (n) {
		g(n);
	}
	for (;;) {
		g(n);
	}
	do {
		g(n);
	} while (n);
	if (n)
		h();
	else {
		g(n);
	}
	if (n) {
		h();
	} else {
		g(n);
	}
	foo();
	{
		g(n);
	}
	return 0;
}
