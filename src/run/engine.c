/* engine.c - applying a semantic patch to C files; see engine.h.
 *
 * For each file: skip it when no rule can match its text (prefilter.c),
 * else lex and parse it (version.c) and run the rules of the semantic
 * patch in order.  A code rule starts from its seeds (rules.c), finds
 * its matches (find.c), each an environment that binds the rule's
 * metavariables and maps pattern tokens to C tokens, and hands them to
 * the transformation stage (transform/xform.h), whose edits make the
 * next version of the text, parsed again for the next rule.  Script
 * rules run through scripts.c.  At the end the old and new texts go to
 * the output stage.
 */
#include "run/engine.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/diag.h"
#include "cfront/cinclude.h"
#include "cfront/clex.h"
#include "cfront/ctypes.h"
#include "output/udiff.h"
#include "run/find.h"
#include "run/metavars.h"
#include "run/outcheck.h"
#include "run/mlcode.h"
#include "run/parallel.h"
#include "run/patterns.h"
#include "run/prefilter.h"
#include "run/progress.h"
#include "run/rules.h"
#include "run/run.h"
#include "run/scripts.h"
#include "script/script.h"
#include "transform/edit.h"
#include "transform/pretty.h"

/* ---- the files to process --------------------------------------------- */

static int has_suffix(const char *s, const char *suf)
{
	size_t n = strlen(s), m = strlen(suf);
	return n >= m && strcmp(s + n - m, suf) == 0;
}

/* Add the .c (and with HEADERS .h) files under DIR to L, in the order
 * of a pre-order walk like find's.  Like find, symbolic links to folders
 * are not followed (so a link loop cannot make the walk endless).
 * Returns the number of folders that could not be read. */
static int collect_dir(StrList *l, const char *dir, int headers, int depth)
{
	if (depth > 64)
		return 0;
	DIR *d = opendir(dir);
	if (!d) {
		diag(DIAG_ERROR, "cannot open directory %s: %s", dir, strerror(errno));
		return 1;
	}
	int bad = 0;
	VEC(char *) names = {0};
	struct dirent *de;
	VEC(unsigned char) types = {0};
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		size_t n = strlen(dir) + strlen(de->d_name) + 2;
		char *p = xmalloc(n);
		snprintf(p, n, "%s/%s", dir, de->d_name);
		vec_push(&names, p);
		vec_push(&types, de->d_type);
	}
	closedir(d);
	/* directory order, as `find` (and so spatch) walks a folder; the
	 * entry's type when the file system gives it, else lstat */
	for (size_t i = 0; i < names.n; i++) {
		struct stat st;
		char *p = names.v[i];
		int is_dir = types.v[i] == DT_DIR ||
			     (types.v[i] == DT_UNKNOWN && lstat(p, &st) == 0 && S_ISDIR(st.st_mode));
		if (is_dir)
			bad += collect_dir(l, p, headers, depth + 1);
		else if (has_suffix(p, ".c") || (headers && has_suffix(p, ".h")))
			strlist_push(l, xstrdup(p));
		xfree(p);
	}
	vec_free(&names);
	vec_free(&types);
	return bad;
}

/* Collect the files named on the command line and those under the --dir
 * folders into L.  Returns the number of folders that could not be read. */
static int collect_files(StrList *l, const Options *o)
{
	int bad = 0;
	for (size_t i = 0; i < o->files.n; i++) {
		struct stat st;
		const char *p = o->files.v[i];
		if (stat(p, &st) == 0 && S_ISDIR(st.st_mode))
			bad += collect_dir(l, p, o->include_headers, 0);
		else
			strlist_push(l, xstrdup(p));
	}
	for (size_t i = 0; i < o->dirs.n; i++)
		bad += collect_dir(l, o->dirs.v[i], o->include_headers, 0);
	return bad;
}


/* ---- a rule over a file ------------------------------------------------ */

/* Xform's hook: the environment of a nest occurrence with the values of
 * the rule's fresh identifiers. */
static const Env *complete_env(void *ctx, const Env *e)
{
	return with_fresh(ctx, e);
}

/* Does the prototypes isomorphism apply to rule R (not disabled by the
 * rule or the command line)? */
static int prototypes_on(const Run *r, const Rule *R)
{
	for (uint32_t i = 0; i < R->disable.n; i++)
		if (strcmp(R->disable.v[i]->name, "prototypes") == 0)
			return 0;
	for (size_t i = 0; i < r->o->disable_isos.n; i++)
		if (strcmp(r->o->disable_isos.v[i], "prototypes") == 0)
			return 0;
	return 1;
}

/* Is R a rule of context mode (starred lines, nothing removed or
 * added)? */
static int context_rule(const Rule *R)
{
	return R->has_star && !R->has_minus && !R->has_plus;
}

