void pp(int x)
{
#ifdef CONFIG_A
	x = 1;
#else
	x = 2;
#endif
#ifndef CONFIG_B
	x++;
#endif
	use(x);
}
