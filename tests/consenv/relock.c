void a(struct s *x, int c)
{
	lock(&x->l);
	unlock(&x->l);
	lock(&x->l);
	if (c)
		unlock(&x->l);
	return;
}

void b(struct s *y, int c)
{
	lock(&y->l);
	if (c)
		unlock(&y->l);
	return;
}

void d(struct s *z)
{
	lock(&z->l);
	unlock(&z->l);
	return;
}
