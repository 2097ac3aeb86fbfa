/* smpl_unused.c - warnings for metavariables a rule declares and never
 * names.
 *
 * A metavariable the pattern never names binds nothing: most likely a
 * slip of the writer's.  Named are those written in the - or context
 * code (the parser's SM_USED_MINUS), the words of the types of those
 * (`T x;`, `struct str *e;`), the lengths of named lists, those a
 * fresh identifier's seed names, and those a constraint of any rule
 * refers to (in the rule that declares them: an inherited copy is not
 * named so).  A fresh identifier must be named by the + code; an
 * inherited one by any code.  Names that only tell how a word parses,
 * virtual and extended ones are no such slips.  See smpl_unused.h.
 */
#include "smpl/smpl_unused.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "base/diag.h"
#include "base/vec.h"

typedef VEC(const Meta *) MetaSet;

static int in_set(const MetaSet *s, const Meta *m)
{
	for (size_t i = 0; i < s->n; i++)
		if (s->v[i] == m)
			return 1;
	return 0;
}

/* Add to S the metavariable M names at the rule that declares it (M
 * itself, or the one it inherits from). */
static void add_root(MetaSet *s, const Meta *m)
{
	for (int depth = 0; m && smpl_meta(m)->origin && depth < 64; depth++)
		m = smpl_meta(m)->origin;
	if (m && !in_set(s, m))
		vec_push(s, m);
}

/* The metavariables of F that a constraint or a fresh identifier's seed
 * names (see above). */
static void referred(const SmplFile *f, MetaSet *s)
{
	for (uint32_t r = 0; r < f->nrules; r++) {
		const Rule *R = f->rules[r];
		for (uint32_t i = 0; i < R->nmetas; i++) {
			const SmplMeta *x = smpl_meta(R->metas[i]);
			for (const Constraint *k = x->constraints; k; k = k->next)
				for (uint32_t v = 0; v < k->nvals; v++)
					add_root(s, k->vals[v].ref);
			for (uint32_t v = 0; v < x->nseed; v++)
				if (x->seed[v].meta && !in_set(s, x->seed[v].meta))
					vec_push(s, x->seed[v].meta);
		}
	}
}

/* Type metavariable T is written in R's - or context code. */
static int type_written(const Rule *r, const Meta *t)
{
	for (uint32_t i = 0; i < r->toks.n; i++) {
		const Token *k = &r->toks.v[i];
		if (k->kind == TK_META && k->aux == t && !(k->flags & TF_PLUS))
			return 1;
	}
	return 0;
}

/* M is a word of the type of another metavariable of R that the code
 * names. */
static int in_used_type(const Rule *r, const Meta *m)
{
	const char *name = m->name->name;
	size_t n = strlen(name);
	for (uint32_t i = 0; i < r->nmetas; i++) {
		const Meta *o = r->metas[i];
		const SmplMeta *x = smpl_meta(o);
		if (o == m || o->kind == MK_TYPE || !(x->flags & (SM_USED_MINUS | SM_USED_PLUS)))
			continue;
		for (uint32_t k = 0; k < x->ntypes; k++)
			for (const char *p = x->types[k]; (p = strstr(p, name)) != NULL; p += n) {
				int before = p > x->types[k] && (p[-1] == '_' || isalnum((unsigned char)p[-1]));
				int after = p[n] == '_' || isalnum((unsigned char)p[n]);
				if (!before && !after)
					return 1;
			}
	}
	return 0;
}

/* List length N is named: a list metavariable of R that the code names
 * has it as its length. */
static int length_named(const Rule *r, const Meta *n)
{
	for (uint32_t i = 0; i < r->nmetas; i++) {
		const SmplMeta *x = smpl_meta(r->metas[i]);
		if (x->len.kind == 2 && x->len.meta == n && (x->flags & SM_USED_MINUS))
			return 1;
	}
	return 0;
}

static void warn_rule(const Rule *r, const MetaSet *refs)
{
	char who[64];
	if (r->name) {
		snprintf(who, sizeof who, "%s", r->name->name);
	} else {
		int line, col;
		source_linecol(r->src, r->off, &line, &col);
		snprintf(who, sizeof who, "rule starting on line %d", line);
	}
	for (uint32_t i = 0; i < r->nmetas; i++) {
		const Meta *m = r->metas[i];
		uint32_t fl = smpl_meta(m)->flags;
		if (fl & (SM_NAME_ONLY | SM_VIRTUAL | SM_EXTENDED))
			continue;
		if ((fl & SM_IMPLICIT) && length_named(r, m))
			continue;
		/* the parser marks a type metavariable as named when a
		 * metavariable is typed with it: it is, if that one is */
		if (m->kind == MK_TYPE && (fl & SM_USED_MINUS) && !type_written(r, m))
			fl &= ~(uint32_t)SM_USED_MINUS;
		int named = (fl & SM_USED_MINUS) || in_used_type(r, m) || in_set(refs, m);
		if (fl & SM_INHERITED) {
			if (!named && !(fl & SM_USED_PLUS))
				diag(DIAG_WARNING, "%s: inherited metavariable %s not used in the -, +, or context code",
				     who, m->name->name);
		} else if (m->kind == MK_FRESH_IDENTIFIER) {
			if (!(fl & SM_USED_PLUS))
				diag(DIAG_WARNING, "%s: metavariable %s not used in the + code", who, m->name->name);
		} else if (!named) {
			diag(DIAG_WARNING, "%s: metavariable %s not used in the - or context code", who,
			     m->name->name);
		}
	}
}

void smpl_warn_unused(const SmplFile *f)
{
	MetaSet refs = {0};
	referred(f, &refs);
	for (uint32_t r = 0; r < f->nrules; r++)
		if (f->rules[r]->kind == RK_CODE)
			warn_rule(f->rules[r], &refs);
	vec_free(&refs);
}
