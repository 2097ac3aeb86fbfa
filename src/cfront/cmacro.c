/* cmacro.c - macro files and macro heuristics; see cmacro.h.
 *
 * cmacro_apply works in three linear passes over a file's tokens:
 *   1. uses of macro-file definitions: hide them, expand their bodies;
 *   2. the heuristics: walk the significant tokens (not in directives,
 *      not hidden, not #if 0 text) keeping a stack of brace kinds
 *      (toplevel, code block, struct body, initializer) and a
 *      "statement starts here" flag, and retype identifiers;
 *   3. insert the commas the heuristics asked for.
 */
#include "cfront/cmacro.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "base/arena.h"
#include "cfront/clex.h"
#include "base/datadir.h"
#include "base/diag.h"
#include "base/vec.h"

/* Ident.flags bits: the name has a definition in some MacroTable, so
 * lookups of all other names are skipped.  A filter only: a set bit
 * still needs the lookup. */
enum { IDF_MACRO_DEF = 1 << 8 };

struct MacroTable {
	Arena arena;
	MacroDef **slot;       /* open addressing, keyed by Ident pointer */
	size_t cap, n;
};

/* ---- the table ----------------------------------------------------- */

static size_t ptr_hash(const void *p, size_t cap)
{
	uintptr_t x = (uintptr_t)p;
	x ^= x >> 17;
	x *= 0x9E3779B97F4A7C15ull;
	return (size_t)(x >> 7) & (cap - 1);
}

static void table_put(MacroTable *mt, MacroDef *d)
{
	if (2 * (mt->n + 1) > mt->cap) {
		size_t nc = mt->cap ? mt->cap * 2 : 256;
		MacroDef **ns = xcalloc(nc, sizeof *ns);
		for (size_t i = 0; i < mt->cap; i++) {
			if (!mt->slot[i])
				continue;
			size_t h = ptr_hash(mt->slot[i]->name, nc);
			while (ns[h])
				h = (h + 1) & (nc - 1);
			ns[h] = mt->slot[i];
		}
		xfree(mt->slot);
		mt->slot = ns;
		mt->cap = nc;
	}
	intern_mut(d->name->name, d->name->len)->flags |= IDF_MACRO_DEF;
	size_t h = ptr_hash(d->name, mt->cap);
	while (mt->slot[h] && mt->slot[h]->name != d->name)
		h = (h + 1) & (mt->cap - 1);
	if (!mt->slot[h])
		mt->n++;
	mt->slot[h] = d;
}

const MacroDef *cmacro_lookup(const MacroTable *mt, const Ident *name)
{
	if (!mt || !mt->n || !(name->flags & IDF_MACRO_DEF))
		return NULL;
	size_t h = ptr_hash(name, mt->cap);
	while (mt->slot[h]) {
		if (mt->slot[h]->name == name)
			return mt->slot[h];
		h = (h + 1) & (mt->cap - 1);
	}
	return NULL;
}

void cmacro_add_hint(MacroTable *mt, const Ident *name, int hint)
{
	MacroDef *d = arena_alloc(&mt->arena, sizeof *d);
	memset(d, 0, sizeof *d);
	d->name = name;
	d->nparams = -1;
	d->hint = hint;
	table_put(mt, d);
}

MacroTable *cmacro_empty(void)
{
	clex_init();
	MacroTable *mt = xcalloc(1, sizeof *mt);
	arena_init(&mt->arena);
	return mt;
}

void cmacro_free(MacroTable *mt)
{
	if (!mt)
		return;
	arena_free(&mt->arena);
	xfree(mt->slot);
	xfree(mt);
}

/* ---- reading macro files ------------------------------------------- */

/* Body words that are hints rather than code (the vocabulary of
 * spatch's macro files, so that those files work unchanged). */
static int hint_kind(const Ident *id)
{
	static const struct { const char *s; int kind; } hints[] = {
		{ "MACROSTATEMENT", TK_MACRO_STMT }, { "YACFE_STATEMENT", TK_MACRO_STMT },
		{ "YACFE_ITERATOR", TK_MACRO_ITER }, { "YACFE_DECLARATOR", TK_MACRO_DECL },
		{ "YACFE_ATTRIBUTE", TK_MACRO_ATTR }, { "YACFE_STRING", TK_MACRO_STRING },
	};
	for (size_t i = 0; i < sizeof hints / sizeof *hints; i++)
		if (!strcmp(id->name, hints[i].s))
			return hints[i].kind;
	return 0;
}

static int is_word(const Token *t)
{
	return t->kind == TK_IDENT || t->kind == TK_KEYWORD;
}

/* Parse the definition whose name is token J of TA (after #define);
 * returns it, allocated in MT's arena, or NULL if malformed. */
static MacroDef *parse_define(MacroTable *mt, const TokenArray *ta, size_t j)
{
	const Token *v = ta->v;
	if (!is_word(&v[j]))
		return NULL;
	MacroDef *d = arena_alloc(&mt->arena, sizeof *d);
	d->name = v[j].id;
	d->nparams = -1;
	size_t k = j + 1;
	if (v[k].kind == TK_LPAREN && !(v[k].flags & TF_SPACE_BEFORE)) {
		const Ident *ps[64];
		int np = 0;
		for (k++; v[k].kind != TK_RPAREN; k++) {
			if (v[k].kind == TK_PP_END || np == 64)
				return NULL;
			if (v[k].kind == TK_COMMA)
				continue;
			if (v[k].kind == TK_ELLIPSIS) {
				d->variadic = 1;
				if (np == 0 || v[k - 1].kind == TK_COMMA)
					ps[np++] = intern_cstr("__VA_ARGS__");
				continue;
			}
			if (!is_word(&v[k]))
				return NULL;
			ps[np++] = v[k].id;
		}
		k++;
		d->nparams = np;
		d->params = (const Ident **)arena_ptrdup(&mt->arena, (void *const *)ps, (size_t)np);
	}
	size_t b = k;
	while (v[k].kind != TK_PP_END && v[k].kind != TK_EOF)
		k++;
	d->nbody = k - b;
	if (d->nbody == 1 && v[b].kind == TK_IDENT && (d->hint = hint_kind(v[b].id)))
		d->nbody = 0;
	uint16_t *kinds = arena_alloc(&mt->arena, (d->nbody + 1) * sizeof *kinds);
	const Ident **ids = arena_alloc(&mt->arena, (d->nbody + 1) * sizeof *ids);
	for (size_t i = 0; i < d->nbody; i++) {
		kinds[i] = v[b + i].kind;
		ids[i] = intern(tok_text(ta, &v[b + i]), tok_len(&v[b + i]));
	}
	d->body_kind = kinds;
	d->body_id = ids;
	return d;
}

