void f(int x)
{
	start();
	a();
	c();
	b();
	if (x) {
		b();
		c();
	}
	end();
	a();
}