/* Run rule R on the file; returns the new version if it changed the text. */
static Version *run_rule(Run *r, const Rule *R, Version *ver, Arena *fa)
{
	RuleState *st = &r->rs[R->index];
	st->matched = 0;
	if (R->kind == RK_SCRIPT) {
		run_script(r, R, ver, fa);
		return ver;
	}
	if (R->kind != RK_CODE || !r->pat[R->index])
		return ver;
	int per_seed = dep_per_seed(r, R, R->depends);
	if (!per_seed && !dep_true(r, R->depends))
		return ver;
	if (!rule_may_match(r, R, ver->src->text, ver->src->len))
		return ver;   /* a name each match needs is not in the file */
	r->rule = R;
	r->ver = ver;
	EnvList seeds = {0};
	if (!seeds_of(r, R, &seeds))
		return ver;
	if (per_seed) {
		size_t k = 0;
		for (size_t s = 0; s < seeds.n; s++) {
			const Env *e = dep_narrow(r, R, R->depends, seeds.v[s]);
			if (e)
				seeds.v[k++] = e;
		}
		seeds.n = k;
	}
	XformRule xr = {R, r->pat[R->index], r->sp->src, prototypes_on(r, R), &r->match_arena,
			complete_env, r};
	Xform *xf = NULL;
	/* a rule without -, + or * lines only binds: its matches edit
	 * nothing, and no edit set is made for it */
	int edits = R->has_minus || R->has_plus || R->has_star;
	find_begin(r);
	for (size_t s = 0; s < seeds.n; s++) {
		EnvList res = {0};
		find_matches(r, seeds.v[s], &res);
		if (res.n && !xf && edits)
			/* the first match: what edits need about the file (most
			 * rules match in few files, so only then) */
			xf = xform_new(&xr, &ver->ta, ver->unit);
		if (xf)
			xform_seed(xf, (uint32_t)s);
		for (size_t i = 0; i < res.n; i++) {
			const Env *e = with_fresh(r, res.v[i]);
			st->matched = 1;
			vec_push(&st->envs, export_env(fa, e));
			if (xf)
				xform_match(xf, e);
		}
	}
	find_end(r);
	if (!xf)
		return ver;
	if (xform_finish(xf, &r->stars))
		r->conflict = 1;   /* reported by the edit set; the file is dropped */
	Version *nv = ver;
	size_t nl;
	char *nt = xform_text(xf, &nl);
	if (nt && context_rule(R)) {
		/* context mode: the starred lines show as removed in the diff
		 * only; the code itself does not change */
		xfree(r->display);
		r->display = xmalloc(nl + 1);
		memcpy(r->display, nt, nl + 1);
		r->display_len = nl;
	} else if (nt && (nl != ver->src->len || memcmp(nt, ver->src->text, nl) != 0)) {
		/* the file's own lexical errors were said when it was read:
		 * the transformed text repeats them, so it is read muted */
		int was = diag_set_muted(1);
		nv = version_new(ver->src->path, nt, nl, r->macros);
		diag_set_muted(was);
		nv->prev = ver;
	}
	xform_free(xf);
	return nv;
}

/* ---- the files named on the command line: one unit ------------------- */

/* spatch 1.1.1 treats the C files named together on the command line
 * (not those found in folders) as one unit: each rule runs over all of
 * them before the next rule, so a rule matched in one of them counts for
 * `depends on' in all of them, and later rules inherit the bindings made
 * in any of them.  Is PATH one of those files (when there are several)?
 * *FIRST tells whether it is the first. */
static int in_group(Run *r, const char *path, int *first)
{
	if (!r->grouped) {
		r->grouped = 1;
		for (size_t i = 0; i < r->o->files.n; i++) {
			struct stat st;
			const char *p = r->o->files.v[i];
			if (!(stat(p, &st) == 0 && S_ISDIR(st.st_mode)))
				strlist_push(&r->group, p);
		}
		if (r->group.n < 2)
			r->group.n = 0;
	}
	for (size_t i = 0; i < r->group.n; i++)
		if (strcmp(r->group.v[i], path) == 0) {
			*first = i == 0;
			return 1;
		}
	return 0;
}

/* --check-output: does the result NW of file PATH (input SRC) parse
 * as well as the input?  Reported on standard error (outcheck.h). */
/* Does new text B differ from old text A in blanks only (code printed
 * again: `g( x )' as `g(x)', a call joined on one line)?  Such a file is
 * reported unchanged, as spatch does.  Blanks count inside string and
 * character literals, and line ends in `//' comments and directives. */
static int blanks_only(const Source *a, const Source *b)
{
	const char *p = a->text, *pe = p + a->len, *q = b->text, *qe = q + b->len;
	int line_start = 1, line_kind = 0;   /* 1: `//', 2: directive */
	char lit = 0;                        /* quote, or '/': in a comment */
	if (a == b || (a->len == b->len && memcmp(p, q, a->len) == 0))
		return 1;
	for (;;) {
		int nla = 0, nlb = 0, wa = 0, wb = 0;
		if (!lit) {
			int cont = p > a->text && p[-1] == '\\';
			for (; p < pe && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' ||
					  *p == '\f' || *p == '\v'); p++, wa = 1)
				nla += *p == '\n';
			for (; q < qe && (*q == ' ' || *q == '\t' || *q == '\n' || *q == '\r' ||
					  *q == '\f' || *q == '\v'); q++, wb = 1)
				nlb += *q == '\n';
			if (line_kind && (nla != nlb || (!nla && wa != wb)))
				return 0;
			if (nla) {
				if (line_kind == 1 || (line_kind == 2 && !cont))
					line_kind = 0;
				line_start = 1;
			}
		}
		if (p == pe || q == qe)
			return p == pe && q == qe;
		if (*p != *q)
			return 0;
		char c = *p;
		if (lit == '/') {
			if (c == '*' && p + 1 < pe && q + 1 < qe && p[1] == '/' && q[1] == '/')
				p++, q++, lit = 0;
		} else if (lit) {
			if (c == '\\' && p + 1 < pe && q + 1 < qe) {
				if (p[1] != q[1])
					return 0;
				p++, q++;
			} else if (c == lit)
				lit = 0;
		} else if (line_kind != 1) {
			if (c == '"' || c == '\'')
				lit = c;
			else if (c == '/' && p + 1 < pe && q + 1 < qe && p[1] == q[1] &&
				 (p[1] == '/' || p[1] == '*')) {
				if (p[1] == '/')
					line_kind = 1;
				else
					lit = '/';
				p++, q++;
			}
			else if (c == '#' && line_start)
				line_kind = 2;
		}
		line_start = 0;
		p++, q++;
	}
}

