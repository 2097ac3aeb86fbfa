int f(int a, int b)
{
	x = g(a) + h(b);
	y = g(h(a));
	return 0;
}
