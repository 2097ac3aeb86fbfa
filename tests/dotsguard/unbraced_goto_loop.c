int f(int x, int c)
{
	while (z) {
		if (x) {
			return -1;
		}
		if (c)
			goto out;
		b();
	}
	return 0;
out:
	return 1;
}
