/* cparse.c - stub. */
#include <stdio.h>
#include "cparse.h"

int cparse_dump_run(const Options *o)
{
	(void)o;
	fprintf(stderr, "spatch: error: --debug-ast is not implemented yet\n");
	return 2;
}
