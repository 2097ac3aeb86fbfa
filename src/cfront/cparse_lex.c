/* cparse_lex.c - the C parser's token filter: what feeds the grammar of
 * grammar/cgram.y (cylex), with its typedef scopes and the heuristics
 * that put identifiers and macro tokens in their roles; see
 * cparse_priv.h.  The rest of the parser is cparse_build.c (what the
 * grammar's actions call) and cparse.c (entry points).
 *
 * The filter (cylex) reads the TokenArray left to right once.  It skips
 * TF_HIDDEN tokens, folds a preprocessor directive (TK_PP_* ... TK_PP_END)
 * into one PPLINE token where a list element may stand (else it skips
 * it: the directive stays inside the enclosing node's token range), folds
 * __attribute__((...)) and asm (...) into one token each, maps keywords
 * through Ident.kw, and decides for each identifier whether it names a
 * type: a typedef in scope, a well-known type name, or a name whose
 * context says so (`foo_t x`, `foo_t *x;` where a declaration starts,
 * `(foo_t)x`, `(foo_t *)`).  It keeps a small stack of open brackets
 * with what each one opened (block, struct body, initializer, call,
 * parameter list...) to judge those contexts, and in pattern mode to
 * tell statement-level `...`, nests and disjunctions from expression
 * ones.  Every decision looks at a bounded number of tokens ahead.
 */
#include "cfront/cparse_priv.h"

#include <string.h>

#include "cfront/meta.h"
#include "cfront/cmacro.h"
#include "cgram.h"
#include "base/vec.h"

/* ---- typedef scopes ---------------------------------------------------- */

size_t cp_ident_hash(const Ident *id, size_t mask)
{
	uintptr_t h = (uintptr_t)id;
	h ^= h >> 7;
	h *= 0x9E3779B1u;
	return (size_t)(h >> 4) & mask;
}

static TdSlot *td_slot(TdTable *t, const Ident *id, int create)
{
	if (create && (t->used + 1) * 2 > t->nslot) {
		size_t n = t->nslot ? t->nslot * 2 : 256;
		TdSlot *s = xcalloc(n, sizeof *s);
		for (size_t i = 0; i < t->nslot; i++) {
			if (!t->slot[i].id)
				continue;
			size_t h = cp_ident_hash(t->slot[i].id, n - 1);
			while (s[h].id)
				h = (h + 1) & (n - 1);
			s[h] = t->slot[i];
		}
		xfree(t->slot);
		t->slot = s;
		t->nslot = n;
	}
	if (!t->nslot)
		return NULL;
	size_t h = cp_ident_hash(id, t->nslot - 1);
	while (t->slot[h].id) {
		if (t->slot[h].id == id)
			return &t->slot[h];
		h = (h + 1) & (t->nslot - 1);
	}
	if (!create)
		return NULL;
	t->slot[h].id = id;
	t->slot[h].top = -1;
	t->used++;
	return &t->slot[h];
}

/* Ident.flags: the name was declared in some typedef scope of the run
 * (so most names are looked up in no table). */
enum { IDF_TD_SCOPED = 1 << 9 };

static void td_define(TdTable *t, const Ident *id, int is_type, uint32_t depth)
{
	if (!(id->flags & IDF_TD_SCOPED))
		intern_mut(id->name, id->len)->flags |= IDF_TD_SCOPED;
	TdSlot *s = td_slot(t, id, 1);
	TdEntry e = { id, is_type, depth, s->top };
	s->top = (int32_t)t->log.n;
	vec_push(&t->log, e);
}

/* 1: a typedef name in scope, 0: an ordinary name hides one, -1: unknown. */
static int td_lookup(TdTable *t, const Ident *id)
{
	if (!(id->flags & IDF_TD_SCOPED))
		return -1;
	TdSlot *s = td_slot(t, id, 0);
	if (!s || s->top < 0)
		return -1;
	return t->log.v[s->top].is_type;
}

/* Forget every name declared deeper than DEPTH. */
static void td_pop(TdTable *t, uint32_t depth)
{
	while (t->log.n && t->log.v[t->log.n - 1].depth > depth) {
		TdEntry *e = &t->log.v[--t->log.n];
		TdSlot *s = td_slot(t, e->id, 0);
		if (s)
			s->top = e->hidden;
	}
}

static void td_free(TdTable *t)
{
	vec_free(&t->log);
	xfree(t->slot);
	t->slot = NULL;
	t->nslot = t->used = 0;
}

/* Type names of the C library and the Linux kernel that code uses
 * without declaring them (their header is not read). */
static const char *const known_types[] = {
	"u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64",
	"__u8", "__u16", "__u32", "__u64", "__s8", "__s16", "__s32", "__s64",
	"__le16", "__le32", "__le64", "__be16", "__be32", "__be64",
	"__sum16", "__wsum", "bool", "va_list", "__builtin_va_list", "FILE",
	"DIR", "jmp_buf", "sigjmp_buf", "fd_set", "__poll_t",
};

/* Does ID look like a type name by its spelling (`foo_t`)? */
static int spelled_like_type(const Ident *id)
{
	return id->len > 2 && id->name[id->len - 2] == '_' && id->name[id->len - 1] == 't';
}

void cp_filter_init(CParser *p, TokenArray *ta, Arena *a, CParseErrors *errs)
{
	memset(p, 0, sizeof *p);
	p->ta = ta;
	p->a = a;
	p->errs = errs;
	static const Ident *known[sizeof known_types / sizeof *known_types];
	if (!known[0])
		for (size_t i = 0; i < sizeof known_types / sizeof *known_types; i++)
			known[i] = intern_cstr(known_types[i]);
	for (size_t i = 0; i < sizeof known_types / sizeof *known_types; i++)
		td_define(&p->td, known[i], 1, 0);
}

void cp_filter_free(CParser *p)
{
	td_free(&p->td);
	vec_free(&p->type_names);
	vec_free(&p->sizeof_names);
	vec_free(&p->semi_calls);
}

void cp_declare(CParser *p, const Ident *name, int is_typedef)
{
	if (is_typedef)
		td_define(&p->td, name, 1, p->braces);
	else if (td_lookup(&p->td, name) == 1 || spelled_like_type(name))
		td_define(&p->td, name, 0, p->braces);
}

/* ---- the bracket stack ------------------------------------------------- */

/* Open brackets the parser accepts; real code stays far below, and the
 * grammar's stack (YYMAXDEPTH) holds this many levels with room. */
#define MAX_BRACKETS 1000

static int br_top(const CParser *p)
{
	if (p->nbr == 0)
		return BR_TOP;
	if (p->nbr > BR_MAX)
		return BR_DEEP;
	return p->br[p->nbr - 1];
}

static void br_push(CParser *p, int kind)
{
	if (p->nbr < BR_MAX) {
		p->br[p->nbr] = (uint8_t)kind;
		p->br_at[p->nbr] = p->feed_idx;
		p->br_typed[p->nbr] = -1;
	}
	p->nbr++;
}

static int is_paren_kind(int k)
{
	return k == BR_CALL || k == BR_PARAMS || k == BR_COND || k == BR_GROUP ||
	       k == BR_TYPEOF;
}

static int is_brace_kind(int k)
{
	return k == BR_BLOCK || k == BR_STRUCT || k == BR_ENUM || k == BR_INIT;
}

/* Pop the innermost bracket if PRED accepts its kind (or it is too deep
 * to know); return its kind, or -1. */
static int br_pop(CParser *p, int (*pred)(int))
{
	int k = br_top(p);
	if (p->nbr == 0 || (k != BR_DEEP && !pred(k)))
		return -1;
	p->nbr--;
	return k;
}

static int is_brack(int k) { return k == BR_BRACK; }
static int is_disj(int k) { return k == BR_SDISJ || k == BR_EDISJ; }
static int is_nest(int k) { return k == BR_SNEST || k == BR_ENEST; }

/* ---- raw token access -------------------------------------------------- */

/* The next token at or after I that the parser would see (not hidden),
 * or END if none. */
static uint32_t next_vis(const CParser *p, uint32_t i)
{
	while (i < p->end && (tok(p, i)->flags & TF_HIDDEN))
		i++;
	return i;
}

static int raw_kind(const CParser *p, uint32_t i)
{
	return i < p->end ? tok(p, i)->kind : TK_EOF;
}

static int kw_of(const CParser *p, uint32_t i)
{
	const Token *t;
	if (i >= p->end)
		return KW_NONE;
	t = tok(p, i);
	return t->kind == TK_KEYWORD && t->id ? t->id->kw : KW_NONE;
}

static int is_qual_kw(int kw)
{
	return kw == KW_CONST || kw == KW_VOLATILE || kw == KW_RESTRICT;
}

/* ---- identifiers: type name or not ------------------------------------- */

static uint32_t skip_group(const CParser *p, uint32_t i);
static int keyword_token(int kw);

/* Is the token at I a metavariable that stands for a name (identifier,
 * function, declarer, iterator, symbol...)? */
static int is_ident_meta(const CParser *p, uint32_t i)
{
	const Token *t = i < p->end ? tok(p, i) : NULL;
	return t && t->kind == TK_META && t->aux &&
	       meta_category(((const Meta *)t->aux)->kind) == MC_IDENT;
}

/* Is the parser where a declaration may start (so that `a * b` can
 * only be one)? */
static int decl_start(const CParser *p)
{
	int b = br_top(p);
	switch (p->prev) {
	case 0: case CT_MODE_UNIT: case CT_MODE_BODY: case CT_SEMI:
	case CT_LBRACE: case CT_RBRACE: case CT_PPLINE: case CT_STORAGE:
	case CT_QUAL: case CT_ATTRIBUTE: case CT_MACRO_DECL:
	case CT_SDISJ_OPEN: case CT_DISJ_OR: case CT_WHEN_END: case CT_SDOTS:
	case CT_OPTIONAL: case CT_META_FIELD: case CT_META_FIELD_LIST:
	case CT_META_DECL: case CT_META_STMT_LIST:
		return b == BR_TOP || b == BR_BLOCK || b == BR_STRUCT ||
		       b == BR_SDISJ || b == BR_SNEST || b == BR_PARAMS;
	case CT_LPAREN: case CT_COMMA:
		return b == BR_PARAMS;
	case CT_RPAREN:         /* int f(a) foo_t a; { (old-style parameters) */
		return (p->nbr == 0 && p->last_close == BR_PARAMS) ||
		       p->after_md;     /* DEFINE_FREE(...) size_t f(void); */
	default:
		return 0;
	}
}

/* May a type name start here (a declaration, a cast or sizeof, a
 * parameter, a macro's type argument)? */
static int type_can_start(const CParser *p)
{
	int b = br_top(p);
	if (decl_start(p))
		return 1;
	switch (p->prev) {
	case CT_LPAREN: case CT_STORAGE: case CT_QUAL: case CT_ATTRIBUTE:
	case CT_ATOMIC_LP:
		return 1;
	case CT_COMMA:
		return b == BR_CALL || b == BR_PARAMS;
	default:
		return 0;
	}
}

