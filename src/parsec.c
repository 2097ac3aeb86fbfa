/* parsec.c - stub. */
#include <stdio.h>
#include "parsec.h"

int parsec_run(const Options *o)
{
	(void)o;
	fprintf(stderr, "spatch: error: --parse-c is not implemented yet\n");
	return 2;
}
