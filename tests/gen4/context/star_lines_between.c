int f(int c)
{
	x = g(c,
	      c);

	if (x)
		h();
	y = g(c);
	/* a comment */
	if (y)
		h();
	z = g(c);
	if (z)
		h();
	w = g(c);	/* trailing */

	/* two */

	if (w)
		h();
	return 0;
}
int k(int c)
{
	v = g(c); // line comment
	if (v)
		h();
	u = g(c); /* starts
		     here */
	if (u)
		h();
	return 0;
}
