int f(int a, char *y, int z)
{
	if ((long *)y &&
			z)
		return 1;
	if (a &&
	    (long *)y &&
	    z)
		return 2;
	if (a &&
	    (long *)y &&
	  z)
		return 3;
	while ((a - (long *)y) <
	       z)
		a--;
	return 0;
}
