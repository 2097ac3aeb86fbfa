int f(int x)
{
	if (probe())
		return 1;
	x = probe() + 2;
	other();
	return x;
}
