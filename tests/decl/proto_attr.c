int f(int a);
static int g(int a);

int f(int a) __attribute__((hot))
{
	return a;
}

int g(int a)
{
	return a;
}
