/* cparse.c - the C parser's driver: the node constructors that the
 * grammar's actions call, error records, the conditionals whose later
 * branches the parser passes over, the public entry points and
 * --debug-ast; see cparse.h and cparse_priv.h.  The token filter that
 * feeds the grammar (cylex, typedef scopes, identifier heuristics) is
 * cparse_lex.c.
 */
#include "cfront/cparse.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cfront/clex.h"
#include "cfront/cmacro.h"
#include "cfront/cparse_priv.h"
#include "base/diag.h"
#include "cfront/meta.h"
#include "cgram.h"
#include "base/vec.h"

/* ---- errors ------------------------------------------------------------ */

/* Append a copy of record R to E. */
static void err_push_rec(CParseErrors *e, const CParseError *r)
{
	if (e->n == e->cap) {
		e->cap = e->cap ? e->cap * 2 : 8;
		e->v = xrealloc(e->v, e->cap * sizeof *e->v);
	}
	e->v[e->n++] = *r;
}

static void err_push(CParser *p, uint32_t first, uint32_t last, uint32_t at, const char *msg)
{
	if (!p->errs)
		return;
	CParseError r = { first, last, at, arena_strdup(p->a, msg) };
	err_push_rec(p->errs, &r);
}

void cyerror(CLoc *llocp, CParser *p, const char *msg)
{
	uint32_t at = llocp->first;
	if (p->too_deep)
		msg = "nesting too deep";
	else if (strcmp(msg, "memory exhausted") == 0)
		msg = "nesting too deep (parser stack exhausted)";
	if (at >= p->ta->n)
		at = (uint32_t)p->ta->n - 1;
	err_push(p, at, at, at, msg);
	if (p->mode_tok == 0 && !p->pattern)
		p->recovering = 1;
}

void cparse_errors_free(CParseErrors *errs)
{
	if (!errs)
		return;
	xfree(errs->v);
	errs->v = NULL;
	errs->n = errs->cap = 0;
}

/* ---- constructors ------------------------------------------------------ */

static Node *checked(CParser *p, Node *n)
{
	if (n->height >= CPARSE_MAX_DEPTH)
		p->too_deep = 1;
	return n;
}

Node *cp_leaf(CParser *p, NodeKind k, CLoc loc)
{
	return ast_new(p->a, k, loc.first, loc.last);
}

Node *cp_node1(CParser *p, NodeKind k, CLoc loc, Node *a)
{
	return checked(p, ast_new_kids(p->a, k, loc.first, loc.last, 1, &a));
}

Node *cp_node2(CParser *p, NodeKind k, CLoc loc, Node *a, Node *b)
{
	Node *v[2] = { a, b };
	return checked(p, ast_new_kids(p->a, k, loc.first, loc.last, 2, v));
}

Node *cp_node3(CParser *p, NodeKind k, CLoc loc, Node *a, Node *b, Node *c)
{
	Node *v[3] = { a, b, c };
	return checked(p, ast_new_kids(p->a, k, loc.first, loc.last, 3, v));
}

Node *cp_node4(CParser *p, NodeKind k, CLoc loc, Node *a, Node *b, Node *c, Node *d)
{
	Node *v[4] = { a, b, c, d };
	return checked(p, ast_new_kids(p->a, k, loc.first, loc.last, 4, v));
}

Node *cp_op(CParser *p, Node *n, CLoc at)
{
	const Token *t = tok(p, at.first);
	if (n->kind == P_NEST) {
		if (t->kind == TK_DOTS_OPEN_PLUS)
			n->flags |= NF_NEST_PLUS;
		return n;
	}
	if (t->kind == TK_KEYWORD)
		n->op = t->id ? t->id->kw : 0;
	else if (n->kind == T_BASE)
		n->op = KW_COMPLEX;     /* `complex` of <complex.h>, spelled as a name */
	else
		n->op = t->kind;
	if (t->kind == TK_META)
		n->aux = t->aux;
	return n;
}

Node *cp_name(CParser *p, Node *n, CLoc at)
{
	const Token *t = tok(p, at.first);
	if (t->kind == TK_META) {
		const Meta *m = t->aux;
		n->name = m ? m->name : t->id;
		n->flags |= NF_META_NAME;
		n->aux = t->aux;
	} else {
		n->name = t->id;
	}
	return n;
}

