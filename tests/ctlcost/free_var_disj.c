void f(int *a, int n)
{
	a[n++] = 1;
	a[n++] = 2;
}

void g(int x)
{
	x = 1;
	x = 2;
}

void h(int *a, int n, int y)
{
	y = 3;
	a[n++] = y;
	y = 4;
}
