/* cparse_build.c - what the C grammar's actions call: the node
 * constructors of cparse_priv.h, which also bound the height of the tree
 * and register declared names with the token filter, and the parse error
 * records (cyerror, cparse_errors_free).  Below the grammar: it never
 * runs the parser.
 */
#include "cfront/cparse_priv.h"

#include <string.h>

#include "cfront/meta.h"
#include "base/vec.h"

/* ---- errors ------------------------------------------------------------ */

void cp_errors_append(CParseErrors *e, const CParseError *r)
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
	cp_errors_append(p->errs, &r);
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
	/* inside a call's parentheses (through those of conditions and
	 * groups): maybe a macro with statement arguments (cparse.c) */
	for (uint32_t k = !p->pattern && p->nbr <= BR_MAX ? p->nbr : 0; k-- > 0;) {
		int b = p->br[k];
		if (b == BR_CALL) {
			if (!p->semi_calls.n || p->semi_calls.v[p->semi_calls.n - 1] != p->br_at[k])
				vec_push(&p->semi_calls, p->br_at[k]);
			break;
		}
		if (b != BR_COND && b != BR_GROUP && b != BR_BRACK)
			break;
	}
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

Node *cp_type_name(CParser *p, CLoc at)
{
	Node *n = cp_name(p, cp_leaf(p, T_NAME, at), at);
	if (!p->pattern && n->name)
		vec_push(&p->type_names, n->name);
	return n;
}

Node *cp_sizeof(CParser *p, CLoc loc, Node *n, CLoc at)
{
	Node *s = cp_op(p, cp_node1(p, E_SIZEOF_EXPR, loc, n), at);
	if (!p->pattern && n && n->kind == E_PAREN && n->n == 1 && n->kid[0] &&
	    n->kid[0]->kind == E_IDENT && n->kid[0]->name)
		vec_push(&p->sizeof_names, s);
	return s;
}

void cp_sizeof_types(CParser *p)
{
	if (!p->sizeof_names.n || !p->type_names.n)
		return;
	size_t nslot = 16;
	while (nslot < p->type_names.n * 2)
		nslot *= 2;
	const Ident **set = xcalloc(nslot, sizeof *set);
	for (size_t i = 0; i < p->type_names.n; i++) {
		const Ident *id = p->type_names.v[i];
		size_t h = cp_ident_hash(id, nslot - 1);
		while (set[h] && set[h] != id)
			h = (h + 1) & (nslot - 1);
		set[h] = id;
	}
	for (size_t i = 0; i < p->sizeof_names.n; i++) {
		Node *s = p->sizeof_names.v[i];
		Node *name = s->kid[0]->kid[0];
		size_t h = cp_ident_hash(name->name, nslot - 1);
		while (set[h] && set[h] != name->name)
			h = (h + 1) & (nslot - 1);
		if (!set[h])
			continue;
		Node *t = ast_new(p->a, T_NAME, name->first, name->last);
		t->name = name->name;
		Node *specs = ast_new_kids(p->a, T_SPECS, name->first, name->last, 1, &t);
		Node *kids[2] = { specs, NULL };
		Node *tn = ast_new_kids(p->a, T_TYPENAME, name->first, name->last, 2, kids);
		s->kind = E_SIZEOF_TYPE;
		s->kid[0] = tn;
		s->height = tn->height + 1;
	}
	xfree(set);
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

const Node *cp_declarator_name(const Node *d)
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
		const Node *d = cp_declarator_name(n->kid[i]);
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
