void f(struct s *p, struct l *h)
{
	list_for_each_entry(p, h, list)
		if (p->ok)
			goto found;
	p = NULL;
found:
	if (p == NULL)
		return;
}

void g(struct s *p, struct l *h)
{
	list_for_each_entry(p, h, list) {
		if (p->ok)
			goto found;
	}
	p = NULL;
found:
	if (p == NULL)
		return;
}

void k(struct s *p, struct l *h)
{
	list_for_each_entry(p, h, list)
		if (p->ok)
			break;
	if (p == NULL)
		return;
}
