/* xform.c - the matches of one rule turned into edits; see xform.h.
 *
 * A match removes (or, in context mode, stars) the C tokens that its
 * minus (starred) pattern tokens matched, and adds the text of each `+`
 * fragment at the C token its anchor matched.  One match's wishes are
 * gathered in Edits (tokens and additions), settled (multi-declarations,
 * directives inside removed code, prototypes) and handed to the EditSet;
 * removals with nothing added in their place wait for the end of the
 * rule, so that adjacent removals of several matches form one run.
 */
#include "transform/xform.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/ctype.h"
#include "base/diag.h"
#include "base/vec.h"
#include "match/match.h"
#include "transform/edit.h"
#include "transform/pretty.h"

/* ---- edits ---------------------------------------------------------------- */

/* An added run of code placed at a C token. */
typedef struct Add {
	uint32_t anchor;     /* C token */
	int after;
	int lines;           /* EDIT_LINES rather than EDIT_INLINE */
	const char *text;
	uint32_t pfirst;     /* the frag's first token in the rule, for messages */
	uint32_t item_cf, item_cl; /* C tokens of the pattern item holding the anchor */
	int many;            /* `++` code: every match adds it, even at one place */
	int brace_balance;   /* `{` less `}` in the added tokens */
	const char *rest;    /* lines opening a block: the text after the `{`, or NULL */
	uint32_t stmts;      /* the statements of the added code (match_plus_stmts) */
	int lone_if;         /* the last of them is an `if` without `else` */
	int branch;          /* the pattern's statement at the anchor is itself the
				body of an if or loop of the pattern */
	const char *inner;   /* the added code is one block: its contents, or NULL */
	int opens_body;      /* ends with an if/else/loop header: the code after is its body */
	int comments;        /* only comments (`+` lines holding no code) */
	int matched;         /* the anchor is code the match matched (not a place
				the code was moved to) */
} Add;

/* What the matches of one rule ask of one version of a file. */
typedef struct Edits {
	uint8_t *tokdel;     /* per C token: 1 removed, 2 starred (context mode) */
	VEC(uint32_t) touched; /* the tokens whose tokdel is set */
	uint8_t *pending;    /* per C token: removed by some match with nothing added
				in its place (2: a starred line, only reported); issued
				at the end of the rule, so that adjacent removals of
				several matches form one run */
	VEC(uint32_t) pend;  /* the tokens whose pending is set */
	VEC(Add) adds;
	int changed;
	const Node **mdecl;  /* per C token: the declaration with several
				declarators it belongs to, or NULL */
} Edits;

/* The lone body of an if, else or loop: a statement that is not a block
 * (tokens FIRST..LAST), the last token of its header HDR (the `)` of the
 * condition, the `else`, the `do`), and HEAD, the token whose line the
 * header starts (the `if`, `while`, `for`, `do`, or the `else`). */
typedef struct Body {
	uint32_t first, last, hdr, head;
} Body;

typedef VEC(Body) BodyVec;

struct Xform {
	XformRule xr;
	const TokenArray *ta;       /* the version's tokens */
	const Node *unit;           /* and its tree */
	Arena arena;                /* the edit set's memory */
	EditSet *es;
	const char *indent;         /* the file's indentation unit */
	Edits ed;                   /* what the current match asks */
	BodyVec bodies;             /* the lone bodies of ifs and loops, sorted */
	uint8_t *in_nest;           /* per pattern token: inside a nest */
	Node *const *items;         /* the pattern's items */
	uint32_t nitems;
	Node *one;                  /* (the pattern, when it is one item) */
	EditOrigin why;             /* the rule, for messages */
	int context;                /* context mode: starred lines only */
	int lost;                   /* added code found no place: the file fails */
	uint32_t *removed_by;       /* per C token: the match that removes it
				       (edit_match_begin's number, UINT32_MAX
				       for several, 0 for none) */
};

/* A declaration (or struct field) with several declarators? */
static int is_multi_decl(const TokenArray *ta, const Node *n)
{
	return n && (n->kind == D_DECL || n->kind == D_FIELD) && n->n > 2 && n->kid[0] &&
	       n->last < ta->n && ta->v[n->last].kind == TK_SEMI;
}

static void find_multi_decls(const TokenArray *ta, const Node *n, const Node **md, int depth)
{
	if (!n || depth > 5000)
		return;
	if (is_multi_decl(ta, n)) {
		for (uint32_t i = n->first; i <= n->last; i++)
			md[i] = n;
		return;
	}
	for (uint32_t i = 0; i < n->n; i++)
		find_multi_decls(ta, n->kid[i], md, depth + 1);
}

/* The tokens of multi-declaration D that its declarators share: the
 * specifiers and the `;`. */
static int md_shared(const Node *d, uint32_t i)
{
	return i == d->last || (i >= d->kid[0]->first && i <= d->kid[0]->last);
}

/* Does the match remove the braces around declaration D (a field of a
 * struct type that a removed declaration spells out)?  Then D goes
 * whole with them and is no multi-declaration to split. */
static int inside_removed_braces(const TokenArray *ta, const Edits *ed, const Node *d)
{
	int depth = 0;
	for (long k = (long)d->first - 1, n = 0; k >= 0 && n < 4096; k--, n++) {
		int kind = ta->v[k].kind;
		if (kind == TK_RBRACE)
			depth++;
		else if (kind == TK_LBRACE && depth-- == 0)
			return ed->tokdel[k] == 1;
	}
	return 0;
}

/* One match removes one declarator of `int a, b, c;`: the specifiers and
 * the `;` stay (the other declarators need them), code added in their
 * place goes after the declaration (before it when the pattern adds it
 * before); issue_removals settles the commas. */
static void split_multi_decl_edits(const TokenArray *ta, Edits *ed)
{
	if (!ed->mdecl)
		return;
	/* only where the match removes a declarator itself */
	const Node *split = NULL;
	for (size_t x = 0; x < ed->touched.n && !split; x++) {
		uint32_t i = ed->touched.v[x];
		const Node *d = ed->mdecl[i];
		if (d && ed->tokdel[i] == 1 && !md_shared(d, i) && ta->v[i].kind != TK_COMMA &&
		    !inside_removed_braces(ta, ed, d))
			split = d;
	}
	if (!split)
		return;
	size_t w = 0;
	for (size_t x = 0; x < ed->touched.n; x++) {
		uint32_t i = ed->touched.v[x];
		const Node *d = ed->mdecl[i];
		if (d == split && ed->tokdel[i] == 1 && md_shared(d, i)) {
			ed->tokdel[i] = 0;
			continue;
		}
		ed->touched.v[w++] = i;
	}
	ed->touched.n = w;
	for (size_t k = 0; k < ed->adds.n; k++) {
		Add *ad = &ed->adds.v[k];
		const Node *d = ad->anchor < ta->n ? ed->mdecl[ad->anchor] : NULL;
		if (d == split && md_shared(d, ad->anchor) && ad->lines) {
			/* before the declaration or after it, as written */
			ad->anchor = ad->after ? d->last : d->first;
		}
	}
}

/* After all of a rule's matches: in each multi-declaration some of whose
 * declarators go, the commas left are those between kept declarators;
 * when none is kept the whole declaration goes. */
static void settle_multi_decls(const TokenArray *ta, Edits *ed)
{
	if (!ed->mdecl)
		return;
	size_t n0 = ed->pend.n;
	const Node *last = NULL;
	for (size_t x = 0; x < n0; x++) {
		const Node *d = ed->mdecl[ed->pend.v[x]];
		if (!d || d == last)
			continue;
		last = d;
		int kept = 0;
		for (uint32_t k = 1; k < d->n; k++)
			if (d->kid[k] && !ed->pending[d->kid[k]->first])
				kept++;
		for (uint32_t t = d->first; t <= d->last; t++) {
			int want;
			if (!kept) {
				want = 1;
			} else if (md_shared(d, t)) {
				want = 0;
			} else if (ta->v[t].kind == TK_COMMA) {
				/* a comma stays when the declarator just before it
				 * stays and so does a later one */
				int before = 0, after = 0;
				for (uint32_t k = 1; k < d->n; k++) {
					const Node *q = d->kid[k];
					if (!q)
						continue;
					if (q->last < t)
						before = !ed->pending[q->first];
					else if (q->first > t && !ed->pending[q->first])
						after = 1;
				}
				want = !(before && after);
			} else {
				continue;
			}
			if (want && !ed->pending[t]) {
				ed->pending[t] = 1;
				vec_push(&ed->pend, t);
			} else if (!want && ed->pending[t]) {
				ed->pending[t] = 0;
			}
		}
	}
	size_t w = 0;
	for (size_t x = 0; x < ed->pend.n; x++)
		if (ed->pending[ed->pend.v[x]])
			ed->pend.v[w++] = ed->pend.v[x];
	ed->pend.n = w;
}

static int u32_cmp(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	return (x > y) - (x < y);
}

/* Is token T part of a preprocessor directive's line? */
static int pp_line_tok(const Token *t)
{
	return (t->kind >= TK_PP_DEFINE && t->kind <= TK_PP_SKIPPED) || (t->flags & TF_IN_PP);
}

/* Does a line end between token I - 1 and token I (a continued line's
 * backslash-newline too)? */
static int newline_before(const TokenArray *ta, uint32_t i)
{
	if (i == 0 || i >= ta->n)
		return 0;
	const char *text = ta->src->text;
	for (uint32_t c = ta->v[i - 1].end; c < ta->v[i].start; c++)
		if (text[c] == '\n')
			return 1;
	return 0;
}

/* Mark in MAP the first token of every preprocessor line that is a node
 * of its own in N (a statement, declaration or list element); the other
 * directives stand inside some construct (`f(3\n#ifdef A\n+5\n#endif\n)`).
 * The parser keeps the tree's height bounded, so the recursion is. */
static void mark_pp_nodes(const Node *n, uint8_t *map)
{
	if (!n)
		return;
	if (n->kind == PP_COND || n->kind == PP_OTHER || n->kind == PP_DEFINE ||
	    n->kind == PP_INCLUDE) {
		map[n->first] = 1;
		return;
	}
	for (uint32_t k = 0; k < n->n; k++)
		mark_pp_nodes(n->kid[k], map);
}

/* Tokens the parser skipped (a macro the macro file erases, like
 * `__read_mostly`) between two removed tokens go with them: removing
 * `struct foo x = ...;` removes `x __read_mostly =`; so do the commas
 * of a list that the pattern did not see: the optional one that ends an
 * initializer list, and those of designated initializers, which match
 * in any order (`- { .a = E, .b = F }` removes `{ .b = 1, .c = 2, .a = 3, }`
 * whole).  So do the lines of
 * directives that stand inside the removed construct (not those that are
 * statements or list elements of their own): removing `x = f(3 #ifdef A
 * +5 #endif);` removes the `#endif` after `+5` too.  TOUCHED is sorted;
 * the tokens added keep it sorted. */