static void check_result(const Run *r, const char *path, const Source *src, const Source *nw)
{
	if (r->o->check_output)
		(void)outcheck_file(path, src->text, src->len, nw->text, nw->len, r->macros);
}

/* One file of the unit. */
typedef struct GroupFile {
	Source *src;            /* NULL: unreadable */
	Version *v;             /* NULL: no rule can match, not parsed */
	char *display;          /* context mode: the text the diff shows */
	size_t display_len;
} GroupFile;

/* A new output stage for the options O over NFILES files: the diffs go
 * to standard output, or for a file from memory to the caller's stream. */
static Output *run_output(const Run *r, const Options *o, size_t nfiles)
{
	Output *out = output_new(o, nfiles);
	if (r->mem && r->mem->diff)
		output_set_stream(out, r->mem->diff);
	return out;
}

/* Report file F of the unit (its old text SRC, its new one in V), as
 * process_file does for a single file. */
static int group_output(Run *r, const char *path, GroupFile *f)
{
	const Source *src = f->src;
	if (!f->v) {
		if (r->o->mode == MODE_TEST)
			return output_file(r->out, path, src->text, src->len, src->text, src->len) != 0;
		output_skipped(r->out, path);
		return 0;
	}
	if (r->conflict)
		return output_file(r->out, path, src->text, src->len, src->text, src->len), 1;
	const Source *nw = f->v->src;
	if (blanks_only(src, nw))
		nw = src;
	check_result(r, path, src, nw);
	if (!f->display)
		return output_file(r->out, path, src->text, src->len, nw->text, nw->len) != 0;
	Options o2 = *r->o;
	o2.out_file = NULL;
	o2.in_place = 0;
	o2.out_place = 0;
	Output *shown = run_output(r, &o2, 1);
	int rc = output_file(shown, path, src->text, src->len, f->display, f->display_len) != 0;
	output_finish(shown);
	int same = nw->len == src->len && memcmp(nw->text, src->text, src->len) == 0;
	if (!same || r->o->out_file || r->o->in_place || r->o->out_place)
		rc |= output_file(r->out, path, src->text, src->len, nw->text, nw->len) != 0;
	return rc;
}

/* Run the semantic patch on the files of the unit (r->group): rule by
 * rule over all of them.  A conflict in one leaves them all unchanged.
 * As spatch, the results are reported in the reverse order. */
static int process_group(Run *r)
{
	size_t n = r->group.n;
	GroupFile *g = xcalloc(n, sizeof *g);
	int rc = 0;
	Arena fa;
	arena_init(&fa);
	arena_init(&r->match_arena);
	r->file_gen++;
	for (uint32_t i = 0; i < r->sp->nrules; i++) {
		r->rs[i].ever |= r->rs[i].matched;
		r->rs[i].matched = 0;
		r->rs[i].envs.n = 0;
	}
	for (size_t f = 0; f < n; f++) {
		char err[512];
		g[f].src = source_read(r->group.v[f], err, sizeof err);
		if (!g[f].src) {
			diag(DIAG_ERROR, "%s", err);
			rc = 1;
		} else if (file_may_match(r, g[f].src->text, g[f].src->len, 0)) {
			g[f].v = version_new(r->group.v[f], g[f].src->text, g[f].src->len, r->macros);
		}
	}
	r->conflict = 0;
	xform_marks_reset(&r->stars);
	script_start_file(NULL);
	for (uint32_t i = 0; i < r->sp->nrules && !r->conflict && !r->script_failed &&
			     !script_exit_requested(); i++) {
		int matched = 0, script = r->sp->rules[i]->kind == RK_SCRIPT;
		progress_pass(i, r->sp->nrules, n);
		r->unit_vers.n = 0;   /* where a script finds the positions' files */
		for (size_t f = 0; f < n; f++)
			if (g[f].v)
				vec_push(&r->unit_vers, g[f].v);
		for (size_t f = 0; f < n && !r->conflict && !r->script_failed; f++) {
			if (!g[f].v)
				continue;
			progress_file(r->group.v[f]);
			g[f].v = run_rule(r, r->sp->rules[i], g[f].v, &fa);
			progress_done();
			matched |= r->rs[i].matched;
			if (script)
				break;      /* a script runs once for the unit's environments */
			if (r->display) {
				xfree(g[f].display);
				g[f].display = r->display;
				g[f].display_len = r->display_len;
				r->display = NULL;
			}
		}
		r->rs[i].matched = matched;
	}
	progress_pass(0, 0, 0);
	r->unit_vers.n = 0;
	if (r->script_failed)
		r->conflict = 1;
	xform_marks_reset(&r->stars);
	for (size_t f = n; f-- > 0 && !r->script_failed;) {
		/* (after a failed script the run stops: nothing is written) */
		if (r->header_unit)
			output_set_extra(r->out, f > 0);
		if (g[f].src && group_output(r, r->group.v[f], &g[f]))
			rc = 1;
	}
	made_code_free_all(r);
	for (size_t f = 0; f < n; f++) {
		if (g[f].v)
			version_free_all(g[f].v);
		xfree(g[f].display);
		if (g[f].src)
			source_free(g[f].src);
	}
	xfree(g);
	arena_free(&r->match_arena);
	arena_free(&fa);
	return rc;
}


