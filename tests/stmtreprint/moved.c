int f(int x, int *p)
{
	if (!x)
		foo( x );
	else
		bar(x,
		    p);
	if (!p) {
		/* note */
		a = ! x;
		b = g(x,
		      1);
	} else {
		c = 1;
	}
	if (x)
		d = ! x;
	else
		e = 2;
	return 0;
}
