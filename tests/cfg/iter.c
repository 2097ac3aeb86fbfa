void it(struct list_head *h)
{
	struct item *p;
	list_for_each_entry(p, h, node) {
		if (!p->ok)
			continue;
		BUG_ON(p->bad)
	}
	for_each_cpu(c)
		count++;
}
