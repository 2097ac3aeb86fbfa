/* iso.c - matching modulo isomorphisms; see iso.h.
 *
 * The matcher calls iso_match when a pattern node does not match a C
 * node as written: each entry of the rule's active list (isofile.h) is
 * tried in file order; the first that yields matches gives them.
 */
#include "match/iso.h"
#include "match/match_int.h"

#include <stdlib.h>
#include <string.h>

#include "base/arena.h"

enum { MAX_OWN = 64, MAX_DEPTH = 200, MAX_TYPED = 16 };

/* ---- the forms that fit a pattern node, by the node's shape ------------
 * Which (entry, form) pairs fit a pattern node depends on the pattern
 * only; asking again for each code node would compare every form with
 * the same pattern node over and over.  A node is known by its shape
 * (kind, operator, kid count, name, token range, and those of its kids),
 * which the pattern's own nodes and the matcher's temporary copies of
 * them share exactly when they match the same way (a copy whose block
 * body the matcher turned into a disjunction has other kids). */

typedef struct IsoKey {
	uint32_t first, last, n;
	int32_t op;
	uint16_t kind, used;
	const void *name;
	uint64_t kids;            /* the kids' kinds and token ranges, hashed */
	uint32_t off, count;      /* its candidates: IsoKeys.cand[off .. off+count) */
} IsoKey;

enum { RECENT_SIZE = 64 };

struct IsoKeys {
	IsoKey *v;
	uint32_t cap, n;          /* cap: a power of two */
	uint32_t *cand;           /* pairs (entry, form) whose form fits the node */
	uint32_t ncand, capcand;
	/* the nodes asked about lately, and their entries: direct-mapped by
	 * the node's address, so that the pattern nodes matched in turn
	 * against each code node are not hashed again */
	struct { const Node *p; IsoKey k; } recent[RECENT_SIZE];
};

static uint32_t key_hash(const IsoKey *k)
{
	uint64_t h = k->first * 0x9E3779B97F4A7C15ull ^ (uint64_t)k->last * 0xC2B2AE3D27D4EB4Full;
	h ^= ((uint64_t)k->kind << 32 | (uint32_t)k->op) * 0x165667B19E3779F9ull;
	h ^= (uint64_t)(uintptr_t)k->name * 0x27D4EB2F165667C5ull ^ k->n ^ k->kids;
	return (uint32_t)(h ^ h >> 29);
}

static IsoKey node_key(const Node *p)
{
	IsoKey k;
	memset(&k, 0, sizeof k);
	k.first = p->first;
	k.last = p->last;
	k.n = p->n;
	k.op = p->op;
	k.kind = p->kind;
	k.used = 1;
	k.name = p->name;
	uint64_t h = 0xcbf29ce484222325ull;
	for (uint32_t i = 0; i < p->n; i++) {
		const Node *c = p->kid[i];
		uint64_t v = c ? ((uint64_t)c->kind << 48) ^ ((uint64_t)c->first << 24) ^ c->last : 7;
		h = (h ^ v) * 0x100000001b3ull;
	}
	k.kids = h;
	return k;
}

static int key_eq(const IsoKey *a, const IsoKey *b)
{
	return a->first == b->first && a->last == b->last && a->n == b->n && a->op == b->op &&
	       a->kind == b->kind && a->name == b->name && a->kids == b->kids;
}

static const IsoKey *keys_find(const struct IsoKeys *s, const Node *p)
{
	if (!s || !s->n)
		return NULL;
	IsoKey k = node_key(p);
	for (uint32_t i = key_hash(&k) & (s->cap - 1);; i = (i + 1) & (s->cap - 1)) {
		if (!s->v[i].used)
			return NULL;
		if (key_eq(&s->v[i], &k))
			return &s->v[i];
	}
}

/* Record that the candidates of P's shape are S->cand[OFF .. OFF+COUNT). */
static void keys_add(struct IsoKeys *s, const Node *p, uint32_t off, uint32_t count)
{
	if (2 * (s->n + 1) > s->cap) {
		uint32_t nc = s->cap ? s->cap * 2 : 64;
		IsoKey *nv = xcalloc(nc, sizeof *nv);
		for (uint32_t i = 0; i < s->cap; i++) {
			if (!s->v[i].used)
				continue;
			uint32_t j = key_hash(&s->v[i]) & (nc - 1);
			while (nv[j].used)
				j = (j + 1) & (nc - 1);
			nv[j] = s->v[i];
		}
		xfree(s->v);
		s->v = nv;
		s->cap = nc;
	}
	IsoKey k = node_key(p);
	k.off = off;
	k.count = count;
	uint32_t i = key_hash(&k) & (s->cap - 1);
	while (s->v[i].used) {
		if (key_eq(&s->v[i], &k))
			return;
		i = (i + 1) & (s->cap - 1);
	}
	s->v[i] = k;
	s->n++;
}

static void cand_push(struct IsoKeys *s, uint32_t v)
{
	if (s->ncand == s->capcand) {
		s->capcand = s->capcand ? s->capcand * 2 : 64;
		s->cand = xrealloc(s->cand, s->capcand * sizeof *s->cand);
	}
	s->cand[s->ncand++] = v;
}

static void keys_free(struct IsoKeys *s)
{
	if (s) {
		xfree(s->cand);
		xfree(s->v);
		xfree(s);
	}
}


/* ---- comparing trees ----------------------------------------------------- */

/* The tokens of N in TA that belong to no kid, in order, into V (at most
 * MAX_OWN); with NOPOS, `@p` position annotations are left out.
 * Returns the count, or -1 when there are too many. */
static int own_toks(const TokenArray *ta, const Node *n, int nopos, uint32_t *v)
{
	int cnt = 0;
	if (n->first > n->last || n->last >= ta->n)
		return 0;
	for (uint32_t i = n->first; i <= n->last; i++) {
		const Node *in = NULL;
		for (uint32_t k = 0; k < n->n && !in; k++) {
			const Node *kd = n->kid[k];
			if (kd && kd->first <= kd->last && kd->first <= i && i <= kd->last)
				in = kd;
		}
		if (in) {
			i = in->last;
			continue;
		}
		const Token *t = &ta->v[i];
		if (match_tok_skipped(t))
			continue;
		if (nopos && t->kind == TK_AT) {
			if (i + 1 <= n->last && ta->v[i + 1].kind == TK_META)
				i++;
			continue;
		}
		if (cnt == MAX_OWN)
			return -1;
		v[cnt++] = i;
	}
	return cnt;
}

static int same_text(const TokenArray *a, uint32_t i, const TokenArray *b, uint32_t j)
{
	return tokens_equal(a, i, i, b, j, j);
}

/* Do the own tokens of X (in XA) and Y (in YA) spell the same?  Tokens
 * of Y that are metavariables (operator metavariables) never do. */
static int same_own(const TokenArray *xa, const Node *x, const TokenArray *ya, const Node *y)
{
	uint32_t xv[MAX_OWN], yv[MAX_OWN];
	int xn = own_toks(xa, x, 1, xv), yn = own_toks(ya, y, 1, yv);
	if (xn < 0 || yn < 0 || xn != yn)
		return 0;
	for (int i = 0; i < xn; i++) {
		if (xa->v[xv[i]].kind == TK_META || ya->v[yv[i]].kind == TK_META)
			return 0;
		if (!same_text(xa, xv[i], ya, yv[i]))
			return 0;
	}
	return 1;
}

/* The iso metavariable that form node F is, or NULL. */
static const Meta *form_meta(const IsoEntry *ie, const Node *f)
{
	if (f->kind != P_META)
		return NULL;
	if (f->aux)
		return f->aux;
	return match_token_meta(ie->ta, f->first);
}

static int meta_index(const IsoEntry *ie, const Meta *m)
{
	for (uint32_t i = 0; i < ie->rule->nmetas; i++)
		if (ie->rule->metas[i] == m || ie->rule->metas[i]->name == m->name)
			return (int)i;
	return -1;
}

static int upper_name(const Ident *id)
{
	int up = 0;
	for (const char *q = id->name; *q; q++) {
		if (*q >= 'a' && *q <= 'z')
			return 0;
		if (*q >= 'A' && *q <= 'Z')
			up = 1;
	}
	return up;
}

