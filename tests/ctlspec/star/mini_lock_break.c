int f(struct udc *udc, struct list_head *q)
{
	struct req *req;
	int sent = 0;
top:
	list_for_each_entry(req, q, entry) {
		spin_unlock(&udc->lock);
		give(req);
		spin_lock(&udc->lock);
		if (req->status)
			break;
		if (req->rescan)
			goto top;
	}
	return sent;
}
