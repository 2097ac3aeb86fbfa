/* edit-driver.c - test driver for the edit, udiff and output modules.
 *
 *   edit-driver edit FILE.c SCRIPT     print FILE.c after the edits of SCRIPT
 *   edit-driver diff OLD NEW [N]       print the hunks of OLD -> NEW (N context lines)
 *   edit-driver run SCRIPT ARGS...     spatch's command line ARGS (files, -o,
 *                                      --in-place, --patch, -U...): apply SCRIPT
 *                                      to each file and hand the result to the
 *                                      output module, as the engine does
 *   edit-driver fuzz SEED N FILE...    N random edits of the FILEs: compare our
 *                                      hunks with those of `diff -u -p`
 *   edit-driver fuzz-edit SEED N FILE...  N random edit sets applied to the
 *                                      FILEs: the result, lexed again, must hold
 *                                      the kept tokens in order and every added
 *                                      text, nothing else
 *
 * SCRIPT has one edit per line (`#` starts a comment line).  A token is
 * named by the line and column where it starts (L:C), or `eof`:
 *   remove L:C [L:C]                    tokens from the first through the second
 *   remove-decl L:C [L:C]               the same, as a toplevel definition
 *   replace L:C [L:C] inline|lines TEXT
 *   insert before|after L:C inline|lines TEXT
 *   indent L:C L:C TEXT                 lines starting in that range get TEXT more
 *   indent-like L:C L:C L:C             ... are indented like the third token's line
 *   star L:C [L:C]                      context mode: report these tokens
 *   skip                                (run) the file is not processed at all
 * TEXT is the rest of the line; `\n`, `\t` and `\\` are escapes.
 *
 * The C files are split into tokens by a small lexer of its own
 * (identifiers, numbers, literals, punctuators; comments and blanks are
 * trivia), enough to exercise the modules without the C front end.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "base/arena.h"
#include "cfront/clex.h"
#include "cfront/ctoken.h"
#include "base/intern.h"
#include "base/diag.h"
#include "transform/edit.h"
#include "base/options.h"
#include "run/cmdline.h"
#include "output/output.h"
#include "base/source.h"
#include "output/udiff.h"

/* ---- a small lexer ---------------------------------------------------------- */

static int ident_char(int c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

static void push_tok(TokenArray *ta, int kind, size_t s, size_t e, int bol)
{
	if (ta->n == ta->cap) {
		ta->cap = ta->cap ? ta->cap * 2 : 256;
		ta->v = xrealloc(ta->v, ta->cap * sizeof *ta->v);
	}
	const Ident *id = NULL;
	if (kind == TK_IDENT) {
		/* keywords as the C lexer marks them (edit.c tells a
		 * declaration by its first word) */
		clex_init();
		id = intern(ta->src->text + s, e - s);
		if (id->kw)
			kind = TK_KEYWORD;
	}
	Token t = { (uint16_t)kind, (uint16_t)(bol ? TF_BOL : 0), (uint32_t)s, (uint32_t)e, id, NULL };
	ta->v[ta->n++] = t;
}

static void lex(Source *src, TokenArray *ta)
{
	static const char *const ops[] = { "<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=",
		">=", "==", "!=", "&&", "||", "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##", NULL };
	const char *s = src->text;
	size_t n = src->len, p = 0;
	int bol = 1;
	memset(ta, 0, sizeof *ta);
	ta->src = src;
	while (p < n) {
		char c = s[p];
		if (c == '\n') {
			bol = 1;
			p++;
			continue;
		}
		if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
			p++;
			continue;
		}
		if (c == '/' && p + 1 < n && s[p + 1] == '*') {
			const char *e = strstr(s + p + 2, "*/");
			p = e ? (size_t)(e - s) + 2 : n;
			continue;
		}
		if (c == '/' && p + 1 < n && s[p + 1] == '/') {
			while (p < n && s[p] != '\n')
				p++;
			continue;
		}
		size_t st = p;
		int kind = TK_OTHER;
		if (ident_char((unsigned char)c)) {
			while (p < n && ident_char((unsigned char)s[p]))
				p++;
			kind = c >= '0' && c <= '9' ? TK_INT : TK_IDENT;
		} else if (c == '"' || c == '\'') {
			p++;
			while (p < n && s[p] != c && s[p] != '\n')
				p += s[p] == '\\' && p + 1 < n ? 2 : 1;
			if (p < n && s[p] == c)
				p++;
			kind = c == '"' ? TK_STRING : TK_CHAR;
		} else {
			int k;
			for (k = 0; ops[k]; k++)
				if (strncmp(s + p, ops[k], strlen(ops[k])) == 0)
					break;
			p += ops[k] ? strlen(ops[k]) : 1;
			kind = c == '{' ? TK_LBRACE : c == '}' ? TK_RBRACE : c == ';' ? TK_SEMI
				: c == '(' ? TK_LPAREN : c == ')' ? TK_RPAREN : c == ',' ? TK_COMMA : TK_OTHER;
			if (ops[k])
				kind = TK_OTHER;
		}
		push_tok(ta, kind, st, p, bol);
		bol = 0;
	}
	push_tok(ta, TK_EOF, n, n, bol);
}

