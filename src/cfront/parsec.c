/* parsec.c - the --parse-c report; see parsec.h.
 *
 * Line accounting, over every line of the file: a line on which a token
 * (not an expanded one) lies is "bad" when it lies in the token range of
 * a parse error's skipped region, "passed" when it holds only #if 0
 * text, "good" otherwise; a blank or comment line goes with the next
 * line that holds a token (a comment belongs to the code it precedes),
 * or is good at the end of the file.
 */
#include "cfront/parsec.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "base/arena.h"
#include "cfront/clex.h"
#include "cfront/cmacro.h"
#include "cfront/cparse.h"
#include "base/diag.h"
#include "base/vec.h"

enum { LINE_NONE, LINE_GOOD, LINE_PASSED, LINE_BAD };
enum { MAX_WALK_DEPTH = 128, EXAMPLE_LINES = 4 };

/* An identifier seen in parse errors. */
typedef struct Blame {
	const Ident *id;
	int errors;          /* parse errors whose region holds it */
	int stamp;           /* last error counted, to count each error once */
	char *example;       /* lines around its first error, indented */
	int blamed;          /* errors for which it is the likely culprit */
	int arity;           /* observed arity when blamed (-1: no parentheses) */
	long clean;          /* uses outside parse errors (with --gen-macro-file) */
	char *where;         /* FILE:LINE of its first blamed error */
} Blame;

typedef struct Report {
	const Options *o;
	const MacroTable *mt;
	long files, perfect, pbs;
	long good, passed, bad;
	int status;
	int stamp;
	int said_if0;        /* the note on #if 0 regions was printed */
	VEC(Blame) blames;
	size_t *slot;        /* open addressing: index + 1 into blames */
	size_t cap;
} Report;

/* ---- blame table --------------------------------------------------- */

static Blame *blame_of(Report *r, const Ident *id)
{
	if (2 * (r->blames.n + 1) > r->cap) {
		size_t nc = r->cap ? r->cap * 2 : 1024;
		size_t *ns = xcalloc(nc, sizeof *ns);
		for (size_t i = 0; i < r->blames.n; i++) {
			size_t h = (r->blames.v[i].id->hash) & (nc - 1);
			while (ns[h])
				h = (h + 1) & (nc - 1);
			ns[h] = i + 1;
		}
		xfree(r->slot);
		r->slot = ns;
		r->cap = nc;
	}
	size_t h = id->hash & (r->cap - 1);
	while (r->slot[h]) {
		Blame *b = &r->blames.v[r->slot[h] - 1];
		if (b->id == id)
			return b;
		h = (h + 1) & (r->cap - 1);
	}
	vec_push(&r->blames, ((Blame){ .id = id, .arity = -1 }));
	r->slot[h] = r->blames.n;
	return &r->blames.v[r->blames.n - 1];
}

/* ---- per file ------------------------------------------------------ */

static int name_token(const Token *t)
{
	if (t->flags & (TF_IN_PP | TF_HIDDEN | TF_EXPANDED) || !t->id)
		return 0;
	switch (t->kind) {
	case TK_IDENT: case TK_TYPEDEF_NAME: case TK_MACRO_STMT: case TK_MACRO_ITER:
	case TK_MACRO_DECL: case TK_MACRO_ATTR: case TK_MACRO_STRING:
		return 1;
	}
	return 0;
}

static void put_line(FILE *out, const char *prefix, Source *src, int line)
{
	size_t len;
	size_t start = source_line_start(src, line, &len);
	fputs(prefix, out);
	fwrite(src->text + start, 1, len, out);
	fputc('\n', out);
}

/* Lines [L-2, L+1] around LINE, each indented by 7 spaces. */
static char *example_text(Source *src, int line)
{
	char *buf = NULL;
	size_t n = 0;
	FILE *m = open_memstream(&buf, &n);
	if (!m)
		return NULL;
	/* the empty "line" after a final newline is no line */
	size_t nlines = src->nlines - (src->len && src->text[src->len - 1] == '\n');
	for (int l = line - 2; l <= line + 1; l++)
		if (l >= 1 && (size_t)l <= nlines)
			put_line(m, "       ", src, l);
	fclose(m);
	return buf;
}

static int all_caps(const Ident *id)
{
	int upper = 0;
	for (const char *p = id->name; *p; p++) {
		if (*p >= 'a' && *p <= 'z')
			return 0;
		upper |= *p >= 'A' && *p <= 'Z';
	}
	return upper && id->len > 1;
}

