int de2(int a, int b)
{
	return f(a * 2, b * 4, a * 3);
}
