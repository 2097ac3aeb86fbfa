/* pretty.c - printing added code; see pretty.h.
 *
 * Added code is printed from its tokens with spatch's layout rules, not
 * with the spacing the SmPL writer used: one statement a line, the body
 * of an `if`/`else`/loop without braces on its own line one level in, a
 * block's statements one level in and its `}` on a line of its own,
 * spaces around binary and assignment operators and after commas, none
 * inside parentheses or after unary operators and casts, `for(a;b;c)`
 * written tight as spatch 1.1.1 does.  Comments written in the added
 * code are kept.  Expressions (a run that is not whole lines) come out
 * on one line with the same spacing rules.
 */
#include "transform/pretty.h"

#include <ctype.h>
#include <string.h>
#include "transform/edit.h"
#include "cfront/fmtstr.h"
#include "cfront/meta.h"
#include "cfront/cmacro.h"
#include "base/ctype.h"
#include "base/vec.h"

typedef VEC(char) Buf;

static void put(Buf *b, const char *s, size_t n)
{
	vec_grow(b, n + 1);
	memcpy(b->v + b->n, s, n);
	b->n += n;
	b->v[b->n] = 0;
}

static void puts_(Buf *b, const char *s)
{
	put(b, s, strlen(s));
}

static int kw_of(const Token *t)
{
	return t->kind == TK_KEYWORD && t->id ? t->id->kw : 0;
}

static int is_kw(const Token *t, int kw)
{
	return kw_of(t) == kw;
}

static int is_pp(int k)
{
	return k >= TK_PP_DEFINE && k <= TK_PP_OTHER;
}

int pretty_is_lines(const TokenArray *toks, uint32_t first, uint32_t last)
{
	if (first > last || last >= toks->n)
		return 0;
	/* comment-only `+` lines are lines; the code beside them decides */
	while (first < last && toks->v[first].kind == TK_PLUS_COMMENT)
		first++;
	while (last > first && toks->v[last].kind == TK_PLUS_COMMENT)
		last--;
	const Token *l = &toks->v[last], *f = &toks->v[first];
	if (l->kind == TK_PLUS_COMMENT)
		return 1;
	if (l->kind == TK_SEMI || l->kind == TK_RBRACE || l->kind == TK_LBRACE ||
	    l->kind == TK_PP_END || is_pp(f->kind) || is_pp(l->kind))
		return 1;
	if (l->kind == TK_COLON && first < last && toks->v[last - 1].kind == TK_IDENT)
		return 1;  /* a label */
	if (l->kind == TK_COMMA && (f->flags & TF_BOL))
		return 1;  /* initializer or enumerator items on lines of their own */
	if (is_kw(f, KW_IF) || is_kw(f, KW_RETURN) || is_kw(f, KW_ELSE) ||
	    is_kw(f, KW_FOR) || is_kw(f, KW_WHILE))
		return 1;
	if ((f->kind == TK_MACRO_ITER ||
	     (f->kind == TK_META && f->aux && ((const Meta *)f->aux)->kind == MK_ITERATOR)) &&
	    first < last && toks->v[first + 1].kind == TK_LPAREN)
		return 1;  /* an iterator's loop */
	if (f->kind == TK_META && f->aux) {
		MetaCategory c = meta_category(((const Meta *)f->aux)->kind);
		if (first == last && (c == MC_STMT || c == MC_STMT_LIST || c == MC_DECL))
			return 1;
	}
	if (l->kind == TK_META && l->aux && first < last) {
		/* statements ending in a statement (list) metavariable */
		MetaCategory c = meta_category(((const Meta *)l->aux)->kind);
		const Token *b = &toks->v[last - 1];
		if ((c == MC_STMT || c == MC_STMT_LIST) &&
		    (b->kind == TK_SEMI || b->kind == TK_RBRACE || b->kind == TK_LBRACE))
			return 1;
	}
	return 0;
}

int pretty_opens_body(const TokenArray *toks, uint32_t first, uint32_t last)
{
	if (first > last || last >= toks->n)
		return 0;
	uint32_t l = last;
	while (l > first && (is_pp(toks->v[l].kind) || (toks->v[l].flags & TF_IN_PP)))
		l--;
	if (is_kw(&toks->v[l], KW_ELSE))
		return 1;
	if (toks->v[l].kind != TK_RPAREN)
		return 0;
	int depth = 0;
	for (uint32_t k = l + 1; k-- > first;) {
		if (toks->v[k].kind == TK_RPAREN)
			depth++;
		else if (toks->v[k].kind == TK_LPAREN && --depth == 0)
			return k > first && (is_kw(&toks->v[k - 1], KW_IF) ||
					     is_kw(&toks->v[k - 1], KW_WHILE) ||
					     is_kw(&toks->v[k - 1], KW_FOR));
	}
	return 0;
}

/* Are tokens F..L of TA on one line, with nothing but blanks between? */
static int one_line(const TokenArray *ta, uint32_t f, uint32_t l)
{
	const char *s = ta->src->text;
	for (uint32_t i = f + 1; i <= l; i++) {
		/* a word the parser skips (`char __iomem *') is a word of
		 * the line; a hidden call or an expanded macro is not */
		const Token *t = &ta->v[i];
		int hidden_word = (t->flags & TF_HIDDEN) && t->kind == TK_IDENT &&
				  !(i < l && (ta->v[i + 1].flags & TF_HIDDEN) &&
				    ta->v[i + 1].kind == TK_LPAREN);
		if ((t->flags & TF_EXPANDED) || ((t->flags & TF_HIDDEN) && !hidden_word))
			return 0;
		for (uint32_t k = ta->v[i - 1].end; k < ta->v[i].start; k++)
			if (s[k] != ' ' && s[k] != '\t')
				return 0;
	}
	return 1;
}

/* Are tokens F..L of TA an expression that spatch prints again on one
 * line, its comments left out: over several lines, or holding comments,
 * with nothing else between its tokens (no directive, hidden token or
 * statement expression, which it would break)? */
static int joinable(const TokenArray *ta, uint32_t f, uint32_t l)
{
	const char *s = ta->src->text;
	int in_pp = ta->v[f].flags & TF_IN_PP;   /* all in one #define's body, or none */
	for (uint32_t i = f; i <= l; i++) {
		const Token *t = &ta->v[i];
		/* a word the parser skips (`__user', a macro the macro file
		 * erases) is printed as it is; a hidden call (`X(a)') is not */
		int hidden_word = (t->flags & TF_HIDDEN) && t->kind == TK_IDENT &&
				  !(i < l && (ta->v[i + 1].flags & TF_HIDDEN) &&
				    ta->v[i + 1].kind == TK_LPAREN);
		if ((t->flags & TF_EXPANDED) || ((t->flags & TF_HIDDEN) && !hidden_word) ||
		    (t->flags & TF_IN_PP) != in_pp ||
		    (t->kind >= TK_PP_DEFINE && t->kind <= TK_PP_SKIPPED) ||
		    (t->kind == TK_LBRACE && i > f && ta->v[i - 1].kind == TK_LPAREN))
			return 0;
		if (i > f)
			for (uint32_t k = ta->v[i - 1].end; k < t->start; k++) {
				if (s[k] == '/' && k + 1 < t->start && (s[k + 1] == '*' || s[k + 1] == '/')) {
					/* a comment: skipped */
					uint32_t e = k + 2;
					if (s[k + 1] == '*')
						while (e + 1 < t->start && !(s[e] == '*' && s[e + 1] == '/'))
							e++;
					else
						while (e < t->start && s[e] != '\n')
							e++;
					k = s[k + 1] == '*' ? e + 1 : e - 1;
					continue;
				}
				if (s[k] != ' ' && s[k] != '\t' && s[k] != '\n' && s[k] != '\r' &&
				    !(s[k] == '\\' && (s[k + 1] == '\n' || s[k + 1] == '\r')))
					return 0;
			}
	}
	return 1;
}

/* Is token T part of a preprocessor directive's line? */
static int pp_line_tok(const Token *t)
{
	return (t->kind >= TK_PP_DEFINE && t->kind <= TK_PP_SKIPPED) || (t->flags & TF_IN_PP);
}

/* The source text of binding B whose conditional directives do not pair
 * up inside its range (`3 #ifdef A +5 #endif #ifdef B +2`): the directive
 * lines just before or after the range that close (open) them are taken
 * along, each on a line of its own, so that the code printed again keeps
 * whole conditionals.  NULL when they pair up. */
static const char *pp_balanced_text(Arena *a, const Binding *b)
{
	const TokenArray *ta = b->ta;
	int open = 0, unopened = 0;
	for (uint32_t i = b->first; i <= b->last; i++) {
		int k = ta->v[i].kind;
		if (k == TK_PP_IF || k == TK_PP_IFDEF || k == TK_PP_IFNDEF)
			open++;
		else if (k == TK_PP_ENDIF && open)
			open--;
		else if (k == TK_PP_ENDIF)
			unopened++;
	}
	if (!open && !unopened)
		return NULL;
	uint32_t f = b->first, l = b->last;
	/* backwards over whole directive lines while some #endif lacks its #if */
	for (uint32_t i = f; unopened && i > 0 && pp_line_tok(&ta->v[i - 1]);) {
		i--;
		int k = ta->v[i].kind;
		if (k >= TK_PP_DEFINE && k <= TK_PP_OTHER) {
			f = i;
			if (k == TK_PP_IF || k == TK_PP_IFDEF || k == TK_PP_IFNDEF)
				unopened--;
			else if (k == TK_PP_ENDIF)
				unopened++;
		} else if (k == TK_PP_SKIPPED) {
			f = i;
		}
	}
	/* forwards over whole directive lines while some #if lacks its #endif */
	for (uint32_t i = l + 1; i + 1 < ta->n && pp_line_tok(&ta->v[i]); i++) {
		int k = ta->v[i].kind;
		if (!open && ((k >= TK_PP_DEFINE && k <= TK_PP_OTHER) || k == TK_PP_SKIPPED))
			break;
		if (k == TK_PP_IF || k == TK_PP_IFDEF || k == TK_PP_IFNDEF)
			open++;
		else if (k == TK_PP_ENDIF)
			open--;
		if (k == TK_PP_END || k == TK_PP_SKIPPED)
			l = i;
	}
	if (f == b->first && l == b->last)
		return NULL;
	const char *s = ta->src->text;
	size_t from = ta->v[f].start, to = ta->v[l].end;
	int nl_before = f < b->first, nl_after = l > b->last;
	char *out = arena_alloc(a, to - from + 3);
	size_t n = 0;
	if (nl_before)
		out[n++] = '\n';
	memcpy(out + n, s + from, to - from);
	n += to - from;
	if (nl_after)
		out[n++] = '\n';
	out[n] = 0;
	return out;
}

