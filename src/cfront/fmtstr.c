/* fmtstr.c - printf-style format strings, cut into fragments; see fmtstr.h. */
#include "cfront/fmtstr.h"

#include <string.h>
#include "base/vec.h"

/* The length of the conversion directive at S (S[0] == '%'), or 0 when
 * what follows is no directive. */
static size_t directive_len(const char *s, const char *end)
{
	const char *p = s + 1;
	while (p < end && strchr("-+ #0'", *p) && *p)
		p++;
	if (p < end && *p == '*')
		p++;
	else
		while (p < end && *p >= '0' && *p <= '9')
			p++;
	if (p < end && *p == '.') {
		p++;
		if (p < end && *p == '*')
			p++;
		else
			while (p < end && *p >= '0' && *p <= '9')
				p++;
	}
	for (int k = 0; k < 2 && p < end && *p && strchr("hlLqjzt", *p); k++)
		p++;
	if (p < end && *p && strchr("diouxXeEfFgGaAcspnm", *p))
		return (size_t)(p + 1 - s);
	return 0;
}

size_t fmt_meta_ref(const char *s, const char *end, const char **name, size_t *nlen)
{
	if (end - s < 4 || s[0] != '%' || s[1] != '@')
		return 0;
	const char *p = s + 2;
	while (p < end && (*p == '_' || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
			   (*p >= '0' && *p <= '9')))
		p++;
	if (p == s + 2 || p >= end || *p != '@')
		return 0;
	*name = s + 2;
	*nlen = (size_t)(p - (s + 2));
	return (size_t)(p + 1 - s);
}

int fmt_is_pattern(const char *s, size_t len)
{
	const char *end = s + len;
	int dots = 0, directive = 0;
	for (const char *p = s; p < end; p++) {
		const char *nm;
		size_t nl;
		if (*p == '.' && end - p >= 3 && p[1] == '.' && p[2] == '.')
			dots = 1;
		if (*p == '%' && fmt_meta_ref(p, end, &nm, &nl))
			return 1;
		if (*p == '%' && p + 1 < end) {
			if (p[1] == '%')
				p++;            /* `%%' is a percent sign */
			else
				directive = 1;
		}
	}
	/* `...' stands for format pieces only in a format string: in
	 * other strings it is three dots ("..." matches "..." alone) */
	return dots && directive;
}

typedef VEC(FmtFrag) FragVec;

static void add(FragVec *v, int kind, size_t start, size_t end, const Meta *m)
{
	FmtFrag f = { .kind = (uint8_t)kind, .start = (uint32_t)start, .end = (uint32_t)end,
		      .meta = m };
	/* text runs are one fragment */
	if (kind == FF_TEXT && v->n && v->v[v->n - 1].kind == FF_TEXT &&
	    v->v[v->n - 1].end == start) {
		v->v[v->n - 1].end = (uint32_t)end;
		return;
	}
	vec_push(v, f);
}

static const Meta *meta_named(const FmtMetas *metas, const char *name, size_t len)
{
	for (uint32_t i = 0; metas && i < metas->n; i++) {
		const Ident *id = metas->v[i]->name;
		if (id->len == len && memcmp(id->name, name, len) == 0)
			return metas->v[i];
	}
	return NULL;
}

FmtFrag *fmt_split(Arena *a, const char *s, size_t len, const FmtMetas *metas, uint32_t *n)
{
	FragVec v = {0};
	size_t b = 0, e = len;
	while (b < len && s[b] != '"')
		b++;
	b = b < len ? b + 1 : len;
	if (e > b && s[e - 1] == '"')
		e--;
	const char *end = s + e;
	size_t i = b;
	while (i < e) {
		const char *p = s + i;
		if (*p == '\\' && i + 1 < e) {
			add(&v, FF_TEXT, i, i + 2, NULL);
			i += 2;
			continue;
		}
		if (*p == '%' && i + 1 < e && p[1] == '%') {
			add(&v, FF_TEXT, i, i + 2, NULL);
			i += 2;
			continue;
		}
		if (metas && *p == '.' && e - i >= 3 && p[1] == '.' && p[2] == '.') {
			add(&v, FF_DOTS, i, i + 3, NULL);
			i += 3;
			continue;
		}
		const char *nm;
		size_t nl, k;
		if (metas && *p == '%' && (k = fmt_meta_ref(p, end, &nm, &nl))) {
			add(&v, FF_META, i, i + k, meta_named(metas, nm, nl));
			i += k;
			continue;
		}
		if (*p == '%' && (k = directive_len(p, end))) {
			add(&v, FF_DIR, i, i + k, NULL);
			i += k;
			continue;
		}
		add(&v, FF_TEXT, i, i + 1, NULL);
		i++;
	}
	*n = (uint32_t)v.n;
	FmtFrag *r = arena_alloc(a, (v.n ? v.n : 1) * sizeof *r);
	if (v.n)
		memcpy(r, v.v, v.n * sizeof *r);
	vec_free(&v);
	return r;
}
