/* smpl_build.c - what the SmPL grammar's actions call; see smpl_build.h. */
#include "smpl/smpl_build.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "smpl/smpl_body.h"
#include "smpl/smpl_check.h"
#include "smpl/smpl_views.h"

static const Ident *strip_quotes(SpCtx *c, SpLoc l)
{
	return intern(c->src->text + l.start, l.end - l.start);
}

/* ---- Prelude ---------------------------------------------------------- */

void sp_virtual(SpCtx *c, SpLoc name)
{
	vec_push(&c->virtuals, sp_ident(c, name));
}

void sp_include(SpCtx *c, SpLoc str)
{
	const Ident *q = strip_quotes(c, str);
	vec_push(&c->includes, q);
	SmplFile *inc = c->read_include(c, q->name, str.start);
	if (!inc) {
		c->failed = 1;
		return;
	}
	vec_push(&c->included, inc);
	for (uint32_t i = 0; i < inc->virtuals.n; i++)
		vec_push(&c->virtuals, inc->virtuals.v[i]);
	for (uint32_t i = 0; i < inc->nrules; i++) {
		Rule *r = inc->rules[i];
		if (r->name && sp_earlier_rule(c, r->name)) {
			sp_error(c, str.start, "the included file defines rule `%s' again", r->name->name);
			return;
		}
		vec_push(&c->rules, r);
	}
}

void sp_using_top(SpCtx *c, SpLoc str)
{
	vec_push(&c->usings, strip_quotes(c, str));
}

void sp_spatch_line(SpCtx *c, SpLoc line)
{
	const char *t = c->src->text + line.start;
	uint32_t i = 1;
	while (t[i] == ' ' || t[i] == '\t')
		i++;
	i += 6; /* "spatch" */
	uint32_t n = line.end - line.start;
	while (i < n && (t[i] == ' ' || t[i] == '\t'))
		i++;
	vec_push(&c->spatch_opts, intern(t + i, n - i));
}

void sp_section(SpCtx *c, SpLoc name)
{
	static const char *const ok[] = {
		"Expression", "Statement", "Type", "Declaration", "TopLevel",
		"TestExpression", "ToTestExpression", "ArgExpression",
	};
	const Ident *id = sp_ident(c, name);
	for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
		if (strcmp(id->name, ok[i]) == 0) {
			c->section = id;
			return;
		}
	sp_error(c, name.start, "unknown isomorphism section `%s' (expected Expression, Statement, Type, Declaration, TopLevel, TestExpression, ToTestExpression or ArgExpression)", id->name);
}

/* ---- Headers ---------------------------------------------------------- */

static int is_virtual(SpCtx *c, const Ident *id)
{
	for (size_t i = 0; i < c->virtuals.n; i++)
		if (c->virtuals.v[i] == id)
			return 1;
	return 0;
}

void sp_rule_begin(SpCtx *c, RuleKind kind, SpLoc at, const Ident *name, SpLoc lang)
{
	Rule *r = arena_alloc(c->a, sizeof *r);
	r->index = (uint32_t)c->rules.n;	/* included rules count too */
	r->kind = c->is_iso ? RK_ISO : kind;
	r->src = c->src;
	r->off = at.start;
	r->name = name;
	r->iso_section = c->section;
	if (kind == RK_SCRIPT || kind == RK_INITIALIZE || kind == RK_FINALIZE) {
		const char *t = c->src->text + lang.start;
		const char *colon = memchr(t, ':', lang.end - lang.start);
		const char *l = colon + 1;
		while (*l == ' ' || *l == '\t')
			l++;
		r->lang = arena_strndup(c->a, l, (size_t)(c->src->text + lang.end - l));
		if (strcmp(r->lang, "python") != 0 && strcmp(r->lang, "ocaml") != 0)
			sp_error(c, lang.start, "unknown script language `%s' (expected python or ocaml)", r->lang);
	}
	if (name && sp_earlier_rule(c, name))
		sp_error(c, lang.start, "a rule named `%s' is already defined", name->name);
	if (c->is_iso && !c->section)
		sp_error(c, at.start, "isomorphism rule before any section name (Expression, Statement, ...)");
	c->cur = r;
	vec_push(&c->rules, r);
	c->metas.n = 0;
	c->binds.n = 0;
	memset(&c->d, 0, sizeof c->d);
}

