int f(void __iomem *base, char __user *buf, unsigned long arg)
{
	void __iomem *r = base;
	if (get_user(flags, (__u32 __user *)arg))
		return -EFAULT;
	x = (int *) arg;
	z = (struct s __user *) arg;
	return g(r, buf);
}

int __init h(void)
{
	return 0;
}
