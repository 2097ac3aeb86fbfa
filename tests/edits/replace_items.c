struct s { int a; int b; int c; };
int f(int x, int y)
{
	struct s v = { x, y };
	struct s w = { x, y, 3 };
	struct s u = { x };
	struct t z = { x, y };
	g(x, y);
	g(x);
	g(x, y, 3);
	k(x, y);
	return 0;
}
