int f(int a, int b)
{
	if (a)
		return a;
	if (b)
		goto out;
	return 0;
out:
	return 1;
}
