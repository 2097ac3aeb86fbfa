/* ctoken.c - operations on a token array that are not lexing; see
 * ctoken.h: kind names, freeing, printing an array back as text and
 * checking that it covers its source. */
#include "cfront/ctoken.h"

#include <stdio.h>
#include "base/arena.h"

/* ---- kind names ---------------------------------------------------- */

static const char *const kind_names[TK_COUNT] = {
	[TK_EOF] = "EOF", [TK_IDENT] = "IDENT", [TK_TYPEDEF_NAME] = "TYPEDEF_NAME",
	[TK_INT] = "INT", [TK_FLOAT] = "FLOAT", [TK_CHAR] = "CHAR",
	[TK_STRING] = "STRING", [TK_KEYWORD] = "KEYWORD",
	[TK_LPAREN] = "LPAREN", [TK_RPAREN] = "RPAREN", [TK_LBRACK] = "LBRACK",
	[TK_RBRACK] = "RBRACK", [TK_LBRACE] = "LBRACE", [TK_RBRACE] = "RBRACE",
	[TK_DOT] = "DOT", [TK_ARROW] = "ARROW", [TK_INC] = "INC", [TK_DEC] = "DEC",
	[TK_AMP] = "AMP", [TK_STAR] = "STAR", [TK_PLUS] = "PLUS", [TK_MINUS] = "MINUS",
	[TK_TILDE] = "TILDE", [TK_BANG] = "BANG", [TK_SLASH] = "SLASH",
	[TK_PERCENT] = "PERCENT", [TK_SHL] = "SHL", [TK_SHR] = "SHR", [TK_LT] = "LT",
	[TK_GT] = "GT", [TK_LE] = "LE", [TK_GE] = "GE", [TK_EQ] = "EQ", [TK_NE] = "NE",
	[TK_CARET] = "CARET", [TK_PIPE] = "PIPE", [TK_ANDAND] = "ANDAND",
	[TK_OROR] = "OROR", [TK_QUESTION] = "QUESTION", [TK_COLON] = "COLON",
	[TK_SEMI] = "SEMI", [TK_ELLIPSIS] = "ELLIPSIS", [TK_ASSIGN] = "ASSIGN",
	[TK_MUL_ASSIGN] = "MUL_ASSIGN", [TK_DIV_ASSIGN] = "DIV_ASSIGN",
	[TK_MOD_ASSIGN] = "MOD_ASSIGN", [TK_ADD_ASSIGN] = "ADD_ASSIGN",
	[TK_SUB_ASSIGN] = "SUB_ASSIGN", [TK_SHL_ASSIGN] = "SHL_ASSIGN",
	[TK_SHR_ASSIGN] = "SHR_ASSIGN", [TK_AND_ASSIGN] = "AND_ASSIGN",
	[TK_XOR_ASSIGN] = "XOR_ASSIGN", [TK_OR_ASSIGN] = "OR_ASSIGN",
	[TK_COMMA] = "COMMA", [TK_HASH] = "HASH", [TK_HASHHASH] = "HASHHASH",
	[TK_PP_DEFINE] = "PP_DEFINE", [TK_PP_UNDEF] = "PP_UNDEF",
	[TK_PP_INCLUDE] = "PP_INCLUDE", [TK_PP_IF] = "PP_IF", [TK_PP_IFDEF] = "PP_IFDEF",
	[TK_PP_IFNDEF] = "PP_IFNDEF", [TK_PP_ELIF] = "PP_ELIF", [TK_PP_ELSE] = "PP_ELSE",
	[TK_PP_ENDIF] = "PP_ENDIF", [TK_PP_PRAGMA] = "PP_PRAGMA",
	[TK_PP_ERROR] = "PP_ERROR", [TK_PP_LINE] = "PP_LINE", [TK_PP_OTHER] = "PP_OTHER",
	[TK_PP_END] = "PP_END", [TK_PP_HEADER] = "PP_HEADER",
	[TK_PP_SKIPPED] = "PP_SKIPPED", [TK_OTHER] = "OTHER",
	[TK_MACRO_STMT] = "MACRO_STMT", [TK_MACRO_ITER] = "MACRO_ITER",
	[TK_MACRO_DECL] = "MACRO_DECL", [TK_MACRO_ATTR] = "MACRO_ATTR",
	[TK_MACRO_STRING] = "MACRO_STRING",
	[TK_META] = "META", [TK_DOTS_OPEN_NEST] = "DOTS_OPEN_NEST",
	[TK_DOTS_CLOSE_NEST] = "DOTS_CLOSE_NEST", [TK_DOTS_OPEN_PLUS] = "DOTS_OPEN_PLUS",
	[TK_DOTS_CLOSE_PLUS] = "DOTS_CLOSE_PLUS", [TK_DISJ_OPEN] = "DISJ_OPEN",
	[TK_DISJ_OR] = "DISJ_OR", [TK_DISJ_AND] = "DISJ_AND", [TK_DISJ_CLOSE] = "DISJ_CLOSE",
	[TK_OPTIONAL] = "OPTIONAL", [TK_WHEN] = "WHEN", [TK_AT] = "AT",
	[TK_PLUS_COMMENT] = "PLUS_COMMENT",
};