/* ---- scripts ------------------------------------------------------------------- */

static int find_tok(TokenArray *ta, const char *word, size_t *idx)
{
	if (strcmp(word, "eof") == 0) {
		*idx = ta->n - 1;
		return 0;
	}
	int line, col;
	if (sscanf(word, "%d:%d", &line, &col) != 2 || line < 1 || col < 1)
		return -1;
	size_t len, off = source_line_start(ta->src, line, &len) + (size_t)col - 1;
	int l, c;
	source_linecol(ta->src, off, &l, &c);
	if (l != line || c != col)
		return -1;
	size_t lo = 0, hi = ta->n - 1;   /* tokens before EOF, sorted by start */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (ta->v[mid].start < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo + 1 < ta->n && ta->v[lo].start == off) {
		*idx = lo;
		return 0;
	}
	return -1;
}

static char *unescape(const char *s, size_t *len)
{
	char *r = xmalloc(strlen(s) + 1), *o = r;
	for (; *s; s++) {
		if (*s == '\\' && s[1]) {
			s++;
			*o++ = *s == 'n' ? '\n' : *s == 't' ? '\t' : *s;
		} else {
			*o++ = *s;
		}
	}
	*o = 0;
	*len = (size_t)(o - r);
	return r;
}

/* Apply SCRIPT to TA's file; the new text (arena) in *OUT.  Returns the
 * number of errors (bad lines, conflicts). */