/* Does the innermost parameter list hold a parameter written as C
 * writes parameters, `int x` or `T *` before `,` or `)` (so a lone
 * name in it is a type, not an old-style parameter name)?  Computed
 * once per list. */
static int typed_params(CParser *p)
{
	if (p->nbr == 0 || p->nbr > BR_MAX || p->br[p->nbr - 1] != BR_PARAMS)
		return 0;
	int8_t *c = &p->br_typed[p->nbr - 1];
	if (*c >= 0)
		return *c;
	*c = 0;
	uint32_t open = p->br_at[p->nbr - 1], close = skip_group(p, open);
	int k1 = 0, k2 = 0;     /* the last two visible tokens: kind, or CT_BASE */
	uint32_t depth = 0;
	for (uint32_t j = open + 1; j < close; j++) {
		const Token *t = tok(p, j);
		if (t->flags & (TF_HIDDEN | TF_IN_PP))
			continue;
		int k = t->kind;
		if (k == TK_LPAREN || k == TK_LBRACK || k == TK_LBRACE)
			depth++;
		else if ((k == TK_RPAREN || k == TK_RBRACK || k == TK_RBRACE) && depth)
			depth--;
		else if (depth == 0 && k == TK_COMMA &&
			 (k1 == TK_STAR || (k1 == TK_IDENT && (k2 == CT_BASE || k2 == TK_TYPEDEF_NAME)))) {
			*c = 1;         /* `T *,` or `int type,` */
			break;
		}
		k2 = k1;
		k1 = k == TK_KEYWORD && keyword_token(t->id ? t->id->kw : 0) == CT_BASE ? CT_BASE : k;
	}
	if (k1 == TK_STAR || (k1 == TK_IDENT && (k2 == CT_BASE || k2 == TK_TYPEDEF_NAME)))
		*c = 1;                 /* the last parameter */
	return *c;
}

/* Does the token sequence at I (just after an identifier) look like the
 * rest of a declaration whose type that identifier names? */
static int guess_type(CParser *p, uint32_t i)
{
	uint32_t j = next_vis(p, i);
	while (raw_kind(p, j) == TK_MACRO_ATTR)
		j = next_vis(p, j + 1);
	int k = raw_kind(p, j);
	if (k == TK_META && is_ident_meta(p, j))
		k = TK_IDENT;                    /* pattern: `double3 I;` */
	if (k == TK_COLON && br_top(p) == BR_STRUCT && decl_start(p))
		return 1;                        /* struct { s32:32; } */
	if ((k == TK_COMMA || k == TK_RPAREN) && br_top(p) == BR_PARAMS &&
	    (p->prev == CT_LPAREN || p->prev == CT_COMMA) && typed_params(p))
		return 1;                        /* f(acpi_handle, void *) */
	if (k == TK_IDENT || k == TK_TYPEDEF_NAME)
		return type_can_start(p);        /* foo_t x */
	if (k == TK_KEYWORD && is_qual_kw(kw_of(p, j)))
		return 1;                        /* foo_t const *p */
	if (k == TK_STAR) {
		while (raw_kind(p, j) == TK_STAR || raw_kind(p, j) == TK_MACRO_ATTR ||
		       (raw_kind(p, j) == TK_KEYWORD && is_qual_kw(kw_of(p, j))))
			j = next_vis(p, j + 1);
		k = raw_kind(p, j);
		if (k == TK_RPAREN && (p->prev == CT_LPAREN || p->prev == CT_COMMA))
			return 1;                /* (foo_t *) */
		if ((k == TK_RPAREN || k == TK_COMMA) && br_top(p) == BR_PARAMS &&
		    (p->prev == CT_LPAREN || p->prev == CT_COMMA || p->prev == CT_QUAL))
			return 1;                /* f(const foo *, int) */
		if (k == TK_RPAREN && p->prev == CT_QUAL && br_top(p) == BR_GROUP)
			return 1;                /* (const foo *) */
		if (k == TK_IDENT && decl_start(p)) {
			int k3 = raw_kind(p, next_vis(p, j + 1));
			return k3 == TK_SEMI || k3 == TK_COMMA || k3 == TK_ASSIGN ||
			       k3 == TK_LBRACK || k3 == TK_RPAREN || k3 == TK_LPAREN ||
			       k3 == TK_MACRO_ATTR || (k3 == TK_KEYWORD &&
			       kw_of(p, next_vis(p, j + 1)) == KW_ATTRIBUTE);
		}
		return 0;
	}
	if (k == TK_LPAREN && decl_start(p) && (br_top(p) == BR_STRUCT || br_top(p) == BR_TOP) &&
	    raw_kind(p, next_vis(p, j + 1)) == TK_STAR) {
		/* foo (*fp)(int): a function pointer's return type */
		uint32_t e = skip_group(p, j);
		return raw_kind(p, next_vis(p, e + 1)) == TK_LPAREN;
	}
	if (k == TK_RPAREN && p->prev == CT_ATTRIBUTE && p->prev2 == CT_LPAREN &&
	    br_top(p) == BR_GROUP)
		return 1;                        /* (__force foo16)x */
	if (k == TK_RPAREN && p->prev == CT_LPAREN) {
		/* (foo_t) x: a cast, unless the parenthesis belongs to a
		 * call, a condition or an operator like sizeof. */
		switch (p->prev2) {
		case CT_IDENTIFIER: case CT_RPAREN: case CT_RBRACK: case CT_IF:
		case CT_WHILE: case CT_SWITCH: case CT_FOR: case CT_SIZEOF:
		case CT_ALIGNOF: case CT_TYPEOF: case CT_MACRO_STMT:
		case CT_MACRO_ITER: case CT_MACRO_DECL: case CT_META_IDENT:
		case CT_META_EXPR: case CT_TYPEDEF_NAME: case CT_ATTRIBUTE:
			return 0;
		default:
			break;
		}
		uint32_t n = next_vis(p, j + 1);
		if (p->prev2 == CT_RETURN && raw_kind(p, n) != TK_IDENT &&
		    !(raw_kind(p, n) == TK_LPAREN && raw_kind(p, next_vis(p, n + 1)) == TK_KEYWORD &&
		      keyword_token(kw_of(p, next_vis(p, n + 1))) == CT_BASE))
			return 0;       /* return (fn)(x); but return (foo16)f(x),
					 * return (id_t) (unsigned long)x */
		switch (raw_kind(p, n)) {
		case TK_IDENT: case TK_INT: case TK_FLOAT: case TK_CHAR:
		case TK_STRING: case TK_MACRO_STRING: case TK_LPAREN:
		case TK_TILDE: case TK_BANG: case TK_LBRACE:
			return 1;
		case TK_KEYWORD:
			return kw_of(p, n) == KW_SIZEOF;
		default:
			return 0;
		}
	}
	return 0;
}

/* Is the identifier ID at I an upper-case name standing alone on its
 * line where a statement starts (a macro that expands to statements)? */
static int alone_on_line(const CParser *p, uint32_t i, const Ident *id)
{
	int b = br_top(p);
	if ((b != BR_BLOCK && b != BR_STRUCT) || !(tok(p, i)->flags & TF_BOL))
		return 0;
	if (p->prev != CT_SEMI && p->prev != CT_LBRACE && p->prev != CT_RBRACE &&
	    p->prev != CT_PPLINE)
		return 0;
	for (uint32_t c = 0; b == BR_BLOCK && c < id->len; c++)
		if (!((id->name[c] >= 'A' && id->name[c] <= 'Z') || id->name[c] == '_' ||
		      (id->name[c] >= '0' && id->name[c] <= '9')))
			return 0;
	uint32_t j = next_vis(p, i + 1);
	if (j >= p->end)
		return 0;
	const Token *t = tok(p, j);
	if (t->kind >= TK_PP_DEFINE && t->kind <= TK_PP_OTHER)
		return 1;
	return t->flags & TF_BOL && (t->kind == TK_IDENT || t->kind == TK_KEYWORD ||
				     t->kind == TK_RBRACE);
}

/* Is the unknown identifier ID at I, which follows a type or a
 * declarator name, an attribute-like macro: `(int __cast_attr) x`,
 * `int __attr (*fp)(int)`, `int b __attr__ = 1;`? */
static int attr_like(const CParser *p, uint32_t i, const Ident *id)
{
	if (td_lookup((TdTable *)&p->td, id) >= 0)
		return 0;
	uint32_t j = next_vis(p, i + 1);
	int k = raw_kind(p, j);
	if (p->prev == CT_IDENTIFIER) {
		/* after a declarator name */
		if (p->prev2 != CT_STAR && p->prev2 != CT_TYPEDEF_NAME && p->prev2 != CT_BASE &&
		    p->prev2 != CT_QUAL)
			return 0;
		return k == TK_ASSIGN || k == TK_SEMI || k == TK_COMMA;
	}
	/* int __attr x;  void * __attr f(void)  (in a pattern too, before
	 * a name metavariable): a name cannot follow a declared name.  Any
	 * unknown word is such a macro when a name follows it, whatever its
	 * spelling: `static int INITSECTION\nprobe(...)', `int FOO x = 1;' */
	if ((p->prev == CT_BASE || p->prev == CT_TYPEDEF_NAME || p->prev == CT_QUAL ||
	     p->prev == CT_STAR) &&
	    (k == TK_IDENT || (is_ident_meta(p, j) && cmacro_attr_spelling(id))))
		return 1;
	if (p->prev != CT_BASE && p->prev != CT_TYPEDEF_NAME && p->prev != CT_QUAL)
		return 0;
	if (k == TK_RPAREN)                      /* (int __cast_attr) x, */
		return br_top(p) == BR_GROUP && p->prev2 != CT_STAR; /* not (* const fp) */
	if (k == TK_LPAREN)
		return raw_kind(p, next_vis(p, j + 1)) == TK_STAR &&
		       br_top(p) == BR_PARAMS;       /* int __attr (*fp)(int) */
	return 0;
}

/* Is the unknown identifier at I, first in a parameter list, a macro
 * that expands to leading parameters (`f(WPMINFO int x)`): a type
 * follows it, itself followed by a declarator? */
static int param_prefix(const CParser *p, uint32_t i)
{
	if (p->prev != CT_LPAREN || br_top(p) != BR_PARAMS)
		return 0;
	uint32_t j = next_vis(p, i + 1);
	const Token *t = j < p->end ? tok(p, j) : NULL;
	if (!t)
		return 0;
	if (t->kind == TK_KEYWORD) {
		int ct = keyword_token(t->id ? t->id->kw : 0);
		return ct == CT_BASE || ct == CT_STRUCT || ct == CT_ENUM || ct == CT_QUAL;
	}
	if (t->kind != TK_IDENT && t->kind != TK_TYPEDEF_NAME)
		return 0;
	if (t->kind == TK_IDENT && td_lookup((TdTable *)&p->td, t->id) != 1 &&
	    !spelled_like_type(t->id))
		return 0;
	int n = raw_kind(p, next_vis(p, j + 1));
	return n == TK_IDENT || n == TK_STAR;   /* WPMINFO u_int32_t crtc */
}