Dep *sp_dep(SpCtx *c, DepKind k, const Ident *name, Dep *l, Dep *r, uint32_t off)
{
	Dep *d = arena_alloc(c->a, sizeof *d);
	d->kind = k;
	d->name = name;
	d->l = l;
	d->r = r;
	d->off = off;
	if ((k == DEP_NAME || k == DEP_EVER || k == DEP_NEVER) &&
	    !sp_earlier_rule(c, name) && !is_virtual(c, name))
		sp_error(c, off, "`%s' in depends on is neither an earlier rule nor a virtual name", name->name);
	return d;
}

void sp_rule_depends(SpCtx *c, int quant, Dep *d)
{
	Rule *r = c->cur;
	if (r->depends) {
		/* several `depends on` clauses all hold */
		r->depends = sp_dep(c, DEP_AND, NULL, r->depends, d, d->off);
	} else {
		r->depends = d;
	}
	r->dep_quantifier = quant;
}

void sp_rule_extends(SpCtx *c, SpLoc name)
{
	const Ident *id = sp_ident(c, name);
	if (!sp_earlier_rule(c, id))
		sp_error(c, name.start, "rule `%s' extends `%s', which is not an earlier rule",
			 c->cur->name ? c->cur->name->name : "(anonymous)", id->name);
	if (c->cur->kind != RK_CODE)
		sp_error(c, name.start, "only pattern rules may use extends");
	c->cur->extends = id;
}

static void namelist_add(SpCtx *c, NameList *l, const Ident *id)
{
	const Ident **v = arena_alloc(c->a, (l->n + 1) * sizeof *v);
	if (l->n)
		memcpy(v, l->v, l->n * sizeof *v);
	v[l->n++] = id;
	l->v = v;
}

void sp_rule_disable(SpCtx *c, SpLoc name)
{
	namelist_add(c, &c->cur->disable, sp_ident(c, name));
}

void sp_rule_using(SpCtx *c, SpLoc str)
{
	namelist_add(c, &c->cur->using, strip_quotes(c, str));
}

void sp_rule_quant(SpCtx *c, int q, uint32_t off)
{
	if (c->cur->quantifier && c->cur->quantifier != q)
		sp_error(c, off, "a rule may not be both exists and forall");
	c->cur->quantifier = q;
}

void sp_rule_pkind(SpCtx *c, int k, uint32_t off)
{
	if (c->cur->pattern_kind && c->cur->pattern_kind != k)
		sp_error(c, off, "a rule has at most one of expression, identifier and type in its header");
	c->cur->pattern_kind = k;
}

static Meta *new_meta(SpCtx *c, MetaKind k, const Ident *rule, const Ident *name, uint32_t off, uint32_t flags);
static Meta *find_local(SpCtx *c, const Ident *name);

/* `@ r2 extends r1 @`: every metavariable of r1 that r2 does not declare
 * itself is available in r2 as if declared `KIND r1.x;` (names that only
 * tell how code parses, such as typedef or declarer names, are copied
 * as they are). */
static void add_extended_metas(SpCtx *c, Rule *r)
{
	Rule *from = r->extends ? sp_earlier_rule(c, r->extends) : NULL;
	if (!from)
		return;
	for (uint32_t i = 0; i < from->nmetas; i++) {
		const Meta *o = from->metas[i];
		const SmplMeta *ox = smpl_meta(o);
		if (find_local(c, o->name))
			continue;
		Meta *m;
		if (ox->flags & SM_NAME_ONLY) {
			m = new_meta(c, o->kind, NULL, o->name, ox->off, ox->flags);
		} else {
			m = new_meta(c, o->kind, from->name, o->name, ox->off,
				     ox->flags & (SM_LOCAL | SM_GLOBAL | SM_ANY));
		}
		smpl_meta(m)->kind_text = ox->kind_text;
		smpl_meta(m)->flags |= SM_EXTENDED;
		vec_push(&c->metas, m);
	}
}

