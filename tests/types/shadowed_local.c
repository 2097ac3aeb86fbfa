int same(void)
{
	int m;
	lock(m);
	work();
	unlock(m);
	return 0;
}

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
