void f(int x)
{
	a();
	x++;
}

void g(int x)
{
	a();
	if (x)
		return;
	x++;
}