void sp_rule_end(SpCtx *c, SpLoc body)
{
	Rule *r = c->cur;
	if (!r || c->failed)
		return;
	add_extended_metas(c, r);
	r->body_start = body.start;
	r->body_end = body.end;
	r->nmetas = (uint32_t)c->metas.n;
	r->metas = (Meta **)arena_ptrdup(c->a, (void *const *)c->metas.v, c->metas.n);
	r->nbindings = (uint32_t)c->binds.n;
	if (c->binds.n) {
		r->bindings = arena_alloc(c->a, c->binds.n * sizeof *r->bindings);
		memcpy(r->bindings, c->binds.v, c->binds.n * sizeof *r->bindings);
	}
	if (r->kind == RK_SCRIPT || r->kind == RK_INITIALIZE || r->kind == RK_FINALIZE) {
		/* the script starts on the line after `@@` */
		uint32_t s = body.start;
		while (s < body.end && (c->src->text[s] == ' ' || c->src->text[s] == '\t' || c->src->text[s] == '\r'))
			s++;
		if (s < body.end && c->src->text[s] == '\n')
			body.start = s + 1;
		r->script = arena_strndup(c->a, c->src->text + body.start, body.end - body.start);
		smpl_check_rule(c, r);
		return;
	}
	if (smpl_check_rule(c, r) == 0 && smpl_body(c, r) == 0)
		smpl_parse_views(c, r);
}

/* ---- Declarations ----------------------------------------------------- */

void sp_decl_mod(SpCtx *c, uint32_t flag)
{
	c->d.pending_flags |= flag;
}

void sp_decl_kind(SpCtx *c, MetaKind k, uint32_t flags, SpLoc written)
{
	if (c->cur->kind == RK_SCRIPT || c->cur->kind == RK_INITIALIZE || c->cur->kind == RK_FINALIZE) {
		sp_error(c, written.start, "a script rule declares `name << rule.name;' or `name;', not metavariables");
		return;
	}
	c->d.kind = k;
	c->d.flags = flags;
	c->d.kind_text = sp_norm(c, written.start, written.end);
}

void sp_decl_type(SpCtx *c, SpLoc type)
{
	vec_push(&c->d.types, sp_norm(c, type.start, type.end));
}

/* `{T1, T2} *x': the stars go with each type of the set, from the
 * FIRST type the set added on. */
void sp_decl_set_stars(SpCtx *c, size_t first, SpLoc stars)
{
	const char *s = c->src->text;
	size_t ns = stars.end - stars.start;
	for (size_t k = first; k < c->d.types.n; k++) {
		const char *t = c->d.types.v[k];
		size_t nt = strlen(t);
		char *buf = arena_alloc(c->a, nt + ns + 2);
		memcpy(buf, t, nt);
		buf[nt] = ' ';
		memcpy(buf + nt + 1, s + stars.start, ns);
		buf[nt + 1 + ns] = 0;
		c->d.types.v[k] = sp_norm_text(c, buf, 0, (uint32_t)(nt + 1 + ns));
	}
}

void sp_decl_ptr_only(SpCtx *c, SpLoc stars)
{
	vec_push(&c->d.types, sp_norm(c, stars.start, stars.end));
}

void sp_decl_len_num(SpCtx *c, SpLoc num)
{
	c->d.len.kind = 1;
	c->d.len.num = strtol(c->src->text + num.start, NULL, 0);
}

void sp_decl_len_name(SpCtx *c, QName n)
{
	c->d.has_len_name = 1;
	c->d.len_name = n;
}

void sp_decl_len_range(SpCtx *c, QName n, SpLoc range)
{
	c->d.has_len_name = 1;
	c->d.len_name = n;
	c->d.len_range = sp_norm(c, range.start, range.end);
}

