#include "hdrunit.h"

void f(struct zd *z)
{
	z->x = 0;
	z->urb = NULL;
}