static const Meta *pattern_meta(const TokenArray *pta, const Node *p)
{
	if (p->kind != P_META)
		return NULL;
	return p->aux ? p->aux : match_token_meta(pta, p->first);
}

/* How many times the tokens of PTA from *I name metavariable PM, up to
 * the end of the disjunction branch *I is in (left at its `|` or `)`):
 * a disjunction counts as its branch naming PM most (the branches are
 * alternatives: `\((T1)b\|(T1)(&b)\)` names T1 once, as spatch). */
/* The `when' token that starts the clause pattern token I is in (its
 * line, from `when' on), or UINT32_MAX outside every `when' clause. */
static uint32_t when_of(const TokenArray *pta, uint32_t i)
{
	const char *text = pta->src ? pta->src->text : NULL;
	for (uint32_t j = i; text && j < pta->n; j--) {
		if (pta->v[j].kind == TK_WHEN)
			return j;
		if (j == 0 || pta->v[j - 1].end > pta->v[j].start ||
		    memchr(text + pta->v[j - 1].end, '\n', pta->v[j].start - pta->v[j - 1].end))
			break;
	}
	return UINT32_MAX;
}

static uint32_t uses_on_path(const TokenArray *pta, const Meta *pm, uint32_t *i, int depth,
			     uint32_t clause)
{
	uint32_t uses = 0;
	while (*i < pta->n) {
		const Token *t = &pta->v[*i];
		if (t->kind == TK_DISJ_OR || t->kind == TK_DISJ_AND || t->kind == TK_DISJ_CLOSE) {
			if (depth)
				return uses;
			(*i)++;
			continue;
		}
		if (t->kind == TK_DISJ_OPEN && depth < MAX_DEPTH) {
			uint32_t most = 0;
			(*i)++;
			for (;;) {
				uint32_t b = uses_on_path(pta, pm, i, depth + 1, clause);
				most = b > most ? b : most;
				if (*i >= pta->n || pta->v[*i].kind == TK_DISJ_CLOSE)
					break;
				(*i)++;   /* past `|` */
			}
			(*i)++;
			uses += most;
			continue;
		}
		const Meta *m = match_token_meta(pta, *i);
		uses += m && m->name == pm->name && !(t->flags & TF_HIDDEN) &&
			(clause == UINT32_MAX || when_of(pta, *i) == clause);
		(*i)++;
	}
	return uses;
}

/* Is M the type of a metavariable that the pattern PTA uses (`T[] E;'
 * with E in the pattern: matching E binds T)? */
static int types_a_meta(const TokenArray *pta, const Meta *m)
{
	for (uint32_t i = 0; i < pta->n; i++) {
		const Meta *x = match_token_meta(pta, i);
		const SmplMeta *sx = x && x != m ? smpl_meta(x) : NULL;
		for (uint32_t k = 0; sx && sx->type_metas && k < sx->ntypes; k++)
			if (sx->type_metas[k] == m)
				return 1;
	}
	return 0;
}

/* Is pattern node P a metavariable that the rule names exactly once,
 * in removed or context code (an isomorphism may drop it, so nothing
 * else may need its value)?  The type of another metavariable the
 * pattern uses is a use too.  A `when' clause is a pattern of its own:
 * for P in a clause, uses in the other clauses and in the code around
 * do not count (spatch 1.1.1: `when != x = (T)a when != y = (T)b'
 * drops both casts); for P in the code around, uses in the clauses do
 * (spatch 1.1.1: `- f((T)a); ... when != y = (T)b' keeps its cast,
 * `if (...) S1 else S ... when != S' its else). */
static int pure_meta(const TokenArray *pta, const Node *p)
{
	const Meta *pm = pattern_meta(pta, p);
	if (!pm)
		return 0;
	const SmplMeta *sm = smpl_meta(pm);
	if (sm && (sm->flags & SM_USED_PLUS))
		return 0;
	uint32_t i = 0;
	return uses_on_path(pta, pm, &i, 0, when_of(pta, p->first)) == 1 && !types_a_meta(pta, pm);
}

int iso_pure_meta(const TokenArray *pta, const Node *p)
{
	return pure_meta(pta, p);
}

/* Does pattern P remove code or hold added code?  (Code added after
 * kept P, `S2 + foo();`, is added after the construct P ends, and
 * leaves P unchanged.) */
static int changed(const TokenArray *pta, const Node *p)
{
	for (uint32_t i = p->first; i <= p->last && i < pta->n; i++)
		if (pta->v[i].flags & (TF_MINUS | TF_PLUS))
			return 1;
	return 0;
}

/* Is an isomorphism named NAME among those of A? */
static int active_named(const IsoActive *a, const char *name)
{
	for (uint32_t i = 0; a && i < a->n; i++)
		if (a->v[i]->name && strcmp(a->v[i]->name->name, name) == 0)
			return 1;
	return 0;
}

int iso_enabled(const MatchCtx *m, const char *name)
{
	if (m->isos && active_named(m->isos, name))
		return 1;
	unsigned bit = match_iso_bit(name);
	return bit && !(m->iso_off & bit);
}

/* Is the normalized type text T an integer type? */
static int int_type(const char *t)
{
	static const char *const words[] = {"int", "long", "short", "char", "unsigned", "signed",
					    "size_t", "ssize_t", "u8", "u16", "u32", "u64", "s8",
					    "s16", "s32", "s64", "bool", "_Bool"};
	size_t n = strlen(t);
	if (!n || t[n - 1] == '*')
		return 0;
	const char *w = t;
	while (*w) {
		size_t k = strcspn(w, " ");
		int ok = 0;
		for (size_t i = 0; i < sizeof words / sizeof *words && !ok; i++)
			ok = strlen(words[i]) == k && strncmp(words[i], w, k) == 0;
		if (!ok)
			return 0;
		w += k;
		while (*w == ' ')
			w++;
	}
	return 1;
}

/* The sort of pattern expression P: 'p' a pointer, 'i' an integer, 0
 * unknown.  A metavariable has the sort of its declared types; other
 * code the sort its operators give (arithmetic and tests are integers). */
static int pattern_sort(const TokenArray *pta, const Node *p, int depth)
{
	if (!p || depth > 50)
		return 0;
	const Meta *pm = pattern_meta(pta, p);
	if (pm) {
		const SmplMeta *sp = smpl_meta(pm);
		if (!sp || !sp->ntypes)
			return 0;
		int ptr = 0, integer = 0;
		for (uint32_t i = 0; i < sp->ntypes; i++) {
			size_t n = strlen(sp->types[i]);
			if (n && sp->types[i][n - 1] == '*')
				ptr++;
			else if (int_type(sp->types[i]))
				integer++;
		}
		return ptr == (int)sp->ntypes ? 'p' : integer == (int)sp->ntypes ? 'i' : 0;
	}
	switch (p->kind) {
	case E_CONST: case E_SIZEOF_EXPR: case E_SIZEOF_TYPE:
		return 'i';
	case E_STRING:
		return 'p';
	case E_PAREN: case P_POS:
		return p->n ? pattern_sort(pta, p->kid[0], depth + 1) : 0;
	case E_UNARY:
		return p->op == TK_AMP ? 'p' : p->op == TK_STAR ? 0 : 'i';
	case E_BINARY:
		if (p->n == 2 && (p->op == TK_PLUS || p->op == TK_MINUS)) {
			int a = pattern_sort(pta, p->kid[0], depth + 1);
			int b = pattern_sort(pta, p->kid[1], depth + 1);
			if (a == 'p' && b == 'p')
				return 'i';
			if (a == 'p' || b == 'p')
				return 'p';
		}
		return 'i';
	case E_ASSIGN:
		return p->n ? pattern_sort(pta, p->kid[0], depth + 1) : 0;
	default:
		return 0;
	}
}

/* May the typed iso metavariable M (`expression *X`, `int X`) stand for
 * pattern expression P?  Only when P is known to be of M's sort. */
