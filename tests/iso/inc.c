void f(int a, int b, int c, int d)
{
	a++;
	++b;
	c += 1;
	d = d + 1;
}
