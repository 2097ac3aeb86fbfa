int f(int x)
{
	if (x)
		return a();
	if (x > 1) {
		c();
		return a();
	}
	return 0;
}
