struct item { int v; };

int f(struct item *p, struct item x, struct other *o)
{
	int a = sizeof(struct item);
	int b = sizeof(*p);
	int c = sizeof(x);
	int d = sizeof(*o);
	int e = sizeof(p);
	return a + b + c + d + e;
}
