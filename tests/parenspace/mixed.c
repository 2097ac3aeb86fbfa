int f(int x)
{
	int a = (int)foo(x);
	if (x)foo(x);
	a = (int)(long)foo(x);
	return (int)foo(x) + (int)(x + 1);
}
