/* spctx.c - the helpers of the SmPL parse context; see spctx.h. */
#include "smpl/spctx.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "base/diag.h"

void sp_error(SpCtx *c, uint32_t off, const char *fmt, ...)
{
	if (c->failed)
		return;
	c->failed = 1;
	char msg[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_at(DIAG_ERROR, c->src, off, "%s", msg);
}

const Ident *sp_ident(SpCtx *c, SpLoc l)
{
	return intern(c->src->text + l.start, l.end - l.start);
}

static int is_word(int ch)
{
	return isalnum(ch) || ch == '_';
}

/* Canonical spacing between two tokens: none around `.`, inside
 * brackets and parentheses, before `,`, and between stars. */
static int want_space(const char *prev, size_t plen, const char *cur)
{
	char p = prev[plen - 1], q = cur[0];
	if (p == '(' || p == '[' || p == '.' || p == ':' || q == ':' || (p == '#' && q != '#'))
		return 0;
	if (q == ')' || q == ']' || q == ',' || q == '.' || q == '[')
		return 0;
	if (p == '*' && q == '*')
		return 0;
	return 1;
}

const char *sp_norm(SpCtx *c, uint32_t start, uint32_t end)
{
	return sp_norm_text(c, c->src->text, start, end);
}

const char *sp_norm_text(SpCtx *c, const char *s, uint32_t start, uint32_t end)
{
	char *out = arena_alloc(c->a, 2 * (end - start) + 1);
	size_t n = 0;
	const char *prev = NULL;
	size_t plen = 0;
	uint32_t i = start;
	while (i < end) {
		unsigned char ch = (unsigned char)s[i];
		if (isspace(ch)) {
			i++;
			continue;
		}
		if (ch == '/' && i + 1 < end && s[i + 1] == '/') {
			while (i < end && s[i] != '\n')
				i++;
			continue;
		}
		if (ch == '/' && i + 1 < end && s[i + 1] == '*') {
			i += 2;
			while (i + 1 < end && !(s[i] == '*' && s[i + 1] == '/'))
				i++;
			i = i + 2 < end ? i + 2 : end;
			continue;
		}
		uint32_t j = i + 1;
		if (is_word(ch)) {
			while (j < end && is_word((unsigned char)s[j]))
				j++;
		} else if (ch == '"' || ch == '\'') {
			while (j < end && s[j] != (char)ch) {
				if (s[j] == '\\' && j + 1 < end)
					j++;
				j++;
			}
			if (j < end)
				j++;
		} else if (strchr("()[]{},.;", ch) == NULL) {
			while (j < end && !isspace((unsigned char)s[j]) && !is_word((unsigned char)s[j]) &&
			       !strchr("()[]{},.;\"'*", s[j]) && ch != '*')
				j++;
		}
		if (prev && want_space(prev, plen, s + i))
			out[n++] = ' ';
		memcpy(out + n, s + i, j - i);
		prev = s + i;
		plen = j - i;
		n += j - i;
		i = j;
	}
	out[n] = 0;
	return out;
}

Rule *sp_earlier_rule(SpCtx *c, const Ident *name)
{
	for (size_t i = 0; i < c->rules.n; i++)
		if (c->rules.v[i] != c->cur && c->rules.v[i]->name == name)
			return c->rules.v[i];
	return NULL;
}
