int f(int x)
{
	int y = x;
	foo(y);
	bar(y);
	return y;
}

int g(int x)
{
	foo(x);
	baz(x);
	return 0;
}
