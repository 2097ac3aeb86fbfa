void h(int x, int y)
{
	f(x, y);
	f((int)x, y);
	f((int)x, (int)y);
	f((long)x, (int)y);
	f(x);
	g(x);
	f((char)y);
	g((char)y);
	f(x);
	g((int)x);
}