/* Is the unknown upper-case identifier ID at I, where a declaration
 * starts, a macro among the declaration specifiers: a type or storage
 * keyword follows it on the same line (`XZ_EXTERN struct xz_dec *f(...)`),
 * at toplevel also on the next line, or a name and a declarator follow
 * it at toplevel (`FORCE_INLINE size_t f(...)`)? */
static int spec_macro(const CParser *p, uint32_t i, const Ident *id)
{
	if (id->len < 2)
		return 0;
	for (uint32_t c = 0; c < id->len; c++)
		if (!((id->name[c] >= 'A' && id->name[c] <= 'Z') || id->name[c] == '_' ||
		      (id->name[c] >= '0' && id->name[c] <= '9')))
			return 0;
	uint32_t j = next_vis(p, i + 1);
	const Token *t = j < p->end ? tok(p, j) : NULL;
	/* at toplevel the specifiers may go on on the next line
	 * (`FORCE_INLINE\nint f(void)'); in a body such a word alone on
	 * its line is a statement */
	int top = p->nbr == 0;
	if (!t || ((t->flags & TF_BOL) && !top))
		return 0;
	if (t->kind == TK_IDENT && top) {
		/* FORCE_INLINE_TEMPLATE size_t f(...), INLINE U32 *g(...):
		 * the name of a type and a declarator after it */
		int n = raw_kind(p, next_vis(p, j + 1));
		return n == TK_IDENT || n == TK_STAR;
	}
	if (t->kind != TK_KEYWORD)
		return 0;
	int ct = keyword_token(t->id ? t->id->kw : 0);
	return ct == CT_BASE || ct == CT_STRUCT || ct == CT_ENUM || ct == CT_STORAGE ||
	       ct == CT_QUAL;
}

/* Is the unknown upper-case identifier at I, first in a call's
 * arguments, a macro that expands to leading arguments (`f(PMINFO 0)`,
 * `f(PMINFO var->x)`): an expression follows it with no operator? */
static int arg_prefix(const CParser *p, uint32_t i)
{
	if (p->prev != CT_LPAREN || br_top(p) != BR_CALL)
		return 0;
	const Ident *id = tok(p, i)->id;
	if (!id || id->len < 2 || td_lookup((TdTable *)&p->td, id) >= 0)
		return 0;
	for (uint32_t c = 0; c < id->len; c++)
		if (!((id->name[c] >= 'A' && id->name[c] <= 'Z') || id->name[c] == '_' ||
		      (id->name[c] >= '0' && id->name[c] <= '9')))
			return 0;
	uint32_t j = next_vis(p, i + 1);
	switch (raw_kind(p, j)) {
	case TK_INT: case TK_FLOAT: case TK_CHAR:
		return 1;
	case TK_IDENT: {
		int n = raw_kind(p, next_vis(p, j + 1));
		return n == TK_ARROW || n == TK_DOT || n == TK_LBRACK;
	}
	default:
		return 0;
	}
}

/* Pattern mode: does the (...) at J hold parameters rather than the
 * arguments of an iterator: nothing, `...`, `void`, a type first, a
 * parameter metavariable? */
static int params_like(const CParser *p, uint32_t j)
{
	uint32_t k = next_vis(p, j + 1);
	const Token *t = k < p->end ? tok(p, k) : NULL;
	if (!t)
		return 0;
	switch (t->kind) {
	case TK_RPAREN: case TK_TYPEDEF_NAME:
		return 1;
	case TK_ELLIPSIS:
		return raw_kind(p, next_vis(p, k + 1)) == TK_RPAREN;
	case TK_KEYWORD: {
		int ct = keyword_token(t->id ? t->id->kw : 0);
		return ct == CT_BASE || ct == CT_STRUCT || ct == CT_ENUM || ct == CT_QUAL ||
		       ct == CT_STORAGE;
	}
	case TK_META: {
		int c = t->aux ? (int)meta_category(((const Meta *)t->aux)->kind) : 0;
		return c == MC_PARAM || c == MC_PARAM_LIST || c == MC_TYPE;
	}
	case TK_IDENT: {
		int n = raw_kind(p, next_vis(p, k + 1));
		return n == TK_IDENT || n == TK_STAR;
	}
	default:
		return 0;
	}
}

/* Does an implicit-int function definition start at I: `f(...) {` or
 * `f(a, b) int a; ... {` at toplevel? */
static int implicit_int_def(const CParser *p, uint32_t i)
{
	uint32_t j = next_vis(p, i + 1);
	if (raw_kind(p, j) == TK_AT)            /* fn@p(...) in a pattern */
		j = next_vis(p, next_vis(p, j + 1) + 1);
	if (raw_kind(p, j) != TK_LPAREN)
		return 0;
	uint32_t k = next_vis(p, skip_group(p, j) + 1);
	if (raw_kind(p, k) == TK_LBRACE)
		return !p->pattern || params_like(p, j);
	return raw_kind(p, k) == TK_KEYWORD && keyword_token(kw_of(p, k)) == CT_BASE;
}

/* Is the parser between toplevel items? */
static int at_toplevel_start(const CParser *p)
{
	return p->nbr == 0 && (p->prev == 0 || p->prev == CT_MODE_UNIT || p->prev == CT_MODE_BODY ||
			       p->prev == CT_SEMI || p->prev == CT_RBRACE || p->prev == CT_PPLINE ||
			       p->prev == CT_EXPR_END || p->after_md);
}

/* CT_TYPEDEF_NAME or CT_IDENTIFIER for the identifier token at I. */
static int classify_ident(CParser *p, uint32_t i)
{
	const Ident *id = tok(p, i)->id;
	switch (p->prev) {
	case CT_STRUCT: case CT_ENUM: case CT_DOT: case CT_ARROW: case CT_GOTO:
	case CT_WHEN:
		return CT_IDENTIFIER;
	default:
		break;
	}
	if (p->struct_pending || !id || p->prev == CT_MODE_IDENT)
		return CT_IDENTIFIER;
	if (p->prev == CT_MODE_TYPE)
		return CT_TYPEDEF_NAME;         /* a `type` rule: `- u_int32_t` */
	if (p->prev == CT_BASE && id->len == 7 && memcmp(id->name, "complex", 7) == 0) {
		/* `double complex z` (<complex.h>), not `int complex;` */
		int n = raw_kind(p, next_vis(p, i + 1));
		if (n == TK_IDENT || n == TK_META || n == TK_STAR || n == TK_KEYWORD)
			return CT_BASE;
	}
	if (p->spec_type)
		return attr_like(p, i, id) ? CT_ATTRIBUTE : CT_IDENTIFIER;
	if (p->prev == CT_IDENTIFIER && td_lookup(&p->td, id) < 0 && attr_like(p, i, id))
		return CT_ATTRIBUTE;
	if (at_toplevel_start(p) && implicit_int_def(p, i))
		return CT_FUNC_NAME;
	int k = td_lookup(&p->td, id);
	if (k < 0 && param_prefix(p, i))
		return CT_ATTRIBUTE;    /* f(WPMINFO unsigned int pos) */
	if (k < 0 && decl_start(p) && spec_macro(p, i, id))
		return CT_ATTRIBUTE;    /* ZSTDLIB_API unsigned f(void); */
	if (k < 0 && spelled_like_type(id) && type_can_start(p)) {
		/* foo_t, but not min_t(...); ssize_t (*fn)(...) */
		uint32_t j = next_vis(p, i + 1);
		if (raw_kind(p, j) != TK_LPAREN || raw_kind(p, next_vis(p, j + 1)) == TK_STAR)
			k = 1;
	}
	if (k >= 0) {
		/* A label or a member designator never names a type. */
		if (k == 1 && raw_kind(p, next_vis(p, i + 1)) == TK_COLON &&
		    (p->prev == CT_SEMI || p->prev == CT_LBRACE || p->prev == CT_RBRACE) &&
		    br_top(p) != BR_STRUCT)      /* s32:32; is an unnamed bit-field */
			return CT_IDENTIFIER;
		return k ? CT_TYPEDEF_NAME : CT_IDENTIFIER;
	}
	if (alone_on_line(p, i, id))
		return CT_MACRO_STMT;   /* US_DO_ALL_FLAGS, alone on its line */
	return guess_type(p, i + 1) ? CT_TYPEDEF_NAME : CT_IDENTIFIER;
}

/* ---- the filter -------------------------------------------------------- */

/* An identifier at I that is a macro call where C has none: `x
 * __free(kfree) = NULL`, `f(void) __releases(l) {` (an attribute), or
 * `struct UVC_FRAME(3) x` (a type tag).  Returns CT_ATTRIBUTE, or
 * CT_IDENTIFIER; *LAST is set to the call's `)` when folded. */
static int fold_macro_call(const CParser *p, uint32_t i, uint32_t *last)
{
	uint32_t j = next_vis(p, i + 1);
	if (raw_kind(p, j) != TK_LPAREN)
		return CT_IDENTIFIER;
	int attr = 0, tag = 0;
	if (p->prev == CT_IDENTIFIER &&
	    (p->prev2 == CT_STAR || p->prev2 == CT_TYPEDEF_NAME || p->prev2 == CT_BASE ||
	     p->prev2 == CT_QUAL || p->prev2 == CT_IDENTIFIER))
		attr = 1;       /* x __free(kfree) = NULL */
	else if (p->prev == CT_RPAREN && p->nbr == 0 && !p->in_init &&
		 p->last_close == BR_PARAMS && tok(p, i)->id &&
		 strncmp(tok(p, i)->id->name, "__", 2) == 0)
		attr = 2;       /* void f(void) __releases(l) { */
	else if (p->prev == CT_STRUCT || p->prev == CT_ENUM)
		tag = 1;
	if (!attr && !tag && !p->spec_type &&
	    (decl_start(p) || p->prev == CT_STORAGE || p->prev == CT_QUAL))
		tag = 2;        /* GUEST_HANDLE(void) h; */
	if (!attr && !tag)
		return CT_IDENTIFIER;
	uint32_t k = skip_group(p, j);
	int after = raw_kind(p, next_vis(p, k + 1));
	if (tag == 2) {
		uint32_t n = next_vis(p, k + 1);
		while (raw_kind(p, n) == TK_STAR)
			n = next_vis(p, n + 1);
		if (raw_kind(p, n) != TK_IDENT || p->prev == CT_STRUCT)
			return CT_IDENTIFIER;
		int k2 = raw_kind(p, next_vis(p, n + 1));
		if (k2 != TK_SEMI && k2 != TK_COMMA && k2 != TK_ASSIGN && k2 != TK_LBRACK &&
		    k2 != TK_RPAREN)
			return CT_IDENTIFIER;
		*last = k;
		return CT_TYPEDEF_NAME;
	}
	if (tag) {
		if (after == TK_IDENT || after == TK_STAR || after == TK_LBRACE) {
			*last = k;
			return CT_IDENTIFIER;
		}
		return CT_IDENTIFIER;
	}
	if ((attr == 1 && (after == TK_ASSIGN || after == TK_SEMI || after == TK_COMMA)) ||
	    (attr == 2 && (after == TK_LBRACE || after == TK_SEMI))) {
		*last = k;
		return CT_ATTRIBUTE;
	}
	return CT_IDENTIFIER;
}

