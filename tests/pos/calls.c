void g(int x)
{
	f(x);
	y = f(x);
	if (f(x)) return;
}