static int types_fit(const Meta *m, const TokenArray *pta, const Node *p)
{
	const SmplMeta *sm = smpl_meta(m);
	if (!sm || !sm->ntypes || (sm->type_metas && sm->type_metas[0]))
		return 1;
	int want_ptr = 0;
	for (uint32_t i = 0; i < sm->ntypes; i++) {
		size_t n = strlen(sm->types[i]);
		if (n && sm->types[i][n - 1] == '*')
			want_ptr = 1;
	}
	return pattern_sort(pta, p, 0) == (want_ptr ? 'p' : 'i');
}

/* May iso metavariable M stand for pattern node P? */
static int pattern_fits(const Meta *m, const TokenArray *pta, const Node *p)
{
	const Meta *pm = pattern_meta(pta, p);
	int pc = pm ? meta_category(pm->kind) : 0;
	int k = p->kind;
	switch (meta_category(m->kind)) {
	case MC_EXPR:
		if (m->kind == MK_CONSTANT)
			return k == E_CONST || (k == E_IDENT && p->name && upper_name(p->name) &&
						!(p->flags & NF_META_NAME)) ||
			       (pm && pm->kind == MK_CONSTANT);
		if (m->kind == MK_IDEXPRESSION)
			return k == E_IDENT || (pm && (pm->kind == MK_IDEXPRESSION ||
						       pc == MC_IDENT));
		if (!types_fit(m, pta, p))
			return 0;
		if (pm)
			return pc == MC_EXPR || pc == MC_IDENT;
		return ast_is_expr(k) || k == P_DISJ || k == P_CONJ || k == P_POS || k == P_DOTS ||
		       k == P_NEST;
	case MC_IDENT:
		if (pm)
			return pc == MC_IDENT;
		return (k == E_IDENT || k == DR_IDENT || k == T_NAME) && p->name;
	case MC_STMT:
		if (pm)
			return pc == MC_STMT;
		return ast_is_stmt(k) || k == P_DISJ;
	case MC_TYPE:
		if (pm)
			return pc == MC_TYPE;
		return k == T_TYPENAME || k == T_SPECS || k == T_NAME || k == T_BASE ||
		       k == T_STRUCT || k == T_ENUM;
	default:
		return pm && pc == (int)meta_category(m->kind);
	}
}

/* May unbound iso metavariable M stand for C node C? */
static int code_fits(const Meta *m, const Node *c)
{
	int k = c->kind;
	switch (meta_category(m->kind)) {
	case MC_EXPR:
		if (m->kind == MK_CONSTANT)
			return k == E_CONST || (k == E_IDENT && c->name && upper_name(c->name));
		return ast_is_expr(k);
	case MC_IDENT:
		return (k == E_IDENT || k == DR_IDENT || k == T_NAME) && c->name;
	case MC_STMT:
		return ast_is_stmt(k);
	case MC_TYPE:
		return k == T_TYPENAME || k == T_SPECS || k == T_NAME || k == T_BASE ||
		       k == T_STRUCT || k == T_ENUM;
	default:
		return 0;
	}
}

/* Does pattern P (in PTA) remove or star anything? */
static int touches(const TokenArray *pta, const Node *p)
{
	for (uint32_t i = p->first; i <= p->last && i < pta->n; i++)
		if (pta->v[i].flags & (TF_MINUS | TF_STAR))
			return 1;
	return 0;
}

/* Is pattern P all removed or all kept?  As spatch, an expression
 * pattern partly removed is matched as written only (an isomorphism
 * whose pattern side is a lone metavariable still applies: nothing of
 * the pattern is rearranged). */
static int uniform(const TokenArray *pta, const Node *p)
{
	int minus = -1;
	for (uint32_t i = p->first; i <= p->last && i < pta->n; i++) {
		const Token *t = &pta->v[i];
		if (match_tok_skipped(t))
			continue;
		int mi = (t->flags & (TF_MINUS | TF_STAR)) != 0;
		if (minus >= 0 && mi != minus)
			return 0;
		minus = mi;
	}
	return 1;
}

enum { MAX_POS = 8 };

/* A position written on an own token of the pattern (`if@p`, `==@q`):
 * the token of the form it stands on, and the pattern's `@`. */
typedef struct IsoPos {
	uint32_t form_tok;        /* in the iso rule's tokens */
	uint32_t at;              /* the pattern's `@`; at + 1 is the metavariable */
	int done;                 /* found in the form matched against the code */
} IsoPos;

typedef struct IsoMatch {
	MatchCtx *m;
	const IsoEntry *ie;
	const Node **bind;        /* per iso metavariable: the sub-pattern it stands for */
	IsoPos pos[MAX_POS];
	uint32_t npos;
	int bad;                  /* too many positions */
	int removed;              /* the pattern node is removed as a whole */
	const Meta *tsrc[MAX_TYPED]; /* per iso type metavariable: the typed pattern
					metavariable whose declared type it is */
} IsoMatch;

/* As same_own for form node F and pattern node P, noting in IM the
 * positions written on P's own tokens. */
static int lhs_own(IsoMatch *im, const Node *f, const Node *p)
{
	const TokenArray *fa = im->ie->ta, *pa = im->m->pta;
	uint32_t fv[MAX_OWN], pv[MAX_OWN];
	int fn = own_toks(fa, f, 1, fv), pn = own_toks(pa, p, 0, pv);
	if (fn < 0 || pn < 0)
		return 0;
	int k = 0;
	for (int i = 0; i < pn; i++) {
		const Token *t = &pa->v[pv[i]];
		if (t->kind == TK_AT && i > 0 && i + 1 < pn && pa->v[pv[i + 1]].kind == TK_META) {
			if (im->npos == MAX_POS) {
				im->bad = 1;
				return 0;
			}
			im->pos[im->npos].form_tok = fv[k - 1];
			im->pos[im->npos].at = pv[i];
			im->pos[im->npos++].done = 0;
			i++;
			continue;
		}
		if (k >= fn || fa->v[fv[k]].kind == TK_META || t->kind == TK_META ||
		    !same_text(fa, fv[k], pa, pv[i]))
			return 0;
		/* the code the form spells out is rearranged: it must be
		 * kept, or the whole pattern node removed; a starred token
		 * is only reported, which the code's token is wherever it
		 * stands (`* if (x == NULL)` over `S1 else S2` drops the
		 * else of `if (!x) S1`, as spatch) */
		if ((t->flags & TF_MINUS) && !im->removed)
			return 0;
		k++;
	}
	return k == fn;
}

/* Bind the positions of IM that stand on form token GT to C token CT. */
static const Env *bind_positions(IsoMatch *im, uint32_t gt, uint32_t ct, const Env *e)
{
	MatchCtx *m = im->m;
	for (uint32_t i = 0; i < im->npos && e; i++) {
		IsoPos *ps = &im->pos[i];
		if (ps->done || !same_text(im->ie->ta, ps->form_tok, im->ie->ta, gt))
			continue;
		const Meta *pm = match_token_meta(m->pta, ps->at + 1);
		if (!pm)
			continue;
		if (meta_category(pm->kind) != MC_POSITION) {
			/* `+@E`: E names the code of the operator */
			e = match_bind_at(m, pm, ct, e);
			if (e)
				e = env_map(m->a, e, ps->at, ps->at + 1, ct, ct);
			ps->done = 1;
			continue;   /* `+@E@S`: more may stand on the token */
		}
		Binding v = {0};
		v.kind = BV_POS;
		v.ta = m->cta;
		v.first = v.last = ct;
		if (pm->rule && !env_lookup(e, pm->name))
			return NULL;
		if (m->meta_ok && !m->meta_ok(m->hook, pm, &v, e))
			return NULL;
		e = env_bind(m->a, e, pm->name, &v);
		if (e)
			e = env_map(m->a, e, ps->at, ps->at + 1, ct, ct);
		ps->done = 1;
		break;
	}
	return e;
}

/* Iso metavariable `T E`, T iso type metavariable TM, stands for pattern
 * node P: P must be a typed expression metavariable, whose declared
 * type T then is (one type, or a type metavariable). */
static int type_source(IsoMatch *im, const Meta *tm, const TokenArray *pta, const Node *p)
{
	const Meta *pm = pattern_meta(pta, p);
	const SmplMeta *ps = pm ? smpl_meta(pm) : NULL;
	int ti = meta_index(im->ie, tm);
	if (!ps || ps->ntypes != 1 || ti < 0 || ti >= MAX_TYPED || !im->m->type_is)
		return 0;
	if (im->tsrc[ti] && im->tsrc[ti]->name != pm->name)
		return 0;
	im->tsrc[ti] = pm;
	return 1;
}

