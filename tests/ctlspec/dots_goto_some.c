void f(int x, int y)
{
	a();
	if (y)
		goto out;
	c();
	return;
out:
	b();
}
