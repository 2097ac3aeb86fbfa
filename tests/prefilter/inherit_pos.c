int f(void)
{
	setup_it();
	return 0;
}
