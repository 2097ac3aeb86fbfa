void we(int c)
{
	get();
	if (c)
		put();
	done();
}