static const char *pretty_again(Arena *a, const TokenArray *toks, uint32_t first, uint32_t last);
/* pretty_run's last argument: bits of */
enum { PR_NO_COMMENTS = 1,   /* code printed again: its comments left out */
       PR_TYPE = 2 };        /* a type metavariable's value */
static const char *pretty_run(Arena *a, const TokenArray *toks, uint32_t first, uint32_t last,
			      const Env *e, int lines, const char *indent, const char *unit,
			      int no_comments);

static size_t line_indent(const TokenArray *ta, uint32_t i, const char **ind);

/* ---- qualifiers first ---------------------------------------------------- */

static int is_type_kw(int kw);

static int is_qualifier(const Token *t)
{
	return is_kw(t, KW_CONST) || is_kw(t, KW_VOLATILE);
}

/* Is token I of TA a word of a type's specifiers (a qualifier apart): a
 * type keyword, a typedef name, the tag after struct/union/enum, or a
 * name a qualifier follows (`u8 const')? */
static int type_word(const TokenArray *ta, uint32_t i, uint32_t l)
{
	const Token *t = &ta->v[i];
	int kw = kw_of(t);
	if (t->kind == TK_TYPEDEF_NAME || (is_type_kw(kw) && kw != KW_CONST && kw != KW_VOLATILE &&
					   kw != KW_RESTRICT && kw != KW_TYPEOF))
		return 1;
	if (t->kind != TK_IDENT)
		return 0;
	if (i > 0 && (is_kw(&ta->v[i - 1], KW_STRUCT) || is_kw(&ta->v[i - 1], KW_UNION) ||
		      is_kw(&ta->v[i - 1], KW_ENUM)))
		return 1;
	return i < l && is_qualifier(&ta->v[i + 1]);
}

/* Code printed again (tokens F..L of TA), as spatch prints it: the
 * qualifiers of a type's specifiers come first (`uint8_t const *' is
 * printed `const uint8_t *', `sizeof(struct s const)' `sizeof(const
 * struct s)').  Returns a copy of the tokens with each such run so
 * ordered (the token before and after kept around them, *F and *L set
 * for the copy), or TA when no qualifier follows a type word. */
static const TokenArray *qualifiers_first(Arena *a, const TokenArray *ta, uint32_t *f,
					  uint32_t *l)
{
	uint32_t first = *f, last = *l;
	int moves = 0;
	for (uint32_t i = first; i <= last && !moves; i++)
		if (is_qualifier(&ta->v[i]) && i > first && type_word(ta, i - 1, last))
			moves = 1;
	if (!moves)
		return ta;
	uint32_t before = first > 0, after = last + 1 < ta->n;
	uint32_t n = last - first + 1 + before + after;
	TokenArray *c = arena_alloc(a, sizeof *c);
	*c = *ta;
	Token *v = arena_alloc(a, n * sizeof *v);
	memcpy(v, ta->v + first - before, n * sizeof *v);
	c->v = v;
	c->n = c->cap = n;
	*f = before;
	*l = before + last - first;
	for (uint32_t i = *f; i <= *l;) {
		uint32_t j = i;
		while (j <= *l && (is_qualifier(&v[j]) || type_word(c, j, *l)))
			j++;
		if (j > i + 1) {
			/* the run i..j-1: its qualifiers, then its words */
			Token tmp[64];
			uint32_t k = 0;
			if (j - i <= 64) {
				for (uint32_t x = i; x < j; x++)
					if (is_qualifier(&v[x]))
						tmp[k++] = v[x];
				for (uint32_t x = i; x < j; x++)
					if (!is_qualifier(&v[x]))
						tmp[k++] = v[x];
				memcpy(v + i, tmp, k * sizeof *tmp);
			}
		}
		i = j > i ? j : i + 1;
	}
	return c;
}

static int meta_cat(const Token *t);

/* An attribute word written between the type and the name of an added
 * function header whose body is not added with it (`- static void f(void)
 * + static void __maybe_unused f(void)`: the run ends with the header)
 * goes on a line of its own before the header, as spatch prints a word
 * it does not know as a declared attribute.  A whole added definition or
 * a declaration ending in `;` keeps it in place.
 * Returns the copy of TA to print (F, L renumbered) and sets *AT to the
 * index of the moved word, or returns TA with *AT = UINT32_MAX. */
static const TokenArray *attr_line_first(Arena *a, const TokenArray *ta, uint32_t *f,
					 uint32_t *l, uint32_t *at)
{
	uint32_t first = *f, last = *l, start = first, w = UINT32_MAX;
	*at = UINT32_MAX;
	for (uint32_t i = first; i + 2 <= last; i++) {
		const Token *t = &ta->v[i];
		if (t->kind == TK_SEMI || t->kind == TK_LBRACE || t->kind == TK_RBRACE) {
			start = i + 1;
			continue;
		}
		if (t->kind != TK_IDENT || !t->id || !cmacro_attr_spelling(t->id) || i == start)
			continue;
		const Token *n = &ta->v[i + 1];
		if (ta->v[i + 2].kind != TK_LPAREN ||
		    !(n->kind == TK_IDENT || (n->kind == TK_META && meta_cat(n) == MC_IDENT)))
			continue;
		int depth = 0;
		uint32_t j = i + 2;
		for (; j <= last; j++) {
			if (ta->v[j].kind == TK_LPAREN)
				depth++;
			else if (ta->v[j].kind == TK_RPAREN && --depth == 0)
				break;
		}
		if (j != last)
			continue;
		w = i;
		break;
	}
	if (w == UINT32_MAX)
		return ta;
	TokenArray *c = arena_alloc(a, sizeof *c);
	*c = *ta;
	Token *v = arena_alloc(a, ta->n * sizeof *v);
	memcpy(v, ta->v, ta->n * sizeof *v);
	Token word = v[w];
	memmove(v + start + 1, v + start, (w - start) * sizeof *v);
	v[start] = word;
	c->v = v;
	*at = start;
	return c;
}

/* Text of metavariable token T under E, or NULL when unbound. */
static const char *meta_text(Arena *a, const Token *t, const Env *e)
{
	const Meta *m = t->aux;
	if (!m)
		return NULL;
	const Binding *b = env_lookup(e, m->name);
	if (!b)
		return NULL;
	if (b->kind == BV_OP)
		return b->ta ? arena_strndup(a, tok_text(b->ta, &b->ta->v[b->first]),
					     tok_len(&b->ta->v[b->first]))
			     : "";
	if ((b->kind == BV_NODE || b->kind == BV_TOKENS) && b->ta && b->first < b->last &&
	    b->last < b->ta->n) {
		/* code on one line is printed again with the spacing rules of
		 * added code, as spatch does; so is an expression (list) over
		 * several lines, on one line (wrap.h breaks it where it is too
		 * long) */
		int c = meta_category(m->kind);
		if (one_line(b->ta, b->first, b->last))
			return pretty_run(a, b->ta, b->first, b->last, env_empty(), 0, "", "",
					  c == MC_TYPE ? PR_TYPE : 0);
		if ((c == MC_EXPR || c == MC_EXPR_LIST) && joinable(b->ta, b->first, b->last))
			return pretty_again(a, b->ta, b->first, b->last);
		/* a statement over several lines: one statement a line, each
		 * with the spacing rules of added code, its comments where
		 * they were, as spatch prints it (with directives in it: as
		 * it is) */
		if ((c == MC_STMT || c == MC_STMT_LIST) && joinable(b->ta, b->first, b->last)) {
			const char *r = pretty_run(a, b->ta, b->first, b->last, env_empty(), 1, "",
						   "\t", 0);
			/* its later lines indented from the first as the
			 * code's was (put_rebased takes that off again) */
			const char *oind = "";
			size_t olen = line_indent(b->ta, b->first, &oind), nl = 0;
			for (const char *q = r; *q; q++)
				nl += *q == '\n';
			char *out = arena_alloc(a, strlen(r) + nl * olen + 1), *o = out;
			for (const char *q = r; *q; q++) {
				*o++ = *q;
				if (*q == '\n' && q[1] && q[1] != '\n') {
					memcpy(o, oind, olen);
					o += olen;
				}
			}
			*o = 0;
			return out;
		}
	}
	if ((b->kind == BV_NODE || b->kind == BV_TOKENS) && b->ta && b->first <= b->last &&
	    b->last < b->ta->n) {
		const char *pp = pp_balanced_text(a, b);
		if (pp)
			return pp;
	}
	return binding_text(a, b);
}

static int is_binop(int k);

/* Is token T a list metavariable (expressions, parameters, fields,
 * initializers, identifiers) bound under E to an empty list? */
static int empty_list_meta(Arena *a, const Token *t, const Env *e)
{
	if (!t || t->kind != TK_META || !t->aux)
		return 0;
	int c = meta_category(((const Meta *)t->aux)->kind);
	if (c != MC_EXPR_LIST && c != MC_PARAM_LIST && c != MC_FIELD_LIST &&
	    c != MC_INIT_LIST && c != MC_IDENT_LIST)
		return 0;
	const char *s = meta_text(a, t, e);
	return s && !*s;
}

/* How tightly binary operator K binds (C's levels, higher binds
 * tighter: || 3 ... * / % 12), 0 for other tokens. */
static int binop_prec(int k)
{
	switch (k) {
	case TK_STAR: case TK_SLASH: case TK_PERCENT: return 12;
	case TK_PLUS: case TK_MINUS: return 11;
	case TK_SHL: case TK_SHR: return 10;
	case TK_LT: case TK_GT: case TK_LE: case TK_GE: return 9;
	case TK_EQ: case TK_NE: return 8;
	case TK_AMP: return 7;
	case TK_CARET: return 6;
	case TK_PIPE: return 5;
	case TK_ANDAND: return 4;
	case TK_OROR: return 3;
	}
	return 0;
}

enum { LV_COMMA, LV_ASSIGN, LV_COND, LV_UNARY = 13, LV_POSTFIX = 14 };

/* How tightly expression N holds together, on binop_prec's scale: a
 * comma 0, an assignment 1, a conditional 2, a binary operation its
 * operator's level, a prefix operator or cast 13, anything else 14. */
