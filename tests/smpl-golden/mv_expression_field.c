struct s { int a; int b; };

void ef(struct s *p, struct s **pp)
{
	p->a = 0;
	(*pp)->b = 0;
	p->b = 1;
}
