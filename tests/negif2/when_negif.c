int f(struct s *u)
{
	if (!u || !u->c) {
		warn();
		if (u) {
			g(u->c);
		}
		return -1;
	}
	return 0;
}

int f4(struct s *u)
{
	if (!u || !u->c) {
		warn();
		if (x) {
			g(u->c);
		}
		return -1;
	}
	return 0;
}

int f5(struct s *u)
{
	if (!u) {
		warn();
		if (u) {
			g(u->c);
		}
		return -1;
	}
	return 0;
}
int f6(struct s *u)
{
	if (!u || !u->c) {
		warn();
		g(u->c);
		return -1;
	}
	return 0;
}
