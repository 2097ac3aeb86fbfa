/* smpl.c - stub. */
#include <stdio.h>
#include "smpl.h"

int smpl_parse_cocci_run(const Options *o)
{
	(void)o;
	fprintf(stderr, "spatch: error: --parse-cocci is not implemented yet\n");
	return 2;
}
