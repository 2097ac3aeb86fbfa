void f(int *p)
{
	vmem_release(p, 0);
}
