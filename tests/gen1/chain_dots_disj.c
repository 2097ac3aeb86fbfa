void f(int cc1, int cc2, int x)
{
	x = DRP | cc1 | cc2;
	x = DRP | cc1;
	x = 0x60000000 | (x << 16) | cc1;
	x = 3 | cc1 | cc2 | x;
	g(DRP | cc1 | cc2);
	x = DRP & cc1;
	x = DRP & cc1 & cc2;
}
