void f(struct s *p, struct l *h)
{
	list_for_each_entry(p, h, list)
		if (p == NULL)
			return;
}

void g(struct s *p, struct l *h)
{
	list_for_each_entry(p, h, list) {
		if (p == NULL)
			return;
	}
}

void k(struct s *p, struct l *h)
{
	list_for_each_entry(p, h, list)
		foo(p == NULL);
}
