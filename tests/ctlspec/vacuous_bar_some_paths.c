struct s { int *a; int b; };

int f(struct s *x)
{
	if (!x->a)
		foo(x, 0);
	if (x->b)
		return -1;
	bar(x, x->a);
	return 0;
}
