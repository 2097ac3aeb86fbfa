/* ocamlscript.c - OCaml script rules on the system's OCaml; see ocamlscript.h.
 *
 * The generated module (one per semantic patch) opens Coccilib, holds
 * the initialize code at top level, in order, and registers one
 * function per other unit with Coccilib.Lb (rule, test, string) under
 * the unit's number.  `# LINE "FILE"' directives keep the lines of the
 * .cocci file, so the compiler's messages and the backtraces of
 * exceptions point into it.  It is compiled in a private folder and the
 * plugin (.cmxs) moved into the cache folder under a name made from a
 * hash of its source, the OCaml version and Coccilib's interface, so a
 * later run of the same semantic patch loads it without compiling.
 */
#include "config.h"
#include "script/ocamlscript.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/diag.h"

/* The units of the run, copied. */
static Arena ml_arena;
static MlUnit *ml_units;
static uint32_t ml_nunits;
static const char *ml_file = "";
static int ml_exit;

/* Which unit has code CODE?  -1 when none. */
static int unit_of(const char *code)
{
	for (uint32_t i = 0; i < ml_nunits; i++)
		if (ml_units[i].code == code)
			return (int)i;
	return -1;
}

/* Copy UNITS into ml_units. */
static void keep_units(const char *cocci_file, const MlUnit *units, uint32_t n)
{
	arena_init(&ml_arena);
	ml_file = arena_strdup(&ml_arena, cocci_file ? cocci_file : "");
	ml_units = arena_alloc(&ml_arena, (n + 1) * sizeof *ml_units);
	ml_nunits = n;
	for (uint32_t i = 0; i < n; i++) {
		MlUnit *u = &ml_units[i];
		*u = units[i];
		u->what = arena_strdup(&ml_arena, units[i].what ? units[i].what : "OCaml code");
		MlParam *ps = arena_alloc(&ml_arena, (u->nparams + 1) * sizeof *ps);
		for (uint32_t k = 0; k < u->nparams; k++) {
			const MlParam *p = &units[i].params[k];
			ps[k] = *p;
			ps[k].pattern = arena_strdup(&ml_arena, p->pattern ? p->pattern : "_");
			ps[k].dflt = p->dflt ? arena_strdup(&ml_arena, p->dflt) : NULL;
			ps[k].merge = p->merge ? arena_strdup(&ml_arena, p->merge) : NULL;
		}
		u->params = ps;
		const char **ms = arena_alloc(&ml_arena, (u->nmade + 1) * sizeof *ms);
		for (uint32_t k = 0; k < u->nmade; k++)
			ms[k] = arena_strdup(&ml_arena, units[i].made[k]);
		u->made = ms;
	}
}

/* Say of every unit that it cannot run, and why. */
static void cannot_run(const char *why)
{
	for (uint32_t i = 0; i < ml_nunits; i++)
		fprintf(stderr, "%s:%d: error: %s cannot run: %s\n", ml_file, ml_units[i].what_line,
			ml_units[i].what, why);
	fflush(stderr);
}

int ocamlscript_exit_requested(void)
{
	return ml_exit;
}

#ifdef HAVE_OCAML

#define CAML_NAME_SPACE
#include <caml/alloc.h>
#include <caml/callback.h>
#include <caml/memory.h>
#include <caml/mlvalues.h>
#include <caml/version.h>

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

/* ---- the generated module ---------------------------------------------- */

typedef struct Buf {
	char *s;
	size_t n, cap;
	int lines;              /* newlines so far */
} Buf;

static void put_n(Buf *b, const char *s, size_t n)
{
	if (b->n + n + 1 > b->cap) {
		b->cap = (b->n + n + 1) * 2;
		b->s = xrealloc(b->s, b->cap);
	}
	memcpy(b->s + b->n, s, n);
	b->n += n;
	b->s[b->n] = '\0';
	for (size_t i = 0; i < n; i++)
		b->lines += s[i] == '\n';
}

static void put(Buf *b, const char *s)
{
	put_n(b, s, strlen(s));
}

static void putf(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void putf(Buf *b, const char *fmt, ...)
{
	char tmp[512];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n < sizeof tmp) {
		put_n(b, tmp, (size_t)n);
		return;
	}
	char *big = xmalloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(big, (size_t)n + 1, fmt, ap);
	va_end(ap);
	put_n(b, big, (size_t)n);
	xfree(big);
}