static int expr_level(const Node *n)
{
	switch (n->kind) {
	case E_COMMA: return LV_COMMA;
	case E_ASSIGN: return LV_ASSIGN;
	case E_COND: return LV_COND;
	case E_BINARY: {
		int l = binop_prec(n->op);
		return l ? l : 3;   /* an operator metavariable: as loose as any */
	}
	case E_CAST: case E_UNARY: case E_PREFIX: case E_SIZEOF_EXPR: case E_SIZEOF_TYPE:
		return LV_UNARY;
	}
	return LV_POSTFIX;
}

/* Must the value S of metavariable token T (an expression) be put in
 * parentheses between PREV and NEXT?  Whenever C's grammar would read it
 * otherwise; and, as spatch prints it, a binary operation as an operand
 * of + - * / % (but not as the left one of + or -) and a cast after a
 * prefix operator or sizeof.  A prefix operator that would glue to the
 * value's first token (`-` `-a`) takes parentheses too.  AFTER_UNARY:
 * PREV is a prefix operator or the `)` of a cast; AFTER_TCOLON: PREV is
 * the `:` of a conditional. */
static int needs_parens(const Token *t, const Env *e, const char *s, const Token *prev,
			const Token *next, int after_unary, int after_tcolon)
{
	const Meta *m = t->aux;
	const Binding *b = m ? env_lookup(e, m->name) : NULL;
	if (!b || b->kind != BV_NODE || !b->node || !s)
		return 0;
	const Node *n = b->node;
	int lv = expr_level(n);
	int pk = prev ? prev->kind : 0;
	int sizeof_before = prev && (kw_of(prev) == KW_SIZEOF || kw_of(prev) == KW_ALIGNOF);
	if (after_unary || sizeof_before) {
		if (lv < LV_UNARY)
			return 1;
		if (n->kind == E_CAST && !(after_unary && pk == TK_RPAREN))
			return 1;
		if ((pk == TK_MINUS && s[0] == '-') || (pk == TK_PLUS && s[0] == '+') ||
		    (pk == TK_AMP && s[0] == '&'))
			return 1;
	} else if (prev && binop_prec(pk)) {
		/* the right operand: of the same level only where grouping
		 * does not matter (`a && (b && c)` is `a && b && c`) */
		int assoc = n->kind == E_BINARY && n->op == pk &&
			    (pk == TK_ANDAND || pk == TK_OROR || pk == TK_AMP || pk == TK_PIPE ||
			     pk == TK_CARET);
		if (lv < binop_prec(pk) || (lv == binop_prec(pk) && !assoc))
			return 1;
		if (n->kind == E_BINARY && binop_prec(pk) >= binop_prec(TK_PLUS))
			return 1;
	} else if (after_tcolon && lv < LV_COND) {
		return 1;
	} else if (lv == LV_COMMA && pk == TK_COMMA) {
		return 1;
	}
	if (!next)
		return 0;
	int nk = next->kind;
	if (nk == TK_DOT || nk == TK_ARROW || nk == TK_LBRACK || nk == TK_LPAREN ||
	    nk == TK_INC || nk == TK_DEC)
		return lv < LV_POSTFIX;
	if (binop_prec(nk))
		return lv < binop_prec(nk) ||
		       (n->kind == E_BINARY && binop_prec(nk) == binop_prec(TK_STAR));
	if (nk == TK_QUESTION)
		return lv <= LV_COND;
	if (nk >= TK_ASSIGN && nk <= TK_OR_ASSIGN)
		return lv < LV_UNARY;
	if (nk == TK_COMMA)
		return lv == LV_COMMA;
	return 0;
}

static int meta_cat(const Token *t)
{
	if (t->kind != TK_META || !t->aux)
		return 0;
	return meta_category(((const Meta *)t->aux)->kind);
}

/* Is the `for' at token I of TOKS[..LAST] a header that the fragment
 * ends with (its body is kept code)?  spatch spaces such a header as
 * written, a whole added loop tightly. */
static int for_header_alone(const TokenArray *toks, uint32_t i, uint32_t last)
{
	int depth = 0;
	for (uint32_t k = i + 1; k <= last; k++) {
		if (toks->v[k].kind == TK_LPAREN)
			depth++;
		else if (toks->v[k].kind == TK_RPAREN && --depth == 0)
			return k == last;
	}
	return 0;
}

static int is_type_kw(int kw)
{
	switch (kw) {
	case KW_CHAR: case KW_SHORT: case KW_INT: case KW_LONG: case KW_FLOAT:
	case KW_DOUBLE: case KW_VOID: case KW_SIGNED: case KW_UNSIGNED: case KW_BOOL:
	case KW_CONST: case KW_VOLATILE: case KW_STRUCT: case KW_UNION: case KW_ENUM:
	case KW_COMPLEX: case KW_INT128: case KW_RESTRICT: case KW_TYPEOF:
		return 1;
	}
	return 0;
}

/* Does token T end an operand (so that a following `*`, `-`, `&` is
 * binary)? */
static int ends_operand(const Token *t, int postfix)
{
	switch (t->kind) {
	case TK_IDENT: case TK_INT: case TK_FLOAT: case TK_CHAR: case TK_STRING:
	case TK_RPAREN: case TK_RBRACK: case TK_MACRO_STRING:
		return 1;
	case TK_INC: case TK_DEC:
		return postfix;
	case TK_META: {
		int c = meta_cat(t);
		return c == MC_EXPR || c == MC_IDENT || c == MC_EXPR_LIST || c == 0;
	}
	}
	return 0;
}

static int is_binop(int k)
{
	switch (k) {
	case TK_PLUS: case TK_MINUS: case TK_STAR: case TK_SLASH: case TK_PERCENT:
	case TK_SHL: case TK_SHR: case TK_LT: case TK_GT: case TK_LE: case TK_GE:
	case TK_EQ: case TK_NE: case TK_AMP: case TK_CARET: case TK_PIPE:
	case TK_ANDAND: case TK_OROR: case TK_QUESTION:
		return 1;
	}
	return k >= TK_ASSIGN && k <= TK_OR_ASSIGN;
}

/* A binary or assignment operator, or a metavariable standing for one. */
static int binop_tok(const Token *t)
{
	if (is_binop(t->kind))
		return 1;
	int c = meta_cat(t);
	return c == MC_BINOP || c == MC_ASSIGNOP;
}

/* An iterator name (a loop macro such as list_for_each), written or
 * declared with `iterator name` in the semantic patch. */
static int is_iter_tok(const Token *t)
{
	return t->kind == TK_MACRO_ITER ||
	       (t->kind == TK_META && t->aux && ((const Meta *)t->aux)->kind == MK_ITERATOR);
}

/* Does the run printed (up to LAST) hold the whole body of the loop
 * whose header's `(' is token I of TOKS?  An iterator's header added
 * without its body, or with only the body's `{' (the body kept as it
 * was), is printed as a call, `list_for_each_entry_safe(a, n, h, m)',
 * as spatch; a whole loop added keeps a blank after the name, as the
 * `for' of a loop. */
static int run_holds_body(const TokenArray *toks, uint32_t i, uint32_t last)
{
	int depth = 0;
	uint32_t k = i;
	for (; k <= last && k < toks->n; k++) {
		depth += toks->v[k].kind == TK_LPAREN;
		depth -= toks->v[k].kind == TK_RPAREN;
		if (depth == 0)
			break;
	}
	for (k++; k <= last && k < toks->n && toks->v[k].kind == TK_PLUS_COMMENT; k++)
		;
	if (k > last || k >= toks->n || toks->v[k].kind == TK_EOF)
		return 0;
	if (toks->v[k].kind != TK_LBRACE)
		return 1;
	for (depth = 0; k <= last && k < toks->n; k++) {
		depth += toks->v[k].kind == TK_LBRACE;
		depth -= toks->v[k].kind == TK_RBRACE;
		if (depth == 0)
			return 1;
	}
	return 0;
}

static int is_wordish(const Token *t)
{
	switch (t->kind) {
	case TK_IDENT: case TK_TYPEDEF_NAME: case TK_INT: case TK_FLOAT: case TK_CHAR:
	case TK_STRING: case TK_KEYWORD: case TK_META: case TK_MACRO_STRING:
	case TK_MACRO_STMT: case TK_MACRO_ITER: case TK_MACRO_DECL: case TK_MACRO_ATTR:
		return 1;
	}
	return 0;
}

/* Is token T a type word (so a `*` after it is a declarator's)? */
static int typeish(const TokenArray *ta, uint32_t i, uint32_t first)
{
	const Token *t = &ta->v[i];
	if (t->kind == TK_TYPEDEF_NAME || is_type_kw(kw_of(t)))
		return 1;
	int c = meta_cat(t);
	if (c == MC_TYPE)
		return 1;
	if (t->kind == TK_IDENT && i > first) {
		int k = kw_of(&ta->v[i - 1]);
		if (k == KW_STRUCT || k == KW_UNION || k == KW_ENUM)
			return 1;
	}
	return 0;
}

/* Comments in the trivia before token I (inside the run), appended.
 * Returns 1 when the last of them was glued into added code's line
 * (the blanks the printer puts between the tokens around it then come
 * after it; see below). */
static int comments_before(Buf *b, const TokenArray *ta, uint32_t i, int *at_line_start,
			   int lines, const char *lead)
{
	int glued = 0;
	const char *s = ta->src->text;
	size_t from = ta->v[i - 1].end, to = ta->v[i].start;
	for (size_t k = from; k + 1 < to; k++) {
		if (s[k] == '/' && (s[k + 1] == '*' || s[k + 1] == '/')) {
			size_t e = k + 2;
			if (s[k + 1] == '*') {
				while (e + 1 < to && !(s[e] == '*' && s[e + 1] == '/'))
					e++;
				e = e + 2 <= to ? e + 2 : to;
			} else {
				while (e < to && s[e] != '\n')
					e++;
			}
			/* a comment after code on its line stays at the end of
			 * that line, even when the code's line was ended */
			int same_line = memchr(s + from, '\n', k - from) == NULL;
			/* added code: a block comment after a statement on its
			 * `+' line is glued to it, one on a line of its own
			 * keeps that line, as spatch */
			int plus = (ta->v[i].flags & TF_PLUS) != 0;
			int own_line = (plus || lines) && !same_line;
			int reopened = 0;
			if (*at_line_start && same_line && b->n && b->v[b->n - 1] == '\n') {
				b->v[--b->n] = 0;
				puts_(b, plus && s[k + 1] == '*' ? "" : " ");
				reopened = 1;
			} else if (own_line) {
				/* on a line of its own, indented as the code */
				puts_(b, *at_line_start ? lead : "\n");
				if (!*at_line_start)
					puts_(b, lead);
			} else if (plus && !*at_line_start && s[k + 1] == '*') {
				/* in a line of added code a block comment takes no
				 * blanks of its own: it follows the token before it
				 * (a comma with its blank), and the blank the tokens
				 * around it would have comes after it, as spatch */
				if (ta->v[i - 1].kind == TK_COMMA)
					puts_(b, " ");
				glued = 1;
			} else if (!*at_line_start && k > from && (s[k - 1] == ' ' || s[k - 1] == '\t')) {
				puts_(b, " ");
			}
			if (!(plus && !*at_line_start && s[k + 1] == '*' && !reopened && !own_line))
				glued = 0;
			put(b, s + k, e - k);
			*at_line_start = 0;
			if (reopened || own_line || s[k + 1] == '/') {
				/* a line comment ends its line: code never follows it */
				puts_(b, "\n");
				*at_line_start = 1;
			}
			k = e - 1;
		}
	}
	return glued;
}