static void fill_hidden_gaps(const TokenArray *ta, const Node *unit, Edits *ed)
{
	size_t n0 = ed->touched.n;
	uint8_t *pp_node = NULL;
	for (size_t x = 0; x + 1 < n0; x++) {
		uint32_t i = ed->touched.v[x], j = ed->touched.v[x + 1];
		if (j <= i + 1 || ed->tokdel[i] != 1 || ed->tokdel[j] != 1)
			continue;
		/* directives only between code outside directives: whole lines */
		int all_hidden = 1, pp = 0, in_pp = (ta->v[i].flags | ta->v[j].flags) & TF_IN_PP;
		for (uint32_t k = i + 1; k < j && all_hidden; k++) {
			const Token *t = &ta->v[k];
			if (ed->tokdel[k])
				all_hidden = 0;
			else if (pp_line_tok(t) && !in_pp)
				pp = 1;
			else if (t->kind == TK_COMMA)
				;   /* a comma of a list that the match did not see */
			else
				all_hidden = (t->flags & (TF_HIDDEN | TF_EXPANDED)) != 0;
		}
		if (all_hidden && pp) {
			if (!pp_node) {
				pp_node = xcalloc(ta->n + 1, 1);
				mark_pp_nodes(unit, pp_node);
			}
			for (uint32_t k = i + 1; k < j && all_hidden; k++)
				all_hidden = !pp_node[k];
		}
		if (!all_hidden)
			continue;
		for (uint32_t k = i + 1; k < j; k++) {
			ed->tokdel[k] = 1;
			vec_push(&ed->touched, k);
		}
	}
	xfree(pp_node);
	if (ed->touched.n > n0)
		qsort(ed->touched.v, ed->touched.n, sizeof *ed->touched.v, u32_cmp);
}

static void add_add(Edits *ed, Add ad);

/* Code is added before the closing bracket at C token CLOSE of a list
 * whose pattern has a comma before that code: the last item of the
 * list, if it has no comma, gets one. */
static void comma_before_close(Edits *ed, const TokenArray *cta, uint32_t close, uint32_t pfirst)
{
	uint32_t b = close;
	while (b-- > 0 && (cta->v[b].flags & (TF_HIDDEN | TF_EXPANDED)))
		;
	if (b >= cta->n || ed->tokdel[b])
		return;
	int k = cta->v[b].kind;
	if (k == TK_COMMA || k == TK_LBRACE || k == TK_LPAREN || k == TK_LBRACK)
		return;
	Add cm;
	memset(&cm, 0, sizeof cm);
	cm.anchor = b;
	cm.after = 1;
	cm.text = ",";
	cm.pfirst = pfirst;
	cm.item_cf = 1;
	add_add(ed, cm);
}

/* Is C token I the first of its line (only blanks before it)? */
static int line_starts_at(const TokenArray *ta, uint32_t i)
{
	const char *s = ta->src->text;
	uint32_t p = ta->v[i].start;
	while (p > 0 && (s[p - 1] == ' ' || s[p - 1] == '\t'))
		p--;
	return p == 0 || s[p - 1] == '\n';
}

static void add_add(Edits *ed, Add ad)
{
	for (size_t i = 0; i < ed->adds.n; i++) {
		const Add *o = &ed->adds.v[i];
		if (o->anchor == ad.anchor && o->after == ad.after && o->lines == ad.lines &&
		    !ad.many && strcmp(o->text, ad.text) == 0)
			return;   /* the same code added twice at one place: once */
	}
	vec_push(&ed->adds, ad);
	ed->changed = 1;
}

/* ---- edits of one match ---------------------------------------------------- */

/* Pattern token -> C token range, built from an env's maps. */
typedef struct PMap {
	uint32_t *cf, *cl;
	uint32_t *nf, *nl;   /* the same from maps that are not anchor-only */
	uint32_t n;
} PMap;

/* Does E mark pattern token P as matched by another match of the same
 * result (a map with c_first UINT32_MAX, see flow/rule2ctl_run)? */
static int matched_elsewhere(const Env *e, uint32_t p)
{
	for (const TokMap *t = e->map; t; t = t->next)
		if (t->c_first == UINT32_MAX && t->p_first <= p && p <= t->p_last)
			return 1;
	return 0;
}

static void pmap_build(PMap *pm, Arena *a, uint32_t n, const Env *e)
{
	pm->n = n;
	pm->cf = arena_alloc(a, n * sizeof *pm->cf);
	pm->cl = arena_alloc(a, n * sizeof *pm->cl);
	pm->nf = arena_alloc(a, n * sizeof *pm->nf);
	pm->nl = arena_alloc(a, n * sizeof *pm->nl);
	uint32_t *w = arena_alloc(a, n * sizeof *w);
	uint32_t *nw = arena_alloc(a, n * sizeof *nw);
	for (uint32_t i = 0; i < n; i++) {
		pm->cf[i] = pm->nf[i] = 1;
		pm->cl[i] = pm->nl[i] = 0;
		w[i] = nw[i] = UINT32_MAX;
	}
	/* the narrowest pattern range that covers a token says where it went */
	for (const TokMap *t = e->map; t; t = t->next) {
		if (t->c_first == UINT32_MAX)
			continue;   /* matched by another match of the result */
		uint32_t width = t->p_last - t->p_first;
		for (uint32_t i = t->p_first; i <= t->p_last && i < n; i++) {
			if (!t->anchor_only && width < nw[i]) {
				nw[i] = width;
				pm->nf[i] = t->c_first;
				pm->nl[i] = t->c_last;
			}
			if (width >= w[i])
				continue;
			w[i] = width;
			pm->cf[i] = t->c_first;
			pm->cl[i] = t->c_last;
		}
	}
}


/* Mark in R the pattern tokens inside nests (their added code belongs
 * to the nest's occurrences). */
static void mark_nests(const Node *n, uint8_t *in, uint32_t ntok, int inside, int depth)
{
	if (!n || depth > 3000)
		return;
	if (inside && n->first <= n->last)
		for (uint32_t i = n->first; i <= n->last && i < ntok; i++)
			in[i] = 1;
	for (uint32_t i = 0; i < n->n; i++)
		mark_nests(n->kid[i], in, ntok, inside || (n->kind == P_NEST && i == 0), depth + 1);
}

/* Is C token TOK the closing brace of a function defined at toplevel
 * of UNIT? */
static int toplevel_funcdef_end(const Node *unit, uint32_t tok)
{
	if (!unit)
		return 0;
	for (uint32_t i = 0; i < unit->n; i++) {
		const Node *k = unit->kid[i];
		if (k && k->kind == D_FUNCDEF && k->last == tok)
			return 1;
	}
	return 0;
}

/* The number of `+` lines with nothing else on them just before
 * pattern token I. */
static size_t plus_blank_lines(const TokenArray *pta, uint32_t i)
{
	if (i == 0 || i >= pta->n)
		return 0;
	const char *s = pta->src->text;
	size_t from = pta->v[i - 1].end, to = pta->v[i].start, n = 0;
	size_t k = from;
	while (k < to && s[k] != '\n')
		k++;            /* the rest of the previous token's line */
	while (k < to) {
		size_t ls = k + 1, e = ls;
		while (e < to && s[e] != '\n')
			e++;
		if (e >= to)
			break;      /* the line of token I itself */
		size_t q = ls;
		while (q < e && (s[q] == ' ' || s[q] == '\t'))
			q++;
		if (q < e && s[q] == '+') {
			q++;
			while (q < e && (s[q] == ' ' || s[q] == '\t'))
				q++;
			if (q == e)
				n++;
		}
		k = e;
	}
	return n;
}

/* The statement of pattern N that code added next to token TOK (AFTER
 * it or before it) is added next to: the largest statement ending (or
 * starting) at TOK, as the pattern's statements nest (`if (E) return
 * ...;' + code: the code follows the whole if, not the return of its
 * lone branch, which a block would have to hold); else the innermost
 * statement holding TOK.  When TOK is removed (REMOVED), the code takes
 * the place of removed code: only a statement removed from end to end
 * counts (`while (E) - S + { ... }' replaces the body, not the loop). */
/* Is pattern statement ST, inside N, the body of an if, else or loop of
 * N (`if (E) - S + a(); + b();')? */

static int pattern_branch(const Node *n, const Node *st, int depth)
{
	if (!n || depth > 3000)
		return 0;
	for (uint32_t i = 0; i < n->n; i++)
		if (n->kid[i] == st)
			return n->kind != S_SWITCH && ast_body_kid(n->kind, i);
	for (uint32_t i = 0; i < n->n; i++)
		if (n->kid[i] && n->kid[i]->first <= st->first && st->last <= n->kid[i]->last)
			return pattern_branch(n->kid[i], st, depth + 1);
	return 0;
}

static const Node *edge_stmt(const TokenArray *pta, const Node *n, uint32_t tok, int after,
			     int removed, int depth)
{
	if (!n || depth > 3000 || n->first > n->last || tok < n->first || tok > n->last)
		return NULL;
	/* a statement metavariable (`S') is a statement too */
	int stmt = (ast_is_stmt(n->kind) && n->kind != S_BLOCK) ||
		   (n->kind == P_META && n->aux &&
		    meta_category(((const Meta *)n->aux)->kind) == MC_STMT);
	if (stmt && (after ? n->last == tok : n->first == tok) &&
	    (!removed || (pta->v[after ? n->first : n->last].flags & TF_MINUS)))
		return n;
	for (uint32_t i = 0; i < n->n; i++) {
		const Node *r = edge_stmt(pta, n->kid[i], tok, after, removed, depth + 1);
		if (r)
			return r;
	}
	return depth > 0 && ast_is_stmt(n->kind) && n->kind != S_BLOCK ? n : NULL;
}

/* Does pattern token I stand for a closing brace it is not (the `return`
 * of an implicit `return;`, which matched the `}` of a function body):
 * only placed there, with no code of its own?  (Other anchors on a `}`,
 * such as the end of an if whose dropped else had code added after it,
 * are that brace.) */
static int stands_for_brace(const TokenArray *pta, const TokenArray *cta, const PMap *pm,
			    uint32_t i)
{
	return i < pm->n && pm->nf[i] > pm->nl[i] && pm->cf[i] == pm->cl[i] &&
	       pm->cf[i] < cta->n && cta->v[pm->cf[i]].kind == TK_RBRACE &&
	       pta->v[i].id && pta->v[i].id->kw == KW_RETURN;
}

/* Does added TEXT start with a binary operator or an assignment that
 * follows code ending with character C (an operand's end): `x` then
 * `= 0` is `x = 0`, as spatch spaces them.  `->`, `++`, `--` do not
 * count. */
static int opens_binary_after(char c, const char *text)
{
	if (!(ch_is_word(c) || c == ')' || c == ']'))
		return 0;
	char t0 = text[0], t1 = t0 ? text[1] : 0;
	if (!strchr("=+-*/%<>&|^?", t0) || !t0)
		return 0;
	if ((t0 == '-' && t1 == '>') || ((t0 == '+' || t0 == '-') && t1 == t0))
		return 0;
	return 1;
}

/* The printed C token after (before) token I, or UINT32_MAX. */
static uint32_t next_printed(const TokenArray *ta, uint32_t i, int after)
{
	for (;;) {
		if (after ? i + 1 >= ta->n : i == 0)
			return UINT32_MAX;
		i = after ? i + 1 : i - 1;
		if (!(ta->v[i].flags & (TF_HIDDEN | TF_EXPANDED)))
			return i;
	}
}

/* Code added between a kept token and removed code that follows it
 * directly in the file (or that it directly follows) replaces that
 * code, as spatch attaches it: `...,` `+ .f = e` `- e` over `{ x, y }`
 * puts `.f = y` in the place of `y`, so that the comma before `y`, kept,
 * is not taken along with the removed last item.  Moves *ANCHOR
 * (*AFTER, *CF, *CL) from the kept side to the removed one. */
