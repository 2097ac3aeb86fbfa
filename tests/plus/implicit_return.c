void f(int y)
{
	if (y)
		return;
	work(y);
}

void g(int y)
{
	work(y);
}
