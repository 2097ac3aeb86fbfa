int f(struct s *x) {
	if (x) {
		if (!x->a) foo(x, 0);
		return 0;
	}
	return 1;
}
int g(struct s *x) {
	if (!x->a) foo(x, 0);
	bar(1, x->a);
	return 0;
}
