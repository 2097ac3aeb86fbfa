int f(int a, int b)
{
	x = !(a == b) ? b : a;
	x = !(a < b) ? b : a;
	x = !(a) ? b : a;
	x = !(a && b) ? b : a;
	if (!(a == b))
		g();
	else
		h();
	if (!(a < b))
		g();
	else
		h();
	return x;
}
