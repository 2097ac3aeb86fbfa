int one() {
	p = alloc(3);
	if (a)
		p->size = 12;
	else
		q->size = 1;
	return p->size;
}

int two() {
	p = alloc_nofail(3);
	p->size = 12;
}

int three() {
	p = alloc(3);
	q = alloc(4);
	use(q->len);
	use(p->len);
}
