/* metavars.c - the values a rule's metavariables may take and get; see
 * metavars.h. */
#include "run/metavars.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "cfront/ctypes.h"
#include "match/iso.h"
#include "run/rules.h"
#include "run/scripts.h"

#ifdef HAVE_PCRE2
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#endif

/* ---- constraints -------------------------------------------------------------- */

static int value_is(Arena *a, const Binding *b, const SmplValue *v)
{
	const char *t = binding_text(a, b);
	const char *s = v->text;
	/* compare ignoring white space */
	while (*t && *s) {
		while (*t == ' ' || *t == '\t' || *t == '\n')
			t++;
		while (*s == ' ' || *s == '\t' || *s == '\n')
			s++;
		if (*t != *s)
			return 0;
		if (*t) {
			t++;
			s++;
		}
	}
	while (*t == ' ' || *t == '\t' || *t == '\n')
		t++;
	while (*s == ' ' || *s == '\t' || *s == '\n')
		s++;
	return !*t && !*s;
}

static int regex_matches(const char *re, const char *subject)
{
#ifdef HAVE_PCRE2
	size_t n = strlen(re);
	if (n >= 2 && re[0] == '"' && re[n - 1] == '"') {
		re++;
		n -= 2;
	}
	/* the constraints' regexps, compiled once for the run (their texts
	 * live as long as the semantic patch) */
	static struct { const char *re; pcre2_code *code; pcre2_match_data *md; } cache[64];
	static unsigned next;
	const char *key = re;
	for (unsigned i = 0; i < 64; i++)
		if (cache[i].re == key && cache[i].code)
			return pcre2_match(cache[i].code, (PCRE2_SPTR)subject, strlen(subject), 0, 0,
					   cache[i].md, NULL) >= 0;
	int err;
	PCRE2_SIZE off;
	pcre2_code *code = pcre2_compile((PCRE2_SPTR)re, n, 0, &err, &off, NULL);
	if (!code)
		return 0;
	pcre2_match_data *md = pcre2_match_data_create_from_pattern(code, NULL);
	int rc = pcre2_match(code, (PCRE2_SPTR)subject, strlen(subject), 0, 0, md, NULL);
	unsigned slot = next++ % 64;
	if (cache[slot].code) {
		pcre2_match_data_free(cache[slot].md);
		pcre2_code_free(cache[slot].code);
	}
	cache[slot].re = key;
	cache[slot].code = code;
	cache[slot].md = md;
	return rc >= 0;
#else
	(void)re;
	(void)subject;
	return 1;
#endif
}

/* The value in E of metavariable REF named in a constraint (q.x of a
 * rule the current one does not declare under its qualified name), or
 * NULL when it is not bound. */
static const Binding *constraint_value(Run *r, const Meta *ref, const Env *e)
{
	const Ident *nm = ref->name;
	if (r->rule && !own_meta(r->rule, ref)) {
		const Rule *q = meta_owner(r, ref);
		if (q)
			nm = qualified_name(q, ref);
	}
	return env_lookup(e, nm);
}

/* `x <= r.E` (or `<= {r.E, s.F}`): VAL is a subterm of one of the
 * values named; a value that is not bound does not constrain. */
static int subterm_constraint(Run *r, const Constraint *c, const Binding *val, const Env *e)
{
	int unbound = 0;
	for (uint32_t i = 0; i < c->nvals; i++) {
		const Meta *ref = c->vals[i].ref;
		if (!ref)
			continue;
		const Binding *o = constraint_value(r, ref, e);
		if (!o)
			unbound = 1;
		else if (binding_subterm(val, o))
			return 1;
	}
	return unbound || !c->nvals;
}

/* `type T = r.U *`: a value written as a type metavariable of another
 * rule followed by `*`.  spatch 1.1.1 accepts any pointer type for it,
 * whatever r.U is bound to. */