static int keyword_token(int kw)
{
	switch (kw) {
	case KW_AUTO: case KW_EXTERN: case KW_REGISTER: case KW_STATIC:
	case KW_TYPEDEF: case KW_THREAD_LOCAL: case KW_INLINE: case KW_NORETURN:
		return CT_STORAGE;
	case KW_CONST: case KW_VOLATILE: case KW_RESTRICT: case KW_ATOMIC:
		return CT_QUAL;
	case KW_VOID: case KW_CHAR: case KW_SHORT: case KW_INT: case KW_LONG:
	case KW_FLOAT: case KW_DOUBLE: case KW_SIGNED: case KW_UNSIGNED:
	case KW_BOOL: case KW_COMPLEX: case KW_IMAGINARY: case KW_INT128:
	case KW_AUTO_TYPE:
		return CT_BASE;
	case KW_STRUCT: case KW_UNION: return CT_STRUCT;
	case KW_ENUM: return CT_ENUM;
	case KW_SIZEOF: return CT_SIZEOF;
	case KW_ALIGNOF: return CT_ALIGNOF;
	case KW_TYPEOF: return CT_TYPEOF;
	case KW_ALIGNAS: return CT_ALIGNAS;
	case KW_GENERIC: return CT_GENERIC;
	case KW_STATIC_ASSERT: return CT_STATIC_ASSERT;
	case KW_BUILTIN_VA_ARG: return CT_BUILTIN_VA_ARG;
	case KW_BUILTIN_OFFSETOF: return CT_BUILTIN_OFFSETOF;
	case KW_BUILTIN_TYPES_COMPATIBLE_P: return CT_BUILTIN_TCP;
	case KW_LABEL: return CT_LABEL;
	case KW_IF: return CT_IF;
	case KW_ELSE: return CT_ELSE;
	case KW_WHILE: return CT_WHILE;
	case KW_DO: return CT_DO;
	case KW_FOR: return CT_FOR;
	case KW_SWITCH: return CT_SWITCH;
	case KW_CASE: return CT_CASE;
	case KW_DEFAULT: return CT_DEFAULT;
	case KW_BREAK: return CT_BREAK;
	case KW_CONTINUE: return CT_CONTINUE;
	case KW_RETURN: return CT_RETURN;
	case KW_GOTO: return CT_GOTO;
	default: return CT_OTHER;
	}
}

static int punct_token(int k)
{
	switch (k) {
	case TK_LPAREN: return CT_LPAREN;
	case TK_RPAREN: return CT_RPAREN;
	case TK_LBRACK: return CT_LBRACK;
	case TK_RBRACK: return CT_RBRACK;
	case TK_LBRACE: return CT_LBRACE;
	case TK_RBRACE: return CT_RBRACE;
	case TK_DOT: return CT_DOT;
	case TK_ARROW: return CT_ARROW;
	case TK_INC: return CT_INC;
	case TK_DEC: return CT_DEC;
	case TK_AMP: return CT_AMP;
	case TK_STAR: return CT_STAR;
	case TK_PLUS: return CT_PLUS;
	case TK_MINUS: return CT_MINUS;
	case TK_TILDE: return CT_TILDE;
	case TK_BANG: return CT_BANG;
	case TK_SLASH: return CT_SLASH;
	case TK_PERCENT: return CT_PERCENT;
	case TK_SHL: return CT_SHL;
	case TK_SHR: return CT_SHR;
	case TK_LT: return CT_LT;
	case TK_GT: return CT_GT;
	case TK_LE: return CT_LE;
	case TK_GE: return CT_GE;
	case TK_EQ: return CT_EQ;
	case TK_NE: return CT_NE;
	case TK_CARET: return CT_CARET;
	case TK_PIPE: return CT_PIPE;
	case TK_ANDAND: return CT_ANDAND;
	case TK_OROR: return CT_OROR;
	case TK_QUESTION: return CT_QUESTION;
	case TK_COLON: return CT_COLON;
	case TK_SEMI: return CT_SEMI;
	case TK_ELLIPSIS: return CT_ELLIPSIS;
	case TK_ASSIGN: return CT_ASSIGN;
	case TK_MUL_ASSIGN: case TK_DIV_ASSIGN: case TK_MOD_ASSIGN:
	case TK_ADD_ASSIGN: case TK_SUB_ASSIGN: case TK_SHL_ASSIGN:
	case TK_SHR_ASSIGN: case TK_AND_ASSIGN: case TK_XOR_ASSIGN:
	case TK_OR_ASSIGN:
		return CT_ASSIGN_OP;
	case TK_COMMA: return CT_COMMA;
	default: return CT_OTHER;
	}
}

static int meta_token(const Token *t)
{
	const Meta *m = t->aux;
	if (!m)
		return CT_OTHER;
	switch (meta_category(m->kind)) {
	case MC_IDENT: return CT_META_IDENT;
	case MC_EXPR: return CT_META_EXPR;
	case MC_EXPR_LIST: return CT_META_EXPR_LIST;
	case MC_STMT: return CT_META_STMT;
	case MC_STMT_LIST: return CT_META_STMT_LIST;
	case MC_TYPE: return CT_META_TYPE;
	case MC_PARAM: return CT_META_PARAM;
	case MC_PARAM_LIST: return CT_META_PARAM_LIST;
	case MC_FIELD: return CT_META_FIELD;
	case MC_FIELD_LIST: return CT_META_FIELD_LIST;
	case MC_DECL: return CT_META_DECL;
	case MC_INIT: return CT_META_INIT;
	case MC_INIT_LIST: return CT_META_INIT_LIST;
	case MC_BINOP: return CT_META_BINOP;
	case MC_ASSIGNOP: return CT_META_ASSIGNOP;
	case MC_UNOP: return CT_META_UNOP;
	case MC_POSITION: return CT_META_POS;
	case MC_ATTRIBUTE: return CT_META_ATTR;
	case MC_IDENT_LIST: return CT_META_EXPR_LIST;
	default: return CT_META_EXPR;
	}
}

/* Index of the last token of the balanced (...) group opening at I (the
 * last token before END if it never closes). */
static uint32_t skip_group(const CParser *p, uint32_t i)
{
	uint32_t depth = 0, last = i;
	for (; i < p->end; i++) {
		const Token *t = tok(p, i);
		if (t->kind == TK_EOF)
			break;
		last = i;
		if (t->flags & TF_HIDDEN)
			continue;
		if (t->kind == TK_LPAREN)
			depth++;
		else if (t->kind == TK_RPAREN && depth && --depth == 0)
			return i;
	}
	return last;
}

/* A standard attribute `[[...]]` starting at the `[` at I: the index of
 * its closing second `]`, or I when the brackets do not close that way
 * (then the `[` is an ordinary one). */
static uint32_t skip_std_attr(const CParser *p, uint32_t i)
{
	uint32_t depth = 0;
	for (uint32_t j = i; j < p->end; j++) {
		const Token *t = tok(p, j);
		if (t->kind == TK_EOF || t->kind == TK_SEMI || t->kind == TK_LBRACE)
			return i;
		if (t->flags & TF_HIDDEN)
			continue;
		if (t->kind == TK_LBRACK)
			depth++;
		else if (t->kind == TK_RBRACK && depth && --depth == 0) {
			/* the outer pair closes: the inner one must have
			 * closed just before it */
			uint32_t k = j;
			while (k > i && (tok(p, k - 1)->flags & TF_HIDDEN))
				k--;
			return k > i && tok(p, k - 1)->kind == TK_RBRACK ? j : i;
		}
	}
	return i;
}

/* Pattern mode: is the type name at I the name a declaration declares
 * (`ty_id ty_id;`, `int t = 0;`: a type is already complete before it,
 * and a declarator's end follows)? */
static int typedef_name_declared(const CParser *p, uint32_t i)
{
	if (p->prev != CT_TYPEDEF_NAME && p->prev != CT_BASE && p->prev != CT_META_TYPE)
		return 0;
	switch (raw_kind(p, next_vis(p, i + 1))) {
	case TK_SEMI: case TK_ASSIGN: case TK_AT:
		return 1;
	case TK_COMMA: case TK_LBRACK: case TK_RPAREN:
		/* not after a keyword: `(unsigned T)` is a type */
		return p->prev != CT_BASE;
	default:
		return 0;
	}
}

/* Does the (...) group at I..J hold a `;` (so it is no argument list)? */
static int group_has_semi(const CParser *p, uint32_t i, uint32_t j)
{
	for (; i <= j; i++)
		if (tok(p, i)->kind == TK_SEMI && !(tok(p, i)->flags & TF_HIDDEN))
			return 1;
	return 0;
}

/* Is the parser at the start of a statement or list item in pattern
 * mode (so `...`, `<...` and `(` of a disjunction are statement-level)? */
static int stmt_start(const CParser *p)
{
	int b = br_top(p);
	if (!(b == BR_TOP || b == BR_BLOCK || b == BR_SDISJ || b == BR_SNEST))
		return 0;
	switch (p->prev) {
	case 0: case CT_MODE_BODY: case CT_SEMI: case CT_LBRACE: case CT_RBRACE:
		return 1;
	case CT_COLON:
		return !p->colon_ternary;   /* a label's `:`, not a conditional's */
	case CT_PPLINE: case CT_ELSE: case CT_DO:
	case CT_DISJ_OR: case CT_DISJ_AND: case CT_SDISJ_OPEN: case CT_DISJ_CLOSE:
	case CT_NEST_CLOSE: case CT_SNEST_OPEN: case CT_SDOTS: case CT_WHEN_END:
	case CT_OPTIONAL: case CT_META_STMT: case CT_META_STMT_LIST:
	case CT_META_DECL: case CT_MACRO_STMT: case CT_EXPR_END:
		return 1;
	case CT_RPAREN:
		return p->last_close == BR_COND;
	default:
		return 0;
	}
}

/* Is the first token after the directives starting at I an `else`?
 * (Looks at most a few directives ahead.) */
static int else_follows(const CParser *p, uint32_t i)
{
	for (int budget = 256; i < p->end && budget > 0; i++, budget--) {
		const Token *t = tok(p, i);
		if (t->flags & (TF_HIDDEN | TF_IN_PP) || t->kind == TK_PP_END ||
		    t->kind == TK_PP_SKIPPED || (t->kind >= TK_PP_DEFINE && t->kind <= TK_PP_OTHER))
			continue;
		return t->kind == TK_KEYWORD && t->id && t->id->kw == KW_ELSE;
	}
	return 0;
}

