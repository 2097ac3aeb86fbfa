void f(int x)
{
	start();
	if (x)
		a();
	else
		b();
	end();
}