static void next_to_removed(const TokenArray *pta, const TokenArray *cta, const PMap *pm,
			    const PlusFrag *pf, uint32_t *anchor, int *after, uint32_t *cf,
			    uint32_t *cl)
{
	if (pta->v[*anchor].flags & TF_MINUS)
		return;
	uint32_t k = UINT32_MAX;
	if (*after) {
		for (uint32_t i = pf->last + 1; i < pta->n; i++)
			if (!(pta->v[i].flags & TF_PLUS)) {
				k = i;
				break;
			}
	} else {
		for (uint32_t i = pf->first; i-- > 0;)
			if (!(pta->v[i].flags & TF_PLUS)) {
				k = i;
				break;
			}
	}
	if (k >= pm->n || !(pta->v[k].flags & TF_MINUS) || pm->nf[k] > pm->nl[k] ||
	    pm->cf[k] > pm->cl[k] || pm->cl[k] >= cta->n)
		return;
	uint32_t c = *after ? *cl : *cf, near = next_printed(cta, c, *after);
	if (near != (*after ? pm->cf[k] : pm->cl[k]))
		return;
	*anchor = k;
	*after = !*after;
	*cf = pm->cf[k];
	*cl = pm->cl[k];
}

/* A pattern `}` I that matched no token of its own (the code's block
 * ends in a jump, `{ goto err; }`, and the pattern's `...` followed the
 * jump to the code that ends the path): it stands for the `}` that
 * closes the code's `{` matched by the pattern's `{` of the same block,
 * so code added beside it goes there, never dropped (dropping it leaves
 * an `if (x)` whose removed branch has nothing in its place).  Sets *CF
 * and *CL to that `}`; leaves them when there is none. */
static void brace_of_open(const TokenArray *pta, const TokenArray *cta, const PMap *pm,
			  uint32_t i, uint32_t *cf, uint32_t *cl)
{
	if (i >= pm->n || pta->v[i].kind != TK_RBRACE)
		return;
	uint32_t open = UINT32_MAX;
	int depth = 0;
	for (uint32_t k = i; k-- > 0;) {
		if (pta->v[k].flags & TF_PLUS)
			continue;
		if (pta->v[k].kind == TK_RBRACE)
			depth++;
		else if (pta->v[k].kind == TK_LBRACE && depth-- == 0) {
			open = k;
			break;
		}
	}
	if (open >= pm->n || pm->cf[open] != pm->cl[open] || pm->cf[open] >= cta->n ||
	    cta->v[pm->cf[open]].kind != TK_LBRACE)
		return;
	depth = 0;
	for (uint32_t c = pm->cf[open] + 1; c < cta->n; c++) {
		if (cta->v[c].flags & (TF_HIDDEN | TF_EXPANDED))
			continue;
		if (cta->v[c].kind == TK_LBRACE)
			depth++;
		else if (cta->v[c].kind == TK_RBRACE && depth-- == 0) {
			*cf = *cl = c;
			return;
		}
	}
}

/* Does `+' fragment PF stand beside `-' pattern code that removed C
 * code in this match (its place in the code is gone with it)?  On each
 * side, the nearest pattern token that matched code, past `-' tokens
 * that matched none (a block's `}' standing for a jump). */
static int replaces_removed(const TokenArray *pta, const PMap *pm, const PlusFrag *pf)
{
	for (int side = 0; side < 2; side++) {
		uint32_t i = side ? pf->last : pf->first;
		for (;;) {
			if (side ? ++i >= pta->n : i-- == 0)
				break;
			if (pta->v[i].flags & TF_PLUS)
				continue;
			if (i >= pm->n || !(pta->v[i].flags & TF_MINUS))
				break;
			if (pm->cf[i] <= pm->cl[i])
				return 1;
		}
	}
	return 0;
}

/* Added code that replaces removed code found no place in the file:
 * applying the rest of the match would drop it (an `if (x)' whose
 * branch was removed with nothing in its place), so the file fails,
 * unchanged, with a message. */
static void lose_added(Xform *xf, const TokenArray *pta, const PlusFrag *pf)
{
	if (!xf->lost)
		diag_at(DIAG_ERROR, pta->src, pta->v[pf->first].start,
			"code added here has no place in the matched code of %s; "
			"the file is left unchanged", xf->ta->src->path);
	xf->lost++;
}

/* Code added after a `{` whose next pattern item matched code that does
 * not follow the `{` in the file (the fields of a designated initializer
 * match in any order): it goes before that item's code, as spatch puts
 * it (`{` `+ .owner = THIS_MODULE,` `.read = f,` lands before `.read`,
 * wherever `.read` stands; code between `{` and `}` stays after the
 * `{`).  Moves *ANCHOR (*AFTER, *CF, *CL). */
static void after_open_brace(const TokenArray *pta, const TokenArray *cta, const PMap *pm,
			     const PlusFrag *pf, uint32_t *anchor, int *after, uint32_t *cf,
			     uint32_t *cl)
{
	if (!*after || pta->v[*anchor].kind != TK_LBRACE)
		return;
	uint32_t k = pf->last + 1;
	while (k < pta->n && (pta->v[k].flags & TF_PLUS))
		k++;
	/* an initializer's first element right after its `{': the code goes
	 * before that element, as before any other (spatch 1.1.1) */
	uint32_t before = *cl < cta->n ? next_printed(cta, *cl, 0) : UINT32_MAX;
	int init = before < cta->n && cta->v[before].kind == TK_ASSIGN;
	if (k >= pm->n || pta->v[k].kind == TK_ELLIPSIS || pta->v[k].kind >= TK_DOTS_OPEN_NEST ||
	    pta->v[k].kind == TK_RBRACE ||
	    pm->cf[k] > pm->cl[k] || pm->cl[k] >= cta->n ||
	    (next_printed(cta, *cl, 1) == pm->cf[k] && !init))
		return;
	*anchor = k;
	*after = 0;
	*cf = pm->cf[k];
	*cl = pm->cl[k];
}

static void edits_of_match(Xform *xf, const Env *e, int inner)
{
	const Rule *R = xf->xr.rule;
	Edits *ed = &xf->ed;
	const char *unit = xf->indent;
	const TokenArray *pta = &R->toks;
	const TokenArray *cta = xf->ta;
	Arena *a = xf->xr.scratch;
	PMap pm;
	pmap_build(&pm, a, (uint32_t)pta->n, e);

	/* removed and starred tokens */
	for (const TokMap *t = e->map; t; t = t->next) {
		if (t->c_first > t->c_last || t->anchor_only)
			continue;
		/* a map is removed (starred) when all its pattern tokens are:
		 * a nest or `...` that holds a starred line is not starred */
		int minus = 1, star = 1, any = 0;
		for (uint32_t i = t->p_first; i <= t->p_last && i < pta->n; i++) {
			uint16_t f = pta->v[i].flags;
			if (f & TF_PLUS)
				continue;
			any = 1;
			if (!(f & TF_MINUS))
				minus = 0;
			if (!(f & TF_STAR))
				star = 0;
		}
		if (!any || !(minus || star))
			continue;
		for (uint32_t c = t->c_first; c <= t->c_last && c < cta->n; c++)
			if (cta->v[c].kind != TK_EOF) {
				if (!ed->tokdel[c])
					vec_push(&ed->touched, c);
				ed->tokdel[c] = star ? 2 : 1;
			}
		ed->changed = 1;
	}

	/* added code */
	for (uint32_t f = 0; f < R->nfrags; f++) {
		const PlusFrag *pf = &R->frags[f];
		if (pf->anchor >= pm.n)
			continue;
		if (!inner && xf->in_nest[pf->anchor])
			continue;   /* added by the nest's occurrences */
		if (inner && !xf->in_nest[pf->anchor])
			continue;   /* added by the whole match, not each occurrence */
		uint32_t anchor = pf->anchor;
		int after = pf->after;
		uint32_t cf = pm.cf[anchor], cl = pm.cl[anchor];
		/* an anchor-only map widens the item for code added before its
		 * first token or after its last; code added on the other side
		 * of the token goes next to the token itself */
		if (pm.nf[anchor] <= pm.nl[anchor] &&
		    (after ? cl < pm.nl[anchor] : cf > pm.nf[anchor])) {
			cf = pm.nf[anchor];
			cl = pm.nl[anchor];
		}
		/* a construct an isomorphism reordered (neg_if swapping the
		 * branches of `if (E) S1 else S2'): code added after its last
		 * pattern token goes after the code of the whole construct,
		 * code added before its first token before the whole (code
		 * next to a removed token replaces it where it is) */
		if (cf <= cl && cl < cta->n && !(pta->v[anchor].flags & TF_MINUS))
			for (const TokMap *t = e->map; t; t = t->next) {
				if (t->anchor_only || t->c_first > t->c_last || t->c_last >= cta->n ||
				    t->c_first > cf || t->c_last < cl)
					continue;
				if (after && t->p_last == anchor && t->p_first < anchor && t->c_last > cl)
					cl = t->c_last;
				if (!after && t->p_first == anchor && t->p_last > anchor && t->c_first < cf)
					cf = t->c_first;
			}
		int dots = pta->v[anchor].kind == TK_ELLIPSIS;
		int comma_item = 0;
		if (after && (cf > cl || cl >= cta->n) && pta->v[anchor].kind == TK_COMMA &&
		    !(pta->v[anchor].flags & TF_MINUS)) {
			/* `b,` + code, where the code's last item b has no comma:
			 * the comma comes with the code, after b */
			uint32_t b = anchor;
			while (b-- > 0 && (pta->v[b].flags & TF_PLUS))
				;
			if (b < pm.n && pm.cf[b] <= pm.cl[b] && pm.cl[b] < cta->n &&
			    pta->v[b].kind != TK_ELLIPSIS && !ed->tokdel[pm.cl[b]]) {
				anchor = b;
				cf = pm.cf[b];
				cl = pm.cl[b];
				comma_item = 1;
			}
		}
		if (!dots && cf > cl)
			brace_of_open(pta, cta, &pm, anchor, &cf, &cl);
		if (!dots && cf > cl && matched_elsewhere(e, anchor))
			continue;   /* added by the match that found its item */
		if (dots || cf > cl || cl >= cta->n) {
			/* code added next to `...` (or to code that matched
			 * nothing) goes next to the code on the frag's other side */
			uint32_t k = UINT32_MAX;
			if (after) {
				for (uint32_t i = pf->last + 1; i < pta->n; i++)
					if (!(pta->v[i].flags & TF_PLUS) && pta->v[i].kind != TK_EOF) {
						k = i;
						break;
					}
			} else {
				for (uint32_t i = pf->first; i-- > 0;)
					if (!(pta->v[i].flags & TF_PLUS)) {
						k = i;
						break;
					}
			}
			if (k < pm.n && pm.cf[k] <= pm.cl[k] && pm.cl[k] < cta->n &&
			    pta->v[k].kind != TK_ELLIPSIS && pta->v[k].kind < TK_DOTS_OPEN_NEST) {
				if (after && pta->v[anchor].kind == TK_COMMA &&
				    !(pta->v[anchor].flags & TF_MINUS) &&
				    (pta->v[k].kind == TK_RBRACE || pta->v[k].kind == TK_RPAREN))
					/* `...,` + code before the list's end, where the
					 * code's last item has no comma: it gets one */
					comma_before_close(ed, cta, pm.cf[k], pf->first);
				anchor = k;
				after = !after;
				cf = pm.cf[k];
				cl = pm.cl[k];
			} else if (after && !dots && pta->v[anchor].kind == TK_COMMA) {
				/* `E,` + code, where the code has no comma after E
				 * (the last item of a list): after E's code */
				uint32_t b = anchor;
				while (b-- > 0 && (pta->v[b].flags & TF_PLUS))
					;
				if (b < pm.n && pm.cf[b] <= pm.cl[b] && pm.cl[b] < cta->n) {
					anchor = b;
					cf = pm.cf[b];
					cl = pm.cl[b];
				}
			}
		}
		if (cf > cl || cl >= cta->n) {
			if (replaces_removed(pta, &pm, pf))
				lose_added(xf, pta, pf);
			continue;
		}
		after_open_brace(pta, cta, &pm, pf, &anchor, &after, &cf, &cl);
		next_to_removed(pta, cta, &pm, pf, &anchor, &after, &cf, &cl);
		if (after && stands_for_brace(pta, cta, &pm, anchor))
			after = 0;   /* code after an implicit `return;` goes before the `}` */
		Add ad;
		ad.lone_if = 0;
		ad.stmts = match_plus_stmts(pta, pf->first, pf->last, &ad.lone_if);
		ad.comments = 1;
		for (uint32_t k = pf->first; k <= pf->last; k++)
			ad.comments &= pta->v[k].kind == TK_PLUS_COMMENT;
		ad.many = (pta->v[pf->first].flags & TF_PLUS_MANY) != 0;
		ad.lines = pretty_is_lines(pta, pf->first, pf->last);
		ad.opens_body = ad.lines && !after && pretty_opens_body(pta, pf->first, pf->last);
		ad.after = after;
		ad.anchor = after ? cl : cf;
		ad.matched = 0;
		for (const TokMap *t = e->map; t && !ad.matched; t = t->next)
			ad.matched = !t->anchor_only && t->c_first <= ad.anchor &&
				     ad.anchor <= t->c_last && t->c_last < cta->n;
		ad.item_cf = 1;
		ad.item_cl = 0;
		ad.branch = 0;
		{
			for (uint32_t k = 0; k < xf->nitems; k++) {
				const Node *it = xf->items[k];
				if (anchor < it->first || anchor > it->last || it->last >= pm.n)
					continue;
				ad.item_cf = pm.cf[it->first];
				ad.item_cl = pm.cl[it->last];
				/* the statement of the pattern around the anchor,
				 * when the item is a larger one (a function) */
				const Node *st = edge_stmt(pta, it, anchor, after,
							  (pta->v[anchor].flags & TF_MINUS) != 0, 0);
				if (st && st != it && st->last < pm.n &&
				    pm.cf[st->first] <= pm.cl[st->last] && pm.cl[st->last] < cta->n &&
				    pm.nf[st->first] <= pm.nl[st->first]) {
					ad.item_cf = pm.cf[st->first];
					ad.item_cl = pm.cl[st->last];
					ad.branch = pattern_branch(it, st, 0);
				}
			}
		}
		if (comma_item) {
			/* the item's comma; the code on a line of its own when
			 * the item starts its line */
			Add cm = ad;
			cm.lines = 0;
			cm.stmts = 0;
			cm.lone_if = 0;
			cm.inner = NULL;
			cm.comments = 0;
			cm.text = ",";
			cm.pfirst = pf->first;
			add_add(ed, cm);
			uint32_t f = ad.item_cf <= ad.item_cl ? ad.item_cf : cf;
			ad.lines = ad.lines || line_starts_at(cta, f);
		}
		ad.text = pretty_plus(a, pta, pf->first, pf->last, e, ad.lines, "", unit);
		ad.pfirst = pf->first;
		ad.brace_balance = 0;
		for (uint32_t k = pf->first; k <= pf->last && k < pta->n; k++)
			ad.brace_balance += (pta->v[k].kind == TK_LBRACE) - (pta->v[k].kind == TK_RBRACE);
		ad.rest = NULL;
		ad.inner = NULL;
		if (ad.lines && ad.stmts == 1 && pf->first + 1 < pf->last &&
		    pta->v[pf->first].kind == TK_LBRACE && pta->v[pf->last].kind == TK_RBRACE)
			ad.inner = pretty_plus(a, pta, pf->first + 1, pf->last - 1, e, 1, "", unit);
		if (ad.lines && ad.brace_balance > 0 && pf->first < pf->last &&
		    pta->v[pf->first].kind == TK_LBRACE)
			ad.rest = pretty_plus(a, pta, pf->first + 1, pf->last, e, 1, "", unit);
		if (ad.lines && after && ad.text[0] && pta->v[pf->last].kind == TK_RBRACE &&
		    toplevel_funcdef_end(xf->unit, ad.anchor)) {
			/* a function added after a function: a blank line between them,
			 * and one more per empty `+` line written before it */
			size_t blank = 1 + plus_blank_lines(pta, pf->first);
			size_t n = strlen(ad.text);
			char *x = arena_alloc(a, n + blank + 1);
			memset(x, '\n', blank);
			memcpy(x + blank, ad.text, n + 1);
			ad.text = x;
		}
		if (!ad.lines && ad.text[0] && !ed->tokdel[ad.anchor]) {
			/* words must not run together with the code beside them */
			const Token *at = &cta->v[ad.anchor];
			const char *ct = cta->src->text;
			size_t n = strlen(ad.text);
			if (after && at->end > at->start &&
			    ((ch_is_word(ct[at->end - 1]) && ch_is_word(ad.text[0])) ||
			     opens_binary_after(ct[at->end - 1], ad.text))) {
				char *x = arena_alloc(a, n + 2);
				x[0] = ' ';
				memcpy(x + 1, ad.text, n + 1);
				ad.text = x;
			} else if (!after && at->end > at->start && ch_is_word(ct[at->start]) &&
				   ch_is_word(ad.text[n - 1])) {
				char *x = arena_alloc(a, n + 2);
				memcpy(x, ad.text, n);
				x[n] = ' ';
				x[n + 1] = 0;
				ad.text = x;
			} else if (!after && ad.text[n - 1] == ',') {
				char *x = arena_alloc(a, n + 2);
				memcpy(x, ad.text, n);
				x[n] = ' ';
				x[n + 1] = 0;
				ad.text = x;
			}
		}
		add_add(ed, ad);
	}
}

