void f(struct list_head *h)
{
	struct item *a;

	while (a)
		kfree(a);
	list_for_each_entry(a, h, node)
		kfree(a);
}
