void f(int *a, int n, int x, int y)
{
	a[n++] = x;
	a[n] = y;
	n++;
	(n++) = 3;
	a[x] = n++;
}