/* The edits of E and of the matches inside it (nest occurrences), each
 * with its own bindings. */
static void edits_with_subs(Xform *xf, const Env *e, int depth)
{
	if (getenv("LADYBUG_DEBUG_MATCH")) {
		int nm = 0, ns = 0;
		for (const TokMap *t = e->map; t; t = t->next)
			nm++;
		for (const SubEnv *s = e->subs; s; s = s->next)
			ns++;
		fprintf(stderr, "match: depth %d, %u bindings, %d maps, %d inner\n", depth,
			(unsigned)e->nb, nm, ns);
		env_print(stderr, e);
		for (const TokMap *t = e->map; t; t = t->next)
			fprintf(stderr, "  map p %u-%u -> c %u-%u%s\n", t->p_first, t->p_last, t->c_first, t->c_last, t->anchor_only ? " (anchor)" : "");
	}
	edits_of_match(xf, e, depth > 0);
	if (depth > 100)
		return;
	for (const SubEnv *s = e->subs; s; s = s->next)
		edits_with_subs(xf, xf->xr.complete ? xf->xr.complete(xf->xr.ctx, s->e) : s->e, depth + 1);
}

/* The printed token before token I (I itself when none). */
static uint32_t printed_before(const TokenArray *ta, uint32_t i)
{
	uint32_t h = i;
	while (h > 0) {
		h--;
		if (!(ta->v[h].flags & (TF_HIDDEN | TF_EXPANDED)))
			return h;
	}
	return i;
}

/* The last token of the header of the body that starts at I: the
 * printed token before it, passing over conditionals' lines (`else
 * #if 1 body'). */
static uint32_t header_end(const TokenArray *ta, uint32_t i)
{
	uint32_t h = i;
	while (h > 0) {
		h--;
		const Token *t = &ta->v[h];
		if (!(t->flags & (TF_HIDDEN | TF_EXPANDED | TF_IN_PP)) &&
		    !(t->kind >= TK_PP_DEFINE && t->kind <= TK_PP_SKIPPED))
			return h;
	}
	return printed_before(ta, i);
}

/* Does added code take the place of some of tokens I..J? */
static int adds_within(const Edits *ed, uint32_t i, uint32_t j)
{
	for (size_t k = 0; k < ed->adds.n; k++)
		if (ed->adds.v[k].anchor >= i && ed->adds.v[k].anchor <= j)
			return 1;
	return 0;
}

/* Does a comment line stand between statement end J (`;' or `}') and
 * the statement that starts the next line, both in a block that stays
 * (DEL: per token, nonzero when removed)?  When code is added in place
 * of the removed code before it, removed code on both sides is two runs
 * then: the comment stays after the replaced code and does not go with
 * the removal that follows (a comment between two removals goes).  Inside one statement removed as a whole
 * (the block around J is removed too) a comment splits nothing: `- S'
 * `+ S' keeps S, comments and all. */
static int comment_between_stmts(const TokenArray *ta, const uint8_t *del, uint32_t j)
{
	if (j + 1 >= ta->n || (ta->v[j].kind != TK_SEMI && ta->v[j].kind != TK_RBRACE) ||
	    !(ta->v[j + 1].flags & TF_BOL) ||
	    !edit_has_comment(ta->src->text, ta->v[j].end, ta->v[j + 1].start))
		return 0;
	long depth = 0;
	for (long k = j; k >= 0; k--) {
		if (ta->v[k].kind == TK_RBRACE)
			depth++;   /* (J's own `}' closes a block inside) */
		else if (ta->v[k].kind == TK_LBRACE && depth-- == 0)
			return !del[k];
	}
	return 1;
}

/* The statements that are the whole body of an if, else or loop (not a
 * block), with their headers (see Body). */

static void lone_bodies(const TokenArray *ta, const Node *n, BodyVec *out, int depth)
{
	if (!n || depth > 5000)
		return;
	for (uint32_t i = 0; i < n->n; i++) {
		const Node *k = n->kid[i];
		if (!k)
			continue;
		int is_body = ast_body_kid(n->kind, i) && ast_is_stmt(k->kind) && k->kind != S_BLOCK;
		if (is_body && k->first > 0) {
			Body b = { k->first, k->last, header_end(ta, k->first), n->first };
			if (n->kind == S_DO)
				b.hdr = n->first;
			else if (n->kind == S_IF && i == 2)
				b.head = b.hdr;   /* the `else` */
			vec_push(out, b);
		}
		lone_bodies(ta, k, out, depth + 1);
	}
}

static int body_cmp(const void *a, const void *b)
{
	const Body *x = a, *y = b;
	if (x->first != y->first)
		return x->first < y->first ? -1 : 1;
	return (x->last > y->last) - (x->last < y->last);
}

/* The lone body that is tokens FIRST..LAST, or NULL. */
static const Body *lone_body(const BodyVec *bv, uint32_t first, uint32_t last)
{
	Body key = { first, last, 0, 0 };
	return bv->n ? bsearch(&key, bv->v, bv->n, sizeof key, body_cmp) : NULL;
}

/* Does an iterator statement of UNIT (`for_each_x(a, b) S') start at
 * C token I? */
static int iterator_at(const Node *unit, uint32_t i)
{
	const Node *n = unit;
	for (int depth = 0; n && depth < 3000; depth++) {
		if (n->kind == S_ITERATOR && n->first == i)
			return 1;
		const Node *in = NULL;
		for (uint32_t k = 0; k < n->n && !in; k++) {
			const Node *c = n->kid[k];
			if (c && c->first <= i && i <= c->last)
				in = c;
		}
		n = in;
	}
	return 0;
}

/* The lone body whose first token is FIRST, a keyword of the statement
 * itself (`return', `if', `while'...; not the start of an expression)
 * or an iterator's name, and that goes on past LAST, or NULL. */