static int run_script(Source *script, TokenArray *ta, Arena *a, char **out, size_t *outlen,
		      int *starred)
{
	*starred = 0;
	EditSet *es = edit_new(a, ta);
	int errors = 0;
	int nlines = 0;
	for (const char *p = script->text; *p;) {
		const char *e = strchr(p, '\n');
		size_t n = e ? (size_t)(e - p) : strlen(p);
		char *line = xmalloc(n + 1);
		memcpy(line, p, n);
		line[n] = 0;
		size_t off = (size_t)(p - script->text);
		nlines++;
		p = e ? e + 1 : p + n;
		char w[5][64];
		int k = 0, pos[5] = { 0 };
		const char *q = line;
		for (; k < 5; k++) {
			while (*q == ' ' || *q == '\t')
				q++;
			if (!*q)
				break;
			int m = 0;
			while (*q && *q != ' ' && *q != '\t' && m < 63)
				w[k][m++] = *q++;
			w[k][m] = 0;
			pos[k] = (int)(q - line);
		}
		if (k == 0 || w[0][0] == '#' || strcmp(w[0], "skip") == 0) {
			xfree(line);
			continue;
		}
		EditOrigin why = { script, off, NULL };
		size_t t1, t2;
		int bad = 0;
		if ((strcmp(w[0], "remove") == 0 || strcmp(w[0], "remove-decl") == 0) && k >= 2 &&
		    find_tok(ta, w[1], &t1) == 0) {
			if (k < 3 || find_tok(ta, w[2], &t2) != 0)
				t2 = t1;
			int r = w[0][6] ? edit_remove_decl(es, t1, t2, &why) : edit_remove(es, t1, t2, &why);
			if (r != 0)
				errors++;
		} else if (strcmp(w[0], "indent-like") == 0 && k >= 4 && find_tok(ta, w[1], &t1) == 0 &&
			   find_tok(ta, w[2], &t2) == 0) {
			size_t t3;
			if (find_tok(ta, w[3], &t3) != 0 || edit_indent_like(es, t1, t2, t3) != 0)
				errors++;
		} else if (strcmp(w[0], "indent") == 0 && k >= 4 && find_tok(ta, w[1], &t1) == 0 &&
			   find_tok(ta, w[2], &t2) == 0) {
			size_t tl;
			char *u = unescape(w[3], &tl);
			if (edit_reindent(es, t1, t2, u) != 0)
				errors++;
			xfree(u);
		} else if (strcmp(w[0], "star") == 0 && k >= 2 && find_tok(ta, w[1], &t1) == 0) {
			if (k < 3 || find_tok(ta, w[2], &t2) != 0)
				t2 = t1;
			edit_star(es, t1, t2);
			*starred = 1;
		} else if (strcmp(w[0], "replace") == 0 && k >= 3 && find_tok(ta, w[1], &t1) == 0) {
			int lay = 2;
			t2 = t1;
			if (find_tok(ta, w[2], &t2) == 0)
				lay = 3;
			if (k <= lay) {
				bad = 1;
			} else {
				const char *txt = line + pos[lay];
				if (*txt)
					txt++;
				size_t tl;
				char *u = unescape(txt, &tl);
				if (edit_replace(es, t1, t2, u, tl,
						 strcmp(w[lay], "lines") == 0 ? EDIT_LINES : EDIT_INLINE, &why) != 0)
					errors++;
				xfree(u);
			}
		} else if (strcmp(w[0], "insert") == 0 && k >= 4 && find_tok(ta, w[2], &t1) == 0) {
			const char *txt = line + pos[3];
			if (*txt)
				txt++;
			size_t tl;
			char *u = unescape(txt, &tl);
			edit_insert(es, t1, strcmp(w[1], "after") == 0 ? EDIT_AFTER : EDIT_BEFORE,
				    strcmp(w[3], "lines") == 0 ? EDIT_LINES : EDIT_INLINE, u, tl, &why);
			xfree(u);
		} else {
			bad = 1;
		}
		if (bad) {
			diag_at(DIAG_ERROR, script, off, "bad edit line or no token there");
			errors++;
		}
		xfree(line);
	}
	*out = *starred ? edit_apply_context(es, outlen) : edit_apply(es, outlen);
	return errors;
}

static Source *must_read(const char *path)
{
	char err[512];
	Source *s = source_read(path, err, sizeof err);
	if (!s) {
		fprintf(stderr, "edit-driver: %s\n", err);
		exit(2);
	}
	return s;
}

static int cmd_edit(const char *file, const char *script_path)
{
	Source *src = must_read(file), *script = must_read(script_path);
	TokenArray ta;
	lex(src, &ta);
	Arena a;
	arena_init(&a);
	char *out;
	size_t len;
	int starred;
	int errors = run_script(script, &ta, &a, &out, &len, &starred);
	fwrite(out, 1, len, stdout);
	arena_free(&a);
	xfree(ta.v);
	source_free(src);
	source_free(script);
	return errors ? 1 : 0;
}

static int cmd_diff(const char *a, const char *b, int ctx)
{
	Source *sa = must_read(a), *sb = must_read(b);
	int r = udiff_hunks(stdout, sa->text, sa->len, sb->text, sb->len, ctx);
	source_free(sa);
	source_free(sb);
	return r < 0 ? 2 : 0;
}

static int cmd_run(const char *script_path, int argc, char **argv)
{
	Options o;
	options_init(&o);
	if (options_parse(&o, argc, argv) != 0)
		return 2;
	Source *script = must_read(script_path);
	Output *out = output_new(&o, o.files.n);
	int errors = 0;
	for (size_t i = 0; i < o.files.n; i++) {
		Source *src = must_read(o.files.v[i]);
		TokenArray ta;
		lex(src, &ta);
		Arena a;
		arena_init(&a);
		char *text;
		size_t len;
		int starred;
		errors += run_script(script, &ta, &a, &text, &len, &starred);
		if (strncmp(script->text, "skip", 4) == 0)
			output_skipped(out, o.files.v[i]);
		else if (starred ? output_context_file(out, o.files.v[i], src->text, src->len, text, len)
				 : output_file(out, o.files.v[i], src->text, src->len, text, len))
			errors++;
		arena_free(&a);
		xfree(ta.v);
		source_free(src);
	}
	int status = output_finish(out);
	source_free(script);
	options_free(&o);
	return status ? status : errors ? 1 : 0;
}

