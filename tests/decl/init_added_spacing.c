void f(int *p)
{
	int a;
	g(a);
	g(p[0]);
	g(p->q);
}
