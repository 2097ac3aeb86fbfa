void f(void)
{
	alloc_buf(4, GFP_ATOMIC);
	alloc_buf(8, GFP_KERNEL);
	other(1, GFP_KERNEL);
}
