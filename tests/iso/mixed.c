int f(struct s *p, struct s *q, struct s *r)
{
	if (!p) return 0;
	if (NULL == q) return 0;
	if (r == NULL) return 0;
	return 1;
}
