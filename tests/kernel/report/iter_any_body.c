static int f(struct queue *q, struct req *req)
{
	struct req *r;

	list_for_each_entry(r, &q->list, node) {
		if (r == req)
			break;
	}
	if (r != req)
		return -EINVAL;
	return 0;
}

static void g(struct queue *q)
{
	struct req *r, *n;

	list_for_each_entry_safe(r, n, &q->list, node)
		kfree(r);
	use(r);
}
