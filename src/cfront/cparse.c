/* cparse.c - the C parser's entry points; see cparse.h.  It finds the
 * conditionals whose later branches the parser passes over, runs the
 * grammar of grammar/cgram.y over a whole file (twice when a definition
 * fails where a conditional has an #else) or over a pattern or fragment,
 * keeps the typedef names of a unit for its fragments, and owns
 * --debug-ast.  What feeds the grammar is cparse_lex.c, what its actions
 * call is cparse_build.c (both declared in cparse_priv.h).
 */
#include "cfront/cparse.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cfront/clex.h"
#include "cfront/cmacro.h"
#include "cfront/cparse_priv.h"
#include "base/diag.h"
#include "cgram.h"
#include "base/vec.h"

/* ---- conditionals that split a construct ------------------------------- */

#define PP_MAX_NEST 64

static int skip_cmp(const void *a, const void *b)
{
	const PpSkip *x = a, *y = b;
	return x->from < y->from ? -1 : x->from > y->from;
}

/* Find the conditionals (#if...#else...#endif) of tokens [BEGIN, END) of
 * TA that have an #else or #elif, and append to GROUPS (sorted by FROM)
 * their later branches, from the first #else or #elif to the #endif,
 * marked `uneven` when some branch opens or closes more brackets than it
 * closes or opens, or closes brackets it did not open (`#ifdef X if (a)
 * { #else if (b) { #endif`, `#if A } else if (x) { #else } else {
 * #endif`), and `partial` when the conditional splits a construct in
 * the middle and is small: some branch ends otherwise than a statement
 * or declaration ends (`;' or `}': `.f = 1,' in an initializer, an
 * argument, `&& y == 2' in a condition, `if (x)' without its body),
 * every branch holds at most PP_PARTIAL_LINES lines of code and none a
 * conditional of its own.  The filter passes over the later branches
 * of those, so the parser sees the first branch only, as spatch does;
 * branches of whole statements, declarations and definitions, and
 * large ones, all stay code.  One linear pass; conditionals nested
 * deeper than PP_MAX_NEST are left alone. */
#define PP_PARTIAL_LINES 6

/* The end of one branch of a conditional: note whether it stopped in the
 * middle of a construct, and its lines. */
static void branch_end(int *partial, uint32_t *max_lines, uint32_t *lines, int *last)
{
	if (*last && *last != TK_SEMI && *last != TK_RBRACE)
		*partial = 1;
	if (*lines > *max_lines)
		*max_lines = *lines;
	*lines = 0;
	*last = 0;
}