/* S as an OCaml string literal. */
static void put_quoted(Buf *b, const char *s)
{
	put(b, "\"");
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			put_n(b, "\\", 1);
		if (*s == '\n')
			put(b, "\\n");
		else
			put_n(b, s, 1);
	}
	put(b, "\"");
}

/* The name the compiler gives the lines of the generated module. */
#define GEN_NAME "(ladybug)"

/* A `# LINE "FILE"' directive: the next line is line LINE of the .cocci file. */
static void put_line(Buf *b, int line)
{
	putf(b, "\n# %d ", line > 0 ? line : 1);
	put_quoted(b, ml_file);
	put(b, "\n");
}

/* Back to the generated module's own lines (after the code of a unit). */
static void put_back(Buf *b)
{
	put(b, "\n");
	putf(b, "# %d \"" GEN_NAME "\"\n", b->lines + 2);
}

/* CODE as it goes into the module: lines that are SmPL comments (`//'
 * first) are blank (they separate rules in a .cocci file, and `//' is
 * an operator to OCaml). */
static void put_code(Buf *b, const char *code)
{
	for (const char *q = code; *q;) {
		const char *eol = strchr(q, '\n');
		size_t len = eol ? (size_t)(eol - q) + 1 : strlen(q);
		size_t lead = strspn(q, " \t");
		if (q[lead] == '/' && q[lead + 1] == '/')
			put(b, "\n");
		else
			put_n(b, q, len);
		q += len;
	}
}

/* How argument I of unit U is taken from the array: `let PAT = ... in'. */
static void put_param(Buf *b, const MlParam *p, uint32_t i)
{
	static const char *const conv[] = {
		[MLP_STRING] = "str", [MLP_POS] = "pos", [MLP_INT] = "int",
		[MLP_COMMENTS] = "comments",
		[MLP_PAIR_TEXT] = "text_pair", [MLP_PAIR_POS] = "pos_pair",
		[MLP_PAIR_LIST] = "list_pair", [MLP_PAIR_ARGS] = "args_pair",
		[MLP_PAIR_PARAMS] = "params_pair", [MLP_PAIR_INITS] = "inits_pair",
	};
	putf(b, "  let %s = ", p->pattern);
	if (p->type == MLP_MERGE) {
		putf(b, "[%s] in\n", p->merge ? p->merge : "()");
		return;
	}
	const char *c = p->type > 0 && p->type < MLP_MERGE && conv[p->type] ? conv[p->type] : "str";
	if (p->dflt)
		putf(b, "(match Coccilib.Lb.get __lb_a %u with Coccilib.Lb.Missing -> (%s) "
			"| __lb_v -> Coccilib.Lb.%s __lb_v) in\n", i, p->dflt, c);
	else
		putf(b, "Coccilib.Lb.%s (Coccilib.Lb.get __lb_a %u) in\n", c, i);
}

/* Where each unit is in the generated module, for compiler messages. */
static int *gen_first, *gen_last;

/* The module: initialize code first (it defines what the rest uses). */
static char *generate(void)
{
	Buf b = {0};
	put(&b, "# 2 \"" GEN_NAME "\"\n(* generated by ladybug: the OCaml code of ");
	put(&b, ml_file);
	put(&b, " *)\n[@@@warning \"-a\"]\nopen Coccilib\n");
	gen_first = xcalloc(ml_nunits + 1, sizeof *gen_first);
	gen_last = xcalloc(ml_nunits + 1, sizeof *gen_last);
	for (int pass = 0; pass < 2; pass++)
		for (uint32_t i = 0; i < ml_nunits; i++) {
			const MlUnit *u = &ml_units[i];
			if ((u->kind == MLU_INIT) != (pass == 0))
				continue;
			gen_first[i] = b.lines + 1;
			if (u->kind == MLU_INIT) {
				putf(&b, ";;\nlet () = Coccilib.Lb.initializing %u\n;;", i);
				put_line(&b, u->line);
				put_code(&b, u->code);
				put_back(&b);
				put(&b, ";;\n");
				gen_last[i] = b.lines + 1;
				continue;
			}
			const char *reg = u->kind == MLU_TEST ? "test" : u->kind == MLU_STRING ? "string"
							  : "rule";
			putf(&b, "let () = Coccilib.Lb.%s %u (fun (__lb_a : Coccilib.Lb.arg array) ->\n",
			     reg, i);
			for (uint32_t k = 0; k < u->nparams; k++)
				put_param(&b, &u->params[k], k);
			if (u->kind == MLU_RULE || u->kind == MLU_FINAL) {
				for (uint32_t k = 0; k < u->nmade; k++)
					putf(&b, "  let %s = ref Coccilib.Lb.unbound in\n", u->made[k]);
				put(&b, "  begin");
				put_line(&b, u->line);
				put_code(&b, u->code);
				put_back(&b);
				put(&b, "  end;\n  [|");
				for (uint32_t k = 0; k < u->nmade; k++)
					putf(&b, "%s!%s", k ? "; " : " ", u->made[k]);
				put(&b, " |])\n;;\n");
			} else {
				put(&b, "  (");
				put_line(&b, u->line);
				put_code(&b, u->code);
				put_back(&b);
				put(&b, "  ))\n;;\n");
			}
			gen_last[i] = b.lines + 1;
		}
	return b.s;
}

