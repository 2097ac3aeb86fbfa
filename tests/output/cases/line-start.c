#include <stdio.h>

/* doc of f */
static int f(int a)
{
	return a;
}

static int g(int b)
{
	return b; // keep
}

int h(void)
{
	int x = 0; int y = 1;
	x++;

	y++;
	return f(x) + g(y);
}
