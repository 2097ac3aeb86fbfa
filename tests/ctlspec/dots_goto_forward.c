void f(int x)
{
	if (x) {
		a();
		goto out;
	}
	c();
out:
	b();
}