/* Does the disjunction opening at I have a branch that is a statement:
 * one starting with a statement keyword, `{` or a statement
 * metavariable, or holding a `;` outside parentheses?  After `when !=`
 * a disjunction is one of statements then (`when != \(while(...) S\|
 * for(...;...;...) S\)`), else one of expressions. */
static int disj_has_stmt(const CParser *p, uint32_t i)
{
	uint32_t depth = 0, paren = 0;
	int branch_start = 0;
	for (; i < p->end; i++) {
		const Token *t = tok(p, i);
		int k = t->kind;
		if (t->flags & TF_HIDDEN)
			continue;
		if (k == TK_DISJ_OPEN) {
			if (++depth == 1) {
				branch_start = 1;
				continue;
			}
		} else if (k == TK_DISJ_CLOSE) {
			if (--depth == 0)
				return 0;
		} else if (k == TK_DISJ_OR && depth == 1 && paren == 0) {
			branch_start = 1;
			continue;
		} else if (k == TK_LPAREN || k == TK_LBRACK) {
			paren++;
		} else if ((k == TK_RPAREN || k == TK_RBRACK) && paren > 0) {
			paren--;
		} else if (k == TK_SEMI && paren == 0) {
			return 1;
		}
		if (branch_start && depth == 1) {
			switch (kw_of(p, i)) {
			case KW_IF: case KW_WHILE: case KW_FOR: case KW_DO:
			case KW_SWITCH: case KW_RETURN: case KW_GOTO:
			case KW_BREAK: case KW_CONTINUE:
				return 1;
			default:
				break;
			}
			if (k == TK_LBRACE)
				return 1;
			if (k == TK_META && t->aux &&
			    (meta_category(((const Meta *)t->aux)->kind) == MC_STMT ||
			     meta_category(((const Meta *)t->aux)->kind) == MC_STMT_LIST))
				return 1;
		}
		branch_start = 0;
	}
	return 0;
}

/* Is the parser right after the operator of a `when` clause (`when !=`,
 * `when ==`, `when =`, `when != true`)?  A statement may start there
 * (`when != I(...,x,...) S`, an iterator). */
static int when_arg_start(const CParser *p)
{
	return p->when_open && p->nbr == p->when_nbr &&
	       (((p->prev == CT_NE || p->prev == CT_EQ || p->prev == CT_ASSIGN) &&
		 p->prev2 == CT_WHEN) || p->prev == CT_WHEN_TF);
}

/* May the name at I, followed by a parenthesized group, be an iterator
 * here: where a statement starts, or right after the operator of a
 * `when` clause when the body follows on the same line (the clause ends
 * with its line: `when != kfree(x)` then `return ...;` is no iterator)? */
static int iter_may_start(const CParser *p, uint32_t i)
{
	if (stmt_start(p))
		return 1;
	if (!when_arg_start(p))
		return 0;
	uint32_t j = next_vis(p, i + 1);
	if (raw_kind(p, j) != TK_LPAREN)
		return 0;
	uint32_t k = next_vis(p, skip_group(p, j) + 1);
	return k < p->end && !(tok(p, k)->flags & TF_BOL);
}

/* Does the disjunction opening at I continue as an expression after
 * its close: `\(kfree\|vfree\)(E)`, `\(a\|b\) = E`? */
static int continues_expr(const CParser *p, uint32_t i)
{
	uint32_t depth = 0;
	for (; i < p->end; i++) {
		int k = tok(p, i)->kind;
		if (tok(p, i)->flags & TF_HIDDEN)
			continue;
		if (k == TK_DISJ_OPEN)
			depth++;
		else if (k == TK_DISJ_CLOSE && --depth == 0)
			break;
	}
	switch (raw_kind(p, next_vis(p, i + 1))) {
	case TK_LPAREN: case TK_LBRACK: case TK_DOT: case TK_ARROW: case TK_INC:
	case TK_DEC: case TK_AMP: case TK_STAR: case TK_PLUS: case TK_MINUS:
	case TK_SLASH: case TK_PERCENT: case TK_SHL: case TK_SHR: case TK_LT:
	case TK_GT: case TK_LE: case TK_GE: case TK_EQ: case TK_NE: case TK_CARET:
	case TK_PIPE: case TK_ANDAND: case TK_OROR: case TK_QUESTION: case TK_ASSIGN:
	case TK_MUL_ASSIGN: case TK_DIV_ASSIGN: case TK_MOD_ASSIGN: case TK_ADD_ASSIGN:
	case TK_SUB_ASSIGN: case TK_SHL_ASSIGN: case TK_SHR_ASSIGN: case TK_AND_ASSIGN:
	case TK_XOR_ASSIGN: case TK_OR_ASSIGN: case TK_AT:
		return 1;
	default:
		return 0;
	}
}

/* Pattern mode: is the name at I an iterator, `name(...) S` or
 * `name@p(...) {`, followed by a statement rather than `;`? */
static int pattern_iterator(const CParser *p, uint32_t i)
{
	uint32_t j = next_vis(p, i + 1);
	if (raw_kind(p, j) == TK_AT)
		j = next_vis(p, next_vis(p, j + 1) + 1);
	if (raw_kind(p, j) != TK_LPAREN)
		return 0;
	uint32_t k = next_vis(p, skip_group(p, j) + 1);
	const Token *t = k < p->end ? tok(p, k) : NULL;
	if (!t)
		return 0;
	if (t->kind == TK_LBRACE)
		return 1;
	if (t->kind == TK_META && t->aux)
		return meta_category(((const Meta *)t->aux)->kind) == MC_STMT;
	if (t->kind == TK_KEYWORD && t->id)
		return t->id->kw == KW_IF || t->id->kw == KW_FOR || t->id->kw == KW_WHILE ||
		       t->id->kw == KW_RETURN || t->id->kw == KW_DO || t->id->kw == KW_SWITCH;
	return 0;
}

/* Pattern mode: is the parser at the start of a field in a struct body
 * (so `(` opens a disjunction of fields)? */
static int field_start(const CParser *p)
{
	if (!p->pattern || br_top(p) != BR_STRUCT)
		return 0;
	switch (p->prev) {
	case CT_SEMI: case CT_LBRACE: case CT_META_FIELD: case CT_META_FIELD_LIST:
	case CT_SDOTS: case CT_DISJ_CLOSE: case CT_PPLINE:
		return 1;
	default:
		return 0;
	}
}

/* Pattern mode: does the disjunction opening at I name a function whose
 * definition follows with no type, `\(f\|g\)(params) {`?  Returns the
 * index of its closing `\)`, or 0. */
static uint32_t func_disj(const CParser *p, uint32_t i)
{
	uint32_t depth = 0, j = i;
	for (; j < p->end; j++) {
		int k = tok(p, j)->kind;
		if (tok(p, j)->flags & TF_HIDDEN)
			continue;
		if (k == TK_DISJ_OPEN)
			depth++;
		else if (k == TK_DISJ_CLOSE && --depth == 0)
			break;
		else if (k != TK_IDENT && k != TK_META && k != TK_DISJ_OR)
			return 0;       /* names only */
	}
	if (j >= p->end)
		return 0;
	uint32_t l = next_vis(p, j + 1);
	if (raw_kind(p, l) != TK_LPAREN)
		return 0;
	if (raw_kind(p, next_vis(p, skip_group(p, l) + 1)) != TK_LBRACE)
		return 0;
	return params_like(p, l) ? j : 0;
}

/* Pattern mode: does the `{` at I open initializer elements rather than a
 * block: a designator first, or a `,` and no `;` at its own level? */
static int init_braces(const CParser *p, uint32_t i)
{
	uint32_t depth = 0;
	int comma = 0;
	int first = raw_kind(p, next_vis(p, i + 1));
	for (uint32_t j = i; j < p->end; j++) {
		const Token *t = tok(p, j);
		if (t->flags & TF_HIDDEN)
			continue;
		switch (t->kind) {
		case TK_LBRACE: case TK_LPAREN: case TK_LBRACK: case TK_DISJ_OPEN:
			depth++;
			break;
		case TK_RBRACE: case TK_RPAREN: case TK_RBRACK: case TK_DISJ_CLOSE:
			if (--depth == 0)
				return comma || first == TK_DOT;
			break;
		case TK_SEMI:
			return 0;
		case TK_COMMA:
			comma |= depth == 1;
			break;
		case TK_EOF:
			return 0;
		default:
			break;
		}
	}
	return 0;
}

/* Does a statement follow the `)` at J (an iterator's body), rather
 * than a `;`, an operator or the end of the code? */
static int iter_body_follows(const CParser *p, uint32_t j)
{
	uint32_t k = next_vis(p, j + 1);
	if (k >= p->end)
		return 0;
	switch (tok(p, k)->kind) {
	case TK_LBRACE: case TK_IDENT: case TK_META: case TK_KEYWORD: case TK_MACRO_STMT:
	case TK_MACRO_ITER: case TK_INC: case TK_DEC: case TK_STAR:
		return 1;
	default:
		return 0;
	}
}

/* Can token TOKEN end an expression? */
static int ends_expr(int token)
{
	switch (token) {
	case CT_IDENTIFIER: case CT_INTEGER: case CT_FLOATING: case CT_CHARACTER:
	case CT_STRING: case CT_MACRO_STRING: case CT_RPAREN: case CT_RBRACK:
	case CT_INC: case CT_DEC: case CT_META_EXPR: case CT_META_IDENT:
	case CT_META_POS: case CT_META_EXPR_LIST: case CT_NEST_CLOSE:
	case CT_DISJ_CLOSE: case CT_ELLIPSIS:
		return 1;
	default:
		return 0;
	}
}

/* Did the last token fed end an expression (not a statement-level
 * disjunction or nest)? */
static int prev_ends_expr(const CParser *p)
{
	if (p->prev == CT_RPAREN && p->last_close == BR_COND)
		return 0;       /* if (...) */
	if (p->prev == CT_DISJ_CLOSE)
		return p->last_disj == BR_EDISJ;
	if (p->prev == CT_NEST_CLOSE)
		return p->last_disj == BR_ENEST;
	if (p->prev == CT_META_POS && p->prev_idx >= 2) {
		/* `S@p': the position of a statement metavariable ends a
		 * statement, not an expression */
		uint32_t i = p->prev_idx, a = i - 1;
		while (a > 0 && (tok(p, a)->flags & TF_HIDDEN))
			a--;
		uint32_t m = a > 0 ? a - 1 : 0;
		while (m > 0 && (tok(p, m)->flags & TF_HIDDEN))
			m--;
		const Meta *mm = raw_kind(p, a) == TK_AT && raw_kind(p, m) == TK_META ? tok(p, m)->aux : NULL;
		if (mm && (meta_category(mm->kind) == MC_STMT || meta_category(mm->kind) == MC_STMT_LIST))
			return 0;
	}
	return ends_expr(p->prev);
}

