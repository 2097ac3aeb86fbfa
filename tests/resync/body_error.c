int h(void)
{
	x = );
	foo();
out:
	foo();
	return 0;
}
int k(void)
{
	foo();
}
