int f(int x, int *p)
{
	if (x)
		bar(x,
		    p);
	if (p) {
		a = ! x;
		b = g(x,
		      1);
	}
	while (x)
		x = h(x,
		      2);
	return 0;
}
