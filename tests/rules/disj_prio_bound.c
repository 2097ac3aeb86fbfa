void f(struct s *p)
{
	kfree(p->a);
	p->a = NULL;
}

void g(struct s *p)
{
	kfree(p->a);
	p->b = NULL;
}