/* Pattern mode: `;@p` marks the `;` ending a statement.  The `@p`
 * after the `;` at LAST belongs to the `;` token (so to the statement it
 * ends); returns the index of its last token (LAST when none). */
static uint32_t semi_position(CParser *p, uint32_t last)
{
	uint32_t j = next_vis(p, last + 1);
	if (j >= p->end || raw_kind(p, j) != TK_AT)
		return last;
	uint32_t k = next_vis(p, j + 1);
	if (k >= p->end || raw_kind(p, k) != TK_META || !tok(p, k)->aux ||
	    meta_category(((const Meta *)tok(p, k)->aux)->kind) != MC_POSITION)
		return last;
	return k;
}

/* Pattern mode: does a statement-level line that is an expression
 * without `;` end before T (a `...`, nest, disjunction or `?` starting
 * the next line)?  `kfree@p(E)` / `...` / `E@q` is a sequence. */
static int expr_ends_here(const CParser *p, const Token *t)
{
	int b = br_top(p);
	if (!prev_ends_expr(p))
		return 0;
	if (p->prev == CT_RPAREN && p->last_close == BR_GROUP &&
	    (p->prev2 == CT_STAR || p->prev2 == CT_META_TYPE || p->prev2 == CT_TYPEDEF_NAME ||
	     p->prev2 == CT_BASE || p->prev2 == CT_QUAL))
		return 0;       /* `(T *)` then a line break: a cast goes on */
	if (!(b == BR_TOP || b == BR_BLOCK || b == BR_SDISJ || b == BR_SNEST))
		return 0;
	switch (t->kind) {
	case TK_ELLIPSIS: case TK_DOTS_OPEN_NEST: case TK_DOTS_OPEN_PLUS:
		return 1;       /* `f(x) ...` : no C expression goes on with dots */
	case TK_DISJ_OPEN: case TK_OPTIONAL:
		return (t->flags & TF_BOL) != 0;
	case TK_DISJ_OR: case TK_DISJ_AND: case TK_DISJ_CLOSE:
		/* the last line of a branch that is a statement sequence */
		return b == BR_SDISJ && p->nbr < 64 && (p->sdisj_seq >> p->nbr & 1);
	default:
		return 0;
	}
}

/* May a preprocessor line (at I) stand here as a list element? */
static int pp_fits(const CParser *p, uint32_t i)
{
	int b = br_top(p);
	switch (p->prev) {
	case CT_RBRACE: case CT_SEMI:
		if (else_follows(p, i))
			return 0;       /* if (...) {...} #endif else: attach */
		/* fall through */
	case 0: case CT_MODE_UNIT: case CT_MODE_BODY:
	case CT_LBRACE: case CT_PPLINE:
		return b == BR_TOP || b == BR_BLOCK || b == BR_STRUCT ||
		       b == BR_ENUM || b == BR_INIT || b == BR_SDISJ || b == BR_SNEST;
	case CT_COLON:
		return b == BR_BLOCK && !p->colon_ternary;
	case CT_COMMA:
		return b == BR_INIT || b == BR_ENUM || b == BR_CALL || b == BR_PARAMS;
	default:
		return 0;
	}
}

/* Update the filter's state for token TOKEN fed from index I. */
static void feed(CParser *p, int token, uint32_t i)
{
	int closed = -1;
	p->feed_idx = i;
	p->after_md = 0;
	if (token == CT_LPAREN && p->prev == CT_MACRO_DECL && !p->md_depth)
		p->md_depth = p->nbr + 1;
	else if (token == CT_RPAREN && p->md_depth && p->nbr == p->md_depth) {
		p->md_depth = 0;
		p->after_md = 1;
	}
	switch (token) {
	case CT_LPAREN: {
		int k;
		switch (p->prev) {
		case CT_IF: case CT_WHILE: case CT_SWITCH: case CT_FOR:
			k = BR_COND;
			break;
		case CT_TYPEOF:
			k = BR_TYPEOF;
			break;
		case CT_IDENTIFIER: case CT_RPAREN: case CT_META_IDENT: case CT_META_POS:
		case CT_META_EXPR: case CT_FUNC_NAME: {
			int b = br_top(p);
			k = ((b == BR_TOP || b == BR_STRUCT) && !p->in_init) ||
			    b == BR_PARAMS ? BR_PARAMS : BR_CALL;
			break;
		}
		case CT_RBRACK: case CT_MACRO_STMT: case CT_MACRO_ITER:
		case CT_MACRO_DECL:
			k = BR_CALL;
			break;
		case CT_DISJ_CLOSE:
			k = p->func_disj_close && p->prev_idx == p->func_disj_close ?
			    BR_PARAMS : BR_GROUP;
			break;
		default:
			k = BR_GROUP;
		}
		br_push(p, k);
		break;
	}
	case CT_ATOMIC_LP:
		br_push(p, BR_GROUP);
		break;

	case CT_RPAREN:
		closed = br_pop(p, is_paren_kind);
		p->last_close = closed;
		break;
	case CT_LBRACK:
		br_push(p, BR_BRACK);
		break;
	case CT_RBRACK:
		br_pop(p, is_brack);
		break;
	case CT_LBRACE: case CT_ILBRACE: {
		int k = BR_BLOCK, b = br_top(p);
		if (p->struct_pending)
			k = p->struct_pending;
		else if (p->prev == CT_ASSIGN)
			k = BR_INIT;
		else if (b == BR_INIT && p->prev != CT_LPAREN)
			k = BR_INIT;
		else if (p->prev == CT_RPAREN && p->last_close == BR_GROUP)
			k = BR_INIT;
		br_push(p, k);
		p->braces++;
		break;
	}
	case CT_RBRACE:
		closed = br_pop(p, is_brace_kind);
		if (p->braces) {
			p->braces--;
			td_pop(&p->td, p->braces);
		}
		break;
	case CT_SDISJ_OPEN:
		br_push(p, BR_SDISJ);
		if (p->nbr < 64)
			p->sdisj_seq &= ~(1ull << p->nbr);
		break;
	case CT_DISJ_OR: case CT_DISJ_AND:
		if (br_top(p) == BR_SDISJ && p->nbr < 64)
			p->sdisj_seq &= ~(1ull << p->nbr);
		break;
	case CT_EDISJ_OPEN: case CT_FUNC_DISJ:
		br_push(p, BR_EDISJ);
		if (p->spec_type && token == CT_EDISJ_OPEN)
			p->decl_disj = p->nbr;  /* int \(f\|g\)(...) { */
		break;
	case CT_DISJ_CLOSE:
		if (p->decl_disj && p->decl_disj == p->nbr) {
			p->func_disj_close = i;
			p->decl_disj = 0;
		}
		p->last_disj = br_pop(p, is_disj);
		break;
	case CT_SNEST_OPEN: br_push(p, BR_SNEST); break;
	case CT_ENEST_OPEN: br_push(p, BR_ENEST); break;
	case CT_NEST_CLOSE: p->last_disj = br_pop(p, is_nest); break;
	case CT_SDOTS: case CT_EXPR_END:
		if (p->nbr == 0)
			p->seq_seen = 1;
		if (br_top(p) == BR_SDISJ && p->nbr < 64)
			p->sdisj_seq |= 1ull << p->nbr;
		break;
	case CT_ASSIGN:
		if (p->nbr == 0)
			p->in_init = 1;
		break;
	case CT_SEMI: case CT_COMMA:
		if (p->nbr == 0)
			p->in_init = 0;
		if (token == CT_SEMI) {
			p->qdepth = 0;
			if (p->nbr == 0)
				p->seq_seen = 1;
			if (br_top(p) == BR_SDISJ && p->nbr < 64)
				p->sdisj_seq |= 1ull << p->nbr;
		}
		break;
	case CT_QUESTION:
		p->qdepth++;
		break;
	case CT_COLON:
		p->colon_ternary = p->qdepth > 0;
		if (p->qdepth)
			p->qdepth--;
		break;
	default:
		break;
	}

	/* Do the declaration specifiers so far name a type? */
	switch (token) {
	case CT_BASE: case CT_TYPEDEF_NAME: case CT_META_TYPE:
		p->spec_type = 1;
		break;
	case CT_IDENTIFIER: case CT_META_IDENT:
		p->spec_type = p->struct_pending && !p->tag_seen;   /* a tag */
		break;
	case CT_STORAGE: case CT_QUAL: case CT_ATTRIBUTE: case CT_STAR:
	case CT_STRUCT: case CT_ENUM: case CT_META_ATTR:
		break;
	case CT_RBRACE:
		p->spec_type = closed == BR_STRUCT || closed == BR_ENUM;
		break;
	case CT_RPAREN:
		p->spec_type = closed == BR_TYPEOF;
		break;
	case CT_LPAREN:
		break;          /* `void (*fp)`: still after the type */
	default:
		p->spec_type = 0;
	}
	/* struct/union/enum [attributes] [tag] {, or in a pattern a type
	 * metavariable's body `T { ... }` */
	if (token == CT_META_TYPE && raw_kind(p, next_vis(p, i + 1)) == TK_LBRACE) {
		p->struct_pending = BR_STRUCT;
		p->tag_seen = 1;
	} else if (token == CT_STRUCT || token == CT_ENUM) {
		p->struct_pending = token == CT_STRUCT ? BR_STRUCT : BR_ENUM;
		p->tag_seen = 0;
	} else if (p->struct_pending && (token == CT_ATTRIBUTE || token == CT_META_ATTR)) {
		/* keep */
	} else if (p->struct_pending && !p->tag_seen &&
		   (token == CT_IDENTIFIER || token == CT_TYPEDEF_NAME ||
		    token == CT_META_IDENT)) {
		p->tag_seen = 1;
	} else {
		p->struct_pending = 0;
	}
	if (token == CT_WHEN) {
		p->when_open = 1;
		p->when_nbr = p->nbr;
	}
	p->prev2 = p->prev;
	p->prev = token;
	p->prev_idx = i;
}

static int is_def_start(const CParser *p, uint32_t i)
{
	i = next_vis(p, i);
	const Token *t = i < p->end ? tok(p, i) : NULL;
	if (!t || t->kind == TK_EOF)
		return 1;
	switch (t->kind) {
	case TK_IDENT: case TK_TYPEDEF_NAME: case TK_MACRO_DECL: case TK_MACRO_ATTR:
	case TK_PP_DEFINE: case TK_PP_UNDEF: case TK_PP_INCLUDE: case TK_PP_IF:
	case TK_PP_IFDEF: case TK_PP_IFNDEF: case TK_PP_ELIF: case TK_PP_ELSE:
	case TK_PP_ENDIF: case TK_PP_PRAGMA: case TK_PP_ERROR: case TK_PP_LINE:
	case TK_PP_OTHER: case TK_PP_SKIPPED:
		return 1;
	case TK_KEYWORD:
		switch (keyword_token(t->id ? t->id->kw : 0)) {
		case CT_STORAGE: case CT_QUAL: case CT_BASE: case CT_STRUCT:
		case CT_ENUM: case CT_TYPEOF: case CT_STATIC_ASSERT:
			return 1;
		default:
			return t->id && (t->id->kw == KW_ATTRIBUTE || t->id->kw == KW_ASM ||
					 t->id->kw == KW_EXTENSION);
		}
	default:
		return 0;
	}
}