Node *cp_flag(Node *n, int flags)
{
	n->flags |= (uint16_t)flags;
	return n;
}

Node *cp_meta(CParser *p, CLoc loc)
{
	const Token *t = tok(p, loc.first);
	Node *n = ast_new(p->a, P_META, loc.first, loc.last);
	const Meta *m = t->aux;
	n->aux = t->aux;
	n->name = m ? m->name : t->id;
	return n;
}

Node *cp_ident(CParser *p, CLoc loc)
{
	if (tok(p, loc.first)->kind == TK_META)
		return cp_meta(p, loc);
	return cp_name(p, ast_new(p->a, E_IDENT, loc.first, loc.last), loc);
}

Node *cp_declname(CParser *p, CLoc loc)
{
	if (tok(p, loc.first)->kind == TK_META)
		return cp_meta(p, loc);
	return cp_name(p, ast_new(p->a, DR_IDENT, loc.first, loc.last), loc);
}

Node *cp_pos(CParser *p, CLoc loc, Node *n, CLoc at)
{
	Node *r = cp_node1(p, P_POS, loc, n);
	const Token *t = tok(p, at.first);
	const Meta *m = t->aux;
	r->aux = t->aux;
	r->name = m ? m->name : t->id;
	return r;
}

Node *cp_list(CParser *p, NodeKind k)
{
	Node *n = ast_new(p->a, k, 1, 0);
	if (k == TOP_UNIT && !p->top)
		p->top = n;
	return n;
}

Node *cp_add(CParser *p, Node *list, Node *item)
{
	if (item) {
		ast_append(p->a, list, item);
		checked(p, list);
		if (item->first <= item->last) {
			if (list->first > list->last) {
				list->first = item->first;
				list->last = item->last;
			} else {
				if (item->first < list->first)
					list->first = item->first;
				if (item->last > list->last)
					list->last = item->last;
			}
		}
	}
	return list;
}

Node *cp_addall(CParser *p, Node *list, Node *other)
{
	if (other)
		for (uint32_t i = 0; i < other->n; i++)
			cp_add(p, list, other->kid[i]);
	return list;
}

Node *cp_fin(CParser *p, Node *n, CLoc loc)
{
	(void)p;
	n->first = loc.first;
	n->last = loc.last;
	return n;
}

/* The name a declarator declares, or NULL (iterative: declarators nest
 * as deep as the source does). */
static const Node *declarator_name(const Node *d)
{
	while (d) {
		switch (d->kind) {
		case DR_IDENT:
			return d;
		case DR_POINTER:
			d = d->n > 1 ? d->kid[1] : NULL;
			break;
		case DR_ARRAY: case DR_FUNC: case DR_PAREN: case DR_ATTR: case P_POS:
		case D_INIT_DECLARATOR: case D_FIELD_DECLARATOR:
			d = d->n > 0 ? d->kid[0] : NULL;
			break;
		default:
			return NULL;
		}
	}
	return NULL;
}

Node *cp_decl(CParser *p, NodeKind k, CLoc loc, Node *specs, Node *list)
{
	Node *n = cp_add(p, cp_addall(p, cp_add(p, cp_list(p, k), specs), list), NULL);
	cp_fin(p, n, loc);
	if (k != D_DECL || !specs)
		return n;
	int is_typedef = 0;
	for (uint32_t i = 0; i < specs->n; i++)
		if (specs->kid[i] && specs->kid[i]->kind == T_STORAGE &&
		    specs->kid[i]->op == KW_TYPEDEF)
			is_typedef = 1;
	for (uint32_t i = 1; i < n->n; i++) {
		const Node *d = declarator_name(n->kid[i]);
		if (!d || !d->name)
			continue;
		cp_declare(p, d->name, is_typedef);
	}
	return n;
}

Node *cp_funcdef(CParser *p, CLoc loc, Node *specs, Node *decl, Node *kr, Node *body)
{
	Node *n = cp_node4(p, D_FUNCDEF, loc, specs, decl, kr, body);
	if (kr)
		n->flags |= NF_KR;
	return n;
}

Node *cp_ptr(CParser *p, CLoc loc, Node *quals, Node *inner)
{
	return cp_node2(p, DR_POINTER, loc, quals, inner);
}

