/* clex.c - the C lexer's driver; see clex.h.  The scanner itself is
 * grammar/c.l; this file owns the keyword table, the scanner's callbacks
 * (errors, directives, #if 0 regions) and the loop that fills a token
 * array (what else a token array does is ctoken.c). */
#include "cfront/clex.h"

#include <string.h>
#include "base/arena.h"
#include "base/diag.h"

/* ---- keywords ------------------------------------------------------ */

static const struct { const char *name; int kw; } keywords[] = {
	{ "auto", KW_AUTO }, { "break", KW_BREAK }, { "case", KW_CASE },
	{ "char", KW_CHAR }, { "const", KW_CONST }, { "continue", KW_CONTINUE },
	{ "default", KW_DEFAULT }, { "do", KW_DO }, { "double", KW_DOUBLE },
	{ "else", KW_ELSE }, { "enum", KW_ENUM }, { "extern", KW_EXTERN },
	{ "float", KW_FLOAT }, { "for", KW_FOR }, { "goto", KW_GOTO },
	{ "if", KW_IF }, { "inline", KW_INLINE }, { "int", KW_INT },
	{ "long", KW_LONG }, { "register", KW_REGISTER },
	{ "restrict", KW_RESTRICT }, { "return", KW_RETURN },
	{ "short", KW_SHORT }, { "signed", KW_SIGNED }, { "sizeof", KW_SIZEOF },
	{ "static", KW_STATIC }, { "struct", KW_STRUCT }, { "switch", KW_SWITCH },
	{ "typedef", KW_TYPEDEF }, { "union", KW_UNION },
	{ "unsigned", KW_UNSIGNED }, { "void", KW_VOID },
	{ "volatile", KW_VOLATILE }, { "while", KW_WHILE },
	{ "_Alignas", KW_ALIGNAS }, { "_Alignof", KW_ALIGNOF },
	{ "_Atomic", KW_ATOMIC }, { "_Bool", KW_BOOL }, { "_Complex", KW_COMPLEX },
	{ "_Generic", KW_GENERIC }, { "_Imaginary", KW_IMAGINARY },
	{ "_Noreturn", KW_NORETURN }, { "_Static_assert", KW_STATIC_ASSERT },
	{ "_Thread_local", KW_THREAD_LOCAL },
	/* GNU spellings of the same keywords */
	{ "__inline", KW_INLINE }, { "__inline__", KW_INLINE },
	{ "__const", KW_CONST }, { "__const__", KW_CONST },
	{ "__volatile", KW_VOLATILE }, { "__volatile__", KW_VOLATILE },
	{ "__signed", KW_SIGNED }, { "__signed__", KW_SIGNED },
	{ "__restrict", KW_RESTRICT }, { "__restrict__", KW_RESTRICT },
	{ "__alignof", KW_ALIGNOF }, { "__alignof__", KW_ALIGNOF },
	{ "__complex__", KW_COMPLEX }, { "__thread", KW_THREAD_LOCAL },
	/* GNU extensions */
	{ "asm", KW_ASM }, { "__asm", KW_ASM }, { "__asm__", KW_ASM },
	{ "__attribute__", KW_ATTRIBUTE }, { "__attribute", KW_ATTRIBUTE },
	{ "typeof", KW_TYPEOF }, { "__typeof", KW_TYPEOF },
	{ "__typeof__", KW_TYPEOF },
	{ "__extension__", KW_EXTENSION },
	{ "__builtin_va_arg", KW_BUILTIN_VA_ARG },
	{ "__builtin_offsetof", KW_BUILTIN_OFFSETOF },
	{ "__builtin_types_compatible_p", KW_BUILTIN_TYPES_COMPATIBLE_P },
	{ "__label__", KW_LABEL }, { "__int128", KW_INT128 },
	{ "__auto_type", KW_AUTO_TYPE },
};

void clex_init(void)
{
	for (size_t i = 0; i < sizeof keywords / sizeof *keywords; i++) {
		Ident *id = intern_mut(keywords[i].name, strlen(keywords[i].name));
		id->kw = keywords[i].kw;
	}
}

