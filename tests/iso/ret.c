void f(int x)
{
	if (x) {
		cleanup();
		return;
	}
	cleanup();
	return;
}
