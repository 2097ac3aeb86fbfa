void f(int *a, int n, int x)
{
	a[n--];
	g(x, n--);
	g(x, n);
	n++;
}
