int a(void)
{
	p = kmalloc(10, GFP_KERNEL);
	use(p);
	return -ENOMEM;
}

int b(void)
{
	p = kmalloc(10, GFP_KERNEL);
	kfree(p);
	return -ENOMEM;
}