/* Comments written on `+` lines in the trivia [FROM, TO) of the SmPL
 * source: appended, each on a line of its own (LINES) or after a space. */
static void plus_line_comments(Buf *b, const char *s, size_t from, size_t to, int lines,
			       const char *indent, int before_code)
{
	size_t k = from;
	while (k < to) {
		/* the start of a line: is it a `+` line? */
		size_t ls = k;
		while (ls > 0 && s[ls - 1] != '\n')
			ls--;
		int plus = s[ls] == '+';
		size_t le = k;
		while (le < to && s[le] != '\n')
			le++;
		for (size_t c = k; plus && c + 1 < le; c++) {
			if (s[c] != '/' || (s[c + 1] != '*' && s[c + 1] != '/'))
				continue;
			size_t e = c + 2;
			if (s[c + 1] == '*') {
				while (e + 1 < to && !(s[e] == '*' && s[e + 1] == '/'))
					e++;
				e = e + 2 <= to ? e + 2 : to;
			} else {
				e = le;
			}
			/* after code on its own `+' line, the comment stays on
			 * that line: a block comment right after it, a line
			 * comment after a space, as spatch */
			int same = !before_code && b->n && memchr(s + from, '\n', c - from) == NULL;
			if (same) {
				while (b->n && b->v[b->n - 1] == '\n')
					b->v[--b->n] = 0;
				puts_(b, s[c + 1] == '/' ? " " : "");
			}
			else if (b->n && lines)
				puts_(b, before_code ? "" : "\n");
			else if (b->n)
				puts_(b, " ");
			if (lines && (b->n == 0 || b->v[b->n - 1] == '\n'))
				puts_(b, indent);
			/* a multi-line comment loses the `+` of its later lines */
			for (size_t x = c; x < e; x++) {
				if (x > c && s[x - 1] == '\n' && s[x] == '+')
					continue;
				put(b, s + x, 1);
			}
			if (before_code && lines)
				puts_(b, "\n");
			c = e;
			le = le > e ? le : e;
			while (le < to && s[le] != '\n')
				le++;
		}
		k = le + 1;
	}
}

/* String token T of added code with each `%@f@` replaced by the value
 * of format metavariable f under E (`%` and the directive bound; a
 * format list's fragments as they were); unbound names stay as written. */
static void put_format_string(Buf *b, Arena *a, const TokenArray *ta, const Token *t,
			      const Env *e)
{
	const char *s = tok_text(ta, t), *end = s + tok_len(t);
	const char *p = s;
	while (p < end) {
		const char *nm;
		size_t nl, k = *p == '%' ? fmt_meta_ref(p, end, &nm, &nl) : 0;
		const Ident *id = k ? intern(nm, nl) : NULL;
		const Binding *v = id ? env_lookup(e, id) : NULL;
		if (!v) {
			put(b, p, 1);
			p++;
			continue;
		}
		const FmtMetas *fm = t->aux;
		int is_list = 0;
		for (uint32_t i = 0; i < fm->n; i++)
			if (fm->v[i]->name == id)
				is_list = fm->v[i]->kind == MK_FORMAT_LIST;
		if (!is_list)
			puts_(b, "%");
		puts_(b, binding_text(a, v));
		p += k;
	}
}

static PrettyStyle style = { 0, 78 };

void pretty_set_style(const PrettyStyle *st)
{
	style = *st;
}

/* The blanks between pattern tokens I-1 and I when both are on one line
 * with only blanks between them (*GAP, *LEN; *LEN is 0 when they touch):
 * returns 1, or 0 when the tokens are not on one line like that. */
static int smpl_gap(const TokenArray *ta, uint32_t i, const char **gap, size_t *len)
{
	if (i == 0 || !(ta->v[i].flags & TF_PLUS) || !(ta->v[i - 1].flags & TF_PLUS))
		return 0;   /* bound C code keeps the usual spacing */
	const char *s = ta->src->text;
	size_t from = ta->v[i - 1].end, to = ta->v[i].start;
	for (size_t k = from; k < to; k++)
		if (s[k] != ' ' && s[k] != '\t')
			return 0;
	*gap = s + from;
	*len = to - from;
	return 1;
}

typedef struct Pp {
	Arena *a;
	const TokenArray *ta;
	const Env *e;
	int lines;
	const char *indent, *unit;
	Buf b;
	int depth;          /* braces opened in the run */
	int pending;        /* one-statement bodies waiting (if/else/loops without braces) */
	int pending_depth;  /* brace depth where they were opened */
	int at_line_start;
	int first_line;
	int paren;          /* parenthesis depth */
	int hdr_paren;      /* paren depth of an if/while/for/switch header + 1, or 0 */
	int hdr_kw;         /* the keyword of that header */
	int in_for;         /* inside a for header: tight `;` (spatch prints a
			       whole added for loop so; 2: a header alone, spaced) */
	int cast_close[64]; /* per paren depth: does it close a cast? */
	int ternary;        /* `?` seen without its `:` */
	int def_hdr;        /* in a #define's head: 1 after `#define`, 2 after its
			       name, 3 in its parameters, 4 after them */
	int def_paren;      /* paren depth inside those parameters */
	uint32_t stmt_start;/* index of the first token of the current statement */
	int hdr_closed;     /* the previous token closed an if/loop header */
	int no_comments;    /* code printed again: its comments are left out */
	int type_value;     /* the value of a type metavariable: `char * const *' */
	int after_init;     /* the last thing put was a written initializer's `}' */
} Pp;

/* The indentation (blanks at the start) of the line of token I of TA. */
static size_t line_indent(const TokenArray *ta, uint32_t i, const char **ind)
{
	const char *s = ta->src->text;
	size_t ls = ta->v[i].start;
	while (ls > 0 && s[ls - 1] != '\n')
		ls--;
	size_t e = ls;
	while (s[e] == ' ' || s[e] == '\t')
		e++;
	*ind = s + ls;
	return e - ls;
}

/* Put S, the multi-line code bound to metavariable token T, so that its
 * later lines keep their indentation relative to its first line but are
 * moved to where the first line now stands (the current line's depth).
 * A line that a backslash continues is one logical line with the next:
 * the next is copied as it is (inside a string literal its blanks are
 * the literal's). */
static void put_rebased(Pp *p, const Token *t, const char *s)
{
	const Meta *m = t->aux;
	const Binding *b = m ? env_lookup(p->e, m->name) : NULL;
	const char *oind = "";
	size_t olen = 0;
	if (b && b->ta && b->first <= b->last && b->first < b->ta->n)
		olen = line_indent(b->ta, b->first, &oind);
	int d = p->depth + p->pending;
	while (*s) {
		const char *nl = strchr(s, '\n');
		if (!nl) {
			puts_(&p->b, s);
			break;
		}
		put(&p->b, s, (size_t)(nl + 1 - s));
		int continued = nl > s && (nl[-1] == '\\' || (nl[-1] == '\r' && nl - 1 > s && nl[-2] == '\\'));
		s = nl + 1;
		if (*s == '\n' || !*s || continued)
			continue;   /* blank lines get no indentation */
		size_t k = 0;
		while (k < olen && s[k] == oind[k])
			k++;
		s += k;
		puts_(&p->b, p->indent);
		for (int x = 0; x < d; x++)
			puts_(&p->b, p->unit);
	}
}

/* The end of the initializer element starting at I, before L (the
 * list's `}'): its `,' outside brackets, or L. */
static uint32_t element_end(const TokenArray *ta, uint32_t i, uint32_t l)
{
	int nest = 0;
	for (; i < l; i++) {
		int k = ta->v[i].kind;
		if (k == TK_LPAREN || k == TK_LBRACK || k == TK_LBRACE)
			nest++;
		else if (k == TK_RPAREN || k == TK_RBRACK || k == TK_RBRACE)
			nest--;
		else if (k == TK_COMMA && nest == 0)
			break;
	}
	return i;
}

/* A line end, then the run's indentation and UNITS units more. */
static void put_line_units(Pp *p, int units)
{
	puts_(&p->b, "\n");
	puts_(&p->b, p->indent);
	for (int x = 0; x < units; x++)
		puts_(&p->b, p->unit);
}

/* Put the brace-enclosed initializer TA[F..L] (TA[F] is its `{`, TA[L]
 * its `}`), laid out as spatch prints an initializer it reprints: each
 * element on a line of its own, one unit deeper than the line of the
 * `{` (EXTRA units deeper than the added line itself), followed by a
 * `,`; a designator written tight (`.a=1`, `[4]=x`); an inner braced
 * element laid out the same way one unit deeper; other elements with
 * the spacing of added code.  LEVEL bounds the recursion. */
static void put_init_braces(Pp *p, const TokenArray *ta, uint32_t f, uint32_t l, int extra,
			    int level)
{
	int d = p->depth + p->pending + extra;
	puts_(&p->b, "{");
	uint32_t i = f + 1;
	int any = 0;
	while (i < l) {
		uint32_t e = element_end(ta, i, l);
		if (e > i) {
			any = 1;
			put_line_units(p, d + 1);
			uint32_t v = i;
			/* designators, then `=` */
			uint32_t q = i;
			while (q < e && (ta->v[q].kind == TK_DOT || ta->v[q].kind == TK_LBRACK)) {
				if (ta->v[q].kind == TK_DOT)
					q += 2;
				else {
					int n = 0;
					do {
						n += ta->v[q].kind == TK_LBRACK;
						n -= ta->v[q].kind == TK_RBRACK;
						q++;
					} while (q < e && n > 0);
				}
			}
			if (q > i && q < e && ta->v[q].kind == TK_ASSIGN) {
				for (uint32_t x = i; x <= q; x++)
					put(&p->b, tok_text(ta, &ta->v[x]), tok_len(&ta->v[x]));
				v = q + 1;
			}
			if (v < e && ta->v[v].kind == TK_LBRACE && ta->v[e - 1].kind == TK_RBRACE &&
			    level < 32)
				put_init_braces(p, ta, v, e - 1, extra + 1, level + 1);
			else if (v < e)
				puts_(&p->b, pretty_plus(p->a, ta, v, e - 1, env_empty(), 0, "", ""));
			puts_(&p->b, ",");
		}
		i = e + 1;
	}
	put_line_units(p, d);
	if (!any)
		put_line_units(p, d);
	puts_(&p->b, "}");
}

