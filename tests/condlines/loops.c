int f(int a, char *y, int z)
{
	if (a &&
	    (long *)y &&
			z)
		return 1;
	while (a ||
	       (a - (long *)y) <
				z)
		a--;
	g(a,
	  (a - (long *)y) <
				z);
	return 0;
}
