int f(int i)
{
	if (i)
		return(-i);
	if (i > 1)
		return(i);
	if (i > 2)
		return(g(i));
	if (i > 3)
		return(-EBUSY);
	x =(i);
	x = (i);
	return(2);
}
