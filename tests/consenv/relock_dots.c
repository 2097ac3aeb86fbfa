void a(struct s *x, int c)
{
	lock(&x->l);
	unlock(&x->l);
	lock(&x->l);
	if (c)
		unlock(&x->l);
	return;
}

void b(struct s *x, int c)
{
	lock(&x->l);
	if (c)
		unlock(&x->l);
	return;
}

void d(struct s *x, int c)
{
	lock(&x->l);
	unlock(&x->l);
	lock(&x->m);
	if (c)
		unlock(&x->m);
	return;
}
