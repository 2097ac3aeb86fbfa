void f(int x)
{
	start();
	if (x)
		stop();
	else
		stop();
}

void g(void)
{
	start();
	use(stop(), stop());
}
