void f(int x)
{
	if (x) {
		c();
		goto out;
	}
	d();
out:
	b();
}
