void f(int x)
{
	start();
	if (x)
		goto out;
	c();
out:
	a();
	end();
}
