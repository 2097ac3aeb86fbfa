/* cmdline.c - spatch's command line; see cmdline.h. */
#include "run/cmdline.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"

typedef enum { A_FLAG, A_SET, A_STR, A_LIST, A_INT, A_LONG, A_MODE, A_MODE_STR, A_IGNORE, A_IGNORE_ARG } ArgKind;

typedef struct OptSpec {
	const char *name;      /* canonical GNU spelling without dashes, with '-' */
	ArgKind kind;
	size_t field;          /* offsetof into Options */
	int value;             /* for A_SET and A_MODE */
	const char *help;      /* NULL: not listed by --help */
	const char *argname;
} OptSpec;

#define F(x) offsetof(Options, x)

static const OptSpec specs[] = {
	{ "sp-file", A_STR, F(sp_file), 0, "the semantic patch to apply", "FILE" },
	{ "cocci-file", A_STR, F(sp_file), 0, NULL, "FILE" },
	{ "c", A_STR, F(sp_file), 0, NULL, "FILE" },
	{ "sp", A_STR, F(sp_inline), 0, "a semantic patch given on the command line", "TEXT" },
	{ "dir", A_LIST, F(dirs), 0, "process every .c file under DIR, recursively", "DIR" },
	{ "include-headers", A_FLAG, F(include_headers), 0, "with --dir, process .h files too", NULL },
	{ "I", A_LIST, F(include_dirs), 0, "look for included headers in DIR", "DIR" },
	{ "include", A_LIST, F(include_files), 0, "treat FILE as included by every file", "FILE" },
	{ "macro-file", A_LIST, F(macro_files), 0, "read macro definitions that help parsing from FILE", "FILE" },
	{ "macro-file-builtins", A_STR, F(macro_file_builtins), 0, "replace the default macro file by FILE", "FILE" },
	{ "iso-file", A_STR, F(iso_file), 0, "read isomorphisms from FILE instead of the default", "FILE" },
	{ "iso", A_STR, F(iso_file), 0, NULL, "FILE" },
	{ "disable-iso", A_LIST, F(disable_isos), 0, "do not apply the isomorphism NAME", "NAME" },
	{ "iso-limit", A_INT, F(iso_limit), 0, "apply isomorphisms at most N deep", "N" },
	{ "no-iso-limit", A_SET, F(iso_limit), -1, "apply isomorphisms without a depth limit", NULL },
	{ "track-iso", A_SET, F(track_iso), 1, "report which isomorphisms made matches", NULL },
	{ "D", A_LIST, F(defines), 0, "set the virtual rule NAME, or the virtual identifier NAME to VALUE", "NAME[=VALUE]" },
	{ "o", A_STR, F(out_file), 0, "write the transformed file to FILE", "FILE" },
	{ "in-place", A_FLAG, F(in_place), 0, "change the files themselves", NULL },
	{ "out-place", A_FLAG, F(out_place), 0, "write each result to FILE.cocci_res", NULL },
	{ "suffix", A_STR, F(suffix), 0, "with --in-place, keep the original as FILE followed by SUFFIX", "SUFFIX" },
	{ "no-show-diff", A_FLAG, F(no_show_diff), 0, "do not print the diff", NULL },
	{ "quiet", A_FLAG, F(quiet), 0, "print fewer progress messages", NULL },
	{ "very-quiet", A_FLAG, F(very_quiet), 0, "print no progress messages", NULL },
	{ "progress", A_SET, F(progress), 1, "show the progress line even when standard error is not a terminal", NULL },
	{ "no-progress", A_SET, F(progress), -1, "show no progress line (default: shown on a terminal)", NULL },
	{ "jobs", A_INT, F(jobs), 0, "process the files in N worker processes (0: one per processor)", "N" },
	{ "j", A_INT, F(jobs), 0, NULL, "N" },
	{ "chunksize", A_INT, F(chunksize), 0, "with --jobs, give each worker N files at a time (default 1)", "N" },
	{ "max", A_INT, F(distrib_max), 0, "with --index, split the files into N shares", "N" },
	{ "index", A_INT, F(distrib_index), 0, "with --max, process share I (from 0) only", "I" },
	{ "patch", A_STR, F(patch_dir), 0, "name files in the diff relative to DIR", "DIR" },
	{ "timeout", A_INT, F(timeout), 0, "give up on a function after N seconds of checking a rule", "N" },
	{ "steps", A_LONG, F(steps), 0, "give up on a function after N model-checking steps (default 50000000)", "N" },
	{ "max-memory", A_INT, F(max_memory), 0, "give up on a function whose checking holds more than N MB (default 1024)", "N" },
	{ "U", A_INT, F(context_lines), 0, "lines of context in the diff (default 3)", "N" },
	{ "max-width", A_INT, F(max_width), 0, "width at which added code is broken (default 78)", "N" },
	{ "linux-spacing", A_SET, F(linux_spacing), 1, "space added code as the Linux kernel does (default)", NULL },
	{ "smpl-spacing", A_SET, F(linux_spacing), 0, "space added code as the semantic patch does", NULL },
	{ "keep-comments", A_FLAG, F(keep_comments), 0, "keep comments next to removed code", NULL },
	{ "check-output", A_FLAG, F(check_output), 0, "re-parse each transformed file and report one that parses worse than its input", NULL },
	{ "parse-c", A_MODE, F(mode), MODE_PARSE_C, "parse the C files given and report how well they parse", NULL },
	{ "parse-h", A_MODE, F(mode), MODE_PARSE_C, "like --parse-c, for header files", NULL },
	{ "parse-ch", A_MODE, F(mode), MODE_PARSE_C, "like --parse-c, for .c and .h files", NULL },
	{ "gen-macro-file", A_STR, F(gen_macro_file), 0, "with --parse-c, write a draft macro file to FILE", "FILE" },
	{ "parse-cocci", A_MODE_STR, F(sp_file), MODE_PARSE_COCCI, "parse the semantic patch FILE and print it", "FILE" },
	{ "control-flow", A_MODE, F(mode), MODE_CONTROL_FLOW, "print the control-flow graphs of FILE.c[:FUNCTION] as dot", NULL },
	{ "control-flow-to-file", A_FLAG, F(control_flow_to_file), 0, "write one dot file per function of FILE.c[:FUNCTION]", NULL },
	{ "debug-tokens", A_MODE, F(mode), MODE_TOKENS, "print the tokens of the C files", NULL },
	{ "debug-roundtrip", A_MODE, F(mode), MODE_ROUNDTRIP, "check that the tokens of the C files give them back byte for byte", NULL },
	{ "debug-ast", A_MODE, F(mode), MODE_AST, "print the syntax trees of the C files", NULL },
	{ "test", A_MODE_STR, F(test_name), MODE_TEST, "run tests/NAME.cocci on tests/NAME.c and compare with tests/NAME.res", "NAME" },
	{ "ignore-unknown-options", A_FLAG, F(ignore_unknown), 0, "ignore options ladybug does not know", NULL },
	{ "help", A_MODE, F(mode), MODE_HELP, "print this help and exit", NULL },
	{ "longhelp", A_MODE, F(mode), MODE_HELP, NULL, NULL },
	{ "shorthelp", A_MODE, F(mode), MODE_HELP, NULL, NULL },
	{ "version", A_MODE, F(mode), MODE_VERSION, "print the version and exit", NULL },
	{ "include-headers-for-types", A_FLAG, F(headers_for_types), 0, "read headers for their types only, never transform them", NULL },
	{ "no-includes", A_SET, F(include_mode), INCLUDES_NONE, "read no included header for types", NULL },
	{ "local-includes", A_SET, F(include_mode), INCLUDES_LOCAL, "read the headers included with \"...\" from the file's folder (default)", NULL },
	{ "all-includes", A_SET, F(include_mode), INCLUDES_ALL, "read every included header found in the file's folder or an -I folder", NULL },
	{ "recursive-includes", A_SET, F(include_mode), INCLUDES_RECURSIVE, "like --all-includes, and the headers those include", NULL },
	{ "int-bits", A_INT, F(int_bits), 0, "size of int in bits, for the types of constants", "N" },
	{ "long-bits", A_INT, F(long_bits), 0, "size of long in bits, for the types of constants", "N" },
	/* Accepted for compatibility; they change nothing in ladybug. */
	{ "no-include-cache", A_IGNORE, 0, 0, NULL, NULL },
	{ "use-idutils", A_IGNORE, 0, 0, NULL, NULL },
	{ "use-glimpse", A_IGNORE, 0, 0, NULL, NULL },
	{ "use-gitgrep", A_IGNORE, 0, 0, NULL, NULL },
	{ "use-coccigrep", A_IGNORE, 0, 0, NULL, NULL },
	{ "disable-worth-trying-opt", A_IGNORE, 0, 0, NULL, NULL },
	{ "no-loops", A_IGNORE, 0, 0, NULL, NULL },
	{ "tmp-dir", A_IGNORE_ARG, 0, 0, NULL, NULL },
	{ "python", A_IGNORE_ARG, 0, 0, NULL, NULL },
	{ "profile", A_IGNORE, 0, 0, NULL, NULL },
	{ "show-trying", A_IGNORE, 0, 0, NULL, NULL },
	{ "debug", A_IGNORE, 0, 0, NULL, NULL },
	{ "show-bindings", A_IGNORE, 0, 0, NULL, NULL },
};

