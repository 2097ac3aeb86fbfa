static int f(struct queue *q, struct req *req)
{
	struct req *r;

	list_for_each_entry(r, &q->list, node) {
		check(r);
	}
	if (r != req)
		return -EINVAL;
	return 0;
}
