int f(int x)
{
	if (x) {
		a();
		return 0;
	}
	a();
	for (;;)
		c();
}
