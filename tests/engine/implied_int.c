void f(void)
{
	unsigned a;
	unsigned int b;
	long int c;
	long d;
	int e;
}