Node *cp_ptr_apply(CParser *p, Node *ptr, Node *direct, CLoc loc)
{
	VEC(Node *) chain = { 0 };
	for (Node *n = ptr; n; n = n->kid[1])
		vec_push(&chain, n);
	if (!direct)
		direct = ast_new(p->a, DR_ABSTRACT, loc.last + 1, loc.last);
	chain.v[chain.n - 1]->kid[1] = direct;
	uint32_t h = direct->height;
	for (size_t i = chain.n; i-- > 0;) {
		Node *n = chain.v[i];
		n->last = loc.last;
		if (n->kid[0] && n->kid[0]->height > h)
			h = n->kid[0]->height;
		n->height = ++h;
	}
	vec_free(&chain);
	return checked(p, ptr);
}

Node *cp_pp(CParser *p, CLoc loc)
{
	const Token *t = tok(p, loc.first);
	switch (t->kind) {
	case TK_PP_DEFINE: {
		Node *n = ast_new(p->a, PP_DEFINE, loc.first, loc.last);
		uint32_t i = loc.first + 1;
		if (i <= loc.last && tok(p, i)->id && tok(p, i)->kind != TK_PP_END) {
			n->name = tok(p, i)->id;
			uint32_t j = i + 1;
			if (j <= loc.last && tok(p, j)->kind == TK_LPAREN &&
			    !(tok(p, j)->flags & TF_SPACE_BEFORE)) {
				Node *params = ast_new(p->a, L_MACRO_PARAMS, j, j);
				for (j++; j <= loc.last && tok(p, j)->kind != TK_RPAREN &&
				     tok(p, j)->kind != TK_PP_END; j++) {
					if (tok(p, j)->kind == TK_IDENT || tok(p, j)->kind == TK_KEYWORD ||
					    tok(p, j)->kind == TK_META)
						ast_append(p->a, params, cp_name(p, ast_new(p->a, E_IDENT, j, j),
										 (CLoc){ j, j }));
					else if (tok(p, j)->kind == TK_META)   /* a pattern's parameter */
						ast_append(p->a, params, cp_ident(p, (CLoc){ j, j }));
					else if (tok(p, j)->kind == TK_ELLIPSIS)
						ast_append(p->a, params,
							   ast_new(p->a, p->pattern ? P_DOTS : D_VARARGS, j, j));
				}
				params->last = j <= loc.last ? j : loc.last;
				Node *kids[2] = { params, NULL };
				Node *d = ast_new_kids(p->a, PP_DEFINE, loc.first, loc.last, 2, kids);
				d->name = n->name;
				return d;
			}
		}
		Node *kids[2] = { NULL, NULL };
		Node *d = ast_new_kids(p->a, PP_DEFINE, loc.first, loc.last, 2, kids);
		d->name = n->name;
		return d;
	}
	case TK_PP_INCLUDE:
		return ast_new(p->a, PP_INCLUDE, loc.first, loc.last);
	case TK_PP_IF: case TK_PP_IFDEF: case TK_PP_IFNDEF: case TK_PP_ELIF:
	case TK_PP_ELSE: case TK_PP_ENDIF: {
		Node *n = ast_new(p->a, PP_COND, loc.first, loc.last);
		n->op = t->kind;
		return n;
	}
	default: {
		Node *n = ast_new(p->a, PP_OTHER, loc.first, loc.last);
		n->op = t->kind;
		return n;
	}
	}
}

Node *cp_disj(CParser *p, Node *list, CLoc at, Node *item)
{
	if (list->n == 1)
		list->kind = tok(p, at.first)->kind == TK_DISJ_AND ? P_CONJ : P_DISJ;
	return cp_add(p, list, item);
}

Node *cp_when(CParser *p, CLoc loc, CLoc at, Node *arg)
{
	Node *n = arg ? cp_node1(p, P_WHEN, loc, arg) : cp_leaf(p, P_WHEN, loc);
	const Token *t = tok(p, at.first);
	if (t->kind == TK_NE) {
		n->op = PW_NEQ;
	} else if (t->kind == TK_EQ || t->kind == TK_ASSIGN) {
		n->op = PW_EQ;   /* `when = X` is `when == X` */
	} else if (t->id) {
		static const char *const words[] = {
			"", "", "", "any", "strict", "forall", "exists", "true", "false",
		};
		for (int w = PW_ANY; w <= PW_FALSE; w++)
			if (strcmp(t->id->name, words[w]) == 0)
				n->op = w;
	}
	return n;
}

