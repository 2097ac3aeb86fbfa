int gp(int c)
{
	int r;

	r = take();
	if (c)
		goto out;
	work(r);
	return 0;
out:
	return -1;
}
