void t1(struct s *x)
{
	a(x);
	if (x) {
		g(x->y);
	}
}
void t3(struct s *x)
{
	a(x);
	if (x == NULL)
		h();
	else
		k();
	g(x->y);
}
void t4(struct s *x)
{
	a(x);
	g(x->y);
}
