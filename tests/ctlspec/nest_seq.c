void f(int x)
{
	start();
	a();
	b();
	c();
	a();
	c();
	a();
	b();
	end();
}