static int pointer_of_meta(const SmplValue *v)
{
	const char *s = v->text;
	if (v->ref || !s)
		return 0;
	int parts = 0;
	for (;;) {
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_'))
			return 0;
		while ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ||
		       *s == '_')
			s++;
		parts++;
		if (*s != '.')
			break;
		s++;
	}
	while (*s == ' ')
		s++;
	if (parts != 2 || *s != '*')
		return 0;
	while (*s == '*' || *s == ' ')
		s++;
	return !*s;
}

/* Is T a single name that SmPL does not know as a type: no C type
 * keyword and none of the typedef names SmPL knows without a `typedef'
 * declaration (size_t, ssize_t, ptrdiff_t)?  In a type constraint such a
 * name stands for no type at all (spatch 1.1.1: `type T = {u8};' matches
 * nothing unless the rule declares `typedef u8;'). */
static int unknown_type_name(const char *t)
{
	static const char *const known[] = {
		"void", "char", "short", "int", "long", "float", "double", "signed",
		"unsigned", "size_t", "ssize_t", "ptrdiff_t",
	};
	if (!t || !((*t >= 'a' && *t <= 'z') || (*t >= 'A' && *t <= 'Z') || *t == '_'))
		return 0;
	for (const char *s = t; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
		      (*s >= '0' && *s <= '9') || *s == '_'))
			return 0;
	for (size_t i = 0; i < sizeof known / sizeof *known; i++)
		if (strcmp(t, known[i]) == 0)
			return 0;
	return 1;
}

static int one_constraint(Run *r, const Constraint *c, const Binding *val, const Env *e,
			  int type_meta)
{
	Arena *a = &r->match_arena;
	switch (c->kind) {
	case CK_EQ:
	case CK_NE: {
		int any = 0;
		for (uint32_t i = 0; i < c->nvals && !any; i++) {
			const SmplValue *v = &c->vals[i];
			if (pointer_of_meta(v)) {
				const char *s = binding_text(a, val);
				size_t n = s ? strlen(s) : 0;
				while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
					n--;
				any = n > 0 && s[n - 1] == '*';
			} else if (v->ref && v->ref->kind != MK_TYPEDEF && v->ref->kind != MK_SYMBOL) {
				const Binding *o = constraint_value(r, v->ref, e);
				any = o && binding_equal(o, val);
			} else if (type_meta && !v->ref && unknown_type_name(v->text)) {
				any = 0;
			} else {
				/* (a declared typedef or symbol: its name as written) */
				any = value_is(a, val, v);
			}
		}
		return c->kind == CK_EQ ? any : !any;
	}
	case CK_SUBTERM:
		return subterm_constraint(r, c, val, e);
	case CK_REGEX:
	case CK_NOT_REGEX: {
		if (!c->nvals)
			return 1;
		int m = regex_matches(c->vals[0].text, binding_text(a, val));
		return c->kind == CK_REGEX ? m : !m;
	}
	default:
		return 1;
	}
}

/* Does the expression bound in VAL have one of the types written for M? */
/* Pointer levels written in a type: `*` and `[]` (arrays are pointers
 * to the type inference). */
static size_t count_stars(const char *t)
{
	size_t n = 0;
	for (; *t; t++)
		n += *t == '*' || (*t == '[' && t[1] == ']');
	return n;
}

/* Two types the same but for const and volatile? */
static int same_type_noqual(const char *a, const char *b)
{
	for (;;) {
		while (*a == ' ')
			a++;
		while (*b == ' ')
			b++;
		if (!strncmp(a, "const", 5) && (a[5] == ' ' || a[5] == '*' || !a[5])) {
			a += 5;
			continue;
		}
		if (!strncmp(b, "const", 5) && (b[5] == ' ' || b[5] == '*' || !b[5])) {
			b += 5;
			continue;
		}
		if (!strncmp(a, "volatile", 8) && (a[8] == ' ' || a[8] == '*' || !a[8])) {
			a += 8;
			continue;
		}
		if (!strncmp(b, "volatile", 8) && (b[8] == ' ' || b[8] == '*' || !b[8])) {
			b += 8;
			continue;
		}
		if (!*a || !*b)
			return !*a && !*b;
		if (*a != *b)
			return 0;
		a++;
		b++;
	}
}

