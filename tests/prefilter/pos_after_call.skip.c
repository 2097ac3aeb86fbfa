void f(void)
{
	request_mem_region(a, b);
	other(a, b);
}
