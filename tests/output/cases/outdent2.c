void f(char *p)
{
	if (p) {
		a(p);
		if (b)
			c();
		/* keep */
	}
}
