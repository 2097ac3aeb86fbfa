int f(int y)
{
	int x = (y * 2);
	return x + (y * 2) * 3;
}
