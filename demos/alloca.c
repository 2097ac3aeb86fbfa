/* demos/alloca.c - a small file for the quick start. */
#include <alloca.h>

int fill(int n)
{
	char *buf;

	buf = alloca(n);
	if (buf == 0)
		return -1;
	buf[0] = 0;
	return 0;
}
