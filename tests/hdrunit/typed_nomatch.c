#include "hdrunit.h"

struct local {
	void *ptr;
};

void f(struct zd *z, struct local *l)
{
	z->urb = NULL;
	l->ptr = NULL;
	z->x = 0;
}
