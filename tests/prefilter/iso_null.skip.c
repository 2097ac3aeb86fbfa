void f(int *p)
{
	if (p == NULL) free(p);
}
