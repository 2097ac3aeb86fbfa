void f(int x)
{
	if (x) {
		a();
		goto out;
	}
	b();
out:
	c();
}