/* The declarations of the current version and of its headers. */
static CTypes *version_types_of(Run *r)
{
	return version_types((Version *)r->ver, r->o, r->macros);
}

static int meta_ok(void *hook, const Meta *m, const Binding *val, const Env *e);

/* The next word of a type string: a name or one punctuation character. */
static const char *type_word(const char *s, size_t *n)
{
	while (*s == ' ')
		s++;
	size_t k = 0;
	while (s[k] && (s[k] == '_' || (s[k] >= 'a' && s[k] <= 'z') || (s[k] >= 'A' && s[k] <= 'Z') ||
			(s[k] >= '0' && s[k] <= '9')))
		k++;
	if (!k && s[0])
		k = 1;
	*n = k;
	return s;
}

/* A type written with identifier metavariables of the rule (`struct str *`)
 * against the type TY: word by word, a metavariable standing for any name
 * that its value (when bound) or its constraints accept.  Returns -1 when
 * W names no identifier metavariable, else whether it matches. */
static int type_with_names(Run *r, const char *ty, const char *w, const Env *e)
{
	const Rule *R = r->rule;
	int has_meta = 0;
	while (*w || *ty) {
		size_t nw, nt;
		const char *pw = type_word(w, &nw), *pt = type_word(ty, &nt);
		if (!nw || !nt)
			return has_meta ? (!nw && !nt) : -1;
		const Meta *im = NULL;
		for (uint32_t k = 0; k < R->nmetas && !im; k++) {
			const Meta *m = R->metas[k];
			if (meta_category(m->kind) == MC_IDENT && m->name->len == nw &&
			    memcmp(m->name->name, pw, nw) == 0)
				im = m;
		}
		if (im) {
			has_meta = 1;
			char *word = arena_strndup(&r->match_arena, pt, nt);
			Binding v = {0};
			v.kind = BV_TEXT;
			v.text = word;
			const Binding *b = env_lookup(e, im->name);
			if (b ? !binding_equal(b, &v) : !meta_ok(r, im, &v, e))
				return 0;
		} else if (nw != nt || memcmp(pw, pt, nw) != 0) {
			if (!has_meta) {
				/* no metavariable seen yet: look on for one */
				const char *rest = pw + nw;
				int later = 0;
				while (*rest && !later) {
					size_t n2;
					const char *p2 = type_word(rest, &n2);
					if (!n2)
						break;
					for (uint32_t k = 0; k < R->nmetas && !later; k++) {
						const Meta *m = R->metas[k];
						later = meta_category(m->kind) == MC_IDENT &&
							m->name->len == n2 && memcmp(m->name->name, p2, n2) == 0;
					}
					rest = p2 + n2;
				}
				return later ? 0 : -1;
			}
			return 0;
		}
		w = pw + nw;
		ty = pt + nt;
	}
	return has_meta ? 1 : -1;
}

/* `r.T *E`: T belongs to earlier rule r (and is not bound here): is
 * BASE one of the values r gave T (0 when r gave it none)?  -1 when T
 * is the current rule's. */
static int earlier_type_ok(Run *r, const Meta *tm, const char *base)
{
	for (uint32_t q = 0; q < r->sp->nrules; q++) {
		const Rule *Q = r->sp->rules[q];
		if (Q == r->rule)
			continue;
		int owns = 0;
		for (uint32_t k = 0; k < Q->nmetas && !owns; k++)
			owns = Q->metas[k] == tm;
		if (!owns)
			continue;
		const RuleState *qs = &r->rs[Q->index];
		for (size_t k = 0; k < qs->envs.n; k++) {
			const Binding *b = env_lookup(qs->envs.v[k], tm->name);
			if (b && same_type_noqual(ctypes_resolve(version_types_of(r),
								 binding_text(&r->match_arena, b)),
						  ctypes_resolve(version_types_of(r), base)))
				return 1;
		}
		return 0;   /* r gave T no value (or not this one) */
	}
	return -1;
}

