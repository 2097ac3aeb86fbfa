int f(int x)
{
	if (x)
		a = 0;
	b = 0;
	while (x)
		c = 0;
	d = 0;
	e = 0;
	if (x)
		g();
	else
		h = 0;
	k = 0;
	return 0;
}

int g(int x)
{
	m = 0;
	if (x)
		n = 1;
	return 0;
}
