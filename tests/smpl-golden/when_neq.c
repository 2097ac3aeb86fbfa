int good(void)
{
	int *p;
	p = acquire();
	release(p);
	return 0;
}

int bad(void)
{
	int *q;
	q = acquire();
	use(q);
	return 0;
}
