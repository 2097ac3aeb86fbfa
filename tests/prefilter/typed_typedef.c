typedef unsigned int u32;

void f(int x)
{
	u32 v;

	v = x & 0xff;
}
