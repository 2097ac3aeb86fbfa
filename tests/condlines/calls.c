int f(int a, char *y, int z)
{
	k(a,
	  (long *)y, a,
			z,
		a);
	m(a,
	  (long *)y);
	n(a,
	  (long *)y
	     + 1);
	x = a +
	    (long *)y +
			z;
	return 0;
}
