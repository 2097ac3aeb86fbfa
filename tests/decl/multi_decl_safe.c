void f(void)
{
	int a, b;
	static int c, d;
	char e, f;
	char g;
	long v, z;
}
