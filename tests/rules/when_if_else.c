void f(struct s *p)
{
	p = alloc(1);
	if (p)
		g();
	p->a = 1;
}

void g(struct s *p)
{
	p = alloc(1);
	if (p)
		g();
	else
		h();
	p->a = 1;
}

void k(struct s *p)
{
	p = alloc(1);
	g();
	p->a = 1;
}
