int f1(struct s *a)
{
	if (IS_ERR(a->x)) {
		a->y = get();
		if (IS_ERR(a->y)) {
			ret = PTR_ERR(a->y);
			return ret;
		}
		return 0;
	}
	return 1;
}

int f2(struct s *a)
{
	if (IS_ERR(a->x)) {
		ret = PTR_ERR(a->x);
		return ret;
	}
	return 1;
}