/* Arguments of the call whose `(` is token I, or -1. */
static int arity_at(const TokenArray *ta, size_t i)
{
	if (i >= ta->n || ta->v[i].kind != TK_LPAREN)
		return -1;
	int depth = 0, commas = 0, empty = 1;
	for (size_t j = i; j < ta->n && j < i + 4096; j++) {
		const Token *t = &ta->v[j];
		if (t->flags & (TF_IN_PP | TF_EXPANDED))
			continue;
		if (t->kind == TK_LPAREN || t->kind == TK_LBRACE || t->kind == TK_LBRACK) {
			depth++;
		} else if (t->kind == TK_RPAREN || t->kind == TK_RBRACE || t->kind == TK_RBRACK) {
			if (--depth == 0)
				return empty ? 0 : commas + 1;
		} else if (t->kind == TK_COMMA && depth == 1) {
			commas++;
		} else if (t->kind == TK_EOF) {
			break;
		}
		if (j > i && depth >= 1 && t->kind != TK_RPAREN)
			empty = 0;
	}
	return -1;
}

static size_t next_visible(const TokenArray *ta, size_t i)
{
	while (i < ta->n && (ta->v[i].flags & (TF_IN_PP | TF_HIDDEN)))
		i++;
	return i;
}

static int macro_like(const Report *r, const TokenArray *ta, size_t i)
{
	const Token *t = &ta->v[i];
	if (!name_token(t) || cmacro_lookup(r->mt, t->id))
		return 0;
	size_t n = next_visible(ta, i + 1);
	return all_caps(t->id) || (n < ta->n && ta->v[n].kind == TK_LPAREN);
}

static int stmt_end(const Token *t)
{
	return (t->kind == TK_SEMI || t->kind == TK_LBRACE || t->kind == TK_RBRACE) &&
	       !(t->flags & TF_IN_PP);
}

/* The macro most likely responsible for the error at token AT: the
 * nearest ALL-CAPS name or name followed by `(`, not defined in the
 * macro file, at or before AT back to the start of its statement, else
 * after it up to the statement's end; or (size_t)-1. */
static size_t culprit(const Report *r, const TokenArray *ta, size_t first, size_t last, size_t at)
{
	size_t lo = at > first + 64 ? at - 64 : first;
	for (size_t i = at + 1; i-- > lo;) {
		if (i < at && stmt_end(&ta->v[i]))
			break;
		if (macro_like(r, ta, i))
			return i;
	}
	for (size_t i = at + 1; i <= last && i < at + 64 && !stmt_end(&ta->v[i]); i++)
		if (macro_like(r, ta, i))
			return i;
	return (size_t)-1;
}

static void blame(Report *r, const char *path, const TokenArray *ta, size_t c)
{
	Blame *b = blame_of(r, ta->v[c].id);
	if (b->blamed++ == 0) {
		b->arity = arity_at(ta, next_visible(ta, c + 1));
		int cl, cc;
		source_linecol(ta->src, ta->v[c].start, &cl, &cc);
		size_t n = strlen(path) + 24;
		b->where = xmalloc(n);
		snprintf(b->where, n, "%s:%d", path, cl);
	}
}

/* The name of a call `NAME(...)` that ends just before token AT, if it
 * is not defined in the macro file; else (size_t)-1. */
static size_t glued_call(const Report *r, const TokenArray *ta, size_t first, size_t at)
{
	size_t i = at;
	while (i > first && (ta->v[i - 1].flags & (TF_IN_PP | TF_HIDDEN | TF_EXPANDED)))
		i--;
	if (i <= first || ta->v[i - 1].kind != TK_RPAREN)
		return (size_t)-1;
	int depth = 0;
	for (size_t j = i; j-- > first && j + 512 > i;) {
		const Token *t = &ta->v[j];
		if (t->flags & (TF_IN_PP | TF_HIDDEN | TF_EXPANDED))
			continue;
		if (t->kind == TK_RPAREN)
			depth++;
		else if (t->kind == TK_LPAREN && --depth == 0) {
			while (j > first && (ta->v[j - 1].flags & (TF_IN_PP | TF_HIDDEN | TF_EXPANDED)))
				j--;
			if (j > first && name_token(&ta->v[j - 1]) && !cmacro_lookup(r->mt, ta->v[j - 1].id))
				return j - 1;
			return (size_t)-1;
		}
	}
	return (size_t)-1;
}

