void f(struct s *p, struct s *q)
{
	p->len = 12;
	q->len = 12;
	q->len = g(1);
	q->size = 12;
}
