void f(struct s *a, struct s b)
{
	foo(frame);
	x = a->frame;
	y = b.frame;
	z = frame;
}