static void report_error(Report *r, const char *path, TokenArray *ta, const CParseError *e, uint8_t *lines)
{
	Source *src = ta->src;
	size_t at = e->at < ta->n ? e->at : ta->n - 1;
	size_t first = e->first < ta->n ? e->first : at;
	size_t last = e->last < ta->n ? e->last : at;
	if (first > at)
		first = at;
	if (last < at)
		last = at;
	const Token *t = &ta->v[at];
	int at_end = t->kind == TK_EOF;
	while (last > first && (ta->v[last].kind == TK_EOF || (ta->v[last].flags & TF_EXPANDED)))
		last--;
	int line, col, l0, c0, l1, c1;
	source_linecol(src, t->start, &line, &col);
	source_linecol(src, ta->v[first].start, &l0, &c0);
	source_linecol(src, ta->v[last].end, &l1, &c1);
	/* The line shown as BAD: the error's, or at the end of the file
	 * the last line that holds a token. */
	int badline = line;
	if (at_end) {
		int tl, tc;
		size_t k = at;
		while (k > 0 && (ta->v[k].kind == TK_EOF || ta->v[k].kind == TK_PP_END ||
				 (ta->v[k].flags & TF_EXPANDED)))
			k--;
		source_linecol(src, ta->v[k].end, &tl, &tc);
		badline = k < at && tl < line ? tl : line;
	}
	if (l0 > badline)
		l0 = badline;
	if (l1 < badline)
		l1 = badline;
	for (int l = l0; l <= l1; l++)
		lines[l] = LINE_BAD;

	size_t llen;
	size_t lstart = source_line_start(src, line, &llen);
	fprintf(stderr, "parse error \n = File \"%s\", line %d, column %d, charpos = %u\n",
		path, line, col - 1, t->start);
	fprintf(stderr, "  around = '%.*s',\n", (int)tok_len(t), tok_text(ta, t));
	if (at_end)
		fputs("  whole content = \n", stderr);
	else
		fprintf(stderr, "  whole content = %.*s\n", (int)llen, src->text + lstart);
	fprintf(stderr, "badcount: %d\n", l1 - l0);
	for (int l = l0; l <= l1; l++)
		put_line(stderr, l == badline ? "BAD:!!!!! " : "bad: ", src, l);
	if (at_end)
		fputs("ALREADY AT END\n", stderr);

	/* statistics: every name of the region, once per error */
	r->stamp++;
	for (size_t i = first; i <= last; i++) {
		const Token *n = &ta->v[i];
		if (!name_token(n))
			continue;
		Blame *b = blame_of(r, n->id);
		if (b->stamp == r->stamp)
			continue;
		b->stamp = r->stamp;
		if (b->errors++ == 0)
			b->example = example_text(src, badline);
	}
	size_t c = culprit(r, ta, first, last, at);
	if (c != (size_t)-1)
		blame(r, path, ta, c);
	/* FOO(x) BAR: a call glued to the error token is suspect too */
	size_t g = glued_call(r, ta, first, at);
	if (g != (size_t)-1 && g != c)
		blame(r, path, ta, g);
}

/* For the draft macro file: count the names used outside the error
 * regions of ERRS (sorted by position), where hiding them would hurt. */
static void count_clean_uses(Report *r, const TokenArray *ta, const CParseErrors *errs)
{
	size_t e = 0;
	for (size_t i = 0; i < ta->n; i++) {
		while (e < errs->n && errs->v[e].last < i && errs->v[e].at < i)
			e++;
		if (e < errs->n && i >= errs->v[e].first && (i <= errs->v[e].last || i <= errs->v[e].at))
			continue;
		if (name_token(&ta->v[i]))
			blame_of(r, ta->v[i].id)->clean++;
	}
}

/* `passed:` and the tokens of TEXT[0, LEN) that start lines, one
 * output line per source line, tokens separated by spaces. */
