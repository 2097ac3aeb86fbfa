int g(struct s *p, struct s *q)
{
	return p->x + (*q).y;
}