static void pp_groups(const TokenArray *ta, uint32_t begin, uint32_t end, PpSkips *groups)
{
	struct {
		int32_t delta, first_delta;
		uint32_t else_at;
		int uneven;
		int partial;    /* a branch ends in the middle of a construct */
		int nested;     /* holds a conditional */
		uint32_t lines, max_lines;  /* lines of code of this branch, of the largest */
		int last;       /* kind of the branch's last code token, 0: none */
	} st[PP_MAX_NEST];
	int top = -1;
	uint32_t overflow = 0;
	const Token *v = ta->v;         /* a local: GROUPS is written in the loop */
	for (uint32_t i = begin; i < end; i++) {
		const Token *t = &v[i];
		/* outside every conditional only a conditional directive
		 * matters (most tokens) */
		if (top < 0 && (unsigned)t->kind - TK_PP_IF > (unsigned)(TK_PP_ENDIF - TK_PP_IF)) {
			if (t->kind == TK_EOF)
				break;
			continue;
		}
		if (t->kind == TK_EOF)
			break;
		if (t->flags & TF_HIDDEN)
			continue;
		switch (t->kind) {
		case TK_PP_IF: case TK_PP_IFDEF: case TK_PP_IFNDEF:
			if (overflow || top + 1 >= PP_MAX_NEST) {
				overflow++;
				continue;
			}
			if (top >= 0)
				st[top].nested = 1;
			top++;
			st[top].delta = st[top].first_delta = 0;
			st[top].else_at = 0;
			st[top].uneven = st[top].partial = st[top].nested = 0;
			st[top].lines = st[top].max_lines = 0;
			st[top].last = 0;
			continue;
		case TK_PP_ELIF: case TK_PP_ELSE:
			if (overflow || top < 0)
				continue;
			if (!st[top].else_at) {
				st[top].else_at = i;
				st[top].first_delta = st[top].delta;
			}
			st[top].uneven |= st[top].delta != 0;
			st[top].delta = 0;
			branch_end(&st[top].partial, &st[top].max_lines, &st[top].lines, &st[top].last);
			continue;
		case TK_PP_ENDIF: {
			if (overflow) {
				overflow--;
				continue;
			}
			if (top < 0)
				continue;
			st[top].uneven |= st[top].delta != 0;
			branch_end(&st[top].partial, &st[top].max_lines, &st[top].lines, &st[top].last);
			int32_t carry = st[top].else_at ? st[top].first_delta : st[top].delta;
			if (st[top].else_at) {
				int partial = st[top].partial && !st[top].nested &&
					      st[top].max_lines <= PP_PARTIAL_LINES;
				PpSkip k = { st[top].else_at, i, st[top].uneven, partial };
				vec_push(groups, k);
			}
			top--;
			if (top >= 0)
				st[top].delta += carry;
			continue;
		}
		default:
			break;
		}
		if (top < 0 || overflow || t->flags & TF_IN_PP)
			continue;
		if (t->kind < TK_PP_DEFINE || t->kind > TK_PP_SKIPPED) {
			st[top].lines += (t->flags & TF_BOL) != 0;
			st[top].last = t->kind;
		}
		switch (t->kind) {
		case TK_LPAREN: case TK_LBRACE: case TK_LBRACK:
			st[top].delta++;
			break;
		case TK_RPAREN: case TK_RBRACE: case TK_RBRACK:
			/* closing what the branch did not open: `} else {` */
			if (--st[top].delta < 0)
				st[top].uneven = 1;
			break;
		default:
			break;
		}
	}
	if (groups->n > 1)
		qsort(groups->v, groups->n, sizeof *groups->v, skip_cmp);
}

/* ---- entry points ------------------------------------------------------ */

typedef VEC(uint32_t) U32Vec;

/* One parse of the whole of TA, passing over the later branches of the
 * conditionals of GROUPS that are uneven, partial or marked (mark != 0);
 * the `(' of the calls a syntax error was met in go to SEMI_CALLS (if
 * not NULL). */
static Node *unit_once(TokenArray *ta, Arena *a, CParseErrors *errs, const PpSkips *groups,
		       const uint8_t *mark, U32Vec *semi_calls)
{
	CParser p;
	cp_filter_init(&p, ta, a, errs);
	p.begin = 0;
	p.end = (uint32_t)ta->n;
	p.mode_tok = CT_MODE_UNIT;
	for (size_t g = 0; g < groups->n; g++)
		if (groups->v[g].uneven || groups->v[g].partial || (mark && mark[g]))
			vec_push(&p.skips, groups->v[g]);
	int rc = cyparse(&p);
	Node *unit = p.result;
	if (rc != 0 || !unit) {
		/* The parser gave up (an error at the end of the file, or
		 * its stack exhausted): keep what was parsed, and the rest
		 * as one error region. */
		unit = p.top ? p.top : ast_new(a, TOP_UNIT, 0, 0);
		uint32_t from = unit->n ? unit->kid[unit->n - 1]->last + 1 : 0;
		uint32_t to = ta->n > 1 ? (uint32_t)ta->n - 2 : 0;
		if (from > to)
			from = to;
		ast_append(a, unit, ast_new(a, TOP_ERROR, from, to));
		if (errs && errs->n) {
			CParseError *r = &errs->v[errs->n - 1];
			if (r->first >= from) {
				r->first = from;
				r->last = to;
			}
		}
	}
	unit->first = 0;
	unit->last = ta->n ? (uint32_t)ta->n - 1 : 0;
	cp_sizeof_types(&p);
	if (semi_calls)
		for (size_t k = 0; k < p.semi_calls.n; k++)
			vec_push(semi_calls, p.semi_calls.v[k]);
	cp_filter_free(&p);
	vec_free(&p.skips);
	return unit;
}

/* Mark the conditionals of GROUPS whose #else lies in an error region of
 * UNIT (its kids are in token order, GROUPS sorted); how many. */
