struct s { char *buf; char *other; };

void f(struct s *a, char *b)
{
	if (a->buf == NULL)
		return;
	if (!a->buf)
		return;
	if (a->buf)
		g();
	if (a->other == NULL)
		return;
	if (b == NULL)
		return;
	kfree(a->buf);
}

int h(struct s *a)
{
	return !a->other;
}
