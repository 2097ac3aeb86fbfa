void f(int *p)
{
	if (unlikely(p)) report(p);
}
