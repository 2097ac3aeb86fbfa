void f(int x)
{
	start();
	c();
	a();
	b();
	end();
}
