/* patterns.c - each code rule's pattern, and the names a semantic patch
 * gives the C lexer; see patterns.h. */
#include "run/patterns.h"

#include <stdio.h>
#include <stdlib.h>

#include "base/diag.h"
#include "cfront/cparse.h"

/* Does the minus view of R (tokens not hidden) contain a `;` or a brace? */
static int body_has_stmt_tokens(const Rule *R)
{
	const TokenArray *ta = &R->minus_view;
	for (size_t i = 0; i < ta->n; i++) {
		const Token *t = &ta->v[i];
		if (t->flags & TF_HIDDEN)
			continue;
		if (t->kind == TK_SEMI || t->kind == TK_LBRACE || t->kind == TK_RBRACE ||
		    (t->kind >= TK_PP_DEFINE && t->kind <= TK_PP_OTHER))
			return 1;
	}
	return 0;
}

/* The pattern of rule R: its minus view parsed as code (by the SmPL front
 * end, or here), or NULL with a message when it does not parse. */
static Node *rule_pattern1(Run *r, Rule *R);

/* A rule body item `name(..., int x) { ... }` written without a return
 * type is a function definition, even where the C grammar saw an
 * iterator: rebuild it as one (NF_IMPLICIT_INT). */
static Node *iterator_as_funcdef(Arena *a, const TokenArray *ta, Node *it)
{
	if (it->kind != S_ITERATOR || it->n < 2 || !it->kid[0] || !it->kid[1] ||
	    it->kid[1]->kind != S_BLOCK)
		return it;
	Node *args = it->kid[0];
	int params = 0;
	for (uint32_t i = 0; i < args->n; i++) {
		const Node *k = args->kid[i];
		if (!k)
			return it;
		if (k->kind == D_PARAM)
			params = 1;
		else if (k->kind == P_META && k->aux &&
			 (meta_category(((const Meta *)k->aux)->kind) == MC_PARAM ||
			  meta_category(((const Meta *)k->aux)->kind) == MC_PARAM_LIST))
			params = 1;
		else if (k->kind != P_DOTS)
			return it;
	}
	if (!params && args->n)
		return it;
	Node *name;
	if ((it->flags & NF_META_NAME) && it->aux) {
		name = ast_new(a, P_META, it->first, it->first);
		name->aux = it->aux;
		name->name = it->name;
	} else {
		name = ast_new(a, DR_IDENT, it->first, it->first);
		name->name = it->name;
	}
	Node *pl = ast_new_kids(a, L_PARAMS, args->first, args->last, args->n, args->kid);
	uint32_t close = it->kid[1]->first - 1;
	while (close > it->first && ta->v[close].kind != TK_RPAREN)
		close--;
	Node *dk[2] = {name, pl};
	Node *df = ast_new_kids(a, DR_FUNC, it->first, close, 2, dk);
	Node *fk[4] = {NULL, df, NULL, it->kid[1]};
	Node *fd = ast_new_kids(a, D_FUNCDEF, it->first, it->last, 4, fk);
	fd->flags |= NF_IMPLICIT_INT;
	return fd;
}

Node *rule_pattern(Run *r, Rule *R)
{
	Node *n = rule_pattern1(r, R);
	if (n && n->kind == TOP_UNIT)
		for (uint32_t i = 0; i < n->n; i++)
			if (n->kid[i])
				n->kid[i] = iterator_as_funcdef(&r->pat_arena, &R->minus_view, n->kid[i]);
	if (n && getenv("LADYBUG_DEBUG_PATTERN"))
		ast_dump(stderr, &R->minus_view, n);
	return n;
}

static Node *rule_pattern1(Run *r, Rule *R)
{
	if (R->kind != RK_CODE)
		return NULL;
	if (R->minus)
		return R->minus;
	TokenArray *ta = &R->minus_view;
	if (ta->n == 0)
		return NULL;
	uint32_t last = (uint32_t)ta->n - 1;
	while (last > 0 && ta->v[last].kind == TK_EOF)
		last--;
	if (ta->v[last].kind == TK_EOF)
		return NULL;
	int order[3];
	if (R->pattern_kind == PK_TYPE) {
		order[0] = CPARSE_TYPE;
		order[1] = order[2] = -1;
	} else if (R->pattern_kind == PK_IDENTIFIER) {
		order[0] = CPARSE_IDENT;
		order[1] = order[2] = -1;
	} else if (R->pattern_kind == PK_EXPRESSION || !body_has_stmt_tokens(R)) {
		order[0] = CPARSE_EXPR;
		order[1] = CPARSE_BODY;
		order[2] = CPARSE_TYPE;
	} else {
		order[0] = CPARSE_BODY;
		order[1] = CPARSE_EXPR;
		order[2] = -1;
	}
	CParseErrors first_errs = {0};
	for (int k = 0; k < 3 && order[k] >= 0; k++) {
		CParseErrors errs = {0};
		Node *n = cparse_pattern(ta, 0, last, order[k], &r->pat_arena, &errs);
		if (n) {
			cparse_errors_free(&errs);
			cparse_errors_free(&first_errs);
			return n;
		}
		if (k == 0)
			first_errs = errs;
		else
			cparse_errors_free(&errs);
	}
	if (first_errs.n) {
		const CParseError *e = &first_errs.v[0];
		uint32_t at = e->at < ta->n ? e->at : last;
		diag_at(DIAG_ERROR, ta->src, ta->v[at].start, "%s in the code of rule %s",
			e->msg ? e->msg : "syntax error", R->name ? R->name->name : "(anonymous)");
	}
	cparse_errors_free(&first_errs);
	return NULL;
}

/* Names the semantic patch declares as attribute names (`attribute name
 * a;`) are attributes in the C code too, as if the macro file said so. */
static void declare_patch_attrs(MacroTable *mt, const SmplFile *sp)
{
	for (uint32_t i = 0; i < sp->nrules; i++)
		for (uint32_t k = 0; k < sp->rules[i]->nmetas; k++) {
			const Meta *m = sp->rules[i]->metas[k];
			if (m->kind == MK_ATTRIBUTE && (smpl_meta(m)->flags & SM_NAME_ONLY))
				cmacro_add_hint(mt, m->name, TK_MACRO_ATTR);
		}
}

/* Names the semantic patch declares as declarers (`declarer name D;`)
 * stay declarer calls in the C code, even where the macro file gives
 * them a body (or hides them): the pattern `D(a, b);` finds them as
 * written. */
static void declare_patch_declarers(MacroTable *mt, const SmplFile *sp)
{
	for (uint32_t i = 0; i < sp->nrules; i++)
		for (uint32_t k = 0; k < sp->rules[i]->nmetas; k++) {
			const Meta *m = sp->rules[i]->metas[k];
			if (m->kind != MK_DECLARER || !(smpl_meta(m)->flags & SM_NAME_ONLY))
				continue;
			const MacroDef *d = cmacro_lookup(mt, m->name);
			if (d && !d->hint)
				cmacro_add_hint(mt, m->name, TK_MACRO_DECL);
		}
}

void declare_patch_names(MacroTable *mt, const SmplFile *sp)
{
	declare_patch_attrs(mt, sp);
	declare_patch_declarers(mt, sp);
}
