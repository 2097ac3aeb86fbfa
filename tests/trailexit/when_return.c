int f(int c)
{
	foo();
	if (c)
		return -1;
	g();
	return 0;
}
