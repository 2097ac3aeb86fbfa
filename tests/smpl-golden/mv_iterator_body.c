void ib(struct list *l)
{
	struct item *it;

	for_each_item(it, l) {
		if (bad(it))
			continue;
		skip_item(it);
	}
}
