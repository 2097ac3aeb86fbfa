int f0(void)
{
	struct s *u = get();
	foo(u->irq, u);
}
int f1(void)
{
	struct s *u = get();
	if (free_irq(u->irq, u))
		return 1;
	return 0;
}

int f2(int k)
{
	struct s *u = k;
	free_irq(u->irq, u);
	return 0;
}

int f3(int k)
{
	struct s *v = k;
	free_irq(v->irq, v);
	return 0;
}
