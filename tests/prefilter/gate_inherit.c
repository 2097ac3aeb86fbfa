int setup(int a)
{
	register_thing(a);
	return 0;
}
int other(int b)
{
	return setup(b) + other(b);
}