static const Body *lone_body_from(const TokenArray *ta, const Node *unit, const BodyVec *bv,
				  uint32_t first, uint32_t last)
{
	if (first >= ta->n || (ta->v[first].kind != TK_KEYWORD && !iterator_at(unit, first)))
		return NULL;
	for (size_t b = 0; b < bv->n; b++)
		if (bv->v[b].first == first && bv->v[b].last > last)
			return &bv->v[b];
	return NULL;
}

/* Is token I the keyword of an if, loop or switch header, or the name
 * of an iterator (a loop too)? */
static int header_keyword(const TokenArray *ta, const Node *unit, uint32_t i)
{
	const Token *t = &ta->v[i];
	if (t->kind != TK_KEYWORD || !t->id)
		return iterator_at(unit, i);
	int kw = t->id->kw;
	return kw == KW_IF || kw == KW_WHILE || kw == KW_FOR || kw == KW_SWITCH;
}

/* Lines AD added before a lone body of an if or loop that open a block
 * around it (`+ {` ... `+ }`): the `{` goes at the end of the header's
 * line, the rest on lines before the body, as spatch does.  Returns 1
 * when so issued, 0 when AD is no such addition. */
static int opens_lone_body(EditSet *es, const BodyVec *bodies, const Add *ad,
			   const EditOrigin *why)
{
	for (size_t b = 0; b < bodies->n; b++) {
		const Body *bd = &bodies->v[b];
		if (ad->after ? ad->anchor != bd->hdr : ad->anchor != bd->first)
			continue;
		edit_insert(es, bd->hdr, EDIT_AFTER, EDIT_INLINE, " {", 2, why);
		if (*ad->rest)
			edit_insert_keyed(es, bd->first, EDIT_BEFORE, EDIT_LINES, ad->rest,
					  strlen(ad->rest), why,
					  ((uint64_t)ad->item_cf << 32) | ad->item_cl);
		return 1;
	}
	return 0;
}

/* The toplevel item of UNIT that starts at token I, or NULL. */
static const Node *toplevel_at(const Node *unit, uint32_t i)
{
	const Node *k = ast_toplevel_holding(unit, i);
	return k && k->first == i ? k : NULL;
}

/* ---- prototypes follow their function's header ------------------------ */

/* As spatch's `prototypes' isomorphism: when a match changes the header
 * of a function definition (its return type, name or parameters), the
 * prototypes of that function in the same file change the same way.
 * The header of the definition and that of a prototype are paired token
 * by token (HeaderPair), and what the match removes or adds in the first
 * is removed or added at the paired tokens of the second. */

/* The declarator that attributes (`f(int a) __attribute__((x))`) go
 * with, or NULL. */
static const Node *declarator_under_attrs(const Node *d)
{
	for (uint32_t i = 0; i < d->n; i++)
		if (d->kid[i] && d->kid[i]->kind != T_ATTRS)
			return d->kid[i];
	return NULL;
}

/* The last token of a function declarator (the `)` of its parameters)
 * and its name token, for a declarator of the form NAME(...) under
 * pointers; 0 if it is not one. */
static int func_declarator(const Node *d, uint32_t *name, uint32_t *end, int depth)
{
	while (d && depth++ < 100) {
		if (d->kind == DR_FUNC) {
			const Node *id = d->n ? d->kid[0] : NULL;
			if (!id || id->kind != DR_IDENT || !id->name)
				return 0;
			*name = id->first;
			*end = d->last;
			return 1;
		}
		if (d->kind == DR_POINTER)
			d = d->n > 1 ? d->kid[1] : NULL;
		else if (d->kind == DR_ATTR)
			d = declarator_under_attrs(d);
		else if (d->kind == D_INIT_DECLARATOR)
			d = d->n ? d->kid[0] : NULL;
		else
			return 0;
	}
	return 0;
}

static int is_word_tok(const Token *t)
{
	return t->kind == TK_IDENT || t->kind == TK_TYPEDEF_NAME;
}

static int skip_tok(const Token *t)
{
	return (t->flags & (TF_HIDDEN | TF_EXPANDED)) != 0;
}

static int storage_word(const Token *t)
{
	static const char *const words[] = {"static", "extern", "inline", "__inline", "__inline__"};
	if (!t->id)
		return 0;
	for (size_t i = 0; i < sizeof words / sizeof *words; i++)
		if (strcmp(t->id->name, words[i]) == 0)
			return 1;
	return 0;
}

/* Pair the header tokens of definition D (FIRST..DEND, name DNAME) with
 * those of prototype P (PFIRST..PEND, name PNAME): MAP[t - FIRST] gets
 * the token of P for token t of D, or UINT32_MAX.  Type words before
 * the names pair from the name backwards as long as they agree;
 * parameters pair one by one, their tokens left to right, where names
 * may differ or be missing in P.  Returns 0 when the two do not fit. */
static int pair_header(const TokenArray *ta, uint32_t first, uint32_t dname, uint32_t dend,
		       uint32_t pfirst, uint32_t pname, uint32_t pend, uint32_t *map)
{
	for (uint32_t t = first; t <= dend; t++)
		map[t - first] = UINT32_MAX;
	map[dname - first] = pname;
	uint32_t i0 = dname, j0 = pname;
	while (i0 > first && j0 > pfirst) {
		uint32_t i = i0 - 1, j = j0 - 1;
		while (i > first && skip_tok(&ta->v[i]))
			i--;
		while (j > pfirst && skip_tok(&ta->v[j]))
			j--;
		if (!tokens_equal(ta, i, i, ta, j, j))
			break;
		map[i - first] = j;
		i0 = i;
		j0 = j;
	}
	/* what stays unpaired before the names may only be storage words */
	for (uint32_t i = first; i < i0; i++)
		if (!skip_tok(&ta->v[i]) && !storage_word(&ta->v[i]))
			return 0;
	for (uint32_t j = pfirst; j < j0; j++)
		if (!skip_tok(&ta->v[j]) && !storage_word(&ta->v[j]))
			return 0;
	uint32_t i = dname + 1, j = pname + 1;
	int depth = 0;
	while (i <= dend && j <= pend) {
		const Token *a = &ta->v[i], *b = &ta->v[j];
		if (skip_tok(a)) {
			i++;
			continue;
		}
		if (skip_tok(b)) {
			j++;
			continue;
		}
		int aend = depth == 1 && (a->kind == TK_COMMA || a->kind == TK_RPAREN);
		int bend = depth == 1 && (b->kind == TK_COMMA || b->kind == TK_RPAREN);
		if (tokens_equal(ta, i, i, ta, j, j) || (is_word_tok(a) && is_word_tok(b))) {
			depth += a->kind == TK_LPAREN || a->kind == TK_LBRACK;
			depth -= a->kind == TK_RPAREN || a->kind == TK_RBRACK;
			map[i - first] = j;
			i++;
			j++;
		} else if (is_word_tok(a) && bend) {
			i++;        /* a parameter name that P does not write */
		} else {
			return 0;
		}
		(void)aend;
	}
	return i > dend && j > pend;
}

/* `NAME (params);` with no return type, which reads as a macro use:
 * its name token and the `)` closing the parameters, which must be
 * followed by the final `;`. */
static int macro_proto(const TokenArray *ta, const Node *P, uint32_t *name, uint32_t *end)
{
	uint32_t i = P->first;
	while (i < P->last && !(ta->v[i].id == P->name && ta->v[i + 1].kind == TK_LPAREN))
		i++;
	if (i >= P->last)
		return 0;
	int depth = 0;
	for (uint32_t j = i + 1; j <= P->last; j++) {
		depth += ta->v[j].kind == TK_LPAREN;
		depth -= ta->v[j].kind == TK_RPAREN;
		if (depth == 0) {
			*name = i;
			*end = j;
			return j + 1 == P->last && ta->v[P->last].kind == TK_SEMI;
		}
	}
	return 0;
}

/* The prototypes of the function that definition D defines: toplevel
 * declarations of that one name with a parameter list and no body. */
static void mirror_one(Xform *xf, const Node *D, uint32_t dname, uint32_t dend, size_t nadds)
{
	Edits *ed = &xf->ed;
	const TokenArray *ta = xf->ta;
	const Node *unit = xf->unit;
	uint32_t *map = xmalloc((dend - D->first + 1) * sizeof *map);
	int gone = 1;   /* every token of the definition removed */
	for (uint32_t u = D->first; u <= D->last && gone; u++)
		gone = ed->tokdel[u] == 1 || (ta->v[u].flags & TF_HIDDEN) || ta->v[u].kind == TK_EOF;
	for (uint32_t k = 0; k < unit->n; k++) {
		const Node *P = unit->kid[k];
		uint32_t pname, pend;
		if (P && P->kind == D_DECL && P->n == 2 && P->kid[1]) {
			if (!func_declarator(P->kid[1], &pname, &pend, 0) ||
			    ta->v[pname].id != ta->v[dname].id)
				continue;
		} else if (!(P && P->kind == D_MACRO_DECL && P->name == ta->v[dname].id &&
			     macro_proto(ta, P, &pname, &pend))) {
			continue;
		}
		if (gone) {
			/* the function removed whole: its prototypes go too,
			 * storage class and all, whatever their parameters
			 * (spatch 1.1.1) */
			for (uint32_t u = P->first; u <= P->last; u++)
				if (!ed->tokdel[u] && !(ta->v[u].flags & TF_HIDDEN)) {
					ed->tokdel[u] = 1;
					vec_push(&ed->touched, u);
				}
			continue;
		}
		if (!pair_header(ta, D->first, dname, dend, P->first, pname, pend, map))
			continue;
		size_t nt = ed->touched.n;
		for (size_t x = 0; x < nt; x++) {
			uint32_t t = ed->touched.v[x];
			if (t < D->first || t > dend || ed->tokdel[t] != 1)
				continue;
			uint32_t u = map[t - D->first];
			if (u != UINT32_MAX && !ed->tokdel[u]) {
				ed->tokdel[u] = 1;
				vec_push(&ed->touched, u);
			}
		}
		uint32_t brace = D->n > 3 && D->kid[3] ? D->kid[3]->first : UINT32_MAX;
		for (size_t x = 0; x < nadds; x++) {
			Add ad = ed->adds.v[x];
			if (ad.anchor == brace && ed->tokdel[brace] && ed->tokdel[dend] == 1) {
				/* `- f(old) {` `+ f(new) {`: the header without the
				 * brace replaces the prototype's */
				size_t n = strlen(ad.text);
				while (n && (ad.text[n - 1] == ' ' || ad.text[n - 1] == '\n'))
					n--;
				if (!n || ad.text[n - 1] != '{')
					continue;
				n--;
				while (n && (ad.text[n - 1] == ' ' || ad.text[n - 1] == '\n'))
					n--;
				ad.text = arena_strndup(xf->xr.scratch, ad.text, n);
				ad.anchor = dend;
				ad.after = 1;
			}
			if (ad.anchor < D->first || ad.anchor > dend)
				continue;
			uint32_t t = ad.anchor, u = map[t - D->first];
			/* an unpaired token (a name P does not write): the
			 * nearest paired one on the side the code goes */
			while (u == UINT32_MAX && (ad.after ? t > D->first : t < dend)) {
				t = ad.after ? t - 1 : t + 1;
				u = map[t - D->first];
			}
			if (u == UINT32_MAX)
				continue;
			ad.anchor = u;
			ad.item_cf = 1;
			ad.item_cl = 0;
			ad.matched = 0;
			add_add(ed, ad);
		}
	}
	xfree(map);
}

/* Mirror on the prototypes what the current match (ED, before it is
 * issued) does to function headers. */
