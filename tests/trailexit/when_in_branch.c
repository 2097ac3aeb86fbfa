int f(int c)
{
	foo();
	if (c) {
		bar();
		return -1;
	}
	g();
	return 0;
}
