/* engine.c - stub. */
#include <stdio.h>
#include "engine.h"

int engine_run(const Options *o)
{
	(void)o;
	fprintf(stderr, "spatch: error: applying a semantic patch is not implemented yet\n");
	return 2;
}

int engine_test_run(const Options *o)
{
	(void)o;
	fprintf(stderr, "spatch: error: --test is not implemented yet\n");
	return 2;
}
