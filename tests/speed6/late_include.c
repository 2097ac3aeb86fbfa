struct other;

void f(item_t *x, struct other *y)
{
	kfree(x);
	kfree(y);
}

/* an #include after the code, then more code */
#include "late_include.h"

int g(struct item *z) { return z != 0; }