static size_t mark_failed(const Node *unit, const PpSkips *groups, uint8_t *mark)
{
	size_t n = 0, g = 0;
	for (uint32_t k = 0; k < unit->n && g < groups->n; k++) {
		const Node *e = unit->kid[k];
		if (!e || e->kind != TOP_ERROR)
			continue;
		while (g < groups->n && groups->v[g].from < e->first)
			g++;
		for (; g < groups->n && groups->v[g].from <= e->last; g++)
			if (!groups->v[g].uneven && !groups->v[g].partial && !mark[g]) {
				mark[g] = 1;
				n++;
			}
	}
	return n;
}

static size_t count_errors(const Node *unit)
{
	size_t n = 0;
	for (uint32_t k = 0; k < unit->n; k++)
		n += unit->kid[k] && unit->kid[k]->kind == TOP_ERROR;
	return n;
}

/* Mark TF_HIDDEN the tokens of the later branches K passed over, but for
 * the directives' own tokens (#elif, #else, a nested #if...). */
static void hide_branches(TokenArray *ta, const PpSkip *k)
{
	for (uint32_t i = k->from; i < k->to && i < ta->n; i++) {
		Token *t = &ta->v[i];
		if ((t->kind < TK_PP_DEFINE || t->kind > TK_PP_SKIPPED) && t->kind != TK_EOF)
			t->flags |= TF_HIDDEN;
	}
}

/* The token after the `)' that closes the `(' at LP, or TA->n; *SEMI
 * says whether a `;' stands right inside (outside other brackets). */
static uint32_t after_group(const TokenArray *ta, uint32_t lp, int *semi)
{
	long depth = 0;
	*semi = 0;
	for (uint32_t i = lp; i < ta->n; i++) {
		const Token *t = &ta->v[i];
		if (t->kind == TK_EOF)
			break;
		if (t->flags & (TF_IN_PP | TF_HIDDEN))
			continue;
		if (t->kind == TK_LPAREN || t->kind == TK_LBRACE || t->kind == TK_LBRACK)
			depth++;
		else if (t->kind == TK_RBRACE || t->kind == TK_RBRACK)
			depth--;
		else if (t->kind == TK_SEMI && depth == 1)
			*semi = 1;
		else if (t->kind == TK_RPAREN && --depth == 0)
			return i + 1;
	}
	return (uint32_t)ta->n;
}

/* UNIT, the parse of TA, met syntax errors inside the parentheses of the
 * calls at SEMI: those that hold a `;' are macros whose arguments are
 * statements (`LOOP(
 * new.count++; , return; );'), which no call can hold.  As spatch, the
 * parser passes over their arguments (the tokens are hidden, as words
 * the macro file erases) and parses again; the parse with fewer errors
 * is kept. */
static Node *statement_args(TokenArray *ta, Arena *a, CParseErrors *errs, size_t errs0,
			    const PpSkips *groups, Node *unit, const U32Vec *semi)
{
	U32Vec hid = { 0 };
	for (size_t k = 0; k < semi->n; k++) {
		int has_semi;
		uint32_t lp = semi->v[k], end = after_group(ta, lp, &has_semi);
		if (end >= ta->n || !has_semi)
			continue;
		for (uint32_t i = lp + 1; i + 1 < end; i++)
			if (!(ta->v[i].flags & TF_HIDDEN)) {
				ta->v[i].flags |= TF_HIDDEN;
				vec_push(&hid, i);
			}
	}
	if (!hid.n)
		return unit;
	CParseErrors again = { 0 };
	Node *second = unit_once(ta, a, errs ? &again : NULL, groups, NULL, NULL);
	if (count_errors(second) < count_errors(unit)) {
		unit = second;
		if (errs) {
			errs->n = errs0;
			for (size_t e = 0; e < again.n; e++)
				cp_errors_append(errs, &again.v[e]);
		}
	} else {
		for (size_t h = 0; h < hid.n; h++)
			ta->v[hid.v[h]].flags &= (uint16_t)~TF_HIDDEN;
	}
	cparse_errors_free(&again);
	vec_free(&hid);
	return unit;
}

