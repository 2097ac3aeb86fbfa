void f(int x)
{
	a();
	if (x)
		goto out;
	c();
out:
	b();
}
