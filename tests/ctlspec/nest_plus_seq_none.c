void f(int x)
{
	start();
	a();
	c();
	b();
	end();
}
