int f(int x)
{
	if (x)
		printk("abc \
def", x);
	if (x)
		printk(a, x + \
 y);
	return 0;
}