/* ---- scanner callbacks --------------------------------------------- */

static int quiet_tokens;

void clex_set_quiet(int quiet)
{
	quiet_tokens = quiet;
}

static size_t off_of(const ClexState *st, const char *at)
{
	return (size_t)(at - st->base);
}

void clex_lex_error(ClexState *st, const char *at, const char *msg)
{
	st->errors++;
	if (quiet_tokens > 1)
		return;
	diag_at(DIAG_ERROR, st->src, off_of(st, at), "%s", msg);
}

void clex_lex_unterminated(ClexState *st, const char *at, const char *what)
{
	/* Directive lines (#error don't ..., odd #define bodies) are not C
	 * code: the preprocessor tolerates lone quotes there, so do we. */
	if (st->in_pp)
		return;
	st->errors++;
	if (!quiet_tokens)
		diag_at(DIAG_ERROR, st->src, off_of(st, at), "unterminated %s", what);
}

void clex_lex_stray(ClexState *st, const char *at)
{
	if (st->in_pp)
		return;
	st->errors++;
	if (quiet_tokens)
		return;
	unsigned char c = (unsigned char)*at;
	if (c >= 0x21 && c < 0x7f)
		diag_at(DIAG_ERROR, st->src, off_of(st, at), "stray '%c' in program", c);
	else
		diag_at(DIAG_ERROR, st->src, off_of(st, at), "stray byte \\x%02x in program", c);
}

void clex_lex_newlines(ClexState *st, const char *text, size_t len)
{
	if (!st->in_pp && memchr(text, '\n', len))
		st->bol = 1;
}

int clex_lex_number(const char *text, size_t len)
{
	int hex = len > 1 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
	for (size_t i = 0; i < len; i++) {
		char c = text[i];
		if (c == '.')
			return TK_FLOAT;
		if (hex ? (c == 'p' || c == 'P') : (c == 'e' || c == 'E'))
			return TK_FLOAT;
	}
	return TK_INT;
}

/* The directive name at the end of TEXT (`#`, blanks, continuations,
 * then an identifier or nothing); its length in *LEN. */
static const char *directive_name(const char *text, size_t n, size_t *len)
{
	size_t e = n;
	while (e > 0 && (text[e - 1] == '_' || (text[e - 1] >= 'a' && text[e - 1] <= 'z') ||
			 (text[e - 1] >= 'A' && text[e - 1] <= 'Z') ||
			 (text[e - 1] >= '0' && text[e - 1] <= '9')))
		e--;
	*len = n - e;
	return text + e;
}

static int directive_kind(const char *name, size_t len)
{
	static const struct { const char *s; int kind; } dirs[] = {
		{ "define", TK_PP_DEFINE }, { "undef", TK_PP_UNDEF },
		{ "include", TK_PP_INCLUDE }, { "include_next", TK_PP_INCLUDE },
		{ "import", TK_PP_INCLUDE }, { "if", TK_PP_IF }, { "ifdef", TK_PP_IFDEF },
		{ "ifndef", TK_PP_IFNDEF }, { "elif", TK_PP_ELIF }, { "else", TK_PP_ELSE },
		{ "endif", TK_PP_ENDIF }, { "pragma", TK_PP_PRAGMA },
		{ "error", TK_PP_ERROR }, { "line", TK_PP_LINE },
	};
	for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++)
		if (strlen(dirs[i].s) == len && !memcmp(dirs[i].s, name, len))
			return dirs[i].kind;
	return TK_PP_OTHER;
}

int clex_lex_directive(ClexState *st, const char *text, int *keep)
{
	int hash = text[0] == '%' ? 2 : 1;      /* `#` or its digraph `%:` */
	if (st->in_pp || !st->bol) {
		*keep = hash;
		return TK_HASH;
	}
	size_t len;
	const char *name = directive_name(text, (size_t)*keep, &len);
	if (len == 0 || (name[0] >= '0' && name[0] <= '9')) {
		*keep = hash;         /* null directive or `# 12 "file"` */
		st->in_pp = 1;
		return TK_PP_OTHER;
	}
	st->in_pp = 1;
	return directive_kind(name, len);
}

