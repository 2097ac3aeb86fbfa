int while_group(int u)
{
	while (u)
#ifdef A
		x = 3;
#else
		x = 4;
#endif
	return 0;
}

int for_if_group(int u)
{
	for (;;)
		if (u)
#ifdef A
			x = 3;
#else
			x = 4;
#endif
	return 0;
}
