int br(int a)
{
	if (a)
		return 1;
	a++;
	return a; /* done */
}