/* Token I is the first of its line and starts in column 0. */
static int at_column0(const CParser *p, uint32_t i)
{
	uint32_t s = tok(p, i)->start;
	return s == 0 || p->ta->src->text[s - 1] == '\n';
}

/* Token I starts a line after the one where token E starts. */
static int on_later_line(const CParser *p, uint32_t e, uint32_t i)
{
	const char *text = p->ta->src->text;
	uint32_t from = tok(p, e)->start, to = tok(p, i)->start;
	return from < to && memchr(text + from, '\n', to - from) != NULL;
}

/* Error recovery: skip to the end of the broken toplevel definition (a
 * `}` or `;` at brace depth 0 followed by the start of a definition),
 * reset the filter to toplevel, and give the RESYNC token.  In C code,
 * an error outside any brace also ends before a line after the error's
 * line whose first token, in column 0, can start a definition: a line
 * of text the grammar does not know (an assembler macro in a header, a
 * macro call without its `;`) loses no more than itself. */
static int resync(CParser *p, CLoc *loc)
{
	uint32_t first = p->pos, stop;
	int at_boundary = p->braces == 0 && (p->prev == CT_SEMI || p->prev == CT_RBRACE) &&
			  p->prev_idx + 1 == p->pos && is_def_start(p, p->pos);
	if (at_boundary) {
		stop = p->pos - 1;
		first = p->pos;
	} else {
		uint32_t depth = p->braces, i = p->pos;
		stop = p->end ? p->end - 1 : 0;
		for (; i < p->end; i++) {
			const Token *t = tok(p, i);
			if (t->flags & TF_HIDDEN || t->flags & TF_IN_PP)
				continue;
			if (t->kind == TK_EOF)
				break;
			if (!p->pattern && depth == 0 && i > p->prev_idx && at_column0(p, i) &&
			    on_later_line(p, p->prev_idx, i) && is_def_start(p, i)) {
				stop = i - 1;
				break;
			}
			if (t->kind == TK_LBRACE) {
				depth++;
			} else if (t->kind == TK_RBRACE) {
				if (depth)
					depth--;
				if (depth == 0 && is_def_start(p, i + 1)) {
					stop = i;
					break;
				}
			} else if (t->kind == TK_SEMI && depth == 0 && is_def_start(p, i + 1)) {
				stop = i;
				break;
			}
		}
		if (i >= p->end || tok(p, i)->kind == TK_EOF)
			stop = i ? i - 1 : 0;
	}
	p->pos = stop + 1;
	p->nbr = 0;
	p->braces = 0;
	td_pop(&p->td, 0);
	p->spec_type = p->struct_pending = p->in_init = p->when_open = 0;
	p->md_depth = 0;
	p->after_md = 0;
	p->recovering = 0;
	p->prev = CT_SEMI;
	p->prev2 = 0;
	p->prev_idx = stop;
	loc->first = first;
	loc->last = stop;
	return CT_RESYNC;
}

/* The parser token of a token of kind K that the filter passes on as it
 * is, whatever comes before or after it (most punctuators and the
 * constants), or 0. */
static int plain_token(int k)
{
	switch (k) {
	case TK_INT: return CT_INTEGER;
	case TK_FLOAT: return CT_FLOATING;
	case TK_CHAR: return CT_CHARACTER;
	case TK_STRING: return CT_STRING;
	case TK_MACRO_STRING: return CT_MACRO_STRING;
	case TK_LPAREN: case TK_RPAREN: case TK_RBRACK: case TK_LBRACE: case TK_RBRACE:
	case TK_DOT: case TK_ARROW: case TK_INC: case TK_DEC: case TK_AMP: case TK_STAR:
	case TK_PLUS: case TK_MINUS: case TK_TILDE: case TK_BANG: case TK_SLASH:
	case TK_PERCENT: case TK_SHL: case TK_SHR: case TK_LE: case TK_GE: case TK_EQ:
	case TK_NE: case TK_CARET: case TK_PIPE: case TK_ANDAND: case TK_OROR:
	case TK_QUESTION: case TK_COLON: case TK_SEMI: case TK_ASSIGN: case TK_MUL_ASSIGN:
	case TK_DIV_ASSIGN: case TK_MOD_ASSIGN: case TK_ADD_ASSIGN: case TK_SUB_ASSIGN:
	case TK_SHL_ASSIGN: case TK_SHR_ASSIGN: case TK_AND_ASSIGN: case TK_XOR_ASSIGN:
	case TK_OR_ASSIGN: case TK_COMMA:
		return punct_token(k);
	default:
		return 0;
	}
}

/* feed for CT_IDENTIFIER, the commonest token of cylex_general, in
 * short: no bracket, `when` or macro argument list is opened or closed;
 * the name is a tag after struct, union or enum, else it ends one. */
static inline void feed_identifier(CParser *p, uint32_t i)
{
	p->feed_idx = i;
	p->after_md = 0;
	int tag = p->struct_pending && !p->tag_seen;
	p->spec_type = tag;
	if (tag)
		p->tag_seen = 1;
	else
		p->struct_pending = 0;
	p->prev2 = p->prev;
	p->prev = CT_IDENTIFIER;
	p->prev_idx = i;
}

/* The token of keyword KW as cylex_general gives it, or 0 for those
 * it folds or looks past (__extension__, __attribute__, asm, _Atomic). */
static int plain_keyword(int kw)
{
	if (kw == KW_EXTENSION || kw == KW_ATTRIBUTE || kw == KW_ASM || kw == KW_ATOMIC)
		return 0;
	return keyword_token(kw);
}

/* cylex for every token (see cylex below); not static, so that it stays
 * out of cylex's small common path. */