/* ---- compiling ----------------------------------------------------------- */

/* A 64-bit FNV-1a hash, continued from H. */
static uint64_t fnv(uint64_t h, const void *p, size_t n)
{
	const unsigned char *s = p;
	for (size_t i = 0; i < n; i++) {
		h ^= s[i];
		h *= 0x100000001b3ULL;
	}
	return h;
}

static int is_file(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static int is_dir(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* The folder of coccilib.cmi (Coccilib's interface, which the code is
 * compiled against): $LADYBUG_DATADIR/ocaml, the build tree's
 * src/script beside the running spatch, or $(pkgdatadir)/ocaml. */
static const char *cmi_dir(char *buf, size_t size)
{
	char path[4200];
	const char *env = getenv("LADYBUG_DATADIR");
	if (env && *env) {
		snprintf(path, sizeof path, "%s/ocaml/coccilib.cmi", env);
		if (is_file(path)) {
			snprintf(buf, size, "%s/ocaml", env);
			return buf;
		}
	}
	char exe[4096];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n > 0) {
		exe[n] = 0;
		char *slash = strrchr(exe, '/');
		if (slash) {
			*slash = 0;
			snprintf(path, sizeof path, "%s/script/coccilib.cmi", exe);
			if (is_file(path)) {
				snprintf(buf, size, "%s/script", exe);
				return buf;
			}
		}
	}
	snprintf(path, sizeof path, "%s/ocaml/coccilib.cmi", PKGDATADIR);
	if (is_file(path)) {
		snprintf(buf, size, "%s/ocaml", PKGDATADIR);
		return buf;
	}
	return NULL;
}

/* PROG found on the PATH, into BUF; NULL when it is not there. */
static const char *on_path(const char *prog, char *buf, size_t size)
{
	const char *path = getenv("PATH");
	if (!path)
		return NULL;
	while (*path) {
		size_t n = strcspn(path, ":");
		if (n && n + strlen(prog) + 2 < size) {
			snprintf(buf, size, "%.*s/%s", (int)n, path, prog);
			if (access(buf, X_OK) == 0 && is_file(buf))
				return buf;
		}
		path += n;
		if (*path == ':')
			path++;
	}
	return NULL;
}

/* mkdir -p DIR (mode 0700 for the folders it makes); 0 or -1. */
static int make_dirs(const char *dir)
{
	char tmp[4096];
	snprintf(tmp, sizeof tmp, "%s", dir);
	for (char *p = tmp + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = 0;
		if (mkdir(tmp, 0700) != 0 && errno != EEXIST)
			return -1;
		*p = '/';
	}
	if (mkdir(tmp, 0700) != 0 && errno != EEXIST)
		return -1;
	return is_dir(tmp) ? 0 : -1;
}

/* The cache folder: $LADYBUG_OCAML_CACHE, else $XDG_CACHE_HOME/ladybug/ocaml,
 * else ~/.cache/ladybug/ocaml; NULL when none can be made. */
static const char *cache_dir(char *buf, size_t size)
{
	const char *env = getenv("LADYBUG_OCAML_CACHE");
	const char *xdg = getenv("XDG_CACHE_HOME");
	const char *home = getenv("HOME");
	if (env && *env)
		snprintf(buf, size, "%s", env);
	else if (xdg && *xdg == '/')
		snprintf(buf, size, "%s/ladybug/ocaml", xdg);
	else if (home && *home == '/')
		snprintf(buf, size, "%s/.cache/ladybug/ocaml", home);
	else
		return NULL;
	return make_dirs(buf) == 0 && access(buf, W_OK) == 0 ? buf : NULL;
}

static int write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");
	if (!f)
		return -1;
	size_t n = strlen(text);
	int ok = fwrite(text, 1, n, f) == n;
	return fclose(f) == 0 && ok ? 0 : -1;
}

