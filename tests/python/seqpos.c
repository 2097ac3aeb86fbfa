void f(int a)
{
	start();
	msleep(20);
	b();
	msleep(30);
	if (a)
		msleep(1);
	else
		msleep(2);
	c();
}

int g(int a)
{
	int x;
	x = h();
	if (a)
		return x;
	return x;
}