int cylex_general(CParser *p, CLoc *llocp)
{
	if (p->mode_tok) {
		int m = p->mode_tok;
		p->mode_tok = 0;
		llocp->first = p->begin;
		llocp->last = p->begin ? p->begin - 1 : 0;
		if (!p->begin)
			llocp->first = 0, llocp->last = 0;
		p->prev = m;
		return m;
	}
	if (p->recovering)
		return resync(p, llocp);
	if (p->pending) {
		int token = p->pending;
		p->pending = 0;
		*llocp = p->pending_loc;
		p->pos = p->pending_loc.last + 1;
		feed(p, token, p->pending_loc.first);
		return token;
	}
	if (p->too_deep && !p->deep_reported) {
		p->deep_reported = 1;
		llocp->first = llocp->last = p->prev_idx;
		return CT_TOODEEP;
	}
	for (;;) {
		uint32_t i = p->pos;
		if (i >= p->end || tok(p, i)->kind == TK_EOF) {
			uint32_t e = i < p->ta->n ? i : (uint32_t)p->ta->n - 1;
			if (p->when_open) {
				p->when_open = 0;
				llocp->first = llocp->last = p->prev_idx;
				feed(p, CT_WHEN_END, p->prev_idx);
				return CT_WHEN_END;
			}
			if (p->pattern && p->seq_seen && p->nbr == 0 && prev_ends_expr(p)) {
				llocp->first = llocp->last = p->prev_idx;
				feed(p, CT_EXPR_END, p->prev_idx);
				return CT_EXPR_END;
			}
			llocp->first = llocp->last = e;
			return CT_END;
		}
		const Token *t = tok(p, i);
		if (t->flags & TF_HIDDEN) {
			p->pos++;
			continue;
		}
		while (p->skip_cur < p->skips.n && p->skips.v[p->skip_cur].to <= i)
			p->skip_cur++;
		if (p->skip_cur < p->skips.n && p->skips.v[p->skip_cur].from <= i) {
			p->pos = p->skips.v[p->skip_cur].to;   /* #else ... (up to #endif) */
			continue;
		}
		if (p->when_open && p->nbr == p->when_nbr && p->prev != CT_WHEN &&
		    (t->flags & TF_BOL || t->kind == TK_WHEN)) {
			p->when_open = 0;
			llocp->first = llocp->last = p->prev_idx;
			feed(p, CT_WHEN_END, p->prev_idx);
			return CT_WHEN_END;
		}
		if (p->pattern && expr_ends_here(p, t)) {
			llocp->first = llocp->last = p->prev_idx;
			feed(p, CT_EXPR_END, p->prev_idx);
			return CT_EXPR_END;
		}
		int token;
		uint32_t last = i;
		switch (t->kind) {
		case TK_IDENT:
			if (p->pattern && (p->prev == CT_NE || p->prev == CT_EQ) &&
			    p->prev2 == CT_WHEN && t->id &&
			    (strcmp(t->id->name, "true") == 0 || strcmp(t->id->name, "false") == 0) &&
			    !(tok(p, next_vis(p, i + 1))->flags & TF_BOL) &&
			    next_vis(p, i + 1) < p->end) {
				token = CT_WHEN_TF;     /* when != true E */
				break;
			}
			if (!p->pattern && arg_prefix(p, i)) {
				p->pos++;       /* f(PMINFO 0): like __extension__ */
				continue;
			}
			token = classify_ident(p, i);
			if (token == CT_IDENTIFIER && p->pattern && iter_may_start(p, i) &&
			    pattern_iterator(p, i))
				token = CT_MACRO_ITER;  /* list_for_each_entry(...) S */
			else if (token == CT_IDENTIFIER)
				token = fold_macro_call(p, i, &last);
			break;
		case TK_TYPEDEF_NAME:
			token = CT_TYPEDEF_NAME;
			if (p->pattern && typedef_name_declared(p, i))
				token = CT_IDENTIFIER;  /* ty_id ty_id; */
			break;
		case TK_INT: token = CT_INTEGER; break;
		case TK_FLOAT: token = CT_FLOATING; break;
		case TK_CHAR: token = CT_CHARACTER; break;
		case TK_STRING: token = CT_STRING; break;
		case TK_MACRO_STRING: token = CT_MACRO_STRING; break;
		case TK_MACRO_ATTR:
			token = CT_ATTRIBUTE;
			if (raw_kind(p, next_vis(p, i + 1)) == TK_LPAREN &&
			    raw_kind(p, next_vis(p, next_vis(p, i + 1) + 1)) != TK_STAR)
				last = skip_group(p, next_vis(p, i + 1));  /* aarg(1,2) */
			break;
		case TK_MACRO_STMT: case TK_MACRO_ITER: case TK_MACRO_DECL: {
			token = t->kind == TK_MACRO_STMT ? CT_MACRO_STMT :
				t->kind == TK_MACRO_ITER ? CT_MACRO_ITER : CT_MACRO_DECL;
			/* Arguments that hold a `;` are no expressions:
			 * they come next as one MACRO_ARGS token. */
			uint32_t j = next_vis(p, i + 1);
			if (raw_kind(p, j) == TK_LPAREN) {
				uint32_t k = skip_group(p, j);
				if (group_has_semi(p, j, k)) {
					p->pending = CT_MACRO_ARGS;
					p->pending_loc.first = j;
					p->pending_loc.last = k;
				}
			}
			break;
		}
		case TK_KEYWORD: {
			int kw = t->id ? t->id->kw : 0;
			if (kw == KW_EXTENSION) {
				p->pos++;
				continue;
			}
			if (kw == KW_ATTRIBUTE || kw == KW_ASM) {
				/* fold the (...) group, and asm's qualifiers */
				uint32_t j = next_vis(p, i + 1);
				while (kw == KW_ASM && (is_qual_kw(kw_of(p, j)) ||
					kw_of(p, j) == KW_INLINE || kw_of(p, j) == KW_GOTO))
					j = next_vis(p, j + 1);
				if (raw_kind(p, j) == TK_LPAREN)
					last = skip_group(p, j);
				token = kw == KW_ASM ? CT_ASM : CT_ATTRIBUTE;
				break;
			}
			if (kw == KW_ATOMIC) {
				uint32_t j = next_vis(p, i + 1);
				if (raw_kind(p, j) == TK_LPAREN) {
					token = CT_ATOMIC_LP;
					last = j;
					break;
				}
			}
			token = keyword_token(kw);
			break;
		}
		case TK_PP_DEFINE: case TK_PP_UNDEF: case TK_PP_INCLUDE: case TK_PP_IF:
		case TK_PP_IFDEF: case TK_PP_IFNDEF: case TK_PP_ELIF: case TK_PP_ELSE:
		case TK_PP_ENDIF: case TK_PP_PRAGMA: case TK_PP_ERROR: case TK_PP_LINE:
		case TK_PP_OTHER: {
			uint32_t j = i + 1;
			while (j < p->end && tok(p, j)->kind != TK_PP_END &&
			       tok(p, j)->kind != TK_EOF)
				j++;
			last = j < p->end && tok(p, j)->kind == TK_PP_END ? j : j - 1;
			if (!pp_fits(p, i)) {
				p->pos = last + 1;
				continue;
			}
			token = CT_PPLINE;
			break;
		}
		case TK_PP_SKIPPED:
			if (!pp_fits(p, i)) {
				p->pos++;
				continue;
			}
			token = CT_PPLINE;
			break;
		case TK_PP_END: case TK_PP_HEADER:
			p->pos++;
			continue;
		case TK_META:
			token = meta_token(t);
			if (token == CT_META_TYPE && typedef_name_declared(p, i)) {
				token = CT_META_IDENT;  /* typedef t s; binds s */
				break;
			}
			if (p->prev == CT_AT) {
				token = CT_META_POS;    /* E@S: see TK_AT below */
				break;
			}
			if (token == CT_META_TYPE && p->prev == CT_RBRACE && p->spec_type) {
				/* typedef T1 { ... } T2; : T2 is the declarator */
				int n = raw_kind(p, next_vis(p, i + 1));
				if (n == TK_SEMI || n == TK_COMMA)
					token = CT_META_IDENT;
				break;
			}
			if (token == CT_META_ATTR && raw_kind(p, next_vis(p, i + 1)) == TK_LPAREN) {
				last = skip_group(p, next_vis(p, i + 1));  /* a(args) */
				break;
			}
			if (token != CT_META_IDENT)
				break;
			if (((const Meta *)t->aux)->kind == MK_DECLARER &&
			    raw_kind(p, next_vis(p, i + 1)) == TK_LPAREN &&
			    (decl_start(p) || stmt_start(p) || br_top(p) == BR_STRUCT)) {
				token = CT_MACRO_DECL;  /* declarer d; ... d(...); */
				uint32_t j = next_vis(p, i + 1), k = skip_group(p, j);
				if (group_has_semi(p, j, k)) {
					p->pending = CT_MACRO_ARGS;
					p->pending_loc.first = j;
					p->pending_loc.last = k;
				}
				break;
			}
			if (((const Meta *)t->aux)->kind == MK_ITERATOR && iter_may_start(p, i) &&
			    raw_kind(p, next_vis(p, i + 1)) == TK_LPAREN &&
			    iter_body_follows(p, skip_group(p, next_vis(p, i + 1))))
				token = CT_MACRO_ITER;  /* iter(...) S, any statement S */
			else if (at_toplevel_start(p) && implicit_int_def(p, i))
				token = CT_FUNC_NAME;   /* fn(...) { ... } with no type */
			else if (iter_may_start(p, i) && pattern_iterator(p, i))
				token = CT_MACRO_ITER;
			break;
		case TK_ELLIPSIS:
			token = p->pattern && stmt_start(p) ? CT_SDOTS :
				p->pattern && br_top(p) == BR_STRUCT ? CT_SDOTS : CT_ELLIPSIS;
			break;
		case TK_DOTS_OPEN_NEST: case TK_DOTS_OPEN_PLUS:
			token = stmt_start(p) ? CT_SNEST_OPEN : CT_ENEST_OPEN;
			break;
		case TK_DOTS_CLOSE_NEST: case TK_DOTS_CLOSE_PLUS: token = CT_NEST_CLOSE; break;
		case TK_DISJ_OPEN: {
			uint32_t close = 0;
			if (at_toplevel_start(p) && (close = func_disj(p, i)) != 0) {
				token = CT_FUNC_DISJ;   /* \(f\|g\)(int x) { */
				p->func_disj_close = close;
			} else if ((stmt_start(p) || field_start(p)) && !continues_expr(p, i)) {
				token = CT_SDISJ_OPEN;
			} else if (p->pattern && when_arg_start(p) && disj_has_stmt(p, i)) {
				token = CT_SDISJ_OPEN;
			} else {
				token = CT_EDISJ_OPEN;
			}
			break;
		}
		case TK_DISJ_OR: token = CT_DISJ_OR; break;
		case TK_DISJ_AND: token = CT_DISJ_AND; break;
		case TK_DISJ_CLOSE: token = CT_DISJ_CLOSE; break;
		case TK_OPTIONAL: token = CT_OPTIONAL; break;
		case TK_WHEN: token = CT_WHEN; break;
		case TK_AT: {
			/* E@p, x@p, f@p(...) make P_POS nodes; a position
			 * after a keyword or an operator (`if@p`, `==@p`),
			 * or a non-position metavariable after `@`, stays in
			 * the token array after the token it marks. */
			uint32_t j = next_vis(p, i + 1);
			MetaCategory jc = raw_kind(p, j) == TK_META && tok(p, j)->aux
					  ? meta_category(((const Meta *)tok(p, j)->aux)->kind) : MC_NONE;
			/* E@S, S a statement metavariable: S names the statement around E */
			int pos_ok = jc == MC_POSITION ||
				     ((jc == MC_STMT || jc == MC_IDENT || jc == MC_EXPR || jc == MC_DECL) &&
				      prev_ends_expr(p));
			/* S@p, S a statement metavariable: the position of its
			 * statement */
			int stmt_pos = p->prev == CT_META_STMT && jc == MC_POSITION;
			if (!pos_ok || !(prev_ends_expr(p) || p->prev == CT_FUNC_NAME || stmt_pos) ||
			    p->struct_pending || p->prev2 == CT_GOTO) {
				p->pos = raw_kind(p, j) == TK_META ? j + 1 : i + 1;
				continue;
			}
			token = CT_AT;
			break;
		}
		case TK_LBRACK:
			token = CT_LBRACK;
			if (!prev_ends_expr(p) && raw_kind(p, next_vis(p, i + 1)) == TK_LBRACK)
				last = skip_std_attr(p, i);     /* [[nodiscard]] */
			if (last != i)
				token = CT_ATTRIBUTE;
			break;
		case TK_LT: case TK_GT: {
			/* GNU `a <? b`, `a >?= b`: written without spaces */
			uint32_t j = i + 1;
			token = punct_token(t->kind);
			if (j < p->end && tok(p, j)->kind == TK_QUESTION && tok(p, j)->start == t->end) {
				token = CT_MINMAX;
				last = j;
				if (j + 1 < p->end && tok(p, j + 1)->kind == TK_ASSIGN &&
				    tok(p, j + 1)->start == tok(p, j)->end) {
					token = CT_ASSIGN_OP;
					last = j + 1;
				}
			}
			break;
		}
		default:
			token = punct_token(t->kind);
			break;
		}
		if (p->nbr >= MAX_BRACKETS && (token == CT_LPAREN || token == CT_LBRACE ||
		    token == CT_LBRACK || token == CT_ATOMIC_LP || token == CT_SDISJ_OPEN ||
		    token == CT_EDISJ_OPEN || token == CT_SNEST_OPEN || token == CT_ENEST_OPEN)) {
			/* Too deep for the parser's bounded stack: an error
			 * here, before the stack runs out; recovery skips the
			 * rest of the definition. */
			p->too_deep = p->deep_reported = 1;
			llocp->first = llocp->last = i;
			return CT_TOODEEP;
		}
		if (token == CT_LBRACE && p->pattern &&
		    (p->prev == CT_ASSIGN || p->prev == CT_MODE_EXPR ||
		     (stmt_start(p) && init_braces(p, i))))
			token = CT_ILBRACE;     /* v = {..., .x = E}; { .a = E, } */
		if (token == CT_SEMI && p->pattern)
			last = semi_position(p, last);
		p->pos = last + 1;
		llocp->first = i;
		llocp->last = last;
		if (token == CT_IDENTIFIER)
			feed_identifier(p, i);
		else
			feed(p, token, i);
		return token;
	}
}

int cylex(Node **lvalp, CLoc *llocp, CParser *p)
{
	*lvalp = NULL;
	/* The common case here, in a small function: C code, nothing
	 * injected, pending or open (start token, error recovery, macro
	 * arguments, too deep, `when`), and a plain token or keyword that
	 * is visible, outside the conditional branches passed over, and
	 * opens no bracket past the limit: what cylex_general would do, in
	 * short. */
	if (!(p->mode_tok | p->recovering | p->pending | p->too_deep | p->when_open | p->pattern) &&
	    p->pos < p->end) {
		uint32_t i = p->pos;
		const Token *t = tok(p, i);
		int token = 0;
		if (!(t->flags & TF_HIDDEN)) {
			token = plain_token(t->kind);
			if (!token && t->kind == TK_KEYWORD)
				token = plain_keyword(t->id ? t->id->kw : 0);
		}
		if (token && (p->skip_cur >= p->skips.n || p->skips.v[p->skip_cur].from > i) &&
		    !(p->nbr >= MAX_BRACKETS && (token == CT_LPAREN || token == CT_LBRACE))) {
			p->pos = i + 1;
			llocp->first = llocp->last = i;
			feed(p, token, i);
			return token;
		}
	}
	return cylex_general(p, llocp);
}