const char *tok_kind_name(int kind)
{
	if (kind < 0 || kind >= TK_COUNT || !kind_names[kind])
		return "?";
	return kind_names[kind];
}

/* ---- the array ----------------------------------------------------- */

void token_array_free(TokenArray *ta)
{
	xfree(ta->v);
	ta->v = NULL;
	ta->n = ta->cap = 0;
}

/* ---- printing and checking ----------------------------------------- */

void clex_print(const TokenArray *ta, FILE *out)
{
	size_t pos = 0;
	const char *text = ta->src->text;
	for (size_t i = 0; i < ta->n; i++) {
		const Token *t = &ta->v[i];
		if (t->flags & TF_EXPANDED)
			continue;
		if (t->end > pos) {
			fwrite(text + pos, 1, t->end - pos, out);
			pos = t->end;
		}
	}
	if (pos < ta->src->len)
		fwrite(text + pos, 1, ta->src->len - pos, out);
}

/* Length of the trivia item at P (< E): blanks, a newline, a comment, a
 * backslash-newline; 0 if P starts no trivia. */
static size_t trivia_item(const char *p, const char *e)
{
	if (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == '\f' || *p == '\v')
		return 1;
	if (*p == '\\') {
		const char *q = p + 1;
		while (q < e && (*q == ' ' || *q == '\t' || *q == '\r' || *q == '\f' || *q == '\v'))
			q++;
		return q < e && *q == '\n' ? (size_t)(q + 1 - p) : 0;
	}
	if (*p == '/' && p + 1 < e && p[1] == '*') {
		const char *q = p + 2;
		while (q + 1 < e && !(q[0] == '*' && q[1] == '/'))
			q++;
		return q + 1 < e ? (size_t)(q + 2 - p) : (size_t)(e - p);
	}
	if (*p == '/' && p + 1 < e && p[1] == '/') {
		const char *q = p + 2;
		while (q < e && *q != '\n') {
			if (*q == '\\' && q + 1 < e)
				q++;
			q++;
		}
		return (size_t)(q - p);
	}
	return 0;
}

size_t clex_check(const TokenArray *ta)
{
	const char *text = ta->src->text;
	size_t pos = 0;
	if (ta->n == 0 || ta->v[ta->n - 1].kind != TK_EOF)
		return 1;
	for (size_t i = 0; i < ta->n; i++) {
		const Token *t = &ta->v[i];
		if (t->flags & TF_EXPANDED)
			continue;
		if (t->start < pos || t->end < t->start || t->end > ta->src->len)
			return (size_t)t->start + 1;
		const char *p = text + pos, *e = text + t->start;
		while (p < e) {
			size_t n = trivia_item(p, e);
			if (n == 0)
				return (size_t)(p - text) + 1;
			p += n;
		}
		pos = t->end;
	}
	return pos == ta->src->len ? 0 : pos + 1;
}
