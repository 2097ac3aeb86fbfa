int f(int x, int y)
{
#ifdef CONFIG_A
	if (x &&
	    y)
#else
	if (x)
#endif
		foo(x);
	return 0;
}
