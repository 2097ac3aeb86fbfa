struct s { int *a; int b; };

int f(struct s *x, int n)
{
	while (n--) {
		if (!x->a)
			foo(x, 0);
		continue;
	}
	return 0;
}
