void f(char *p, char *q)
{
	if (p)
		kfree(p);
	if (q) {
		kfree(q);
	}
	g();
}
