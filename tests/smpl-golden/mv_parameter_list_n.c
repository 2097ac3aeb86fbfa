int one(int a)
{
	return a;
}

int two(int a, int b)
{
	return a + b;
}

int three(int a, int b, int c)
{
	return a + b + c;
}