/* ---- property test against GNU diff ----------------------------------------- */

static uint64_t rng_state;

static uint32_t rnd(uint32_t n)
{
	rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
	return (uint32_t)(rng_state >> 33) % n;
}

typedef struct Lines {
	char **v;
	size_t *len;
	size_t n, cap;
} Lines;

static void lines_push(Lines *l, size_t at, char *s, size_t n)
{
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 64;
		l->v = xrealloc(l->v, l->cap * sizeof *l->v);
		l->len = xrealloc(l->len, l->cap * sizeof *l->len);
	}
	memmove(l->v + at + 1, l->v + at, (l->n - at) * sizeof *l->v);
	memmove(l->len + at + 1, l->len + at, (l->n - at) * sizeof *l->len);
	l->v[at] = s;
	l->len[at] = n;
	l->n++;
}

static void write_text(const char *path, const char *s, size_t n)
{
	FILE *f = fopen(path, "wb");
	if (!f || fwrite(s, 1, n, f) != n || fclose(f) != 0) {
		fprintf(stderr, "edit-driver: cannot write %s\n", path);
		exit(2);
	}
}

/* One random variant of SRC: lines deleted, changed, added (new text,
 * braces, blank lines, or a copy of another line), and the final
 * newline sometimes dropped or added.  Returns a buffer to xfree. */
static char *mutate(const Source *src, size_t *outlen)
{
	Lines l = { 0 };
	for (size_t p = 0; p < src->len;) {
		const char *e = memchr(src->text + p, '\n', src->len - p);
		size_t n = e ? (size_t)(e - (src->text + p)) + 1 : src->len - p;
		lines_push(&l, l.n, src->text + p, n);
		p += n;
	}
	static char *const fresh[] = { "\tnew_call(x);\n", "}\n", "\n", "{\n", "\treturn 0;\n",
		"int added_function(void)\n", "\t/* added */\n" };
	int edits = 1 + (int)rnd(12);
	for (int k = 0; k < edits && l.n > 0; k++) {
		size_t at = rnd((uint32_t)l.n);
		switch (rnd(5)) {
		case 0: {   /* delete 1..4 lines */
			size_t m = 1 + rnd(4);
			if (at + m > l.n)
				m = l.n - at;
			memmove(l.v + at, l.v + at + m, (l.n - at - m) * sizeof *l.v);
			memmove(l.len + at, l.len + at + m, (l.n - at - m) * sizeof *l.len);
			l.n -= m;
			break;
		}
		case 1:     /* change a line */
			l.v[at] = "\tchanged(y);\n";
			l.len[at] = strlen(l.v[at]);
			break;
		case 2:
		case 3: {   /* add fresh lines */
			size_t m = 1 + rnd(3);
			for (size_t j = 0; j < m; j++) {
				char *s = fresh[rnd(sizeof fresh / sizeof *fresh)];
				lines_push(&l, at, s, strlen(s));
			}
			break;
		}
		default: {  /* copy a line from elsewhere */
			size_t from = rnd((uint32_t)l.n);
			lines_push(&l, at, l.v[from], l.len[from]);
			break;
		}
		}
	}
	size_t total = 0;
	for (size_t i = 0; i < l.n; i++)
		total += l.len[i];
	char *out = xmalloc(total + 2), *o = out;
	for (size_t i = 0; i < l.n; i++) {
		memcpy(o, l.v[i], l.len[i]);
		o += l.len[i];
	}
	if (o > out && rnd(8) == 0) {
		if (o[-1] == '\n')
			o--;
		else
			*o++ = '\n';
	}
	*outlen = (size_t)(o - out);
	xfree(l.v);
	xfree(l.len);
	return out;
}

