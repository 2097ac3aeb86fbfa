void a(void)
{
	p = get();
	use(p);
}

void b(void)
{
	q = get();
	if (q == NULL || broken) {
		use(q);
	}
}

void c(void)
{
	r = get();
	if (r != NULL) {
		use(r);
	}
}

void d(void)
{
	s = get();
	while (s == NULL)
		use(s);
}