/* Two types the same, qualifiers included (typedef names unfolded)? */
static int same_type_exact(Run *r, const char *a, const char *b)
{
	CTypes *t = version_types_of(r);
	return a && b && strcmp(ctypes_resolve(t, a), ctypes_resolve(t, b)) == 0;
}

/* Does BASE (the type of a bound expression, stripped of what the
 * written type WRITTEN adds around T) agree with T's value TB?  With
 * pointer levels written, qualifiers do not count. */
static int type_value_ok(Run *r, const Binding *tb, const char *base, const char *written)
{
	const char *tv = binding_text(&r->match_arena, tb);
	if (count_stars(written))
		return same_type_noqual(ctypes_resolve(version_types_of(r), tv),
					ctypes_resolve(version_types_of(r), base));
	return same_type_exact(r, tv, base);
}

/* Does the expression bound in VAL have one of the types written for M?
 * For `T **E` (T a type metavariable) the pointer levels must be there,
 * and the rest must be T's value when T is bound already.  The type of
 * the expression must be known. */
static int type_ok(Run *r, const SmplMeta *sm, const Binding *val, const Env *e)
{
	if (val->kind != BV_NODE || !val->node)
		return 0;
	const char *ty = ctypes_of(version_types_of(r), val->node);
	if (!ty)
		return 0;
	for (uint32_t i = 0; i < sm->ntypes; i++) {
		if (sm->type_metas && sm->type_metas[i]) {
			const char *base = ctypes_peel_written(version_types_of(r), ty, sm->types[i]);
			if (!base)
				continue;
			const Binding *tb = env_lookup(e, sm->type_metas[i]->name);
			if (!tb) {
				int v = earlier_type_ok(r, sm->type_metas[i], base);
				if (v > 0)
					return 1;
				if (v == 0 || sm->type_metas[i]->rule)
					continue;   /* its rule gave T no such value */
				return 1;
			}
			if (type_value_ok(r, tb, base, sm->types[i]))
				return 1;
			continue;
		}
		const char *w = ctypes_norm(&r->match_arena, sm->types[i]);
		if (ctypes_match_in(version_types_of(r), ty, w))
			return 1;
		if (type_with_names(r, ty, w, e) == 1)
			return 1;
	}
	return 0;
}

/* Binding type metavariable M to VAL: the typed metavariables of the
 * rule already bound with `M *...` must agree. */
static int type_meta_ok(Run *r, const Meta *m, const Binding *val, const Env *e)
{
	const Rule *R = r->rule;
	for (uint32_t k = 0; k < R->nmetas; k++) {
		const SmplMeta *xs = smpl_meta(R->metas[k]);
		if (!xs || !xs->type_metas || xs->ntypes != 1 || xs->type_metas[0] != m)
			continue;
		const Binding *xb = env_lookup(e, R->metas[k]->name);
		if (!xb || xb->kind != BV_NODE || !xb->node)
			continue;
		const char *ty = ctypes_of(version_types_of(r), xb->node);
		const char *base = ctypes_peel_written(version_types_of(r), ty, xs->types[0]);
		if (!base || !type_value_ok(r, val, base, xs->types[0]))
			return 0;
	}
	return 1;
}

/* The canonical spelling of type TY: typedef names unfolded, so that
 * a type written two ways gives a type metavariable one value. */
static const Ident *type_canon(Run *r, const char *ty)
{
	const char *c = ty ? ctypes_resolve(version_types_of(r), ty) : NULL;
	return c ? intern(c, strlen(c)) : NULL;
}

