int f(int a)
{
	k(a);
	g(a);
	if (a) {
		k(1);
		g(1);
	}
	return 0;
}
int h(int b)
{
	return 0;
}
