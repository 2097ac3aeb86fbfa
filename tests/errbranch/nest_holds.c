void f1(int x)
{
	if (x)
	{
		cleanup();
		return;
	}
	work();
	cleanup();
}

void f2(int x, int y)
{
	if (x) {
		cleanup();
		return;
	}
	work();
	if (y) {
		cleanup();
		return;
	}
	cleanup();
}

void f3(int x)
{
	if (x) {
		log();
		cleanup();
		return;
	}
	work();
	cleanup();
}
