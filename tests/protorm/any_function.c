int g(int);
static int h(void);
int g(int y)
{
	return y;
}
static int h(void)
{
	return 0;
}
int k(void)
{
	return g(1);
}

extern int m(int);
int m(int a,
      int b);
int m(int y)
{
	return y;
}
int n(int);
int n(int z)
{
	return z + 1;
}
