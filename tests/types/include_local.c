#include "include_local.h"

int main(dev_t *x)
{
	show(label);
	show(x->name);
	put(find_dev(1));
	put(x);
	put(other);
	return 0;
}
