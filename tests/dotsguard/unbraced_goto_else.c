int f(int x, int c)
{
	if (x) {
		return -1;
	}
	if (c)
		goto out;
	else
		d();
	b();
	return 0;
out:
	return 1;
}
