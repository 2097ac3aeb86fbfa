/* smpl_views.c - parsing a rule's two views with the C parser.
 *
 * The minus view (context and `-` code) and the plus view (context and
 * `+` code) of a pattern rule are token arrays in which the other side's
 * tokens are TF_HIDDEN; each is parsed by the C parser's pattern mode
 * (cparse_pattern), which builds the same node kinds as for C plus the
 * pattern kinds.  An isomorphism rule's forms are parsed one by one, as
 * the section they are in says.  See smpl_views.h.
 */
#include "smpl/smpl_views.h"

#include <string.h>

#include "cfront/cparse.h"

static int start_kind(const Rule *r)
{
	switch (r->pattern_kind) {
	case PK_EXPRESSION: return CPARSE_EXPR;
	case PK_IDENTIFIER: return CPARSE_IDENT;
	case PK_TYPE: return CPARSE_TYPE;
	}
	return CPARSE_BODY;
}

static int iso_start_kind(const Rule *r)
{
	const char *s = r->iso_section ? r->iso_section->name : "";
	if (strcmp(s, "Type") == 0)
		return CPARSE_TYPE;
	if (strstr(s, "Expression"))
		return CPARSE_EXPR;
	return CPARSE_BODY;
}

/* Is there any token of TA in [first, last] that the parser sees? */
static int has_visible(const TokenArray *ta, uint32_t first, uint32_t last)
{
	for (uint32_t i = first; i <= last && i < ta->n; i++)
		if (!(ta->v[i].flags & TF_HIDDEN) && ta->v[i].kind != TK_EOF)
			return 1;
	return 0;
}

/* What a view parsed as START is, in words. */
static const char *view_kind(int start)
{
	switch (start) {
	case CPARSE_EXPR: return "an expression";
	case CPARSE_TYPE: return "a type";
	case CPARSE_IDENT: return "an identifier";
	}
	return "statements or declarations";
}

/* Parse [first, last] of TA as START; a body that is no statement
 * sequence may be a lone expression or type (`- 0  + NULL`).  On failure
 * report the first error, naming VIEW, and return NULL. */
static Node *parse_range(SpCtx *c, TokenArray *ta, uint32_t first, uint32_t last, int start,
			 const char *view, int *parsed_as)
{
	CParseErrors errs = { 0 };
	Node *n = cparse_pattern(ta, first, last, start, c->a, &errs);
	if (parsed_as)
		*parsed_as = start;
	if (!n && start == CPARSE_BODY) {
		static const int retry[] = { CPARSE_EXPR, CPARSE_TYPE };
		for (size_t i = 0; !n && i < sizeof retry / sizeof retry[0]; i++) {
			CParseErrors more = { 0 };
			n = cparse_pattern(ta, first, last, retry[i], c->a, &more);
			cparse_errors_free(&more);
			if (parsed_as)
				*parsed_as = retry[i];
		}
	}
	if (!n) {
		uint32_t off = ta->v[last < ta->n ? last : ta->n - 1].end;
		const char *msg = "cannot parse this code";
		if (errs.n) {
			uint32_t at = errs.v[0].at < ta->n ? errs.v[0].at : ta->n - 1;
			off = ta->v[at].start;
			msg = errs.v[0].msg;
		}
		sp_error(c, off, "%s code: %s", view, msg);
	}
	cparse_errors_free(&errs);
	return n;
}

/* The bodies of the #defines of pattern TOP (a TOP_UNIT of TA) that hold
 * dots or a nest become the defines' kid 1, parsed as an expression, so
 * that they match the parsed bodies of the code's #defines. */
static void parse_define_bodies(SpCtx *c, TokenArray *ta, Node *top)
{
	if (!top || top->kind != TOP_UNIT)
		return;
	for (uint32_t i = 0; i < top->n; i++) {
		Node *d = top->kid[i];
		if (!d || d->kind != PP_DEFINE || d->n != 2 || d->kid[1])
			continue;
		uint32_t bf = d->kid[0] ? d->kid[0]->last + 1 : d->first + 2;
		uint32_t bl = d->last;
		while (bl >= bf && bl > 0 && (ta->v[bl].kind == TK_PP_END || (ta->v[bl].flags & TF_HIDDEN)))
			bl--;
		if (bf > bl || bl >= ta->n)
			continue;
		int dots = 0;
		for (uint32_t k = bf; k <= bl; k++) {
			int kind = ta->v[k].kind;
			if (ta->v[k].flags & TF_HIDDEN)
				continue;
			dots |= kind == TK_DOTS_OPEN_NEST || kind == TK_DOTS_OPEN_PLUS ||
				(kind == TK_ELLIPSIS && tok_len(&ta->v[k]) == 3);
		}
		if (!dots)
			continue;
		CParseErrors errs = { 0 };
		Node *body = cparse_pattern(ta, bf, bl, CPARSE_EXPR, c->a, &errs);
		cparse_errors_free(&errs);
		if (body)
			d->kid[1] = body;
	}
}