/* Add every #define of PATH to MT.  REQUIRED: a read failure is an
 * error (else a warning).  Returns 0, or -1 on a read failure. */
static int load_file(MacroTable *mt, const char *path, int required)
{
	char err[512];
	Source *src = source_read(path, err, sizeof err);
	if (!src) {
		if (required)
			diag(DIAG_ERROR, "cannot read macro file %s", err);
		else
			diag(DIAG_WARNING, "cannot read the default macro file %s", err);
		return -1;
	}
	TokenArray ta;
	clex_file(src, &ta);
	for (size_t i = 0; i + 1 < ta.n; i++) {
		if (ta.v[i].kind != TK_PP_DEFINE)
			continue;
		MacroDef *d = parse_define(mt, &ta, i + 1);
		if (d)
			table_put(mt, d);
	}
	token_array_free(&ta);
	source_free(src);
	return 0;
}

const char *cmacro_default_path(void)
{
	static char buf[4096];
	return datadir_path("standard.h", buf, sizeof buf);
}

MacroTable *cmacro_load(const Options *o)
{
	MacroTable *mt = cmacro_empty();
	int bad = 0;
	if (o->macro_file_builtins)
		bad |= load_file(mt, o->macro_file_builtins, 1) != 0;
	else
		load_file(mt, cmacro_default_path(), 0);
	for (size_t i = 0; i < o->macro_files.n; i++)
		bad |= load_file(mt, o->macro_files.v[i], 1) != 0;
	if (bad) {
		cmacro_free(mt);
		return NULL;
	}
	return mt;
}

/* ---- pass 1: macro-file definitions -------------------------------- */


typedef struct TokVec {
	Token *v;
	size_t n, cap;
} TokVec;

static void tv_push(TokVec *o, Token t)
{
	if (o->n == o->cap) {
		o->cap = o->cap ? o->cap + o->cap / 2 : 1024;
		o->v = xrealloc(o->v, o->cap * sizeof *o->v);
	}
	o->v[o->n++] = t;
}

static int skipped(const Token *t)
{
	return (t->flags & TF_IN_PP) || t->kind == TK_PP_SKIPPED;
}

/* Index of the `)` matching the `(` at I of V (N tokens), ignoring
 * directive tokens; 0 if there is none within a bounded distance. */
static size_t match_paren(const Token *v, size_t n, size_t i)
{
	int depth = 0;
	size_t limit = i + 20000;
	for (size_t j = i; j < n && j < limit; j++) {
		const Token *t = &v[j];
		if (skipped(t))
			continue;
		if (t->kind == TK_LPAREN)
			depth++;
		else if (t->kind == TK_RPAREN && --depth == 0)
			return j;
		else if (t->kind == TK_EOF)
			return 0;
	}
	return 0;
}

static Token expanded(uint16_t kind, const Ident *id, uint32_t at)
{
	return (Token){ .kind = kind, .flags = TF_EXPANDED, .start = at, .end = at, .id = id };
}

/* Copy the significant tokens of V[from, to) to OUT as expanded tokens. */
static void copy_arg(TokVec *out, const TokenArray *ta, size_t from, size_t to, uint32_t at)
{
	for (size_t j = from; j < to; j++) {
		const Token *t = &ta->v[j];
		if (skipped(t) || (t->flags & TF_HIDDEN))
			continue;
		const Ident *id = t->id ? t->id : intern(tok_text(ta, t), tok_len(t));
		tv_push(out, expanded(t->kind, id, at));
	}
}

static int ident_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_';
}

/* `A ## B': replace the expanded token *L by the token spelt as L
 * followed by R (an identifier, a keyword or a number when the spelling
 * is one; else it keeps L's kind). */
static void paste(Token *l, const Token *r)
{
	size_t ln = l->id->len, rn = r->id->len;
	char buf[256];
	if (ln + rn >= sizeof buf)
		return;
	memcpy(buf, l->id->name, ln);
	memcpy(buf + ln, r->id->name, rn);
	const Ident *id = intern(buf, ln + rn);
	int word = ln + rn > 0 && !(buf[0] >= '0' && buf[0] <= '9');
	int number = ln + rn > 0 && buf[0] >= '0' && buf[0] <= '9';
	for (size_t i = 0; i < ln + rn; i++)
		word &= ident_char(buf[i]), number &= ident_char(buf[i]) || buf[i] == '.';
	if (word)
		l->kind = id->kw ? TK_KEYWORD : TK_IDENT;
	else if (number)
		l->kind = TK_INT;
	l->id = id;
}

/* `# param': the string literal spelling argument tokens [FROM, TO) of
 * TA, as an expanded token at AT. */
static Token stringify(const TokenArray *ta, size_t from, size_t to, uint32_t at)
{
	char buf[512];
	size_t n = 0;
	buf[n++] = '"';
	for (size_t j = from; j < to; j++) {
		const Token *t = &ta->v[j];
		if (skipped(t) || (t->flags & TF_HIDDEN))
			continue;
		const char *x = t->id ? t->id->name : tok_text(ta, t);
		size_t len = t->id ? t->id->len : tok_len(t);
		if (n + 2 * len + 3 >= sizeof buf)
			break;
		if (n > 1 && (t->flags & TF_SPACE_BEFORE))
			buf[n++] = ' ';
		for (size_t i = 0; i < len; i++) {
			if ((t->kind == TK_STRING || t->kind == TK_CHAR) && (x[i] == '"' || x[i] == '\\'))
				buf[n++] = '\\';
			buf[n++] = x[i];
		}
	}
	buf[n++] = '"';
	return expanded(TK_STRING, intern(buf, n), at);
}

/* Append to OUT the expansion of D used at tokens [I, CLOSE] of TA
 * (CLOSE == I for an object-like use).  `#' before a parameter makes a
 * string of its argument, `##' pastes the tokens on its sides into one
 * (`check_ ## n' with n = foo is the name check_foo). */
