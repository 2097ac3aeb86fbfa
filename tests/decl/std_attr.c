int f(int a[2])
{
	[[lucky]] int x;
	int y = a[a[0]];
	return y;
}
