int shadowed(void)
{
	int m;
	lock(m);
	{
		int m;
		unlock(m);
	}
	return 0;
}
