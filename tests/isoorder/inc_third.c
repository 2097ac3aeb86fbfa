void f(int a, int b, int c, int d, int e)
{
	a++;
	++b;
	c += 1;
	d = d + 1;
	e = 1 + e;
}
