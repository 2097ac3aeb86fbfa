/* options.h - the settings of a run.
 *
 * Owns: the Options record (what the command line asked for: the mode,
 * the semantic patch, the files, and the settings every stage reads) and
 * string lists.  run/cmdline.c fills it from spatch's command line; every
 * stage may include this header and read the finished Options.
 */
#ifndef LADYBUG_OPTIONS_H
#define LADYBUG_OPTIONS_H

#include <stddef.h>
#include <stdio.h>

typedef struct StrList {
	const char **v;
	size_t n, cap;
} StrList;

typedef enum Mode {
	MODE_TRANSFORM = 0,   /* the default: apply the semantic patch */
	MODE_PARSE_C,         /* --parse-c / --parse-h / --parse-ch */
	MODE_PARSE_COCCI,     /* --parse-cocci */
	MODE_CONTROL_FLOW,    /* --control-flow / --control-flow-to-file */
	MODE_TOKENS,          /* --debug-tokens: print the token stream */
	MODE_ROUNDTRIP,       /* --debug-roundtrip: check the lexer's byte-exact round trip */
	MODE_AST,             /* --debug-ast: print the syntax tree */
	MODE_TEST,            /* --test NAME */
	MODE_HELP,
	MODE_VERSION,
} Mode;

typedef struct Options {
	Mode mode;
	const char *sp_file;          /* --sp-file, --cocci-file, -c, or a lone *.cocci */
	const char *sp_inline;        /* --sp "..." */
	StrList files;                /* positional C files or folders */
	StrList dirs;                 /* --dir */
	StrList include_dirs;         /* -I */
	StrList include_files;        /* --include */
	StrList macro_files;          /* --macro-file */
	const char *macro_file_builtins; /* --macro-file-builtins (NULL: default) */
	int no_macro_builtins;        /* --no-macro-file-builtins... not in spatch; reserved */
	const char *iso_file;         /* --iso-file / --iso */
	StrList disable_isos;         /* --disable-iso */
	int iso_limit;                /* --iso-limit; -1 = no limit */
	int track_iso;                /* --track-iso: report the isomorphisms used */
	StrList defines;              /* -D name[=value] */
	const char *out_file;         /* -o */
	int in_place, out_place;      /* --in-place, --out-place */
	const char *suffix;           /* --suffix */
	int no_show_diff;             /* --no-show-diff */
	int quiet, very_quiet;
	int progress;                 /* --progress 1, --no-progress -1, 0: on when standard
					 error is a terminal and not quiet (run/progress.h) */
	int jobs;                     /* --jobs / -j: worker processes (0: one per processor) */
	int chunksize;                /* --chunksize: files a worker takes at a time (0: 1) */
	int distrib_max, distrib_index; /* --max N --index I: this run's share of the files */
	const char *patch_dir;        /* --patch */
	int context_diff;             /* not an option: the diff shows the lines of `*` rules
					 (under a folder, spatch names the new side
					 /tmp/nothing/REL and the old one as given) */
	int timeout;                  /* --timeout seconds (0 = none) */
	long steps;                   /* --steps (0 = the default) */
	int max_memory;               /* --max-memory in MB (0 = the default) */
	int context_lines;            /* -U (default 3) */
	int context_lines_given;      /* -U was on the command line (the diff line says so) */
	int include_headers;          /* --include-headers */
	int parse_headers;            /* --parse-h (1) / --parse-ch (2) */
	const char *gen_macro_file;   /* --gen-macro-file */
	int control_flow_to_file;     /* --control-flow-to-file */
	const char *test_name;        /* --test */
	int ignore_unknown;           /* --ignore-unknown-options */
	int max_width;                /* --max-width (default 78) */
	int linux_spacing;            /* 1 --linux-spacing (default), 0 --smpl-spacing */
	int keep_comments;
	int check_output;             /* --check-output: re-parse each result, report one that
					 reads worse than its input (run/outcheck.h) */
	int include_mode;             /* headers read for types: INCLUDES_* */
	int headers_for_types;        /* --include-headers-for-types: headers read for
					 types are not processed as files of the run */
	int int_bits, long_bits;      /* --int-bits, --long-bits (0: not given) */
} Options;

/* Which #include lines name headers to read for the types they declare
 * (Options.include_mode). */
enum {
	INCLUDES_LOCAL = 0,   /* the default, --local-includes: "h" in the file's folder */
	INCLUDES_NONE,        /* --no-includes */
	INCLUDES_ALL,         /* --all-includes: also <h>, and -I folders */
	INCLUDES_RECURSIVE,   /* --recursive-includes: all, and the headers' own */
};

/* O with every setting at its default. */
void options_init(Options *o);
void options_free(Options *o);
void strlist_push(StrList *l, const char *s);

#endif
