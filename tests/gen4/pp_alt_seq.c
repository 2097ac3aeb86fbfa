int f(int c)
{
	if (u) {
#ifdef __BIG_ENDIAN
		x = 1;
#else
		x = 2;
#endif
	} else
#ifdef __BIG_ENDIAN
		x = 3;
#else
		x = 4;
#endif
	return 0;
}

int elif_group(int u)
{
	if (u)
		x = 1;
	else
#if A
		x = 3;
#elif B
		x = 5;
#else
		x = 4;
#endif
	return 0;
}

int then_group(int u)
{
	if (u)
#ifdef A
		x = 3;
#else
		x = 4;
#endif
	return 0;
}
