void f(void *p)
{
	second_free(p);
}
