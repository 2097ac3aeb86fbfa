void f(struct s *p, int i)
{
	kfree(p->b[i]);
	p->b[i] = NULL;
}

void g(struct s *p)
{
	kfree(p->x);
	use(p->x);
}

void h(struct s *p)
{
	kfree(p->y);
	p->y->z = 1;
}
