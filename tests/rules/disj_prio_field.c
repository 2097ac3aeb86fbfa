void f(struct s *p)
{
	kfree(p);
	p->next = NULL;
}

void g(struct s *p, struct s *q)
{
	kfree(p);
	q->next = p;
}