/* The index of the file whose unit the file at index I of FILES opens
 * (a header the run reads for it, as spatch: the file and the headers
 * read for it first, each rule over all of them before the next, so
 * that a later rule inherits what an earlier one bound in a header), or
 * I itself.  Not for the command-line files processed as one unit. */
static size_t header_unit(Run *r, const StrList *files, size_t i)
{
	int first;
	if (!r->hdr_of || in_group(r, files->v[i], &first))
		return i;
	for (size_t j = i; j < files->n; j++)
		if (r->hdr_of[j])
			return j - r->hdr_of[j] == i && !r->pre_skip[j] ? j : i;
	return i;
}

/* The unit of the file at index C of FILES and the headers before it
 * from index I: processed as spatch does, the file first and the
 * headers after it in the reverse order, so that the results come in
 * the order of the list. */
static int process_header_unit(Run *r, const StrList *files, size_t i, size_t c)
{
	StrList saved = r->group;
	StrList unit = {0};
	strlist_push(&unit, files->v[c]);
	for (size_t k = c; k-- > i;)
		strlist_push(&unit, files->v[k]);
	r->group = unit;
	r->header_unit = 1;
	int rc = process_group(r);
	r->header_unit = 0;
	r->group = saved;
	xfree(unit.v);
	return rc;
}

/* Is PATH a file named on the command line (not one found in a
 * folder)? */
static int named_file(const Run *r, const char *path)
{
	for (size_t i = 0; i < r->o->files.n; i++) {
		struct stat st;
		const char *p = r->o->files.v[i];
		if (strcmp(p, path) == 0 && !(stat(p, &st) == 0 && S_ISDIR(st.st_mode)))
			return 1;
	}
	return 0;
}

/* The per-file error boundary.  A script that fails (a Python
 * exception, in a script rule, a script constraint or a fresh
 * identifier's script) ends the processing of its unit, which keeps
 * none of its changes.  A file found in a folder is a unit of its own:
 * the run says which file and which rule, and goes on with the next
 * file; the exit status will be 1, as for a file that cannot be read.
 * (spatch 1.1.1 prints `EXN: Failure("Error in Python script, ...") in
 * FILE' and exits with 0.)  The files named on the command line are the
 * run's one unit: there, as spatch, the run stops with status 255.
 * Returns whether the run goes on. */
static int script_boundary(Run *r, const char *path)
{
	if (named_file(r, path))
		return 0;
	fprintf(stderr, "%s: error: the script at line %d of %s failed: "
		"the file is left unchanged\n", path, r->script_fail_line,
		r->sp->src ? r->sp->src->path : "the semantic patch");
	r->script_failed = 0;
	for (uint32_t i = 0; i < r->sp->nrules; i++) {
		/* its matches do not count for `depends on' in later files */
		r->rs[i].matched = 0;
		r->rs[i].envs.n = 0;
	}
	return 1;
}

static int process_file1(Run *r, const char *path, int skip_known);

/* One file; its status is also 1 when matching stopped at a limit in one
 * of its functions (the result is incomplete: the warning names it). */
/* Can the file at PATH match?  A file the prefilter skips brings no
 * headers into the run either (spatch 1.1.1: a header is processed as a
 * file only through a file that is parsed).  Files of a group are decided
 * together: always yes. */
static int may_match_alone(Run *r, const char *path)
{
	int first;
	if (in_group(r, path, &first))
		return 1;
	char err[512];
	Source *src = source_read(path, err, sizeof err);
	if (!src)
		return 1;   /* (the error is reported when the file is processed) */
	int may = file_may_match(r, src->text, src->len, 1);
	source_free(src);
	return may;
}

/* SKIP_KNOWN: the prefilter already said that the file cannot match
 * (may_match_alone, over the same text: the run writes no file before
 * it processes it). */
static int process_file(Run *r, const char *path, int skip_known)
{
	int before = diag_incomplete_count();
	int rc = process_file1(r, path, skip_known);
	return diag_incomplete_count() != before ? 1 : rc;
}