static void mirror_prototypes(Xform *xf)
{
	Edits *ed = &xf->ed;
	const Node *unit = xf->unit;
	if (!xf->xr.prototypes || !unit || (!ed->touched.n && !ed->adds.n))
		return;
	size_t nadds = ed->adds.n;
	const Node *done[8];
	size_t ndone = 0;
	for (size_t k = 0; k < ed->touched.n + nadds && ndone < 8; k++) {
		uint32_t t = k < ed->touched.n ? ed->touched.v[k] : ed->adds.v[k - ed->touched.n].anchor;
		if (k < ed->touched.n && ed->tokdel[t] != 1)
			continue;
		const Node *D = ast_toplevel_holding(unit, t);
		if (!D || D->kind != D_FUNCDEF || D->n < 2)
			continue;
		uint32_t dname, dend;
		if (!func_declarator(D->kid[1], &dname, &dend, 0) || t > dend)
			continue;
		int seen = 0;
		for (size_t k = 0; k < ndone; k++)
			seen |= done[k] == D;
		if (seen)
			continue;
		done[ndone++] = D;
		mirror_one(xf, D, dname, dend, nadds);
	}
}

typedef VEC(char) CharVec;

static int is_expr_kind(int k)
{
	return k >= E_IDENT && k <= E_GENERIC_ASSOC;
}

/* The node of N that spans C tokens I..J exactly (the outermost such),
 * with its parent and its index there; NULL when none does. */
static const Node *span_node(const Node *n, uint32_t i, uint32_t j, const Node **parent,
			     uint32_t *idx)
{
	for (int depth = 0; n && depth < 3000; depth++) {
		const Node *in = NULL;
		uint32_t at = 0;
		for (uint32_t k = 0; k < n->n; k++) {
			const Node *c = n->kid[k];
			if (c && c->first <= i && j <= c->last && c->first <= c->last) {
				in = c;
				at = k;
				break;
			}
		}
		if (!in)
			return NULL;
		if (in->first == i && in->last == j) {
			*parent = n;
			*idx = at;
			return in;
		}
		n = in;
	}
	return NULL;
}

/* How tightly an expression must hold together to stand as kid IDX of
 * P without parentheses (pretty_expr_level's scale); TOP, the loosest
 * operator of the expression that would stand there (see
 * pretty_expr_level), lets `a && (b && c)' go without. */
static int level_needed(const Node *p, uint32_t idx, int top)
{
	switch (p->kind) {
	case E_UNARY: case E_PREFIX: case E_SIZEOF_EXPR:
		return 13;
	case E_CAST:
		return idx == 1 ? 13 : 0;
	case E_POSTFIX:
		return 14;
	case E_MEMBER: case E_INDEX: case E_CALL:
		return idx == 0 ? 14 : p->kind == E_CALL ? 1 : 0;
	case E_BINARY: {
		static const struct { int tk, ch, lv; } ops[] = {
			{ TK_STAR, '*', 12 }, { TK_SLASH, '/', 12 }, { TK_PERCENT, '%', 12 },
			{ TK_PLUS, '+', 11 }, { TK_MINUS, '-', 11 }, { TK_SHL, '<', 10 },
			{ TK_SHR, '>', 10 }, { TK_LT, '<', 9 }, { TK_GT, '>', 9 }, { TK_LE, '<', 9 },
			{ TK_GE, '>', 9 }, { TK_EQ, '=', 8 }, { TK_NE, '!', 8 }, { TK_AMP, '&', 7 },
			{ TK_CARET, '^', 6 }, { TK_PIPE, '|', 5 }, { TK_ANDAND, 'A', 4 },
			{ TK_OROR, 'O', 3 } };
		for (size_t k = 0; k < sizeof ops / sizeof *ops; k++)
			if (ops[k].tk == (int)p->op) {
				if (idx == 0)
					return ops[k].lv;
				int assoc = strchr("&^|AO", ops[k].ch) && top == ops[k].ch;
				return ops[k].lv + !assoc;
			}
		return 14;   /* an operator metavariable's: any */
	}
	case E_ASSIGN:
		return idx == 0 ? 13 : 1;
	case E_COND:
		return idx == 0 ? 3 : idx == 1 ? 0 : 2;
	case E_COMMA:
		return idx == 0 ? 0 : 1;
	case L_ARGS: case I_LIST:
		return 1;
	}
	return 0;
}

/* Added code TXT that takes the place of the C expression I..J: in
 * parentheses when it would not hold together where that expression
 * stood (`!(x & M)' with `(x & M)' replaced by `x & M'). */
static void paren_in_place(const Node *unit, uint32_t i, uint32_t j, CharVec *txt)
{
	const Node *parent = NULL;
	uint32_t idx = 0;
	const Node *n = span_node(unit, i, j, &parent, &idx);
	if (!n || !parent || !is_expr_kind(n->kind) || !txt->n)
		return;
	int top;
	int lv = pretty_expr_level(txt->v, txt->n, &top);
	if (lv >= level_needed(parent, idx, top))
		return;
	vec_grow(txt, txt->n + 2);
	memmove(txt->v + 1, txt->v, txt->n);
	txt->v[0] = '(';
	txt->v[txt->n + 1] = ')';
	txt->n += 2;
}

/* Added code TXT, starting with a word, that takes the place of the C
 * code from token I on, written right after a `)' (a cast's, a
 * condition's): a blank parts them, as spatch prints them (`(u32)
 * bar(x)', `if (x) baz(x);'). */
static void space_after_paren(const TokenArray *ta, uint32_t i, CharVec *txt)
{
	if (!txt->n || !ch_is_word(txt->v[0]) || i == 0 || ta->v[i - 1].kind != TK_RPAREN ||
	    ta->v[i - 1].end != ta->v[i].start)
		return;
	vec_grow(txt, txt->n + 1);
	memmove(txt->v + 1, txt->v, txt->n);
	txt->v[0] = ' ';
	txt->n++;
}

/* Is TEXT (LEN bytes) the source of tokens I..J of TA as written, the
 * blanks between them too?  (Code printed again with other blanks is a
 * change, as spatch makes it; a file whose changes come to blanks only
 * is left as it was, see the engine.) */
static int same_code(const TokenArray *ta, uint32_t i, uint32_t j, const char *text, size_t len)
{
	size_t a = ta->v[i].start, ae = ta->v[j].end;
	return ae - a == len && !memcmp(ta->src->text + a, text, len);
}

/* Tokens I..J that the match numbered MATCH removes (not those it only
 * stars). */
static void note_removed(Xform *xf, const Edits *ed, uint32_t i, uint32_t j, uint32_t match)
{
	for (uint32_t k = i; k <= j; k++) {
		if (ed->tokdel[k] != 1)
			continue;
		uint32_t *r = &xf->removed_by[k];
		*r = !*r || *r == match ? match : UINT32_MAX;
	}
}

/* The function definition of UNIT (or a block of it) that holds token
 * T, or NULL. */
static const Node *function_at(const Node *unit, uint32_t t)
{
	for (uint32_t i = 0; unit && i < unit->n; i++) {
		const Node *k = unit->kid[i];
		if (k && k->kind == D_FUNCDEF && k->first <= t && t <= k->last)
			return k;
	}
	return NULL;
}

/* Does the match remove the declaration of a local variable that a
 * `#define' inside the same function still names?  The macro's uses
 * would no longer compile, and no path the match checked shows them
 * (directives are no code of the control flow), so the match is not
 * applied: the variable, its declaration and its uses stay. */
static int removes_name_of_define(const Xform *xf, const Edits *ed)
{
	const TokenArray *ta = xf->ta;
	for (size_t x = 0; x < ed->touched.n; x++) {
		uint32_t i = ed->touched.v[x];
		if (ed->tokdel[i] != 1 || ta->v[i].kind != TK_IDENT || !ta->v[i].id ||
		    (ta->v[i].flags & TF_IN_PP) || i == 0 || i + 1 >= ta->n)
			continue;
		/* a declarator name: after a type word or `*', before `=' or `;' */
		int nk = ta->v[i + 1].kind, pk = ta->v[i - 1].kind;
		if ((nk != TK_ASSIGN && nk != TK_SEMI) ||
		    (pk != TK_IDENT && pk != TK_KEYWORD && pk != TK_TYPEDEF_NAME && pk != TK_STAR))
			continue;
		const Node *fn = function_at(xf->unit, i);
		if (!fn)
			continue;
		for (uint32_t k = fn->first; k <= fn->last && k < ta->n; k++)
			if ((ta->v[k].flags & TF_IN_PP) && ta->v[k].id == ta->v[i].id &&
			    ed->tokdel[k] != 1)
				return 1;
	}
	return 0;
}

/* Hand what one match asks to the edit module, then clear it for the
 * next match.  Edits of different matches that touch the same tokens
 * differently are conflicts, which the edit module reports. */