int clex_lex_pp_end(ClexState *st, const char *at)
{
	st->in_pp = 0;
	if (st->if0 != 2) {
		st->if0 = 0;
		return 0;
	}
	st->if0 = 0;
	st->skip_depth = 0;
	st->skip_start = off_of(st, at) + 1;     /* after the newline */
	return 1;
}

/* Does TEXT (in the scanned buffer) start a line? */
int clex_lex_at_bol(const ClexState *st, const char *text)
{
	return text == st->base || text[-1] == '\n';
}

int clex_lex_skip_directive(ClexState *st, const char *text, size_t n)
{
	size_t len;
	const char *name = directive_name(text, n, &len);
	int k = directive_kind(name, len);
	if (k == TK_PP_IF || k == TK_PP_IFDEF || k == TK_PP_IFNDEF) {
		st->skip_depth++;
		return 0;
	}
	if (k == TK_PP_ENDIF && st->skip_depth > 0) {
		st->skip_depth--;
		return 0;
	}
	if (st->skip_depth == 0 && (k == TK_PP_ENDIF || k == TK_PP_ELSE || k == TK_PP_ELIF)) {
		st->bol = 1;
		return 1;
	}
	return 0;
}

int clex_lex_skip_eof(ClexState *st, const char *at)
{
	(void)at;       /* the message points at the region's start instead */
	st->errors++;
	if (quiet_tokens <= 1)
		diag_at(DIAG_ERROR, st->src, st->skip_start, "unterminated #if 0");
	st->bol = 1;
	return TK_PP_SKIPPED;
}

int clex_lex_before_backslash(const char *text, int len)
{
	while (len > 0 && text[len - 1] != '\\')
		len--;
	return len > 0 ? len - 1 : 0;
}

/* The incomplete letter is a lead byte (0xc0 and up) and the
 * continuation bytes (0x80 to 0xbf) after it. */
int clex_lex_before_u8part(const char *text, int len)
{
	while (len > 0 && ((unsigned char)text[len - 1] & 0xc0) == 0x80)
		len--;
	return len > 0 ? len - 1 : 0;
}

int clex_lex_lt(const char *text, int len)
{
	char c1 = len > 1 ? text[1] : 0, c2 = len > 2 ? text[2] : 0;
	if (c1 == '<' && c2 == '=')
		return TK_SHL_ASSIGN << 2 | 3;
	if (c1 == '<')
		return TK_SHL << 2 | 2;
	if (c1 == '=')
		return TK_LE << 2 | 2;
	if (c1 == ':')
		return TK_LBRACK << 2 | 2;
	if (c1 == '%')
		return TK_LBRACE << 2 | 2;
	return TK_LT << 2 | 1;
}

/* ---- the driver ---------------------------------------------------- */

static void grow(TokenArray *ta)
{
	ta->cap = ta->cap ? ta->cap + ta->cap / 2 : 1024;
	ta->v = xrealloc(ta->v, ta->cap * sizeof *ta->v);
}

/* Called for every token: the growth is out of line. */
static inline void push(TokenArray *ta, const Token *t)
{
	if (ta->n == ta->cap)
		grow(ta);
	ta->v[ta->n++] = *t;
}

/* The token of kind K at TEXT (LEN bytes) written in place, with no
 * name (see clex.h for when: there is room). */
static inline Token *file_plain(ClexState *st, int k, const char *text, size_t len)
{
	TokenArray *out = st->out;
	Token *t = &out->v[out->n++];
	uint32_t start = (uint32_t)(text - st->base), end = (uint32_t)(start + len);
	t->kind = (uint16_t)k;
	t->flags = (uint16_t)((start > st->prev_end ? TF_SPACE_BEFORE : 0) | (st->bol ? TF_BOL : 0));
	t->start = start;
	t->end = end;
	t->id = NULL;
	t->aux = NULL;
	st->bol = 0;
	st->prev_end = end;
	return t;
}

void clex_lex_plain(ClexState *st, int k, const char *text, size_t len)
{
	file_plain(st, k, text, len);
}

