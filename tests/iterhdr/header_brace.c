void f(struct list_head *h)
{
	struct item *a;

	list_for_each_entry(a, h, node)
		kfree(a);
	list_for_each_entry(a, h, node) {
		a->x = 0;
	}
}
