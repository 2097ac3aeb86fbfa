/* fuzz_c.c - libFuzzer harness: one input is a C file, fed from memory
 * to the C front end (lexer, macro heuristics with the default macro
 * file, parser) and, with FUZZ_CFG set in the environment, to the
 * control-flow graph builder.  Built by `make fuzz` (configure
 * --enable-fuzz, clang). */
#include <stdint.h>
#include <stdlib.h>

#include "base/arena.h"
#include "base/diag.h"
#include "base/options.h"
#include "base/source.h"
#include "cfront/clex.h"
#include "cfront/cmacro.h"
#include "cfront/cparse.h"
#include "flow/cfg.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static MacroTable *macros;
static int with_cfg;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	diag_set_muted(1);
	clex_init();
	Options o;
	options_init(&o);
	macros = cmacro_load(&o);
	with_cfg = getenv("FUZZ_CFG") != NULL;
	return macros ? 0 : 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	Source *src = source_from_string("fuzz.c", (const char *)data, size);
	TokenArray ta;
	Arena a;
	arena_init(&a);
	CParseErrors errs = {0};
	Node *unit = cparse_file(src, &ta, macros, &a, &errs);
	cparse_errors_free(&errs);
	if (unit && with_cfg) {
		CfgSet cfgs;
		cfg_build_unit(&cfgs, unit, &ta);
		cfg_free(&cfgs);
	}
	token_array_free(&ta);
	arena_free(&a);
	source_free(src);
	return 0;
}
