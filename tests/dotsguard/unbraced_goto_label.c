int f(int x, int c)
{
	if (x) {
		return -1;
	}
	if (c)
		goto out;
	d();
out:
	b();
	return 0;
}
