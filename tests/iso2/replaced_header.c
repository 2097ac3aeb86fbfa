int f(struct s *e)
{
	e->p = get();
	if (e) {
		g(e);
	}
	e->p = get();
	if (!e)
		h();
	else
		g(e);
	e->p = get();
	if (e == NULL)
		h();
	return 0;
}
