#include <alloca.h>

void *g(int n)
{
	char *a = alloca(n), *b;

	b = f(alloca(n + 1), alloca (2 * n));
	return alloca(sizeof(struct x)) ? a : b;   /* trailing comment */
}