static void issue_edits(Xform *xf)
{
	Edits *ed = &xf->ed;
	EditSet *es = xf->es;
	const BodyVec *bodies = &xf->bodies;
	const TokenArray *ta = xf->ta;
	const EditOrigin why = xf->why;
	if (removes_name_of_define(xf, ed)) {
		for (size_t x = 0; x < ed->touched.n; x++)
			ed->tokdel[ed->touched.v[x]] = 0;
		ed->touched.n = 0;
		ed->adds.n = 0;
		return;
	}
	uint32_t match = edit_match_begin(es);
	/* context mode: whole lines of starred code */
	size_t nt = ed->touched.n;
	for (size_t x = 0; x < nt; x++) {
		uint32_t i = ed->touched.v[x];
		if (ed->tokdel[i] != 2)
			continue;
		/* physical lines: a #define's continued lines are lines of
		 * their own */
		uint32_t s = i, e = i;
		while (s > 0 && !(ta->v[s].flags & TF_BOL) && !newline_before(ta, s))
			s--;
		while (e + 1 < ta->n && !(ta->v[e + 1].flags & TF_BOL) && ta->v[e + 1].kind != TK_EOF &&
		       !newline_before(ta, e + 1))
			e++;
		for (uint32_t k = s; k <= e; k++)
			if (!ed->tokdel[k]) {
				ed->tokdel[k] = 3;
				vec_push(&ed->touched, k);
			}
	}
	split_multi_decl_edits(ta, ed);
	if (ed->touched.n > 1)
		qsort(ed->touched.v, ed->touched.n, sizeof *ed->touched.v, u32_cmp);
	fill_hidden_gaps(ta, xf->unit, ed);
	/* runs of removed tokens, and the added code that replaces them */
	uint8_t *used = xcalloc(ed->adds.n + 1, 1);
	for (size_t x = 0; x < ed->touched.n; x++) {
		uint32_t i = ed->touched.v[x];
		if (x > 0 && ed->touched.v[x - 1] == i)
			continue;
		uint32_t j = i;
		while (x + 1 < ed->touched.n && (ed->touched.v[x + 1] == j + 1 || ed->touched.v[x + 1] == j)) {
			if (ed->touched.v[x + 1] == j + 1 && adds_within(ed, i, j) &&
			    comment_between_stmts(ta, ed->tokdel, j))
				break;
			j = ed->touched.v[x + 1];
			x++;
		}
		CharVec txt = {0};
		int lines = 0, any = 0, own = 0, lone_if = 0, comments = 1, branch = 0;
		uint32_t stmts = 0, nadd = 0;
		const char *inner = NULL;
		for (size_t k = 0; k < ed->adds.n; k++) {
			const Add *ad = &ed->adds.v[k];
			if (ad->anchor < i || ad->anchor > j)
				continue;
			used[k] = 1;
			own |= ad->item_cf == i && ad->item_cl == j;
			branch |= ad->branch;
			stmts += ad->stmts;
			comments &= ad->comments;
			if (ad->stmts)
				lone_if = ad->lone_if;
			inner = ad->inner;
			nadd++;
			if (any)
				vec_push(&txt, ad->lines || lines ? '\n' : ' ');
			size_t n = strlen(ad->text);
			vec_grow(&txt, n + 1);
			memcpy(txt.v + txt.n, ad->text, n);
			txt.n += n;
			lines |= ad->lines;
			any = 1;
		}
		if (any) {
			/* code that replaces part of a line stays inline */
			if (lines && (!(ta->v[i].flags & TF_BOL) ||
				      (j + 1 < ta->n && !(ta->v[j + 1].flags & TF_BOL) &&
				       ta->v[j + 1].kind != TK_EOF)) &&
			    !memchr(txt.v, '\n', txt.n))
				lines = 0;
			if (!lines && nadd == 1)
				paren_in_place(xf->unit, i, j, &txt);
			if (!lines && !ed->tokdel[i - (i > 0)])
				space_after_paren(ta, i, &txt);
			if (same_code(ta, i, j, txt.v, txt.n)) {
				/* the added code is the removed code again: it stays as
				 * context, so an overlapping match does not conflict;
				 * its lines are laid out as printed again */
				edit_same(es, i, j);
				vec_free(&txt);
				continue;
			}
			note_removed(xf, ed, i, j, match);
			const Body *bd = lines && own ? lone_body(bodies, i, j) : NULL;
			if (bd && comments) {
				/* comments alone are no body: the body is left
				 * empty `{}` as with nothing added, after them */
				vec_push(&txt, '\n');
				vec_push(&txt, '{');
				vec_push(&txt, '}');
			}
			if (bd && nadd == 1 && inner) {
				/* a block in the place of a lone body: its braces
				 * are the body's, the `{` on the header's line */
				edit_replace(es, i, j, inner, strlen(inner), EDIT_LINES, &why);
				edit_brace_body(es, bd->hdr, bd->first, bd->last, bd->head, &why);
				vec_free(&txt);
				continue;
			}
			/* added code in the place of the keyword that starts a
			 * lone body, the rest of it kept (`- return' `+ return
			 * -1 +', `- while (E)' `+ while (!E)'): the body gets
			 * braces, as spatch; a new if or loop header opens them
			 * itself, `{' first, at the indentation of the header
			 * around it, the `}' after the body */
			const Body *pb = !bd && !comments ? lone_body_from(ta, xf->unit, bodies, i, j) : NULL;
			int open_here = pb && header_keyword(ta, xf->unit, i);
			if (open_here) {
				vec_grow(&txt, 1);
				memmove(txt.v + 1, txt.v, txt.n);
				txt.v[0] = '{';
				txt.n++;
			}
			size_t cut = txt.n;
			if (bd && branch && lines && stmts > 1 && !open_here) {
				/* the pattern's body is its first statement; the
				 * others follow the if or loop, at its indentation */
				for (size_t k = 0; k + 1 < txt.n; k++)
					if (txt.v[k] == '\n' && txt.v[k + 1] != ' ' &&
					    txt.v[k + 1] != '\t' && txt.v[k + 1] != '\n' &&
					    txt.v[k + 1] != '}') {
						cut = k;
						break;
					}
			}
			edit_replace(es, i, j, txt.v, cut, lines ? EDIT_LINES : EDIT_INLINE, &why);
			if (cut < txt.n)
				edit_insert(es, bd->last, EDIT_AFTER, EDIT_LINES, txt.v + cut + 1,
					    txt.n - cut - 1, &why);
			if (open_here) {
				if (ta->v[i].flags & TF_BOL)
					edit_indent_line_like(es, i, pb->head);
				else if (j + 1 <= pb->last)
					edit_reindent(es, j + 1, pb->last, xf->indent);
				edit_close_brace(es, pb->last, pb->head, &why);
			} else if (pb) {
				edit_brace_body(es, pb->hdr, pb->first, pb->last, pb->head, &why);
			}
			/* several statements in the place of a lone body, or an
			 * if without else (it would take the else that follows):
			 * braces; one statement, even of several lines, takes the
			 * body's place as it is (as spatch); none when the
			 * pattern itself writes the body of its if or loop
			 * there (`if (E) - S + a(); + b();'): its code as it is */
			int braces = comments ? 0 : stmts ? stmts > 1 || lone_if :
					       memchr(txt.v, '\n', txt.n) != NULL;
			if (bd && braces && !branch)
				edit_brace_body(es, bd->hdr, bd->first, bd->last, bd->head, &why);
		} else {
			note_removed(xf, ed, i, j, match);
			for (uint32_t k = i; k <= j; k++)
				if (!ed->pending[k]) {
					ed->pending[k] = ed->tokdel[k] >= 2 ? 2 : 1;
					vec_push(&ed->pend, k);
				}
		}
		vec_free(&txt);
	}
	for (size_t x = 0; x < ed->adds.n; x++) {
		if (used[x])
			continue;
		const Add *ad = &ed->adds.v[x];
		if (ad->rest && opens_lone_body(es, bodies, ad, &why))
			continue;
		if (ad->many)
			edit_insert_stacked(es, ad->anchor, ad->after ? EDIT_AFTER : EDIT_BEFORE,
					    ad->lines ? EDIT_LINES : EDIT_INLINE, ad->text,
					    strlen(ad->text), &why,
					    ((uint64_t)ad->item_cf << 32) | ad->item_cl);
		else {
			size_t n0 = edit_count(es);
			edit_insert_keyed(es, ad->anchor, ad->after ? EDIT_AFTER : EDIT_BEFORE,
					  ad->lines ? EDIT_LINES : EDIT_INLINE, ad->text,
					  strlen(ad->text), &why,
					  ((uint64_t)ad->item_cf << 32) | ad->item_cl);
			if (ad->matched)
				edit_anchor_matched(es);
			const Node *top = !ad->after && ad->lines ? toplevel_at(xf->unit, ad->anchor) : NULL;
			if (top && (top->kind == D_FUNCDEF || top->kind == D_DECL))
				edit_above_comments(es, n0);    /* not a directive's */
		}
		if (!ad->lines)
			continue;
		/* lines ending with an if or loop header added before a
		 * statement of the pattern: that statement is the header's body,
		 * one step deeper, as a body on a line of its own is printed */
		if (ad->opens_body && ad->item_cf == ad->anchor && ad->item_cf <= ad->item_cl &&
		    !ed->tokdel[ad->anchor])
			edit_reindent(es, ad->item_cf, ad->item_cl, xf->indent);
		/* lines added next to the lone body of an if or loop, when the
		 * pattern's statement is that body itself: the body gets braces,
		 * as spatch does (not when the added code opens or closes a
		 * block around it) */
		const Body *bd = lone_body(bodies, ad->item_cf, ad->item_cl);
		if (bd && (ad->after ? ad->anchor == bd->last : ad->anchor == bd->first) &&
		    !(!ad->after && ad->brace_balance > 0) && !(ad->after && ad->brace_balance < 0) &&
		    !ed->tokdel[bd->first])
			edit_brace_body(es, bd->hdr, bd->first, bd->last, bd->head, &why);
	}
	xfree(used);
	edit_match_end(es);
	for (size_t x = 0; x < ed->touched.n; x++)
		ed->tokdel[ed->touched.v[x]] = 0;
	ed->touched.n = 0;
	ed->adds.n = 0;
}

/* The `{` at token B of a branch whose braces go while its header
 * stays: when the header goes on before it on its line and nothing but
 * the line end follows it, spatch leaves a line holding only the
 * indentation of the body (its first kept token BODY) where the `{` was
 * (`if (x) {` gives `if (x)` and a blank indented line above the kept
 * body). */
static void unbraced_branch_line(const TokenArray *ta, EditSet *es, uint32_t b, uint32_t body)
{
	if (b == 0 || b + 1 >= ta->n)
		return;
	const char *text = ta->src->text;
	for (uint32_t k = ta->v[b - 1].end; k < ta->v[b].start; k++)
		if (text[k] == '\n' || text[k] == '\r')
			return;
	uint32_t k = ta->v[b].end;
	while (k < ta->v[b + 1].start && (text[k] == ' ' || text[k] == '\t'))
		k++;
	if (k >= ta->v[b + 1].start || (text[k] != '\n' && text[k] != '\r'))
		return;
	size_t len;
	const char *ind = edit_line_indent(es, body, &len);
	char buf[256];
	if (len + 2 > sizeof buf)
		return;
	buf[0] = '\n';
	memcpy(buf + 1, ind, len);
	EditOrigin why = { 0 };
	edit_insert(es, b - 1, EDIT_AFTER, EDIT_INLINE, buf, len + 1, &why);
}

/* Kept code whose enclosing statement goes moves out to that statement's
 * indentation, as spatch prints it: the body of an `if` (without else)
 * or loop whose header is removed (`- if (E)` over a kept `kfree(E);`,
 * or `- if (E) {` ... `- }` over kept statements), and the statements of
 * a block whose braces are removed.  The body of a branch whose header
 * stays is still a branch: it stays where it is when its braces go
 * (BRANCH: N is such a body).  Walks N (depth bounded by the parser);
 * PENDING says which tokens go (a starred header, 2, is only reported:
 * its code stays). */
static void dedent_kept_bodies(const TokenArray *ta, const Node *n, const uint8_t *pending,
			       EditSet *es, int depth, int branch)
{
	if (!n || depth > 3000)
		return;
	const Node *body = NULL;
	switch (n->kind) {
	case S_IF:
		if (n->n < 3 || !n->kid[2])
			body = n->n > 1 ? n->kid[1] : NULL;
		break;
	case S_WHILE: body = n->n > 1 ? n->kid[1] : NULL; break;
	case S_FOR: body = n->n > 3 ? n->kid[3] : NULL; break;
	}
	const Node *done = NULL;     /* a block whose contents moved already */
	if (body && body->first <= body->last && pending[n->first] == 1) {
		if (body->kind != S_BLOCK && !pending[body->first] && !pending[body->last]) {
			edit_indent_like(es, body->first, body->last, n->first);
		} else if (body->kind == S_BLOCK && body->n && pending[body->first] == 1 &&
			   pending[body->last] == 1) {
			edit_indent_like(es, body->first + 1, body->last - 1, n->first);
			done = body;
		}
	} else if (n->kind == S_BLOCK && depth > 0 && n->n && pending[n->first] == 1 &&
		   pending[n->last] == 1) {
		const Node *kept = NULL;   /* the first statement that stays */
		for (uint32_t i = 0; i < n->n && !kept; i++)
			if (n->kid[i] && !pending[n->kid[i]->first])
				kept = n->kid[i];
		if (kept && branch)
			unbraced_branch_line(ta, es, n->first, kept->first);
		else if (kept)
			edit_indent_like(es, n->first + 1, n->last - 1, n->first);
	}
	/* which kids are branches of N */
	int kept = !pending[n->first];
	for (uint32_t i = 0; i < n->n; i++) {
		const Node *k = n->kid[i];
		int br = kept && ((n->kind == S_IF && i >= 1) || (n->kind == S_WHILE && i == 1) ||
				  (n->kind == S_FOR && i == 3) || (n->kind == S_DO && i == 0) ||
				  (n->kind == S_ITERATOR && i == 1));
		if (k && k == done)
			for (uint32_t j = 0; j < k->n; j++)
				dedent_kept_bodies(ta, k->kid[j], pending, es, depth + 2, 0);
		else
			dedent_kept_bodies(ta, k, pending, es, depth + 1, br);
	}
}

