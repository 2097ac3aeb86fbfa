int f(int a)
{
	int ret;
	ret = g(a);
	if (ret < 0) {
		h();
		return ret;
	}
	if (a) {
		ret = -1;
		goto out;
	}
	kfree(q);
	return 0;
out:
	kfree(p);
	return ret;
}