Node *cparse_unit(TokenArray *ta, Arena *a, CParseErrors *errs)
{
	PpSkips groups = { 0 };
	pp_groups(ta, 0, (uint32_t)ta->n, &groups);
	size_t errs0 = errs ? errs->n : 0;
	U32Vec semi = { 0 };
	Node *unit = unit_once(ta, a, errs, &groups, NULL, &semi);
	if (semi.n)
		unit = statement_args(ta, a, errs, errs0, &groups, unit, &semi);
	vec_free(&semi);
	uint8_t *mark = groups.n ? xcalloc(groups.n, 1) : NULL;
	int kept_mark = 0;
	if (mark && mark_failed(unit, &groups, mark)) {
		/* A definition did not parse where a conditional has an
		 * #else (`#ifdef X int f(int a) #else int f(int a, int b)
		 * #endif {`): parse again keeping only the first branch of
		 * those, and keep the parse with fewer errors. */
		CParseErrors again = { 0 };
		Node *second = unit_once(ta, a, errs ? &again : NULL, &groups, mark, NULL);
		if (count_errors(second) < count_errors(unit)) {
			unit = second;
			kept_mark = 1;
			if (errs) {
				errs->n = errs0;       /* messages live in the arena */
				for (size_t e = 0; e < again.n; e++)
					cp_errors_append(errs, &again.v[e]);
			}
		}
		cparse_errors_free(&again);
	}
	/* The tokens of the branches passed over were not parsed: matching
	 * and the transformation see them as the parser did. */
	for (size_t g = 0; g < groups.n; g++)
		if (groups.v[g].uneven || groups.v[g].partial || (kept_mark && mark[g]))
			hide_branches(ta, &groups.v[g]);
	xfree(mark);
	vec_free(&groups);
	return unit;
}

/* The spans of the source that the TOP_ERROR items of UNIT (over TA)
 * cover, into FROM/TO (UNIT->n entries each); returns their number. */
static size_t error_spans(const Node *unit, const TokenArray *ta, uint32_t *from, uint32_t *to)
{
	size_t n = 0;
	for (uint32_t k = 0; k < unit->n; k++) {
		const Node *e = unit->kid[k];
		if (!e || e->kind != TOP_ERROR || e->first > e->last || e->last >= ta->n)
			continue;
		from[n] = ta->v[e->first].start;
		to[n] = ta->v[e->last].end;
		if (n && from[n] <= to[n - 1])
			to[n - 1] = to[n] > to[n - 1] ? to[n] : to[n - 1];
		else
			n++;
	}
	return n;
}

Node *cparse_file(Source *src, TokenArray *ta, const MacroTable *mt, Arena *a,
		  CParseErrors *errs)
{
	clex_file(src, ta);
	cmacro_apply(ta, mt, NULL);
	CParseErrors first = { 0 };
	Node *unit = cparse_unit(ta, a, &first);
	size_t bad = count_errors(unit);
	if (bad && mt) {
		/* The macro file is a fallback, as in spatch: its definitions
		 * are expanded only in the toplevel items that did not parse
		 * as written, and that parse is kept if it has fewer errors. */
		uint32_t *from = xmalloc((unit->n + 1) * sizeof *from);
		uint32_t *to = xmalloc((unit->n + 1) * sizeof *to);
		MacroSpans where = { from, to, error_spans(unit, ta, from, to) };
		TokenArray ta2;
		int was = diag_set_muted(1);    /* its lexical errors are said */
		clex_file(src, &ta2);
		diag_set_muted(was);
		if (cmacro_apply(&ta2, mt, &where)) {
			CParseErrors second = { 0 };
			Node *unit2 = cparse_unit(&ta2, a, &second);
			if (count_errors(unit2) < bad) {
				token_array_free(ta);
				*ta = ta2;
				ta2.v = NULL;
				unit = unit2;
				cparse_errors_free(&first);
				first = second;
				second = (CParseErrors){ 0 };
			}
			cparse_errors_free(&second);
		}
		if (ta2.v)
			token_array_free(&ta2);
		xfree(from);
		xfree(to);
	}
	if (errs)
		for (size_t e = 0; e < first.n; e++)
			cp_errors_append(errs, &first.v[e]);
	cparse_errors_free(&first);
	return unit;
}

Node *cparse_pattern(TokenArray *ta, uint32_t first, uint32_t last, int start,
		     Arena *a, CParseErrors *errs)
{
	return cparse_fragment(ta, first, last, start, a, errs, NULL);
}

/* The typedef names of a unit's toplevel declarations: an open hash
 * from the name to the first token of its first declaration. */
typedef struct TdName {
	const Ident *id;
	uint32_t at;
} TdName;

struct CTypedefs {
	TdName *slot;
	size_t mask;
};