void clex_lex_ident(ClexState *st, const char *text, size_t len)
{
	Token *t = file_plain(st, TK_IDENT, text, len);
	const Ident *id = intern(text, len);
	t->id = id;
	if (id->kw)
		t->kind = TK_KEYWORD;
}

void clex_lex_token(ClexState *st, int k, const char *text, size_t len)
{
	const Source *src = st->src;
	const char *buf = st->base;
	Token t = { .kind = (uint16_t)k };
	if (k == TK_EOF) {
		if (st->in_pp) {
			Token e = { .kind = TK_PP_END, .flags = TF_IN_PP,
				    .start = (uint32_t)src->len, .end = (uint32_t)src->len };
			push(st->out, &e);
			st->in_pp = 0;
		}
		t.start = t.end = (uint32_t)src->len;
	} else if (k == TK_PP_SKIPPED) {
		t.start = (uint32_t)st->skip_start;
		t.end = text >= buf && text <= buf + src->len ? (uint32_t)(text - buf) : (uint32_t)src->len;
		if (t.end > src->len)
			t.end = (uint32_t)src->len;
		if (t.end <= t.start)
			return;
	} else {
		t.start = (uint32_t)(text - buf);
		t.end = (uint32_t)(t.start + len);
	}
	if (st->bol) {
		t.flags |= TF_BOL;
		st->bol = 0;
	}
	if (t.start > st->prev_end)
		t.flags |= TF_SPACE_BEFORE;
	if (st->in_pp || k == TK_PP_END)
		t.flags |= TF_IN_PP;
	if (k == TK_IDENT) {
		t.id = intern(buf + t.start, len);
		if (t.id->kw)
			t.kind = TK_KEYWORD;
	}
	/* `#if 0` or `#elif 0`: remember the directive, then its single
	 * `0` (most tokens: none of it, and nothing to forget). */
	if (st->if0 || k == TK_PP_IF || k == TK_PP_ELIF) {
		if (k == TK_PP_IF || k == TK_PP_ELIF)
			st->if0 = 1;
		else if (st->if0 == 1 && k == TK_INT && len == 1 && text[0] == '0')
			st->if0 = 2;
		else if (k != TK_PP_END)
			st->if0 = 0;
	}
	push(st->out, &t);
	st->prev_end = t.end;
	if (k == TK_PP_SKIPPED)
		st->bol = 1;        /* the directive that ends the region */
}

int clex_file(Source *src, TokenArray *out)
{
	memset(out, 0, sizeof *out);
	out->src = src;
	if (src->len >= UINT32_MAX - 2) {
		diag_at(DIAG_ERROR, src, 0, "file too large to lex (%zu bytes)", src->len);
		push(out, &(Token){ .kind = TK_EOF, .start = 0, .end = 0 });
		return 1;
	}
	out->cap = src->len / 5 + 16;      /* C averages about 6 bytes a token */
	out->v = xmalloc(out->cap * sizeof *out->v);

	/* flex wants two NULs after the text; it scans in place. */
	char *buf = xmalloc(src->len + 2);
	memcpy(buf, src->text, src->len);
	buf[src->len] = buf[src->len + 1] = 0;
	ClexState st = { .src = src, .out = out, .base = buf, .bol = 1 };
	void *sc = clex_scan_open(&st, buf, src->len + 2);
	if (!sc) {
		xfree(buf);
		diag_at(DIAG_ERROR, src, 0, "cannot start the lexer");
		push(out, &(Token){ .kind = TK_EOF, .start = 0, .end = 0 });
		return 1;
	}
	for (;;) {
		const char *text;
		size_t len;
		int k = clex_scan_next(sc, &text, &len);
		clex_lex_token(&st, k, text, len);
		if (k == TK_EOF)
			break;
	}
	clex_scan_close(sc);
	xfree(buf);
	/* the array is kept as long as its file (the headers read for
	 * types: the whole run): no room beyond its tokens */
	if (out->cap > out->n + out->n / 8 + 16) {
		out->cap = out->n;
		out->v = xrealloc(out->v, out->cap * sizeof *out->v);
	}
	return st.errors;
}