static char *slurp_stream(FILE *f, size_t *len)
{
	size_t cap = 4096, n = 0;
	char *b = xmalloc(cap);
	size_t k;
	while ((k = fread(b + n, 1, cap - n, f)) > 0) {
		n += k;
		if (n == cap)
			b = xrealloc(b, cap *= 2);
	}
	*len = n;
	return b;
}

static int cmd_fuzz(unsigned long seed, int n, int nfiles, char **files)
{
	rng_state = seed;
	const char *tmp = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
	char pa[512], pb[512], cmd[1200];
	snprintf(pa, sizeof pa, "%s/edit-driver-%ld.a", tmp, (long)getpid());
	snprintf(pb, sizeof pb, "%s/edit-driver-%ld.b", tmp, (long)getpid());
	int bad = 0, hunks = 0;
	for (int it = 0; it < n; it++) {
		Source *src = must_read(files[rnd((uint32_t)nfiles)]);
		size_t blen;
		char *b = mutate(src, &blen);
		int ctx = (int)"\0\1\3\3\3\5\7"[rnd(7)];
		write_text(pa, src->text, src->len);
		write_text(pb, b, blen);
		snprintf(cmd, sizeof cmd, "diff -U %d -p '%s' '%s'", ctx, pa, pb);
		FILE *p = popen(cmd, "r");
		size_t glen;
		char *gnu = slurp_stream(p, &glen);
		pclose(p);
		/* Skip GNU's two header lines. */
		size_t skip = 0;
		for (int k = 0; k < 2 && skip < glen; k++) {
			const char *e = memchr(gnu + skip, '\n', glen - skip);
			skip = e ? (size_t)(e - gnu) + 1 : glen;
		}
		char *ours;
		size_t olen;
		FILE *m = open_memstream(&ours, &olen);
		hunks += udiff_hunks(m, src->text, src->len, b, blen, ctx);
		fclose(m);
		if (olen != glen - skip || memcmp(ours, gnu + skip, olen) != 0) {
			bad++;
			if (bad <= 3) {
				fprintf(stderr, "mismatch on case %d (%s, -U %d); ours:\n%.*s\nGNU:\n%.*s\n",
					it, src->path, ctx, (int)olen, ours, (int)(glen - skip), gnu + skip);
			}
		}
		free(ours);
		xfree(gnu);
		xfree(b);
		source_free(src);
	}
	unlink(pa);
	unlink(pb);
	printf("%d cases, %d hunks, %d mismatches\n", n, hunks, bad);
	return bad ? 1 : 0;
}

/* ---- property test of the edit module ------------------------------------- */

/* Lex TEXT and append to OUT the spellings of its tokens, one per line,
 * except those of added text (identifiers starting with ZQ), which are
 * counted in *ADDED. */
static void token_lines(const char *text, size_t len, FILE *out, int *added)
{
	Source *s = source_from_string("result", text, len);
	TokenArray ta;
	lex(s, &ta);
	for (size_t i = 0; i + 1 < ta.n; i++) {
		const char *p = s->text + ta.v[i].start;
		size_t n = ta.v[i].end - ta.v[i].start;
		if (n >= 2 && p[0] == 'Z' && p[1] == 'Q')
			(*added)++;
		else
			fprintf(out, "%.*s\n", (int)n, p);
	}
	xfree(ta.v);
	source_free(s);
}