enum { NSPECS = sizeof specs / sizeof *specs };

/* Canonical spelling of an option word: dashes stripped, '_' -> '-'.
 * Writes at most n bytes including the NUL into buf; splits off `=value`. */
static const char *canon(const char *arg, char *buf, size_t n, const char **value)
{
	while (*arg == '-')
		arg++;
	size_t i = 0;
	*value = NULL;
	for (; *arg && i + 1 < n; arg++) {
		if (*arg == '=') {
			*value = arg + 1;
			break;
		}
		buf[i++] = *arg == '_' ? '-' : *arg;
	}
	buf[i] = 0;
	return buf;
}

static const OptSpec *lookup(const char *name)
{
	for (size_t i = 0; i < NSPECS; i++)
		if (!strcmp(specs[i].name, name))
			return &specs[i];
	return NULL;
}

static int takes_arg(ArgKind k)
{
	return k == A_STR || k == A_LIST || k == A_INT || k == A_LONG || k == A_MODE_STR || k == A_IGNORE_ARG;
}

static int ends_with(const char *s, const char *suf)
{
	size_t n = strlen(s), m = strlen(suf);
	return n >= m && !strcmp(s + n - m, suf);
}

int options_parse(Options *o, int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		const char *arg = argv[i];
		if (arg[0] != '-' || arg[1] == 0) {
			if (!o->sp_file && !o->sp_inline && ends_with(arg, ".cocci"))
				o->sp_file = arg;
			else
				strlist_push(&o->files, arg);
			continue;
		}
		if (!strcmp(arg, "--")) {
			for (i++; i < argc; i++)
				strlist_push(&o->files, argv[i]);
			break;
		}
		char buf[128];
		const char *value;
		const char *name = canon(arg, buf, sizeof buf, &value);
		const OptSpec *sp = lookup(name);
		/* -Ifoo, -Dname=v, -U5 written as one word. */
		if (!sp && arg[1] != '-' && strchr("IDUjo", arg[1]) && arg[2]) {
			char one[2] = { arg[1], 0 };
			sp = lookup(one);
			value = arg + 2;
		}
		if (!sp) {
			if (o->ignore_unknown)
				continue;
			fprintf(stderr, "spatch: error: unknown option '%s' (see spatch --help)\n", arg);
			return -1;
		}
		if (takes_arg(sp->kind) && !value) {
			if (i + 1 >= argc) {
				fprintf(stderr, "spatch: error: option '%s' needs an argument\n", arg);
				return -1;
			}
			value = argv[++i];
		} else if (!takes_arg(sp->kind) && value) {
			fprintf(stderr, "spatch: error: option '%s' takes no argument\n", arg);
			return -1;
		}
		char *field = (char *)o + sp->field;
		char *end;
		switch (sp->kind) {
		case A_FLAG:
			*(int *)field = 1;
			break;
		case A_SET:
			*(int *)field = sp->value;
			break;
		case A_STR:
			*(const char **)field = value;
			break;
		case A_LIST:
			strlist_push((StrList *)field, value);
			break;
		case A_INT:
		case A_LONG: {
			long v = strtol(value, &end, 10);
			if (*value == 0 || *end != 0 || v < 0 || v > 1000000000L) {
				fprintf(stderr, "spatch: error: option '%s' needs a number, not '%s'\n", arg, value);
				return -1;
			}
			if (sp->kind == A_INT)
				*(int *)field = (int)v;
			else
				*(long *)field = v;
			if (!strcmp(sp->name, "U"))
				o->context_lines_given = 1;
			break;
		}
		case A_MODE:
			o->mode = (Mode)sp->value;
			if (!strcmp(sp->name, "parse-h"))
				o->parse_headers = 1;
			else if (!strcmp(sp->name, "parse-ch"))
				o->parse_headers = 2;
			break;
		case A_MODE_STR:
			o->mode = (Mode)sp->value;
			*(const char **)field = value;
			break;
		case A_IGNORE:
		case A_IGNORE_ARG:
			break;
		}
	}
	if (o->control_flow_to_file)
		o->mode = MODE_CONTROL_FLOW;
	return 0;
}

