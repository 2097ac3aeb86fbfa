void f(struct s *p, struct l *h)
{
	list_for_each_entry(p, h, list)
		if (p->ok)
			goto found;
	return;
found:
	p = first(h);
}

void g(struct s *p, struct l *h)
{
	list_for_each_entry(p, h, list)
		if (p->ok)
			p = next(p);
}

void k(struct s *p, struct l *h)
{
	list_for_each_entry(p, h, list) {
		if (p->ok)
			goto found;
	}
	return;
found:
	p = first(h);
}