static int lhs_start(IsoMatch *im, MatchCtx *m, const IsoEntry *ie, const Node **bind,
		     const Node *f, const Node *p);
static int reaches(const IsoEntry *ie, uint32_t i);
static void find_roots(IsoActive *a);
static int root_may(const IsoEntry *ie, const Node *f, const Node *p);

/* The (entry, form) pairs of M's isomorphisms whose form fits pattern
 * node P, whatever the code: computed once per shape of P and kept in
 * the entries' cache.  Comparing a form with P may ask the same of P's
 * sub-patterns (expanded_before), so the pairs are gathered apart and
 * added to the cache together. */
static const IsoKey *fits_of(MatchCtx *m, const Node *p)
{
	IsoActive *am = (IsoActive *)m->isos;
	if (!am->plain) {
		am->plain = xcalloc(1, sizeof *am->plain);
		am->plain_free = keys_free;
	}
	const IsoKey *key = keys_find(am->plain, p);
	if (key)
		return key;
	uint32_t *pairs = NULL, np = 0, cap = 0;
	const Node *bind_small[32];
	for (uint32_t x = 0; x < am->n; x++) {
		const IsoEntry *ie = am->v[x];
		uint32_t nm = ie->rule->nmetas;
		const Node **bind = nm <= 32 ? bind_small : arena_alloc(m->a, nm * sizeof *bind);
		for (uint32_t i = 0; i < ie->nform; i++) {
			const Node *f = ie->form[i];
			if (!f || !reaches(ie, i) || !root_may(ie, f, p))
				continue;
			if (ie->cls <= ISOC_ARG && !form_meta(ie, f) && !uniform(m->pta, p))
				continue;
			IsoMatch im;
			if (!lhs_start(&im, m, ie, bind, f, p))
				continue;
			if (np + 2 > cap) {
				cap = cap ? 2 * cap : 16;
				pairs = xrealloc(pairs, cap * sizeof *pairs);
			}
			pairs[np++] = x;
			pairs[np++] = i;
		}
	}
	struct IsoKeys *ks = am->plain;
	uint32_t off = ks->ncand;
	for (uint32_t q = 0; q < np; q++)
		cand_push(ks, pairs[q]);
	xfree(pairs);
	keys_add(ks, p, off, np);
	return keys_find(ks, p);
}

/* Would an isomorphism that comes before IM's in the iso file make
 * pattern node P (inside the pattern IM compares) a choice of forms?
 * Isomorphisms apply in the order of their file, each to the pattern
 * the earlier ones left: a form that spells P's shape out (rather than
 * a metavariable standing for it) no longer finds that shape once an
 * earlier one turned P into alternatives.  So `i = i + 1;' of inc is
 * no form of a pattern `x = x + 1;', whose `x + 1' plus_comm already
 * turned around (as spatch).  Metavariables, disjunctions and the like
 * are no forms to expand; test isomorphisms apply to conditions only,
 * not to the inner nodes considered here. */
static int expanded_before(IsoMatch *im, const Node *p)
{
	MatchCtx *m = im->m;
	if (p->kind == P_META || p->kind == P_DOTS || p->kind == P_POS || p->kind == P_DISJ ||
	    p->kind == P_CONJ || p->kind == P_NEST || p->kind == P_OPT || p->kind == P_SEQ ||
	    p->kind == P_WHEN || p->kind == S_BLOCK || p->kind >= N_KIND_COUNT)
		return 0;
	IsoActive *am = (IsoActive *)m->isos;
	if (!am || !am->n)
		return 0;
	if (!am->roots_done)
		find_roots(am);
	if (!(am->roots[p->kind / 64] >> (p->kind % 64) & 1))
		return 0;   /* no form of this kind expands anything */
	const IsoKey *key = fits_of(m, p);
	if (!key)
		return 0;
	const struct IsoKeys *ks = am->plain;
	for (uint32_t q = 0; q < key->count; q += 2) {
		const IsoEntry *ie = am->v[ks->cand[key->off + q]];
		const Node *f = ie->form[ks->cand[key->off + q + 1]];
		if (ie->index < im->ie->index && ie->cls != ISOC_TEST && ie->cls != ISOC_TOTEST &&
		    !form_meta(ie, f))
			return 1;
	}
	return 0;
}

/* Compare form node F with pattern node P, binding iso metavariables. */
static int lhs(IsoMatch *im, const Node *f, const Node *p, int depth)
{
	if (!f || !p)
		return f == p;
	if (depth > MAX_DEPTH)
		return 0;
	const TokenArray *pta = im->m->pta;
	const Meta *fm = form_meta(im->ie, f);
	if (fm) {
		int idx = meta_index(im->ie, fm);
		if (idx < 0 || !pattern_fits(fm, pta, p))
			return 0;
		const SmplMeta *sm = smpl_meta(fm);
		/* pure: only a metavariable of the pattern used once and not
		 * in added code; context: kept code */
		if (sm && (sm->flags & SM_PURE) && !pure_meta(pta, p))
			return 0;
		/* pure: also unchanged, unless the whole pattern node goes
		 * (standard.iso: a unitary unplussed metavariable) */
		if (sm && (sm->flags & SM_PURE) && !im->removed && changed(pta, p))
			return 0;
		/* context: a metavariable of the pattern (spatch applies
		 * `T Z; => T Z = ...;' to `int x;' with x a metavariable, not
		 * to `int i;'), kept code */
		if (sm && (sm->flags & SM_CONTEXT) && (p->kind != P_META || touches(pta, p)))
			return 0;
		if (meta_category(fm->kind) == MC_STMT && !im->removed &&
		    !match_stmt_movable(pta, p))
			return 0;
		if (sm && sm->ntypes && sm->type_metas && sm->type_metas[0] &&
		    !type_source(im, sm->type_metas[0], pta, p))
			return 0;
		if (im->bind[idx])
			return tokens_equal(pta, im->bind[idx]->first, im->bind[idx]->last, pta,
					    p->first, p->last);
		im->bind[idx] = p;
		return 1;
	}
	if (f->kind != p->kind || f->op != p->op || f->n != p->n)
		return 0;
	if (p->flags & NF_META_NAME)
		return 0;
	if (f->name != p->name)
		return 0;
	if (!lhs_own(im, f, p))
		return 0;
	if (depth > 0 && expanded_before(im, p))
		return 0;
	for (uint32_t k = 0; k < f->n; k++)
		if (!lhs(im, f->kid[k], p->kid[k], depth + 1))
			return 0;
	return 1;
}

/* Start IM for entry IE (BIND: room for its metavariables) and compare
 * its form F with pattern node P. */
static int lhs_start(IsoMatch *im, MatchCtx *m, const IsoEntry *ie, const Node **bind,
		     const Node *f, const Node *p)
{
	memset(bind, 0, ie->rule->nmetas * sizeof *bind);
	memset(im, 0, sizeof *im);
	if (ie->typed && ie->rule->nmetas > MAX_TYPED)
		return 0;
	im->m = m;
	im->ie = ie;
	im->bind = bind;
	im->removed = p->first <= p->last && p->last < m->pta->n &&
		      (m->pta->v[p->first].flags & (TF_MINUS | TF_STAR)) && uniform(m->pta, p);
	return lhs(im, f, p, 0);
}

static void rhs(IsoMatch *im, const Node *g, const Node *c, const Env *e, EnvList *out,
		int depth);

/* May unbound iso metavariable GM stand for code C as far as types go?
 * `T *E1` (T a type metavariable of the iso): C must have the type the
 * pattern gave T, with the stars; T itself: C must be that type.
 * Returns E (with the pattern's T bound to C's type when it was not
 * bound), or NULL. */