static const char *pretty_run(Arena *a, const TokenArray *toks, uint32_t first, uint32_t last,
			      const Env *e, int lines, const char *indent, const char *unit,
			      int no_comments);

/* The `}' closing the `{' at F in TA, at most L; L + 1 when none. */
static uint32_t close_brace(const TokenArray *ta, uint32_t f, uint32_t l)
{
	int n = 0;
	for (uint32_t i = f; i <= l; i++) {
		n += ta->v[i].kind == TK_LBRACE;
		n -= ta->v[i].kind == TK_RBRACE;
		if (!n)
			return i;
	}
	return l + 1;
}

/* Is the `=' at EQ (in the run from FIRST) the end of a designator
 * (`.f =', `[2] =', `.a.b =') that opens the run or follows a `,' or a
 * `{', rather than of a declarator (`x =', `w[] =')? */
static int designator_before(const TokenArray *ta, uint32_t first, uint32_t eq)
{
	uint32_t i = eq;
	int any = 0;
	while (i > first) {
		const Token *t = &ta->v[i - 1];
		if ((t->kind == TK_IDENT || t->kind == TK_META) && i - 1 > first &&
		    ta->v[i - 2].kind == TK_DOT) {
			i -= 2;
		} else if (t->kind == TK_RBRACK) {
			int n = 0;
			uint32_t j = i;
			while (j > first) {
				j--;
				n += ta->v[j].kind == TK_RBRACK;
				n -= ta->v[j].kind == TK_LBRACK;
				if (!n)
					break;
			}
			if (n)
				return 0;
			i = j;
		} else {
			break;
		}
		any = 1;
	}
	if (!any)
		return 0;
	return i == first || ta->v[i - 1].kind == TK_COMMA || ta->v[i - 1].kind == TK_LBRACE;
}

/* Is the `{' at F (the run ends at L) an initializer list added as an
 * element of a list (`{ .a = E, .b = 5 },'): its `}' ends the run or
 * is followed by a `,', and it holds no `;', statement keyword or
 * statement metavariable (a block would)? */
static int init_element(const TokenArray *ta, uint32_t f, uint32_t l)
{
	uint32_t r = close_brace(ta, f, l);
	if (r > l || r == f + 1 || (r < l && ta->v[r + 1].kind != TK_COMMA))
		return 0;
	for (uint32_t i = f + 1; i < r; i++) {
		int kw = kw_of(&ta->v[i]);
		int mc = ta->v[i].kind == TK_META ? meta_cat(&ta->v[i]) : 0;
		if (ta->v[i].kind == TK_SEMI || kw == KW_IF || kw == KW_FOR || kw == KW_WHILE ||
		    kw == KW_DO || kw == KW_SWITCH || kw == KW_RETURN || kw == KW_GOTO ||
		    mc == MC_STMT || mc == MC_STMT_LIST || mc == MC_DECL)
			return 0;   /* a block: `{ S }' */
	}
	return 1;
}

/* Put the braced initializer TA[F..L] written in added code as spatch
 * lays it out: a line end after the `{', the elements one unit deeper
 * than the statement (and than the brackets open around the `{'), the
 * `}' on a line of its own.  With NL (the initializer of an added
 * declaration), a line end follows each comma, and an inner list is
 * laid out the same way unless it is the list's last element (a
 * trailing comma comes after it otherwise); without NL (an inner list
 * in last place, or a list added as an element of a list the code
 * keeps) the elements stand together on one line.  The `}' stands at
 * the statement's depth, or one deeper when the last `(' or `=' of the
 * list's own elements comes after its last line end; a trailing comma
 * ends the line of a list that is a field's value (VALUE: `.f = { .a =
 * 1, }'), not that of a list element (`{ .a = 1, }').  `{}' stays as it
 * is. */
static void put_written_init(Pp *p, const TokenArray *ta, uint32_t f, uint32_t l, int extra,
			     int level, int nl, int value)
{
	if (l == f + 1) {
		puts_(&p->b, "{}");
		return;
	}
	int base = p->depth + p->pending + extra;
	int d = base + p->paren;          /* the elements go one deeper */
	int deep = 0;
	for (uint32_t k = f + 1; k < l; k++) {
		int tk = ta->v[k].kind;
		if (tk == TK_LBRACE) {
			k = close_brace(ta, k, l - 1);
			deep = 0;    /* an inner list ends on a line of its own */
		} else if (tk == TK_COMMA) {
			if (nl || (value && k + 1 == l))
				deep = 0;
		} else if (tk == TK_LPAREN || tk == TK_ASSIGN) {
			deep = 1;
		}
	}
	int close = d + (deep && p->paren == 0);
	puts_(&p->b, "{");
	put_line_units(p, d + 1);
	uint32_t i = f + 1;
	while (i < l) {
		uint32_t e = element_end(ta, i, l);
		int inner_nl = nl && e < l;
		if (e > i) {
			uint32_t eq = i;
			while (eq < e && ta->v[eq].kind != TK_ASSIGN && ta->v[eq].kind != TK_LBRACE)
				eq++;
			if (ta->v[i].kind == TK_LBRACE && close_brace(ta, i, e - 1) == e - 1 &&
			    level < 32) {
				put_written_init(p, ta, i, e - 1, extra + 1, level + 1, inner_nl, 0);
			} else if (eq + 1 < e && ta->v[eq].kind == TK_ASSIGN &&
				   ta->v[eq + 1].kind == TK_LBRACE &&
				   close_brace(ta, eq + 1, e - 1) == e - 1 && eq + 2 < e - 1 && level < 32) {
				/* `.b = {...}' */
				puts_(&p->b, pretty_run(p->a, ta, i, eq, p->e, 0, "", "", 0));
				puts_(&p->b, " ");
				put_written_init(p, ta, eq + 1, e - 1, extra + 1, level + 1, inner_nl, 1);
			} else {
				puts_(&p->b, pretty_run(p->a, ta, i, e - 1, p->e, 0, "", "", 0));
			}
		}
		if (e < l) {
			puts_(&p->b, ",");
			if (e + 1 < l) {
				if (nl)
					put_line_units(p, d + 1);
				else
					puts_(&p->b, " ");
			}
		}
		i = e + 1;
	}
	put_line_units(p, close);
	puts_(&p->b, "}");
}

/* Is metavariable token T an initializer bound to a braced list (its
 * tokens in *TA, *F..*L)? */
static int init_braces_meta(const Token *t, const Env *e, const TokenArray **ta, uint32_t *f,
			    uint32_t *l)
{
	const Meta *m = t->aux;
	if (!m || meta_category(m->kind) != MC_INIT)
		return 0;
	const Binding *b = env_lookup(e, m->name);
	if (!b || (b->kind != BV_NODE && b->kind != BV_TOKENS) || !b->ta || b->first >= b->last ||
	    b->last >= b->ta->n)
		return 0;
	if (b->ta->v[b->first].kind != TK_LBRACE || b->ta->v[b->last].kind != TK_RBRACE)
		return 0;
	*ta = b->ta;
	*f = b->first;
	*l = b->last;
	return 1;
}

/* The state of a #define's head after token T (PREV before it). */
static void def_head_step(Pp *p, const Token *t, const Token *prev)
{
	if (t->kind == TK_PP_DEFINE) {
		p->def_hdr = 1;
	} else if (p->def_hdr == 1) {
		p->def_hdr = 2;
	} else if (p->def_hdr == 2) {
		p->def_hdr = t->kind == TK_LPAREN && prev && t->start == prev->end ? 3 : 0;
		p->def_paren = p->paren + 1;
	} else if (p->def_hdr == 3) {
		if (t->kind == TK_RPAREN && p->paren <= p->def_paren)
			p->def_hdr = 4;
	} else {
		p->def_hdr = 0;
	}
}

/* Does token I start a declaration (so `{` after its `)` opens a
 * function body)? */
static int decl_start(const TokenArray *ta, uint32_t i)
{
	if (i >= ta->n)
		return 0;
	const Token *t = &ta->v[i];
	int kw = kw_of(t);
	return t->kind == TK_TYPEDEF_NAME || is_type_kw(kw) || kw == KW_STATIC ||
	       kw == KW_INLINE || kw == KW_EXTERN || meta_cat(t) == MC_TYPE;
}

/* Is the `:` at I, in a statement starting at START, the one of a
 * bit-field (`u8 flag : 1;`) rather than of a label or a case?  A label
 * is one name before it; a case starts with its keyword. */
static int bitfield_colon(const TokenArray *ta, uint32_t start, uint32_t i)
{
	uint32_t words = 0;
	if (start >= i || i >= ta->n)
		return 0;
	int kw = kw_of(&ta->v[start]);
	if (kw == KW_CASE || kw == KW_DEFAULT)
		return 0;
	for (uint32_t j = start; j < i; j++) {
		const Token *t = &ta->v[j];
		if (t->flags & (TF_HIDDEN | TF_EXPANDED))
			continue;
		if (t->kind == TK_COLON)
			return 0;
		words++;
	}
	return words >= 2;
}

static void newline(Pp *p)
{
	if (!p->lines || p->at_line_start)
		return;
	puts_(&p->b, "\n");
	p->at_line_start = 1;
}

static void start_line(Pp *p, const Token *t)
{
	int d = p->depth + p->pending;
	if (t->kind == TK_RBRACE && d > 0)
		d--;
	if (is_pp(t->kind))
		d = -1;         /* a directive starts at the start of its line */
	if (d >= 0 && (!p->first_line || p->lines)) {
		puts_(&p->b, p->indent);
		for (int k = 0; k < d; k++)
			puts_(&p->b, p->unit);
	}
	p->first_line = 0;
	p->at_line_start = 0;
}

/* Is T a statement metavariable whose value is a block `{ ... }'?  As
 * the body of an if, else or loop header it goes on the header's line,
 * as a written `{' does, its lines where they were relative to it
 * (spatch 1.1.1). */
