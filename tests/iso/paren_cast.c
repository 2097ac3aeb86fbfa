void f(void *p, long q)
{
	free_it(p);
	free_it((p));
	keep(q);
	keep((long)q);
}