/* The option S is another name of, when it has no help text of its
 * own: the listed option that sets the same field the same way. */
static const OptSpec *alias_of(const OptSpec *s)
{
	for (size_t i = 0; i < NSPECS; i++) {
		const OptSpec *a = &specs[i];
		if (a != s && a->help && a->kind == s->kind && a->field == s->field &&
		    a->value == s->value && s->kind != A_IGNORE && s->kind != A_IGNORE_ARG)
			return a;
	}
	return NULL;
}

static const char *dashes(const OptSpec *s)
{
	return strlen(s->name) == 1 ? "-" : "--";
}

void options_usage(FILE *out)
{
	fputs("Usage: spatch [OPTION]... --sp-file FILE.cocci [FILE.c | --dir DIR]...\n"
	      "Apply a semantic patch to C files and print the changes as a unified diff.\n"
	      "\n"
	      "Every option may also be written with one dash and '_' for '-'\n"
	      "(for example -sp_file, -macro_file, -parse_c).\n"
	      "\n", out);
	for (size_t i = 0; i < NSPECS; i++) {
		const OptSpec *s = &specs[i];
		const char *help = s->help;
		char same[64];
		if (!help) {
			const OptSpec *a = alias_of(s);
			if (!a)
				continue;
			snprintf(same, sizeof same, "the same as %s%s", dashes(a), a->name);
			help = same;
		}
		char left[64];
		snprintf(left, sizeof left, "%s%s%s%s", dashes(s), s->name,
			 s->argname ? " " : "", s->argname ? s->argname : "");
		fprintf(out, "  %-28s %s\n", left, help);
	}
	/* the options of spatch that ladybug accepts and ignores, wrapped */
	fputs("\nAccepted for compatibility with spatch, and ignored:\n", out);
	size_t col = 0;
	for (size_t i = 0; i < NSPECS; i++) {
		const OptSpec *s = &specs[i];
		if (s->kind != A_IGNORE && s->kind != A_IGNORE_ARG)
			continue;
		char w[64];
		snprintf(w, sizeof w, "--%s%s", s->name, s->kind == A_IGNORE_ARG ? " ARG" : "");
		size_t n = strlen(w);
		if (col && col + n + 2 > 76) {
			fputs(",\n", out);
			col = 0;
		} else if (col) {
			fputs(", ", out);
			col += 2;
		}
		if (!col) {
			fputs("    ", out);
			col = 4;
		}
		fputs(w, out);
		col += n;
	}
	fputs(".\n\nReport bugs to the ladybug issue tracker.\n", out);
}
