/* fuzz_pipeline.c - libFuzzer harness for the whole pipeline: one input
 * is a semantic patch, a NUL byte, and a C file (no NUL: the C file is
 * empty).  The patch is parsed, then applied to the C file held in
 * memory (engine_run_memory) with --check-output, the diff written to a
 * memory stream: SmPL front end, C front end, rule patterns and
 * isomorphisms, matching, control flow, transformation, pretty printing,
 * the diff.  No file is written.  A patch with a script (script rules,
 * initialize and finalize rules, script constraints and fresh
 * identifiers made by scripts) is not run: its code would run as given.
 * Built by `make fuzz` (configure --enable-fuzz, clang); replay_pipeline
 * replays seeds in `make check` (replay.sh); FUZZ_SHOW_DIFF=1 prints
 * each diff. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/diag.h"
#include "base/options.h"
#include "cfront/clex.h"
#include "run/engine.h"
#include "smpl/smpl.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static Options opts;
static int show_diff;   /* FUZZ_SHOW_DIFF set: print each diff (replaying by hand) */

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	diag_set_muted(1);
	clex_init();
	options_init(&opts);
	opts.sp_file = "fuzz.cocci";
	opts.very_quiet = 1;
	opts.quiet = 1;
	opts.include_mode = INCLUDES_NONE;   /* no header is read from the disk */
	opts.check_output = 1;
	opts.jobs = 1;
	show_diff = getenv("FUZZ_SHOW_DIFF") != NULL;
	return 0;
}

/* Does the patch text P (N bytes) mention a script in any form? */
static int has_script(const char *p, size_t n)
{
	static const char *const words[] = { "script", "initialize", "finalize" };
	for (size_t w = 0; w < sizeof words / sizeof words[0]; w++) {
		size_t k = strlen(words[w]);
		for (size_t i = 0; i + k <= n; i++)
			if (memcmp(p + i, words[w], k) == 0)
				return 1;
	}
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *in = (const char *)data;
	const char *nul = memchr(in, 0, size);
	size_t plen = nul ? (size_t)(nul - in) : size;
	const char *c = nul ? nul + 1 : "";
	size_t clen = nul ? size - plen - 1 : 0;
	if (has_script(in, plen))
		return 0;
	SmplFile *sp = smpl_parse_string("fuzz.cocci", in, plen);
	if (!sp)
		return 0;
	for (uint32_t i = 0; i < sp->nrules; i++)
		if (sp->rules[i]->kind != RK_CODE) {
			smpl_file_free(sp);
			return 0;
		}
	char *diff = NULL;
	size_t dlen = 0;
	FILE *f = open_memstream(&diff, &dlen);
	if (f) {
		/* stderr carries the run's messages: libFuzzer's -close_fd_mask=2
		 * silences them */
		(void)engine_run_memory(&opts, sp, "fuzz.c", c, clen, f);
		fclose(f);
		if (show_diff)
			fwrite(diff, 1, dlen, stdout);
		free(diff);
	}
	smpl_file_free(sp);
	return 0;
}
