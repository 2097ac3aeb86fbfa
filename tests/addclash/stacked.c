int f(void)
{
	kfree(a);
	kfree(b);
	return -1;
}
