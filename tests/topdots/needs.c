int g1 = 0;
int g2 = 1;

int k(void)
{
	int z = 0;
	foo(z);
	return 0;
}

int m(void)
{
	int w = 1;
	return w;
}
