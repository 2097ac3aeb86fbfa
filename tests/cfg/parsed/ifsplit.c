void sp(int x)
{
#ifdef CONFIG_A
	if (x > 1)
#else
	if (x > 2)
#endif
		x = 0;
	x++;
}
