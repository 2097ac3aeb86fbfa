int f(int x)
{
	bar();
	foo(x);
	return 0;
}