static const Env *typed_fits(IsoMatch *im, const Meta *gm, const Node *c, const Env *e)
{
	MatchCtx *m = im->m;
	const SmplMeta *sm = smpl_meta(gm);
	const Meta *tm = NULL;
	int stars = 0;
	if (meta_category(gm->kind) == MC_TYPE) {
		tm = gm;
	} else if (sm && sm->ntypes && sm->type_metas && sm->type_metas[0]) {
		tm = sm->type_metas[0];
		for (const char *q = sm->types[0]; *q; q++)
			stars += *q == '*';
	} else {
		return !sm || !sm->ntypes || !im->ie->typed ? e : NULL;
	}
	int ti = meta_index(im->ie, tm);
	if (ti < 0 || !m->type_is)
		return NULL;
	if (im->bind[ti]) {
		/* T stands for a type metavariable of the pattern */
		const Meta *pt = pattern_meta(m->pta, im->bind[ti]);
		if (!pt) {
			const Node *b = im->bind[ti];
			while (b && !pt && b->n >= 1 && (b->kind == T_TYPENAME || b->kind == T_SPECS)) {
				b = b->kid[0];
				pt = b ? pattern_meta(m->pta, b) : NULL;
			}
		}
		return pt ? m->type_is(m->hook, pt, stars, c, e) : NULL;
	}
	if (ti < MAX_TYPED && im->tsrc[ti])
		return m->type_is(m->hook, im->tsrc[ti], stars, c, e);
	return NULL;
}

/* Specifiers C without storage classes, qualifiers and attributes (a
 * copy in the match arena), for a type form that names none. */
static const Node *plain_specs(MatchCtx *m, const Node *c)
{
	Node *n = arena_alloc(m->a, sizeof *n);
	*n = *c;
	n->kid = arena_alloc(m->a, (c->n + 1) * sizeof *n->kid);
	n->n = 0;
	for (uint32_t i = 0; i < c->n; i++) {
		const Node *k = c->kid[i];
		if (k && (k->kind == T_STORAGE || k->kind == T_QUAL || k->kind == T_ATTRS))
			continue;
		n->kid[n->n++] = c->kid[i];
	}
	if (n->n && n->kid[0] && n->kid[n->n - 1]) {
		n->first = n->kid[0]->first;
		n->last = n->kid[n->n - 1]->last;
	}
	return n;
}

static void rhs_kids(IsoMatch *im, const Node *g, const Node *c, uint32_t i, const Env *e,
		     EnvList *out, int depth)
{
	MatchCtx *m = im->m;
	if (i == g->n) {
		envlist_push(m->a, out, e);
		return;
	}
	const Node *saved = m->test;
	m->test = c->kid[i] && match_cond_kid(m, c, i) ? c->kid[i] : NULL;
	EnvList r = {0};
	rhs(im, g->kid[i], c->kid[i], e, &r, depth + 1);
	m->test = saved;
	for (size_t x = 0; x < r.n; x++)
		rhs_kids(im, g, c, i + 1, r.v[x], out, depth + 1);
}

static int negate_op(int op)
{
	switch (op) {
	case TK_EQ: return TK_NE;
	case TK_NE: return TK_EQ;
	case TK_LT: return TK_GE;
	case TK_GE: return TK_LT;
	case TK_GT: return TK_LE;
	case TK_LE: return TK_GT;
	}
	return 0;
}

/* The negation of pattern comparison B (`A op B`, op negatable) against
 * the code C `A op' B', op' the negated operator (`!(x == NULL)` is `x
 * != NULL`).  Returns 0 when the shapes do not apply. */
/* The operator of `B op A' that says what `A op B' says (`<' and `>'). */
static int mirror_op(int op)
{
	switch (op) {
	case TK_LT: return TK_GT;
	case TK_GT: return TK_LT;
	case TK_LE: return TK_GE;
	case TK_GE: return TK_LE;
	}
	return op;
}

/* The isomorphism that turns `A op B' around. */
static const char *mirror_iso(int op)
{
	switch (op) {
	case TK_NE: return "commneq";
	case TK_EQ: return "commeq";
	case TK_LT: case TK_GT: return "gtr_lss";
	case TK_LE: case TK_GE: return "gtr_lss_eq";
	}
	return NULL;
}

static int negated_cmp(IsoMatch *im, const Node *b, const Node *c, const Env *e, EnvList *out)
{
	MatchCtx *m = im->m;
	int nop = b ? negate_op(b->op) : 0;
	if (!b || c->kind != E_BINARY || b->kind != E_BINARY || b->n != 2 || c->n != 2 ||
	    !b->kid[0] || !b->kid[1] || !nop || (c->op != nop && c->op != mirror_op(nop)))
		return 0;
	uint32_t bv[MAX_OWN], cv[MAX_OWN];
	if (own_toks(m->pta, b, 1, bv) != 1 || own_toks(m->cta, c, 1, cv) != 1)
		return 1;
	/* the negated operator is the pattern's, rewritten: it must be kept,
	 * or the whole pattern node removed (`- x == NULL + !x` under neg_if
	 * does not match `x != NULL`, as spatch) */
	if ((m->pta->v[bv[0]].flags & TF_MINUS) && !im->removed)
		return 1;
	size_t before = out->n;
	for (int swap = 0; swap < 2 && out->n == before; swap++) {
		/* then `NULL != x` for `x != NULL` (commneq, commeq), `b <= a'
		 * for `a >= b' (gtr_lss_eq, gtr_lss) */
		if (!swap && c->op != nop)
			continue;
		if (swap && (c->op != mirror_op(nop) || !active_named(m->isos, mirror_iso(nop))))
			break;
		EnvList r = {0};
		match_node(m, b->kid[0], c->kid[swap], e, &r);
		for (size_t x = 0; x < r.n; x++) {
			EnvList r2 = {0};
			match_node(m, b->kid[1], c->kid[!swap], r.v[x], &r2);
			for (size_t y = 0; y < r2.n; y++)
				envlist_push(m->a, out,
					     env_map(m->a, r2.v[y], bv[0], bv[0], cv[0], cv[0]));
		}
	}
	return 1;
}

/* The negation of pattern B, `A == NULL` or `A == 0`, against a test C
 * that is no comparison: `A != NULL` is `A` there (isnt_null1,
 * isnt_zero).  Returns 0 when the shapes do not apply. */
static int negated_null(IsoMatch *im, const Node *b, const Node *c, const Env *e,
			EnvList *out)
{
	MatchCtx *m = im->m;
	if (!b || b->kind != E_BINARY || b->op != TK_EQ || b->n != 2 || !b->kid[0] ||
	    !b->kid[1] || m->test != c || (c->kind == E_BINARY && (c->op == TK_EQ || c->op == TK_NE)))
		return 0;
	const Node *k = b->kid[1];
	int null = k->kind == E_IDENT && k->name && strcmp(k->name->name, "NULL") == 0;
	int zero = k->kind == E_CONST && k->first == k->last && k->last < m->pta->n &&
		   tok_len(&m->pta->v[k->first]) == 1 &&
		   tok_text(m->pta, &m->pta->v[k->first])[0] == '0';
	if (!(null && active_named(m->isos, "isnt_null1")) &&
	    !(zero && active_named(m->isos, "isnt_zero")))
		return 0;
	for (uint32_t i = b->kid[0]->last + 1; i <= b->last && i < m->pta->n; i++)
		if (m->pta->v[i].kind == TK_AT)
			return 0;   /* a position on the comparison it drops */
	/* the comparison it drops must be kept code, or the whole pattern
	 * node removed: a changed `- x == NULL + !x`, or a partly changed
	 * `- x + y == NULL`, is matched as written (spatch) */
	if (!im->removed && changed(m->pta, b))
		return 1;
	match_node(m, b->kid[0], c, e, out);
	return 1;
}

static int negated(IsoMatch *im, const Node *b, const Node *c, const Env *e, EnvList *out,
		   int depth);

/* Does pattern B take a negation inside (a comparison, `&&', `||'),
 * so that `!B' as written is none of its forms? */
static int pushes_negation(const Node *b)
{
	return b && b->kind == E_BINARY && b->n == 2 &&
	       (negate_op(b->op) || b->op == TK_ANDAND || b->op == TK_OROR);
}

/* The pattern node that form metavariable GX stands for, or NULL. */
static const Node *form_bound(IsoMatch *im, const Node *gx)
{
	const Meta *xm = form_meta(im->ie, gx);
	int idx = xm ? meta_index(im->ie, xm) : -1;
	return idx >= 0 ? im->bind[idx] : NULL;
}

