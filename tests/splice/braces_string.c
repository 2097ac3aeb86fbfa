int f(int x)
{
	if (x)
		printk("abc \
def", x);
	return 0;
}
