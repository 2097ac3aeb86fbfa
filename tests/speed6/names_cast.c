void f(char *p, char *q)
{
	g(p);
	g((void *)p);
	g(q);
	g((void *)q);
	kfree(p);
}
