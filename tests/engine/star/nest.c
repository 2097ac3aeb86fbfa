int f(int index)
{
	foo(1);
	return 0;
}

int g(int index)
{
	return index;
}
