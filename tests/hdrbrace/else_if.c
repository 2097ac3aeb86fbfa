int f(int len)
{
	if (len)
		g(1);
	for (i = 0; i < 3; i++)
		while (x)
			g(2);
	if (a)
		b();
	else if (c)
		d();
	else
		e();
	if (z)
		if (y)
			return;
	return 0;
}
