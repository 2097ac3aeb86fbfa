int f(void)
{
	struct s *x;

	x = kzalloc(10, GFP_KERNEL);
	if (!x)
		return -ENOMEM;
	x->a = 1;
	return 0;
}

int g(void)
{
	struct s *x;

	x = kzalloc(10, GFP_KERNEL);
	if (!x) {
		return -ENOMEM;
	}
	x->a = 1;
	return 0;
}
