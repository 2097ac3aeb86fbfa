int f(int len, struct s *p)
{
	foo(len <
	    3);
	if (len < sizeof(struct bootrec_comp_id) /
		sizeof(*bootrec->data))
		g();
	if (p != NULL &&
	    p->x)
		g();
	for (i = 0; i < 3; i++)
		if (x)
			g();
	if (a)
		b();
	else if (c)
		d();
	return 0;
}
