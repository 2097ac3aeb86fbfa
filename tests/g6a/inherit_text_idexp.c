int a(void)
{
	int child;
	child = 0;
	return child;
}

int b(void)
{
	int child, k;
	reset(child);
	reset(k);
	return child;
}
