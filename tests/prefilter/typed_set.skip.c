#include "typed_set.h"

void f(reg_t *b)
{
	g(b);
}