static int cmd_fuzz_edit(unsigned long seed, int n, int nfiles, char **files)
{
	rng_state = seed;
	int bad = 0, total_edits = 0, conflicts = 0;
	diag_set_quiet(1);
	for (int it = 0; it < n; it++) {
		Source *src = must_read(files[rnd((uint32_t)nfiles)]);
		TokenArray ta;
		lex(src, &ta);
		if (ta.n < 3) {
			xfree(ta.v);
			source_free(src);
			continue;
		}
		Arena a;
		arena_init(&a);
		EditSet *es = edit_new(&a, &ta);
		char *gone = xcalloc(ta.n, 1);
		int want_added = 0, nedits = 1 + (int)rnd(40);
		uint32_t last = (uint32_t)ta.n - 1;   /* the EOF token */
		for (int k = 0; k < nedits; k++) {
			char text[64];
			size_t t = rnd(last), len = 1 + rnd(6);
			size_t u = t + len - 1 < last ? t + len - 1 : last - 1;
			int lines = (int)rnd(2), r = 0;
			switch (rnd(7)) {
			case 0:
			case 1:
				r = rnd(4) ? edit_remove(es, t, u, NULL) : edit_remove_decl(es, t, u, NULL);
				if (r == 0)
					memset(gone + t, 1, u - t + 1);
				break;
			case 2:
				snprintf(text, sizeof text, lines ? "ZQr%d\nZQs%d" : " ZQr%d ", k, k);
				r = edit_replace(es, t, u, text, strlen(text),
						 lines ? EDIT_LINES : EDIT_INLINE, NULL);
				if (r == 0) {
					memset(gone + t, 1, u - t + 1);
					want_added += 1 + lines;
				}
				break;
			case 3:
			case 4:
				t = rnd(last + 1);
				snprintf(text, sizeof text, lines ? "ZQa%d\n\tZQb%d" : " ZQa%d ", k, k);
				edit_insert(es, t, rnd(2) ? EDIT_AFTER : EDIT_BEFORE,
					    lines ? EDIT_LINES : EDIT_INLINE, text, strlen(text), NULL);
				want_added += 1 + lines;
				break;
			case 5:
				edit_reindent(es, t, u, "\t");
				break;
			default:
				edit_indent_like(es, t, u, rnd(last));
				break;
			}
			conflicts += r != 0;
		}
		total_edits += nedits;
		size_t olen;
		char *out = edit_apply(es, &olen);
		char *want, *got;
		size_t wl, gl;
		FILE *w = open_memstream(&want, &wl);
		for (size_t i = 0; i + 1 < ta.n; i++)
			if (!gone[i])
				fprintf(w, "%.*s\n", (int)(ta.v[i].end - ta.v[i].start),
					src->text + ta.v[i].start);
		fclose(w);
		int added = 0;
		FILE *g = open_memstream(&got, &gl);
		token_lines(out, olen, g, &added);
		fclose(g);
		if (wl != gl || memcmp(want, got, wl) != 0 || added != want_added) {
			bad++;
			if (bad <= 3) {
				printf("case %d (%s): kept tokens %s, %d of %d added texts\n", it,
				       src->path, wl == gl && memcmp(want, got, wl) == 0 ? "intact" : "differ",
				       added, want_added);
				if (getenv("FUZZ_SHOW"))
					printf("---- result\n%.*s\n---- want\n%.*s---- got\n%.*s", (int)olen, out,
					       (int)wl, want, (int)gl, got);
			}
		}
		free(want);
		free(got);
		xfree(gone);
		arena_free(&a);
		xfree(ta.v);
		source_free(src);
	}
	printf("%d edit sets, %d edits (%d refused as conflicts), %d broken\n", n, total_edits,
	       conflicts, bad);
	return bad ? 1 : 0;
}

int main(int argc, char **argv)
{
	if (argc >= 4 && strcmp(argv[1], "edit") == 0)
		return cmd_edit(argv[2], argv[3]);
	if (argc >= 4 && strcmp(argv[1], "diff") == 0)
		return cmd_diff(argv[2], argv[3], argc > 4 ? atoi(argv[4]) : 3);
	if (argc >= 3 && strcmp(argv[1], "run") == 0)
		return cmd_run(argv[2], argc - 2, argv + 2);
	if (argc >= 5 && strcmp(argv[1], "fuzz") == 0)
		return cmd_fuzz(strtoul(argv[2], NULL, 10), atoi(argv[3]), argc - 4, argv + 4);
	if (argc >= 5 && strcmp(argv[1], "fuzz-edit") == 0)
		return cmd_fuzz_edit(strtoul(argv[2], NULL, 10), atoi(argv[3]), argc - 4, argv + 4);
	fprintf(stderr, "usage: edit-driver edit FILE SCRIPT | diff OLD NEW [N] | "
			"run SCRIPT ARGS... | fuzz SEED N FILE... | fuzz-edit SEED N FILE...\n");
	return 2;
}
