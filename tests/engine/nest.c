void f(struct s *a, struct s *b)
{
	lock();
	a->count++;
	if (b)
		b->count++;
	unlock();
	a->count++;
}
