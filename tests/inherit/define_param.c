#include <stddef.h>
#define nelems(a) WRAP_SIZE(a)
#define other(a) (a + 1)

int f(int *tab)
{
	return nelems(tab) + other(2);
}
