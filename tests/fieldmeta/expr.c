int f(struct s *p)
{
	return p->a.b + p->c;
}