static void expand_body(TokVec *out, const TokenArray *ta, size_t i, size_t close, const MacroDef *d)
{
	const Token *v = ta->v;
	uint32_t at = v[i].start;
	size_t first = out->n;
	if (d->nbody > 0) {
		/* argument k is tokens [argf[k], argt[k]) */
		size_t argf[64], argt[64];
		int nargs = 0;
		if (d->nparams >= 0) {
			int depth = 0;
			size_t from = i + 2;
			for (size_t j = i + 1; j <= close; j++) {
				if (skipped(&v[j]))
					continue;
				int k = v[j].kind;
				if (k == TK_LPAREN || k == TK_LBRACE || k == TK_LBRACK)
					depth++;
				else if (k == TK_RPAREN || k == TK_RBRACE || k == TK_RBRACK)
					depth--;
				if ((k == TK_COMMA && depth == 1) || j == close) {
					if (nargs < 64 && (nargs < d->nparams || !d->variadic)) {
						argf[nargs] = from;
						argt[nargs] = j;
						nargs++;
					} else if (nargs > 0) {
						argt[nargs - 1] = j;   /* variadic tail */
					}
					from = j + 1;
				}
			}
		}
		int pasting = 0;        /* a `##' waits for its right side */
		for (size_t b = 0; b < d->nbody; b++) {
			int k = d->body_kind[b];
			if (k == TK_HASHHASH) {
				pasting = out->n > first;
				continue;
			}
			int p = -1, str = 0;
			if (k == TK_HASH && d->nparams >= 0 && b + 1 < d->nbody) {
				/* `# param' */
				for (int q = 0; q < d->nparams; q++)
					if (d->params[q] == d->body_id[b + 1])
						p = q;
				if (p < 0)
					continue;
				str = 1;
				b++;
			} else if (k == TK_HASH) {
				continue;
			} else if (k == TK_IDENT || k == TK_KEYWORD) {
				for (int q = 0; q < d->nparams; q++)
					if (d->params[q] == d->body_id[b])
						p = q;
			}
			size_t before = out->n;
			if (str)
				tv_push(out, p < nargs ? stringify(ta, argf[p], argt[p], at)
						       : expanded(TK_STRING, intern("\"\"", 2), at));
			else if (p >= 0 && p < nargs)
				copy_arg(out, ta, argf[p], argt[p], at);
			else if (p < 0)
				tv_push(out, expanded((uint16_t)k, d->body_id[b], at));
			if (pasting && out->n > before) {
				paste(&out->v[before - 1], &out->v[before]);
				memmove(out->v + before, out->v + before + 1,
					(out->n - before - 1) * sizeof *out->v);
				out->n--;
			}
			pasting = 0;
		}
		if (out->n > first)
			out->v[first].flags |= v[i].flags & TF_BOL;
	}
}

/* Does token T use a macro-file definition (not a hint)? */
static const MacroDef *use_of(const MacroTable *mt, const Token *t)
{
	if (!is_word(t) || !(t->id->flags & IDF_MACRO_DEF) || skipped(t) ||
	    (t->flags & (TF_HIDDEN | TF_EXPANDED)))
		return NULL;
	const MacroDef *d = cmacro_lookup(mt, t->id);
	return d && !d->hint ? d : NULL;
}

/* A use whose expansion is tokens [from, from + n) of the scratch vector. */
typedef struct Use {
	size_t i, from, n;
} Use;

