/* mlcode.c - the OCaml code of a run; see mlcode.h. */
#include "run/mlcode.h"

#include <stdio.h>
#include <string.h>

#include "run/scripts.h"
#include "script/ocamlscript.h"

typedef VEC(MlUnit) MlUnits;

/* The OCaml type a value of kind K is given as; PAIR: `(s, a) << r.x'. */
static int ml_type(MetaKind k, int pair)
{
	if (!pair)
		return k == MK_POSITION ? MLP_POS : k == MK_LIST_LEN ? MLP_INT
			: k == MK_COMMENTS ? MLP_COMMENTS : MLP_STRING;
	switch (k) {
	case MK_POSITION: return MLP_PAIR_POS;
	case MK_EXPRESSION_LIST: return MLP_PAIR_ARGS;
	case MK_PARAMETER_LIST: return MLP_PAIR_PARAMS;
	case MK_INITIALIZER_LIST: return MLP_PAIR_INITS;
	case MK_STATEMENT_LIST: case MK_FIELD_LIST: case MK_IDENTIFIER_LIST: case MK_FORMAT_LIST:
		return MLP_PAIR_LIST;
	default: return MLP_PAIR_TEXT;
	}
}

/* The kind of RULE.NAME (RULE NULL: NAME of R) as rule R sees it. */
static MetaKind kind_of(const Run *r, const Rule *R, const Ident *rule, const Ident *name)
{
	for (uint32_t i = 0; i < R->nmetas; i++) {
		const Meta *m = R->metas[i];
		if ((rule && m->rule == rule && m->src_name == name) || (!rule && m->name == name))
			return m->kind;
	}
	const Rule *q = rule ? smpl_find_rule(r->sp, rule) : NULL;
	const Meta *qm = q ? smpl_rule_meta(q, name) : NULL;
	return qm ? qm->kind : MK_EXPRESSION;
}

static int line_of(const Rule *R, uint32_t off)
{
	int line = 1, col = 1;
	if (R->src)
		source_linecol(R->src, off, &line, &col);
	return line;
}

/* The unit of script, initialize or finalize rule R. */
static void rule_unit(Run *r, const Rule *R, MlUnits *out)
{
	Arena *a = &r->pat_arena;
	MlUnit u = {0};
	u.kind = R->kind == RK_INITIALIZE ? MLU_INIT : R->kind == RK_FINALIZE ? MLU_FINAL : MLU_RULE;
	u.code = R->script ? R->script : "";
	u.line = script_line(R, 0);
	u.what_line = line_of(R, R->off);
	char what[300];
	if (R->kind == RK_SCRIPT && R->name)
		snprintf(what, sizeof what, "script:ocaml rule `%s'", R->name->name);
	else
		snprintf(what, sizeof what, "%s:ocaml rule", R->kind == RK_INITIALIZE ? "initialize"
			 : R->kind == RK_FINALIZE ? "finalize" : "script");
	u.what = arena_strdup(a, what);
	MlParam *ps = arena_alloc(a, (R->nbindings + 1) * sizeof *ps);
	const char **made = arena_alloc(a, (R->nbindings + 1) * sizeof *made);
	for (uint32_t i = 0; i < R->nbindings; i++) {
		const ScriptBinding *sb = &R->bindings[i];
		if (!sb->rule) {
			made[u.nmade++] = sb->local->name;
			continue;
		}
		MlParam *p = &ps[u.nparams++];
		p->pattern = sb->local->name;
		p->dflt = sb->dflt;
		if (strcmp(sb->rule->name, "merge") == 0 && !smpl_find_rule(r->sp, sb->rule)) {
			/* the values of a variable of each process: one here */
			p->type = MLP_MERGE;
			p->merge = sb->var->name;
			continue;
		}
		int pair = sb->local->name[0] == '(';
		MetaKind k = strcmp(sb->rule->name, "virtual") == 0
			? MK_EXPRESSION : kind_of(r, R, sb->rule, sb->var);
		p->type = ml_type(k, pair);
	}
	u.params = ps;
	u.made = made;
	vec_push(out, u);
}

/* The units of the script:ocaml constraints and fresh identifiers of R. */
static void meta_units(Run *r, const Rule *R, MlUnits *out)
{
	Arena *a = &r->pat_arena;
	for (uint32_t k = 0; k < R->nmetas; k++) {
		const Meta *m = R->metas[k];
		const SmplMeta *sm = smpl_meta(m);
		if (!sm || sm->origin)
			continue;
		char what[300];
		for (const Constraint *c = sm->constraints; c; c = c->next) {
			if (c->kind != CK_SCRIPT || !c->lang || strcmp(c->lang, "ocaml") != 0)
				continue;
			MlUnit u = {0};
			u.kind = MLU_TEST;
			u.code = c->code ? c->code : "true";
			u.line = u.what_line = line_of(R, sm->off);
			snprintf(what, sizeof what, "the script:ocaml constraint on %s", m->name->name);
			u.what = arena_strdup(a, what);
			MlParam *ps = arena_alloc(a, (c->nvals + 2) * sizeof *ps);
			ps[u.nparams].pattern = m->name->name;
			ps[u.nparams++].type = ml_type(m->kind, 0);
			for (uint32_t i = 0; i < c->nvals; i++) {
				const char *t = c->vals[i].text, *dot = strchr(t, '.');
				const Ident *rule = dot ? intern(t, (size_t)(dot - t)) : NULL;
				const Ident *name = intern_cstr(dot ? dot + 1 : t);
				MetaKind kind = c->vals[i].ref ? c->vals[i].ref->kind
							       : kind_of(r, R, rule, name);
				ps[u.nparams].pattern = name->name;
				ps[u.nparams++].type = ml_type(kind, 0);
			}
			u.params = ps;
			vec_push(out, u);
		}
		if (sm->seed_lang && strcmp(sm->seed_lang, "ocaml") == 0) {
			MlUnit u = {0};
			u.kind = MLU_STRING;
			u.code = sm->seed_code ? sm->seed_code : "\"\"";
			u.line = u.what_line = line_of(R, sm->off);
			snprintf(what, sizeof what, "the script:ocaml fresh identifier %s", m->name->name);
			u.what = arena_strdup(a, what);
			MlParam *ps = arena_alloc(a, (sm->nseed_args + 1) * sizeof *ps);
			for (uint32_t i = 0; i < sm->nseed_args; i++) {
				const Ident *rule = sm->seed_args[2 * i + 1] ? sm->seed_args[2 * i] : NULL;
				const Ident *name = sm->seed_args[2 * i + 1] ? sm->seed_args[2 * i + 1]
								: sm->seed_args[2 * i];
				ps[u.nparams].pattern = name->name;
				ps[u.nparams++].type = ml_type(kind_of(r, R, rule, name), 0);
			}
			u.params = ps;
			vec_push(out, u);
		}
	}
}

int ml_prepare(Run *r)
{
	MlUnits units = {0};
	for (uint32_t i = 0; i < r->sp->nrules; i++) {
		const Rule *R = r->sp->rules[i];
		if ((R->kind == RK_SCRIPT || R->kind == RK_INITIALIZE || R->kind == RK_FINALIZE) &&
		    R->lang && strcmp(R->lang, "ocaml") == 0)
			rule_unit(r, R, &units);
		meta_units(r, R, &units);
	}
	int rc = ocamlscript_load(r->sp->src ? r->sp->src->path : "", units.v, (uint32_t)units.n);
	vec_free(&units);
	return rc;
}
