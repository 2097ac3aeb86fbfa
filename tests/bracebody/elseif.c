void f(int a, int b)
{
	if (a > 2)
		g(0);
	else if (b)
		g(1);

	if (a)
		if (b > 1)
			g(2);

	if (a > 3)
		g(3);
	else
		if (b > 3)
			g(4);
}
