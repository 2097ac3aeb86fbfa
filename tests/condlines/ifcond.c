int f(int a, char *y, int z)
{
	if (a &&
	   (a - (long *)y) <
				z)
		return 1;
	g(a, (long *)y,
			z);
	h(a,
	  (long *)y,
			z);
	return 0;
}
