int f(int *x)
{
	if (x == NULL) {
		c();
		goto out;
	}
	b();
	return 0;
out:
	d();
	return -1;
}
