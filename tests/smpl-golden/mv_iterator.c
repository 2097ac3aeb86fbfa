void walk(struct list *l)
{
	struct item *it;

	for_each_item(it, l)
		visit(it);
	for_each_other(it, l)
		visit(it);
}