static void print_passed(const char *text, size_t len)
{
	Source *s = source_from_string("passed", text, len);
	TokenArray ta;
	clex_set_quiet(2);
	clex_file(s, &ta);
	clex_set_quiet(1);
	int open = 0;
	for (size_t i = 0; i < ta.n; i++) {
		const Token *t = &ta.v[i];
		if (t->kind == TK_EOF || t->kind == TK_PP_END)
			continue;
		if (t->flags & TF_BOL || !open) {
			fputs(open ? "\npassed:" : "passed:", stderr);
			open = 1;
		}
		fwrite(tok_text(&ta, t), 1, tok_len(t), stderr);
		fputc(' ', stderr);
	}
	if (open)
		fputc('\n', stderr);
	token_array_free(&ta);
	source_free(s);
}

static void pass_line(const TokenArray *ta, uint8_t *lines, uint32_t off)
{
	int line, col;
	source_linecol(ta->src, off, &line, &col);
	lines[line] = LINE_PASSED;
}

static void pass_directive(const TokenArray *ta, uint8_t *lines, size_t i)
{
	size_t e = i;
	while (e + 1 < ta->n && ta->v[e].kind != TK_PP_END)
		e++;
	pass_line(ta, lines, ta->v[i].start);
	print_passed(ta->src->text + ta->v[i].start, ta->v[e].start - ta->v[i].start);
}

/* `#if 0` regions are "passed": the directive, the text, the #else or
 * #elif that ends it and the #endif of the conditional; printed as
 * `passed:` lines. */
typedef VEC(uint32_t) IfList;

/* CONDS: the indexes of the #if and #elif tokens of TA, in order. */
static void pass_if0(Report *r, const TokenArray *ta, uint8_t *lines, const IfList *conds)
{
	size_t n = ta->n;
	for (size_t c = 0; c < conds->n; c++) {
		size_t i = conds->v[c];
		if (i + 3 >= n)
			break;
		if (ta->v[i + 1].kind != TK_INT ||
		    tok_len(&ta->v[i + 1]) != 1 || *tok_text(ta, &ta->v[i + 1]) != '0' ||
		    ta->v[i + 2].kind != TK_PP_END)
			continue;
		if (!r->said_if0) {
			fputs("(ONCE) CPP-commenting a #if 0 or #if LINUX_VERSION or __cplusplus\n", stderr);
			r->said_if0 = 1;
		}
		pass_directive(ta, lines, i);
		size_t j = i + 3;
		if (ta->v[j].kind == TK_PP_SKIPPED) {
			const Token *s = &ta->v[j];
			for (uint32_t o = s->start; o < s->end; o++)
				if (o == s->start || ta->src->text[o - 1] == '\n')
					pass_line(ta, lines, o);
			print_passed(tok_text(ta, s), tok_len(s));
			j++;
		}
		int k = ta->v[j].kind;
		if (k != TK_PP_ELSE && k != TK_PP_ELIF && k != TK_PP_ENDIF)
			continue;
		if (k != TK_PP_ELIF)
			pass_directive(ta, lines, j);
		if (k == TK_PP_ENDIF)
			continue;
		int depth = 0;
		for (size_t m = j + 1; m < ta->n; m++) {
			int km = ta->v[m].kind;
			if (km == TK_PP_IF || km == TK_PP_IFDEF || km == TK_PP_IFNDEF) {
				depth++;
			} else if (km == TK_PP_ENDIF && depth-- == 0) {
				pass_directive(ta, lines, m);
				break;
			}
		}
	}
}

static int cmp_error(const void *a, const void *b)
{
	const CParseError *x = a, *y = b;
	return x->at < y->at ? -1 : x->at > y->at;
}

/* Mark in LINES (1-based, NLINES of them) the lines of the N tokens V
 * over a source whose NLS line starts are LS: good where code is, passed
 * where #if 0 text is and no code; note in CONDS the #if and #elif
 * tokens on the way.  One linear sweep, every operand in a local (a
 * store to LINES may alias anything else). */
