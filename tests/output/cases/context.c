int f(int x)
{
	int y = foo(x) + 1;
	bar(foo(2),
	    3);
	return y;
}
