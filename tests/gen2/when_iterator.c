void g(void)
{
	p = kmalloc(10);
	list_for_each_entry(q, r, node)
		use(q);
	memset(p, 0, 10);
}

void h(void)
{
	p = kmalloc(10);
	kfree(p);
	memset(p, 0, 10);
}