/* Remove the files of folder DIR, then DIR. */
static void remove_dir(const char *dir, const char *stem)
{
	static const char *const ext[] = {".ml", ".cmi", ".cmx", ".o", ".cmxs", ".cmt"};
	char path[4400];
	for (size_t i = 0; i < sizeof ext / sizeof *ext; i++) {
		snprintf(path, sizeof path, "%s/%s%s", dir, stem, ext[i]);
		unlink(path);
	}
	rmdir(dir);
}

/* Run ARGV, its output (standard output and error) into *OUT
 * (xmalloc'd).  Returns its exit status, or -1 when it could not run. */
static int run_capture(char *const argv[], char **out)
{
	int fd[2];
	*out = NULL;
	if (pipe(fd) != 0)
		return -1;
	fflush(stdout);
	fflush(stderr);
	pid_t pid = fork();
	if (pid < 0) {
		close(fd[0]);
		close(fd[1]);
		return -1;
	}
	if (pid == 0) {
		close(fd[0]);
		dup2(fd[1], 1);
		dup2(fd[1], 2);
		close(fd[1]);
		int null = open("/dev/null", O_RDONLY);
		if (null >= 0)
			dup2(null, 0);
		execv(argv[0], argv);
		_exit(127);
	}
	close(fd[1]);
	Buf b = {0};
	char tmp[4096];
	for (;;) {
		ssize_t got = read(fd[0], tmp, sizeof tmp);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0)
			break;
		put_n(&b, tmp, (size_t)got);
	}
	close(fd[0]);
	int st;
	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR)
			return -1;
	*out = b.s ? b.s : xstrdup("");
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* The unit that line LINE of FILE (the .cocci file, or the generated
 * one: GENERATED) belongs to, or -1. */
static int unit_at(int line, int generated)
{
	for (uint32_t i = 0; i < ml_nunits; i++) {
		const MlUnit *u = &ml_units[i];
		if (generated) {
			if (line >= gen_first[i] && line < gen_last[i])
				return (int)i;
			continue;
		}
		int lines = 0;
		for (const char *c = u->code; *c; c++)
			lines += *c == '\n';
		if (line >= u->line && line <= u->line + lines + 1)
			return (int)i;
	}
	return -1;
}

/* The compiler said OUT: show it, and name the rules it is about. */
static void compile_failed(const char *out, const char *ml_path)
{
	fputs(out, stderr);
	if (*out && out[strlen(out) - 1] != '\n')
		fputc('\n', stderr);
	int named = 0;
	uint8_t *said = xcalloc(ml_nunits + 1, 1);
	for (const char *p = strstr(out, "File \""); p; p = strstr(p + 1, "File \"")) {
		const char *q = p + 6, *end = strchr(q, '"');
		if (!end)
			break;
		int line = 0;
		if (sscanf(end, "\", line %d", &line) != 1 &&
		    sscanf(end, "\", lines %d", &line) != 1)
			continue;
		size_t n = (size_t)(end - q);
		int in_cocci = n == strlen(ml_file) && memcmp(q, ml_file, n) == 0;
		int in_gen = (n == strlen(ml_path) && memcmp(q, ml_path, n) == 0) ||
			     (n == strlen(GEN_NAME) && memcmp(q, GEN_NAME, n) == 0);
		int u = in_cocci || in_gen ? unit_at(line, in_gen) : -1;
		if (u < 0 || said[u])
			continue;
		said[u] = 1;
		named = 1;
		fprintf(stderr, "%s:%d: error: %s does not compile (the OCaml compiler's message "
			"is above)\n", ml_file, ml_units[u].what_line, ml_units[u].what);
	}
	if (!named)
		fprintf(stderr, "%s: error: the OCaml code of the semantic patch does not compile "
			"(the OCaml compiler's message is above)\n", ml_file);
	xfree(said);
	fflush(stderr);
}

