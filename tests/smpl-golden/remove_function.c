int keep(void)
{
	return 1;
}

/* no longer used */
void old_helper(int x)
{
	use(x);
}

int also_keep(void)
{
	return 2;
}
