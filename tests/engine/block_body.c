void one(void)
{
	start();
	work();
	finish(1);
}

void two(void)
{
	start();
	finish(1);
	finish(2);
}

void three(int x)
{
	if (x) {
		start();
		finish(3);
	}
}
