int ep(int c)
{
	int r;

	r = grab();
	if (c) {
		drop(r);
		return 0;
	}
	return 0;
}