/* Compile SRC into the plugin CMXS (in CACHE); 0, or -1 after saying why. */
static int compile(const char *src, const char *cache, const char *stem, const char *cmxs,
		   const char *cmidir)
{
	char find[4096], opt[4096];
	const char *ocamlfind = on_path("ocamlfind", find, sizeof find);
	const char *ocamlopt = ocamlfind ? NULL : on_path("ocamlopt.opt", opt, sizeof opt);
	if (!ocamlfind && !ocamlopt)
		ocamlopt = on_path("ocamlopt", opt, sizeof opt);
	if (!ocamlfind && !ocamlopt) {
		cannot_run("no OCaml compiler was found (ocamlfind or ocamlopt on the PATH; "
			   "on Debian: apt-get install ocaml-nox ocaml-findlib)");
		return -1;
	}
	char dir[4096 + 16];
	snprintf(dir, sizeof dir, "%s/build-XXXXXX", cache);
	if (!mkdtemp(dir)) {
		diag(DIAG_ERROR, "cannot make a folder in %s: %s", cache, strerror(errno));
		return -1;
	}
	char ml[4400], out_cmxs[4400];
	snprintf(ml, sizeof ml, "%s/%s.ml", dir, stem);
	snprintf(out_cmxs, sizeof out_cmxs, "%s/%s.cmxs", dir, stem);
	if (write_file(ml, src) != 0) {
		diag(DIAG_ERROR, "cannot write %s: %s", ml, strerror(errno));
		remove_dir(dir, stem);
		return -1;
	}
	char *argv[20];
	int k = 0;
	if (ocamlfind) {
		argv[k++] = (char *)ocamlfind;
		argv[k++] = "ocamlopt";
		argv[k++] = "-package";
		argv[k++] = "str,unix";
	} else {
		argv[k++] = (char *)ocamlopt;
		argv[k++] = "-I";
		argv[k++] = "+str";
		argv[k++] = "-I";
		argv[k++] = "+unix";
	}
	argv[k++] = "-shared";
	argv[k++] = "-g";
	argv[k++] = "-w";
	argv[k++] = "-a";
	argv[k++] = "-I";
	argv[k++] = (char *)cmidir;
	argv[k++] = "-o";
	argv[k++] = out_cmxs;
	argv[k++] = ml;
	argv[k] = NULL;
	char *out;
	int st = run_capture(argv, &out);
	int rc = 0;
	if (st != 0 || !is_file(out_cmxs)) {
		if (st < 0 || st == 127)
			cannot_run("the OCaml compiler could not be run");
		else
			compile_failed(out ? out : "", ml);
		rc = -1;
	} else if (rename(out_cmxs, cmxs) != 0) {
		diag(DIAG_ERROR, "cannot write %s: %s", cmxs, strerror(errno));
		rc = -1;
	}
	xfree(out);
	remove_dir(dir, stem);
	return rc;
}

/* ---- the runtime --------------------------------------------------------- */

static int started, loaded;
/* The alternate signal stack before the runtime started and the one it
 * made (for its stack overflow detection), given back at the end. */
static stack_t alt_before, alt_ocaml;
static const value *fn_call, *fn_set_context, *fn_clear_exit, *fn_flush;
static const char *const *ctx_files;
static uint32_t ctx_nfiles;
static const char *ctx_dir;

int ocamlscript_available(void)
{
	return 1;
}

static void start_runtime(void)
{
	if (started)
		return;
	started = 1;
	static char *argv[] = {"spatch", NULL};
	sigaltstack(NULL, &alt_before);
	caml_startup(argv);
	sigaltstack(NULL, &alt_ocaml);
	fn_call = caml_named_value("ladybug_call");
	fn_set_context = caml_named_value("ladybug_set_context");
	fn_clear_exit = caml_named_value("ladybug_clear_exit");
	fn_flush = caml_named_value("ladybug_flush");
}

/* Give Coccilib the files: FILE alone under --dir, else the run's. */
static void set_context(const char *file)
{
	if (!loaded)
		return;
	CAMLparam0();
	CAMLlocal3(list, cell, d);
	list = Val_emptylist;
	if (ctx_dir && file) {
		cell = caml_alloc(2, 0);
		Store_field(cell, 0, caml_copy_string(file));
		Store_field(cell, 1, list);
		list = cell;
	} else {
		for (uint32_t i = ctx_nfiles; i-- > 0;) {
			cell = caml_alloc(2, 0);
			Store_field(cell, 0, caml_copy_string(ctx_files[i]));
			Store_field(cell, 1, list);
			list = cell;
		}
	}
	d = caml_copy_string(ctx_dir ? ctx_dir : "");
	caml_callback2(*fn_set_context, d, list);
	CAMLreturn0;
}

