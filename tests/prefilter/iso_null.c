void f(int *p)
{
	if (!p) free_it(p);
}
