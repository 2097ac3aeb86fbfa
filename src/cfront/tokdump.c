/* tokdump.c - the token debugging modes; see tokdump.h. */
#include "cfront/tokdump.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "base/arena.h"
#include "cfront/clex.h"
#include "cfront/cmacro.h"
#include "cfront/cparse.h"
#include "base/diag.h"

static void print_token(TokenArray *ta, const Token *t, FILE *out)
{
	int line, col;
	source_linecol(ta->src, t->start, &line, &col);
	fprintf(out, "%d:%d %s", line, col, tok_kind_name(t->kind));
	if (t->flags & TF_HIDDEN)
		fputs("/hidden", out);
	if (t->flags & TF_EXPANDED)
		fputs("/expanded", out);
	if (t->flags & TF_EXPANDED && t->id) {
		fprintf(out, " %s\n", t->id->name);
		return;
	}
	if (t->end > t->start)
		fputc(' ', out);
	for (const char *p = tok_text(ta, t), *e = p + tok_len(t); p < e; p++) {
		unsigned char c = (unsigned char)*p;
		if (c < 0x20 || c == 0x7f)
			fprintf(out, "\\x%02x", c);
		else
			fputc(c, out);
	}
	fputc('\n', out);
}

int clex_dump_run(const Options *o)
{
	int rc = 0;
	if (o->files.n == 0) {
		diag(DIAG_ERROR, "--debug-tokens needs a file");
		return 2;
	}
	MacroTable *mt = cmacro_load(o);
	if (!mt)
		return 2;
	for (size_t i = 0; i < o->files.n; i++) {
		char err[512];
		Source *src = source_read(o->files.v[i], err, sizeof err);
		if (!src) {
			diag(DIAG_ERROR, "%s", err);
			rc = 1;
			continue;
		}
		/* the tokens as the parser reads them: the macro file is
		 * applied where the code does not parse without it */
		TokenArray ta;
		Arena a;
		arena_init(&a);
		int errs0 = diag_error_count();
		cparse_file(src, &ta, mt, &a, NULL);
		if (diag_error_count() > errs0)
			rc = 1;
		for (size_t k = 0; k < ta.n; k++)
			print_token(&ta, &ta.v[k], stdout);
		arena_free(&a);
		token_array_free(&ta);
		source_free(src);
	}
	cmacro_free(mt);
	return rc;
}

/* Lex PATH and compare its printed tokens with its text; 0 if equal. */
static int roundtrip_file(const char *path, const MacroTable *mt)
{
	char err[512];
	Source *src = source_read(path, err, sizeof err);
	if (!src) {
		diag(DIAG_ERROR, "%s", err);
		return 1;
	}
	TokenArray ta;
	Arena a;
	arena_init(&a);
	cparse_file(src, &ta, mt, &a, NULL);
	arena_free(&a);
	int bad = 0;
	size_t at = clex_check(&ta);
	if (at) {
		diag_at(DIAG_ERROR, src, at - 1, "token array does not cover the file here");
		bad = 1;
	} else {
		char *copy = NULL;
		size_t n = 0;
		FILE *mem = open_memstream(&copy, &n);
		if (mem) {
			clex_print(&ta, mem);
			fclose(mem);
			if (n != src->len || memcmp(copy, src->text, n)) {
				diag(DIAG_ERROR, "%s: printed tokens differ from the file", path);
				bad = 1;
			}
			free(copy);
		}
	}
	token_array_free(&ta);
	source_free(src);
	return bad;
}

static int wanted(const char *name)
{
	size_t n = strlen(name);
	return n > 2 && name[n - 2] == '.' && (name[n - 1] == 'c' || name[n - 1] == 'h');
}

/* Round-trip every .c/.h file under PATH; depth-bounded walk. */
static void roundtrip_walk(const char *path, int depth, const MacroTable *mt, int *files, int *bad)
{
	struct stat st;
	if (depth > 64 || stat(path, &st) != 0 || !S_ISDIR(st.st_mode)) {
		if (depth == 0 || wanted(path)) {
			(*files)++;
			*bad += roundtrip_file(path, mt);
		}
		return;
	}
	DIR *d = opendir(path);
	if (!d) {
		diag(DIAG_ERROR, "%s: cannot open folder", path);
		(*bad)++;
		return;
	}
	struct dirent *e;
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		size_t n = strlen(path) + strlen(e->d_name) + 2;
		char *sub = xmalloc(n);
		snprintf(sub, n, "%s/%s", path, e->d_name);
		roundtrip_walk(sub, depth + 1, mt, files, bad);
		xfree(sub);
	}
	closedir(d);
}

int clex_roundtrip_run(const Options *o)
{
	MacroTable *mt = cmacro_load(o);
	if (!mt)
		return 2;
	int files = 0, bad = 0;
	for (size_t i = 0; i < o->files.n; i++)
		roundtrip_walk(o->files.v[i], 0, mt, &files, &bad);
	cmacro_free(mt);
	printf("round trip: %d files, %d failed\n", files, bad);
	return bad ? 1 : 0;
}
