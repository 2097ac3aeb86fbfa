void one(void)
{
	start();
	work();
}

void two(int x)
{
	start(x);
	if (x)
		return;
	work();
	return;
}
