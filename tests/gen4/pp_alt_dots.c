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

int else_if_group(int u)
{
	if (u)
		x = 1;
	else if (u > 1)
		x = 2;
	else
#ifdef A
		x = 3;
#else
		x = 4;
#endif
	return 0;
}

int two_statements(int u)
{
	if (u)
		x = 1;
	else
#ifdef A
		x = 3;
		y = 3;
#else
		x = 4;
#endif
	return 0;
}

int no_else(int u)
{
	if (u)
		x = 1;
	else
#if A
		x = 3;
#elif B
		x = 5;
#endif
	return 0;
}
