int f(int len)
{
	if (len)
		g(1);
	for (i = 0; i < 3; i++)
		while (x)
			g(2);
	for (i = 0; i < 3; i++) {
		while (x)
			g(2);
	}
	if (a)
		b();
	else
		for (;;)
			d();
	return 0;
}