static int block_meta(const Pp *p, const Token *t)
{
	if (t->kind != TK_META || meta_cat(t) != MC_STMT || !t->aux)
		return 0;
	const Binding *b = env_lookup(p->e, ((const Meta *)t->aux)->name);
	return b && (b->kind == BV_NODE || b->kind == BV_TOKENS) && b->ta &&
	       b->first < b->last && b->last < b->ta->n && b->ta->v[b->first].kind == TK_LBRACE &&
	       b->ta->v[b->last].kind == TK_RBRACE;
}

/* A statement ended: bodies waiting at this depth are done. */
static void stmt_end(Pp *p)
{
	if (p->pending && p->depth == p->pending_depth)
		p->pending = 0;
}

/* A declaration of added code whose type is a type metavariable
 * (`T y, x;`): as spatch, each declarator gets a declaration of its own
 * (`int *y; int *x;`), and a type with an array part is written around
 * its declarator (T = int[4]: `int y[4]`, `T *x` gives `int (*x)[4]`). */
typedef struct DistDecl {
	int on;              /* inside such a declaration */
	int closed;          /* the current declarator got its suffix */
	int distribute;      /* a statement: commas start new declarations */
	const char *prefix;  /* the type before the declarator ("int") */
	const char *suffix;  /* after it ("[4]"), or "" */
	int paren;           /* the parenthesis depth of the declaration */
	size_t decl_pos;     /* where the current declarator starts in the buffer */
	uint32_t tmeta;      /* the type metavariable's token */
} DistDecl;

/* Can token T start a declarator? */
static int declarator_start(const Token *t)
{
	return t && (t->kind == TK_IDENT || t->kind == TK_STAR ||
		     (t->kind == TK_META && meta_cat(t) == MC_IDENT));
}

/* Does token T start an attribute (`__attribute__`, an attribute
 * macro or metavariable)? */
static int attribute_start(const Token *t)
{
	return is_kw(t, KW_ATTRIBUTE) || t->kind == TK_MACRO_ATTR ||
	       (t->kind == TK_META && meta_cat(t) == MC_ATTRIBUTE);
}

/* The token at I, or after the attributes that start there
 * (`__attribute__((a)) x` gives x); NULL past LAST. */
static const Token *after_attributes(const TokenArray *toks, uint32_t i, uint32_t last)
{
	while (i <= last && i < toks->n && attribute_start(&toks->v[i])) {
		if (!is_kw(&toks->v[i], KW_ATTRIBUTE)) {
			i++;
			continue;
		}
		i++;
		int depth = 0;
		do {
			if (i > last || i >= toks->n)
				return NULL;
			depth += (toks->v[i].kind == TK_LPAREN) - (toks->v[i].kind == TK_RPAREN);
			i++;
		} while (depth > 0);
	}
	return i <= last && i < toks->n ? &toks->v[i] : NULL;
}

/* Where the declarator goes in type text S (`int *[3]`, `int
 * (*)(int)`, `int (int)`): before the first `[` or `)`, or before a `(`
 * that opens parameters (not followed by `*` or `(`); NULL: at the end. */
static const char *type_hole(const char *s)
{
	for (const char *q = s; *q; q++) {
		if (*q == '(' && q > s && (isalnum((unsigned char)q[-1]) || q[-1] == '_')) {
			/* `typeof(x)', `LEN(3)': arguments glued to their name */
			int depth = 0;
			for (; *q; q++) {
				depth += (*q == '(') - (*q == ')');
				if (depth == 0)
					break;
			}
			if (!*q)
				return NULL;
			continue;
		}
		if (*q == '[' || *q == ')')
			return q;
		if (*q == '(') {
			const char *r = q + 1;
			while (*r == ' ')
				r++;
			if (*r != '*' && *r != '(' && *r != '^')
				return q;
		}
	}
	return NULL;
}

/* Start DD at type metavariable token I printed as S (after PREV). */
static void dist_begin(Pp *p, DistDecl *dd, const char *s, uint32_t i, const Token *prev)
{
	memset(dd, 0, sizeof *dd);
	const char *br = type_hole(s);
	if (br) {
		size_t n = (size_t)(br - s);
		while (n && s[n - 1] == ' ')
			n--;
		dd->prefix = arena_strndup(p->a, s, n);
		dd->suffix = br;
	} else {
		dd->prefix = s;
		dd->suffix = "";
	}
	dd->distribute = !prev || prev->kind == TK_SEMI || prev->kind == TK_LBRACE ||
			 prev->kind == TK_RBRACE;
	dd->on = *dd->suffix || dd->distribute;
	dd->paren = p->paren;
	dd->tmeta = i;
}

/* The current declarator of DD ends: write the type's array part after
 * it, in parentheses when the declarator is a pointer. */
static void dist_close(Pp *p, DistDecl *dd)
{
	dd->closed = 1;
	if (!*dd->suffix)
		return;
	size_t at = dd->decl_pos;
	while (at < p->b.n && p->b.v[at] == ' ')
		at++;
	if (at < p->b.n && p->b.v[at] == '*') {
		vec_grow(&p->b, 2);
		memmove(p->b.v + at + 1, p->b.v + at, p->b.n - at + 1);
		p->b.v[at] = '(';
		p->b.n++;
		puts_(&p->b, ")");
	}
	puts_(&p->b, dd->suffix);
}


const char *pretty_plus(Arena *a, const TokenArray *toks, uint32_t first, uint32_t last,
			const Env *e, int lines, const char *indent, const char *unit)
{
	return pretty_run(a, toks, first, last, e, lines, indent, unit, 0);
}

/* An expression of the code printed again in added code (the value of a
 * metavariable over several lines or with comments): on one line, its
 * comments left out, as spatch. */
static const char *pretty_again(Arena *a, const TokenArray *toks, uint32_t first, uint32_t last)
{
	return pretty_run(a, toks, first, last, env_empty(), 0, "", "", PR_NO_COMMENTS);
}