static int process_file1(Run *r, const char *path, int skip_known)
{
	int first;
	if (in_group(r, path, &first))
		return first ? process_group(r) : 0;
	if (skip_known && r->o->mode != MODE_TEST) {
		output_skipped(r->out, path);
		return 0;
	}
	char err[512];
	Source *src = r->mem ? source_from_string(path, r->mem->text, r->mem->len)
			     : source_read(path, err, sizeof err);
	if (!src) {
		diag(DIAG_ERROR, "%s", err);
		return 1;
	}
	if (!file_may_match(r, src->text, src->len, 1)) {
		/* No rule can match: the file is not even parsed.  --test reads
		 * its result back from -o, so there the copy is written all the
		 * same. */
		int rc = r->o->mode == MODE_TEST
			 ? output_file(r->out, path, src->text, src->len, src->text, src->len) != 0
			 : (output_skipped(r->out, path), 0);
		source_free(src);
		return rc;
	}
	Arena fa;
	arena_init(&fa);
	arena_init(&r->match_arena);
	r->file_gen++;
	for (uint32_t i = 0; i < r->sp->nrules; i++) {
		r->rs[i].ever |= r->rs[i].matched;
		r->rs[i].matched = 0;
		r->rs[i].envs.n = 0;
	}
	Version *v0 = version_new(path, src->text, src->len, r->macros);
	Version *v = v0;
	r->conflict = 0;
	xform_marks_reset(&r->stars);
	script_start_file(path);
	for (uint32_t i = 0; i < r->sp->nrules && !r->conflict && !r->script_failed &&
			     !script_exit_requested(); i++)
		v = run_rule(r, r->sp->rules[i], v, &fa);
	int stopped = 0;
	if (r->script_failed) {
		r->conflict = 1;
		stopped = !script_boundary(r, path);
	}
	int rc;
	const Source *fin = v->src;   /* the text the file gets */
	if (blanks_only(src, fin))
		fin = src;
	if (!r->conflict)
		check_result(r, path, src, fin);
	if (stopped) {
		/* the run stops here: nothing is written (not even -o) */
		xfree(r->display);
		r->display = NULL;
		rc = 1;
	} else if (r->conflict) {
		/* conflicting changes: as spatch, the file is left as it was,
		 * no diff is shown, and the run fails */
		xfree(r->display);
		r->display = NULL;
		(void)output_file(r->out, path, src->text, src->len, src->text, src->len);
		rc = 1;
	} else if (r->display) {
		/* the diff shows the starred lines; the files get the code */
		Options o2 = *r->o;
		o2.out_file = NULL;
		o2.in_place = 0;
		o2.out_place = 0;
		o2.context_diff = 1;
		Output *shown = run_output(r, &o2, 1);
		rc = output_file(shown, path, src->text, src->len, r->display, r->display_len) != 0;
		output_finish(shown);
		xfree(r->display);
		r->display = NULL;
		int same = fin == src ||
			   (fin->len == src->len && memcmp(fin->text, src->text, src->len) == 0);
		if (same && !r->o->out_file && !r->o->in_place && !r->o->out_place)
			;
		else
			rc |= output_file(r->out, path, src->text, src->len, fin->text, fin->len) != 0;
	} else {
		rc = output_file(r->out, path, src->text, src->len, fin->text, fin->len) != 0;
	}
	xform_marks_reset(&r->stars);
	version_free_all(v);
	made_code_free_all(r);
	source_free(src);
	arena_free(&r->match_arena);
	arena_free(&fa);
	return rc;
}

/* Does some rule that can run with these -D change code, star it or run
 * a script?  Else spatch stops before the files, with exit status 255
 * (the kernel's coccicheck relies on it in its chain mode: a semantic
 * patch without a patch mode fails `-D patch', then report is tried). */
static int some_rule_applies(Run *r)
{
	for (uint32_t i = 0; i < r->sp->nrules; i++) {
		const Rule *R = r->sp->rules[i];
		if (r->never[i])
			continue;
		if (R->kind == RK_SCRIPT ||
		    (R->kind == RK_CODE && (R->has_minus || R->has_plus || R->has_star)))
			return 1;
	}
	return 0;
}

/* ---- --jobs: the files in worker processes (parallel.h) ------------- */

typedef struct ParCtx {
	Run *r;
	const StrList *files;
} ParCtx;

/* The progress line hears of the workers' files (parallel.h). */
static void par_taken(void *ctx, size_t i)
{
	progress_file(((ParCtx *)ctx)->files->v[i]);
}

static void par_done(void *ctx, size_t i)
{
	(void)i;
	progress_done();
}

static int par_file(void *ctx, size_t i)
{
	ParCtx *c = ctx;
	int rc = process_file(c->r, c->files->v[i], c->r->pre_skip && c->r->pre_skip[i]);
	fflush(stdout);
	fflush(stderr);
	return (rc ? PAR_FAILED : 0) | (c->r->script_failed ? PAR_STOP : 0);
}

/* Does dependency D use `never'? */
/* With --jobs N (N != 1), process FILES in worker processes; the output
 * is that of a sequential run.  The run stays sequential when its result
 * would depend on the files seen before: a finalize rule (it must see
 * the whole run's script state), OCaml initialize code (it holds the
 * state of the OCaml scripts, tables and counters, which a file changes
 * for the next), `depends on never' (decided over the files seen so
 * far), the command-line files processed as one unit, and
 * -o (one output file).  Returns 0 when the caller must process the
 * files itself, else 1 with *RC updated. */
static int run_parallel(Run *r, const StrList *files, int *rc)
{
	const Options *o = r->o;
	int first;
	if (o->jobs == 1 || files->n < 2 || o->out_file || o->mode == MODE_TEST)
		return 0;
	for (uint32_t i = 0; i < r->sp->nrules; i++) {
		const Rule *R = r->sp->rules[i];
		if (R->kind == RK_FINALIZE || dep_has_never(R->depends, 0) ||
		    (R->kind == RK_INITIALIZE && R->lang && strcmp(R->lang, "ocaml") == 0))
			return 0;
	}
	if (in_group(r, files->v[0], &first))
		return 0;
	for (size_t i = 0; r->hdr_of && i < files->n; i++)
		if (r->hdr_of[i])
			return 0;   /* a file and its headers are one unit */
	ParCtx c = { r, files };
	ParWatch w = { par_taken, par_done, &c };
	int bits = par_run(files->n, files->v, par_jobs(o->jobs), o->chunksize, par_file, &c, &w);
	if (bits < 0)
		return 0;
	if (bits & PAR_FAILED)
		*rc = 1;
	if (bits & PAR_STOP)
		r->script_failed = 1;
	return 1;
}

