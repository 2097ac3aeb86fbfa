void f(void)
{
	p = kmalloc(10);
	list_for_each_entry(q, p, node)
		use(q);
	memset(p, 0, 10);
}