/* MatchCtx.bind_more: a typed expression `T *E` bound to code of a
 * known type binds T (when it is the rule's own and not bound yet) to
 * the rest of that type, so that T written elsewhere must be the same
 * type and T in added code prints it. */
static const Env *bind_type_of(void *hook, const Meta *m, const Binding *val, const Env *e)
{
	Run *r = hook;
	const SmplMeta *sm = smpl_meta(m);
	if (!sm || sm->ntypes != 1 || !sm->type_metas || !sm->type_metas[0] ||
	    val->kind != BV_NODE || !val->node)
		return e;
	const Meta *tm = sm->type_metas[0];
	if (tm->rule || env_lookup(e, tm->name))
		return e;
	const char *ty = ctypes_of(version_types_of(r), val->node);
	const char *base = ctypes_peel_written(version_types_of(r), ty, sm->types[0]);
	if (!base)
		return e;
	Binding v = {0};
	v.kind = BV_TEXT;
	v.text = arena_strdup(&r->match_arena, base);
	v.canon = type_canon(r, base);
	return env_bind(&r->match_arena, e, tm->name, &v);
}

/* WRITTEN (a typed metavariable's type) with STARS more `*`, in A. */
static const char *add_stars(Arena *a, const char *written, int stars)
{
	size_t n = strlen(written);
	char *w = arena_alloc(a, n + 2 * (size_t)stars + 1);
	memcpy(w, written, n);
	for (int i = 0; i < stars; i++) {
		w[n++] = ' ';
		w[n++] = '*';
	}
	w[n] = 0;
	return w;
}

/* MatchCtx.type_is: the isomorphisms driven by types (fld_to_ptr,
 * sizeof_type_expr, mkinit) ask whether code has a pattern
 * metavariable's type. */
static const Env *iso_type_is(void *hook, const Meta *m, int stars, const Node *c,
			      const Env *e)
{
	Run *r = hook;
	CTypes *t = version_types_of(r);
	const char *ty;
	if (ast_is_expr(c->kind)) {
		ty = ctypes_of(t, c);
	} else {
		Binding v = {0};
		v.kind = BV_NODE;
		v.node = c;
		v.ta = &r->ver->ta;
		v.first = c->first;
		v.last = c->last;
		ty = ctypes_norm(&r->match_arena, binding_text(&r->match_arena, &v));
	}
	if (!ty || !*ty)
		return NULL;
	if (meta_category(m->kind) == MC_TYPE) {
		const char *base = ctypes_peel_written(t, ty, add_stars(&r->match_arena, "T", stars));
		if (!base)
			return NULL;
		const Binding *tb = env_lookup(e, m->name);
		if (!tb && !m->rule) {
			/* the isomorphism dropped T: it is the code's type */
			Binding v = {0};
			v.kind = BV_TEXT;
			v.text = arena_strdup(&r->match_arena, base);
			v.canon = type_canon(r, base);
			return env_bind(&r->match_arena, e, m->name, &v);
		}
		return !tb || same_type_noqual(ctypes_resolve(t, binding_text(&r->match_arena, tb)),
					       ctypes_resolve(t, base)) ? e : NULL;
	}
	const SmplMeta *sm = smpl_meta(m);
	for (uint32_t i = 0; sm && i < sm->ntypes; i++) {
		const char *w = add_stars(&r->match_arena, sm->types[i], stars);
		if (sm->type_metas && sm->type_metas[i]) {
			const char *base = ctypes_peel_written(t, ty, w);
			if (!base)
				continue;
			const Binding *tb = env_lookup(e, sm->type_metas[i]->name);
			if (!tb || type_value_ok(r, tb, base, w))
				return e;
			continue;
		}
		if (ctypes_match_in(t, ty, ctypes_norm(&r->match_arena, w)))
			return e;
	}
	return NULL;
}

