void f(int cc1, int cc2, int x, int y)
{
	x = DRP | cc2;
	x = DRP | cc1 | cc2;
	x = cc1 | DRP | cc2;
	x = y | DRP | cc1 | cc2;
	x = DRP | cc2 | cc1;
	x = cc1 | cc2;
	x = DRP + cc1 | cc2;
}