/* `!B` as written against C (no shape of B to push the negation into). */
static void match_negation_as_written(IsoMatch *im, const Node *b, const Node *c, const Env *e,
				      EnvList *out)
{
	if (c->kind == E_UNARY && c->op == TK_BANG && c->n == 1 && c->kid[0]) {
		const Node *saved = im->m->test;
		im->m->test = c->kid[0];
		match_node(im->m, b, c->kid[0], e, out);
		im->m->test = saved;
	}
}

/* The negation of B against C: pushed inside B's shape, or `!B' as
 * written when B has none (see negated). */
static void negation_of(IsoMatch *im, const Node *b, const Node *c, const Env *e, EnvList *out,
			int depth)
{
	if (!negated(im, b, c, e, out, depth))
		match_negation_as_written(im, b, c, e, out);
}

/* The negation of `A op ...` (P; op && or ||) against C: spatch pushes
 * the negation inside, so it is the chain `!A op' ...` of the other
 * operator: !A matches the test C itself or any operand of a chain of
 * op'. */
static void negated_chain(IsoMatch *im, const Node *p, const Node *c, const Env *e,
			  EnvList *out, int depth)
{
	MatchCtx *m = im->m;
	if (!c || depth > MAX_DEPTH)
		return;
	int op2 = p->op == TK_ANDAND ? TK_OROR : TK_ANDAND;
	const Node *saved = m->test;
	if (m->test == c)
		negation_of(im, p->kid[0], c, e, out, depth + 1);
	if (c->kind == E_BINARY && c->op == op2 && c->n == 2)
		for (uint32_t i = 0; i < 2; i++) {
			m->test = c->kid[i];
			negated_chain(im, p, c->kid[i], e, out, depth + 1);
		}
	m->test = saved;
}

/* The negation of pattern expression B (what neg_if's `!X` stands for)
 * against the code C.  spatch pushes the negation inside a test rather
 * than wrapping it: !(A && B) is !A || !B, !(A || B) is !A && !B, each
 * `...` of a chain staying `...'; a comparison is negated (== and !=, <
 * and >=, > and <=); `A == NULL` is also `A` (isnt_null1); !(!A) is A;
 * the negation of (A) is (!A), which the paren isomorphism lets match
 * without the parentheses.  Returns 0 when none of these shapes is B's
 * (then `!B` is matched as written), 1 when the matches (maybe none)
 * are in OUT.  Only for a B the rule does not change: a changed
 * condition is matched as written. */
static int negated(IsoMatch *im, const Node *b, const Node *c, const Env *e, EnvList *out,
		   int depth)
{
	MatchCtx *m = im->m;
	if (!b || !c || depth > MAX_DEPTH)
		return 0;
	int logic = b->kind == E_BINARY && b->n == 2 && b->kid[0] && b->kid[1] &&
		    (b->op == TK_ANDAND || b->op == TK_OROR);
	int unchanged = im->removed || !changed(m->pta, b);
	if (b->kind == E_PAREN && b->n == 1 && b->kid[0] && unchanged) {
		const Node *saved = m->test;
		if (c->kind == E_UNARY && c->op == TK_BANG && c->n == 1 && c->kid[0] &&
		    c->kid[0]->kind == E_PAREN && !pushes_negation(b->kid[0])) {
			/* `!(A)' as written first: its parentheses are B's */
			size_t before = out->n;
			match_node(m, b, c->kid[0], e, out);
			if (out->n > before)
				return 1;
		}
		if (c->kind == E_PAREN && c->n == 1 && c->kid[0]) {
			m->test = c->kid[0];
			negation_of(im, b->kid[0], c->kid[0], e, out, depth + 1);
			m->test = saved;
		}
		if (active_named(m->isos, "paren"))
			negation_of(im, b->kid[0], c, e, out, depth + 1);
		return 1;
	}
	if (logic && unchanged) {
		if (b->kid[1]->kind == P_DOTS && b->kid[0]->kind != P_DOTS) {
			size_t before = out->n;
			negated_chain(im, b, c, e, out, depth + 1);
			for (size_t x = before; x < out->n; x++)
				out->v[x] = env_map(m->a, out->v[x], b->first, b->last, c->first, c->last);
			return 1;
		}
		int op2 = b->op == TK_ANDAND ? TK_OROR : TK_ANDAND;
		if (c->kind != E_BINARY || c->op != op2 || c->n != 2 || !c->kid[0] || !c->kid[1])
			return 1;
		uint32_t bv[MAX_OWN], cv[MAX_OWN];
		if (own_toks(m->pta, b, 1, bv) != 1 || own_toks(m->cta, c, 1, cv) != 1)
			return 1;
		const Node *saved = m->test;
		EnvList r = {0};
		m->test = c->kid[0];
		negation_of(im, b->kid[0], c->kid[0], e, &r, depth + 1);
		for (size_t x = 0; x < r.n; x++) {
			EnvList r2 = {0};
			m->test = c->kid[1];
			negation_of(im, b->kid[1], c->kid[1], r.v[x], &r2, depth + 1);
			for (size_t y = 0; y < r2.n; y++)
				envlist_push(m->a, out,
					     env_map(m->a, r2.v[y], bv[0], bv[0], cv[0], cv[0]));
		}
		m->test = saved;
		return 1;
	}
	if (b->kind == E_UNARY && b->op == TK_BANG && b->n == 1 && b->kid[0] && unchanged) {
		match_node(m, b->kid[0], c, e, out);
		return 1;
	}
	if (negated_cmp(im, b, c, e, out))
		return 1;
	if (negated_null(im, b, c, e, out))
		return 1;
	/* a comparison takes the negation in: `!(A < B)' as written is no
	 * match of it (spatch) */
	return pushes_negation(b) && unchanged;
}

/* Match form node G, its metavariables standing for their sub-patterns,
 * against C node C. */
/* May the `else S` of a form, its S the form's metavariable GS, be
 * dropped (isomorphism drop_else, `pure statement S2`)?  When drop_else
 * applies in the rule and GS stands for a statement metavariable of
 * the pattern that it names once and not in added code. */
static int else_droppable(IsoMatch *im, const Node *gs)
{
	const Meta *gm = form_meta(im->ie, gs);
	int idx = gm ? meta_index(im->ie, gm) : -1;
	const Node *b = idx >= 0 ? im->bind[idx] : NULL;
	const Meta *pm = b ? pattern_meta(im->m->pta, b) : NULL;
	return pm && meta_category(pm->kind) == MC_STMT && pure_meta(im->m->pta, b) &&
	       (im->removed || !changed(im->m->pta, b)) && iso_enabled(im->m, "drop_else");
}

/* Does form node G stand for pattern code that a rule changes (removed
 * or with code added right after it)?  A changed if header keeps its
 * else: drop_else does not apply. */
static int form_changed(IsoMatch *im, const Node *g, int depth)
{
	if (!g || depth > MAX_DEPTH)
		return 0;
	const Meta *gm = form_meta(im->ie, g);
	if (gm) {
		int idx = meta_index(im->ie, gm);
		const Node *b = idx >= 0 ? im->bind[idx] : NULL;
		const TokenArray *pa = im->m->pta;
		if (!b)
			return 0;
		for (uint32_t t = b->first; t <= b->last && t < pa->n; t++)
			if (pa->v[t].flags & (TF_MINUS | TF_PLUS))
				return 1;
		return b->last + 1 < pa->n && (pa->v[b->last + 1].flags & TF_PLUS);
	}
	for (uint32_t i = 0; i < g->n; i++)
		if (form_changed(im, g->kid[i], depth + 1))
			return 1;
	return 0;
}

