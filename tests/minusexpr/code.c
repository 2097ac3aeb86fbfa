int g(int i)
{
	int x = foo(i) + 2;
	bar(i, 3);
	return x;
}
