int b4(int np)
{
	int child;
	for (child = 0; child < np; child++) {
		f(child);
	}
	return 0;
}
int b5(int np)
{
	int child;
	for (child = 0; child < np; child++) {
		g(child);
	}
	return 0;
}
int b6(int np, int m)
{
	int child;
	for (child = 0; child < m; child++) {
		g(child);
	}
	return 0;
}