static int meta_ok(void *hook, const Meta *m, const Binding *val, const Env *e)
{
	Run *r = hook;
	const SmplMeta *sm = smpl_meta(m);
	if (!sm)
		return 1;
	if (sm->ntypes && !type_ok(r, sm, val, e))
		return 0;
	if (meta_category(m->kind) == MC_TYPE && !type_meta_ok(r, m, val, e))
		return 0;
	if ((sm->flags & (SM_LOCAL | SM_GLOBAL)) && val->kind == BV_NODE && val->node &&
	    val->node->kind == E_IDENT) {
		int local = ctypes_is_local(version_types_of(r), val->node);
		if ((sm->flags & SM_LOCAL) ? !local : local)
			return 0;
	}
	int ok = 1, pending_or = 0;
	for (const Constraint *c = sm->constraints; c; c = c->next) {
		int v = c->kind == CK_SCRIPT ? script_constraint_ok(r, c, m, val, e)
					     : one_constraint(r, c, val, e,
							      meta_category(m->kind) == MC_TYPE);
		if (pending_or)
			ok = ok || v;
		else
			ok = ok && v;
		pending_or = c->or_next;
	}
	return ok;
}

/* ---- list lengths, the matching context ---------------------------------------- */

/* list[n]: a number, a range {a ... b}, or a length metavariable
 * (not checked). */
static int len_ok(void *hook, const Meta *m, uint32_t n)
{
	(void)hook;
	const SmplMeta *sm = smpl_meta(m);
	if (!sm)
		return 1;
	if (sm->len.kind == 1)
		return (long)n == sm->len.num;
	if (sm->len.range) {
		const char *p = sm->len.range;
		while (*p && (*p < '0' || *p > '9'))
			p++;
		char *end;
		long lo = strtol(p, &end, 10);
		if (end == p)
			return 1;
		p = end;
		while (*p && (*p < '0' || *p > '9'))
			p++;
		long hi = *p ? strtol(p, &end, 10) : lo;
		return (long)n >= lo && (long)n <= hi;
	}
	return 1;
}

/* list[n] with a length metavariable n: the list's length binds n (a
 * number, as text), or must equal the length n already has (from an
 * earlier list of the rule or an inherited `r.n`). */
static const Env *len_bind(void *hook, const Meta *m, uint32_t n, const Env *e)
{
	Run *r = hook;
	const SmplMeta *sm = smpl_meta(m);
	if (!sm || sm->len.kind != 2 || !sm->len.meta)
		return e;
	const Meta *lm = sm->len.meta;
	if (lm->rule && !env_lookup(e, lm->name))
		return NULL;    /* inherited, but its rule left it unbound */
	char buf[16];
	snprintf(buf, sizeof buf, "%u", n);
	Binding v = {0};
	v.kind = BV_TEXT;
	v.text = arena_strdup(&r->match_arena, buf);
	v.first = 1;
	v.last = 0;
	return env_bind(&r->match_arena, e, lm->name, &v);
}

int run_used_after(void *ctx, const Ident *name)
{
	Run *r = ctx;
	const Rule *R = r->rule;
	if (!R->name)
		return 0;
	for (uint32_t i = 0; i < r->sp->nrules; i++) {
		const Rule *L = r->sp->rules[i];
		if (!L || L->index <= R->index)
			continue;
		for (uint32_t k = 0; k < L->nmetas; k++)
			if (L->metas[k]->rule == R->name && L->metas[k]->src_name == name)
				return 1;
		for (uint32_t k = 0; k < L->nbindings; k++)
			if (L->bindings[k].rule == R->name && L->bindings[k].var == name)
				return 1;
	}
	return 0;
}