void ocamlscript_set_context(const char *const *files, uint32_t nfiles, const char *dir)
{
	ctx_files = files;
	ctx_nfiles = nfiles;
	ctx_dir = dir;
	set_context(NULL);
}

void ocamlscript_start_file(const char *file)
{
	ml_exit = 0;
	if (!loaded)
		return;
	caml_callback(*fn_clear_exit, Val_unit);
	if (ctx_dir)
		set_context(file);
}

int ocamlscript_load(const char *cocci_file, const MlUnit *units, uint32_t n)
{
	keep_units(cocci_file, units, n);
	if (!n)
		return 0;
	char cmibuf[4200], cachebuf[4096];
	const char *cmidir = cmi_dir(cmibuf, sizeof cmibuf);
	if (!cmidir) {
		cannot_run("Coccilib's interface (coccilib.cmi) is not installed (see "
			   "$(pkgdatadir)/ocaml, or set LADYBUG_DATADIR)");
		return -1;
	}
	char *src = generate();
	/* the name: a hash of the source, the OCaml version and Coccilib */
	uint64_t h = fnv(0xcbf29ce484222325ULL, src, strlen(src));
	h = fnv(h, OCAML_VERSION_STRING, strlen(OCAML_VERSION_STRING));
	char cmi[4400];
	snprintf(cmi, sizeof cmi, "%s/coccilib.cmi", cmidir);
	FILE *f = fopen(cmi, "rb");
	if (f) {
		char tmp[4096];
		size_t got;
		while ((got = fread(tmp, 1, sizeof tmp, f)) > 0)
			h = fnv(h, tmp, got);
		fclose(f);
	}
	char stem[64];
	snprintf(stem, sizeof stem, "lb_%016llx", (unsigned long long)h);
	const char *cache = cache_dir(cachebuf, sizeof cachebuf);
	char tmpcache[4096] = "";
	if (!cache) {
		/* no cache: a folder of this run, removed after the loading */
		const char *t = getenv("TMPDIR");
		snprintf(tmpcache, sizeof tmpcache, "%s/ladybug-ocaml-XXXXXX", t && *t ? t : "/tmp");
		if (!mkdtemp(tmpcache)) {
			diag(DIAG_ERROR, "cannot make a folder in %s: %s", t && *t ? t : "/tmp",
			     strerror(errno));
			xfree(src);
			return -1;
		}
		cache = tmpcache;
	}
	char cmxs[4400];
	snprintf(cmxs, sizeof cmxs, "%s/%s.cmxs", cache, stem);
	int rc = 0;
	if (!is_file(cmxs))
		rc = compile(src, cache, stem, cmxs, cmidir);
	xfree(src);
	if (rc == 0) {
		start_runtime();
		fflush(stdout);
		CAMLparam0();
		CAMLlocal3(path, file, res);
		path = caml_copy_string(cmxs);
		file = caml_copy_string(ml_file);
		res = caml_callback2(*caml_named_value("ladybug_load"), path, file);
		if (caml_string_length(res) != 0) {
			int u = Int_val(caml_callback(*caml_named_value("ladybug_initializing"),
						      Val_unit));
			if (u >= 0 && (uint32_t)u < ml_nunits)
				fprintf(stderr, "%s:%d: error: %s: %s\n", ml_file,
					ml_units[u].what_line, ml_units[u].what, String_val(res));
			else
				fprintf(stderr, "%s: error: cannot load the OCaml code of the semantic "
					"patch: %s\n", ml_file, String_val(res));
			if (strstr(String_val(res), "inconsistent"))
				fprintf(stderr, "(the OCaml on the PATH is not the OCaml %s that spatch "
					"was built with)\n", OCAML_VERSION_STRING);
			rc = -1;
		} else {
			loaded = 1;
			set_context(NULL);
		}
		CAMLdrop;
	}
	if (*tmpcache) {
		unlink(cmxs);
		rmdir(tmpcache);
	}
	return rc;
}