/* Is P (by pointer) one of the headers H the run added? */
static int added_header(const char *p, const StrList *h)
{
	for (size_t i = 0; i < h->n; i++)
		if (h->v[i] == p)
			return 1;
	return 0;
}

/* Does pattern N hold `sizeof(T)' for a type metavariable T? */
static int has_sizeof_type_meta(const Node *n, int depth)
{
	if (!n || depth > 500)
		return 0;
	if (n->kind == E_SIZEOF_TYPE && n->n && n->kid[0] && n->kid[0]->kind == T_TYPENAME &&
	    n->kid[0]->n && n->kid[0]->kid[0] && (n->kid[0]->n < 2 || !n->kid[0]->kid[1])) {
		const Node *sp = n->kid[0]->kid[0];
		if (sp->kind == T_SPECS && sp->n == 1 && sp->kid[0] && sp->kid[0]->kind == P_META)
			return 1;
	}
	for (uint32_t i = 0; i < n->n; i++)
		if (has_sizeof_type_meta(n->kid[i], depth + 1))
			return 1;
	return 0;
}

/* Is the isomorphism NAME off for rule R? */
static int iso_off(const Run *r, const Rule *R, const char *name)
{
	for (uint32_t i = 0; i < R->disable.n; i++)
		if (strcmp(R->disable.v[i]->name, name) == 0)
			return 1;
	for (size_t i = 0; i < r->o->disable_isos.n; i++)
		if (strcmp(r->o->disable_isos.v[i], name) == 0)
			return 1;
	return 0;
}

/* Does the patch need the types of expressions?  A typed expression
 * metavariable (`int e;', `struct s *p;') does, and so does `sizeof(T)'
 * for a type metavariable T, which the sizeof_type_expr isomorphism
 * makes `sizeof(E)' for an E of type T (unless it is off).  spatch then
 * processes the headers it reads for types as files of the run (not
 * with --include-headers-for-types). */
static int patch_needs_types(const Run *r)
{
	for (uint32_t i = 0; i < r->sp->nrules; i++) {
		const Rule *R = r->sp->rules[i];
		if (r->never[i])
			continue;
		for (uint32_t k = 0; k < R->nmetas; k++) {
			const SmplMeta *sm = smpl_meta(R->metas[k]);
			if (sm && sm->ntypes && meta_category(R->metas[k]->kind) == MC_EXPR)
				return 1;
		}
		if (r->pat[i] && !iso_off(r, R, "sizeof_type_expr") &&
		    has_sizeof_type_meta(r->pat[i], 0))
			return 1;
	}
	return 0;
}