int smpl_parse_views(SpCtx *c, Rule *r)
{
	uint32_t n = (uint32_t)r->toks.n;
	if (n <= 1)
		return 0; /* an empty body */
	if (r->kind == RK_ISO) {
		if (r->iso.n == 0) {
			r->minus = parse_range(c, &r->minus_view, 0, n - 2, iso_start_kind(r), "isomorphism", NULL);
			return r->minus ? 0 : -1;
		}
		r->iso.nodes = arena_alloc(c->a, r->iso.n * sizeof *r->iso.nodes);
		for (uint32_t k = 0; k < r->iso.n; k++) {
			if (r->iso.last[k] + 1 <= r->iso.first[k]) {
				sp_error(c, r->toks.v[r->iso.first[k] < n ? r->iso.first[k] : n - 1].start,
					 "empty form in isomorphism `%s'", r->name ? r->name->name : "?");
				return -1;
			}
			r->iso.nodes[k] = parse_range(c, &r->minus_view, r->iso.first[k], r->iso.last[k],
						      iso_start_kind(r), "isomorphism", NULL);
			if (!r->iso.nodes[k])
				return -1;
		}
		return 0;
	}
	int start = start_kind(r);
	int minus_as = -1, plus_as = -1;
	if (has_visible(&r->minus_view, 0, n - 2)) {
		r->minus = parse_range(c, &r->minus_view, 0, n - 2, start, "minus", &minus_as);
		if (!r->minus)
			return -1;
		parse_define_bodies(c, &r->minus_view, r->minus);
	}
	if (r->has_plus && has_visible(&r->plus_view, 0, n - 2)) {
		r->plus = parse_range(c, &r->plus_view, 0, n - 2, start, "plus", &plus_as);
		if (!r->plus)
			return -1;
	}
	if (r->minus && !r->has_plus && r->has_minus) {
		/* what the code becomes must be code too: a lone expression
		 * removed whole leaves a hole (`- foo(E)'), and so does
		 * removed code that the rest of a line needs (`int x =
		 * - E + 1  ;'); spatch 1.1.1 rejects both */
		if (!has_visible(&r->plus_view, 0, n - 2)) {
			if (minus_as != CPARSE_BODY) {
				uint32_t mi = 0;
				while (mi < n - 1 && !(r->toks.v[mi].flags & TF_MINUS))
					mi++;
				int ml = 0, col;
				source_linecol(r->toks.src, r->toks.v[mi < n - 1 ? mi : 0].start, &ml, &col);
				sp_error(c, r->toks.v[mi < n - 1 ? mi : 0].start,
					 "invalid minus starting on line %d: %s removed whole, with nothing in its place",
					 ml, view_kind(minus_as));
				return -1;
			}
		} else if (!parse_range(c, &r->plus_view, 0, n - 2, start, "plus", NULL)) {
			return -1;
		}
	}
	if (r->minus && r->plus && minus_as != plus_as) {
		/* the two views are code of different kinds: statements
		 * replaced by a bare expression (`- foo(E);  + E`), an
		 * expression by statements (`- foo(E)  + bar(E);`) */
		uint32_t mi = 0, pi = 0;
		while (mi < n - 1 && !(r->toks.v[mi].flags & TF_MINUS))
			mi++;
		while (pi < n - 1 && !(r->toks.v[pi].flags & TF_PLUS))
			pi++;
		int ml = 0, pl = 0, col;
		source_linecol(r->toks.src, r->toks.v[mi < n - 1 ? mi : 0].start, &ml, &col);
		source_linecol(r->toks.src, r->toks.v[pi < n - 1 ? pi : 0].start, &pl, &col);
		sp_error(c, r->toks.v[pi < n - 1 ? pi : 0].start,
			 "incompatible minus and plus code starting on lines %d and %d: %s replaced by %s",
			 ml, pl, view_kind(minus_as), view_kind(plus_as));
		return -1;
	}
	return 0;
}