/* The OCaml value of A (see Coccilib.Lb.arg). */
static value arg_value(const ScriptArg *a)
{
	CAMLparam0();
	CAMLlocal4(v, arr, loc, s);
	switch (a->kind) {
	case SA_STR:
		s = caml_copy_string(a->text ? a->text : "");
		v = caml_alloc(1, 0);
		Store_field(v, 0, s);
		break;
	case SA_LIST:
		arr = caml_alloc(a->nelems, 0);
		for (uint32_t i = 0; i < a->nelems; i++) {
			s = caml_copy_string(a->elems[i] ? a->elems[i] : "");
			Store_field(arr, i, s);
		}
		s = caml_copy_string(a->text ? a->text : "");
		v = caml_alloc(2, 1);
		Store_field(v, 0, s);
		Store_field(v, 1, arr);
		break;
	case SA_POS:
		arr = caml_alloc(a->nlocs, 0);
		for (uint32_t i = 0; i < a->nlocs; i++) {
			const ScriptLoc *l = &a->locs[i];
			loc = caml_alloc(10, 0);
			s = caml_copy_string(l->elem ? l->elem : "something_else");
			Store_field(loc, 0, s);
			Store_field(loc, 1, Val_int(l->el_line));
			Store_field(loc, 2, Val_int(l->el_col));
			Store_field(loc, 3, Val_int(l->el_line_end));
			Store_field(loc, 4, Val_int(l->el_col_end));
			s = caml_copy_string(l->file ? l->file : "");
			Store_field(loc, 5, s);
			Store_field(loc, 6, Val_int(l->line));
			Store_field(loc, 7, Val_int(l->col));
			Store_field(loc, 8, Val_int(l->line_end));
			Store_field(loc, 9, Val_int(l->col_end));
			Store_field(arr, i, loc);
		}
		v = caml_alloc(1, 2);
		Store_field(v, 0, arr);
		break;
	default:
		v = Val_int(0);   /* Missing */
		break;
	}
	CAMLreturn(v);
}

/* Call unit U with ARGS; the result record (see mlhost.ml), or 0 after
 * the error was said. */
static int call(int u, const ScriptArg *args, uint32_t nargs, value *res)
{
	CAMLparam0();
	CAMLlocal3(arr, x, r);
	arr = caml_alloc(nargs, 0);
	for (uint32_t i = 0; i < nargs; i++) {
		x = arg_value(&args[i]);
		Store_field(arr, i, x);
	}
	fflush(stdout);
	fflush(stderr);
	r = caml_callback2_exn(*fn_call, Val_int(u), arr);
	if (Is_exception_result(r)) {
		fprintf(stderr, "%s:%d: error: %s failed\n", ml_file, ml_units[u].what_line,
			ml_units[u].what);
		CAMLreturnT(int, 0);
	}
	if (Bool_val(Field(r, 4)))
		ml_exit = 1;
	if (Bool_val(Field(r, 0))) {
		fprintf(stderr, "%s:%d: error: %s: %s\n", ml_file, ml_units[u].what_line,
			ml_units[u].what, String_val(Field(r, 1)));
		fflush(stderr);
		CAMLreturnT(int, 0);
	}
	*res = r;
	CAMLreturnT(int, 1);
}

/* The unit of CODE, or -1 after saying it is not there. */
static int unit_for(const char *code)
{
	int u = loaded ? unit_of(code) : -1;
	if (u < 0)
		diag(DIAG_ERROR, "OCaml script code that was not loaded");
	return u;
}

