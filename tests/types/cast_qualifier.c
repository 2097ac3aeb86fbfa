struct bar {
	int i;
	int j[2];
};

int *keep(const int *i)
{
	return (int *)i;
}

int *drop(int *i)
{
	return (int *)i;
}

const int *field_of_const(const struct bar *b)
{
	return (const int *)&b->i;
}

int *field_of_const2(const struct bar *b)
{
	return (int *)&b->j[0];
}

int value(const struct bar *b)
{
	return (int)b->i;
}
