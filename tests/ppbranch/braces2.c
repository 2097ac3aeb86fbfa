int f(int x, int y)
{
#ifdef CONFIG_A
	if (x &&
	    y &&
	    y &&
	    y &&
	    y &&
	    y &&
	    y)
#else
	if (x)
#endif
		foo(x);
	return 0;
}

int g(int x)
{
	while (x)
#ifdef DEBUG
		foo(x);
#else
		foo(x + 1);
#endif
	if (x)
		foo(x);
	else
#if 1
		foo(2);
#endif
	return 0;
}