void match_ctx(Run *r, MatchCtx *m)
{
	match_init(m, &r->match_arena, &r->rule->minus_view, &r->ver->ta);
	m->meta_ok = meta_ok;
	m->len_ok = len_ok;
	m->len_bind = len_bind;
	m->bind_more = bind_type_of;
	m->type_is = iso_type_is;
	m->used_after = run_used_after;
	m->hook = r;
	m->unit = r->ver->unit;
	const Rule *R = r->rule;
	m->ident_rule = R->pattern_kind == PK_IDENTIFIER;
	for (uint32_t i = 0; i < R->disable.n; i++)
		m->iso_off |= match_iso_bit(R->disable.v[i]->name);
	for (size_t i = 0; i < r->o->disable_isos.n; i++)
		m->iso_off |= match_iso_bit(r->o->disable_isos.v[i]);
	m->isos = iso_for_rule(r->isos, R, r->o);
	if (m->isos)
		m->iso_off |= m->isos->covered;
}

/* Every block (S_BLOCK) of the tree, outermost first. */

/* ---- fresh identifiers -------------------------------------------------------- */

const Env *with_fresh(Run *r, const Env *e)
{
	const Rule *R = r->rule;
	Arena *a = &r->match_arena;
	for (uint32_t i = 0; i < R->nmetas; i++) {
		const Meta *m = R->metas[i];
		const SmplMeta *sm = smpl_meta(m);
		if (m->kind != MK_FRESH_IDENTIFIER || env_lookup(e, m->name))
			continue;
		if (sm && sm->seed_code) {
			/* = script:python(args) { code }: the name the script gives */
			const char *name = script_fresh_name(r, sm, e);
			if (name) {
				Binding v = {0};
				v.kind = BV_TEXT;
				v.text = name;
				const Env *ne = env_bind(a, e, m->name, &v);
				if (ne)
					e = ne;
			}
			continue;
		}
		VEC(char) b = {0};
		int has_meta = 0;
		for (uint32_t k = 0; sm && k < sm->nseed; k++)
			has_meta |= sm->seed[k].meta != NULL || strchr(sm->seed[k].text, '.') != NULL;
		if (sm && sm->nseed) {
			for (uint32_t k = 0; k < sm->nseed; k++) {
				const SmplSeed *sd = &sm->seed[k];
				const char *txt = sd->text;
				size_t n = strlen(txt);
				if (sd->meta) {
					const Binding *v = env_lookup(e, sd->meta->name);
					const char *dot = strchr(sd->text, '.');
					if (!v && dot) {
						/* r.x named only in the seed: r's value */
						const Rule *q = smpl_find_rule(
							r->sp, intern(sd->text, (size_t)(dot - sd->text)));
						const Ident *nm = intern_cstr(dot + 1);
						const RuleState *qs = q ? &r->rs[q->index] : NULL;
						for (size_t k = 0; qs && k < qs->envs.n && !v; k++)
							v = env_lookup(qs->envs.v[k], nm);
					}
					txt = v ? binding_text(a, v) : "";
					n = strlen(txt);
				} else if (n >= 2 && txt[0] == '"') {
					txt++;
					n -= 2;
				}
				vec_grow(&b, n + 1);
				memcpy(b.v + b.n, txt, n);
				b.n += n;
			}
			if (!has_meta) {
				/* a seed of strings only: numbered, to stay fresh */
				char num[32];
				snprintf(num, sizeof num, "%u", r->fresh_seeded++);
				vec_grow(&b, strlen(num));
				memcpy(b.v + b.n, num, strlen(num));
				b.n += strlen(num);
			}
		} else {
			char num[32];
			snprintf(num, sizeof num, "%u", ++r->fresh_counter);
			size_t n = m->name->len;
			vec_grow(&b, n + strlen(num));
			memcpy(b.v + b.n, m->name->name, n);
			b.n += n;
			memcpy(b.v + b.n, num, strlen(num));
			b.n += strlen(num);
		}
		vec_push(&b, '\0');
		Binding v = {0};
		v.kind = BV_TEXT;
		v.text = arena_strdup(a, b.v);
		vec_free(&b);
		const Env *ne = env_bind(a, e, m->name, &v);
		if (ne)
			e = ne;
	}
	return e;
}