static void rhs(IsoMatch *im, const Node *g, const Node *c, const Env *e, EnvList *out,
		int depth)
{
	MatchCtx *m = im->m;
	if (!g || !c) {
		if (!g && !c)
			envlist_push(m->a, out, e);
		return;
	}
	if (depth > MAX_DEPTH || m->too_deep)
		return;
	const Meta *gm = form_meta(im->ie, g);
	if (gm) {
		int idx = meta_index(im->ie, gm);
		if (idx >= 0 && im->bind[idx])
			match_node(m, im->bind[idx], c, e, out);
		else if (code_fits(gm, c) && (e = typed_fits(im, gm, c, e)) != NULL)
			envlist_push(m->a, out, e);
		return;
	}
	if (g->kind == E_UNARY && g->op == TK_BANG && g->n == 1 && g->kid[0] &&
	    negated(im, form_bound(im, g->kid[0]), c, e, out, 0))
		return;
	if (g->kind == P_DOTS) {
		envlist_push(m->a, out, e);
		return;
	}
	if (g->kind == S_IF && c->kind == S_IF && g->n == 3 && c->n == 3 && g->kid[2] &&
	    !c->kid[2] && else_droppable(im, g->kid[2]) &&
	    (im->removed || !form_changed(im, g->kid[0], 0))) {
		/* drop_else after this form, as spatch's expansion applies
		 * it to what neg_if made: `else S2` with S2 a pure statement
		 * of the pattern needs no else in the code */
		uint32_t gv[MAX_OWN], cv[MAX_OWN];
		int gn = own_toks(im->ie->ta, g, 1, gv);
		int cn = own_toks(m->cta, c, 1, cv);
		for (int i = 0; i < gn && i < cn && e; i++)
			e = bind_positions(im, gv[i], cv[i], e);
		if (!e)
			return;
		Node *const kids[3] = {g->kid[0], g->kid[1], NULL};
		Node gs = *g;
		gs.kid = (Node **)kids;
		rhs_kids(im, &gs, c, 0, e, out, depth);
		return;
	}
	if (c->kind == S_DECL && g->kind != S_DECL && c->n == 1 && c->kid[0])
		c = c->kid[0];
	if (g->kind == T_SPECS && c->kind == T_SPECS && g->n != c->n)
		c = plain_specs(m, c);
	if (g->kind == I_LIST && c->kind == I_LIST && g->n == 1 && g->kid[0]) {
		/* `{ .fld = E1, }` of a form: one element among the others,
		 * in any order */
		for (uint32_t i = 0; i < c->n; i++)
			if (c->kid[i])
				rhs(im, g->kid[0], c->kid[i], e, out, depth + 1);
		return;
	}
	if (g->kind != c->kind || g->op != c->op || g->n != c->n || g->name != c->name)
		return;
	if (!same_own(im->ie->ta, g, m->cta, c))
		return;
	if (im->npos) {
		/* positions on the pattern's tokens go to the same tokens here */
		uint32_t gv[MAX_OWN], cv[MAX_OWN];
		int gn = own_toks(im->ie->ta, g, 1, gv);
		int cn = own_toks(m->cta, c, 1, cv);
		for (int i = 0; i < gn && i < cn && e; i++)
			e = bind_positions(im, gv[i], cv[i], e);
		if (!e)
			return;
	}
	size_t before = out->n;
	rhs_kids(im, g, c, 0, e, out, depth);
	if (out->n == before && g->kind == E_BINARY && (g->op == TK_EQ || g->op == TK_NE) &&
	    g->n == 2 && g->kid[1] && !form_meta(im->ie, g->kid[1]) &&
	    active_named(m->isos, g->op == TK_EQ ? "commeq" : "commneq")) {
		/* the form's comparison with a constant, the other way round
		 * (`x == NULL` of not_ptr1 matching `NULL == x`, as commeq
		 * would expand it) */
		const Node *sw[2] = {g->kid[1], g->kid[0]};
		Node gs = *g;
		gs.kid = (Node **)sw;
		rhs_kids(im, &gs, c, 0, e, out, depth);
	}
}

/* Does form G have a token for each position of IM (which are then
 * made ready to be bound)? */
static int positions_kept(IsoMatch *im, const Node *g)
{
	const TokenArray *ta = im->ie->ta;
	for (uint32_t i = 0; i < im->npos; i++) {
		int found = 0;
		for (uint32_t t = g->first; t <= g->last && t < ta->n && !found; t++)
			found = ta->v[t].kind != TK_META && !match_tok_skipped(&ta->v[t]) &&
				same_text(ta, t, ta, im->pos[i].form_tok);
		if (!found)
			return 0;
		im->pos[i].done = 0;
	}
	return !im->bad;
}

/* Does a pattern written as form I of IE match some other form? */
static int reaches(const IsoEntry *ie, uint32_t i)
{
	for (uint32_t j = 0; j < ie->nform; j++)
		if (ie->reach[i * ie->nform + j])
			return 1;
	return 0;
}

/* The kinds of the forms of A that lead to another form, into A->roots
 * (the pattern nodes isomorphisms may apply to). */
static void find_roots(IsoActive *a)
{
	for (uint32_t x = 0; x < a->n; x++) {
		const IsoEntry *ie = a->v[x];
		for (uint32_t i = 0; i < ie->nform; i++) {
			const Node *f = ie->form[i];
			if (!f || !reaches(ie, i))
				continue;
			if (form_meta(ie, f))
				a->meta_roots |= ie->cls == ISOC_TEST || ie->cls == ISOC_TOTEST ? 1 : 2;
			else if (f->kind < N_KIND_COUNT)
				a->roots[f->kind / 64] |= (uint64_t)1 << (f->kind % 64);
		}
	}
	a->roots_done = 1;
}

/* Could form F stand where pattern node P does (a cheap first test)? */
static int root_may(const IsoEntry *ie, const Node *f, const Node *p)
{
	if (form_meta(ie, f))
		return 1;
	return f->kind == p->kind && f->op == p->op && f->n == p->n;
}

/* Does form G of IE lack a metavariable, a name, a keyword or an
 * operator of form F (`!E` lacks the NULL of `E == NULL`, `E` the
 * unlikely of `unlikely(E)`)? */
static int form_drops(const IsoEntry *ie, const Node *f, const Node *g)
{
	const TokenArray *ta = ie->ta;
	for (uint32_t t = f->first; t <= f->last && t < ta->n; t++) {
		const Meta *mt = match_token_meta(ta, t);
		const Ident *id = ta->v[t].id;
		if (!mt && match_tok_skipped(&ta->v[t]))
			continue;
		int kept = 0;
		for (uint32_t u = g->first; u <= g->last && u < ta->n && !kept; u++) {
			const Meta *mu = match_token_meta(ta, u);
			kept = mt ? mu && mu->name == mt->name
			       : !mu && ta->v[u].id == id && (id || ta->v[u].kind == ta->v[t].kind);
		}
		if (!kept)
			return 1;
	}
	return 0;
}

/* Is a metavariable of form F (of IE) written in form G? */
static int form_keeps_meta(const IsoEntry *ie, const Meta *mt, const Node *g)
{
	const TokenArray *ta = ie->ta;
	for (uint32_t u = g->first; u <= g->last && u < ta->n; u++) {
		const Meta *mu = match_token_meta(ta, u);
		if (mu && mu->name == mt->name)
			return 1;
	}
	return 0;
}

/* MatchCtx.iso_drops: could an isomorphism of M's rule match pattern
 * node P to code that lacks a part of P (drop_else, drop_cast, mkinit,
 * fld_to_ptr, `E == NULL` as `!E`)?  Then KEPT[0..*NKEPT) are the
 * parts of P that every such rewriting keeps: the pattern nodes that
 * the metavariables of a form fitting P stand for, when the other form
 * writes them too (the E of `(T)E`).  The matcher's own isomorphisms
 * are not counted. */
