void a1(struct list *l)
{
	for_each_item(it, l) {
		if (bad(it))
			continue;
		skip_item(it);
	}
}
void a2(struct list *l)
{
	for_each_item(it, l) {
		if (bad(it))
			break;
		skip_item(it);
	}
}
void a3(struct list *l)
{
	for_each_item(it, l) {
		if (bad(it))
			foo();
		else
			continue;
		skip_item(it);
	}
}
void a4(struct list *l)
{
	while (x) {
		if (bad(it))
			continue;
		skip_item(it);
	}
}