static const char *pretty_run(Arena *a, const TokenArray *toks, uint32_t first, uint32_t last,
			      const Env *e, int lines, const char *indent, const char *unit,
			      int no_comments)
{
	DistDecl dd = {0};
	Pp p;
	/* every code printed (added, bound, printed again) has its type
	 * qualifiers first */
	if (first <= last && last < toks->n)
		toks = qualifiers_first(a, toks, &first, &last);
	uint32_t attr_line = UINT32_MAX;   /* an attribute word moved before a header */
	if (first <= last && last < toks->n)
		toks = attr_line_first(a, toks, &first, &last, &attr_line);
	memset(&p, 0, sizeof p);
	p.no_comments = no_comments & PR_NO_COMMENTS;
	p.type_value = (no_comments & PR_TYPE) != 0;
	p.a = a;
	p.ta = toks;
	p.e = e;
	p.lines = lines;
	p.indent = indent;
	p.unit = unit;
	p.at_line_start = 1;
	p.first_line = 1;
	p.stmt_start = first;
	puts_(&p.b, "");
	/* comments on the `+` lines before the first token (the first of
	 * the body: on the `+` lines that end at its line) */
	if (first < toks->n) {
		const char *s = toks->src->text;
		size_t from = first > 0 ? toks->v[first - 1].end : toks->v[first].start;
		if (first == 0) {
			while (from > 0 && s[from - 1] != '\n')
				from--;
			while (from > 0) {
				size_t ls = from - 1;
				while (ls > 0 && s[ls - 1] != '\n')
					ls--;
				if (s[ls] != '+')
					break;
				from = ls;
			}
		}
		plus_line_comments(&p.b, s, from, toks->v[first].start, lines, indent, 1);
	}
	const Token *prev = NULL;
	int prev_unary = 0;      /* the previous token was a prefix operator or a cast */
	int prev_tcolon = 0;     /* the previous token was the `:` of a ternary */
	int prev_bcolon = 0;     /* the previous token was the `:` of a bit-field */
	int dropped_comma = 0;   /* the comma before an empty list was left out */
	int skip_comma = 0;      /* leave out the comma after an empty list */
	int attr_paren = -1;     /* inside __attribute__((...)): the depth it closes to */
	int prev_attr_end = 0;   /* the previous token closed an __attribute__ */
	for (uint32_t i = first; i <= last && i < toks->n; i++) {
		const Token *t = &toks->v[i];
		if (t->flags & TF_EXPANDED)
			continue;
		if (t->kind == TK_EOF)
			continue;
		if (dd.on && !dd.closed && p.paren == dd.paren && p.b.n > dd.decl_pos &&
		    attribute_start(t))
			dist_close(&p, &dd);   /* `T x attr`: x[4] attr */
		if (dd.on && p.paren == dd.paren &&
		    (t->kind == TK_COMMA || t->kind == TK_SEMI || t->kind == TK_RPAREN ||
		     t->kind == TK_ASSIGN)) {
			if (!dd.closed)
				dist_close(&p, &dd);
			if (t->kind == TK_COMMA && dd.distribute) {
				/* the next declarator: a declaration of its own */
				puts_(&p.b, ";");
				if (lines) {
					newline(&p);
					start_line(&p, &toks->v[dd.tmeta]);
				} else {
					puts_(&p.b, " ");
				}
				puts_(&p.b, dd.prefix);
				dd.decl_pos = p.b.n;
				dd.closed = 0;
				prev = &toks->v[dd.tmeta];
				prev_unary = 0;
				continue;
			}
			if (t->kind != TK_ASSIGN && t->kind != TK_COMMA)
				dd.on = 0;
		}
		/* an empty list metavariable goes with one of its commas */
		if (t->kind == TK_COMMA && skip_comma) {
			skip_comma = 0;
			continue;
		}
		if (t->kind == TK_COMMA && i < last && empty_list_meta(a, &toks->v[i + 1], e)) {
			dropped_comma = 1;
			continue;
		}
		if (empty_list_meta(a, t, e)) {
			if (!dropped_comma && i < last && toks->v[i + 1].kind == TK_COMMA)
				skip_comma = 1;
			dropped_comma = 0;
			continue;
		}
		dropped_comma = 0;
		skip_comma = 0;
		if (t->kind == TK_PP_END) {
			newline(&p);
			prev = NULL;
			continue;
		}
		/* (the indentation an own-line comment takes is made only
		 * where the blanks before T hold a comment) */
		int glued = 0;
		if ((prev || (i > first && toks->v[i - 1].kind == TK_PLUS_COMMENT)) && !p.no_comments &&
		    t->start > toks->v[i - 1].end &&
		    memchr(toks->src->text + toks->v[i - 1].end, '/', t->start - toks->v[i - 1].end)) {
			char lead[256];
			size_t ln = 0, ul = strlen(p.unit), il = strlen(p.indent);
			if (il < sizeof lead) {
				memcpy(lead, p.indent, il);
				ln = il;
			}
			for (int d = p.depth + p.pending; d > 0 && ln + ul < sizeof lead; d--) {
				memcpy(lead + ln, p.unit, ul);
				ln += ul;
			}
			lead[ln] = 0;
			glued = comments_before(&p.b, toks, i, &p.at_line_start, p.lines, lead);
		}
		if (t->kind == TK_PLUS_COMMENT)
			continue;   /* the place of a comment-only `+` line */
		if (is_pp(t->kind))
			newline(&p);
		/* line structure */
		if (prev && i == attr_line + 1 && attr_line != UINT32_MAX) {
			puts_(&p.b, "\n");
			p.at_line_start = 1;
		} else if (lines && prev) {
			if (t->kind == TK_RBRACE && prev->kind != TK_LBRACE)
				newline(&p);
			else if (prev->kind == TK_RBRACE && t->kind != TK_SEMI &&
				 t->kind != TK_COMMA && !is_kw(t, KW_WHILE) && !p.after_init)
				newline(&p);
			else if (t->kind == TK_LBRACE && prev->kind == TK_RPAREN && p.depth == 0 &&
				 p.paren == 0 && !p.hdr_closed && decl_start(toks, p.stmt_start))
				newline(&p);   /* a function's body: `{` on a line of its own */
			else if (prev_attr_end && p.paren == 0 && (t->flags & TF_BOL))
				newline(&p);   /* an attribute line before a declaration */

		}
		int unary_here = 0;
		if (prev && (((t->kind == TK_STAR || t->kind == TK_AMP || t->kind == TK_MINUS ||
			       t->kind == TK_PLUS) && (!ends_operand(prev, 1) || prev_unary)) ||
			     t->kind == TK_BANG || t->kind == TK_TILDE ||
			     ((t->kind == TK_INC || t->kind == TK_DEC) && !ends_operand(prev, 1))))
			unary_here = 1;
		else if (!prev && (t->kind == TK_STAR || t->kind == TK_AMP || t->kind == TK_MINUS ||
				   t->kind == TK_BANG || t->kind == TK_TILDE || t->kind == TK_INC ||
				   t->kind == TK_DEC))
			unary_here = 1;
		if (t->kind == TK_STAR && prev && typeish(toks, i - 1, first))
			unary_here = 1;   /* the `*` of a declarator */
		if (p.at_line_start) {
			start_line(&p, t);
		} else if (prev) {
			int sp;
			int k = t->kind, pk = prev->kind;
			if (is_pp(pk))
				sp = 1;
			else if (k == TK_RPAREN || k == TK_RBRACK || k == TK_COMMA || k == TK_SEMI)
				sp = 0;
			else if (pk == TK_LPAREN || pk == TK_LBRACK)
				sp = 0;
			else if (block_meta(&p, t))
				sp = 1;   /* a block as a body, `if (x) {` */
			else if (k == TK_DOT || k == TK_ARROW || pk == TK_DOT || pk == TK_ARROW)
				sp = 0;
			else if (pk == TK_COMMA || prev_tcolon)
				sp = 1;
			else if (prev_bcolon)
				sp = 0;
			else if (pk == TK_SEMI)
				sp = p.in_for != 1;
			else if (p.type_value && pk == TK_STAR && is_qualifier(t))
				sp = 1;   /* a type's value printed again: `char * const *' */
			else if (prev_unary)
				sp = 0;
			else if (k == TK_LPAREN && is_iter_tok(prev))
				sp = run_holds_body(toks, i, last);   /* a loop: `list_for_each (a, b) S` */
			else if (k == TK_LPAREN)
				sp = (pk == TK_KEYWORD && kw_of(prev) != KW_SIZEOF &&
				      (kw_of(prev) != KW_FOR || p.in_for == 2) && kw_of(prev) != KW_TYPEOF &&
				      kw_of(prev) != KW_ATTRIBUTE && kw_of(prev) != KW_ALIGNOF) ||
				     binop_tok(prev) || pk == TK_COLON;
			else if (k == TK_LBRACK)
				sp = 0;
			else if ((k == TK_INC || k == TK_DEC) && ends_operand(prev, 1))
				sp = 0;
			else if (k == TK_COLON)
				sp = p.ternary > 0;
			else if ((k == TK_STAR || k == TK_AMP || k == TK_MINUS || k == TK_PLUS) &&
				 !ends_operand(prev, 1)) {
				/* unary, or a declarator's `*` */
				unary_here = 1;
				sp = is_wordish(prev) || pk == TK_STAR ? (pk != TK_STAR) : is_binop(pk);
				if (pk == TK_STAR)
					sp = 0;
				if (typeish(toks, i - 1, first))
					sp = 1;
			} else if (k == TK_BANG || k == TK_TILDE ||
				   ((k == TK_INC || k == TK_DEC) && !ends_operand(prev, 1))) {
				unary_here = 1;
				sp = is_binop(pk) || is_wordish(prev);
			} else if (binop_tok(t) || binop_tok(prev))
				sp = 1;
			else if (k == TK_LBRACE || pk == TK_RBRACE)
				sp = 1;
			else if (k == TK_META && (kw_of(prev) == KW_SIZEOF || kw_of(prev) == KW_ALIGNOF)) {
				/* `sizeof x`, but `sizeof(a + b)`, `sizeof*p` as spatch */
				const char *v = meta_text(a, t, e);
				const Token *nx = i < last ? &toks->v[i + 1] : NULL;
				sp = !v || (!needs_parens(t, e, v, prev, nx, prev_unary, prev_tcolon) &&
					    ch_is_word((unsigned char)v[0]));
			} else
				sp = is_wordish(prev) && is_wordish(t);
			/* --smpl-spacing: the blanks written between two tokens of
			 * one line of the semantic patch */
			const char *gap = NULL;
			size_t gaplen = 0;
			if (style.smpl_spacing && smpl_gap(toks, i, &gap, &gaplen))
				sp = 0;
			if (gaplen)
				put(&p.b, gap, gaplen);
			/* a type metavariable bound to `char *`: `char *x` */
			if (sp && prev->kind == TK_META && p.b.n && p.b.v[p.b.n - 1] == '*' &&
			    (is_wordish(t) || t->kind == TK_STAR) &&
			    !(is_wordish(t) && i < last && toks->v[i + 1].kind == TK_LBRACK))
				sp = 0;   /* (but `bool * x[]`, as spatch 1.1.1 has it) */
			/* `__attribute__((a)) x` */
			if (prev_attr_end && !gaplen && (is_wordish(t) || t->kind == TK_META))
				sp = 1;
			/* #define NAME(params) BODY: the parameters tight, a blank
			 * before the body (a `(` not glued to the name opens it) */
			if (p.def_hdr == 2)
				sp = !(k == TK_LPAREN && t->start == prev->end);
			else if (p.def_hdr == 3)
				sp = 0;
			else if (p.def_hdr == 4)
				sp = 1;
			if (glued && pk == TK_COMMA)
				sp = 0;   /* the comma's blank is before the comment */
			if (sp)
				puts_(&p.b, " ");
		}
		/* an initializer written in added code (`= {', `(T){'): laid
		 * out whole */
		int elem = t->kind == TK_LBRACE && lines && p.paren == 0 && p.depth == 0 &&
			   (!prev || prev->kind == TK_COMMA) && init_element(toks, i, last);
		if (t->kind == TK_LBRACE && lines && (elem || (prev &&
		    (prev->kind == TK_ASSIGN || (prev->kind == TK_RPAREN && prev_unary))))) {
			uint32_t r = close_brace(toks, i, last);
			if (r <= last) {
				/* `.f = {' or `[i] = {' added as an element
				 * of a list the code keeps: one line */
				int desig = elem || designator_before(toks, first, i - 1);
				put_written_init(&p, toks, i, r, 0, 0, !desig, prev && prev->kind == TK_ASSIGN);
				p.after_init = 1;
				prev = &toks->v[r];
				prev_unary = prev_tcolon = prev_bcolon = prev_attr_end = 0;
				p.hdr_closed = 0;
				i = r;
				continue;
			}
		}
		/* the token itself */
		const TokenArray *ita;
		uint32_t ifirst, ilast;
		if (t->kind == TK_META && lines && init_braces_meta(t, e, &ita, &ifirst, &ilast)) {
			put_init_braces(&p, ita, ifirst, ilast, 0, 0);
		} else if (t->kind == TK_META) {
			const char *s = meta_text(a, t, e);
			const Token *nx = i < last ? &toks->v[i + 1] : NULL;
			int wrap = s && needs_parens(t, e, s, prev, nx, prev_unary, prev_tcolon);
			if (s && !wrap && !dd.on && meta_cat(t) == MC_TYPE && !strchr(s, '\n') &&
			    declarator_start(after_attributes(toks, i + 1, last))) {
				dist_begin(&p, &dd, s, i, prev);
				if (dd.on) {
					s = dd.prefix;
					puts_(&p.b, s);
					dd.decl_pos = p.b.n;
					s = NULL;
					goto printed;
				}
			}
			if (wrap)
				puts_(&p.b, "(");
			if (s && lines && strchr(s, '\n'))
				put_rebased(&p, t, s);
			else if (s)
				puts_(&p.b, s);
			else
				put(&p.b, tok_text(toks, t), tok_len(t));
			if (wrap)
				puts_(&p.b, ")");
		printed:;
		} else if (t->kind == TK_STRING && t->aux) {
			put_format_string(&p.b, a, toks, t, e);
		} else if (t->kind == TK_ELLIPSIS && tok_len(t) == 6) {
			puts_(&p.b, "...");   /* SmPL's way to write C's `...` */
		} else {
			put(&p.b, tok_text(toks, t), tok_len(t));
		}
		/* state after it */
		p.after_init = 0;
		def_head_step(&p, t, prev);
		prev_unary = unary_here;
		prev_tcolon = t->kind == TK_COLON && p.ternary > 0;
		prev_bcolon = 0;
		prev_attr_end = 0;
		if (is_kw(t, KW_ATTRIBUTE) && attr_paren < 0)
			attr_paren = p.paren;
		else if (t->kind == TK_RPAREN && attr_paren >= 0 && p.paren == attr_paren + 1) {
			prev_attr_end = 1;
			attr_paren = -1;
		}
		p.hdr_closed = 0;
		if (t->kind == TK_SEMI || t->kind == TK_LBRACE || t->kind == TK_RBRACE)
			p.stmt_start = i + 1;
		switch (t->kind) {
		case TK_LPAREN: {
			int cast = 0;
			if (i + 1 <= last) {
				const Token *n = &toks->v[i + 1];
				/* `(u8 *)': a name and stars closed at once is a
				 * type whatever the lexer knew of the name */
				int starred = 0;
				if (n->kind == TK_IDENT) {
					uint32_t j = i + 2;
					while (j <= last && toks->v[j].kind == TK_STAR)
						j++;
					starred = j > i + 2 && j <= last && toks->v[j].kind == TK_RPAREN;
				}
				if ((n->kind == TK_TYPEDEF_NAME || is_type_kw(kw_of(n)) || meta_cat(n) == MC_TYPE ||
				     starred) &&
				    !(prev && (kw_of(prev) == KW_SIZEOF || kw_of(prev) == KW_ALIGNOF ||
					       kw_of(prev) == KW_TYPEOF)) &&
				    !(prev && ends_operand(prev, 1)))
					cast = 1;
			}
			if (p.paren < 64)
				p.cast_close[p.paren] = cast;
			p.paren++;
			break;
		}
		case TK_RPAREN:
			if (p.paren > 0)
				p.paren--;
			if (p.paren < 64 && p.cast_close[p.paren])
				prev_unary = 1;
			if (p.hdr_paren && p.paren == p.hdr_paren - 1) {
				p.hdr_closed = 1;
				p.hdr_paren = 0;
				p.in_for = 0;
				if (lines && p.hdr_kw != KW_SWITCH && i + 1 <= last &&
				    toks->v[i + 1].kind != TK_LBRACE && toks->v[i + 1].kind != TK_SEMI &&
				    !block_meta(&p, &toks->v[i + 1])) {
					if (!p.pending)
						p.pending_depth = p.depth;
					p.pending++;
					newline(&p);
				} else if (lines && p.hdr_kw == KW_SWITCH && i + 1 <= last &&
					   toks->v[i + 1].kind != TK_LBRACE) {
					newline(&p);
				}
			}
			break;
		case TK_KEYWORD:
			switch (kw_of(t)) {
			case KW_IF: case KW_WHILE: case KW_FOR: case KW_SWITCH:
				if (!p.hdr_paren) {
					p.hdr_paren = p.paren + 1;
					p.hdr_kw = kw_of(t);
					p.in_for = kw_of(t) == KW_FOR;
					if (p.in_for && for_header_alone(toks, i, last))
						p.in_for = 2;
				}
				break;
			case KW_ELSE:
				if (lines && i + 1 <= last && toks->v[i + 1].kind != TK_LBRACE &&
				    !is_kw(&toks->v[i + 1], KW_IF) && !block_meta(&p, &toks->v[i + 1])) {
					if (!p.pending)
						p.pending_depth = p.depth;
					p.pending++;
					newline(&p);
				}
				break;
			case KW_DO:
				if (lines && i + 1 <= last && toks->v[i + 1].kind != TK_LBRACE &&
				    !block_meta(&p, &toks->v[i + 1])) {
					if (!p.pending)
						p.pending_depth = p.depth;
					p.pending++;
					newline(&p);
				}
				break;
			}
			break;
		case TK_MACRO_ITER: case TK_META:
			/* an iterator's header: its body goes as a loop's does */
			if (is_iter_tok(t) && !p.hdr_paren && i < last &&
			    toks->v[i + 1].kind == TK_LPAREN) {
				p.hdr_paren = p.paren + 1;
				p.hdr_kw = KW_WHILE;
			}
			if (t->kind == TK_MACRO_ITER)
				break;
			/* a statement metavariable ends a statement, as `;` does */
			if (p.paren == 0 && lines && i < last &&
			    (meta_cat(t) == MC_STMT || meta_cat(t) == MC_STMT_LIST)) {
				newline(&p);
				stmt_end(&p);
			}
			break;
		case TK_QUESTION:
			p.ternary++;
			break;
		case TK_COLON:
			if (p.ternary > 0)
				p.ternary--;
			else if (bitfield_colon(toks, p.stmt_start, i))
				prev_bcolon = 1; /* u8 flag:1; */
			else if (lines && p.paren == 0)
				newline(&p);     /* a label or case */
			break;
		case TK_COMMA:
			/* list items the writer put on lines of their own */
			if (lines && p.paren == 0 && i < last && (toks->v[i + 1].flags & TF_BOL))
				newline(&p);
			break;
		case TK_SEMI:
			if (p.paren == 0 && lines) {
				newline(&p);
				stmt_end(&p);
			}
			break;
		case TK_LBRACE:
			p.depth++;
			/* `{}` stays on its line */
			if (lines && !(i + 1 <= last && toks->v[i + 1].kind == TK_RBRACE))
				newline(&p);
			break;
		case TK_RBRACE:
			if (p.depth > 0)
				p.depth--;
			stmt_end(&p);
			break;
		default:
			break;
		}
		prev = t;
	}
	if (dd.on && !dd.closed)
		dist_close(&p, &dd);
	/* comments on the `+` lines after the last token */
	if (last + 1 < toks->n) {
		size_t from = toks->v[last].end, to = toks->v[last + 1].start;
		const char *src = toks->src->text;
		/* only up to the end of the run's own lines */
		plus_line_comments(&p.b, src, from, to, lines, indent, 0);
	}
	/* no newline at the end: the caller places the run */
	while (p.b.n && p.b.v[p.b.n - 1] == '\n')
		p.b.v[--p.b.n] = 0;
	const char *r = arena_strdup(a, p.b.v);
	vec_free(&p.b);
	return r;
}

