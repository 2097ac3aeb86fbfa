void f(int *x, int y, int z)
{
	y = z || x;
	y = !x;
	y = (x);
	y = (z || x);
	y = z ? 1 : x;
	y = x ? 1 : 0;
	y = z & x;
	g(x);
	if (x) y++;
	return x;
}
