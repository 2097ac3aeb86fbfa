/* cfg.c - stub. */
#include <stdio.h>
#include "cfg.h"

int cfg_dot_run(const Options *o)
{
	(void)o;
	fprintf(stderr, "spatch: error: --control-flow is not implemented yet\n");
	return 2;
}
