int setup(int a)
{
	unregister_thing(a);
	return 0;
}
int other(int b)
{
	return setup(b);
}