static Meta *new_meta(SpCtx *c, MetaKind k, const Ident *rule, const Ident *name, uint32_t off, uint32_t flags)
{
	Meta *m = arena_alloc(c->a, sizeof *m);
	SmplMeta *x = arena_alloc(c->a, sizeof *x);
	m->kind = k;
	m->rule = rule;
	m->name = name;
	m->src_name = name;
	m->ext = x;
	x->off = off;
	x->flags = flags;
	if (rule && strcmp(rule->name, "virtual") == 0)
		x->flags |= SM_VIRTUAL;
	else if (rule)
		x->flags |= SM_INHERITED;
	return m;
}

static Meta *find_local(SpCtx *c, const Ident *name)
{
	for (size_t i = 0; i < c->metas.n; i++)
		if (c->metas.v[i]->name == name)
			return c->metas.v[i];
	return NULL;
}

/* The Meta that a list length names, declaring it if it is new. */
static Meta *len_meta(SpCtx *c, QName n)
{
	Meta *m = find_local(c, n.name);
	if (m && !n.rule)
		return m;
	if (m)
		return m;
	m = new_meta(c, MK_LIST_LEN, n.rule, n.name, n.off, SM_IMPLICIT);
	smpl_meta(m)->kind_text = "list length";
	vec_push(&c->metas, m);
	return m;
}

void sp_decl_width(SpCtx *c, SpLoc name)
{
	QName q = { NULL, sp_ident(c, name), name.start };
	len_meta(c, q);
}

void sp_decl_name(SpCtx *c, QName n)
{
	if (c->failed)
		return;
	DeclState *d = &c->d;
	Meta *old = find_local(c, n.name);
	if (old && old->kind != MK_LIST_LEN) {
		sp_error(c, n.off, "metavariable `%s' is declared twice in this rule", n.name->name);
		return;
	}
	if (old) {
		/* named first as a list length, now declared */
		for (size_t i = 0; i < c->metas.n; i++)
			if (c->metas.v[i] == old)
				memmove(c->metas.v + i, c->metas.v + i + 1, (c->metas.n - i - 1) * sizeof *c->metas.v), c->metas.n--;
	}
	MetaKind k = d->kind;
	Meta *m = new_meta(c, k, n.rule, n.name, n.off, d->flags | d->pending_flags);
	if (old) {
		/* keep identity: later code refers to the first Meta */
		*old = *m;
		m = old;
	}
	SmplMeta *x = smpl_meta(m);
	x->kind_text = d->kind_text;
	if (d->types.n) {
		x->ntypes = (uint32_t)d->types.n;
		x->types = arena_alloc(c->a, d->types.n * sizeof *x->types);
		memcpy(x->types, d->types.v, d->types.n * sizeof *x->types);
		x->type_metas = arena_alloc(c->a, d->types.n * sizeof *x->type_metas);
	}
	x->len = d->len;
	if (d->has_len_name) {
		x->len.kind = 2;
		x->len.meta = len_meta(c, d->len_name);
		x->len.range = d->len_range;
	}
	vec_push(&c->metas, m);
	d->last = m;
	d->ctail = NULL;
}

void sp_decl_end(SpCtx *c)
{
	vec_free(&c->d.types);
	vec_free(&c->d.script_args);
	memset(&c->d, 0, sizeof c->d);
}

void sp_constraint(SpCtx *c, ConstrKind k, int is_set)
{
	DeclState *d = &c->d;
	if (!d->last)
		return;
	Constraint *x = arena_alloc(c->a, sizeof *x);
	x->kind = k;
	x->is_set = is_set;
	SmplMeta *sm = smpl_meta(d->last);
	if (d->ctail)
		d->ctail->next = x;
	else
		sm->constraints = x;
	d->ctail = x;
}

void sp_constraint_join(SpCtx *c, int is_or)
{
	if (c->d.ctail)
		c->d.ctail->or_next = is_or;
}

void sp_cval(SpCtx *c, SpLoc item)
{
	Constraint *x = c->d.ctail;
	if (!x)
		return;
	SmplValue *v = arena_alloc(c->a, (x->nvals + 1) * sizeof *v);
	if (x->nvals)
		memcpy(v, x->vals, x->nvals * sizeof *v);
	v[x->nvals].text = sp_norm(c, item.start, item.end);
	v[x->nvals].ref = NULL;
	x->vals = v;
	x->nvals++;
}

