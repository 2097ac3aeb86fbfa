/* clex.c - stub. */
#include <stdio.h>
#include "clex.h"

int clex_dump_run(const Options *o)
{
	(void)o;
	fprintf(stderr, "spatch: error: --debug-tokens is not implemented yet\n");
	return 2;
}