static void mark_lines(const Token *v, size_t n, const uint32_t *ls, size_t nls, size_t nlines,
		       uint8_t *lines, IfList *conds)
{
	size_t line = 0;                      /* 0-based: ls[line] <= offset */
	/* where the next line starts (past every offset after the last) */
	uint64_t next = nls > 1 ? ls[1] : UINT64_MAX;
	/* the kinds that ask for more than marking their line */
	static const uint8_t other[TK_COUNT] = {
		[TK_EOF] = 1, [TK_PP_END] = 1, [TK_PP_IF] = 1, [TK_PP_ELIF] = 1, [TK_PP_SKIPPED] = 1,
	};
	for (size_t i = 0; i < n; i++) {
		const Token *t = &v[i];
		int kind = t->kind;
		if ((t->flags & TF_EXPANDED) || (kind < TK_COUNT && other[kind])) {
			if (kind == TK_PP_IF || kind == TK_PP_ELIF)
				vec_push(conds, (uint32_t)i);
			if (t->flags & TF_EXPANDED || kind == TK_EOF || kind == TK_PP_END)
				continue;
		}
		if (next <= t->start) {
			while (line + 1 < nls && ls[line + 1] <= t->start)
				line++;
			next = line + 1 < nls ? ls[line + 1] : UINT64_MAX;
		}
		if (kind != TK_PP_SKIPPED && next >= t->end) {
			/* the common case: code on one line, good whatever
			 * the line was (only #if 0 text is marked before);
			 * LINE + 1 <= NLS, and NLINES is NLS for any text
			 * with a token on it */
			lines[line + 1] = LINE_GOOD;
			continue;
		}
		size_t l = line;
		while (l + 1 < nls && ls[l + 1] < t->end)
			l++;
		uint8_t mark = kind == TK_PP_SKIPPED ? LINE_PASSED : LINE_GOOD;
		for (size_t k = line + 1; k <= l + 1 && k <= nlines; k++)
			if (lines[k] == LINE_NONE || (lines[k] == LINE_PASSED && mark == LINE_GOOD))
				lines[k] = mark;
	}
}

static void parse_file(Report *r, const char *path)
{
	fprintf(stderr, "\nPARSING: %s\n", path);
	r->files++;
	char err[512];
	Source *src = source_read(path, err, sizeof err);
	if (!src) {
		diag(DIAG_ERROR, "%s", err);
		r->pbs++;
		r->status = r->status > 1 ? r->status : 1;
		return;
	}
	if (source_is_binary(src)) {
		diag(DIAG_ERROR, "%s: binary file, not parsed", path);
		r->pbs++;
		r->status = r->status > 1 ? r->status : 1;
		source_free(src);
		return;
	}
	TokenArray ta;
	Arena arena;
	arena_init(&arena);
	CParseErrors errs = { 0 };
	cparse_file(src, &ta, r->mt, &arena, &errs);

	/* line starts, then one linear sweep: the lines of each token */
	struct { const uint32_t *v; size_t n; } ls;
	ls.v = source_lines(src, &ls.n);
	size_t nlines = src->len ? ls.n : 0;
	uint8_t *lines = xcalloc(nlines + 2, 1);
	IfList conds = { 0 };
	mark_lines(ta.v, ta.n, ls.v, ls.n, nlines, lines, &conds);
	pass_if0(r, &ta, lines, &conds);
	vec_free(&conds);
	if (errs.n > 1)
		qsort(errs.v, errs.n, sizeof *errs.v, cmp_error);
	for (size_t i = 0; i < errs.n; i++)
		report_error(r, path, &ta, &errs.v[i], lines);
	if (r->o->gen_macro_file)
		count_clean_uses(r, &ta, &errs);
	/* the empty "line" after a final newline is no line */
	if (nlines > 1 && src->text[src->len - 1] == '\n')
		nlines--;
	/* from the end: a line with no token takes the mark of the next
	 * (good after a passed one), and each line is counted */
	uint8_t follow = LINE_GOOD;
	long good = 0, passed = 0, bad = 0;
	for (size_t k = nlines; k >= 1; k--) {
		uint8_t mark = lines[k] == LINE_NONE ? follow : lines[k];
		good += mark == LINE_GOOD;
		passed += mark == LINE_PASSED;
		bad += mark == LINE_BAD;
		follow = mark == LINE_PASSED ? LINE_GOOD : mark;
	}
	r->good += good;
	r->passed += passed;
	r->bad += bad;
	if (errs.n)
		r->pbs++;
	else
		r->perfect++;
	xfree(lines);
	cparse_errors_free(&errs);
	arena_free(&arena);
	token_array_free(&ta);
	source_free(src);
	fflush(stderr);     /* a file's messages: one write */
}

/* ---- finding files ------------------------------------------------- */

static int has_suffix(const char *name, const char *suf)
{
	size_t n = strlen(name), m = strlen(suf);
	return n > m && !strcmp(name + n - m, suf);
}