static int run_files(const Options *o, SmplFile *sp, const StrList *files, const MemInput *mem)
{
	Run r = {0};
	r.o = o;
	r.sp = sp;
	pretty_set_style(&(PrettyStyle){ !o->linux_spacing, o->max_width });
	edit_set_max_width(o->max_width);
	edit_set_keep_comments(o->keep_comments);
	r.rs = xcalloc(sp->nrules + 1, sizeof *r.rs);
	int rc = 0;
	clex_init();
	/* C code ladybug cannot lex is recovered from like a parse error;
	 * --quiet and --very-quiet keep both unsaid */
	clex_set_quiet(o->quiet || o->very_quiet ? 2 : 0);
	r.macros = cmacro_load(o);
	if (!r.macros) {
		xfree(r.rs);
		return 2;
	}
	declare_patch_names(r.macros, sp);
	r.isos = iso_load(o, sp);
	if (!r.isos) {
		cmacro_free(r.macros);
		xfree(r.rs);
		return 2;
	}
	arena_init(&r.pat_arena);
	r.pat = xcalloc(sp->nrules + 1, sizeof *r.pat);
	uint8_t *never = xcalloc(sp->nrules + 1, 1);
	/* a rule that no file can run (its virtual names are not set) is
	 * not even parsed: only the active part of a patch matters, also to
	 * say whether it is in context mode */
	for (uint32_t i = 0; i < sp->nrules; i++)
		never[i] = dep_possible(&r, sp->rules[i]->depends, never) == 0;
	smpl_context_mode(sp, never);
	int mixed = smpl_check_modes(sp, never) != 0;
	for (uint32_t i = 0; i < sp->nrules && !mixed; i++) {
		if (never[i])
			continue;
		r.pat[i] = rule_pattern(&r, sp->rules[i]);
		if (!r.pat[i] && sp->rules[i]->kind == RK_CODE && diag_error_count())
			rc = 1;
	}
	if (mixed)
		rc = 255;
	r.never = never;
	if (!rc && !some_rule_applies(&r)) {
		fprintf(stderr, "No rules apply.  Perhaps your semantic patch doesn't contain any "
			"+/-/* code, or you have a failed dependency.  If the problem is not "
			"clear, try --debug-parse-cocci%s.\n",
			sp->virtuals.n ? " or check whether any virtual rules (e.g., report) "
					 "should be defined" : "");
		rc = 255;
	}
	if (!rc && positions_over_changes(&r, never))
		rc = 1;
	for (uint32_t i = 0; o->track_iso && i < sp->nrules; i++) {
		uint32_t nodes, alts;
		const Rule *R = sp->rules[i];
		if (!r.pat[i])
			continue;
		iso_measure(iso_for_rule(r.isos, R, o), &R->minus_view, r.pat[i], &nodes, &alts);
		fprintf(stderr, "iso: rule %s: %u pattern nodes, %u isomorphic forms\n",
			R->name ? R->name->name : "(anonymous)", nodes, alts);
	}
	if (rc) {
		xfree(r.never);
		arena_free(&r.pat_arena);
		xfree(r.pat);
		xfree(r.rs);
		cmacro_free(r.macros);
		iso_free(r.isos);
		return rc;
	}
	/* the headers read for types are files of the run too (spatch) */
	StrList with_headers = {0}, headers = {0};
	size_t named = files->n;
	if (!mem && !o->headers_for_types && patch_needs_types(&r)) {
		uint8_t *skip = xcalloc(files->n, 1);
		for (size_t i = 0; i < files->n; i++) {
			size_t before = headers.n;
			if (may_match_alone(&r, files->v[i]))
				cinclude_headers_of(o, files->v[i], &headers);
			else
				skip[i] = 1;
			for (size_t k = before; k < headers.n; k++) {
				int listed = 0;
				for (size_t j = 0; j < files->n && !listed; j++)
					listed = strcmp(files->v[j], headers.v[k]) == 0;
				if (!listed)
					strlist_push(&with_headers, headers.v[k]);
			}
			/* (under --dir, the headers a file names only by their
			 * last component count as read, never to be processed) */
			if (o->dirs.n && !skip[i])
				cinclude_shadowed_of(o, files->v[i], &headers);
			strlist_push(&with_headers, files->v[i]);
		}
		/* the named files keep their order among the headers */
		r.pre_skip = xcalloc(with_headers.n ? with_headers.n : 1, 1);
		r.hdr_of = xcalloc(with_headers.n ? with_headers.n : 1, sizeof *r.hdr_of);
		for (size_t i = 0, j = 0; i < files->n; i++) {
			size_t from = j;
			while (with_headers.v[j] != files->v[i])
				j++;
			r.hdr_of[j] = (uint32_t)(j - from);
			r.pre_skip[j++] = skip[i] != 0;
		}
		xfree(skip);
		files = &with_headers;
	}
	progress_begin(o, files->n);   /* (before output_new keeps standard output) */
	r.mem = mem;
	r.out = run_output(&r, o, named);
	script_set_context(o->sp_file, (const char *const *)files->v, (uint32_t)files->n,
			   o->dirs.n ? o->dirs.v[0] : NULL);
	if (ml_prepare(&r) != 0)
		r.script_failed = 1;
	if (!r.script_failed && run_init_final(&r, 1))
		rc = 1;
	if (!run_parallel(&r, files, &rc))
		for (size_t i = 0; i < files->n && !r.script_failed; i++) {
			size_t c = header_unit(&r, files, i);
			if (c != i) {
				/* a file with the headers read for it: one unit */
				if (process_header_unit(&r, files, i, c))
					rc = 1;
				i = c;
				continue;
			}
			progress_file(files->v[i]);
			output_set_extra(r.out, files == &with_headers && added_header(files->v[i], &headers));
			if (process_file(&r, files->v[i], r.pre_skip && r.pre_skip[i]))
				rc = 1;
			progress_done();
		}
	progress_stop();
	if (!r.script_failed && run_init_final(&r, 0))
		rc = 1;
	if (r.script_failed)
		rc = 1;
	int orc = output_finish(r.out);
	progress_end();
	if (!rc)
		rc = orc;
	if (r.script_failed)
		rc = 255;   /* as spatch, when a script fails */
	for (uint32_t i = 0; i < sp->nrules; i++)
		vec_free(&r.rs[i].envs);
	vec_free(&r.made);
	vec_free(&r.poslists);
	vec_free(&r.unit_vers);
	xfree(r.never);
	prefilter_free(r.pf);
	xfree(r.pre_skip);
	xfree(r.hdr_of);
	script_end();
	xfree(r.rs);
	xfree(r.pat);
	arena_free(&r.pat_arena);
	xfree(r.group.v);
	cmacro_free(r.macros);
	cinclude_free();
	for (size_t i = 0; i < headers.n; i++)
		xfree((void *)headers.v[i]);
	xfree(headers.v);
	xfree(with_headers.v);
	if (o->track_iso)
		iso_report(r.isos, stderr);
	iso_free(r.isos);
	return rc;
}

/* `#spatch --int-bits N` (or --long-bits) in the semantic patch: PREV
 * is the option word before W. */
static void spatch_line_int_size(Options *o, const char *prev, const char *w)
{
	if (!prev)
		return;
	while (*prev == '-')
		prev++;
	if (!strcmp(prev, "int-bits") || !strcmp(prev, "int_bits"))
		o->int_bits = atoi(w);
	else if (!strcmp(prev, "long-bits") || !strcmp(prev, "long_bits"))
		o->long_bits = atoi(w);
}

