int f(int port)
{
	a(port);
	/* between */
	b(port);
	return 0;
}

int g(int port)
{
	int x;
	/* between decl and stmt */
	b(port);
	return 0;
}
