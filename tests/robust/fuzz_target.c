/* fuzz_target.c - a libFuzzer entry point over the whole pipeline.
 *
 * Not built by `make`: a developer tool for finding crashes, hangs and
 * sanitizer reports.  FUZZ_MODE chooses what one input is:
 *   ast    a C file, run as `spatch --debug-ast`
 *   cfg    a C file, run as `spatch --control-flow`
 *   cocci  a semantic patch, run as `spatch --parse-cocci`
 *   full   a semantic patch, the line `@@@@`, then a C file, run as
 *          `spatch --sp-file X.cocci Y.c`
 * Build (from a build folder configured with clang):
 *   ../configure CC=clang CFLAGS="-g -O1 -fsanitize=fuzzer-no-link,address,undefined"
 *   make src/spatch
 *   clang -g -O1 -fsanitize=fuzzer,address,undefined -I../src -I. \
 *     ../tests/robust/fuzz_target.c src/libladybug.a -lpcre2-8 -o fuzz
 *   FUZZ_MODE=full ./fuzz -close_fd_mask=2 -timeout=10 CORPUS SEEDS
 * The inputs are written to files in a private folder under $TMPDIR,
 * since the stages read files by name.
 */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "flow/cfg.h"
#include "cfront/cparse.h"
#include "run/engine.h"
#include "base/options.h"
#include "run/cmdline.h"
#include "smpl/smpl.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char dir[256];

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	const char *tmp = getenv("TMPDIR");
	snprintf(dir, sizeof dir, "%s/ladybug-fuzz-%d", tmp ? tmp : "/tmp", (int)getpid());
	mkdir(dir, 0700);
	if (!freopen("/dev/null", "w", stdout))
		return 1;
	return 0;
}

/* Write N bytes of D to PATH. */
static void put(const char *path, const uint8_t *d, size_t n)
{
	FILE *f = fopen(path, "wb");
	if (!f)
		abort();
	fwrite(d, 1, n, f);
	fclose(f);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *mode = getenv("FUZZ_MODE");
	char c[300], k[300];
	char *argv[5];
	int argc = 0;
	if (!mode)
		mode = "ast";
	snprintf(c, sizeof c, "%s/t.c", dir);
	snprintf(k, sizeof k, "%s/t.cocci", dir);
	argv[argc++] = "spatch";
	if (strcmp(mode, "full") == 0) {
		const uint8_t *sep = memmem(data, size, "\n@@@@\n", 6);
		if (!sep)
			return 0;
		put(k, data, (size_t)(sep - data));
		put(c, sep + 6, size - (size_t)(sep - data) - 6);
		argv[argc++] = "--sp-file";
		argv[argc++] = k;
	} else if (strcmp(mode, "cocci") == 0) {
		put(k, data, size);
		argv[argc++] = "--parse-cocci";
		argv[argc++] = k;
	} else {
		put(c, data, size);
		argv[argc++] = strcmp(mode, "cfg") == 0 ? "--control-flow" : "--debug-ast";
	}
	if (strcmp(mode, "cocci") != 0)
		argv[argc++] = c;
	argv[argc] = NULL;
	Options o;
	options_init(&o);
	if (options_parse(&o, argc, argv) == 0) {
		switch (o.mode) {
		case MODE_PARSE_COCCI: smpl_parse_cocci_run(&o); break;
		case MODE_CONTROL_FLOW: cfg_dot_run(&o); break;
		case MODE_AST: cparse_dump_run(&o); break;
		case MODE_TRANSFORM: engine_run(&o); break;
		default: break;
		}
	}
	options_free(&o);
	return 0;
}
