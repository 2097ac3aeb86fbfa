void with(void)
{
	int *p;
	p = alloc();
	memset(p, 0, 8);
	use(p);
	release(p);
}

void without(void)
{
	int *q;
	q = alloc();
	use(q);
	release(q);
}