int pretty_expr_level(const char *s, size_t n, int *top)
{
	int depth = 0, lv = LV_POSTFIX, operand = 0, lead = -1;
	*top = 0;
	for (size_t i = 0; i < n;) {
		unsigned char c = (unsigned char)s[i];
		if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
			i++;
			continue;
		}
		if (c == '/' && i + 1 < n && (s[i + 1] == '*' || s[i + 1] == '/')) {
			int block = s[i + 1] == '*';
			for (i += 2; i < n && (block ? !(s[i - 1] == '*' && s[i] == '/' && i > 1) : s[i] != '\n'); i++)
				;
			i++;
			continue;
		}
		if (c == '"' || c == '\'') {
			for (i++; i < n && (unsigned char)s[i] != c; i++)
				if (s[i] == '\\')
					i++;
			i++;
			operand = 1;
			lead = lead < 0 ? 0 : lead == 3 ? 4 : lead;
			continue;
		}
		if (ch_is_word(c)) {
			while (i < n && ch_is_word((unsigned char)s[i]))
				i++;
			operand = 1;
			lead = lead < 0 ? 0 : lead == 3 ? 4 : lead;
			continue;
		}
		if (c == '(' || c == '[' || c == '{') {
			/* `(...)` first, then an operand: a cast, a prefix level */
			if (depth == 0 && lead < 0 && c == '(')
				lead = 2;
			else if (depth == 0 && lead == 3)
				lead = 4;
			depth++;
			i++;
			operand = 0;
			continue;
		}
		if (c == ')' || c == ']' || c == '}') {
			depth--;
			i++;
			operand = 1;
			if (depth == 0 && lead == 2)
				lead = 3;   /* `(...)` then: a cast if an operand follows */
			continue;
		}
		/* an operator: the longest of the C operators here */
		static const char *const ops[] = { "<<=", ">>=", "...", "->", "++", "--", "<<", ">>",
			"<=", ">=", "==", "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "^=",
			"|=", NULL };
		size_t len = 1;
		for (int k = 0; ops[k]; k++) {
			size_t l = strlen(ops[k]);
			if (i + l <= n && !memcmp(s + i, ops[k], l)) {
				len = l;
				break;
			}
		}
		int l = LV_POSTFIX, t = 0;
		if (depth == 0) {
			if (len == 1 && c == ',')
				l = LV_COMMA;
			else if ((len == 1 && c == '=') || (len >= 2 && s[i + len - 1] == '=' &&
							   strncmp(s + i, "==", 2) && strncmp(s + i, "!=", 2) &&
							   strncmp(s + i, "<=", 2) && strncmp(s + i, ">=", 2)))
				l = LV_ASSIGN;
			else if (len == 1 && (c == '?' || c == ':'))
				l = LV_COND;
			else if (operand && !(len == 2 && (s[i] == '+' || s[i] == '-') && s[i + 1] == s[i])) {
				int tk = 0;
				if (len == 1) {
					switch (c) {
					case '*': tk = TK_STAR; break; case '/': tk = TK_SLASH; break;
					case '%': tk = TK_PERCENT; break; case '+': tk = TK_PLUS; break;
					case '-': tk = TK_MINUS; break; case '<': tk = TK_LT; break;
					case '>': tk = TK_GT; break; case '&': tk = TK_AMP; break;
					case '^': tk = TK_CARET; break; case '|': tk = TK_PIPE; break;
					}
				} else if (len == 2) {
					if (!strncmp(s + i, "<<", 2)) tk = TK_SHL;
					else if (!strncmp(s + i, ">>", 2)) tk = TK_SHR;
					else if (!strncmp(s + i, "<=", 2)) tk = TK_LE;
					else if (!strncmp(s + i, ">=", 2)) tk = TK_GE;
					else if (!strncmp(s + i, "==", 2)) tk = TK_EQ;
					else if (!strncmp(s + i, "!=", 2)) tk = TK_NE;
					else if (!strncmp(s + i, "&&", 2)) { tk = TK_ANDAND; t = 'A'; }
					else if (!strncmp(s + i, "||", 2)) { tk = TK_OROR; t = 'O'; }
				}
				if (tk) {
					l = binop_prec(tk);
					if (!t)
						t = c;
				}
			} else if (!operand && lead < 0) {
				lead = 1;   /* a prefix operator first */
			}
		}
		if (l < lv) {
			lv = l;
			*top = t;
		} else if (l == lv && t != *top) {
			*top = 0;
		}
		/* after a postfix `++`, `--`, `->`, `.` the operand goes on */
		if (!((len == 2 && (s[i] == '+' || s[i] == '-') && s[i + 1] == s[i] && operand) ||
		      (len == 2 && s[i] == '-' && s[i + 1] == '>') || (len == 1 && c == '.')))
			operand = 0;
		i += len;
	}
	if (lv == LV_POSTFIX && (lead == 1 || lead == 4))
		lv = LV_UNARY;
	return lv;
}
