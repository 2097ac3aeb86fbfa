/* smpl_check.c - checks of a rule's declarations against earlier rules.
 *
 * Resolves inherited metavariables (`r.x`), script bindings (`x << r.y`),
 * the metavariables named in constraints, list lengths, typed
 * expressions' type metavariables and fresh identifier seeds, and
 * reports what names nothing.  See smpl_check.h.
 */
#include "smpl/smpl_check.h"

#include <string.h>

enum { MAX_EXTENDS_DEPTH = 64 };

/* Does rule R make NAME available to later rules?  *OUT gets its Meta
 * (NULL for a script variable).  Follows `extends` (depth-limited). */
static int exports(SpCtx *c, Rule *r, const Ident *name, Meta **out, int depth)
{
	*out = NULL;
	if (depth > MAX_EXTENDS_DEPTH)
		return 0;
	for (uint32_t i = 0; i < r->nmetas; i++)
		if (r->metas[i]->name == name) {
			*out = r->metas[i];
			return 1;
		}
	for (uint32_t i = 0; i < r->nbindings; i++)
		if (r->bindings[i].local == name)
			return 1;
	if (r->extends) {
		Rule *e = sp_earlier_rule(c, r->extends);
		if (e)
			return exports(c, e, name, out, depth + 1);
	}
	return 0;
}

/* Check `rule.name`; report and return -1 if it names nothing. */
static int resolve(SpCtx *c, const Ident *rule, const Ident *name, uint32_t off, Meta **out)
{
	*out = NULL;
	if (strcmp(rule->name, "virtual") == 0)
		return 0;
	Rule *r = sp_earlier_rule(c, rule);
	if (!r && c->cur->kind == RK_FINALIZE && strcmp(rule->name, "merge") == 0)
		return 0; /* merge.x: the values the parallel jobs bound */
	if (!r) {
		sp_error(c, off, "undeclared metavariable `%s.%s': no earlier rule is named `%s'",
			 rule->name, name->name, rule->name);
		return -1;
	}
	if (!exports(c, r, name, out, 0)) {
		sp_error(c, off, "undeclared metavariable `%s.%s': rule `%s' declares no `%s'",
			 rule->name, name->name, rule->name, name->name);
		return -1;
	}
	return 0;
}

static Meta *local(Rule *r, const char *s, size_t n)
{
	for (uint32_t i = 0; i < r->nmetas; i++) {
		const Ident *id = r->metas[i]->name;
		if (id->len == n && memcmp(id->name, s, n) == 0)
			return r->metas[i];
	}
	return NULL;
}

static int is_name(const char *s, size_t n)
{
	if (n == 0 || !(s[0] == '_' || (s[0] >= 'A' && s[0] <= 'Z') || (s[0] >= 'a' && s[0] <= 'z')))
		return 0;
	for (size_t i = 1; i < n; i++)
		if (!(s[i] == '_' || (s[i] >= 'A' && s[i] <= 'Z') || (s[i] >= 'a' && s[i] <= 'z') ||
		      (s[i] >= '0' && s[i] <= '9')))
			return 0;
	return 1;
}

/* A value written `x` or `r.x`: the metavariable it names, if any.
 * MUST: report an error when a qualified value names nothing. */
static int value_ref(SpCtx *c, Rule *r, const char *t, uint32_t off, Meta **out, int must)
{
	size_t n = strlen(t);
	*out = NULL;
	const char *dot = memchr(t, '.', n);
	if (!dot) {
		if (is_name(t, n))
			*out = local(r, t, n);
		if (!*out && must && is_name(t, n)) {
			sp_error(c, off, "undeclared metavariable `%s'", t);
			return -1;
		}
		return 0;
	}
	size_t a = (size_t)(dot - t);
	if (!is_name(t, a) || !is_name(dot + 1, n - a - 1))
		return 0;
	return resolve(c, intern(t, a), intern(dot + 1, n - a - 1), off, out);
}

/* Is metavariable A declared after B in rule R? */
static int declared_after(const Rule *r, const Meta *a, const Meta *b)
{
	int seen_b = 0;
	for (uint32_t i = 0; i < r->nmetas; i++) {
		if (r->metas[i] == b)
			seen_b = 1;
		else if (r->metas[i] == a)
			return seen_b;
	}
	return 0;       /* A is no declaration of R (inherited) */
}

