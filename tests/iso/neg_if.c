void f(int *p, int *q, int n)
{
	if (p == NULL)
		a();
	else
		b();
	if (q != NULL)
		c();
	else
		d();
	n++;
}
