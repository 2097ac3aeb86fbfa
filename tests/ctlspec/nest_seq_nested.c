void f(int x)
{
	start();
	a();
	b();
	if (x) {
		a();
		b();
	}
	while (x--) {
		a();
		c();
	}
	end();
}