/* Split a fresh identifier's `= "a" ## y ## "b"` into seed parts. */
static int make_seed(SpCtx *c, Rule *r, Meta *m, const char *t)
{
	SmplMeta *x = smpl_meta(m);
	SmplSeed parts[64];
	uint32_t n = 0;
	const char *p = t;
	while (*p) {
		while (*p == ' ')
			p++;
		const char *s = p;
		if (*p == '"') {
			p++;
			while (*p && *p != '"') {
				if (*p == '\\' && p[1])
					p++;
				p++;
			}
			if (*p)
				p++;
		} else {
			while (*p && !(p[0] == '#' && p[1] == '#') && *p != ' ')
				p++;
		}
		size_t len = (size_t)(p - s);
		if (n == 64 || len == 0) {
			sp_error(c, x->off, "malformed seed of fresh identifier `%s'", m->name->name);
			return -1;
		}
		parts[n].text = arena_strndup(c->a, s, len);
		parts[n].meta = NULL;
		if (*s != '"') {
			Meta *ref;
			if (value_ref(c, r, parts[n].text, x->off, &ref, 1) != 0)
				return -1;
			if (!ref && !memchr(parts[n].text, '.', len)) {
				sp_error(c, x->off, "undeclared metavariable `%s' in the seed of `%s'",
					 parts[n].text, m->name->name);
				return -1;
			}
			if (ref && ref->rule == NULL && declared_after(r, ref, m)) {
				/* as spatch: a seed names what is declared before it */
				sp_error(c, x->off, "metavariable `%s' in the seed of `%s' is declared after it",
					 parts[n].text, m->name->name);
				return -1;
			}
			if (ref && ref->kind != MK_IDENTIFIER && ref->kind != MK_VIRTUAL_ID) {
				/* as spatch: the names a seed pastes are identifiers */
				sp_error(c, x->off,
					 "metavariable `%s' in the seed of `%s' is no identifier metavariable",
					 parts[n].text, m->name->name);
				return -1;
			}
			parts[n].meta = ref;
		}
		n++;
		while (*p == ' ')
			p++;
		if (p[0] == '#' && p[1] == '#')
			p += 2;
		else if (*p) {
			sp_error(c, x->off, "expected `##' in the seed of fresh identifier `%s'", m->name->name);
			return -1;
		}
	}
	x->seed = arena_alloc(c->a, (n ? n : 1) * sizeof *x->seed);
	memcpy(x->seed, parts, n * sizeof *parts);
	x->nseed = n;
	return 0;
}


int smpl_check_rule(SpCtx *c, Rule *r)
{
	for (uint32_t i = 0; i < r->nbindings; i++) {
		ScriptBinding *b = &r->bindings[i];
		Meta *o;
		if (b->rule && resolve(c, b->rule, b->var, b->off, &o) != 0)
			return -1;
	}
	for (uint32_t i = 0; i < r->nmetas; i++) {
		Meta *m = r->metas[i];
		SmplMeta *x = smpl_meta(m);
		if (x->flags & SM_INHERITED) {
			if (resolve(c, m->rule, m->src_name, x->off, &x->origin) != 0)
				return -1;
			Rule *from = sp_earlier_rule(c, m->rule);
			if (m->kind == MK_POSITION && from && (from->has_minus || from->has_plus)) {
				sp_error(c, x->off, "position `%s' cannot be inherited from rule `%s', which changes the code it matched",
					 m->src_name->name, m->rule->name);
				return -1;
			}
		}
		for (uint32_t t = 0; t < x->ntypes; t++) {
			const char *ty = x->types[t];
			while (!strncmp(ty, "const ", 6) || !strncmp(ty, "volatile ", 9))
				ty = strchr(ty, ' ') + 1;
			size_t n = 0;
			while (ty[n] && ty[n] != ' ' && ty[n] != '*' && ty[n] != '[' && ty[n] != ':')
				n++;
			Meta *tm = NULL;
			const char *dot = memchr(ty, '.', n);
			if (dot) {
				if (resolve(c, intern(ty, (size_t)(dot - ty)), intern(dot + 1, n - (size_t)(dot - ty) - 1),
					    x->off, &tm) != 0)
					return -1;
			} else {
				tm = local(r, ty, n);
				if (tm && tm->kind != MK_TYPE)
					tm = NULL;
			}
			x->type_metas[t] = tm;
			/* matching the expression binds its type */
			if (tm && !tm->rule)
				smpl_meta(tm)->flags |= SM_USED_MINUS;
		}
		Constraint *prev = NULL;
		for (Constraint *k = x->constraints; k; prev = k, k = k->next) {
			if (m->kind == MK_FRESH_IDENTIFIER && k->kind == CK_EQ && !k->is_set) {
				if (make_seed(c, r, m, k->vals[0].text) != 0)
					return -1;
				/* the seed is no constraint: unlink it */
				if (prev)
					prev->next = k->next;
				else
					x->constraints = k->next;
				continue;
			}
			if (k->kind == CK_REGEX || k->kind == CK_NOT_REGEX || k->kind == CK_SCRIPT)
				continue;
			for (uint32_t v = 0; v < k->nvals; v++)
				if (value_ref(c, r, k->vals[v].text, x->off, &k->vals[v].ref,
					      k->kind == CK_SUBTERM) != 0)
					return -1;
		}
	}
	return 0;
}