static int wanted(const Report *r, const char *name)
{
	switch (r->o->parse_headers) {
	case 1:
		return has_suffix(name, ".h");
	case 2:
		return has_suffix(name, ".c") || has_suffix(name, ".h");
	default:
		return has_suffix(name, ".c");
	}
}

enum { ENTRY_UNKNOWN, ENTRY_DIR, ENTRY_FILE, ENTRY_OTHER };

/* What a folder entry is, as far as the folder says: a folder, a file
 * to consider (regular, or a symbolic link, read through), something
 * else, or unknown (then lstat tells). */
static int entry_type(const struct dirent *e)
{
#ifdef _DIRENT_HAVE_D_TYPE
	switch (e->d_type) {
	case DT_UNKNOWN:
		return ENTRY_UNKNOWN;
	case DT_DIR:
		return ENTRY_DIR;
	case DT_REG:
	case DT_LNK:
		return ENTRY_FILE;
	default:
		return ENTRY_OTHER;
	}
#else
	(void)e;
	return ENTRY_UNKNOWN;
#endif
}

/* Every wanted file under DIR, in directory order, subfolders where
 * they are met (the order of find(1)); symbolic links not followed. */
static void walk(Report *r, const char *dir, int depth)
{
	if (depth > MAX_WALK_DEPTH) {
		diag(DIAG_ERROR, "%s: folders nested too deep", dir);
		r->status = r->status > 1 ? r->status : 1;
		return;
	}
	DIR *d = opendir(dir);
	if (!d) {
		diag(DIAG_ERROR, "%s: %s", dir, strerror(errno));
		r->status = r->status > 1 ? r->status : 1;
		return;
	}
	struct dirent *e;
	while ((e = readdir(d))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		/* the entry's type from the folder itself when the file
		 * system gives it: no lstat for most entries */
		int type = entry_type(e);
		if (type == ENTRY_OTHER || (type == ENTRY_FILE && !wanted(r, e->d_name)))
			continue;
		size_t n = strlen(dir) + strlen(e->d_name) + 2;
		char *path = xmalloc(n);
		snprintf(path, n, "%s/%s", dir, e->d_name);
		struct stat st;
		if (type == ENTRY_UNKNOWN) {
			type = ENTRY_OTHER;
			if (lstat(path, &st) == 0) {
				if (S_ISDIR(st.st_mode))
					type = ENTRY_DIR;
				else if (S_ISREG(st.st_mode) || S_ISLNK(st.st_mode))
					type = ENTRY_FILE;
			}
		}
		if (type == ENTRY_DIR)
			walk(r, path, depth + 1);
		else if (type == ENTRY_FILE && wanted(r, e->d_name))
			parse_file(r, path);
		xfree(path);
	}
	closedir(d);
}

/* ---- summaries ----------------------------------------------------- */

static int cmp_blame(const void *a, const void *b)
{
	const Blame *x = a, *y = b;
	if (x->errors != y->errors)
		return x->errors > y->errors ? -1 : 1;
	return strcmp(x->id->name, y->id->name);
}

static int cmp_blamed(const void *a, const void *b)
{
	const Blame *x = *(Blame *const *)a, *y = *(Blame *const *)b;
	if (x->blamed != y->blamed)
		return x->blamed > y->blamed ? -1 : 1;
	return strcmp(x->id->name, y->id->name);
}

static const char ruler[] =
	"-----------------------------------------------------------------------\n";

static void print_problematic(Report *r)
{
	fputs(ruler, stderr);
	fputs("maybe 10 most problematic tokens\n", stderr);
	fputs(ruler, stderr);
	if (r->blames.n > 1)
		qsort(r->blames.v, r->blames.n, sizeof *r->blames.v, cmp_blame);
	/* the table's slots are stale from here on */
	xfree(r->slot);
	r->slot = NULL;
	r->cap = 0;
	for (size_t i = 0; i < r->blames.n && i < 10 && r->blames.v[i].errors; i++) {
		Blame *b = &r->blames.v[i];
		fprintf(stderr, "%s: present in %d parsing errors\n", b->id->name, b->errors);
		fputs("example: \n", stderr);
		if (b->example)
			fputs(b->example, stderr);
	}
	fputs(ruler, stderr);
}

