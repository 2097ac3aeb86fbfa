int f(int n)
{
	if (n) {
		g(n);
	}
	if (n)
	{
		g(n);
	}
	if (n) { g(n); }
	if (n) {
		/* c */
		g(n);
	}
	if (n) {
		g(n);
	} else
		h(n);
	if (n) {
		g(n);
		g(n);
	}
	if (n) { /* x */
		g(n);
	}
	if (n) { g(n);
	}
	if (n) {
		g(n); }
	if (n) {

		g(n);

	}
	if (n)
	{

		g(n);

	}
	return 0;
}
