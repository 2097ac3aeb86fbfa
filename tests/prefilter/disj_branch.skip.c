void f(int *p)
{
	kmem_freed(p);
	vmem(p, 0);
}