static void print_totals(const Report *r)
{
	long total = r->good + r->bad + r->passed;
	printf("NB total files = %ld; perfect = %ld; pbs = %ld; timeout = 0; =========> %ld%%\n",
	       r->files, r->perfect, r->pbs, r->files ? r->perfect * 100 / r->files : 0);
	printf("nb good = %ld,  nb passed = %ld =========> %.2f%% passed\n", r->good, r->passed,
	       total ? 100.0 * (double)r->passed / (double)total : 0.0);
	printf("nb good = %ld,  nb bad = %ld =========> %.2f%% good or passed\n", r->good, r->bad,
	       total ? 100.0 * (double)(r->good + r->passed) / (double)total : 0.0);
}

/* The draft macro file: one empty definition per blamed name. */
static int write_macro_file(const Report *r, const char *path)
{
	FILE *f = fopen(path, "w");
	if (!f) {
		diag(DIAG_ERROR, "cannot write %s: %s", path, strerror(errno));
		return -1;
	}
	/* A name also used where the code parses is no culprit: hiding it
	 * everywhere would break those uses. */
	size_t n = 0;
	Blame **v = xmalloc((r->blames.n + 1) * sizeof *v);
	for (size_t i = 0; i < r->blames.n; i++)
		if (r->blames.v[i].blamed && r->blames.v[i].clean == 0)
			v[n++] = &r->blames.v[i];
	if (n > 1)
		qsort(v, n, sizeof *v, cmp_blamed);
	fprintf(f, "/* Draft macro file written by spatch --gen-macro-file: one empty\n"
		   " * definition per macro blamed for parse errors and never used in\n"
		   " * code that parses (so that the parser skips its uses).  Review\n"
		   " * each one, give it a body where the macro stands for code, then\n"
		   " * pass this file with --macro-file. */\n");
	for (size_t i = 0; i < n; i++) {
		const Blame *b = v[i];
		fprintf(f, "\n/* %d parse error%s, e.g. %s */\n", b->blamed, b->blamed == 1 ? "" : "s",
			b->where ? b->where : "?");
		fprintf(f, "#define %s", b->id->name);
		if (b->arity >= 0) {
			fputc('(', f);
			for (int a = 0; a < b->arity; a++)
				fprintf(f, "%sa%d", a ? ", " : "", a + 1);
			fputc(')', f);
		}
		fputc('\n', f);
	}
	xfree(v);
	if (fclose(f) != 0) {
		diag(DIAG_ERROR, "cannot write %s", path);
		return -1;
	}
	return 0;
}

int parsec_run(const Options *o)
{
	if (o->files.n == 0) {
		diag(DIAG_ERROR, "--parse-c needs a file or a folder");
		return 2;
	}
	MacroTable *mt = cmacro_load(o);
	if (!mt)
		return 2;
	fprintf(stderr, "init_defs_builtins: %s\n",
		o->macro_file_builtins ? o->macro_file_builtins : cmacro_default_path());
	/* The report's messages go out a file at a time (parse_file
	 * flushes): one write per file instead of one per message, which
	 * cost as much as a tenth of a run's parsing.  Nothing is pending
	 * on the stream here. */
	fflush(stderr);
	static char errbuf[1 << 16];
	setvbuf(stderr, errbuf, _IOFBF, sizeof errbuf);
	clex_set_quiet(1);      /* token-level lexical errors show as parse errors */
	Report r = { .o = o, .mt = mt };
	for (size_t i = 0; i < o->files.n; i++) {
		const char *p = o->files.v[i];
		struct stat st;
		if (stat(p, &st) != 0) {
			diag(DIAG_ERROR, "%s: %s", p, strerror(errno));
			r.status = 2;
			continue;
		}
		if (S_ISDIR(st.st_mode)) {
			size_t n = strlen(p);
			char *dir = xstrdup(p);
			while (n > 1 && dir[n - 1] == '/')
				dir[--n] = 0;
			walk(&r, dir, 0);
			xfree(dir);
		} else {
			parse_file(&r, p);
		}
	}
	if (o->gen_macro_file && write_macro_file(&r, o->gen_macro_file) != 0)
		r.status = 2;
	if (r.files > 0) {
		print_problematic(&r);
		fflush(stderr);
		print_totals(&r);
	}
	for (size_t i = 0; i < r.blames.n; i++) {
		free(r.blames.v[i].example);
		xfree(r.blames.v[i].where);
	}
	vec_free(&r.blames);
	xfree(r.slot);
	cmacro_free(mt);
	return r.status;
}