/* Is byte offset OFF inside one of the spans of W (NULL: none)? */
static int in_spans(const MacroSpans *w, uint32_t off)
{
	if (!w)
		return 0;
	size_t lo = 0, hi = w->n;
	while (lo < hi) {       /* the first span ending after OFF */
		size_t mid = (lo + hi) / 2;
		if (w->to[mid] <= off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < w->n && w->from[lo] <= off;
}

/* Hide every use of a definition of MT in TA, in place: of one with an
 * empty body everywhere, of one with a body where it lies in the spans
 * of W; then insert the expansions before their uses, shifting the
 * tail of the array from the back: the array grows once, by the
 * expansions' size.  Returns the number of uses of definitions with a
 * body. */
static size_t apply_defs(TokenArray *ta, const MacroTable *mt, const MacroSpans *w)
{
	VEC(Use) uses = { 0 };
	TokVec exp = { 0 };
	size_t nuses = 0;
	Token *v = ta->v;       /* locals: the vectors grow in the loop, the array does not */
	size_t nt = ta->n;
	for (size_t i = 0; i < nt; i++) {
		const MacroDef *d = use_of(mt, &v[i]);
		if (!d || (d->nbody > 0 && !in_spans(w, ta->v[i].start)))
			continue;
		size_t close = i;
		if (d->nparams >= 0) {
			close = ta->v[i + 1].kind == TK_LPAREN ? match_paren(ta->v, ta->n, i + 1) : 0;
			if (!close)
				continue;
		}
		size_t from = exp.n;
		expand_body(&exp, ta, i, close, d);
		for (size_t j = i; j <= close; j++)
			if (!skipped(&ta->v[j]))
				ta->v[j].flags |= TF_HIDDEN;
		nuses += d->nbody > 0;
		if (exp.n > from)
			vec_push(&uses, ((Use){ .i = i, .from = from, .n = exp.n - from }));
		i = close;
	}
	if (exp.n) {
		size_t n = ta->n;
		if (n + exp.n > ta->cap) {
			ta->cap = n + exp.n;
			ta->v = xrealloc(ta->v, ta->cap * sizeof *ta->v);
		}
		size_t src_end = n, dst = n + exp.n;
		for (size_t u = uses.n; u-- > 0;) {
			const Use *x = &uses.v[u];
			size_t len = src_end - x->i;     /* the use and what follows it */
			dst -= len;
			memmove(ta->v + dst, ta->v + x->i, len * sizeof *ta->v);
			dst -= x->n;
			memcpy(ta->v + dst, exp.v + x->from, x->n * sizeof *ta->v);
			src_end = x->i;
		}
		ta->n = n + exp.n;
	}
	vec_free(&uses);
	xfree(exp.v);
	return nuses;
}

/* ---- pass 2: the heuristics ---------------------------------------- */

enum { BR_TOP, BR_BODY, BR_STRUCT, BR_INIT };

typedef struct Brace {
	uint8_t kind;
	uint8_t hide_close;  /* the `{` of extern "C" { was hidden */
	int pdepth;          /* parenthesis depth outside this brace */
} Brace;

typedef struct CondSnap {
	size_t depth;        /* brace depth at #if */
	int pdepth, at_start;
	int seen_else;
	size_t depth_first;  /* state at the end of the first branch */
	int pdepth_first;
} CondSnap;

typedef struct Heur {
	TokenArray *ta;
	const MacroTable *mt;
	MacroTable *local;   /* iterator-like macros #defined in the file */
	uint32_t *sig;       /* indices of the significant tokens */
	uint16_t *kind;      /* per sig index: the token's kind (kept by retype) */
	size_t nsig;
	int32_t *match;      /* per sig index: the matching paren, or -1 */
	uint8_t *mark;       /* per sig index: a statement starts after it */
	Brace *br;
	size_t depth, brcap;
	VEC(size_t) commas;  /* token indices to put an expanded `,` after */
} Heur;

static int K(const Heur *h, size_t s)
{
	return s < h->nsig ? h->kind[s] : TK_EOF;
}

static Token *T(const Heur *h, size_t s)
{
	static Token eof = { .kind = TK_EOF, .flags = TF_BOL };
	return s < h->nsig ? &h->ta->v[h->sig[s]] : &eof;
}

static int kw_of(const Heur *h, size_t s)
{
	return K(h, s) == TK_KEYWORD ? T(h, s)->id->kw : KW_NONE;
}

/* The hint of ID: from the macro file, else from the file's own
 * #defines.  Most names are in no table: they are told by a flag of
 * theirs, inline. */
static int hint_lookup(const Heur *h, const Ident *id)
{
	const MacroDef *d = cmacro_lookup(h->mt, id);
	if (d && d->hint)
		return d->hint;
	d = cmacro_lookup(h->local, id);
	return d ? d->hint : 0;
}

static inline int hint_of(const Heur *h, const Ident *id)
{
	return id->flags & IDF_MACRO_DEF ? hint_lookup(h, id) : 0;
}

static int all_caps(const Ident *id)
{
	int upper = 0;
	for (const char *p = id->name; *p; p++) {
		if (*p >= 'a' && *p <= 'z')
			return 0;
		upper |= *p >= 'A' && *p <= 'Z';
	}
	return upper;
}

static int iter_name(const Ident *id)
{
	return strstr(id->name, "for_each") || strstr(id->name, "foreach") ||
	       strstr(id->name, "FOR_EACH");
}

/* __user, __iomem, __must_check: but not __u32, __le16 (typedefs). */
int cmacro_attr_spelling(const Ident *id)
{
	static const char *const sized[] = { "u", "s", "le", "be", "sum", "int", "uint" };
	const char *s = id->name;
	if (!(id->len > 3 && s[0] == '_' && s[1] == '_' && s[2] >= 'a' && s[2] <= 'z') || id->kw ||
	    !strcmp(s, "__func__"))
		return 0;
	size_t e = id->len;
	while (e > 2 && s[e - 1] >= '0' && s[e - 1] <= '9')
		e--;
	if (e == id->len)
		return 1;
	for (size_t i = 0; i < sizeof sized / sizeof *sized; i++)
		if (strlen(sized[i]) == e - 2 && !memcmp(s + 2, sized[i], e - 2))
			return 0;       /* __u32, __le16, __sum16: type names */
	return 1;
}

/* cmacro_attr_spelling with its first test inline: most names do not
 * start with `_`. */
static inline int attr_spelling(const Ident *id)
{
	return id->name[0] == '_' && cmacro_attr_spelling(id);
}

/* Keywords that can begin or continue declaration specifiers. */
static int decl_keyword(int kw)
{
	switch (kw) {
	case KW_CONST: case KW_VOLATILE: case KW_RESTRICT: case KW_STATIC: case KW_EXTERN:
	case KW_INLINE: case KW_REGISTER: case KW_STRUCT: case KW_UNION: case KW_ENUM:
	case KW_TYPEDEF: case KW_ATTRIBUTE: case KW_NORETURN: case KW_THREAD_LOCAL:
		return 1;
	}
	return 0;
}

/* Can a token of kind K continue an expression that ends before it? */
static int continues_expr(int k)
{
	switch (k) {
	case TK_DOT: case TK_ARROW: case TK_LBRACK: case TK_LPAREN: case TK_RPAREN:
	case TK_RBRACK: case TK_AMP: case TK_PLUS: case TK_MINUS: case TK_SLASH:
	case TK_PERCENT: case TK_SHL: case TK_SHR: case TK_LT: case TK_GT: case TK_LE:
	case TK_GE: case TK_EQ: case TK_NE: case TK_CARET: case TK_PIPE: case TK_ANDAND:
	case TK_OROR: case TK_QUESTION: case TK_COLON: case TK_SEMI: case TK_ASSIGN:
	case TK_MUL_ASSIGN: case TK_DIV_ASSIGN: case TK_MOD_ASSIGN: case TK_ADD_ASSIGN:
	case TK_SUB_ASSIGN: case TK_SHL_ASSIGN: case TK_SHR_ASSIGN: case TK_AND_ASSIGN:
	case TK_XOR_ASSIGN: case TK_OR_ASSIGN: case TK_COMMA: case TK_STRING:
	case TK_MACRO_STRING: case TK_EOF:
		return 1;
	}
	return 0;
}

/* Can a token of kind K begin the statement after a macro statement? */
static int starts_stmt(int k)
{
	switch (k) {
	case TK_IDENT: case TK_KEYWORD: case TK_RBRACE: case TK_INC: case TK_DEC:
	case TK_STAR: case TK_MACRO_STMT: case TK_MACRO_ITER: case TK_MACRO_DECL:
	case TK_TYPEDEF_NAME: case TK_LBRACE:
		return 1;
	}
	return 0;
}

static int type_keyword(int kw)
{
	switch (kw) {
	case KW_INT: case KW_CHAR: case KW_VOID: case KW_LONG: case KW_SHORT:
	case KW_UNSIGNED: case KW_SIGNED: case KW_FLOAT: case KW_DOUBLE: case KW_BOOL:
	case KW_INT128:
		return 1;
	}
	return 0;
}

/* The kind of the brace opened at sig index S, given the parenthesis
 * depth PDEPTH in which it appears. */
static int brace_kind(const Heur *h, size_t s, int pdepth)
{
	int ctx = h->depth ? h->br[h->depth - 1].kind : BR_TOP;
	if (ctx == BR_INIT)
		return BR_INIT;
	if (s == 0)
		return BR_BODY;
	int p = K(h, s - 1);
	if (p == TK_ASSIGN)
		return BR_INIT;
	if (pdepth > 0)
		return p == TK_LPAREN ? BR_BODY : BR_INIT;
	/* Walk back over attributes: struct __packed foo {, struct
	 * __attribute__((x)) {, struct foo __randomize_layout {. */
	size_t q = s - 1;
	for (int guard = 0; guard < 16 && q > 0; guard++) {
		if (K(h, q) == TK_MACRO_ATTR) {
			q--;
			continue;
		}
		if (K(h, q) == TK_RPAREN && h->match[q] > 1 &&
		    kw_of(h, (size_t)h->match[q] - 1) == KW_ATTRIBUTE) {
			q = (size_t)h->match[q] - 2;
			continue;
		}
		break;
	}
	int kw = kw_of(h, q);
	if (K(h, q) == TK_IDENT && q > 0)
		kw = kw_of(h, q - 1);
	if (kw == KW_STRUCT || kw == KW_UNION)
		return BR_STRUCT;
	if (kw == KW_ENUM)
		return BR_INIT;
	if (ctx == BR_STRUCT)
		return BR_STRUCT;
	return BR_BODY;
}

static void retype(Heur *h, size_t s, int kind)
{
	h->ta->v[h->sig[s]].kind = (uint16_t)kind;
	h->kind[s] = (uint16_t)kind;
}

/* Is the `)` at sig index S the end of a declarator's parameter list
 * (its `(` follows the declared name), not of an attribute's? */
static int params_close(const Heur *h, size_t s)
{
	int32_t o = h->match[s];
	if (o <= 0 || (K(h, (size_t)o - 1) != TK_IDENT && K(h, (size_t)o - 1) != TK_RPAREN))
		return 0;
	int kw = o >= 2 ? kw_of(h, (size_t)o - 2) : KW_NONE;
	return kw != KW_STRUCT && kw != KW_UNION && kw != KW_ENUM;   /* struct TAG(1) x */
}

/* An identifier that is an argument-less attribute in a declaration. */
static int attr_position(const Heur *h, size_t s, int ctx)
{
	const Ident *id = T(h, s)->id;
	int n = K(h, s + 1), p = s ? K(h, s - 1) : TK_EOF;
	/* Between a declarator and its end: int a[3] X;  void f(void) X {
	 * int x X = 1;  struct s *p X;  (no name may stand there). */
	if (n == TK_ASSIGN || n == TK_SEMI || n == TK_COMMA || n == TK_LBRACE) {
		if (p == TK_RBRACK)
			return 1;
		if (p == TK_RPAREN)     /* (type)__x is a cast in code */
			return ctx != BR_BODY && params_close(h, s - 1);
		if (p == TK_IDENT && s >= 2 && (all_caps(id) || attr_spelling(id))) {
			int pp = K(h, s - 2);
			if (pp == TK_IDENT || pp == TK_STAR || pp == TK_TYPEDEF_NAME || pp == TK_RBRACE ||
			    (pp == TK_KEYWORD && type_keyword(T(h, s - 2)->id->kw)))
				return 1;
			return attr_spelling(id) && id->len > 4 && !strcmp(id->name + id->len - 2, "__");
		}
		return 0;
	}
	/* } __ARCH_SI_ATTRIBUTES siginfo_t; */
	if (p == TK_RBRACE && n == TK_IDENT && (all_caps(id) || attr_spelling(id)) &&
	    (K(h, s + 2) == TK_SEMI || K(h, s + 2) == TK_COMMA || K(h, s + 2) == TK_ASSIGN))
		return 1;
	if (!attr_spelling(id))
		return 0;
	if (p == TK_LPAREN)
		return n == TK_IDENT || n == TK_KEYWORD;
	int typed = p == TK_STAR || p == TK_IDENT || p == TK_TYPEDEF_NAME ||
		    (p == TK_KEYWORD && type_keyword(T(h, s - 1)->id->kw));
	/* int __attr (*fp)(int) */
	if (typed && n == TK_LPAREN && K(h, s + 2) == TK_STAR)
		return 1;
	/* (int __cast_attr) x: in code, a cast followed by its operand */
	if (typed && n == TK_RPAREN && ctx == BR_BODY) {
		int a = K(h, s + 2);
		return a == TK_IDENT || a == TK_INT || a == TK_LPAREN || a == TK_STRING ||
		       a == TK_CHAR || a == TK_FLOAT || a == TK_AMP || a == TK_STAR;
	}
	if (n != TK_IDENT && n != TK_KEYWORD && n != TK_STAR)
		return 0;
	return p == TK_STAR || p == TK_IDENT || p == TK_TYPEDEF_NAME ||
	       (p == TK_KEYWORD && type_keyword(T(h, s - 1)->id->kw));
}

/* Retype the identifier at sig index S.  Returns the sig index at which
 * scanning resumes (S + 1, or past a hidden argument list); sets
 * *START when a statement begins right after the identifier. */
static size_t classify(Heur *h, size_t s, int was_start, int decl_pos, int ctx, int *start)
{
	const Ident *id = T(h, s)->id;
	int hint = hint_of(h, id);
	int has_args = K(h, s + 1) == TK_LPAREN && h->match[s + 1] > 0;
	size_t close = has_args ? (size_t)h->match[s + 1] : s;
	size_t a = close + 1;
	int ka = K(h, a);
	const Token *ta = T(h, a);

	if (hint == TK_MACRO_ATTR) {
		retype(h, s, TK_MACRO_ATTR);   /* the parser folds its arguments */
		return close + 1;
	}
	if (hint == TK_MACRO_STRING) {
		retype(h, s, TK_MACRO_STRING);
		return s + 1;
	}
	/* NAME(args) glued to what follows on its line, at the start of a
	 * declaration: ALIGN(32) float x;  aarg(1) int f() {  is an
	 * attribute; decimal(10, 5) x;  FOO(x) *p;  is a type. */
	int attr_semi = ka == TK_IDENT && K(h, a + 1) == TK_SEMI &&
			(attr_spelling(ta->id) || hint_of(h, ta->id) == TK_MACRO_ATTR);
	if ((was_start || decl_pos) && has_args && ctx != BR_INIT && !(ta->flags & TF_BOL) &&
	    !attr_semi &&       /* DECLARER(a) __attr; is a declarer */
	    hint != TK_MACRO_ITER && hint != TK_MACRO_STMT &&
	    (ka == TK_IDENT || (ka == TK_KEYWORD && (type_keyword(ta->id->kw) || decl_keyword(ta->id->kw))) ||
	     (ka == TK_STAR && ctx != BR_BODY)) &&
	    !iter_name(id)) {   /* the dearest test last */
		int k2 = K(h, a + 1);
		int type = ka == TK_STAR || (ka == TK_IDENT && !attr_spelling(ta->id) &&
			   (k2 == TK_SEMI || k2 == TK_ASSIGN || k2 == TK_COMMA || k2 == TK_LBRACK));
		retype(h, s, type ? TK_TYPEDEF_NAME : TK_MACRO_ATTR);
		for (size_t j = s + 1; type && j <= close; j++)
			h->ta->v[h->sig[j]].flags |= TF_HIDDEN;
		return close + 1;
	}
	/* void f(void) aarg(1, 2) {  */
	if (has_args && ctx != BR_INIT && s > 0 && K(h, s - 1) == TK_RPAREN && ctx != BR_BODY &&
	    (ka == TK_LBRACE || ka == TK_SEMI) && !was_start && params_close(h, s - 1)) {
		retype(h, s, TK_MACRO_ATTR);
		return close + 1;
	}
	switch (ctx) {
	case BR_BODY:
		if (was_start && has_args) {
			int kind = 0;
			if (ka == TK_LBRACE)
				kind = TK_MACRO_ITER;
			else if (!continues_expr(ka) && (hint == TK_MACRO_ITER || iter_name(id)))
				kind = TK_MACRO_ITER;
			else if (hint == TK_MACRO_STMT && ka != TK_SEMI)
				kind = TK_MACRO_STMT;
			else if (hint == TK_MACRO_DECL && ka == TK_SEMI)
				kind = TK_MACRO_DECL;
			else if (starts_stmt(ka) && ka != TK_LBRACE && (ta->flags & TF_BOL || ka == TK_RBRACE))
				kind = TK_MACRO_STMT;
			if (kind) {
				retype(h, s, kind);
				if (kind != TK_MACRO_DECL)
					h->mark[close] = 1;
			}
		} else if (was_start && !has_args) {
			if (hint == TK_MACRO_STMT ||
			    (all_caps(id) && (ta->flags & TF_BOL) &&
			     (ka == TK_RBRACE || ka == TK_KEYWORD || ka == TK_IDENT))) {
				retype(h, s, TK_MACRO_STMT);
				*start = 1;
			}
		} else if (decl_pos && has_args && ka == TK_SEMI && (all_caps(id) || hint == TK_MACRO_DECL)) {
			retype(h, s, TK_MACRO_DECL);
		}
		break;
	case BR_TOP:
	case BR_STRUCT:
		/* struct s { tc_gen; FIELDS_MACRO }: members that are macros */
		if (ctx == BR_STRUCT && was_start && !has_args) {
			if (ka == TK_SEMI) {
				retype(h, s, TK_MACRO_DECL);
				return s + 1;
			}
			if (ka == TK_RBRACE || (all_caps(id) && (ta->flags & TF_BOL) &&
						(ka == TK_IDENT || ka == TK_KEYWORD))) {
				h->ta->v[h->sig[s]].flags |= TF_HIDDEN;
				*start = 1;
				return s + 1;
			}
		}
		if (ctx == BR_TOP && was_start && !has_args && ka == TK_SEMI && all_caps(id)) {
			retype(h, s, TK_MACRO_DECL);    /* EXPORT_NO_SYMBOLS; */
			return s + 1;
		}
		if (decl_pos && has_args) {
			if (ka == TK_SEMI || hint == TK_MACRO_DECL || attr_semi) {
				retype(h, s, TK_MACRO_DECL);
				if (attr_semi)
					retype(h, a, TK_MACRO_ATTR);   /* DECLARER(a) __attr; */
				else if (ka != TK_SEMI)
					h->mark[close] = 1;
			} else if (all_caps(id) && (ta->flags & TF_BOL) && ka != TK_LBRACE &&
				   !continues_expr(ka)) {
				retype(h, s, TK_MACRO_DECL);
				h->mark[close] = 1;
			}
		}
		break;
	case BR_INIT:
		/* an element that is a macro use, NAME(args) or an upper-case
		 * NAME, with the next element on the following line and no
		 * comma between (the macro's body ends in one) */
		if (was_start && (has_args || (all_caps(id) && (T(h, s)->flags & TF_BOL))) &&
		    (ta->flags & TF_BOL) &&
		    (ka == TK_IDENT || ka == TK_DOT || ka == TK_LBRACE || ka == TK_LBRACK)) {
			vec_push(&h->commas, h->sig[close]);
			h->mark[close] = 1;     /* the next element starts after it */
			if (!has_args)
				*start = 1;
		}
		break;
	}
	if (K(h, s) == TK_IDENT && ctx != BR_INIT && (!has_args || K(h, s + 2) == TK_STAR) &&
	    attr_position(h, s, ctx))
		retype(h, s, TK_MACRO_ATTR);
	return s + 1;
}

/* Identifiers glued to string literals: KERN_ERR "x", "%" PRIu64.  The
 * three rules in turn: a name hinted as a string macro; a name before
 * a string or string macro (right to left, so that a run of them
 * chains); a name after one, unless a `(` follows it. */
static void string_macros(Heur *h)
{
	/* the first two rules in one sweep from the right: the hint of a
	 * name depends on nothing else, and a name before one is seen after
	 * it */
	VEC(uint32_t) str = { 0 };     /* where a string or string macro is, from the right */
	for (size_t s = h->nsig; s-- > 0;) {
		int k = h->kind[s];
		if (k != TK_IDENT) {
			if (k == TK_STRING || k == TK_MACRO_STRING)
				vec_push(&str, (uint32_t)s);
			continue;
		}
		int n = K(h, s + 1);
		if (hint_of(h, T(h, s)->id) == TK_MACRO_STRING ||
		    n == TK_STRING || n == TK_MACRO_STRING) {
			retype(h, s, TK_MACRO_STRING);
			vec_push(&str, (uint32_t)s);
		}
	}
	/* the third rule from the left, at those places only: a name after
	 * one becomes one, and so may the name after it */
	size_t done = 0;                /* names before this are decided */
	for (size_t q = str.n; q-- > 0;) {
		size_t s = (size_t)str.v[q] + 1;
		if (s < done)
			continue;
		for (; s < h->nsig && h->kind[s] == TK_IDENT && K(h, s + 1) != TK_LPAREN; s++)
			retype(h, s, TK_MACRO_STRING);
		done = s;
	}
	vec_free(&str);
}

static void local_hint(Heur *h, const Ident *name, int hint)
{
	if (!h->local)
		h->local = cmacro_empty();
	MacroDef *d = arena_alloc(&h->local->arena, sizeof *d);
	d->name = name;
	d->hint = hint;
	table_put(h->local, d);
}

/* Is the body starting at token B of TA (up to its TK_PP_END) made of
 * string literals and string macros only?  Or is it one attribute? */
static int body_hint(Heur *h, size_t b)
{
	const TokenArray *ta = h->ta;
	if (ta->v[b].kind == TK_KEYWORD && ta->v[b].id->kw == KW_ATTRIBUTE)
		return TK_MACRO_ATTR;
	int strings = 0;
	for (; ta->v[b].kind != TK_PP_END && ta->v[b].kind != TK_EOF; b++) {
		const Token *t = &ta->v[b];
		if (t->kind == TK_STRING)
			strings++;
		else if (!(t->kind == TK_IDENT && hint_of(h, t->id) == TK_MACRO_STRING))
			return 0;
	}
	return strings ? TK_MACRO_STRING : 0;
}

/* Hints from the file's own #defines: a function-like macro whose body
 * is a `for` loop or another iterator call is an iterator, one whose
 * body starts with case, return, if... a statement; an object-
 * like macro whose body is string literals is a string macro; a macro
 * whose body is __attribute__((...)) is an attribute.  DEFS: the
 * indexes of the #define tokens, in order. */
static void local_hints(Heur *h, const uint32_t *defs, size_t ndefs)
{
	const TokenArray *ta = h->ta;
	for (size_t d = 0; d < ndefs; d++) {
		size_t i = defs[d];
		if (i + 2 >= ta->n || ta->v[i + 1].kind != TK_IDENT)
			continue;
		if (ta->v[i + 2].kind != TK_LPAREN || (ta->v[i + 2].flags & TF_SPACE_BEFORE)) {
			int hint = body_hint(h, i + 2);
			if (hint && !cmacro_lookup(h->mt, ta->v[i + 1].id))
				local_hint(h, ta->v[i + 1].id, hint);
			continue;
		}
		size_t j = i + 2;
		int depth = 0;
		for (; ta->v[j].kind != TK_PP_END && ta->v[j].kind != TK_EOF; j++) {
			if (ta->v[j].kind == TK_LPAREN)
				depth++;
			else if (ta->v[j].kind == TK_RPAREN && --depth == 0)
				break;
		}
		if (ta->v[j].kind != TK_RPAREN)
			continue;
		const Token *b = &ta->v[j + 1];
		int iter = (b->kind == TK_KEYWORD && b->id->kw == KW_FOR) ||
			   (b->kind == TK_IDENT && (iter_name(b->id) || hint_of(h, b->id) == TK_MACRO_ITER));
		int bkw = b->kind == TK_KEYWORD ? b->id->kw : KW_NONE;
		int stmt = bkw == KW_CASE || bkw == KW_DEFAULT || bkw == KW_RETURN || bkw == KW_BREAK ||
			   bkw == KW_CONTINUE || bkw == KW_GOTO || bkw == KW_IF || bkw == KW_SWITCH;
		int hint = iter ? TK_MACRO_ITER : stmt ? TK_MACRO_STMT :
			   body_hint(h, j + 1) == TK_MACRO_ATTR ? TK_MACRO_ATTR : 0;
		if (hint && !cmacro_lookup(h->mt, ta->v[i + 1].id))
			local_hint(h, ta->v[i + 1].id, hint);
	}
}

static void cond_directive(Heur *h, int kind, CondSnap *cs, size_t *ncs, int *pdepth, int *at_start)
{
	enum { MAXCOND = 256 };
	if (kind == TK_PP_IF || kind == TK_PP_IFDEF || kind == TK_PP_IFNDEF) {
		if (*ncs < MAXCOND)
			cs[*ncs] = (CondSnap){ .depth = h->depth, .pdepth = *pdepth, .at_start = *at_start };
		(*ncs)++;
	} else if ((kind == TK_PP_ELSE || kind == TK_PP_ELIF) && *ncs > 0 && *ncs <= MAXCOND) {
		CondSnap *c = &cs[*ncs - 1];
		if (!c->seen_else) {
			c->seen_else = 1;
			c->depth_first = h->depth;
			c->pdepth_first = *pdepth;
		}
		if (c->depth <= h->brcap)
			h->depth = c->depth;
		*pdepth = c->pdepth;
		*at_start = c->at_start;
	} else if (kind == TK_PP_ENDIF && *ncs > 0) {
		(*ncs)--;
		if (*ncs < MAXCOND && cs[*ncs].seen_else) {
			h->depth = cs[*ncs].depth_first;
			*pdepth = cs[*ncs].pdepth_first;
		}
	}
}

/* Keywords after which a declaration is still only starting: a macro
 * call that follows them is a declarer (`static const
 * DECLARE_TLV_DB_SCALE(x, -1500, 300, 0);`). */
static int storage_keyword(int kw)
{
	return kw == KW_STATIC || kw == KW_EXTERN || kw == KW_CONST || kw == KW_VOLATILE;
}

static void heuristics(TokenArray *ta, const MacroTable *mt)
{
	Heur h = { .ta = ta, .mt = mt };
	VEC(uint32_t) defs = { 0 };
	VEC(uint32_t) conds = { 0 };   /* the conditional directives, in order */
	h.sig = xmalloc((ta->n + 1) * sizeof *h.sig);    /* ta->n < 2^32: see clex_file */
	h.kind = xmalloc((ta->n + 1) * sizeof *h.kind);
	h.match = xmalloc((ta->n + 1) * sizeof *h.match);
	{
		/* the significant tokens, and their parentheses paired; the
		 * #defines on the way */
		VEC(size_t) stack = { 0 };
		const Token *v = ta->v;         /* locals: the vectors grow in the loop */
		size_t n = ta->n;
		for (size_t i = 0; i < n; i++) {
			const Token *t = &v[i];
			if (skipped(t) || (t->flags & TF_HIDDEN) || t->kind == TK_EOF) {
				if (t->kind == TK_PP_DEFINE)
					vec_push(&defs, (uint32_t)i);
				else if ((t->flags & TF_IN_PP) &&
					 (unsigned)t->kind - TK_PP_IF <= (unsigned)(TK_PP_ENDIF - TK_PP_IF))
					vec_push(&conds, (uint32_t)i);
				continue;
			}
			size_t s = h.nsig++;
			h.kind[s] = t->kind;
			h.sig[s] = (uint32_t)i;
			h.match[s] = -1;
			if (t->kind == TK_LPAREN) {
				vec_push(&stack, s);
			} else if (t->kind == TK_RPAREN && stack.n) {
				size_t o = stack.v[--stack.n];
				h.match[o] = (int32_t)s;
				h.match[s] = (int32_t)o;
			}
		}
		vec_free(&stack);
	}
	h.mark = xcalloc(h.nsig + 1, 1);
	local_hints(&h, defs.v, defs.n);
	vec_free(&defs);
	string_macros(&h);

	CondSnap cs[256];
	size_t ncs = 0;
	int pdepth = 0, at_start = 1, prefix = 0;
	size_t stmt_first = 0;
	size_t c = 0;                   /* the next of CONDS */
	for (size_t s = 0; s < h.nsig;) {
		/* conditionals between the previous significant token and
		 * this one (not those in what the last one passed over) */
		if (c < conds.n && conds.v[c] < h.sig[s]) {
			uint32_t from = s ? h.sig[s - 1] + 1 : 0;
			for (; c < conds.n && conds.v[c] < h.sig[s]; c++)
				if (conds.v[c] >= from)
					cond_directive(&h, ta->v[conds.v[c]].kind, cs, &ncs, &pdepth,
						       &at_start);
		}
		int k = K(&h, s);
		int kw = kw_of(&h, s);
		int ctx = h.depth ? h.br[h.depth - 1].kind : BR_TOP;
		int was_start = at_start;
		if (was_start) {
			stmt_first = s;
			prefix = 1;
		}
		int decl_pos = prefix;
		prefix = prefix && storage_keyword(kw);
		at_start = 0;
		size_t next = s + 1;
		switch (k) {
		case TK_LBRACE:
			if (h.depth == h.brcap) {
				h.brcap = h.brcap ? h.brcap * 2 : 64;
				h.br = xrealloc(h.br, h.brcap * sizeof *h.br);
			}
			if (s >= 2 && K(&h, s - 1) == TK_STRING && kw_of(&h, s - 2) == KW_EXTERN) {
				/* extern "C" { ... }: the braces of C++ linkage */
				for (size_t j = s - 2; j <= s; j++)
					ta->v[h.sig[j]].flags |= TF_HIDDEN;
				h.br[h.depth++] = (Brace){ .kind = BR_TOP, .hide_close = 1, .pdepth = pdepth };
				at_start = 1;
				break;
			}
			h.br[h.depth] = (Brace){ .kind = (uint8_t)brace_kind(&h, s, pdepth), .pdepth = pdepth };
			h.depth++;
			pdepth = 0;
			at_start = 1;
			break;
		case TK_RBRACE:
			if (h.depth) {
				h.depth--;
				pdepth = h.br[h.depth].pdepth;
				at_start = h.br[h.depth].kind == BR_BODY || h.br[h.depth].hide_close;
				if (h.br[h.depth].hide_close)
					ta->v[h.sig[s]].flags |= TF_HIDDEN;
			} else {
				at_start = 1;
			}
			break;
		case TK_SEMI:
			at_start = pdepth == 0;
			break;
		case TK_LPAREN:
			pdepth++;
			break;
		case TK_RPAREN:
			if (pdepth > 0)
				pdepth--;
			at_start = h.mark[s];
			break;
		case TK_COLON:
			if (ctx == BR_BODY && pdepth == 0) {
				int fk = kw_of(&h, stmt_first);
				if (fk == KW_CASE || fk == KW_DEFAULT ||
				    (stmt_first + 1 == s && K(&h, stmt_first) == TK_IDENT))
					at_start = 1;
			}
			break;
		case TK_COMMA:
			at_start = ctx == BR_INIT && pdepth == 0;
			break;
		case TK_KEYWORD:
			if (kw == KW_ELSE || kw == KW_DO) {
				at_start = 1;
			} else if ((kw == KW_IF || kw == KW_FOR || kw == KW_WHILE || kw == KW_SWITCH) &&
				   K(&h, s + 1) == TK_LPAREN && h.match[s + 1] > 0) {
				h.mark[h.match[s + 1]] = 1;
			}
			break;
		case TK_IDENT:
			next = classify(&h, s, was_start, decl_pos, ctx, &at_start);
			break;
		default:
			break;
		}
		s = next;
	}

	if (h.commas.n) {
		TokVec out = { 0 };
		out.cap = ta->n + h.commas.n;
		out.v = xmalloc(out.cap * sizeof *out.v);
		const Ident *comma = intern(",", 1);
		size_t c = 0;
		for (size_t i = 0; i < ta->n; i++) {
			tv_push(&out, ta->v[i]);
			if (c < h.commas.n && h.commas.v[c] == i) {
				tv_push(&out, expanded(TK_COMMA, comma, ta->v[i].end));
				c++;
			}
		}
		xfree(ta->v);
		ta->v = out.v;
		ta->n = out.n;
		ta->cap = out.cap;
	}
	vec_free(&h.commas);
	vec_free(&conds);
	cmacro_free(h.local);
	xfree(h.br);
	xfree(h.sig);
	xfree(h.kind);
	xfree(h.match);
	xfree(h.mark);
}

size_t cmacro_apply(TokenArray *ta, const MacroTable *mt, const MacroSpans *where)
{
	size_t n = 0;
	if (mt && mt->n)
		n = apply_defs(ta, mt, where);
	heuristics(ta, mt);
	return n;
}
