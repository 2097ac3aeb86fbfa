void f(void)
{
	release_mem_region(a, b);
	other(a, b);
}
