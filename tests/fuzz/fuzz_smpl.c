/* fuzz_smpl.c - libFuzzer harness: one input is a semantic patch, fed
 * from memory to the SmPL front end (rule headers, metavariables, rule
 * bodies parsed as patterns).  Built by `make fuzz` (configure
 * --enable-fuzz, clang). */
#include <stdint.h>

#include "base/diag.h"
#include "cfront/clex.h"
#include "smpl/smpl.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	diag_set_muted(1);
	clex_init();
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	SmplFile *sp = smpl_parse_string("fuzz.cocci", (const char *)data, size);
	if (sp)
		smpl_file_free(sp);
	return 0;
}