int ocamlscript_rule(const char *code, const ScriptArg *args, uint32_t nargs,
		     ScriptMade *made, uint32_t nnew, int *include)
{
	static const int kinds[] = {MADE_UNSET, MADE_IDENT, MADE_EXPR, MADE_STMT, MADE_TYPE,
				    MADE_POS, MADE_PRAGMA, MADE_LISTLEN};
	*include = 1;
	for (uint32_t i = 0; i < nnew; i++)
		made[i] = (ScriptMade){0};
	int u = unit_for(code);
	if (u < 0)
		return -1;
	if (ml_units[u].kind == MLU_INIT)
		return 0;   /* it ran when the code was loaded */
	CAMLparam0();
	CAMLlocal1(r);
	if (!call(u, args, nargs, &r))
		CAMLreturnT(int, -1);
	*include = Bool_val(Field(r, 3));
	value m = Field(r, 2);
	for (uint32_t i = 0; i < nnew && i < Wosize_val(m); i++) {
		value t = Field(m, i);
		long k = Long_val(Field(t, 0));
		if (k <= 0 || k >= (long)(sizeof kinds / sizeof *kinds))
			continue;
		made[i].kind = kinds[k];
		made[i].text = xstrdup(String_val(Field(t, 1)));
		if (caml_string_length(Field(t, 2)))
			made[i].decls = xstrdup(String_val(Field(t, 2)));
		if (made[i].kind == MADE_POS) {
			value p = Field(t, 3);
			made[i].loc.file = xstrdup(String_val(Field(p, 5)));
			made[i].loc.line = Int_val(Field(p, 6));
			made[i].loc.col = Int_val(Field(p, 7));
			made[i].loc.line_end = Int_val(Field(p, 8));
			made[i].loc.col_end = Int_val(Field(p, 9));
			xfree(made[i].text);
			size_t len = strlen(made[i].loc.file) + 64;
			made[i].text = xmalloc(len);
			snprintf(made[i].text, len, "%s:%d:%d", made[i].loc.file, made[i].loc.line,
				 made[i].loc.col);
		}
	}
	CAMLreturnT(int, 0);
}

int ocamlscript_test(const char *code, const ScriptArg *args, uint32_t nargs)
{
	int u = unit_for(code);
	if (u < 0)
		return -1;
	CAMLparam0();
	CAMLlocal1(r);
	if (!call(u, args, nargs, &r))
		CAMLreturnT(int, -1);
	CAMLreturnT(int, Bool_val(Field(r, 5)) ? 1 : 0);
}

char *ocamlscript_string(const char *code, const ScriptArg *args, uint32_t nargs)
{
	int u = unit_for(code);
	if (u < 0)
		return NULL;
	CAMLparam0();
	CAMLlocal1(r);
	if (!call(u, args, nargs, &r))
		CAMLreturnT(char *, NULL);
	CAMLreturnT(char *, xstrdup(String_val(Field(r, 6))));
}

void ocamlscript_end(void)
{
	if (loaded)
		caml_callback(*fn_flush, Val_unit);
	if (started && alt_ocaml.ss_sp && alt_ocaml.ss_sp != alt_before.ss_sp) {
		/* the runtime's signal stack (malloc'd by it, never freed) */
		if (alt_before.ss_sp) {
			sigaltstack(&alt_before, NULL);
		} else {
			stack_t off = { .ss_flags = SS_DISABLE };
			sigaltstack(&off, NULL);
		}
		free(alt_ocaml.ss_sp);
		alt_ocaml.ss_sp = NULL;
	}
	xfree(gen_first);
	xfree(gen_last);
	gen_first = gen_last = NULL;
	if (ml_units)
		arena_free(&ml_arena);
	ml_units = NULL;
	ml_nunits = 0;
	/* the runtime stays: OCaml cannot be started twice in a process */
}

#else /* !HAVE_OCAML */

int ocamlscript_available(void)
{
	return 0;
}

int ocamlscript_load(const char *cocci_file, const MlUnit *units, uint32_t n)
{
	keep_units(cocci_file, units, n);
	if (!n)
		return 0;
	cannot_run("this spatch was built without OCaml (configure --without-ocaml)");
	return -1;
}

int ocamlscript_rule(const char *code, const ScriptArg *args, uint32_t nargs,
		     ScriptMade *made, uint32_t nnew, int *include)
{
	(void)code, (void)args, (void)nargs;
	for (uint32_t i = 0; i < nnew; i++)
		made[i] = (ScriptMade){0};
	*include = 1;
	return -1;
}

int ocamlscript_test(const char *code, const ScriptArg *args, uint32_t nargs)
{
	(void)code, (void)args, (void)nargs;
	return -1;
}

char *ocamlscript_string(const char *code, const ScriptArg *args, uint32_t nargs)
{
	(void)code, (void)args, (void)nargs;
	return NULL;
}

void ocamlscript_set_context(const char *const *files, uint32_t nfiles, const char *dir)
{
	(void)files, (void)nfiles, (void)dir;
}

void ocamlscript_start_file(const char *file)
{
	(void)file;
	ml_exit = 0;
}

void ocamlscript_end(void)
{
	if (ml_units)
		arena_free(&ml_arena);
	ml_units = NULL;
	ml_nunits = 0;
}

#endif /* HAVE_OCAML */
