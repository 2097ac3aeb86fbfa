int f(struct s *p)
{
	lock(&p->lock);
	if (p->a) {
		return -1;
	}
	work(p);
	if (p->b) {
		return -2;
	}
	unlock(&p->lock);
	return 0;
}