/* Context mode: the lines earlier rules starred in this version stay
 * starred (each rule's display shows the starred lines of all rules so
 * far), and this rule's starred tokens (the pending ones) join them. */
static void keep_star_marks(Xform *xf, StarMarks *sm)
{
	Edits *ed = &xf->ed;
	size_t n = xf->ta->n + 1;
	if (sm->ta != xf->ta) {
		xfree(sm->marks);
		sm->marks = xcalloc(n, 1);
		sm->ta = xf->ta;
	}
	for (uint32_t c = 0; c < n; c++)
		if (sm->marks[c] && !ed->pending[c]) {
			ed->pending[c] = 2;
			vec_push(&ed->pend, c);
			ed->changed = 1;
		}
	for (size_t x = 0; x < ed->pend.n; x++)
		if (ed->pending[ed->pend.v[x]] == 2)
			sm->marks[ed->pend.v[x]] = 1;
}

void xform_marks_reset(StarMarks *sm)
{
	xfree(sm->marks);
	sm->marks = NULL;
	sm->ta = NULL;
}

/* Is there a declaration statement in N that starts at token FIRST (or,
 * with AT_END, ends at token FIRST)?  Walks N (depth bounded). */
static int local_decl_at(const Node *n, uint32_t tok, int at_end, int depth)
{
	if (!n || depth > 3000 || tok < n->first || tok > n->last)
		return 0;
	if ((n->kind == S_DECL || n->kind == D_DECL) && (at_end ? n->last == tok : n->first == tok))
		return 1;
	for (uint32_t i = 0; i < n->n; i++)
		if (local_decl_at(n->kid[i], tok, at_end, depth + 1))
			return 1;
	return 0;
}

/* Are tokens I..J whole lines, with only blanks after J on its line, a
 * line of code (no blank line) next, and only blank lines and comments
 * (no directive) between the token before I and I? */
static int whole_lines_alone(const TokenArray *ta, uint32_t i, uint32_t j)
{
	if (i == 0 || j + 1 >= ta->n || !(ta->v[i].flags & TF_BOL) ||
	    !(ta->v[j + 1].flags & TF_BOL))
		return 0;
	const char *s = ta->src->text;
	int lines = 0;
	for (size_t p = ta->v[j].end; p < ta->v[j + 1].start; p++) {
		if (s[p] == '\n')
			lines++;
		else if (s[p] != ' ' && s[p] != '\t' && s[p] != '\r')
			return 0;
	}
	if (lines != 1)
		return 0;
	for (size_t p = ta->v[i - 1].end; p < ta->v[i].start; p++)
		if (s[p] == '#')
			return 0;
	return !(ta->v[i - 1].flags & TF_IN_PP) && ta->v[i - 1].kind < TK_PP_DEFINE;
}

/* Remove the run I..J of the current rule's removals.  The lone body of
 * an if or loop whose header stays cannot vanish: it becomes an empty
 * block `{}`, as spatch prints it, also when the run goes on past the
 * body (`if (x) a = 0;` then `b = 0;`, both removed). */
static void remove_keeping_bodies(Xform *xf, uint32_t i, uint32_t j)
{
	/* only a body the run starts with can have its header left: the
	 * token before any later one is in the run */
	const BodyVec *bv = &xf->bodies;
	for (size_t b = 0; b < bv->n; b++) {
		uint32_t bf = bv->v[b].first, bl = bv->v[b].last;
		if (bf != i || bl > j)
			continue;
		edit_replace(xf->es, bf, bl, "{}", 2, EDIT_INLINE, &xf->why);
		if (bl < j)
			edit_remove(xf->es, bl + 1, j, &xf->why);
		return;
	}
	edit_remove(xf->es, i, j, &xf->why);
}

/* The braces of a block that is the body of an if, else or loop, whose
 * header stays, stay when the removals would leave more than one
 * statement between them: the statements after the first would fall
 * out of the if or loop.  (spatch 1.1.1 does not match a bare `{ ... }`
 * pattern there; ladybug may, and must not change what runs.)  Walks N
 * (depth bounded by the parser). */
static void keep_body_braces(const TokenArray *ta, const Node *n, Edits *ed, int depth)
{
	if (!n || depth > 3000)
		return;
	int from = n->kind == S_IF || n->kind == S_WHILE || n->kind == S_SWITCH ||
			   n->kind == S_ITERATOR ? 1 : n->kind == S_FOR ? 3 : n->kind == S_DO ? 0 : -1;
	for (uint32_t i = 0; i < n->n; i++) {
		const Node *b = n->kid[i];
		if (!b)
			continue;
		if (from >= 0 && (int)i >= from && b->kind == S_BLOCK && b->first > 0 &&
		    ed->pending[b->first] == 1 && ed->pending[b->last] == 1 &&
		    !ed->pending[printed_before(ta, b->first)]) {
			uint32_t kept = 0;
			for (uint32_t k = 0; k < b->n; k++)
				kept += b->kid[k] && b->kid[k]->kind < PP_DEFINE &&
					!ed->pending[b->kid[k]->first];
			if (kept > 1)
				ed->pending[b->first] = ed->pending[b->last] = 0;
		}
		keep_body_braces(ta, b, ed, depth + 1);
	}
}

/* The removals of all the rule's matches, in runs. */
static void issue_removals(Xform *xf)
{
	Edits *ed = &xf->ed;
	EditSet *es = xf->es;
	const TokenArray *ta = xf->ta;
	const EditOrigin why = xf->why;
	if (ed->pend.n > 1)
		qsort(ed->pend.v, ed->pend.n, sizeof *ed->pend.v, u32_cmp);
	settle_multi_decls(ta, ed);
	if (ed->pend.n)
		keep_body_braces(ta, xf->unit, ed, 0);
	size_t w = 0;
	for (size_t x = 0; x < ed->pend.n; x++)
		if (ed->pending[ed->pend.v[x]])
			ed->pend.v[w++] = ed->pend.v[x];
	ed->pend.n = w;
	if (ed->pend.n > 1)
		qsort(ed->pend.v, ed->pend.n, sizeof *ed->pend.v, u32_cmp);
	for (size_t x = 0; x < ed->pend.n; x++) {
		uint32_t i = ed->pend.v[x], j = i;
		while (x + 1 < ed->pend.n && ed->pend.v[x + 1] == j + 1) {
			j++;
			x++;
		}
		/* the last item of an argument or parameter list takes the
		 * comma before it along; in braces (an initializer, an enum)
		 * the comma stays, as spatch leaves it: `{ 1, 7 }` less `7` is
		 * `{ 1, }` */
		if (i > 0 && j + 1 < ta->n && ta->v[i - 1].kind == TK_COMMA && !ed->pending[i - 1] &&
		    ta->v[j].kind != TK_COMMA && ta->v[j + 1].kind == TK_RPAREN)
			i--;
		/* the last item of a braced list (an initializer, an enum)
		 * takes the list's own trailing comma along, which the
		 * pattern did not see: `{ A, B, }' less B is `{ A, }' */
		if (j + 2 < ta->n && ta->v[j].kind != TK_COMMA && ta->v[j + 1].kind == TK_COMMA &&
		    !ed->pending[j + 1] && ta->v[j + 2].kind == TK_RBRACE)
			j++;
		/* the first item of a list takes the comma after it along */
		if (i > 0 && j + 1 < ta->n && ta->v[i - 1].kind == TK_LPAREN &&
		    ta->v[j + 1].kind == TK_COMMA && !ed->pending[j + 1] && ta->v[j].kind != TK_COMMA)
			j++;
		/* toplevel definitions removed whole (one, or several in a
		 * row) go with their comments */
		const Node *top = toplevel_at(xf->unit, i);
		const Node *end = top && top->last != j ? ast_toplevel_holding(xf->unit, j) : top;
		if (top && top->first == i && end && end->last == j)
			edit_remove_decl(es, i, j, &why);
		else if (ed->pending[i] != 2 && !top && whole_lines_alone(ta, i, j) &&
			 function_at(xf->unit, i) &&
			 local_decl_at(function_at(xf->unit, i), i, 0, 0) &&
			 local_decl_at(function_at(xf->unit, i), j, 1, 0))
			/* local declarations go with the blank lines and
			 * comments before them too (spatch 1.1.1) */
			edit_remove_decl(es, i, j, &why);
		else if (ed->pending[i] == 2)
			edit_remove(es, i, j, &why);   /* starred: only reported */
		else
			remove_keeping_bodies(xf, i, j);
	}
	if (ed->pend.n)
		dedent_kept_bodies(xf->ta, xf->unit, ed->pending, es, 0, 0);
}

/* ---- the interface -------------------------------------------------------- */

Xform *xform_new(const XformRule *xr, const TokenArray *ta, const Node *unit)
{
	Xform *xf = xcalloc(1, sizeof *xf);
	const Rule *R = xr->rule;
	xf->xr = *xr;
	xf->ta = ta;
	xf->unit = unit;
	xf->why = (EditOrigin){xr->sp_src, R->off, R->name ? R->name->name : NULL};
	xf->context = R->has_star && !R->has_minus && !R->has_plus;
	xf->in_nest = arena_alloc(xr->scratch, R->toks.n + 1);
	memset(xf->in_nest, 0, R->toks.n + 1);
	mark_nests(xr->pattern, xf->in_nest, (uint32_t)R->toks.n, 0, 0);
	xf->nitems = ast_items(xr->pattern, &xf->items, &xf->one);
	xf->ed.tokdel = xcalloc(ta->n + 1, 1);
	xf->ed.mdecl = xcalloc(ta->n + 1, sizeof *xf->ed.mdecl);
	find_multi_decls(ta, unit, xf->ed.mdecl, 0);
	xf->ed.pending = xcalloc(ta->n + 1, 1);
	xf->removed_by = xcalloc(ta->n + 1, sizeof *xf->removed_by);
	arena_init(&xf->arena);
	xf->es = edit_new(&xf->arena, ta);
	if (xf->context)
		edit_no_tidy(xf->es);   /* context mode shows exactly the starred lines */
	xf->indent = edit_indent_unit(xf->es);
	lone_bodies(ta, unit, &xf->bodies, 0);
	if (xf->bodies.n > 1)
		qsort(xf->bodies.v, xf->bodies.n, sizeof *xf->bodies.v, body_cmp);
	return xf;
}

void xform_seed(Xform *xf, uint32_t seed)
{
	edit_stack_group(xf->es, seed);
}

void xform_match(Xform *xf, const Env *e)
{
	edits_with_subs(xf, e, 0);
	mirror_prototypes(xf);
	issue_edits(xf);
}

int xform_finish(Xform *xf, StarMarks *marks)
{
	if (xf->context && marks)
		keep_star_marks(xf, marks);
	issue_removals(xf);
	edit_check_removed(xf->es, xf->removed_by);
	return edit_conflicts(xf->es) != 0 || xf->lost;
}

char *xform_text(Xform *xf, size_t *len)
{
	return xf->ed.changed ? edit_apply(xf->es, len) : NULL;
}

void xform_free(Xform *xf)
{
	if (!xf)
		return;
	vec_free(&xf->bodies);
	vec_free(&xf->ed.touched);
	vec_free(&xf->ed.pend);
	vec_free(&xf->ed.adds);
	xfree(xf->ed.pending);
	xfree(xf->ed.tokdel);
	xfree(xf->ed.mdecl);
	xfree(xf->removed_by);
	edit_release(xf->es);
	arena_free(&xf->arena);
	xfree(xf);
}
