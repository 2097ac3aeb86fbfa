void f(int n)
{
	int i;
	for (i = 0; i < n; i++) {
		g(i);
	}
	for (i = 5; i < n; i++)
		g(i);
	for (i = 7; i < n; i++)
		g(i);
}
