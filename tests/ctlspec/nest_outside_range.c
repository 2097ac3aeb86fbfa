void f(int x)
{
	a();
	start();
	a();
	end();
	a();
}
