struct s { int *a; int b; };

int f(struct s *x)
{
	if (x->b) {
		if (!x->a)
			foo(x, 0);
		return 0;
	} else {
		bar(x, x->a);
	}
	return 1;
}
