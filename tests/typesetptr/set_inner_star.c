struct rdev { int x; };
struct reg { int y; };

int f(struct rdev *a, struct reg *b, struct rdev c, struct reg **d, int *e)
{
	g(a);
	g(b);
	g(&c);
	g(*d);
	g(d);
	g(e);
	return 0;
}