void sp_constraint_regex(SpCtx *c, ConstrKind k, SpLoc str)
{
	sp_constraint(c, k, 0);
	Constraint *x = c->d.ctail;
	if (!x)
		return;
	x->vals = arena_alloc(c->a, sizeof *x->vals);
	x->vals[0].text = arena_strndup(c->a, c->src->text + str.start, str.end - str.start);
	x->nvals = 1;
}

void sp_script_begin(SpCtx *c, SpLoc lang, int for_seed)
{
	const char *t = c->src->text + lang.start;
	const char *colon = memchr(t, ':', lang.end - lang.start);
	const char *l = colon + 1;
	while (*l == ' ' || *l == '\t')
		l++;
	c->d.script_lang = arena_strndup(c->a, l, (size_t)(c->src->text + lang.end - l));
	c->d.script_args.n = 0;
	c->d.script_for_seed = for_seed;
}

void sp_script_arg(SpCtx *c, QName n)
{
	vec_push(&c->d.script_args, n.rule ? n.rule : n.name);
	if (n.rule)
		vec_push(&c->d.script_args, n.name);
	else
		vec_push(&c->d.script_args, (const Ident *)NULL);
}

void sp_script_code(SpCtx *c, SpLoc code)
{
	DeclState *d = &c->d;
	if (!d->last)
		return;
	const char *text = arena_strndup(c->a, c->src->text + code.start + 1, code.end - code.start - 2);
	if (d->script_for_seed) {
		SmplMeta *x = smpl_meta(d->last);
		x->seed_lang = d->script_lang;
		x->seed_code = text;
		x->nseed_args = (uint32_t)(d->script_args.n / 2);
		x->seed_args = (const Ident **)arena_ptrdup(c->a, (void *const *)d->script_args.v, d->script_args.n);
		return;
	}
	sp_constraint(c, CK_SCRIPT, 0);
	Constraint *x = d->ctail;
	x->lang = d->script_lang;
	x->code = text;
	/* the arguments, as `r.x` or `x` */
	x->nvals = (uint32_t)(d->script_args.n / 2);
	x->vals = arena_alloc(c->a, (x->nvals + 1) * sizeof *x->vals);
	for (uint32_t i = 0; i < x->nvals; i++) {
		const Ident *a = d->script_args.v[2 * i], *b = d->script_args.v[2 * i + 1];
		char buf[512];
		if (b)
			snprintf(buf, sizeof buf, "%s.%s", a->name, b->name);
		else
			snprintf(buf, sizeof buf, "%s", a->name);
		x->vals[i].text = arena_strdup(c->a, buf);
	}
}

void sp_binding(SpCtx *c, SpLoc local, QName from, SpLoc dflt, int has_dflt)
{
	if (c->cur->kind != RK_SCRIPT && c->cur->kind != RK_INITIALIZE && c->cur->kind != RK_FINALIZE) {
		sp_error(c, local.start, "`name << rule.name' binds a variable of a script rule; this is not a script rule");
		return;
	}
	if (!from.rule) {
		sp_error(c, from.off, "expected `rule.name' after `<<'");
		return;
	}
	ScriptBinding b = { sp_ident(c, local), from.rule, from.name, NULL, local.start };
	if (has_dflt)
		b.dflt = sp_norm(c, dflt.start, dflt.end);
	vec_push(&c->binds, b);
}

void sp_binding_local(SpCtx *c, SpLoc local)
{
	if (c->cur->kind != RK_SCRIPT && c->cur->kind != RK_INITIALIZE && c->cur->kind != RK_FINALIZE) {
		sp_error(c, local.start, "expected a metavariable kind before `%s'",
			 sp_ident(c, local)->name);
		return;
	}
	ScriptBinding b = { sp_ident(c, local), NULL, NULL, NULL, local.start };
	vec_push(&c->binds, b);
}