int engine_run(const Options *o)
{
	SmplFile *sp;
	if (o->sp_inline)
		sp = smpl_parse_string("--sp", o->sp_inline, strlen(o->sp_inline));
	else if (o->sp_file)
		sp = smpl_parse_file(o->sp_file);
	else {
		diag(DIAG_ERROR, "no semantic patch given (use --sp-file FILE)");
		return 2;
	}
	if (!sp)
		return 1;
	/* `#spatch -D name[=value]` lines of the semantic patch add defines */
	Options o2 = *o;
	StrList defs = {0};
	for (size_t i = 0; i < o->defines.n; i++)
		strlist_push(&defs, o->defines.v[i]);
	char **words = NULL;
	size_t nwords = 0;
	for (uint32_t i = 0; i < sp->spatch_opts.n; i++) {
		const char *t = sp->spatch_opts.v[i]->name;
		char *copy = xstrdup(t);
		words = xrealloc(words, (nwords + 1) * sizeof *words);
		words[nwords++] = copy;
		char *save = NULL, *prev = NULL;
		for (char *w = strtok_r(copy, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) {
			if (prev && (strcmp(prev, "-D") == 0 || strcmp(prev, "--define") == 0))
				strlist_push(&defs, w);
			spatch_line_int_size(&o2, prev, w);
			prev = w;
		}
	}
	o2.defines = defs;
	/* a folder named on the command line is walked as --dir (as spatch:
	 * the diff names files relative to it, each file is a unit) */
	StrList named = {0}, dirs = {0};
	for (size_t i = 0; i < o->files.n; i++) {
		struct stat st;
		const char *p = o->files.v[i];
		strlist_push(stat(p, &st) == 0 && S_ISDIR(st.st_mode) ? &dirs : &named, p);
	}
	for (size_t i = 0; dirs.n && i < o->dirs.n; i++)
		strlist_push(&dirs, o->dirs.v[i]);
	if (dirs.n) {
		o2.files = named;
		o2.dirs = dirs;
	}
	o = &o2;
	if (smpl_check_defines(sp, &o->defines) != 0) {
		/* -D NAME without `virtual NAME': spatch stops (coccicheck's
		 * chain mode then tries the next mode) */
		for (size_t i = 0; i < nwords; i++)
			xfree(words[i]);
		xfree(words);
		xfree(defs.v);
		xfree(named.v);
		xfree(dirs.v);
		smpl_file_free(sp);
		return 255;
	}
	ctypes_set_int_sizes(o->int_bits, o->long_bits);
	StrList files = {0};
	int unreadable = collect_files(&files, o);
	if (o->distrib_max > 0) {
		/* --max N --index I: only this run's share of the files */
		size_t first, end;
		par_share(files.n, o->distrib_max, o->distrib_index, &first, &end);
		for (size_t i = 0; i < files.n; i++)
			if (i < first || i >= end)
				xfree((void *)files.v[i]);
		memmove(files.v, files.v + first, (end - first) * sizeof *files.v);
		files.n = end - first;
	}
	int rc = run_files(o, sp, &files, NULL);
	for (size_t i = 0; i < nwords; i++)
		xfree(words[i]);
	xfree(words);
	xfree(defs.v);
	xfree(named.v);
	xfree(dirs.v);
	if (unreadable && !rc)
		rc = 1;
	for (size_t i = 0; i < files.n; i++)
		xfree((void *)files.v[i]);
	xfree(files.v);
	smpl_file_free(sp);
	return rc;
}

int engine_test_run(const Options *o)
{
	const char *name = o->test_name;
	size_t n = strlen(name) + 32;
	char *cocci = xmalloc(n), *c = xmalloc(n), *res = xmalloc(n), *out = xmalloc(n + 32);
	snprintf(cocci, n, "tests/%s.cocci", name);
	snprintf(c, n, "tests/%s.c", name);
	snprintf(res, n, "tests/%s.res", name);
	snprintf(out, n + 32, "/tmp/ladybug-test-%ld-%s.c", (long)getpid(), name);
	int rc = 2;
	SmplFile *sp = smpl_parse_file(cocci);
	if (sp) {
		StrList files = {0};
		strlist_push(&files, c);
		Options to = *o;
		to.out_file = out;
		rc = run_files(&to, sp, &files, NULL);
		xfree(files.v);
		smpl_file_free(sp);
		if (rc == 0) {
			char err[512];
			Source *got = source_read(out, err, sizeof err);
			Source *want = source_read(res, err, sizeof err);
			if (!got || !want) {
				diag(DIAG_ERROR, "%s", err);
				rc = 2;
			} else if (got->len == want->len && memcmp(got->text, want->text, got->len) == 0) {
				printf("%s: correct\n", name);
			} else {
				printf("%s: INCORRECT\n", name);
				printf("--- %s\n+++ %s\n", res, out);
				udiff_hunks(stdout, want->text, want->len, got->text, got->len, 3);
				rc = 1;
			}
			if (got)
				source_free(got);
			if (want)
				source_free(want);
		}
		remove(out);
	}
	xfree(cocci);
	xfree(c);
	xfree(res);
	xfree(out);
	return rc;
}

int engine_run_memory(const Options *o, SmplFile *sp, const char *path, const char *text,
		      size_t len, FILE *diff)
{
	MemInput mem = { text, len, diff };
	StrList files = {0};
	strlist_push(&files, path);
	ctypes_set_int_sizes(o->int_bits, o->long_bits);
	int rc = run_files(o, sp, &files, &mem);
	xfree(files.v);
	return rc;
}
