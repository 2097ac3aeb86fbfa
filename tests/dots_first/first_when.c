int f(int x)
{
	if (x)
		return 1;
	foo();
	return 0;
}

void g(int x)
{
	foo();
	if (x)
		return;
	bar();
}

int h(int x)
{
	return x;
}
