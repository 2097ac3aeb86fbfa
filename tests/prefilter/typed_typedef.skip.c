void f(int x)
{
	unsigned int v;

	v = x & 0xff;
}
