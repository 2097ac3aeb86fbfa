struct buf *alloc_buf(int size)
{
	struct buf *b;

	b = get(size);
	if (b) {
		clear(b, size);
		b->len = size;
	}
	return b;
}

struct buf *alloc_other(int size)
{
	struct buf *b;

	b = get(size);
	if (b != NULL) {
		clear(b, size);
		b->len = size;
	} else
		warn();
	return b;
}
