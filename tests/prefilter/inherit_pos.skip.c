int f(void)
{
	setup(it);
	return 0;
}
