int f(int x, int y)
{
	if (x)
		goto a;
	if (y)
		goto b;
	return 0;
a:
	c();
b:
	return 1;
}
