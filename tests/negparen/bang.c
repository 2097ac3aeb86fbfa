void f(struct s *p)
{
	if (!(p->q))
		return;
	if ((p) == NULL)
		return;
	if (!(p->q) || p->r)
		return;
	if (!p)
		return;
	if (!((p)))
		return;
	x = !(p->q);
	if (p->q)
		return;
}
