int f(int *p)
{
	start();
	return 0;
}