static int iso_may_drop(MatchCtx *m, const Node *p, const Node **kept, uint32_t *nkept,
			uint32_t max)
{
	const IsoActive *a = m->isos;
	*nkept = 0;
	if (!a || !a->n || !p)
		return 0;
	const Node *bind_small[32];
	int drops = 0;
	for (uint32_t x = 0; x < a->n; x++) {
		const IsoEntry *ie = a->v[x];
		if (!ie->usable)
			continue;
		uint32_t nm = ie->rule->nmetas;
		const Node **bind = nm <= 32 ? bind_small : arena_alloc(m->a, nm * sizeof *bind);
		for (uint32_t i = 0; i < ie->nform; i++) {
			const Node *f = ie->form[i];
			if (!f || !reaches(ie, i) || !root_may(ie, f, p))
				continue;
			IsoMatch im;
			if (!lhs_start(&im, m, ie, bind, f, p))
				continue;
			for (uint32_t j = 0; j < ie->nform; j++) {
				const Node *g = ie->form[j];
				if (j == i || !ie->reach[i * ie->nform + j] || !g || !form_drops(ie, f, g))
					continue;
				/* what this rewriting keeps: the pattern nodes
				 * of the metavariables G writes too */
				const Node *here[16];
				uint32_t nh = 0;
				for (uint32_t t = f->first; t <= f->last && t < ie->ta->n; t++) {
					const Meta *mt = match_token_meta(ie->ta, t);
					int idx = mt ? meta_index(ie, mt) : -1;
					if (idx < 0 || !bind[idx] || bind[idx] == p ||
					    !form_keeps_meta(ie, mt, g))
						continue;
					uint32_t k = 0;
					while (k < nh && here[k] != bind[idx])
						k++;
					if (k == nh && nh < 16)
						here[nh++] = bind[idx];
				}
				if (!drops) {
					for (uint32_t k = 0; k < nh && k < max; k++)
						kept[k] = here[k];
					*nkept = nh < max ? nh : max;
					drops = 1;
					continue;
				}
				/* those every rewriting keeps */
				uint32_t w = 0;
				for (uint32_t k = 0; k < *nkept; k++) {
					uint32_t h = 0;
					while (h < nh && here[h] != kept[k])
						h++;
					if (h < nh)
						kept[w++] = kept[k];
				}
				*nkept = w;
			}
		}
	}
	return drops;
}

static int root_may_code(const IsoEntry *ie, const Node *g, const Node *c)
{
	if (form_meta(ie, g) || g->kind == P_DOTS)
		return 1;
	if (c->kind == S_DECL && g->kind != S_DECL && c->n == 1 && c->kid[0])
		c = c->kid[0];
	if (g->kind == T_SPECS)
		return c->kind == T_SPECS && g->n <= c->n;
	return g->kind == c->kind && g->op == c->op && g->n == c->n;
}

/* The fallback of match_init's contexts: append to OUT every extension
 * of E under which pattern P matches C through one of M->isos.  Does
 * nothing when M->isos is NULL or the nesting limit is reached. */
static void iso_match(MatchCtx *m, const Node *p, const Node *c, const Env *e, EnvList *out)
{
	const IsoActive *a = m->isos;
	if (!a || !a->n || (a->limit >= 0 && m->iso_depth >= a->limit))
		return;
	if ((p->kind == P_META && m->test != c) || p->kind == P_DOTS || p->kind == P_POS || p->kind == P_DISJ ||
	    p->kind == P_CONJ || p->kind == P_NEST || p->kind == P_OPT || p->kind == P_SEQ ||
	    p->kind == P_WHEN || p->kind == S_BLOCK)
		return;   /* blocks: braces4 in the matcher; a block with dots stays a block */
	IsoActive *am = (IsoActive *)a;   /* its cache of candidates per pattern shape */
	if (!am->roots_done)
		find_roots(am);
	if (p->kind >= N_KIND_COUNT ||
	    (!(am->roots[p->kind / 64] >> (p->kind % 64) & 1) && !(am->meta_roots & 2) &&
	     !((am->meta_roots & 1) && m->test == c)))
		return;
	if (!am->plain) {
		am->plain = xcalloc(1, sizeof *am->plain);
		am->plain_free = keys_free;
	}
	struct IsoKeys *ks = am->plain;
	const IsoKey *key = NULL;
	IsoKey *last = &ks->recent[((uintptr_t)p >> 4) & (RECENT_SIZE - 1)].k;
	const Node **last_p = &ks->recent[((uintptr_t)p >> 4) & (RECENT_SIZE - 1)].p;
	IsoKey pk = node_key(p);
	int same = *last_p == p && key_eq(last, &pk);
	/* a pattern node asked about lately (matched against another C
	 * node): no hashing */
	if (same && !last->count)
		return;
	if (!same)
		key = keys_find(ks, p);
	if (!same && !key) {
		key = fits_of(m, p);
		if (!key)
			return;
	}
	if (!same) {
		*last_p = p;
		*last = *key;
	}
	uint32_t off = last->off, count = last->count;
	const Node *bind_small[32];
	for (uint32_t q = 0; q < count; q += 2) {
		const IsoEntry *ie = a->v[ks->cand[off + q]];
		uint32_t i = ks->cand[off + q + 1];
		if ((ie->cls == ISOC_TEST || ie->cls == ISOC_TOTEST) && m->test != c)
			continue;
		uint32_t nm = ie->rule->nmetas;
		const Node **bind = nm <= 32 ? bind_small : arena_alloc(m->a, nm * sizeof *bind);
		const Node *f = ie->form[i];
		/* a cheap test first: can some form reachable from f stand
		 * where c does?  (else comparing f with p is wasted) */
		uint32_t j0 = 0;
		while (j0 < ie->nform && !(ie->form[j0] && ie->reach[i * ie->nform + j0] &&
					    root_may_code(ie, ie->form[j0], c)))
			j0++;
		if (j0 == ie->nform)
			continue;
		{
			IsoMatch im;
			if (!lhs_start(&im, m, ie, bind, f, p))
				continue;
			for (uint32_t j = j0; j < ie->nform; j++) {
				const Node *g = ie->form[j];
				if (!g || !ie->reach[i * ie->nform + j] || !root_may_code(ie, g, c))
					continue;
				const Meta *gm = form_meta(ie, g);
				if (gm) {
					int idx = meta_index(ie, gm);
					if (idx < 0 || bind[idx] == p || !bind[idx])
						continue;   /* no progress */
				}
				if (!positions_kept(&im, g))
					continue;   /* a position on a token this form drops */
				EnvList r = {0};
				m->iso_depth++;
				rhs(&im, g, c, e, &r, 0);
				m->iso_depth--;
				if (!r.n)
					continue;
				uint32_t cf = c->first, cl = c->last;
				if (g->kind == T_SPECS && c->kind == T_SPECS && g->n != c->n) {
					/* the storage classes and qualifiers stay */
					const Node *pc = plain_specs(m, c);
					cf = pc->first;
					cl = pc->last;
				}
				for (size_t y = 0; y < r.n; y++)
					envlist_push(m->a, out,
						     env_map(m->a, r.v[y], p->first, p->last, cf, cl));
				a->used[ie->index]++;
				return;
			}
		}
	}
}

void match_init(MatchCtx *m, Arena *a, const TokenArray *pta, const TokenArray *cta)
{
	match_core_init(m, a, pta, cta);
	m->iso_fallback = iso_match;
	m->iso_drops = iso_may_drop;
}

/* Count into *NODES the nodes of pattern P and into *ALTS the forms
 * that isomorphisms of A offer for them. */
static void measure(const IsoActive *a, MatchCtx *m, const Node *p, uint32_t *nodes,
		    uint32_t *alts, int depth)
{
	if (!p || depth > MAX_DEPTH)
		return;
	(*nodes)++;
	const Node *bind[64];
	for (uint32_t x = 0; x < a->n; x++) {
		const IsoEntry *ie = a->v[x];
		if (ie->rule->nmetas > 64)
			continue;
		for (uint32_t i = 0; i < ie->nform; i++) {
			const Node *f = ie->form[i];
			if (!f || form_meta(ie, f) || !root_may(ie, f, p))
				continue;
			IsoMatch im;
			memset(&im, 0, sizeof im);
			memset(bind, 0, sizeof bind);
			im.m = m;
			im.ie = ie;
			im.bind = bind;
			if (!lhs(&im, f, p, 0))
				continue;
			for (uint32_t j = 0; j < ie->nform; j++)
				*alts += ie->reach[i * ie->nform + j];
		}
	}
	for (uint32_t k = 0; k < p->n; k++)
		measure(a, m, p->kid[k], nodes, alts, depth + 1);
}

void iso_measure(const IsoActive *a, const TokenArray *pta, const Node *p, uint32_t *nodes,
		 uint32_t *alts)
{
	*nodes = *alts = 0;
	if (!a)
		return;
	MatchCtx m;
	memset(&m, 0, sizeof m);
	m.pta = pta;
	measure(a, &m, p, nodes, alts, 0);
}
