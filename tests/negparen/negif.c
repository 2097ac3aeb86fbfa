void f1(struct s *p)
{
	if (!(p->q))
		a();
	else
		b();
}

void f2(struct s *p)
{
	if (!p->q)
		a();
	else
		b();
}

void f3(struct s *p)
{
	if ((p->q) != NULL)
		a();
	else
		b();
}
