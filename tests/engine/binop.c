int f(int a, int b)
{
	if (a == b)
		return 1;
	if (a != b + 1)
		return 2;
	return a < b;
}