Node *cp_error(CParser *p, CLoc err, CLoc resync_loc)
{
	uint32_t first = err.first, last = resync_loc.last;
	if (last < err.last || resync_loc.first > resync_loc.last + 1)
		last = err.last;
	if (last + 1 < first)
		last = first;
	Node *n = ast_new(p->a, TOP_ERROR, first, last);
	if (p->errs && p->errs->n) {
		CParseError *r = &p->errs->v[p->errs->n - 1];
		r->first = first;
		r->last = last >= first ? last : first;
	}
	p->too_deep = 0;
	p->deep_reported = 0;
	return n;
}

Node *cp_varargs(CParser *p, CLoc loc)
{
	return cp_leaf(p, p->pattern ? P_DOTS : D_VARARGS, loc);
}

void cp_result(CParser *p, Node *n)
{
	p->result = n;
}

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
 * #endif`): the filter passes over the later branches of those, so the
 * parser sees the first branch only.  One linear pass; conditionals
 * nested deeper than PP_MAX_NEST are left alone. */
static void pp_groups(const TokenArray *ta, uint32_t begin, uint32_t end, PpSkips *groups)
{
	struct {
		int32_t delta, first_delta;
		uint32_t else_at;
		int uneven;
	} st[PP_MAX_NEST];
	int top = -1;
	uint32_t overflow = 0;
	for (uint32_t i = begin; i < end; i++) {
		const Token *t = &ta->v[i];
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
			top++;
			st[top].delta = st[top].first_delta = 0;
			st[top].else_at = 0;
			st[top].uneven = 0;
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
			continue;
		case TK_PP_ENDIF: {
			if (overflow) {
				overflow--;
				continue;
			}
			if (top < 0)
				continue;
			st[top].uneven |= st[top].delta != 0;
			int32_t carry = st[top].else_at ? st[top].first_delta : st[top].delta;
			if (st[top].else_at) {
				PpSkip k = { st[top].else_at, i, st[top].uneven };
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

/* One parse of the whole of TA, passing over the later branches of the
 * conditionals of GROUPS that are uneven or marked (mark != 0). */
static Node *unit_once(TokenArray *ta, Arena *a, CParseErrors *errs, const PpSkips *groups,
		       const uint8_t *mark)
{
	CParser p;
	cp_filter_init(&p, ta, a, errs);
	p.begin = 0;
	p.end = (uint32_t)ta->n;
	p.mode_tok = CT_MODE_UNIT;
	for (size_t g = 0; g < groups->n; g++)
		if (groups->v[g].uneven || (mark && mark[g]))
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
			if (!groups->v[g].uneven && !mark[g]) {
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

Node *cparse_unit(TokenArray *ta, Arena *a, CParseErrors *errs)
{
	PpSkips groups = { 0 };
	pp_groups(ta, 0, (uint32_t)ta->n, &groups);
	size_t errs0 = errs ? errs->n : 0;
	Node *unit = unit_once(ta, a, errs, &groups, NULL);
	uint8_t *mark = groups.n ? xcalloc(groups.n, 1) : NULL;
	if (mark && mark_failed(unit, &groups, mark)) {
		/* A definition did not parse where a conditional has an
		 * #else (`#ifdef X int f(int a) #else int f(int a, int b)
		 * #endif {`): parse again keeping only the first branch of
		 * those, and keep the parse with fewer errors. */
		CParseErrors again = { 0 };
		Node *second = unit_once(ta, a, errs ? &again : NULL, &groups, mark);
		if (count_errors(second) < count_errors(unit)) {
			unit = second;
			if (errs) {
				errs->n = errs0;       /* messages live in the arena */
				for (size_t e = 0; e < again.n; e++)
					err_push_rec(errs, &again.v[e]);
			}
		}
		cparse_errors_free(&again);
	}
	xfree(mark);
	vec_free(&groups);
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
			const Node *nm = declarator_name(d->kid[i]);
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
		clex_file(src, &ta);
		cmacro_apply(&ta, mt);
		Node *unit = cparse_unit(&ta, &a, &errs);
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
