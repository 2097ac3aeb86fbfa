int b4(int np)
{
	int child;
	for (child = 0; child < np; child++) {
		if (f(child))
			break;
	}
	return 0;
}
int b5(int np)
{
	int child;
	for (child = 0; child < np; child++) {
		if (f(child))
			break;
	}
	return 0;
}
