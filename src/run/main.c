/* main.c - the spatch command: parse options, run the chosen mode. */
#include <signal.h>
#include <stdio.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "flow/cfg.h"
#include "cfront/tokdump.h"
#include "config.h"
#include "cfront/cparse.h"
#include "base/diag.h"
#include "run/engine.h"
#include "base/intern.h"
#include "base/options.h"
#include "run/cmdline.h"
#include "cfront/parsec.h"
#include "smpl/smpl.h"

#define SPATCH_COMPAT_VERSION "1.1.1"

int main(int argc, char **argv)
{
	/* A write past the file-size limit (ulimit -f) fails with EFBIG and
	 * a message, the file left as it was, instead of killing the run. */
	signal(SIGXFSZ, SIG_IGN);
#ifdef __GLIBC__
	/* Memory freed after a file (its arenas, the checker's tables) is
	 * kept for the next instead of going back to the system, which made
	 * every file fault its pages in anew (kvmalloc over drivers/usb:
	 * 270,000 page faults, a third of the run).  The peak stays. */
	mallopt(M_MMAP_THRESHOLD, 32 << 20);
	mallopt(M_TRIM_THRESHOLD, 256 << 20);
	mallopt(M_TOP_PAD, 16 << 20);
#endif
	Options o;
	options_init(&o);
	if (options_parse(&o, argc, argv) != 0) {
		options_free(&o);
		return 2;
	}
	int rc = 0;
	switch (o.mode) {
	case MODE_HELP:
		options_usage(stdout);
		break;
	case MODE_VERSION:
		/* The third word is the SmPL language level ladybug implements:
		 * tools such as the kernel's coccicheck compare it with the
		 * version a semantic patch requires. */
		printf("spatch version %s (ladybug %s)\n", SPATCH_COMPAT_VERSION, PACKAGE_VERSION);
		printf("Copyright (C) ladybug developers.  License GPLv2+: GNU GPL version 2 or later.\n");
		printf("This is free software: you are free to change and redistribute it.\n");
		break;
	case MODE_PARSE_C:
		rc = parsec_run(&o);
		break;
	case MODE_PARSE_COCCI:
		rc = smpl_parse_cocci_run(&o);
		break;
	case MODE_CONTROL_FLOW:
		rc = cfg_dot_run(&o);
		break;
	case MODE_TOKENS:
		rc = clex_dump_run(&o);
		break;
	case MODE_ROUNDTRIP:
		rc = clex_roundtrip_run(&o);
		break;
	case MODE_AST:
		rc = cparse_dump_run(&o);
		break;
	case MODE_TEST:
		rc = engine_test_run(&o);
		break;
	case MODE_TRANSFORM:
		rc = engine_run(&o);
		break;
	}
	options_free(&o);
	intern_shutdown();
	fflush(stdout);
	return rc;
}
