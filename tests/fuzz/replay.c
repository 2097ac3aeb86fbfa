/* replay.c - runs a fuzz harness (fuzz_c.c, fuzz_smpl.c) over the files
 * named on the command line, without libFuzzer: `make check` replays the
 * seed corpus and every input a campaign found (tests/fuzz/found/) this
 * way, under the sanitizers in the ASan build. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv)
{
	if (LLVMFuzzerInitialize(&argc, &argv) != 0)
		return 2;
	for (int i = 1; i < argc; i++) {
		FILE *f = fopen(argv[i], "rb");
		if (!f) {
			perror(argv[i]);
			return 2;
		}
		uint8_t *buf = NULL;
		size_t n = 0, cap = 0;
		for (;;) {
			if (n == cap) {
				cap = cap ? 2 * cap : 4096;
				uint8_t *nb = realloc(buf, cap);
				if (!nb)
					return 2;
				buf = nb;
			}
			size_t k = fread(buf + n, 1, cap - n, f);
			if (!k)
				break;
			n += k;
		}
		fclose(f);
		LLVMFuzzerTestOneInput(buf, n);
		free(buf);
	}
	return 0;
}