static TdName *tdn_slot(const CTypedefs *t, const Ident *id)
{
	size_t h = cp_ident_hash(id, t->mask);
	while (t->slot[h].id && t->slot[h].id != id)
		h = (h + 1) & t->mask;
	return &t->slot[h];
}

CTypedefs *cparse_typedefs(const Node *unit)
{
	size_t n = 0;
	for (uint32_t k = 0; unit && k < unit->n; k++)
		n += unit->kid[k] && unit->kid[k]->kind == D_DECL ? unit->kid[k]->n : 0;
	size_t cap = 16;
	while (cap < 2 * n + 2)
		cap *= 2;
	CTypedefs *t = xcalloc(1, sizeof *t);
	t->slot = xcalloc(cap, sizeof *t->slot);
	t->mask = cap - 1;
	for (uint32_t k = 0; unit && k < unit->n; k++) {
		const Node *d = unit->kid[k];
		if (!d || d->kind != D_DECL || !d->n || !d->kid[0])
			continue;
		const Node *specs = d->kid[0];
		int is_typedef = 0;
		for (uint32_t i = 0; i < specs->n && !is_typedef; i++)
			is_typedef = specs->kid[i] && specs->kid[i]->kind == T_STORAGE &&
				     specs->kid[i]->op == KW_TYPEDEF;
		for (uint32_t i = 1; is_typedef && i < d->n; i++) {
			const Node *nm = cp_declarator_name(d->kid[i]);
			if (!nm || !nm->name)
				continue;
			TdName *s = tdn_slot(t, nm->name);
			if (!s->id) {
				s->id = nm->name;
				s->at = d->first;
			}
		}
	}
	return t;
}

void cparse_typedefs_free(CTypedefs *t)
{
	if (!t)
		return;
	xfree(t->slot);
	xfree(t);
}

Node *cparse_fragment(TokenArray *ta, uint32_t first, uint32_t last, int start,
		      Arena *a, CParseErrors *errs, const CTypedefs *tds)
{
	static const int modes[] = { CT_MODE_BODY, CT_MODE_EXPR, CT_MODE_TYPE, CT_MODE_IDENT };
	CParser p;
	if (start < 0 || start > CPARSE_IDENT)
		return NULL;
	cp_filter_init(&p, ta, a, errs);
	/* the names of the fragment that typedefs before it declare */
	for (uint32_t k = first; tds && k <= last && k < ta->n; k++) {
		const Ident *id = ta->v[k].id;
		if (!id || ta->v[k].kind != TK_IDENT)
			continue;
		const TdName *s = tdn_slot(tds, id);
		if (s->id && s->at < first)
			cp_declare(&p, id, 1);  /* at depth 0: nothing is open yet */
	}
	p.pattern = 1;
	p.begin = p.pos = first;
	p.end = last + 1 < ta->n ? last + 1 : (uint32_t)ta->n;
	p.mode_tok = modes[start];
	int rc = cyparse(&p);
	cp_filter_free(&p);
	if (rc != 0 || p.too_deep)
		return NULL;
	if (p.result && start == CPARSE_BODY) {
		p.result->first = first;
		p.result->last = last;
	}
	return p.result;
}

/* ---- --debug-ast ------------------------------------------------------- */

int cparse_dump_run(const Options *o)
{
	int rc = 0;
	MacroTable *mt = cmacro_load(o);
	if (!mt)
		return 2;
	for (size_t f = 0; f < o->files.n; f++) {
		char err[512];
		Source *src = source_read(o->files.v[f], err, sizeof err);
		if (!src) {
			diag(DIAG_ERROR, "%s", err);
			rc = 2;
			continue;
		}
		TokenArray ta;
		Arena a;
		CParseErrors errs = { 0 };
		arena_init(&a);
		Node *unit = cparse_file(src, &ta, mt, &a, &errs);
		for (size_t i = 0; i < errs.n; i++) {
			diag_at(DIAG_ERROR, src, ta.v[errs.v[i].at].start, "%s", errs.v[i].msg);
			if (rc == 0)
				rc = 1;
		}
		if (o->files.n > 1)
			printf("== %s\n", src->path);
		ast_dump(stdout, &ta, unit);
		cparse_errors_free(&errs);
		arena_free(&a);
		token_array_free(&ta);
		source_free(src);
	}
	cmacro_free(mt);
	return rc;
}
