int f(int n)
{
	char *p = alloca(n);   /* buffer */
	/* comment before */
	g(p);
	h(p); // trailing h
	return k(alloca(n), alloca(2 * n));
}
