#include "typed_struct.h"

void g(struct th *t)
{
	t->mmc->a = 2;
}
