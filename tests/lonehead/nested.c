void f(int a, int b)
{
	int i, j;

	if (a)
		for (i = 0; i < 4; i++)
			for (j = 0; j < 8; j++) {
				g(i, j);
			}

	if (b)
		for (i = 0; i < 4; i++)
			g(i, 0);
	while (b--)
		for (i = 0; i < 4; i++)
			while (a--)
				g(i, a);
}
